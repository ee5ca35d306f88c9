// The auditor's view of the edit log (GET /api/audit/trail): filtered by period (days in India time),
// user, record and action, a page of entries at a time, newest first, each with who, when, from where,
// which record, and what changed field by field. The filtered trail downloads as CSV or Excel (the
// server builds the file), and the chain check (GET /api/audit/verify) is shown where the server has it.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import SearchIcon from '@mui/icons-material/Search';
import { isHTTPError } from 'ky';
import { DateInput } from '../../../engine/ui/fields/DateInput.tsx';
import { downloadFile } from '../../../engine/ui/report/download.ts';
import { PERIOD_CUSTOM, PERIOD_OPTIONS, periodRange, todayIso } from '../../../engine/ui/report/period.ts';
import type { TrailEntry } from '../../shared/audit-trail.ts';
import { indiaTime } from '../../shared/india-time.ts';
import { api } from '../api/http.ts';
import { describeError } from '../api/apiError.ts';
import { ACTIONS, actionLabel, changeValue, recordOf, whoDid } from './trailView.ts';

const PER_PAGE = 20;
const PERIODS = PERIOD_OPTIONS.full;
const ALL_TIME = 'All time';

type Filters = { period: string; FromDate: string; ToDate: string; Actor: string; Entity: string; RecordId: string; Action: string };
type Verify = { ok: boolean; entries: number; brokenAt: number | null; reason: string | null };
type EntityChoice = { name: string; label: string };

const START: Filters = { period: ALL_TIME, FromDate: '', ToDate: '', Actor: '', Entity: '', RecordId: '', Action: '' };

/** The filters as the API's query parameters (empty ones left out). */
function queryOf(filters: Filters): Record<string, string> {
  const { period: _period, ...rest } = filters;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value.trim() !== '').map(([name, value]) => [name, value.trim()]));
}

