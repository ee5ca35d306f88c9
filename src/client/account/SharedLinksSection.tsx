// The "Shared links" box on My Profile: the PDF links this login made (the owner: every link of the
// business, with who made it), newest first, each with what it opens, until when, and a Withdraw button
// while it still opens (GET /api/print/shared-links, DELETE /api/print/shared-links/{id}). A withdrawn
// link never opens again; whoever needs the PDF asks for a new link.
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api } from '../api/http.ts';
import { describeError } from '../api/apiError.ts';
import { notify } from '../notify/notify.ts';
import { formatDateTime } from '../../../engine/ui/format.ts';

type SharedLink = {
  Id: number;
  PrintPath: string;
  Noun: string;
  RecordId: number;
  /** The document's number as printed; null once it is deleted. */
  Number: string | null;
  Copy: string | null;
  MadeBy: string;
  CreatedOn: string;
  ExpiresOn: string;
  RevokedOn: string | null;
  State: 'open' | 'expired' | 'withdrawn';
};

const STATE: Record<SharedLink['State'], { label: string; color: 'success' | 'default' | 'warning' }> = {
  open: { label: 'Opens', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
  withdrawn: { label: 'Withdrawn', color: 'warning' },
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function SharedLinksSection({ everyone }: { everyone: boolean }) {
  const [links, setLinks] = useState<SharedLink[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      const { data } = await api.get('print/shared-links').json<{ data: { rows: SharedLink[] } }>();
      setLinks(data.rows);
      setProblem(null);
    } catch (failure) {
      setProblem(describeError(failure, 'Could not read the shared links.'));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const withdraw = async (link: SharedLink) => {
    setBusy(link.Id);
    try {
      const { message } = await api.delete(`print/shared-links/${link.Id}`).json<{ message: string }>();
      notify(message, 'success');
      await load();
    } catch (failure) {
      notify(describeError(failure, 'Could not withdraw the link.'), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-labelledby="shared-links-heading">
      <Typography id="shared-links-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
        Shared links
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {everyone ? 'PDF links shared by anyone in this business.' : 'PDF links you shared.'} Anyone holding a link can open its PDF for seven days, unless it is withdrawn here or the
        person who shared it loses access to the document.
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      {links && links.length === 0 && (
        <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
          No links shared yet. Share a bill from its print page.
        </Typography>
      )}
      {links && links.length > 0 && (
        <Stack divider={<Divider flexItem />} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Shared links">
          {links.map((link) => (
            <Box component="li" key={link.Id} sx={{ py: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                {link.Number === null ? (
                  <Typography sx={{ fontWeight: 600 }}>{capitalised(link.Noun)} (deleted)</Typography>
                ) : (
                  <Link component={RouterLink} to={`/${link.PrintPath}?id=${link.RecordId}`} sx={{ fontWeight: 600 }}>
                    {capitalised(link.Noun)} {link.Number}
                    {link.Copy ? ` (${link.Copy.split(' ')[0]})` : ''}
                  </Link>
                )}
                <Typography variant="body2" color="text.secondary">
                  Shared {formatDateTime(link.CreatedOn)}
                  {everyone ? ` by ${link.MadeBy}` : ''}
                  {link.State === 'withdrawn' ? ` · withdrawn ${formatDateTime(link.RevokedOn)}` : ` · until ${formatDateTime(link.ExpiresOn)}`}
                </Typography>
              </Box>
              <Chip size="small" label={STATE[link.State].label} color={STATE[link.State].color} variant="outlined" />
              {link.State === 'open' && (
                <Button size="small" color="warning" variant="outlined" disabled={busy === link.Id} onClick={() => void withdraw(link)} aria-label={`Withdraw the link to ${link.Noun} ${link.Number ?? link.RecordId}`}>
                  Withdraw
                </Button>
              )}
            </Box>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
