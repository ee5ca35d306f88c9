// The GST figures of outward and inward documents, summed in SQL from their lines (paise, thousandths
// of a unit, rates in thousandths of a percent). A line's GST rate is what it was charged: CGST% +
// SGST% + IGST%, so a NON GST bill or a nil-rated item is rate 0, whatever the item master says.
// Returns are summed with a minus sign where a return nets against its supplies.
import { sql, type RawBuilder } from 'kysely';
import type { ReportContext, ReportFilters } from '../../../../engine/server/index.ts';
import { adjustedBill, documents, EFFECT_RULES, journalEffect } from '../../../../overrides/billing/document-kinds.ts';
import { isExport, isSez, SUPPLY_KINDS } from '../../../../overrides/billing/supply-kind.ts';
import { chargeTableOf, lineTableOf } from '../documents/document-lines.ts';

/**
 * B2CL: an inter-state invoice to an unregistered person above the limit of rule 59(4), in paise, by the
 * invoice's date: ₹2,50,000 up to 31 July 2024, ₹1,00,000 from 1 August 2024 (Notification 12/2024-Central
 * Tax dated 10 July 2024, which amended rule 59(4)(b)(ii) from that date).
 */
export const B2CL_LIMIT = 100_000_00;
export const B2CL_LIMIT_BEFORE_AUG_2024 = 250_000_00;
export const B2CL_LIMIT_FROM = '2024-08-01';

/** The B2CL limit in force on an invoice date (an SQL date string expression). */
const b2clLimitOn = (date: RawBuilder<unknown>) => sql`case when ${date} < ${B2CL_LIMIT_FROM} then ${sql.lit(B2CL_LIMIT_BEFORE_AUG_2024)} else ${sql.lit(B2CL_LIMIT)} end`;

/**
 * A note is classed by the invoice it amends, not by its own value (GSTR-1 tables 9B: CDNR for a
 * registered recipient, CDNUR for an unregistered one whose ORIGINAL invoice was B2CL or an export; a note
 * against a B2CS invoice nets into B2CS). Read from the documents' descriptions, not listed: every sales-side
 * document that adjusts a bill (a return, a credit or debit note: EFFECT_RULES.onBill) names its invoice
 * in its source link `field`; one naming none is classed by itself. `noteType` is the portal's `ntty`:
 * 'C' a credit note (a return of goods is one, CGST Act s.34(1)), 'D' a debit note (s.34(3)).
 */
export type Amendment = { entity: string; field: string; noteType: 'C' | 'D' };

export function amendments(): Record<string, Amendment> {
  const catalog = documents();
  return Object.fromEntries(
    catalog.kinds
      .filter((kind) => kind.side === 'sales')
      .flatMap((kind) => {
        const source = adjustedBill(catalog, kind);
        return source ? [[kind.entity, { entity: source.entity, field: source.field, noteType: EFFECT_RULES[kind.effect].onBill < 0 ? ('C' as const) : ('D' as const) }]] : [];
      }),
  );
}

/**
 * The same as a record (`AMENDS[entity]`, `Object.entries(AMENDS)`), read from the installed catalog on
 * each use (it is installed at start-up, after this module loads), so callers need no list of their own.
 */
export const AMENDS: Readonly<Record<string, Amendment>> = new Proxy({} as Record<string, Amendment>, {
  get: (_, key) => (typeof key === 'string' ? amendments()[key] : undefined),
  has: (_, key) => typeof key === 'string' && key in amendments(),
  ownKeys: () => Object.keys(amendments()),
  getOwnPropertyDescriptor: (_, key) => {
    const value = typeof key === 'string' ? amendments()[key] : undefined;
    return value ? { value, enumerable: true, configurable: true, writable: false } : undefined;
  },
});

/**
 * The documents of one side in the returns, each with its sign: +1 what it supplies (a sale or purchase,
 * and a debit note, which adds value to one: s.34(3)), -1 what takes value back (a return, a credit note:
 * s.34(1)). Read from each document's journal effect, so a new note counts without a list.
 */
