// The owner's "Business file" box on My Profile: download the whole business (every master, document,
// voucher and the journal) as one file, and, while the business is new (nothing entered since sign-up),
// create it from such a file made on any Bahi server. Both show their progress as they go.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { api } from '../api/http.ts';
import { describeError } from '../api/apiError.ts';
import { notify } from '../notify/notify.ts';
import { downloadBusinessFile, uploadBusinessFile, type Transfer } from './businessFileTransfer.ts';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

const STAGES: Record<Transfer['stage'], string> = {
  preparing: 'Gathering the books…',
  downloading: 'Downloading',
  compressing: 'Compressing the file…',
  uploading: 'Sending the file',
  loading: 'Creating the business from the file…',
};

function describe(transfer: Transfer): string {
  const amount = transfer.bytes > 0 ? ` ${size(transfer.bytes)}` : '';
  const share = transfer.percent !== null && transfer.stage === 'uploading' ? ` (${Math.round(transfer.percent)} %)` : '';
  return `${STAGES[transfer.stage]}${transfer.stage === 'downloading' || transfer.stage === 'uploading' ? `${amount}${share}` : ''}`;
}

export function BusinessFileSection() {
  const [newBusiness, setNewBusiness] = useState(false);
  const [transfer, setTransfer] = useState<Transfer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  const chooser = useRef<HTMLInputElement>(null);

  useEffect(() => {
    api
      .get('account/import-business')
      .json<{ data: { Allowed: boolean } }>()
      .then(({ data }) => setNewBusiness(data.Allowed))
      .catch(() => setNewBusiness(false));
  }, [loaded]);

  const download = async () => {
    setProblem(null);
    try {
      const bytes = await downloadBusinessFile(setTransfer);
      notify(`Business file downloaded (${size(bytes)})`, 'success');
    } catch (failure) {
      notify(describeError(failure, 'Could not make the business file.'), 'error');
    } finally {
      setTransfer(null);
    }
  };

  const load = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    try {
      const message = await uploadBusinessFile(file, setTransfer);
      setLoaded(message);
      notify(message, 'success');
    } catch (failure) {
      setProblem(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setTransfer(null);
      if (chooser.current) chooser.current.value = '';
    }
  };

  const busy = transfer !== null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="business-file-heading">
      <Typography id="business-file-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Business file
      </Typography>
      <Stack spacing={1.5}>
        <Typography variant="body2" color="text.secondary">
          Every master, document, voucher and the journal of this business in one file, to keep or to move the business to another Bahi server. Passwords are not in it.
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy}>
            Download business file
          </Button>
        </Stack>
        {newBusiness && (
          <>
            <Typography variant="body2">
              This business is new. You can start it from a business file downloaded from Bahi: its firms, parties, items, bills, vouchers and books replace the empty ones made at sign-up.
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => chooser.current?.click()} disabled={busy}>
                Start from a business file
              </Button>
            </Stack>
            <input ref={chooser} type="file" accept=".json,.gz,application/json,application/gzip" hidden aria-label="Business file to load" onChange={(event) => void load(event.target.files?.[0])} />
          </>
        )}
        {transfer && (
          <Stack spacing={0.5} role="status" aria-live="polite">
            <LinearProgress variant={transfer.percent === null ? 'indeterminate' : 'determinate'} value={transfer.percent ?? undefined} />
            <Typography variant="body2" color="text.secondary">
              {describe(transfer)}
            </Typography>
          </Stack>
        )}
        {problem && <Alert severity="error">{problem}</Alert>}
        {loaded && (
          <Alert severity="success" action={<Button component={RouterLink} to="/dashboard" color="inherit" size="small">Open the dashboard</Button>}>
            {loaded}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
