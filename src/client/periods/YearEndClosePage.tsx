// The owner's year-end close (server: src/server/periods/year-close-routes.ts): each firm's financial years
// with their state; for an ended, open year the checks (run on request, with a progress indicator) and a
// Close button that asks for confirmation; for the latest closed year a Reopen that asks for the reason.
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDateTime, formatDayFirst } from '../../../engine/ui/format.ts';
import { api } from '../api/http.ts';
import { describeError } from '../api/apiError.ts';
import { notify } from '../notify/notify.ts';
import { PageSpinner } from '../routing/PageSpinner.tsx';

type YearState = { Year: string; FromDate: string; ToDate: string; Status: 'Closed' | 'Open'; Ended: boolean; StockValuation: string | null; ClosedAt: string | null; ClosedBy: string | null };
type FirmYears = { FirmId: number; FirmName: string; StockValuation: string; ClosedThrough: string | null; Years: YearState[] };
type Check = { Check: string; Passed: boolean; Detail: string };
type Checks = { FirmId: number; Year: string; Closed: boolean; CanClose: boolean; Checks: Check[] };

/** A valuation method as a sentence says it: FIFO stays in capitals. */
const methodName = (method: string | null) => (method === 'FIFO' ? method : (method ?? '').toLowerCase());

/** What the owner is doing with one year: checking it, confirming a close, or giving the reason to reopen. */
type Action = { firm: FirmYears; year: YearState; kind: 'close' | 'reopen' };

export default function YearEndClosePage() {
  const [firms, setFirms] = useState<FirmYears[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState<string | null>(null);
  const [checks, setChecks] = useState<Record<string, Checks>>({});
  const [action, setAction] = useState<Action | null>(null);

  const load = useCallback(() => {
    api
      .get('periods/years')
      .json<{ data: { Firms: FirmYears[] } }>()
      .then(({ data }) => setFirms(data.Firms))
      .catch((failure) => setError(describeError(failure, 'Could not load the financial years.')));
  }, []);
  useEffect(load, [load]);

  const keyOf = (firm: FirmYears, year: YearState) => `${firm.FirmId}/${year.Year}`;
  const runChecks = async (firm: FirmYears, year: YearState) => {
    const key = keyOf(firm, year);
    setChecking(key);
    try {
      const { data } = await api.get('periods/years/checks', { searchParams: { FirmId: firm.FirmId, Year: year.Year } }).json<{ data: Checks }>();
      setChecks((known) => ({ ...known, [key]: data }));
    } catch (failure) {
      notify(describeError(failure, 'Could not check the year.'), 'error');
    } finally {
      setChecking(null);
    }
  };

  const done = (message: string, firm: FirmYears, year: YearState) => {
    notify(message, 'success');
    setChecks(({ [keyOf(firm, year)]: _gone, ...rest }) => rest);
    setAction(null);
    load();
  };

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!firms) return <PageSpinner />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 960 }}>
      <Box>
        <Typography variant="h5" component="h1">
          Year-end close
        </Typography>
        <Typography color="text.secondary">
          A closed year's figures never change: nothing dated in it can be entered, edited or deleted, and its stock keeps the valuation method it was closed with. Its closing balances open the next year.
          Years close in order, once their checks pass; the latest closed year can be reopened with a reason.
        </Typography>
      </Box>
      {firms.length === 0 && <Alert severity="info">Add a firm first: years are closed firm by firm.</Alert>}
      {firms.map((firm) => {
        const latestClosed = firm.Years.find((year) => year.Status === 'Closed');
        return (
          <Paper key={firm.FirmId} sx={{ p: { xs: 1.5, sm: 2 } }} data-testid={`firm-years-${firm.FirmId}`}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 1 }}>
              <Typography variant="h6" component="h2">
                {firm.FirmName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Stock by {methodName(firm.StockValuation)} · {firm.ClosedThrough ? `closed through ${formatDayFirst(firm.ClosedThrough)}` : 'no year closed'}
              </Typography>
            </Stack>
            <Stack spacing={1}>
              {firm.Years.map((year) => {
                const key = keyOf(firm, year);
                const result = checks[key];
                return (
                  <Box key={year.Year} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
                    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                      <Box sx={{ flexGrow: 1 }}>
                        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                          <Typography sx={{ fontWeight: 600 }}>{year.Year}</Typography>
                          <Chip size="small" label={year.Status === 'Closed' ? 'Closed' : year.Ended ? 'Open' : 'Current year'} color={year.Status === 'Closed' ? 'success' : 'default'} />
                        </Stack>
                        <Typography variant="body2" color="text.secondary">
                          {formatDayFirst(year.FromDate)} to {formatDayFirst(year.ToDate)}
                          {year.Status === 'Closed' && ` · closed ${formatDateTime(year.ClosedAt)} by ${year.ClosedBy} · stock by ${methodName(year.StockValuation)}`}
                        </Typography>
                      </Box>
                      {year.Status === 'Open' && year.Ended && (
                        <Button variant="outlined" disabled={checking !== null} onClick={() => void runChecks(firm, year)}>
                          {result ? 'Check again' : 'Check'}
                        </Button>
                      )}
                      {year.Status === 'Open' && year.Ended && result && (
                        <Button variant="contained" disabled={!result.CanClose || checking !== null} onClick={() => setAction({ firm, year, kind: 'close' })}>
                          Close year
                        </Button>
                      )}
                      {latestClosed === year && (
                        <Button color="warning" onClick={() => setAction({ firm, year, kind: 'reopen' })}>
                          Reopen
                        </Button>
                      )}
                    </Stack>
                    {checking === key && (
                      <Box sx={{ mt: 1 }} role="status">
                        <Typography variant="body2">Checking the books of {year.Year}…</Typography>
                        <LinearProgress />
                      </Box>
                    )}
                    {result && checking !== key && (
                      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} aria-label={`Checks for ${year.Year}`}>
                        {result.Checks.map((check) => (
                          <Box component="li" key={check.Check} sx={{ display: 'flex', gap: 1, py: 0.25 }}>
                            <Typography component="span" sx={{ color: check.Passed ? 'success.main' : 'error.main', fontWeight: 700, minWidth: 20 }} aria-label={check.Passed ? 'passed' : 'failed'}>
                              {check.Passed ? '✓' : '✗'}
                            </Typography>
                            <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                              <strong>{check.Check}.</strong> {check.Detail}
                            </Typography>
                          </Box>
                        ))}
                      </Box>
                    )}
                  </Box>
                );
              })}
            </Stack>
          </Paper>
        );
      })}
      {action?.kind === 'close' && <CloseDialog action={action} onCancel={() => setAction(null)} onDone={done} />}
      {action?.kind === 'reopen' && <ReopenDialog action={action} onCancel={() => setAction(null)} onDone={done} />}
    </Stack>
  );
}