export function partsOf(side: 'sales' | 'purchase'): Array<{ entity: string; sign: 1 | -1 }> {
  return documents()
    .kinds.filter((kind) => kind.side === side && journalEffect(kind) !== null)
    .map((kind) => ({ entity: kind.entity, sign: journalEffect(kind) === 'sale' || journalEffect(kind) === 'purchase' ? (1 as const) : (-1 as const) }));
}

export const RATE = sql`(coalesce(l."TaxPer1", 0) + coalesce(l."TaxPer2", 0) + coalesce(l."TaxPer3", 0))`;

const GST_COLUMNS = ['TaxableAmt', 'TaxPer1', 'TaxPer2', 'TaxPer3', 'TaxAmt1', 'TaxAmt2', 'TaxAmt3'];

/**
 * A document kind's taxed rows as one table: its item lines and, where it carries them, its charges from
 * the extra charges master. A taxable charge is part of the value of supply (CGST Act s.15(2)(c)), so it
 * counts in the returns like a line: its SAC code stands as its HSN, a service with no quantity (UQC
 * "NA"), and it has no cess. "NonClaimableTax" is the tax of a purchase that gives no input credit.
 * The business's rows (of the period's documents only, where `documentsOfPeriod` gives their ids), said inside the
 * union: SQLite does not carry the join's conditions into it, and read every business's lines (the
 * many-businesses bench: a month's GSTR-1 took 8 to 36 times as long beside four other businesses as alone).
 */
function gstRowsOf(entity: string, tenantId: number, documentsOfPeriod?: RawBuilder<unknown>): RawBuilder<unknown> {
  const ofDocuments = (parentKey: string) => (documentsOfPeriod ? sql` and i.${sql.ref(parentKey)} in (${documentsOfPeriod})` : sql``);
  const kind = documents().require(entity);
  const lines = lineTableOf(entity);
  const charges = chargeTableOf(entity);
  const nonClaimable = kind.side === 'purchase' ? sql`coalesce(i."NonClaimableTax", 0)` : sql`0`;
  const common = sql.join(GST_COLUMNS.map((column) => sql`i.${sql.ref(column)}`));
  // A note for value moves no goods: its lines change the value, not the quantity supplied (HSN summary).
  const goods = EFFECT_RULES[kind.effect].stock !== null;
  const items = sql`select i.tenant_id, i.${sql.ref(lines.parentKey)} as doc_id, ${common}, i."TaxAmt4", i."HSNCode", i."UnitId", i."ItemName",
      ${goods ? sql`i."Qty"` : sql`0`} as "Qty", ${goods ? sql`i."FreeQty"` : sql`0`} as "FreeQty", 0 as "Service", ${nonClaimable} as "NonClaimableTax", i."ItemId"
    from ${sql.table(lines.table)} i where i.tenant_id = ${tenantId}${ofDocuments(lines.parentKey)}`;
  if (!charges) return items;
  const chargeNonClaimable = kind.side === 'purchase' ? sql`coalesce(i."NonClaimableTax", 0)` : sql`0`;
  return sql`${items} union all select i.tenant_id, i.${sql.ref(charges.parentKey)}, ${common}, 0, i."SACCode", null, i."ChargeName",
      0, 0, 1, ${chargeNonClaimable}, null
    from ${sql.table(charges.table)} i where i.tenant_id = ${tenantId}${ofDocuments(charges.parentKey)}`;
}

/**
 * The firm's taxed rows (lines and charges) of one document kind in the period, with the document and the
 * firm joined (aliases d, l, f). On SQLite the period's lines come first, in a cross join whose conditions
 * are in the where: SQLite keeps a cross join's left side as the outer loop, and otherwise ran the union of
 * lines again for each document (a heavy business's month, 320 bills beside 199 businesses: 1.1 s, now
 * some 10 ms).
 */
