// The header's Profile page (/app-profile): who is signed in, a password change (the current password
// proves it is them; the new one follows the sign-up rules), and signing out every device. Changing the
// password ends the login's other sessions on the server; this one carries on with the fresh token. The
// owner also finds the business file here (BusinessFileSection): the whole business to download, or to
// start a new business from. Everyone finds the PDF links they shared, to withdraw (SharedLinksSection;
// the owner sees the whole business's).
import { useEffect, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isHTTPError } from 'ky';
import { api } from '../api/http.ts';
import { describeError } from '../api/apiError.ts';
import { BusinessFileSection } from './BusinessFileSection.tsx';
import { SharedLinksSection } from './SharedLinksSection.tsx';
import { notify } from '../notify/notify.ts';
import { PageSpinner } from '../routing/PageSpinner.tsx';
import { formatDate, formatDayFirst } from '../../../engine/ui/format.ts';
import { session } from '../session/appSession.ts';
import type { TokenDetails } from '../session/sessionRules.ts';

type Me = { Email: string; Kind: 'master' | 'employee'; Since: string | null; Employee: { name: string; role: string | null } | null };
type Fields = { CurrentPassword: string; NewPassword: string; ConfirmPassword: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

const EMPTY: Fields = { CurrentPassword: '', NewPassword: '', ConfirmPassword: '' };
const LABELS: Record<keyof Fields, string> = { CurrentPassword: 'Current password', NewPassword: 'New password', ConfirmPassword: 'Confirm new password' };

/** The server's field errors (path /NewPassword ...) by field (ky keeps the parsed body as `data`). */
function fieldErrorsOf(failure: unknown): FieldErrors {
  const body = (isHTTPError(failure) ? failure.data : null) as { errors?: Array<{ path: string; message: string }> } | null;
  const errors: FieldErrors = {};
  for (const error of body?.errors ?? []) {
    const field = error.path.replace(/^\//, '') as keyof Fields;
    if (field in EMPTY) errors[field] ??= error.message;
  }
  return errors;
}

export default function MyProfilePage() {
  const [me, setMe] = useState<Me | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    api
      .get('account/me')
      .json<{ data: Me }>()
      .then(({ data }) => setMe(data))
      .catch((failure) => setLoadError(describeError(failure, 'Could not load your profile.')));
  }, []);

  const change = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      const reply = await api.post('account/password', { json: fields }).json<{ message: string; tokenDetails: TokenDetails }>();
      session.adoptToken(reply.tokenDetails);
      setFields(EMPTY);
      notify(reply.message, 'success');
    } catch (failure) {
      const byField = fieldErrorsOf(failure);
      setErrors(byField);
      if (Object.keys(byField).length === 0) notify(describeError(failure, 'Could not change the password.'), 'error');
    } finally {
      setSaving(false);
    }
  };

  if (loadError) return <Alert severity="error">{loadError}</Alert>;
  if (!me) return <PageSpinner />;
  const who: Array<[string, string]> = [
    ['E-mail', me.Email],
    ['Signed in as', me.Kind === 'master' ? 'Owner (master login)' : 'Employee'],
    ...(me.Employee ? ([['Name', me.Employee.name], ['Role', me.Employee.role ?? 'No role']] as Array<[string, string]>) : []),
    ...(me.Since ? ([['Login since', formatDayFirst(formatDate(new Date(me.Since)))]] as Array<[string, string]>) : []),
  ];
  return (
    <Stack spacing={2} sx={{ maxWidth: 640 }}>
      <Typography variant="h5" component="h1">
        My Profile
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: { xs: 0.25, sm: 1 }, m: 0 }}>
          {who.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body1" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <Paper variant="outlined" component="form" onSubmit={change} sx={{ p: 2 }} aria-labelledby="password-heading">
        <Typography id="password-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          Change password
        </Typography>
        {saving && <LinearProgress sx={{ mb: 1 }} />}
        <Stack spacing={2}>
          {(Object.keys(LABELS) as Array<keyof Fields>).map((name) => (
            <TextField
              key={name}
              id={`field-${name}`}
              label={LABELS[name]}
              type="password"
              size="small"
              autoComplete={name === 'CurrentPassword' ? 'current-password' : 'new-password'}
              value={fields[name]}
              error={Boolean(errors[name])}
              helperText={errors[name] ?? (name === 'NewPassword' ? 'At least 5 characters, with a letter, a number and one of @$!%*?&' : undefined)}
              onChange={(event) => setFields({ ...fields, [name]: event.target.value })}
              required
            />
          ))}
          <Typography variant="body2" color="text.secondary">
            Your other devices are signed out when the password changes.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button type="submit" variant="contained" disabled={saving}>
              Change password
            </Button>
            <Button color="inherit" onClick={() => void session.signOut()}>
              Sign out of every device
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <SharedLinksSection everyone={me.Kind === 'master'} />
      {me.Kind === 'master' && <BusinessFileSection />}
    </Stack>
  );
}
