// GSTR-2B reconciliation (/gstr2breconciliation): upload a month's GSTR-2B as the GST portal gives it
// (POST /api/gstr2b), then the report of the same name matches it against the purchases, purchase returns
// and notes (matched, mismatched, in 2B only, in the books only, with the credit at stake), with its
// filters (firm, month, tolerance), CSV, Excel and Print. The months on file are listed to reconcile again
// after the books are corrected.
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatDayFirst } from '../../../engine/ui/format.ts';
import { NO_PRINT_CLASS } from '../../../engine/ui/report/print.ts';
import type { Row } from '../../../engine/ui/api.ts';
import { describeError } from '../api/apiError.ts';
import { api, bearerApi } from '../api/http.ts';
import { notify } from '../notify/notify.ts';
import { ReportRoute } from './ReportRoute.tsx';
import { ReportShell } from './ReportRoutePage.tsx';

type Month = { Period: string; GeneratedOn: string | null; DocumentCount: number; UploadedBy: string; UploadedOn: string };
type Uploaded = { Period: string; DocumentCount: number };

const monthLabel = (period: string) => `${period.slice(0, 2)}-${period.slice(2)}`;

export default function Gstr2bReconciliationPage() {
  // A new upload opens the report afresh, even for the month already shown.
  const [uploads, setUploads] = useState(0);
  return (
    <ReportShell>
      {(title) => (
        <>
          <UploadPanel onUploaded={() => setUploads((count) => count + 1)} />
          <ReportRoute key={uploads} title={title} />
        </>
      )}
    </ReportShell>
  );
}

function UploadPanel({ onUploaded }: { onUploaded: () => void }) {
  const [params, setParams] = useSearchParams();
  const [firms, setFirms] = useState<Row[]>([]);
  const [firmId, setFirmId] = useState<number | null>(Number(params.get('FirmId')) || null);
  const [file, setFile] = useState<File | null>(null);
  const [months, setMonths] = useState<Month[]>([]);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api
      .get('firm', { searchParams: { Page: 1, PerPage: 100, sort: 'FirmName' } })
      .json<{ data: { rows: Row[] } }>()
      .then(({ data }) => {
        setFirms(data.rows);
        setFirmId((chosen) => chosen ?? (data.rows.length > 0 ? Number(data.rows[0].Id) : null));
      })
      .catch((failure) => setError(describeError(failure, 'Could not load the firms.')));
  }, []);

  const loadMonths = useCallback(async (firm: number | null) => {
    if (firm === null) return setMonths([]);
    try {
      setMonths((await api.get('gstr2b', { searchParams: { FirmId: firm } }).json<{ data: Month[] }>()).data);
    } catch (failure) {
      setError(describeError(failure, 'Could not load the months on file.'));
    }
  }, []);
  useEffect(() => void loadMonths(firmId), [firmId, loadMonths]);

  /** The address that opens the reconciliation of a month (the tolerance chosen is kept). */
  const monthAddress = (period: string) => {
    const next = new URLSearchParams(params);
    next.set('FirmId', String(firmId));
    next.set('Period', period);
    return next;
  };

  const upload = async () => {
    if (firmId === null || file === null) return;
    setUploading(true);
    setError(null);
    try {
      const body = new FormData();
      body.append('FirmId', String(firmId));
      body.append('File', file, file.name);
      const reply = await bearerApi.post('gstr2b', { body, timeout: 120_000 }).json<{ message: string; data: Uploaded }>();
      notify(reply.message, 'success');
      setFile(null);
      await loadMonths(firmId);
      setParams(monthAddress(reply.data.Period));
      onUploaded();
    } catch (failure) {
      setError(describeError(failure, 'Could not upload the GSTR-2B.'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Paper variant="outlined" className={NO_PRINT_CLASS} sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }} aria-labelledby="gstr2b-upload-title">
      <Typography id="gstr2b-upload-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        GSTR-2B from the GST portal
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Returns › GSTR-2B › Download JSON, then upload it here. Credit is due only on what your suppliers have reported (CGST Act s.16(2)(aa)).
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 260px) 1fr auto' }, gap: 1.5, alignItems: 'center' }}>
        {/* A menu select, not a native one: its options exist only while open, beside the report's own firm picker. */}
        <TextField select size="small" id="gstr2b-firm" label="Firm" required value={firmId === null ? '' : String(firmId)} onChange={(event) => setFirmId(Number(event.target.value) || null)} disabled={uploading}>
          {firms.map((firm) => (
            <MenuItem key={String(firm.Id)} value={String(firm.Id)}>
              {String(firm.FirmName)}
            </MenuItem>
          ))}
        </TextField>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={uploading} sx={{ justifyContent: 'flex-start', minWidth: 0 }}>
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {file ? file.name : 'Choose the GSTR-2B JSON'}
          </Box>
          <input
            hidden
            type="file"
            accept=".json,application/json"
            data-testid="gstr2b-file"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
              event.target.value = '';
            }}
          />
        </Button>
        <Button variant="contained" onClick={() => void upload()} disabled={uploading || file === null || firmId === null} data-testid="gstr2b-upload">
          {uploading ? 'Uploading…' : 'Upload'}
        </Button>
      </Box>
      <Box sx={{ height: 4, mt: 1 }}>{uploading && <LinearProgress aria-label="Uploading the GSTR-2B" />}</Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
          {error}
        </Alert>
      )}
      {months.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 1 }} data-testid="gstr2b-months">
          <Typography variant="body2" color="text.secondary">
            On file:
          </Typography>
          {months.map((month) => (
            <Chip
              key={month.Period}
              component={RouterLink}
              to={{ search: monthAddress(month.Period).toString() }}
              clickable
              size="small"
              color={params.get('Period') === month.Period ? 'primary' : 'default'}
              label={`${monthLabel(month.Period)} · ${month.DocumentCount} docs`}
              title={`Generated ${formatDayFirst(month.GeneratedOn ?? '')}, uploaded by ${month.UploadedBy} on ${formatDayFirst(month.UploadedOn)}`}
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
