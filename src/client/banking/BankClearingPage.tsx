// Records the date the bank cleared one entry of a bank ledger, read off the bank's statement: opened from
// the bank reconciliation's "Record clearing" link (/bankclearing?LineId=12), it shows the entry, takes
// the date (or clears it), saves, and goes back to the statement it came from.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DateInput } from '../../../engine/ui/fields/DateInput.tsx';
import { formatDayFirst } from '../../../engine/ui/format.ts';
import { api } from '../api/http.ts';
import { describeError } from '../api/apiError.ts';
import { notify } from '../notify/notify.ts';
import { PageSpinner } from '../routing/PageSpinner.tsx';

type BankEntry = { LineId: number; LedgerId: number; LedgerName: string; Date: string; VoucherType: string; Side: string; Amount: number; ClearedOn: string | null };

const PATH = 'reports/bankreconciliation/clearing';
const money = (amount: number) => amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export default function BankClearingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const lineId = params.get('LineId') ?? '';
  const [entry, setEntry] = useState<BankEntry | null>(null);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!lineId) return;
    api
      .get(PATH, { searchParams: { LineId: lineId } })
      .json<{ data: BankEntry }>()
      .then(({ data }) => {
        setEntry(data);
        setDate(data.ClearedOn ?? data.Date);
      })
      .catch((failure) => setError(describeError(failure, 'Could not load the bank entry.')));
  }, [lineId]);

  const save = async (clearedOn: string | null) => {
    setSaving(true);
    try {
      await api.put(PATH, { json: { LineId: Number(lineId), ClearedOn: clearedOn } }).json();
      notify(clearedOn ? `Cleared on ${formatDayFirst(clearedOn)}` : 'Marked as not cleared', 'success');
      navigate(-1);
    } catch (failure) {
      setError(describeError(failure, 'Could not save the date.'));
    } finally {
      setSaving(false);
    }
  };

  // Opened without an entry (from the address bar or a bookmark): say where entries are picked.
  if (!lineId) {
    return (
      <Alert severity="info" action={<Button onClick={() => navigate('/bankreconciliation')}>Bank reconciliation</Button>}>
        Choose an entry to clear from the bank reconciliation: each uncleared cheque there has a "Record clearing" link.
      </Alert>
    );
  }
  if (error && !entry) return <Alert severity="error">{error}</Alert>;
  if (!entry) return <PageSpinner />;
  return (
    <Paper sx={{ p: 2, maxWidth: 520 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Bank clearing date
      </Typography>
      <Typography data-testid="bank-entry">
        {entry.LedgerName}: {entry.VoucherType} of {formatDayFirst(entry.Date)}, {entry.Side.toLowerCase()} of ₹{money(entry.Amount)}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <DateInput id="bank-cleared-on" label="Cleared by the bank on" value={date} min={entry.Date} onChange={(next) => setDate(next ?? '')} autoFocus />
        <Button variant="contained" disabled={saving || !date} onClick={() => void save(date)}>
          Save
        </Button>
        {entry.ClearedOn && (
          <Button disabled={saving} onClick={() => void save(null)}>
            Not cleared
          </Button>
        )}
        <Button disabled={saving} onClick={() => navigate(-1)}>
          Back
        </Button>
      </Stack>
    </Paper>
  );
}
