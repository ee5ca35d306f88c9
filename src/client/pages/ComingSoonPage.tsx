import Button from '@mui/material/Button';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PageEntry } from './catalog.ts';
import { EmptyState } from './EmptyState.tsx';

/** A catalog page that later work has not built yet. Edit routes name the record they would open. */
export default function ComingSoonPage({ entry, withBackLink = false }: { entry: PageEntry; withBackLink?: boolean }) {
  const params = useParams();
  const recordId = Object.values(params).find((value) => value && value !== '*');
  return (
    <EmptyState
      title={entry.title}
      subtitle={recordId ? `Record ${recordId}` : undefined}
      actions={
        withBackLink && (
          <Button component={RouterLink} to="/dashboard" variant="contained">
            Back to Dashboard
          </Button>
        )
      }
    >
      {entry.coming}
    </EmptyState>
  );
}
