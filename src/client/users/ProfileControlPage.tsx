// Profile control: what a role grants, as a tree of tabs and their activities with tri-state tab
// boxes. Pick a role, tick pages, save: the role's profile (and so every employee holding the role)
// gets exactly the ticked activities, from their next request on.
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toApiError, type Row } from '../../../engine/ui/api.ts';
import { entityApi } from '../engine/engineContext.ts';
import { notify } from '../notify/notify.ts';
import { PageSpinner } from '../routing/PageSpinner.tsx';
import { buildTree, toggleActivity, toggleTab, type ActivityRow, type TabRow, type TreeNode } from './grantTree.ts';
import { PROFILE_ENTITY } from './ProfileListPage.tsx';

type Role = { Id: number; RoleName: string };
type Profile = { Id: number; RoleId: number; Desc?: string | null; RowVersion: number; Grants: Array<{ ActivityId: number }> };
type Lists = { roles: Role[]; tabs: TabRow[]; activities: ActivityRow[]; profiles: Row[] };

const ALL = { page: 1, perPage: 1000 };

async function loadLists(): Promise<Lists> {
  const [roles, tabs, activities, profiles] = await Promise.all([
    entityApi.list('role', { ...ALL, sort: 'RoleName' }),
    entityApi.list('tab', { ...ALL, sort: 'SortOrder' }),
    entityApi.list('activity', { ...ALL, sort: 'SortOrder' }),
    entityApi.list(PROFILE_ENTITY, ALL),
  ]);
  return { roles: roles.rows as Role[], tabs: tabs.rows as TabRow[], activities: activities.rows as ActivityRow[], profiles: profiles.rows };
}

export default function ProfileControlPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [lists, setLists] = useState<Lists | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [roleId, setRoleId] = useState<number | ''>('');
  const [profile, setProfile] = useState<Profile | null>(null);
  const [granted, setGranted] = useState<Set<number>>(new Set());
  const [desc, setDesc] = useState('');
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);

  const reload = () => {
    setError(null);
    loadLists().then(setLists, (failure) => setError(toApiError(failure).message));
  };
  useEffect(reload, []);

  // Opened as /profilecontrol?id=12: start on that profile's role.
  const openedId = Number(params.get('id')) || null;
  useEffect(() => {
    if (!lists || !openedId || roleId !== '') return;
    const row = lists.profiles.find((candidate) => candidate.Id === openedId);
    if (row) void chooseRole(Number(row.RoleId));
  }, [lists, openedId]); // chooseRole and roleId are read at the moment the lists arrive, on purpose

  async function chooseRole(id: number) {
    setRoleId(id);
    setDirty(false);
    const row = lists?.profiles.find((candidate) => Number(candidate.RoleId) === id);
    if (!row) {
      setProfile(null);
      setGranted(new Set());
      setDesc('');
      return;
    }
    setBusy(true);
    try {
      const loaded = (await entityApi.get(PROFILE_ENTITY, Number(row.Id))) as unknown as Profile;
      setProfile(loaded);
      setGranted(new Set(loaded.Grants.map((grant) => grant.ActivityId)));
      setDesc(loaded.Desc ?? '');
    } catch (failure) {
      notify(toApiError(failure).message, 'error');
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (roleId === '') return;
    setBusy(true);
    const body: Row = { RoleId: roleId, Desc: desc, Grants: [...granted].map((ActivityId) => ({ ActivityId })) };
    try {
      const result = profile
        ? await entityApi.update(PROFILE_ENTITY, profile.Id, { ...body, RowVersion: profile.RowVersion })
        : await entityApi.create(PROFILE_ENTITY, body);
      const saved = result.record as unknown as Profile;
      setProfile(saved);
      setDirty(false);
      setLists((current) => current && { ...current, profiles: [...current.profiles.filter((row) => row.Id !== saved.Id), saved as unknown as Row] });
      setParams({ id: String(saved.Id) }, { replace: true });
      notify(result.message, 'success');
    } catch (failure) {
      notify(toApiError(failure).message, 'error');
    } finally {
      setBusy(false);
    }
  }

  const tree = useMemo(() => (lists ? buildTree(lists.tabs, lists.activities, granted) : []), [lists, granted]);
  const change = (next: Set<number>) => {
    setGranted(next);
    setDirty(true);
  };

  if (error) {
    return (
      <Alert severity="error" action={<Button onClick={reload}>Retry</Button>}>
        {error}
      </Alert>
    );
  }
  if (!lists) return <PageSpinner />;
  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 600, mb: 2 }}>
        Profile Control
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <TextField
          select
          label="Role"
          value={roleId}
          onChange={(event) => void chooseRole(Number(event.target.value))}
          sx={{ minWidth: 240 }}
          helperText={lists.roles.length === 0 ? 'Add a role in Role Master first' : profile ? 'Editing this role’s grant' : roleId !== '' ? 'This role grants nothing yet' : ' '}
        >
          {lists.roles.map((role) => (
            <MenuItem key={role.Id} value={role.Id}>
              {role.RoleName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Description"
          value={desc}
          onChange={(event) => {
            setDesc(event.target.value);
            setDirty(true);
          }}
          disabled={roleId === ''}
          sx={{ flex: 1 }}
        />
      </Stack>
      {roleId === '' ? (
        <Alert severity="info">Choose a role to tick the pages it grants.</Alert>
      ) : (
        <Box sx={{ columnCount: { xs: 1, sm: 2, lg: 3 }, columnGap: 2, '& > *': { breakInside: 'avoid', mb: 2 } }}>
          {tree.map((node) => (
            <TabBox key={node.tab.Id} node={node} disabled={busy} onTab={() => change(toggleTab(node, granted))} onActivity={(id) => change(toggleActivity(id, granted))} />
          ))}
        </Box>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 2, position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.default' }}>
        <Button variant="contained" onClick={() => void save()} disabled={roleId === '' || busy || !dirty} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
          Save
        </Button>
        <Button onClick={() => navigate('/profile')}>Back to profiles</Button>
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {granted.size} {granted.size === 1 ? 'page' : 'pages'} granted
        </Typography>
      </Stack>
    </Box>
  );
}

function TabBox({ node, disabled, onTab, onActivity }: { node: TreeNode; disabled: boolean; onTab(): void; onActivity(id: number): void }) {
  const inactive = node.tab.is_active !== '1';
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} role="group" aria-label={node.tab.tab_name}>
      <FormControlLabel
        control={<Checkbox checked={node.state === 'checked'} indeterminate={node.state === 'indeterminate'} onChange={onTab} disabled={disabled} />}
        label={
          <Typography sx={{ fontWeight: 600 }}>
            {node.tab.tab_name}
            {inactive ? (
              <Typography component="span" variant="caption" color="text.secondary">
                {' '}
                (inactive tab: not shown)
              </Typography>
            ) : null}
          </Typography>
        }
      />
      <Box sx={{ pl: 3.5, display: 'flex', flexDirection: 'column' }}>
        {node.activities.map(({ activity, checked }) => (
          <FormControlLabel
            key={activity.Id}
            control={<Checkbox size="small" checked={checked} onChange={() => onActivity(activity.Id)} disabled={disabled} />}
            label={<Typography variant="body2">{activity.activity_title}</Typography>}
          />
        ))}
      </Box>
    </Paper>
  );
}
