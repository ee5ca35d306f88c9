// The print page of a receipt, payment or contra voucher (/receiptprint?id=12): the voucher and its firm,
// laid out in the invoices' print frame. The app shell gives it the id and the way to the API.
import { useMemo } from 'react';
import { PrintFrame, type PrintState } from '../../../../overrides/invoices/PrintFrame.tsx';
import { loadStates, type InvoiceSource } from '../../../../overrides/invoices/load-invoice.ts';
import { usePaper, type PrintPageProps } from '../../../../overrides/invoices/use-paper.ts';
import { buildVoucherPaper, type VoucherPaperData, type VoucherPrint } from './voucher-paper.ts';
import { VoucherPaperView } from './VoucherPaperView.tsx';

/** The voucher must load; without its firm (or the states) it still prints from its own copy of the firm's name. */
export async function loadVoucherPaper(print: VoucherPrint, id: string, source: InvoiceSource): Promise<VoucherPaperData> {
  const voucher = await source.get(print.kind.entity, id);
  const [firm, states] = await Promise.allSettled([voucher.FirmId ? source.get('firm', voucher.FirmId as number) : Promise.resolve(null), loadStates(source)]);
  return { print, voucher, firm: firm.status === 'fulfilled' ? firm.value : null, states: states.status === 'fulfilled' ? states.value : [] };
}

export function VoucherPrintPage({ print, id, source, onBack }: PrintPageProps<VoucherPrint>) {
  const loaded = usePaper(print, id, (wanted) => loadVoucherPaper(print, wanted, source));
  const paper = useMemo(() => (loaded.state === 'ready' ? buildVoucherPaper(loaded.data) : null), [loaded]);
  const status: PrintState = loaded.state === 'error' ? loaded : paper ? { state: 'ready', title: paper.title } : { state: 'loading' };
  return (
    <PrintFrame status={status} heading={print.heading} noun={print.noun} onBack={onBack}>
      {paper && <VoucherPaperView paper={paper} />}
    </PrintFrame>
  );
}
