// The print page of a journal voucher (/journalprint?id=12, the path its schema names): the voucher and
// its firm, laid out in the invoices' print frame. The app shell gives it the id and the way to the API.
import { useMemo } from 'react';
import { PrintFrame, type PrintState } from '../../../../../overrides/invoices/PrintFrame.tsx';
import { loadStates, type InvoiceSource } from '../../../../../overrides/invoices/load-invoice.ts';
import { usePaper, type PrintPageProps } from '../../../../../overrides/invoices/use-paper.ts';
import type { VoucherDescription } from '../../../../shared/voucher-descriptions.ts';
import { buildJournalPaper, type JournalPaperData } from './journal-paper.ts';
import { JournalPaperView } from './JournalPaperView.tsx';

/** The voucher must load; without its firm (or the states) it still prints from its own copy of the firm's name. */
export async function loadJournalPaper(voucher: VoucherDescription, id: string, source: InvoiceSource): Promise<JournalPaperData> {
  const record = await source.get(voucher.entity, id);
  const [firm, states] = await Promise.allSettled([record.FirmId ? source.get('firm', record.FirmId as number) : Promise.resolve(null), loadStates(source)]);
  return { voucher, record, firm: firm.status === 'fulfilled' ? firm.value : null, states: states.status === 'fulfilled' ? states.value : [] };
}

export function JournalPrintPage({ print: voucher, id, source, onBack }: PrintPageProps<VoucherDescription>) {
  const what = useMemo(() => ({ noun: voucher.print?.noun ?? voucher.title }), [voucher]);
  const loaded = usePaper(what, id, (wanted) => loadJournalPaper(voucher, wanted, source));
  const paper = useMemo(() => (loaded.state === 'ready' ? buildJournalPaper(loaded.data) : null), [loaded]);
  const status: PrintState = loaded.state === 'error' ? loaded : paper ? { state: 'ready', title: paper.title } : { state: 'loading' };
  return (
    <PrintFrame status={status} heading={voucher.print?.heading ?? voucher.title} noun={what.noun} onBack={onBack}>
      {paper && <JournalPaperView paper={paper} />}
    </PrintFrame>
  );
}
