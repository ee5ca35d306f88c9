// The documents' business rules, run by the engine inside each save's transaction: defaults, the
// server's own figures, payment, the document number, the books, and conversions between documents.
import { sql, type Kysely } from 'kysely';
import { markKnown, markVerified, type EntityHooks, type HookRegistry, type WriteContext } from '../../../engine/server/index.ts';
import type { Registry, Row } from '../../../engine/schema/index.ts';
import { paise, rupees } from '../../../overrides/billing/exact.ts';
import { numberRecord } from '../accounting/record-number.ts';
import { badRequest } from '../http/errors.ts';
import { documents, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { refuseUntaxedReverseCharge } from './reverse-charge.ts';
import { takeBillRates } from './bill-rates.ts';
import { nonGstWarnings } from './non-gst-warning.ts';
import { loadCharges, loadItems, loadOne, rateDateOf, systemLedgers } from './lookups.ts';
import { changeGivenBack, partyOfDocument, refuseUnpaidWalkIn } from './walk-in.ts';
import { refuseUnregisteredSez, supplyFromSource } from './supply-of-source.ts';
import { postingsFor, removePostings, writePostings } from './posting.ts';
import { mathOf } from '../../../overrides/billing/document-math.ts';
import type { BillTotals } from '../../../overrides/billing/bill.ts';
import { refuseSecondConversion } from './one-conversion.ts';
import { checkStockOut } from './negative-stock.ts';
import { firmWithMarks } from '../periods/firm-marks.ts';
import { costOfPurchaseLedgers } from './charges-into-cost.ts';
import { challanRole, grniCleared, sourceChallanLines } from './challan-books.ts';
import { ensureGrniLedger } from '../accounting/grni-ledger.ts';

/** Today in India (UTC+5:30), as yyyy-mm-dd. */
export function todayInIndia(now = Date.now()): string {
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}

function settle(kind: DocumentKind, record: Row): void {
  const net = paise(Number(record.NetBillAmt));
  if (kind.settledField) {
    const given = record[kind.settledField];
    const type = record.PaymentType;
    if (type === 'BANK' && !record.BankLedgerId) {
      throw badRequest('Bank account is required for a bank payment', [{ path: '/BankLedgerId', message: 'Bank account is required for a bank payment' }]);
    }
    const settled = typeof given === 'number' ? paise(given) : type === 'CREDIT' ? 0 : net;
    if (settled > net) {
      const message = `${kind.settledField === 'ReceiptAmt' ? 'Received' : 'Paid'} cannot be more than the bill amount ${rupees(net).toFixed(2)}`;
      throw badRequest(message, [{ path: `/${kind.settledField}`, message }]);
    }
    record[kind.settledField] = rupees(settled);
    record.BalanceBillAmt = rupees(net - settled);
  } else if (kind.effect === 'saleReturn' || kind.effect === 'purchaseReturn') {
    record.RefundAmt = record.PaymentType === 'CASH' ? rupees(net) : 0;
  }
}

/**
 * A discount larger than the goods it is given on would leave a negative value of supply, which no
 * invoice can carry (CGST Act s.15: the value is what is paid for the supply): refused, nothing written,
 * whatever the payment type.
 */
function refuseNegative(kind: DocumentKind, record: Row, totals: BillTotals): void {
  if (!totals.discountExceedsValue) return;
  const field = Number(record[kind.discountPerField] ?? 0) > 0 ? kind.discountPerField : kind.discountField;
  const message = `The bill's value cannot be negative: the discount ₹${rupees(totals.extraDiscount).toFixed(2)} exceeds the value ₹${rupees(totals.discountLimit).toFixed(2)}`;
  throw badRequest(message, [{ path: `/${field}`, message }]);
}

/**
 * The most a document may be worth: ₹10,00,000 crore (10^15 paise), the most one line can be (10,00,000
 * units at ₹1,00,00,000). Amounts are whole paise in JavaScript numbers, exact only up to 2^53 (about
 * 9 × 10^15), so a bill of a thousand such lines would be stored inexactly (PostgreSQL) or fail (SQLite).
 */
const MAX_DOCUMENT_PAISE = 10 ** 15;

function refuseBeyondExact(kind: DocumentKind, totals: BillTotals): void {
  const largest = Math.max(Math.abs(totals.totItemAmt), Math.abs(totals.billAmt));
  if (largest <= MAX_DOCUMENT_PAISE) return;
  const message = `The ${kind.title.toLowerCase()} is worth more than ₹10,00,000 crore, the most one document can hold exactly`;
  throw badRequest(message, [{ path: `/${kind.linesField}`, message }]);
}

async function number(ctx: WriteContext, kind: DocumentKind, record: Row, before: Row | null, firm: Row): Promise<void> {
  const prefix = String((kind.firmPrefixField && firm[kind.firmPrefixField]) || kind.defaultPrefix);
  await numberRecord(ctx, { docType: kind.entity, dateField: kind.dateField, numberField: kind.numberField, prefixedField: kind.prefixedField }, record, before, prefix);
}

/** The documents this one was made from carry a "converted" flag while it points at them. */
async function markSources(trx: Kysely<any>, tenantId: number, kind: DocumentKind, record: Row, converted: boolean): Promise<void> {
  for (const source of kind.sources) {
    const flag = documents().get(source.entity)?.convertedField;
    if (!source.marksConverted || !flag || !record[source.field]) continue;
    await trx.updateTable(source.entity).set({ [flag]: converted }).where('tenant_id', '=', tenantId).where('Id', '=', Number(record[source.field])).execute();
  }
}

/** The party read before the save, kept for the posting after it (one write, one context). */
const partyOfSave = new WeakMap<WriteContext, Row>();

async function post(ctx: WriteContext, kind: DocumentKind, saved: Row, replacing: boolean): Promise<void> {
  const ledgers = { ...(await systemLedgers(ctx.trx, ctx.tenantId)) }; // a copy: the cache is not this save's to change
  const party = partyOfSave.get(ctx)!;
  const stockMovedElsewhere = kind.sources.some((source) => source.stockMoved && saved[source.field]);
  const chargeRows = kind.side === 'purchase' && kind.chargeLinesField ? ((saved[kind.chargeLinesField] as Row[] | undefined) ?? []) : [];
  const challanLines = kind.effect === 'purchase' ? await sourceChallanLines(ctx.trx, ctx.tenantId, kind, saved) : null;
  const role = challanRole(kind);
  // A purchase challan (or its return, or a bill made from one) posts to GRNI: made now if the business has none.
  if (challanLines || role === 'received' || role === 'sentBack') ledgers.GRNI = await ensureGrniLedger(ctx.trx, ctx.tenantId, ledgers, ctx.actor);
  const posting = postingsFor({
    kind,
    record: saved,
    partyLedger: Number(party.LedgerId),
    ledgers,
    settleLedger: saved.PaymentType === 'BANK' ? Number(saved.BankLedgerId) : ledgers.CASH,
    stockMovedElsewhere,
    costLedgers: await costOfPurchaseLedgers(ctx.trx, ctx.tenantId, chargeRows.map((row) => Number(row.LedgerId))),
    grniCleared: challanLines ? grniCleared(saved[kind.linesField] as Row[], challanLines) : 0,
  });
  await writePostings(ctx.trx, { tenantId: ctx.tenantId, docType: kind.entity, docId: Number(saved.Id), firmId: Number(saved.FirmId), date: String(saved[kind.dateField]) }, posting, replacing);
}

/** A purchase sets each item's last purchase rate: one statement for all its lines. */
async function updateLastPurchaseRates(trx: Kysely<any>, tenantId: number, lines: Row[]): Promise<void> {
  const rates = new Map(lines.map((line) => [Number(line.ItemId), paise(Number(line.Rate))]));
  if (rates.size === 0) return;
  const cases = [...rates].map(([id, rate]) => sql`when ${sql.ref('Id')} = ${id} then ${rate}`);
  await trx
    .updateTable('item')
    .set({ LastPurchaseRate: sql`case ${sql.join(cases, sql` `)} else ${sql.ref('LastPurchaseRate')} end` })
    .where('tenant_id', '=', tenantId)
    .where('Id', 'in', [...rates.keys()])
    .execute();
}

/**
 * The document's firm: as the period guard read it with its marks in this transaction (periods/firm-marks.ts,
 * one statement for both), or read here, which names a missing firm.
 */
async function firmOfSave(ctx: WriteContext, registry: Registry, id: unknown): Promise<Row> {
  if (typeof id === 'number' && Number.isSafeInteger(id)) {
    const found = await firmWithMarks(ctx.trx, registry, ctx.tenantId, id);
    if (found?.firm) return found.firm;
  }
  return loadOne(ctx.trx, registry, 'firm', ctx.tenantId, id, '/FirmId', 'Firm');
}

function documentHooksFor(kind: DocumentKind, registry: Registry): EntityHooks {
  return {
    async beforeSave(ctx, record, before) {
      record[kind.dateField] ??= todayInIndia();
      const firm = await firmOfSave(ctx, registry, record.FirmId);
      const party = await partyOfDocument(ctx, registry, kind, record, firm);
      partyOfSave.set(ctx, party);
      const items = await loadItems(ctx.trx, registry, ctx.tenantId, record[kind.linesField] as Row[], kind.linesField);
      // Read within this tenant and transaction: the engine's link check need not ask for them again (an
      // item's unit cannot be deleted while the item uses it, so the lines' units stand too).
      markKnown(ctx, 'firm', [firm]);
      markVerified(ctx, 'party', [party.Id]);
      markKnown(ctx, 'item', items.values());
      markKnown(ctx, 'unit', [...items.values()].map((item) => ({ Id: item.UnitId, UnitName: item.UnitName })));
      const chargeRows = kind.chargeLinesField ? ((record[kind.chargeLinesField] as Row[] | undefined) ?? []) : [];
      const charges = kind.chargeLinesField ? await loadCharges(ctx.trx, registry, ctx.tenantId, chargeRows, kind.chargeLinesField) : new Map<number, Row>();
      markVerified(ctx, 'extracharges', charges.keys());
      await takeBillRates(ctx.trx, ctx.tenantId, kind, record);
      await refuseSecondConversion(ctx, kind, record, before);
      await supplyFromSource(ctx, registry, kind, record);
      refuseUnregisteredSez(kind, record, party);
      const rateDate = await rateDateOf(ctx.trx, ctx.tenantId, kind, record);
      const totals = mathOf(kind)(kind, record, { firm, party, items, charges, rateDate });
      refuseNegative(kind, record, totals);
      refuseBeyondExact(kind, totals);
      ctx.warnings.push(...nonGstWarnings(kind, record, firm));
      refuseUntaxedReverseCharge(kind, record);
      changeGivenBack(kind, record, party);
      settle(kind, record);
      refuseUnpaidWalkIn(kind, record, party);
      await checkStockOut(ctx, kind, record, before, firm, items);
      if (kind.effect === 'purchase') record.IsPurchaseFromPO = Boolean(record.POId);
      await number(ctx, kind, record, before, firm);
    },
    async afterSave(ctx, saved, before) {
      await post(ctx, kind, saved, before !== null);
      if (before) await markSources(ctx.trx, ctx.tenantId, kind, before, false);
      await markSources(ctx.trx, ctx.tenantId, kind, saved, true);
      if (kind.effect === 'purchase') await updateLastPurchaseRates(ctx.trx, ctx.tenantId, saved[kind.linesField] as Row[]);
    },
    async afterDelete(ctx, record) {
      await removePostings(ctx.trx, { tenantId: ctx.tenantId, docType: kind.entity, docId: Number(record.Id) });
      await markSources(ctx.trx, ctx.tenantId, kind, record, false);
    },
  };
}

export function documentHooks(registry: Registry): Array<[string, EntityHooks]> {
  return documents()
    .kinds.filter((kind) => registry.has(kind.entity))
    .map((kind) => [kind.entity, documentHooksFor(kind, registry)]);
}
