import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Refresh from '@mui/icons-material/Refresh';

/** Shown when a page's script could not be fetched: usually a dropped connection or a new release. */
export function ChunkErrorPanel() {
  return (
    <Box data-chunk-error sx={{ p: { xs: 2, sm: 4 }, display: 'flex', justifyContent: 'center' }}>
      <Alert
        severity="error"
        variant="outlined"
        sx={{ maxWidth: 560, width: '100%', bgcolor: 'background.paper' }}
        action={
          <Button color="error" variant="contained" size="small" startIcon={<Refresh />} onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        <AlertTitle>Loading chunk failed</AlertTitle>
        This page could not be downloaded. Check your connection, then reload to try again.
      </Alert>
    </Box>
  );
}
