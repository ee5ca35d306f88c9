// What a document writes to the books: journal lines (debit and credit in paise, balancing to the
// paisa) and stock moves (thousandths of a unit). Saving replaces a document's postings; deleting
// removes them; reports read only these two tables.
import type { Kysely } from 'kysely';
import type { Row } from '../../../engine/schema/codec.ts';
import { milli, paise } from '../../../overrides/billing/exact.ts';
import type { DocumentKind } from '../../../overrides/billing/document-kinds.ts';

export type SystemLedgers = Record<string, number>;
type Journal = { ledger: number; debit: number; credit: number; narration: string };
type Stock = { item: number; batch: string | null; qtyIn: number; qtyOut: number; rate: number };

const TAX_SLOTS = [
  ['TotCGST', 'CGST'],
  ['TotSGST', 'SGST'],
  ['TotIGST', 'IGST'],
  ['TotCess', 'CESS'],
] as const;

/** Journal lines for a sale or purchase (or their returns, which are the same lines mirrored). */
function journalFor(kind: DocumentKind, record: Row, partyLedger: number, ledgers: SystemLedgers, settleLedger: number): Journal[] {
  const sales = kind.effect === 'sale' || kind.effect === 'saleReturn';
  const mirrored = kind.effect === 'saleReturn' || kind.effect === 'purchase'; // party is credited
  const amount = (field: string) => paise(Number(record[field] ?? 0));
  // Written for a sale: party Dr; sales, output tax and charges Cr; discount Dr; round-off either way.
  const lines: Journal[] = [
    { ledger: partyLedger, debit: amount('NetBillAmt'), credit: 0, narration: 'bill amount' },
    { ledger: ledgers[sales ? 'SALES' : 'PURCHASE'], debit: 0, credit: amount('TotTaxable') + amount(kind.chargesField), narration: 'taxable value and charges' },
    ...TAX_SLOTS.map(([field, tax]) => ({ ledger: ledgers[`${sales ? 'OUTPUT' : 'INPUT'}_${tax}`], debit: 0, credit: amount(field), narration: tax })),
    { ledger: ledgers[sales ? 'DISCOUNT_ALLOWED' : 'DISCOUNT_RECEIVED'], debit: amount(kind.discountField), credit: 0, narration: 'discount on the bill' },
    { ledger: ledgers.ROUND_OFF, debit: Math.max(0, -amount('RoundOff')), credit: Math.max(0, amount('RoundOff')), narration: 'round off' },
  ];
  const settled = kind.settledField ? amount(kind.settledField) : amount('RefundAmt');
  if (settled > 0) {
    lines.push({ ledger: settleLedger, debit: settled, credit: 0, narration: 'received' }, { ledger: partyLedger, debit: 0, credit: settled, narration: 'received' });
  }
  const oriented = mirrored ? lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit })) : lines;
  return oriented.filter((line) => line.debit !== 0 || line.credit !== 0);
}

function stockFor(kind: DocumentKind, record: Row): Stock[] {
  const outward = kind.effect === 'sale' || kind.effect === 'purchaseReturn' || kind.effect === 'stockOut';
  return (record[kind.linesField] as Row[]).map((line) => {
    const qty = milli(Number(line.Qty)) + milli(Number(line.FreeQty ?? 0));
    return { item: Number(line.ItemId), batch: (line.BatchNo as string) ?? null, qtyIn: outward ? 0 : qty, qtyOut: outward ? qty : 0, rate: paise(Number(line.Rate)) };
  });
}

export type PostingInput = {
  kind: DocumentKind;
  record: Row;
  partyLedger: number;
  ledgers: SystemLedgers;
  /** Cash, or the bank ledger for a bank payment. */
  settleLedger: number;
  /** A bill made from a challan: the challan moved the stock already. */
  stockMovedElsewhere: boolean;
};

export function postingsFor(input: PostingInput): { journal: Journal[]; stock: Stock[] } {
  const { kind } = input;
  const posts = kind.effect === 'sale' || kind.effect === 'saleReturn' || kind.effect === 'purchase' || kind.effect === 'purchaseReturn';
  const journal = posts ? journalFor(kind, input.record, input.partyLedger, input.ledgers, input.settleLedger) : [];
  const debit = journal.reduce((sum, line) => sum + line.debit, 0);
  const credit = journal.reduce((sum, line) => sum + line.credit, 0);
  if (debit !== credit) throw new Error(`${kind.entity} ${String(input.record.Id)} does not balance: Dr ${debit} Cr ${credit}`);
  const stock = kind.effect === 'none' || input.stockMovedElsewhere ? [] : stockFor(kind, input.record);
  return { journal, stock };
}

type Where = { tenantId: number; docType: string; docId: number };

export async function removePostings(trx: Kysely<any>, where: Where): Promise<void> {
  for (const table of ['journal_line', 'stock_move']) {
    await trx.deleteFrom(table).where('tenant_id', '=', where.tenantId).where('doc_type', '=', where.docType).where('doc_id', '=', where.docId).execute();
  }
}

/** Writes (or, for an edited document, replaces) its postings: at most four statements, whatever the line count. */
export async function writePostings(trx: Kysely<any>, where: Where & { firmId: number; date: string }, posting: ReturnType<typeof postingsFor>, replacing: boolean): Promise<void> {
  if (replacing) await removePostings(trx, where);
  const common = { tenant_id: where.tenantId, doc_type: where.docType, doc_id: where.docId, firm_id: where.firmId };
  if (posting.journal.length > 0) {
    await trx
      .insertInto('journal_line')
      .values(posting.journal.map((line) => ({ ...common, entry_date: where.date, ledger_id: line.ledger, debit: line.debit, credit: line.credit, narration: line.narration })))
      .execute();
  }
  if (posting.stock.length > 0) {
    await trx
      .insertInto('stock_move')
      .values(posting.stock.map((move) => ({ ...common, move_date: where.date, item_id: move.item, batch_no: move.batch, qty_in: move.qtyIn, qty_out: move.qtyOut, rate: move.rate })))
      .execute();
  }
}
