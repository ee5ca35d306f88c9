import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { summaryLabel } from './cells.ts';
import { summaryValue } from './summary-format.ts';

/** The figures a report puts above its grid (a start and an end figure, say), side by side. */
export function ReportSummary({ summary }: { summary: Record<string, string | number | null> }) {
  const entries = Object.entries(summary);
  if (entries.length === 0) return null;
  return (
    <Box component="dl" aria-label="Summary" sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 1, m: 0, mb: 1.5, alignItems: 'start' }}>
      {entries.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ px: 1.5, py: 1 }}>
          <Typography component="dt" variant="caption" color="text.secondary">
            {summaryLabel(label)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {summaryValue(value)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
