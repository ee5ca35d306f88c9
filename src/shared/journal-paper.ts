// What a printed journal voucher says, worked out from the voucher as the server keeps it and its firm:
// the firm's letterhead, the heading, number and date, each line's ledger (Dr lines first, then Cr, as
// a journal is written: "Depreciation A/c Dr, To Furniture A/c"), its narration and amount, the totals
// (equal, as the server saved it), the amount in words, the narration and the signatures. Pure: the
// page (src/client/vouchers/journal/print) and the server's PDF only lay these texts out, and the unit
// tests read them directly.
import { amountInWords } from '../../overrides/billing/amount-in-words.ts';
import { paise } from '../../overrides/billing/exact.ts';
import type { AddressBlock, Field, Row, StateCode } from '../../overrides/invoices/invoice-model.ts';
import { firmLetterhead, present, text } from '../../overrides/invoices/letterhead.ts';
import { money, printedDate, rupeeAmount } from '../../overrides/invoices/print-format.ts';
import { loadStates, type InvoiceSource } from '../../overrides/invoices/load-invoice.ts';
import type { VoucherDescription } from './voucher-descriptions.ts';

export type JournalPaperData = { voucher: VoucherDescription; record: Row; firm: Row | null; states: StateCode[] };

export type JournalPaperLine = { particulars: string; narration: string; debit: string; credit: string };

export type JournalPaper = {
  /** The tab's title and the PDF's file name: "Journal Voucher JV/26-27/4". */
  title: string;
  heading: string;
  firm: AddressBlock;
  meta: Field[];
  lines: JournalPaperLine[];
  totalDebit: string;
  totalCredit: string;
  amount: string;
  amountInWords: string;
  narration: string | null;
  signatory: string;
};

export function buildJournalPaper({ voucher, record, firm, states }: JournalPaperData): JournalPaper {
  const number = text(record[voucher.prefixedField]);
  const heading = voucher.print?.heading ?? voucher.title;
  const rows = (Array.isArray(record[voucher.linesField]) ? record[voucher.linesField] : []) as Row[];
  const amountOf = (value: unknown) => paise(Number(value) || 0);
  const debits = rows.filter((row) => amountOf(row.Debit) > 0);
  const credits = rows.filter((row) => amountOf(row.Debit) === 0);
  const lines = [
    ...debits.map((row) => ({ particulars: `${text(row.LedgerName)} Dr`, narration: text(row.LineNarration), debit: money(amountOf(row.Debit)), credit: '' })),
    ...credits.map((row) => ({ particulars: `To ${text(row.LedgerName)}`, narration: text(row.LineNarration), debit: '', credit: money(amountOf(row.Credit)) })),
  ];
  const totalDebit = rows.reduce((sum, row) => sum + amountOf(row.Debit), 0);
  const totalCredit = rows.reduce((sum, row) => sum + amountOf(row.Credit), 0);
  const letterhead = firmLetterhead(firm ?? {}, text(record.FirmName), states);
  return {
    title: `${heading} ${number}`.trim(),
    heading,
    firm: letterhead,
    meta: present([
      ['Voucher No.', number],
      ['Date', printedDate(record[voucher.dateField])],
    ]),
    lines,
    totalDebit: money(totalDebit),
    totalCredit: money(totalCredit),
    amount: rupeeAmount(totalDebit),
    amountInWords: amountInWords(totalDebit),
    narration: text(record.Narration) || null,
    signatory: letterhead.name,
  };
}

/** The voucher must load; without its firm (or the states) it still prints from its own copy of the firm's name. */
export async function loadJournalPaper(voucher: VoucherDescription, id: string, source: InvoiceSource): Promise<JournalPaperData> {
  const record = await source.get(voucher.entity, id);
  const [firm, states] = await Promise.allSettled([record.FirmId ? source.get('firm', record.FirmId as number) : Promise.resolve(null), loadStates(source)]);
  return { voucher, record, firm: firm.status === 'fulfilled' ? firm.value : null, states: states.status === 'fulfilled' ? states.value : [] };
}
