// What a document writes to the books: journal lines (debit and credit in paise, balancing to the
// paisa) and stock moves (thousandths of a unit). Saving replaces a document's postings; deleting
// removes them; reports read only these two tables.
import type { Kysely } from 'kysely';
import { insertLater } from '../../../engine/server/index.ts';
import type { Row } from '../../../engine/schema/index.ts';
import { milli, paise } from '../../../overrides/billing/exact.ts';
import { EFFECT_RULES, journalEffect, underReverseCharge, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { spreadExactly } from '../../../overrides/billing/spread.ts';
import { challanJournal, challanRole, clearGrni } from './challan-books.ts';

export type SystemLedgers = Record<string, number>;
export type Journal = { ledger: number; debit: number; credit: number; narration: string };
type Stock = { item: number; batch: string | null; qtyIn: number; qtyOut: number; rate: number; cost: number | null };

const TAX_SLOTS = [
  ['TotCGST', 'CGST'],
  ['TotSGST', 'SGST'],
  ['TotIGST', 'IGST'],
  ['TotCess', 'CESS'],
] as const;

/**
 * Journal lines for a sale or purchase (or their returns, which are the same lines mirrored). A note for
 * value writes the journal of the effect it stands for (EFFECT_RULES): a credit note to a customer that of
 * a sales return (sales and output tax Dr, party Cr: the value and its tax come off the sales account, as
 * s.34(2) reduces the tax liability), a debit note that of a sale; the purchase side likewise.
 */
function journalFor(kind: DocumentKind, record: Row, partyLedger: number, ledgers: SystemLedgers, settleLedger: number): Journal[] {
  const effect = journalEffect(kind);
  const sales = effect === 'sale' || effect === 'saleReturn';
  const mirrored = effect === 'saleReturn' || effect === 'purchase'; // party is credited
  const amount = (field: string, from: Row = record) => paise(Number(from[field] ?? 0));
  const goodsLines = (record[kind.linesField] as Row[] | undefined) ?? [];
  const chargeRows = kind.chargeLinesField ? ((record[kind.chargeLinesField] as Row[] | undefined) ?? []) : [];
  // Tax a purchase cannot claim (registration.ts: an unregistered or composition supplier) is a cost of
  // what it was paid on: the goods' share goes to the purchase account, a charge's to its ledger, and the
  // input tax ledgers get none of it (CGST Act s.16(2)(a)).
  const notClaimable = amount('NonClaimableTax') > 0;
  const reverseCharge = underReverseCharge(kind, record);
  const goodsNotClaimable = goodsLines.reduce((sum, line) => sum + amount('NonClaimableTax', line), 0);
  // Written for a sale: party Dr; sales, each charge's ledger and output tax Cr; round-off either way. The
  // bill's discount is already out of the taxable value (spread over the lines, CGST Act s.15(3)(a)), so
  // it is not posted to Discount Allowed / Received: the sales or purchase account carries the net value.
  const lines: Journal[] = [
    { ledger: partyLedger, debit: amount('NetBillAmt'), credit: 0, narration: 'bill amount' },
    {
      ledger: ledgers[sales ? 'SALES' : 'PURCHASE'],
      debit: 0,
      credit: amount('TotTaxable') + amount(kind.chargesField) + goodsNotClaimable,
      narration: 'taxable value and charges',
    },
    ...chargeRows.map((row) => ({
      ledger: Number(row.LedgerId),
      debit: 0,
      credit: amount('TaxableAmt', row) + amount('NonClaimableTax', row),
      narration: String(row.ChargeName ?? 'charge'),
    })),
    ...(notClaimable ? [] : TAX_SLOTS.map(([field, tax]) => ({ ledger: ledgers[`${sales ? 'OUTPUT' : 'INPUT'}_${tax}`], debit: 0, credit: amount(field), narration: tax }))),
    ...(reverseCharge ? reverseChargeLiability(record, ledgers) : []),
    { ledger: ledgers.ROUND_OFF, debit: Math.max(0, -amount('RoundOff')), credit: Math.max(0, amount('RoundOff')), narration: 'round off' },
  ];
  const settled = kind.settledField ? amount(kind.settledField) : amount('RefundAmt');
  if (settled > 0) {
    lines.push({ ledger: settleLedger, debit: settled, credit: 0, narration: 'received' }, { ledger: partyLedger, debit: 0, credit: settled, narration: 'received' });
  }
  const oriented = mirrored ? lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit })) : lines;
  return oriented.filter((line) => line.debit !== 0 || line.credit !== 0);
}

/**
 * Under reverse charge the supplier is owed the value alone (the bill's amount leaves the tax out) and the
 * tax is the business's own liability (CGST Act s.9(3), (4); IGST Act s.5(3), (4)), booked to the output
 * tax ledgers as Tally's "increase of tax liability" does, beside the input credit it gives once paid
 * (s.16(1)). Written in a sale's orientation, as the rest of journalFor: a debit here is a credit on the
 * purchase it is mirrored into.
 */
function reverseChargeLiability(record: Row, ledgers: SystemLedgers): Journal[] {
  return TAX_SLOTS.map(([field, tax]) => ({ ledger: ledgers[`OUTPUT_${tax}`], debit: paise(Number(record[field] ?? 0)), credit: 0, narration: `${tax} payable on reverse charge` }));
}

/**
 * What goods from a supplier cost (AS 2 para 7: purchase price net of discounts, plus taxes that cannot be
 * recovered and the costs of bringing the goods in; GST that can be claimed is not cost): the line's
 * taxable value after every discount, plus the tax the line could not claim. Free units come at no cost,
 * lowering the unit cost.
 */
