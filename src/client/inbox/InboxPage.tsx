// The header's Inbox (/email-inbox): what needs attention today, worked out by the server from the books
// (GET /api/inbox): stock below zero, stock at its reorder level, customers' bills long unpaid. Each
// message opens the report behind it. Nothing to dismiss: a message goes once its cause is put right.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatDayFirst } from '../../../engine/ui/format.ts';
import { api } from '../api/http.ts';
import { describeError } from '../api/apiError.ts';
import { PageSpinner } from '../routing/PageSpinner.tsx';

type Attention = { Kind: string; Severity: 'error' | 'warning' | 'info'; Title: string; Detail: string; Link: string };
type Inbox = { asOn: string; messages: Attention[] };

const OPEN: Record<string, string> = { 'negative-stock': 'Item ledger', reorder: 'Item ledger', overdue: 'Outstanding' };

export default function InboxPage() {
  const [inbox, setInbox] = useState<Inbox | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    api
      .get('inbox')
      .json<{ data: Inbox }>()
      .then(({ data }) => setInbox(data))
      .catch((failure) => setError(describeError(failure, 'Could not load the inbox.')));
  }, []);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!inbox) return <PageSpinner />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <div>
        <Typography variant="h5" component="h1">
          Inbox
        </Typography>
        <Typography variant="body2" color="text.secondary">
          What needs attention on {formatDayFirst(inbox.asOn)}
        </Typography>
      </div>
      {inbox.messages.length === 0 && <Alert severity="success">Nothing needs your attention today.</Alert>}
      {inbox.messages.map((message, index) => (
        <Alert
          key={`${message.Kind}-${index}`}
          severity={message.Severity}
          variant="outlined"
          action={
            <Button component={RouterLink} to={message.Link} size="small" color="inherit">
              {OPEN[message.Kind] ?? 'Open'}
            </Button>
          }
          sx={{ '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' } }}
        >
          <AlertTitle sx={{ mb: 0.25 }}>{message.Title}</AlertTitle>
          {message.Detail}
        </Alert>
      ))}
    </Stack>
  );
}
