// "e-Way Bill no." beside the file's button: the number and date the portal gave, recorded by
// PUT /api/ewaybill/{entity}/{id}/number (those two fields alone), which also serves a bill that can no
// longer be edited (registered on the IRP). The same fields can be saved with the form on other bills.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useEngine } from '../../../engine/ui/EngineProvider.tsx';
import { DateInput } from '../../../engine/ui/fields/DateInput.tsx';
import { fromKyError } from '../../../engine/ui/api.ts';
import { api } from '../api/http.ts';

type Props = { entity: string; id: number; number: unknown; date: unknown; today: string; onRecorded: () => void };

export function RecordEwayBill({ entity, id, number, date, today, onRecorded }: Props) {
  const { notify } = useEngine();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState({ number: '', date: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const show = () => {
    setTyped({ number: typeof number === 'string' ? number : '', date: typeof date === 'string' ? date.slice(0, 10) : today });
    setErrors({});
    setOpen(true);
  };
  const save = async () => {
    setBusy(true);
    try {
      const body = await api
        .put(`ewaybill/${entity}/${id}/number`, { json: { EwayBillNo: typed.number.trim() || null, EwayBillDate: typed.date || null } })
        .json<{ message?: string }>();
      notify(body.message ?? 'e-Way Bill no. recorded', 'success');
      setOpen(false);
      onRecorded();
    } catch (error) {
      const failure = fromKyError(error, 'Could not record the e-way bill number.');
      setErrors(Object.fromEntries(failure.errors.map((one) => [one.path.replace(/^\//, ''), one.message])));
      notify(failure.message, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button variant="outlined" size="small" onClick={show}>
        e-Way Bill no.
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="record-ewaybill-title">
        <DialogTitle id="record-ewaybill-title">Record the e-way bill</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            id="record-EwayBillNo"
            label="e-Way Bill no."
            value={typed.number}
            onChange={(event) => setTyped({ ...typed, number: event.target.value.replace(/\s+/g, '') })}
            error={Boolean(errors.EwayBillNo)}
            helperText={errors.EwayBillNo ?? 'The 12 digits the portal gave (leave empty to remove)'}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
            autoFocus
          />
          <DateInput id="record-EwayBillDate" label="e-Way Bill date" value={typed.date} onChange={(date) => setTyped({ ...typed, date: date ?? '' })} error={errors.EwayBillDate} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            Record
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
