// The print toolbar's sharing buttons: Download PDF (made by the server), Share on WhatsApp (wa.me with
// the document, its amount and a share link, to the party's mobile when it has one) and Copy link. The
// share link is asked for once the paper is shown, so WhatsApp is a plain link the browser opens.
import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Snackbar from '@mui/material/Snackbar';
import Alert from '@mui/material/Alert';
import ContentCopy from '@mui/icons-material/ContentCopy';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import WhatsApp from '@mui/icons-material/WhatsApp';
import { whatsAppUrl, type PaperFiles, type ShareLink, type ShareSubject } from './paper-share.ts';

/** `copy`: the copy marking chosen (null: the paper has none). */
type Props = { files: PaperFiles; path: string; id: string; copy: string | null; subject: ShareSubject };

/**
 * A toolbar button's words: in full on a wide screen, a short word on a phone (where the actions have a
 * row of their own), the icon alone between (beside the title); the accessible name is always the full one.
 */
const label = (text: string, short: string) => (
  <>
    <span className="inv-action-label" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </span>
    <span className="inv-action-short">{short}</span>
  </>
);
const compact = {
  minWidth: 0,
  px: { xs: 0.75, sm: 1.5 },
  '& .MuiButton-startIcon': { mr: { xs: 0.5, sm: 0, md: 1 }, ml: { xs: 0, md: -0.5 } },
  '& .inv-action-label': { display: { xs: 'none', md: 'inline' } },
  '& .inv-action-short': { display: { xs: 'inline', sm: 'none' } },
};

export function PdfActions({ files, path, id, copy, subject }: Props) {
  const [making, setMaking] = useState(false);
  const [link, setLink] = useState<ShareLink | null>(null);
  const [message, setMessage] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  useEffect(() => {
    let live = true;
    setLink(null);
    files.share(path, id, copy).then(
      (shared) => live && setLink(shared),
      (error: unknown) => live && setMessage({ severity: 'error', text: `The share link could not be made. ${error instanceof Error ? error.message : ''}`.trim() }),
    );
    return () => {
      live = false;
    };
  }, [files, path, id, copy]);

  const download = async () => {
    setMaking(true);
    try {
      const { blob, name } = await files.pdf(path, id, copy);
      const href = URL.createObjectURL(blob);
      const anchor = document.createElement('a');
      anchor.href = href;
      anchor.download = name;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch (error) {
      setMessage({ severity: 'error', text: `The PDF could not be made. ${error instanceof Error ? error.message : ''}`.trim() });
    } finally {
      setMaking(false);
    }
  };

  const copyLink = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      setMessage({ severity: 'success', text: `Link copied: anyone with it can open the PDF until ${link.expires.slice(8, 10)}-${link.expires.slice(5, 7)}-${link.expires.slice(0, 4)}` });
    } catch {
      window.prompt('Copy this link to the PDF', link.url);
    }
  };

  return (
    <>
      <Button
        onClick={download}
        disabled={making}
        aria-label="Download PDF"
        aria-busy={making}
        startIcon={making ? <CircularProgress size={18} aria-label="Making the PDF" /> : <PictureAsPdfOutlined />}
        sx={compact}
      >
        {label('Download PDF', 'PDF')}
      </Button>
      <Button
        component="a"
        href={link ? whatsAppUrl(subject, link.url) : undefined}
        target="_blank"
        rel="noopener noreferrer"
        disabled={!link}
        aria-label="Share on WhatsApp"
        startIcon={<WhatsApp />}
        sx={compact}
      >
        {label('Share on WhatsApp', 'Share')}
      </Button>
      <Button onClick={copyLink} disabled={!link} aria-label="Copy link" startIcon={<ContentCopy />} sx={compact}>
        {label('Copy link', 'Link')}
      </Button>
      <Snackbar open={message !== null} autoHideDuration={6000} onClose={() => setMessage(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        {message ? (
          <Alert severity={message.severity} onClose={() => setMessage(null)} variant="filled">
            {message.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
