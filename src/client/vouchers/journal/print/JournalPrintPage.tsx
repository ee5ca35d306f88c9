// The print page of a journal voucher (/journalprint?id=12, the path its schema names): the voucher and
// its firm, laid out in the invoices' print frame. The app shell gives it the id and the way to the API.
import { useMemo } from 'react';
import { PrintFrame, type PrintState } from '../../../../../overrides/invoices/PrintFrame.tsx';
import { usePaper, type PrintPageProps } from '../../../../../overrides/invoices/use-paper.ts';
import type { VoucherDescription } from '../../../../shared/voucher-descriptions.ts';
import { buildJournalPaper, loadJournalPaper } from '../../../../shared/journal-paper.ts';
import { PdfActions } from '../../../../../overrides/invoices/PdfActions.tsx';
import type { PaperFiles } from '../../../../../overrides/invoices/paper-share.ts';
import { JournalPaperView } from './JournalPaperView.tsx';

/** `files`: the server's PDF and share link (absent: Print alone). */
export function JournalPrintPage({ print: voucher, id, source, onBack, files }: PrintPageProps<VoucherDescription> & { files?: PaperFiles }) {
  const what = useMemo(() => ({ noun: voucher.print?.noun ?? voucher.title }), [voucher]);
  const loaded = usePaper(what, id, (wanted) => loadJournalPaper(voucher, wanted, source));
  const paper = useMemo(() => (loaded.state === 'ready' ? buildJournalPaper(loaded.data) : null), [loaded]);
  const status: PrintState = loaded.state === 'error' ? loaded : paper ? { state: 'ready', title: paper.title } : { state: 'loading' };
  return (
    <PrintFrame
      status={status}
      heading={voucher.print?.heading ?? voucher.title}
      noun={what.noun}
      onBack={onBack}
      actions={
        paper && files && id && voucher.print ? (
          <PdfActions
            files={files}
            path={voucher.print.route}
            id={id}
            copy={null}
            subject={{ title: paper.title, date: paper.meta.find(([label]) => label === 'Date')?.[1] ?? '', firm: paper.firm.name, total: paper.amount, mobile: null }}
          />
        ) : null
      }
    >
      {paper && <JournalPaperView paper={paper} />}
    </PrintFrame>
  );
}
