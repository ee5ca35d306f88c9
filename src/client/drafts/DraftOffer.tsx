// The offer of a kept draft at the top of a form: Restore puts it back, Discard forgets it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { DraftControl } from './useDraft.ts';

/** dd-mm-yyyy hh:mm in the browser's time. */
function when(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getDate())}-${two(date.getMonth() + 1)}-${date.getFullYear()} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

export function DraftOffer<T>({ draft }: { draft: DraftControl<T> }) {
  const { offer } = draft;
  if (!offer) return null;
  return (
    <Alert
      severity="warning"
      data-testid="draft-offer"
      // On a phone the buttons go under the sentence, which keeps the width to read.
      sx={{
        mb: 2,
        alignItems: 'center',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        '& .MuiAlert-message': { flex: 1, minWidth: 0 },
        '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: { xs: 0, sm: 2 }, pt: 0, width: { xs: '100%', sm: 'auto' }, justifyContent: 'flex-end' },
      }}
      action={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" size="small" onClick={draft.restore}>
            Restore
          </Button>
          <Button size="small" color="inherit" onClick={draft.discard}>
            Discard
          </Button>
        </Box>
      }
    >
      You have an unsaved draft of this {offer.label || 'form'} from {when(offer.savedAt)}.
    </Alert>
  );
}