export function linesOf(ctx: ReportContext, filters: ReportFilters, entity: string, extraJoin: RawBuilder<unknown> = sql``): RawBuilder<unknown> {
  const kind = documents().require(entity);
  const ofPeriod = (alias: string) =>
    sql`${sql.raw(alias)}.tenant_id = ${ctx.tenantId} and ${sql.raw(alias)}."FirmId" = ${Number(filters.FirmId)}
      and ${sql.raw(alias)}.${sql.ref(kind.dateField)} >= ${filters.FromDate} and ${sql.raw(alias)}.${sql.ref(kind.dateField)} <= ${filters.ToDate}`;
  const documentsOfPeriod = sql`select pd."Id" from ${sql.table(entity)} pd where ${ofPeriod('pd')}`;
  if (ctx.dialect === 'postgres') {
    // PostgreSQL carries the join's conditions into the union (an index probe of the lines per document); the
    // period said inside it too is read again per document where the planner takes a heavy business for an
    // average one (rows=1 of 10,000 businesses: 216 × 216 loops, 56 ms).
    return sql`${sql.table(entity)} d
    join firm f on f.tenant_id = d.tenant_id and f."Id" = d."FirmId"
    join (${gstRowsOf(entity, ctx.tenantId)}) l on l.tenant_id = d.tenant_id and l.doc_id = d."Id"
    ${extraJoin}
    where ${ofPeriod('d')}`;
  }
  return sql`(${gstRowsOf(entity, ctx.tenantId, documentsOfPeriod)}) l
    cross join ${sql.table(entity)} d
    join firm f on f.tenant_id = d.tenant_id and f."Id" = d."FirmId"
    ${extraJoin}
    where l.tenant_id = d.tenant_id and l.doc_id = d."Id" and ${ofPeriod('d')}`;
}

/** The party of each document `d`, joined as `p` (for its registration and state). */
export function partyJoin(entity: string): RawBuilder<unknown> {
  const kind = documents().require(entity);
  return sql`left join party p on p.tenant_id = d.tenant_id and p."Id" = d.${sql.ref(kind.partyField)}`;
}

/** 1 where a document `d` is under reverse charge, else 0 (a boolean on PostgreSQL, 0 or 1 on SQLite). */
export function reverseChargeSql(entity: string): RawBuilder<unknown> {
  const field = documents().require(entity).reverseChargeField;
  return field ? sql`case when d.${sql.ref(field)} then 1 else 0 end` : sql`0`;
}

/** The tax heads summed over the lines `l` of a group. */
export const TAX_SUMS = () => sql`
  cast(sum(l."TaxableAmt") as bigint) as txval,
  cast(sum(coalesce(l."TaxAmt3", 0)) as bigint) as iamt,
  cast(sum(coalesce(l."TaxAmt1", 0)) as bigint) as camt,
  cast(sum(coalesce(l."TaxAmt2", 0)) as bigint) as samt,
  cast(sum(coalesce(l."TaxAmt4", 0)) as bigint) as csamt`;

/** A document's kind of supply ('Regular' where it carries none), as SQL over the alias given. */
export function supplyKindSql(entity: string, alias: string): RawBuilder<unknown> {
  const field = documents().require(entity).supplyKindField;
  return field ? sql`coalesce(${sql.ref(`${alias}.${field}`)}, 'Regular')` : sql`'Regular'`;
}

/** The kinds of supply that pass a test, as an SQL list of strings. */
export const kindsWhere = (test: (supply: string) => boolean) => sql.join(SUPPLY_KINDS.filter(test).map((supply) => sql.lit(supply)));

/**
 * One row per document and rate: number, date, value, party, place of supply, its kind of supply (that
 * of the invoice a note amends), reverse charge, note type, and which GSTR-1 table it belongs to:
 * 'export' (table 6A, whatever the rate), 'nil' (rate 0: table 8), 'registered' (the party has a GSTIN:
 * b2b / cdnr, SEZ and deemed exports included), 'large' (inter-state, unregistered, above the B2CL limit)
 * or 'small' (every other supply to an unregistered person).
 */
