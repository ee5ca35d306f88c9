// What a printed receipt, payment or contra voucher says, worked out from the voucher as the server keeps
// it and its firm. Pure: the page (src/client/vouchers/print) and the server's PDF (src/server/print) only
// lay these texts out, and the unit tests read them directly.
import { amountInWords } from '../../overrides/billing/amount-in-words.ts';
import { paise } from '../../overrides/billing/exact.ts';
import type { AddressBlock, Field, Row, StateCode } from '../../overrides/invoices/invoice-model.ts';
import { firmLetterhead, present, text } from '../../overrides/invoices/letterhead.ts';
import { money, printedDate, rupeeAmount } from '../../overrides/invoices/print-format.ts';
import { loadStates, type InvoiceSource } from '../../overrides/invoices/load-invoice.ts';
import { VOUCHER_KIND_BY_ENTITY, type VoucherKind } from './voucher-kinds.ts';

/** A print page of a voucher: its path (/receiptprint?id=12), the voucher it prints, its words. */
export type VoucherPrint = {
  path: string;
  kind: VoucherKind;
  /** What the record is called in messages ("receipt"). */
  noun: string;
  heading: string;
  /** The sentence's verb before the party ("Received with thanks from"). */
  from: string;
  /** The label of the cash or bank side ("Received into"). */
  account: string;
  /** Money handed to someone: they sign for it. */
  receiverSigns: boolean;
};

const kind = (entity: string): VoucherKind => VOUCHER_KIND_BY_ENTITY.get(entity)!;

export const VOUCHER_PRINTS: VoucherPrint[] = [
  { path: 'receiptprint', kind: kind('receipt'), noun: 'receipt', heading: 'Receipt Voucher', from: 'Received with thanks from', account: 'Received into', receiverSigns: false },
  { path: 'paymentprint', kind: kind('payment'), noun: 'payment', heading: 'Payment Voucher', from: 'Paid to', account: 'Paid from', receiverSigns: true },
  { path: 'contraprint', kind: kind('contravoucher'), noun: 'contra voucher', heading: 'Contra Voucher', from: 'Transferred to', account: 'Transferred from', receiverSigns: false },
];

export const VOUCHER_PRINT_BY_PATH = new Map(VOUCHER_PRINTS.map((print) => [print.path, print]));

/** The print page of a voucher entity (receipt -> receiptprint). */
export const voucherPrintOf = (entity: string): VoucherPrint | undefined => VOUCHER_PRINTS.find((print) => print.kind.entity === entity);

export type VoucherPaperData = { print: VoucherPrint; voucher: Row; firm: Row | null; states: StateCode[] };

export type SettledBill = { billNo: string; date: string; amount: string };

export type VoucherPaper = {
  /** The tab's title and the PDF's file name: "Receipt Voucher RV/26-27/4". */
  title: string;
  heading: string;
  firm: AddressBlock;
  meta: Field[];
  /** "Received with thanks from" + the party's (or the other ledger's) name. */
  from: [string, string];
  account: [string, string];
  amount: string;
  amountInWords: string;
  bills: SettledBill[];
  billsTotal: string | null;
  onAccount: string | null;
  narration: string | null;
  signatory: string;
  receiverSigns: boolean;
};

export function buildVoucherPaper({ print, voucher, firm, states }: VoucherPaperData): VoucherPaper {
  const number = text(voucher.PrefixVoucherNo);
  const amount = paise(Number(voucher.Amount) || 0);
  const letterhead = firmLetterhead(firm ?? {}, text(voucher.FirmName), states);
  // The party's side is the one the voucher names a party on; a contra's money goes to its To ledger.
  const partySide = print.kind.partySide ?? 'ToLedgerId';
  const nameOf = (side: 'FromLedgerId' | 'ToLedgerId') => text(voucher[side === 'FromLedgerId' ? 'FromLedgerName' : 'ToLedgerName']);
  const allocations = print.kind.allocations;
  const lines = (allocations && Array.isArray(voucher[allocations.field]) ? voucher[allocations.field] : []) as Row[];
  const bills = lines.map((line) => ({ billNo: text(line.BillNo), date: printedDate(line.BillDate), amount: money(paise(Number(line.Amount) || 0)) }));
  const billsTotal = lines.reduce((sum, line) => sum + paise(Number(line.Amount) || 0), 0);
  const onAccount = allocations ? paise(Number(voucher.OnAccountAmt) || 0) : 0;
  const cheque = text(voucher.Mode) !== 'CASH';
  return {
    title: `${print.heading} ${number}`.trim(),
    heading: print.heading,
    firm: letterhead,
    meta: present([
      ['Voucher No.', number],
      ['Date', printedDate(voucher.VoucherDate)],
      ['Mode', text(voucher.Mode)],
      ['Cheque / Ref. No.', cheque ? text(voucher.ChequeNo) : ''],
      ['Cheque Date', cheque ? printedDate(voucher.ChequeDate) : ''],
    ]),
    from: [print.from, nameOf(partySide)],
    account: [print.account, nameOf(print.kind.cashSide)],
    amount: rupeeAmount(amount),
    amountInWords: amountInWords(amount),
    bills,
    billsTotal: bills.length > 0 ? money(billsTotal) : null,
    onAccount: allocations && (onAccount !== 0 || bills.length > 0) ? money(onAccount) : null,
    narration: text(voucher.Narration) || null,
    signatory: letterhead.name,
    receiverSigns: print.receiverSigns,
  };
}

/** The voucher must load; without its firm (or the states) it still prints from its own copy of the firm's name. */
export async function loadVoucherPaper(print: VoucherPrint, id: string, source: InvoiceSource): Promise<VoucherPaperData> {
  const voucher = await source.get(print.kind.entity, id);
  const [firm, states] = await Promise.allSettled([voucher.FirmId ? source.get('firm', voucher.FirmId as number) : Promise.resolve(null), loadStates(source)]);
  return { print, voucher, firm: firm.status === 'fulfilled' ? firm.value : null, states: states.status === 'fulfilled' ? states.value : [] };
}