type DialogProps = { action: Action; onCancel(): void; onDone(message: string, firm: FirmYears, year: YearState): void };

function CloseDialog({ action, onCancel, onDone }: DialogProps) {
  const { firm, year } = action;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = async () => {
    setBusy(true);
    try {
      const reply = await api.post('periods/years/close', { json: { FirmId: firm.FirmId, Year: year.Year } }).json<{ message: string }>();
      onDone(reply.message, firm, year);
    } catch (failure) {
      setError(describeError(failure, 'Could not close the year.'));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>
        Close {year.Year} for {firm.FirmName}?
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          Nothing dated {formatDayFirst(year.FromDate)} to {formatDayFirst(year.ToDate)} can then be entered, edited or deleted, and its stock stays valued by {methodName(firm.StockValuation)} even if the
          method changes later.
        </DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void close()} disabled={busy}>
          Close {year.Year}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ReopenDialog({ action, onCancel, onDone }: DialogProps) {
  const { firm, year } = action;
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reopen = async () => {
    setBusy(true);
    try {
      const reply = await api.post('periods/years/reopen', { json: { FirmId: firm.FirmId, Year: year.Year, Reason: reason } }).json<{ message: string }>();
      onDone(reply.message, firm, year);
    } catch (failure) {
      setError(describeError(failure, 'Could not reopen the year.'));
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>
        Reopen {year.Year} for {firm.FirmName}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>Its figures can change again until it is closed once more. The reason is kept in the edit log.</DialogContentText>
        <TextField
          label="Reason for reopening"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          required
          fullWidth
          multiline
          minRows={2}
          autoFocus
          sx={{ mt: 2 }}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color="warning" onClick={() => void reopen()} disabled={busy || reason.trim() === ''}>
          Reopen {year.Year}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
