// A print page: a slim toolbar (Back, Print) that never prints, then the document on an A4 sheet.
// The app shell gives it the document's id and the way to the API (src/client/invoices).
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { buildInvoice, type InvoiceData } from './invoice-model.ts';
import { InvoiceDocument } from './InvoiceDocument.tsx';
import { loadFailureMessage, loadInvoice, type InvoiceSource } from './load-invoice.ts';
import type { PrintKind } from './print-kinds.ts';

export type InvoicePageProps = {
  print: PrintKind;
  /** The ?id= of the address; null when it has none. */
  id: string | null;
  source: InvoiceSource;
  onBack: () => void;
};

type Loaded = { state: 'loading' } | { state: 'ready'; data: InvoiceData } | { state: 'error'; message: string };

export function InvoicePage({ print, id, source, onBack }: InvoicePageProps) {
  const valid = id !== null && /^\d+$/.test(id);
  const [loaded, setLoaded] = useState<Loaded>(() =>
    valid ? { state: 'loading' } : { state: 'error', message: loadFailureMessage(print, id, null) },
  );

  useEffect(() => {
    if (!valid) {
      setLoaded({ state: 'error', message: loadFailureMessage(print, id, null) });
      return;
    }
    let live = true;
    setLoaded({ state: 'loading' });
    loadInvoice(print, id, source).then(
      (data) => live && setLoaded({ state: 'ready', data }),
      (error: unknown) => live && setLoaded({ state: 'error', message: loadFailureMessage(print, id, error) }),
    );
    return () => {
      live = false;
    };
  }, [print, id, source, valid]);

  const invoice = useMemo(() => (loaded.state === 'ready' ? buildInvoice(loaded.data) : null), [loaded]);

  // The tab's title is also the file name a browser offers when the page is saved as PDF.
  useEffect(() => {
    if (!invoice) return;
    const before = document.title;
    document.title = invoice.title;
    return () => {
      document.title = before;
    };
  }, [invoice]);

  return (
    <Box className="inv-page">
      <Box
        component="nav"
        aria-label="Print toolbar"
        className="inv-toolbar"
        sx={{
          position: 'sticky',
          top: 0,
          zIndex: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: { xs: 1, sm: 2 },
          py: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
          displayPrint: 'none',
        }}
      >
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          Back
        </Button>
        <Typography component="h1" noWrap sx={{ flexGrow: 1, fontWeight: 600, fontSize: { xs: 15, sm: 17 } }}>
          {invoice ? invoice.title : print.heading}
        </Typography>
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()} disabled={!invoice}>
          Print
        </Button>
      </Box>
      {loaded.state === 'loading' && (
        <Box role="status" aria-label={`Loading the ${print.noun}`} sx={{ display: 'grid', placeItems: 'center', py: 10, displayPrint: 'none' }}>
          <CircularProgress />
        </Box>
      )}
      {loaded.state === 'error' && (
        <Box sx={{ maxWidth: 640, mx: 'auto', my: 4, px: 2 }}>
          <Alert severity="warning" action={<Button onClick={onBack}>Back</Button>}>
            {loaded.message}
          </Alert>
        </Box>
      )}
      {invoice && (
        <Box component="main" className="inv-sheet">
          <InvoiceDocument invoice={invoice} />
        </Box>
      )}
    </Box>
  );
}