export function lineCost(line: Row): number {
  return paise(Number(line.TaxableAmt ?? 0)) + paise(Number(line.NonClaimableTax ?? 0));
}

/**
 * Each line's cost with its share of the charges on the bill that are costs of bringing the goods in,
 * spread by the lines' cost exactly to the paisa. AS 2 para 10 (Ind AS 2 para 11): the costs of purchase
 * are the price, non-recoverable taxes, and freight, handling and other costs directly attributable to the
 * acquisition. So a charge goes into the goods' cost only when its ledger is under Purchase Accounts or
 * Direct Expenses (`costLedgers`, charges-into-cost.ts), and so does the bill's untaxed extra charge, which
 * posts to the Purchase account; a charge to an indirect expense stays a period expense in the P&L. The
 * charges still post to their own ledgers; the stock valuation only carries the unsold part of the cost ones
 * forward in closing stock.
 */
function costsWithCharges(kind: DocumentKind, record: Row, lines: Row[], costLedgers: ReadonlySet<number>): number[] {
  const costs = lines.map(lineCost);
  const charges = kind.chargeLinesField ? ((record[kind.chargeLinesField] as Row[] | undefined) ?? []) : [];
  // The untaxed charge is a cost where it is posted (to Purchase, by a bill); a challan posts none of it.
  const untaxedCharge = journalEffect(kind) !== null ? paise(Number(record[kind.chargesField] ?? 0)) : 0;
  const chargeCost = charges.filter((charge) => costLedgers.has(Number(charge.LedgerId))).reduce((sum, charge) => sum + lineCost(charge), untaxedCharge);
  const shares = spreadExactly(chargeCost, costs);
  return costs.map((cost, index) => cost + shares[index]);
}

function stockFor(kind: DocumentKind, record: Row, costLedgers: ReadonlySet<number>): Stock[] {
  const outward = EFFECT_RULES[kind.effect].stock === 'out';
  const bought = !outward && kind.side === 'purchase'; // inward from a supplier: its cost is known here
  const lines = record[kind.linesField] as Row[];
  const costs = bought ? costsWithCharges(kind, record, lines, costLedgers) : null;
  return lines.map((line, index) => {
    const qty = milli(Number(line.Qty)) + milli(Number(line.FreeQty ?? 0));
    return { item: Number(line.ItemId), batch: (line.BatchNo as string) ?? null, qtyIn: outward ? 0 : qty, qtyOut: outward ? qty : 0, rate: paise(Number(line.Rate)), cost: costs ? costs[index] : null };
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
  /** The charge ledgers whose charges are a cost of the goods (charges-into-cost.ts; AS 2 para 10). */
  costLedgers?: ReadonlySet<number>;
  /** A bill made from a purchase challan: the challan's cost of the goods it bills, owed on GRNI till now (challan-books.ts). */
  grniCleared?: number;
};

export function postingsFor(input: PostingInput): { journal: Journal[]; stock: Stock[] } {
  const { kind } = input;
  const posts = journalEffect(kind) !== null;
  const costLedgers = input.costLedgers ?? new Set<number>();
  const role = challanRole(kind);
  const goodsCost = () => ((input.record[kind.linesField] as Row[] | undefined) ?? []).reduce((sum, line) => sum + lineCost(line), 0);
  const journal = posts
    ? clearGrni(journalFor(kind, input.record, input.partyLedger, input.ledgers, input.settleLedger), input.grniCleared ?? 0, input.ledgers)
    : challanJournal(role, role ? goodsCost() : 0, input.ledgers);
  const debit = journal.reduce((sum, line) => sum + line.debit, 0);
  const credit = journal.reduce((sum, line) => sum + line.credit, 0);
  if (debit !== credit) throw new Error(`${kind.entity} ${String(input.record.Id)} does not balance: Dr ${debit} Cr ${credit}`);
  // Goods out on a delivery challan stay the business's until billed (challan-books.ts): no move until the bill.
  const stock = EFFECT_RULES[kind.effect].stock === null || input.stockMovedElsewhere || role === 'heldUntilBilled' ? [] : stockFor(kind, input.record, costLedgers);
  return { journal, stock };
}

type Where = { tenantId: number; docType: string; docId: number };

export async function removePostings(trx: Kysely<any>, where: Where): Promise<void> {
  for (const table of ['journal_line', 'stock_move']) {
    await trx.deleteFrom(table).where('tenant_id', '=', where.tenantId).where('doc_type', '=', where.docType).where('doc_id', '=', where.docId).execute();
  }
}

/**
 * Writes (or, for an edited document, replaces) its postings: at most four statements, whatever the line
 * count. The inserts are put off to go with the save's edit-log entry (insertLater: one round trip for the
 * three on PostgreSQL); nothing in a save reads the postings back after this.
 */
export async function writePostings(trx: Kysely<any>, where: Where & { firmId: number; date: string }, posting: ReturnType<typeof postingsFor>, replacing: boolean): Promise<void> {
  if (replacing) await removePostings(trx, where);
  const common = { tenant_id: where.tenantId, doc_type: where.docType, doc_id: where.docId, firm_id: where.firmId };
  if (posting.journal.length > 0) {
    insertLater(trx, 'journal_line', posting.journal.map((line) => ({ ...common, entry_date: where.date, ledger_id: line.ledger, debit: line.debit, credit: line.credit, narration: line.narration })));
  }
  if (posting.stock.length > 0) {
    insertLater(trx, 'stock_move', posting.stock.map((move) => ({ ...common, move_date: where.date, item_id: move.item, batch_no: move.batch, qty_in: move.qtyIn, qty_out: move.qtyOut, rate: move.rate, cost: move.cost })));
  }
}
