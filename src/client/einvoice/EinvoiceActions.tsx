// A saved sales bill's (or return's or note's) e-invoice on its form: "e-Invoice JSON" downloads the file
// for the IRP, "Enter IRN" takes the IRP's answer (pasted, or its file chosen), and once registered the
// IRN and acknowledgement show here, with "Cancel IRN" (within 24 hours, the server says otherwise) which
// downloads the cancellation JSON. The server checks everything; this page only asks and shows.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { downloadFile, JSON_TYPE } from '../../../engine/ui/report/download.ts';
import { useEngine } from '../../../engine/ui/EngineProvider.tsx';
import type { Row } from '../../../engine/ui/api.ts';
import { einvoiceApi } from './einvoiceApi.ts';

/** A file name from a document number (INV/26-27/7 -> INV-26-27-7). */
const fileSafe = (number: string) => number.replace(/[^A-Za-z0-9-]+/g, '-');

const REASONS: Array<[string, string]> = [
  ['1', 'Duplicate'],
  ['2', 'Data entry mistake'],
  ['3', 'Order cancelled'],
  ['4', 'Others'],
];

type Props = { entity: string; record: Row; number: string; onChanged: () => void };

export function EinvoiceActions({ entity, record, number, onChanged }: Props) {
  const { notify } = useEngine();
  const id = Number(record.Id);
  const irn = typeof record.Irn === 'string' && record.Irn !== '' ? record.Irn : null;
  const cancelled = typeof record.IrnCancelDate === 'string' && record.IrnCancelDate !== '' ? record.IrnCancelDate : null;
  const [dialog, setDialog] = useState<'irn' | 'cancel' | null>(null);

  const download = async () => {
    try {
      downloadFile(`EINVOICE_${fileSafe(number)}.json`, await einvoiceApi.json(entity, id), JSON_TYPE);
    } catch (error) {
      notify((error as Error).message, 'error');
    }
  };

  return (
    <>
      {!irn && (
        <>
          <Button variant="outlined" size="small" onClick={() => void download()}>
            e-Invoice JSON
          </Button>
          <Button variant="outlined" size="small" onClick={() => setDialog('irn')}>
            Enter IRN
          </Button>
        </>
      )}
      {irn && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }} data-testid="einvoice-status">
          <Chip size="small" color={cancelled ? 'default' : 'success'} label={cancelled ? `IRN cancelled ${cancelled.slice(0, 16)}` : `IRN ${irn.slice(0, 8)}… · Ack ${String(record.AckNo ?? '')}`} title={irn} />
          {!cancelled && (
            <Button variant="outlined" size="small" color="warning" onClick={() => setDialog('cancel')}>
              Cancel IRN
            </Button>
          )}
        </Box>
      )}
      {dialog === 'irn' && <IrnDialog entity={entity} id={id} number={number} onClose={() => setDialog(null)} onDone={onChanged} />}
      {dialog === 'cancel' && <CancelDialog entity={entity} id={id} number={number} onClose={() => setDialog(null)} onDone={onChanged} />}
    </>
  );
}

type DialogProps = { entity: string; id: number; number: string; onClose: () => void; onDone: () => void };

function IrnDialog({ entity, id, number, onClose, onDone }: DialogProps) {
  const { notify } = useEngine();
  const [answer, setAnswer] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    setFailure(null);
    try {
      notify(await einvoiceApi.recordIrn(entity, id, answer), 'success');
      onClose();
      onDone();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="irn-title">
      <DialogTitle id="irn-title">Enter IRN for {number}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          Paste the IRP's answer (with Irn, AckNo, AckDt and SignedQRCode), or choose the file the portal gave.
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 1.5 }} data-testid="irn-failure">
            {failure}
          </Alert>
        )}
        <TextField label="IRP answer" multiline minRows={5} maxRows={12} fullWidth value={answer} onChange={(event) => setAnswer(event.target.value)} slotProps={{ htmlInput: { 'data-testid': 'irn-answer', spellCheck: false } }} />
        <Button component="label" size="small" sx={{ mt: 1 }}>
          Choose file
          <input hidden type="file" accept=".json,.txt,application/json,text/plain" onChange={(event) => void event.target.files?.[0]?.text().then(setAnswer)} />
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={busy || answer.trim() === ''} onClick={() => void save()}>
          Save IRN
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CancelDialog({ entity, id, number, onClose, onDone }: DialogProps) {
  const { notify } = useEngine();
  const [reason, setReason] = useState('2');
  const [remark, setRemark] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const cancel = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const json = await einvoiceApi.cancel(entity, id, reason, remark);
      downloadFile(`EINVOICE_CANCEL_${fileSafe(number)}.json`, JSON.stringify(json, null, 2), JSON_TYPE);
      notify('IRN cancellation recorded: upload the file to the IRP', 'success');
      onClose();
      onDone();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="cancel-irn-title">
      <DialogTitle id="cancel-irn-title">Cancel the IRN of {number}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          The IRP cancels an IRN only within 24 hours of its acknowledgement; after that, amend the invoice by a credit or debit note.
        </Typography>
        {failure && (
          <Alert severity="error" sx={{ mb: 1.5 }}>
            {failure}
          </Alert>
        )}
        <TextField select label="Reason" fullWidth size="small" value={reason} onChange={(event) => setReason(event.target.value)} sx={{ mb: 2 }}>
          {REASONS.map(([code, label]) => (
            <MenuItem key={code} value={code}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Remark" fullWidth size="small" value={remark} onChange={(event) => setRemark(event.target.value)} slotProps={{ htmlInput: { maxLength: 100 } }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" color="warning" disabled={busy || remark.trim() === ''} onClick={() => void cancel()}>
          Cancel IRN
        </Button>
      </DialogActions>
    </Dialog>
  );
}
