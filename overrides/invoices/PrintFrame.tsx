// Around every printed paper: a slim toolbar (Back, the title, the paper's own actions, Print) that never prints, a spinner while
// the paper loads, what went wrong when it cannot, and the A4 sheet (on a phone drawn to the screen's
// width, sheet-fit.ts). The tab's title is the paper's, which is also the file name a browser offers when
// the page is saved as PDF.
import { useEffect, type CSSProperties, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useSheetScale } from './sheet-fit.ts';
import './invoice.css';

export type PrintState = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; title: string };

type PrintFrameProps = {
  status: PrintState;
  /** The toolbar's title until the paper is ready ("Tax Invoice"). */
  heading: string;
  /** What is loading, for the spinner's label ("sales bill"). */
  noun: string;
  onBack: () => void;
  /** The paper, once ready. */
  children?: ReactNode;
  /** More toolbar buttons beside Print (Download PDF, Share ...), shown once the paper is ready. */
  actions?: ReactNode;
};

export function PrintFrame({ status, heading, noun, onBack, children, actions }: PrintFrameProps) {
  const title = status.state === 'ready' ? status.title : null;
  const scale = useSheetScale();
  useEffect(() => {
    if (!title) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);

  return (
    <Box className="inv-page" style={{ '--inv-sheet-scale': String(scale) } as CSSProperties}>
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
          flexWrap: 'wrap',
        }}
      >
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          Back
        </Button>
        <Typography component="h1" noWrap sx={{ flexGrow: 1, flexBasis: 0, minWidth: 0, fontWeight: 600, fontSize: { xs: 15, sm: 17 } }}>
          {title ?? heading}
        </Typography>
        {title && actions && (
          // On a phone the paper's actions take a second row, under Back, the title and Print.
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, order: { xs: 3, sm: 0 }, width: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-end' }}>{actions}</Box>
        )}
        <Button variant="contained" startIcon={<PrintOutlined />} onClick={() => window.print()} disabled={!title}>
          Print
        </Button>
      </Box>
      {status.state === 'loading' && (
        <Box role="status" aria-label={`Loading the ${noun}`} sx={{ display: 'grid', placeItems: 'center', py: 10, displayPrint: 'none' }}>
          <CircularProgress />
        </Box>
      )}
      {status.state === 'error' && (
        <Box sx={{ maxWidth: 640, mx: 'auto', my: 4, px: 2 }}>
          <Alert severity="warning" action={<Button onClick={onBack}>Back</Button>}>
            {status.message}
          </Alert>
        </Box>
      )}
      {status.state === 'ready' && (
        <Box component="main" className="inv-sheet">
          {children}
        </Box>
      )}
    </Box>
  );
}
