// A document's print page: its data loaded, laid out as an invoice in the print frame (PrintFrame.tsx).
// The app shell gives it the document's id and the way to the API (src/client/invoices).
import { useMemo, useState } from 'react';
import { buildInvoice } from './invoice-model.ts';
import { InvoiceDocument } from './InvoiceDocument.tsx';
import { loadInvoice } from './load-invoice.ts';
import { PrintFrame, type PrintState } from './PrintFrame.tsx';
import type { PrintKind } from './print-kinds.ts';
import { usePaper, type PrintPageProps } from './use-paper.ts';
import { invoiceSubject, type PaperFiles } from './paper-share.ts';
import { PdfActions } from './PdfActions.tsx';
import { CopyChoice } from './CopyChoice.tsx';

/** `files`: the server's PDF and share link (absent: the page offers Print alone). */
export function InvoicePage({ print, id, source, onBack, files }: PrintPageProps<PrintKind> & { files?: PaperFiles }) {
  const loaded = usePaper(print, id, (wanted) => loadInvoice(print, wanted, source));
  const [copy, setCopy] = useState<string | null>(print.copyMark);
  const built = useMemo(() => (loaded.state === 'ready' ? buildInvoice(loaded.data) : null), [loaded]);
  const invoice = useMemo(() => (built ? { ...built, copyMark: copy } : null), [built, copy]);
  const status: PrintState =
    loaded.state === 'error' ? loaded : invoice ? { state: 'ready', title: invoice.title } : { state: 'loading' };
  return (
    <PrintFrame
      status={status}
      heading={print.heading}
      noun={print.noun}
      onBack={onBack}
      actions={
        <>
          {copy && print.copies.length > 1 && <CopyChoice copies={print.copies} value={copy} onChange={setCopy} />}
          {invoice && files && id && <PdfActions files={files} path={print.path} id={id} copy={copy} subject={invoiceSubject(invoice)} />}
        </>
      }
    >
      {invoice && <InvoiceDocument invoice={invoice} />}
    </PrintFrame>
  );
}
