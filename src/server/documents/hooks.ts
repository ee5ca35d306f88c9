// The documents' business rules, run by the engine inside each save's transaction: defaults, the
// server's own figures, payment, the document number, the books, and conversions between documents.
import { sql, type Kysely } from 'kysely';
import type { EntityHooks, HookRegistry, WriteContext } from '../../../engine/server/hooks.ts';
import type { Row } from '../../../engine/schema/codec.ts';
import type { Registry } from '../../../engine/schema/types.ts';
import { paise, rupees } from '../../../overrides/billing/exact.ts';
import { numberRecord } from '../accounting/record-number.ts';
import { badRequest } from '../http/errors.ts';
import { DOCUMENT_KINDS, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { loadItems, loadOne, systemLedgers } from './lookups.ts';
import { postingsFor, removePostings, writePostings } from './posting.ts';
import { recomputeDocument } from '../../../overrides/billing/recompute-document.ts';

/** Today in India (UTC+5:30), as yyyy-mm-dd. */
export function todayInIndia(now = Date.now()): string {
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}

/** The document a bill was made from: its flag is set while a bill points at it. */
const SOURCES: Record<string, Array<{ field: string; entity: string; movesStock: boolean }>> = {
  sales: [
    { field: 'QuotationId', entity: 'quotation', movesStock: false },
    { field: 'DCId', entity: 'deliverychallan', movesStock: true },
  ],
  purchase: [
    { field: 'POId', entity: 'purchaseorder', movesStock: false },
    { field: 'PCId', entity: 'purchasechallan', movesStock: true },
  ],
};

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

async function number(ctx: WriteContext, kind: DocumentKind, record: Row, before: Row | null, firm: Row): Promise<void> {
  const prefix = String((kind.firmPrefixField && firm[kind.firmPrefixField]) || kind.defaultPrefix);
  await numberRecord(ctx, { docType: kind.entity, dateField: kind.dateField, numberField: kind.numberField, prefixedField: kind.prefixedField }, record, before, prefix);
}

async function markSources(trx: Kysely<any>, tenantId: number, entity: string, record: Row, converted: boolean): Promise<void> {
  for (const source of SOURCES[entity] ?? []) {
    if (!record[source.field]) continue;
    await trx.updateTable(source.entity).set({ IsConverted: converted }).where('tenant_id', '=', tenantId).where('Id', '=', Number(record[source.field])).execute();
  }
}

/** The party read before the save, kept for the posting after it (one write, one context). */
const partyOfSave = new WeakMap<WriteContext, Row>();

async function post(ctx: WriteContext, kind: DocumentKind, saved: Row, replacing: boolean): Promise<void> {
  const ledgers = await systemLedgers(ctx.trx, ctx.tenantId);
  const party = partyOfSave.get(ctx)!;
  const stockMovedElsewhere = (SOURCES[kind.entity] ?? []).some((source) => source.movesStock && saved[source.field]);
  const posting = postingsFor({
    kind,
    record: saved,
    partyLedger: Number(party.LedgerId),
    ledgers,
    settleLedger: saved.PaymentType === 'BANK' ? Number(saved.BankLedgerId) : ledgers.CASH,
    stockMovedElsewhere,
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

function documentHooksFor(kind: DocumentKind, registry: Registry): EntityHooks {
  return {
    async beforeSave(ctx, record, before) {
      record[kind.dateField] ??= todayInIndia();
      const firm = await loadOne(ctx.trx, registry, 'firm', ctx.tenantId, record.FirmId, '/FirmId', 'Firm');
      const party = await loadOne(ctx.trx, registry, 'party', ctx.tenantId, record[kind.partyField], `/${kind.partyField}`, 'Party');
      partyOfSave.set(ctx, party);
      const items = await loadItems(ctx.trx, registry, ctx.tenantId, record[kind.linesField] as Row[], kind.linesField);
      recomputeDocument(kind, record, { firm, party, items });
      settle(kind, record);
      if (kind.effect === 'purchase') record.IsPurchaseFromPO = Boolean(record.POId);
      await number(ctx, kind, record, before, firm);
    },
    async afterSave(ctx, saved, before) {
      await post(ctx, kind, saved, before !== null);
      if (before) await markSources(ctx.trx, ctx.tenantId, kind.entity, before, false);
      await markSources(ctx.trx, ctx.tenantId, kind.entity, saved, true);
      if (kind.effect === 'purchase') await updateLastPurchaseRates(ctx.trx, ctx.tenantId, saved[kind.linesField] as Row[]);
    },
    async afterDelete(ctx, record) {
      await removePostings(ctx.trx, { tenantId: ctx.tenantId, docType: kind.entity, docId: Number(record.Id) });
      await markSources(ctx.trx, ctx.tenantId, kind.entity, record, false);
    },
  };
}

export function documentHooks(registry: Registry): Array<[string, EntityHooks]> {
  return DOCUMENT_KINDS.filter((kind) => registry.has(kind.entity)).map((kind) => [kind.entity, documentHooksFor(kind, registry)]);
}
