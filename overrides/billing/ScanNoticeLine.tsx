// The line under the billing grid saying what the last scan added, or that no item has the scanned code.
import Typography from '@mui/material/Typography';
import type { ScanNotice } from './useBarcodeScans.ts';

export function ScanNoticeLine({ notice }: { notice: ScanNotice }) {
  return (
    <Typography
      role={notice && !notice.ok ? 'alert' : 'status'}
      aria-label="Last scan"
      variant="caption"
      data-testid="scan-notice"
      sx={{ display: 'block', minHeight: 18, mt: 0.5, color: notice && !notice.ok ? 'error.main' : 'text.secondary' }}
    >
      {notice ? (notice.ok ? `Scanned: ${notice.text}` : notice.text) : ''}
    </Typography>
  );
}
