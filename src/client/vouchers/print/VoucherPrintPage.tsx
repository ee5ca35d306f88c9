// The print page of a receipt, payment or contra voucher (/receiptprint?id=12): the voucher and its firm,
// laid out in the invoices' print frame. The app shell gives it the id and the way to the API.
import { useMemo } from 'react';
import { PrintFrame, type PrintState } from '../../../../overrides/invoices/PrintFrame.tsx';
import { usePaper, type PrintPageProps } from '../../../../overrides/invoices/use-paper.ts';
import { buildVoucherPaper, loadVoucherPaper, type VoucherPrint } from '../../../shared/voucher-paper.ts';
import { VoucherPaperView } from './VoucherPaperView.tsx';
import { PdfActions } from '../../../../overrides/invoices/PdfActions.tsx';
import type { PaperFiles } from '../../../../overrides/invoices/paper-share.ts';

/** `files`: the server's PDF and share link (absent: Print alone). */
export function VoucherPrintPage({ print, id, source, onBack, files }: PrintPageProps<VoucherPrint> & { files?: PaperFiles }) {
  const loaded = usePaper(print, id, (wanted) => loadVoucherPaper(print, wanted, source));
  const paper = useMemo(() => (loaded.state === 'ready' ? buildVoucherPaper(loaded.data) : null), [loaded]);
  const status: PrintState = loaded.state === 'error' ? loaded : paper ? { state: 'ready', title: paper.title } : { state: 'loading' };
  return (
    <PrintFrame
      status={status}
      heading={print.heading}
      noun={print.noun}
      onBack={onBack}
      actions={
        paper && files && id ? (
          <PdfActions
            files={files}
            path={print.path}
            id={id}
            copy={null}
            subject={{ title: paper.title, date: paper.meta.find(([label]) => label === 'Date')?.[1] ?? '', firm: paper.firm.name, total: paper.amount, mobile: null }}
          />
        ) : null
      }
    >
      {paper && <VoucherPaperView paper={paper} />}
    </PrintFrame>
  );
}
