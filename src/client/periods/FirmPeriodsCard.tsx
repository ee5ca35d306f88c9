// One firm's periods on the Periods page: the lock date (set, move, remove) and the GST returns marked
// filed (mark a month or a QRMP quarter, unmark with a reason).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DateInput } from '../../../engine/ui/fields/DateInput.tsx';
import { formatDayFirst } from '../../../engine/ui/format.ts';
import { describeError } from '../api/apiError.ts';
import { notify } from '../notify/notify.ts';
import { markFiled, moveLock, unmarkFiled, type Filing, type FirmPeriods } from './periodsApi.ts';

type Props = { firm: FirmPeriods; onChanged: (firms: FirmPeriods[]) => void };

export function FirmPeriodsCard({ firm, onChanged }: Props) {
  const [lockDate, setLockDate] = useState(firm.LockedThrough ?? '');
  const [lockReason, setLockReason] = useState('');
  const [filedReturn, setFiledReturn] = useState<'GSTR-1' | 'GSTR-3B'>('GSTR-1');
  const [month, setMonth] = useState('');
  const [quarterly, setQuarterly] = useState(false);
  const [filedOn, setFiledOn] = useState('');
  const [unmarking, setUnmarking] = useState<Filing | null>(null);
  const [unmarkReason, setUnmarkReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = (name: string) => `firm-${firm.FirmId}-${name}`;

  const run = async (work: () => Promise<{ message: string; data: { Firms: FirmPeriods[] } }>, failure: string) => {
    setBusy(true);
    setError(null);
    try {
      const answer = await work();
      notify(answer.message, 'success');
      onChanged(answer.data.Firms);
      return true;
    } catch (caught) {
      setError(describeError(caught, failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby={id('name')} data-testid={`periods-${firm.FirmId}`}>
      <Typography id={id('name')} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {firm.FirmName}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      )}

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        Lock date
      </Typography>
      <Typography variant="body2" color="text.secondary" data-testid={id('locked')}>
        {firm.LockedThrough ? `Books locked up to ${formatDayFirst(firm.LockedThrough)}: nothing dated on or before it can be made, changed or deleted.` : 'Not locked: every date is open.'}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
        <DateInput id={id('lock-date')} label="Locked up to" value={lockDate} onChange={(next) => setLockDate(next ?? '')} size="small" sx={{ minWidth: 180 }} />
        <TextField id={id('lock-reason')} label="Reason (for the edit log)" size="small" value={lockReason} onChange={(event) => setLockReason(event.target.value)} sx={{ flex: 1 }} />
        <Button variant="contained" disabled={busy || !lockDate || lockDate === firm.LockedThrough} onClick={() => void run(() => moveLock(firm.FirmId, lockDate, lockReason), 'Could not move the lock date.').then((done) => done && setLockReason(''))}>
          {firm.LockedThrough ? 'Move lock' : 'Lock'}
        </Button>
        {firm.LockedThrough && (
          <Button color="inherit" disabled={busy} onClick={() => void run(() => moveLock(firm.FirmId, null, lockReason), 'Could not remove the lock date.').then((done) => done && setLockDate(''))}>
            Remove lock
          </Button>
        )}
      </Stack>

      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        GST returns filed
      </Typography>
      <Typography variant="body2" color="text.secondary">
        A filed GSTR-1 freezes the period's sales and notes; a filed GSTR-3B also the purchases whose credit it claimed. Change them through a credit or debit note in an open period.
      </Typography>
      {firm.Filings.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          None marked filed.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {firm.Filings.map((filing) => (
            <Box component="li" key={`${filing.Return}-${filing.From}`} sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                <Typography sx={{ fontWeight: 600, minWidth: 72 }}>{filing.Return}</Typography>
                <Typography sx={{ flex: 1, minWidth: 140 }}>
                  {filing.Period}
                  {filing.FiledOn ? ` · filed ${formatDayFirst(filing.FiledOn)}` : ''}
                </Typography>
                <Button size="small" color="inherit" disabled={busy} onClick={() => { setUnmarking(filing); setUnmarkReason(''); }}>
                  Unmark
                </Button>
              </Stack>
              {unmarking === filing && (
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1 }}>
                  <TextField id={id('unmark-reason')} label="Why unmark?" size="small" required value={unmarkReason} onChange={(event) => setUnmarkReason(event.target.value)} sx={{ flex: 1 }} autoFocus />
                  <Button variant="outlined" color="warning" disabled={busy || !unmarkReason.trim()} onClick={() => void run(() => unmarkFiled({ FirmId: firm.FirmId, Return: filing.Return, Month: filing.From.slice(0, 7), Reason: unmarkReason }), 'Could not unmark the return.').then((done) => done && setUnmarking(null))}>
                    Unmark filed
                  </Button>
                  <Button color="inherit" onClick={() => setUnmarking(null)}>
                    Cancel
                  </Button>
                </Stack>
              )}
            </Box>
          ))}
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ mt: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}>
        <TextField id={id('return')} select label="Return" size="small" value={filedReturn} onChange={(event) => setFiledReturn(event.target.value as 'GSTR-1' | 'GSTR-3B')} sx={{ minWidth: 120 }}>
          <MenuItem value="GSTR-1">GSTR-1</MenuItem>
          <MenuItem value="GSTR-3B">GSTR-3B</MenuItem>
        </TextField>
        <TextField id={id('month')} label={quarterly ? 'First month of the quarter' : 'Month'} type="month" size="small" value={month} onChange={(event) => setMonth(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ minWidth: 170 }} />
        <FormControlLabel control={<Checkbox checked={quarterly} onChange={(event) => setQuarterly(event.target.checked)} />} label="Quarter (QRMP)" />
        <DateInput id={id('filed-on')} label="Filed on" value={filedOn} onChange={(next) => setFiledOn(next ?? '')} size="small" sx={{ minWidth: 170 }} />
        <Button variant="contained" disabled={busy || !month || !filedOn} onClick={() => void run(() => markFiled({ FirmId: firm.FirmId, Return: filedReturn, Month: month, Quarterly: quarterly, FiledOn: filedOn }), 'Could not mark the return filed.')}>
          Mark filed
        </Button>
      </Stack>
    </Paper>
  );
}