export function documentsByRateSql(ctx: ReportContext, filters: ReportFilters, entity: string): RawBuilder<unknown> {
  const kind = documents().require(entity);
  const amends = AMENDS[entity];
  const original = amends ? documents().require(amends.entity) : null;
  // The invoice whose value, date and kind of supply class this document: the one it amends, else itself.
  const classValue = original ? sql`coalesce(o."NetBillAmt", d."NetBillAmt")` : sql`d."NetBillAmt"`;
  const classDate = original ? sql`coalesce(o.${sql.ref(original.dateField)}, d.${sql.ref(kind.dateField)})` : sql`d.${sql.ref(kind.dateField)}`;
  const classSupply = original?.supplyKindField ? sql`coalesce(o.${sql.ref(original.supplyKindField)}, ${supplyKindSql(entity, 'd')})` : supplyKindSql(entity, 'd');
  const reverseCharge = reverseChargeSql(entity);
  const joinOriginal = amends ? sql`left join ${sql.table(amends.entity)} o on o.tenant_id = d.tenant_id and o."Id" = d.${sql.ref(amends.field)}` : sql``;
  // Exports and supplies to a SEZ are inter-state whatever the states (IGST Act s.7(5)).
  const interState = sql`case when g.other_state = 1 or g.supply_kind in (${kindsWhere((supply) => isExport(supply) || isSez(supply))}) then 1 else 0 end`;
  return sql`select g.*, ${interState} as inter_state,
      case when g.supply_kind in (${kindsWhere(isExport)}) then 'export'
           when g.rate = 0 then 'nil' when g.gstin <> '' then 'registered'
           when ${interState} = 1 and g.class_value > ${b2clLimitOn(sql.ref('g.class_date'))} then 'large' else 'small' end as supply
    from (
      select d."Id" as doc_id, d.${sql.ref(kind.prefixedField)} as number, d.${sql.ref(kind.dateField)} as doc_date,
        d."NetBillAmt" as doc_value, coalesce(d."GSTIN", '') as gstin, d."PartyName" as party_name,
        d."PlaceOfSupply" as pos, case when d."PlaceOfSupply" = f."State" then 0 else 1 end as other_state,
        max(${classValue}) as class_value, max(${classDate}) as class_date, max(${classSupply}) as supply_kind,
        max(${reverseCharge}) as reverse_charge, ${sql.lit(amends?.noteType ?? '')} as note_type,
        ${RATE} as rate, ${TAX_SUMS()}
      from ${linesOf(ctx, filters, entity, joinOriginal)}
      group by d."Id", d.${sql.ref(kind.prefixedField)}, d.${sql.ref(kind.dateField)}, d."NetBillAmt", d."GSTIN",
        d."PartyName", d."PlaceOfSupply", f."State", ${RATE}
    ) g`;
}

/**
 * Taxed rows of several document kinds, each with its sign (+1 supplies, -1 their returns), for netting,
 * with the document's kind of supply and reverse-charge flag (a zero-rated export or SEZ supply, or one
 * whose tax the recipient pays, belongs in other cells of GSTR-3B than 3.1(a)).
 * `claimableOnly` leaves out rows whose tax gives no input credit (a purchase from an unregistered or
 * composition supplier, CGST Act s.16(2)(a)).
 */
export function signedLinesSql(ctx: ReportContext, filters: ReportFilters, parts: Array<{ entity: string; sign: 1 | -1 }>, options: { claimableOnly?: boolean } = {}): RawBuilder<unknown> {
  const claimable = options.claimableOnly ? sql` and l."NonClaimableTax" = 0` : sql``;
  return sql.join(
    parts.map(
      ({ entity, sign }) => sql`select ${sql.lit(sign)} as sign, ${RATE} as rate, case when coalesce(d."GSTIN", '') <> '' then 1 else 0 end as registered,
        ${supplyKindSql(entity, 'd')} as supply_kind, ${reverseChargeSql(entity)} as reverse_charge, l."HSNCode" as hsn, l."UnitId" as unit_id, l."ItemName" as item_name,
        l."Service" as service, l."Qty" + coalesce(l."FreeQty", 0) as qty, l."TaxableAmt" as txval, coalesce(l."TaxAmt3", 0) as iamt,
        coalesce(l."TaxAmt1", 0) as camt, coalesce(l."TaxAmt2", 0) as samt, coalesce(l."TaxAmt4", 0) as csamt
      from ${linesOf(ctx, filters, entity)}${claimable}`,
    ),
    sql` union all `,
  );
}