export default function AuditTrailPage() {
  const [draft, setDraft] = useState<Filters>(START);
  const [applied, setApplied] = useState<Filters>(START);
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<TrailEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [exporting, setExporting] = useState<string | null>(null);
  const [entities, setEntities] = useState<EntityChoice[]>([]);
  const [verify, setVerify] = useState<Verify | 'none' | null>(null);

  useEffect(() => {
    let live = true;
    setLoading(true);
    setError(null);
    api
      .get('audit/trail', { searchParams: { ...queryOf(applied), Page: String(page), PerPage: String(PER_PAGE) } })
      .json<{ data: { rows: TrailEntry[]; total: number } }>()
      .then(({ data }) => {
        if (!live) return;
        setRows(data.rows);
        setTotal(data.total);
      })
      .catch((failure) => live && setError(describeError(failure, 'Could not read the audit trail.')))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [applied, page]);

  useEffect(() => {
    api
      .get('meta/entities')
      .json<{ data: { entities: Array<{ 'x-entity': { name: string; label?: string; api?: boolean } }> } }>()
      .then(({ data }) => setEntities(data.entities.filter((schema) => schema['x-entity'].api !== false).map((schema) => ({ name: schema['x-entity'].name, label: schema['x-entity'].label ?? schema['x-entity'].name })).sort((a, b) => a.label.localeCompare(b.label))))
      .catch(() => setEntities([]));
    // The chain check: a server without it answers 404, and the page says nothing of a chain.
    api
      .get('audit/verify')
      .json<{ data: Verify }>()
      .then(({ data }) => setVerify(data))
      .catch((failure) => setVerify(isHTTPError(failure) && failure.response.status === 404 ? 'none' : null));
  }, []);

  const set = (name: keyof Filters, value: string) => setDraft((current) => ({ ...current, [name]: value }));
  const choosePeriod = (period: string) => {
    if (period === ALL_TIME) return setDraft((current) => ({ ...current, period, FromDate: '', ToDate: '' }));
    const range = periodRange(period, todayIso());
    setDraft((current) => ({ ...current, period, ...(range ?? {}) }));
  };
  const show = () => {
    setPage(1);
    setApplied({ ...draft });
  };
  const download = async (format: 'csv' | 'xlsx') => {
    setExporting(format);
    try {
      const response = await api.get('audit/trail/export', { searchParams: { ...queryOf(applied), format }, timeout: 120_000 });
      downloadFile(`audit-trail.${format}`, await response.blob(), response.headers.get('content-type') ?? 'application/octet-stream');
    } catch (failure) {
      setError(describeError(failure, 'Could not export the audit trail.'));
    } finally {
      setExporting(null);
    }
  };

  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Audit trail
        </Typography>
        <ChainStatus verify={verify} />
      </Stack>
      <Paper sx={{ p: 2 }}>
        <Box
          component="form"
          noValidate
          aria-label="Filters"
          onSubmit={(event) => {
            event.preventDefault();
            show();
          }}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1.5, alignItems: 'start' }}
        >
          <TextField select label="Period" value={draft.period} onChange={(event) => choosePeriod(event.target.value)} slotProps={{ htmlInput: { 'data-testid': 'trail-period' } }}>
            {[ALL_TIME, ...PERIODS].map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
          <DateInput id="trail-from" label="From date" value={draft.FromDate} onChange={(next) => setDraft((current) => ({ ...current, period: PERIOD_CUSTOM, FromDate: next ?? '' }))} />
          <DateInput id="trail-to" label="To date" value={draft.ToDate} onChange={(next) => setDraft((current) => ({ ...current, period: PERIOD_CUSTOM, ToDate: next ?? '' }))} />
          <TextField id="trail-actor" label="User (login e-mail)" value={draft.Actor} onChange={(event) => set('Actor', event.target.value)} />
          <TextField id="trail-entity" select label="Record type" value={draft.Entity} onChange={(event) => set('Entity', event.target.value)}>
            <MenuItem value="">All</MenuItem>
            {entities.map((entity) => (
              <MenuItem key={entity.name} value={entity.name}>
                {entity.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField id="trail-record" label="Record id" value={draft.RecordId} onChange={(event) => set('RecordId', event.target.value.replace(/\D/g, ''))} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
          <TextField id="trail-action" select label="Action" value={draft.Action} onChange={(event) => set('Action', event.target.value)}>
            <MenuItem value="">All</MenuItem>
            {Object.entries(ACTIONS).map(([value, action]) => (
              <MenuItem key={value} value={value}>
                {action.label}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" startIcon={<SearchIcon />} disabled={loading} sx={{ height: 56 }}>
            Show
          </Button>
        </Box>
      </Paper>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography sx={{ flexGrow: 1 }} data-testid="trail-total">
          {loading ? 'Reading the trail…' : `${total.toLocaleString('en-IN')} ${total === 1 ? 'entry' : 'entries'}, newest first`}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled={exporting !== null || total === 0} onClick={() => void download('csv')}>
            {exporting === 'csv' ? 'Exporting…' : 'CSV'}
          </Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} disabled={exporting !== null || total === 0} onClick={() => void download('xlsx')}>
            {exporting === 'xlsx' ? 'Exporting…' : 'Excel'}
          </Button>
        </Stack>
      </Stack>
      {loading && <LinearProgress aria-label="Loading the audit trail" />}
      {error && <Alert severity="error">{error}</Alert>}
      {!loading && !error && rows.length === 0 && <Alert severity="info">No entries for these filters.</Alert>}
      <Stack spacing={1.5} data-testid="trail-entries" sx={{ opacity: loading ? 0.5 : 1 }}>
        {rows.map((entry) => (
          <EntryCard key={entry.Id} entry={entry} />
        ))}
      </Stack>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_event, next) => setPage(next)} siblingCount={0} sx={{ alignSelf: 'center' }} />}
    </Stack>
  );
}

function ChainStatus({ verify }: { verify: Verify | 'none' | null }) {
  if (verify === null || verify === 'none') return null;
  if (verify.ok) return <Chip color="success" variant="outlined" label={`Chain intact: ${verify.entries.toLocaleString('en-IN')} entries checked`} data-testid="trail-chain" />;
  return (
    <Alert severity="error" data-testid="trail-chain">
      The trail was altered outside Bahi{verify.brokenAt === null ? '' : ` at entry ${verify.brokenAt}`}
      {verify.reason ? `: ${verify.reason}` : ''}
    </Alert>
  );
}

/** A create or delete lists every field of the record: the first few show, the rest on request. */
const FIRST_CHANGES = 6;

function EntryCard({ entry }: { entry: TrailEntry }) {
  const action = ACTIONS[entry.Action];
  const [open, setOpen] = useState(false);
  const shown = open ? entry.Changes : entry.Changes.slice(0, FIRST_CHANGES);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid="trail-entry">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Chip size="small" color={action?.color ?? 'default'} label={actionLabel(entry.Action)} />
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{recordOf(entry)}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {indiaTime(entry.At)} IST · {whoDid(entry)}
        {entry.Address ? ` · from ${entry.Address}` : ''} · entry {entry.Seq ?? entry.Id}
      </Typography>
      {entry.Changes.length > 0 && (
        <Box
          component="dl"
          sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr)', sm: 'minmax(120px, 220px) minmax(0, 1fr) minmax(0, 1fr)' }, columnGap: 2, rowGap: 0.25, fontSize: 14 }}
        >
          {shown.map((change) => (
            <Box key={change.field} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600, mt: { xs: 0.75, sm: 0 }, gridColumn: { xs: '1 / -1', sm: 'auto' }, overflowWrap: 'anywhere' }}>
                {change.label}
              </Box>
              <Box component="dd" sx={{ m: 0, color: 'error.main', overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ display: { sm: 'none' }, color: 'text.secondary' }}>
                  Before:{' '}
                </Box>
                <Box component="span" sx={{ textDecoration: change.before !== null && change.after !== null ? 'line-through' : 'none' }}>
                  {changeValue(change, 'before')}
                </Box>
              </Box>
              <Box component="dd" sx={{ m: 0, color: 'success.dark', overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ display: { sm: 'none' }, color: 'text.secondary' }}>
                  After:{' '}
                </Box>
                {changeValue(change, 'after')}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      {entry.Changes.length > FIRST_CHANGES && (
        <Button size="small" onClick={() => setOpen(!open)} sx={{ mt: 0.5, px: 0 }}>
          {open ? 'Show fewer fields' : `Show all ${entry.Changes.length} fields`}
        </Button>
      )}
    </Paper>
  );
}
