// Settings › Periods (/periods), the owner's: per firm, the date up to which the books are locked and the
// GST returns marked filed. Every write of the business honours them (src/server/periods/write-guard.ts).
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { describeError } from '../api/apiError.ts';
import { PageSpinner } from '../routing/PageSpinner.tsx';
import { FirmPeriodsCard } from './FirmPeriodsCard.tsx';
import { readPeriods, type FirmPeriods } from './periodsApi.ts';

export default function PeriodsPage() {
  const [firms, setFirms] = useState<FirmPeriods[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    readPeriods()
      .then((answer) => setFirms(answer.data.Firms))
      .catch((failure) => setError(describeError(failure, 'Could not load the periods.')));
  }, []);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!firms) return <PageSpinner />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <div>
        <Typography variant="h5" component="h1">
          Periods
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Lock a firm's books up to a date once they are final (audited, or returns filed), and mark each GST return as filed. Every lock move and mark is kept in the edit log.
        </Typography>
      </div>
      {firms.length === 0 && <Alert severity="info">Add a firm first: periods are kept per firm.</Alert>}
      {firms.map((firm) => (
        // Keyed by the lock date too: a moved lock resets the card's date box to the saved date.
        <FirmPeriodsCard key={`${firm.FirmId}-${firm.LockedThrough ?? ''}`} firm={firm} onChanged={setFirms} />
      ))}
    </Stack>
  );
}
