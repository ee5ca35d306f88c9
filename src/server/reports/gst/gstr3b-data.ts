// GSTR-3B's figures (paise), summed in SQL from the firm's document lines of the period and shaped twice: as
// the report's rows (gstr3b.ts) and as the JSON the GST portal's offline utility takes (gstr3b-portal.ts).
// Outward supplies are the sales net of their returns; inward ones the purchases, their returns being credit
// given back (4(B)), never a negative 4(A).
import { sql } from 'kysely';
import type { ReportContext, ReportFilters } from '../../../../engine/server/index.ts';
import { isExport, isSez } from '../../../../overrides/billing/supply-kind.ts';
import { kindsWhere, linesOf, partsOf, partyJoin, RATE, reverseChargeSql, supplyKindSql } from './gst-lines.ts';
import { noTax, setOff, type ByHead, type Head, type SetOff } from './tax-set-off.ts';

export type Taxed = ByHead & { txval: number };
/** 3.2: inter-state supplies to unregistered persons or composition dealers, by place of supply (state name). */
export type InterStateRow = { pos: string; txval: number; igst: number };

export type Gstr3bFigures = {
  /** 3.1(a) outward taxable supplies (other than zero rated, nil rated and exempted). */
  outwardTaxable: Taxed;
  /** 3.1(b) outward taxable supplies, zero rated (exports and supplies to a SEZ, with or without IGST). */
  outwardZeroRated: Taxed;
  /** 3.1(c) other outward supplies (nil rated, exempted). */
  outwardNil: Taxed;
  /** 3.1(e) non-GST outward supplies (items outside GST). */
  outwardNonGst: Taxed;
  /** 3.1(d) inward supplies liable to reverse charge. */
  inwardReverseCharge: Taxed;
  interStateUnregistered: InterStateRow[];
  interStateComposition: InterStateRow[];
  /** 4(A)(3) credit on inward supplies liable to reverse charge; 4(A)(5) all other credit. */
  creditReverseCharge: ByHead;
  creditOther: ByHead;
  /** 4(B)(2) credit given back: purchase returns (debit notes issued, s.34(3)). */
  creditReversedOther: ByHead;
  /** 4(C) = 4(A) - 4(B). */
  creditNet: ByHead;
  /** 5: inward supplies from composition dealers and nil-rated or exempt ones, inter- and intra-state. */
  inwardExempt: { inter: number; intra: number };
  /** 6.1: the month's tax paid from the credit ledger and in cash. */
  payment: SetOff;
};

const taxed = (row: any): Taxed => ({
  txval: Number(row?.txval ?? 0),
  igst: Number(row?.iamt ?? 0),
  cgst: Number(row?.camt ?? 0),
  sgst: Number(row?.samt ?? 0),
  cess: Number(row?.csamt ?? 0),
});
const headsOf = ({ igst, cgst, sgst, cess }: Taxed): ByHead => ({ igst, cgst, sgst, cess });
const plus = (a: Taxed, b: Taxed): Taxed => ({ txval: a.txval + b.txval, igst: a.igst + b.igst, cgst: a.cgst + b.cgst, sgst: a.sgst + b.sgst, cess: a.cess + b.cess });
const zero = (): Taxed => ({ txval: 0, ...noTax() });
const notBelowZero = (figures: Taxed): Taxed => ({
  txval: Math.max(0, figures.txval),
  igst: Math.max(0, figures.igst),
  cgst: Math.max(0, figures.cgst),
  sgst: Math.max(0, figures.sgst),
  cess: Math.max(0, figures.cess),
});

const LINE_HEADS = sql`l."TaxableAmt" as txval, coalesce(l."TaxAmt3", 0) as iamt, coalesce(l."TaxAmt1", 0) as camt,
  coalesce(l."TaxAmt2", 0) as samt, coalesce(l."TaxAmt4", 0) as csamt`;
const SIGNED_SUMS = sql`cast(sum(x.sign * x.txval) as bigint) as txval, cast(sum(x.sign * x.iamt) as bigint) as iamt,
  cast(sum(x.sign * x.camt) as bigint) as camt, cast(sum(x.sign * x.samt) as bigint) as samt, cast(sum(x.sign * x.csamt) as bigint) as csamt`;

/**
 * Outward lines (sales and debit notes +1, returns and credit notes -1), grouped by what 3.1 and 3.2 ask:
 * rated or nil; zero-rated (an export or a supply to a SEZ, IGST Act s.16: 3.1(b), with or without IGST);
 * a non-GST supply (a nil line of an item marked Outside GST: 3.1(e)); the place of supply, inter-state or
 * not, and the recipient (unregistered: no GSTIN; a composition dealer, by its party's registration; else
 * registered).
 */
async function outwardGroups(ctx: ReportContext, filters: ReportFilters): Promise<any[]> {
  const zeroRated = (entity: string) => sql`case when ${supplyKindSql(entity, 'd')} in (${kindsWhere((supply) => isExport(supply) || isSez(supply))}) then 1 else 0 end`;
  const itemJoin = sql`left join item it on it.tenant_id = l.tenant_id and it."Id" = l."ItemId"`;
  const part = (entity: string, sign: number) => sql`select ${sql.lit(sign)} as sign,
      case when ${RATE} > 0 then 1 else 0 end as rated, ${zeroRated(entity)} as zero_rated,
      case when ${RATE} = 0 and it."OutsideGST" then 1 else 0 end as non_gst, d."PlaceOfSupply" as pos,
      case when d."PlaceOfSupply" = f."State" then 0 else 1 end as inter_state,
      case when coalesce(d."GSTIN", '') = '' then 'unregistered' when p."RegistrationType" = 'Composition' then 'composition' else 'registered' end as recipient,
      ${LINE_HEADS}
    from ${linesOf(ctx, filters, entity, sql`${partyJoin(entity)} ${itemJoin}`)}`;
  const { rows } = await sql<any>`select x.rated, x.zero_rated, x.non_gst, x.pos, x.inter_state, x.recipient, ${SIGNED_SUMS}
    from (${sql.join(
      partsOf('sales').map(({ entity, sign }) => part(entity, sign)),
      sql` union all `,
    )}) x
    group by x.rated, x.zero_rated, x.non_gst, x.pos, x.inter_state, x.recipient
    order by x.pos`.execute(ctx.db);
  return rows;
}

/**
 * Inward lines of some kinds (purchases with the suppliers' debit notes, or purchase returns with their
 * credit notes: gst-lines.ts partsOf), grouped by: reverse charge or not, whether their tax is credit (none from an
 * unregistered or composition supplier: CGST Act s.16(2)(a)), rated or nil, a composition supplier, and
 * whether the supplier is in another state (table 5's inter-state column).
 */
async function inwardGroups(ctx: ReportContext, filters: ReportFilters, entities: string[]): Promise<any[]> {
  const part = (entity: string) => sql`select 1 as sign, ${reverseChargeSql(entity)} as reverse_charge,
        case when coalesce(l."NonClaimableTax", 0) = 0 then 1 else 0 end as claimable,
        case when ${RATE} > 0 then 1 else 0 end as rated,
        case when p."RegistrationType" = 'Composition' then 1 else 0 end as composition,
        case when coalesce(p."State", f."State") = f."State" then 0 else 1 end as inter_state,
        ${LINE_HEADS}
      from ${linesOf(ctx, filters, entity, partyJoin(entity))}`;
  const { rows } = await sql<any>`select x.reverse_charge, x.claimable, x.rated, x.composition, x.inter_state, ${SIGNED_SUMS}
    from (${sql.join(entities.map(part), sql` union all `)}) x
    group by x.reverse_charge, x.claimable, x.rated, x.composition, x.inter_state`.execute(ctx.db);
  return rows;
}

const sumOf = (rows: any[], keep: (row: any) => boolean): Taxed => rows.filter(keep).map(taxed).reduce(plus, zero());

/** 3.2's rows for one kind of recipient: inter-state supplies by place of supply, net of returns, none below zero. */
function interStateRows(rows: any[], recipient: string): InterStateRow[] {
  const byPos = new Map<string, InterStateRow>();
  for (const row of rows.filter((one) => Number(one.inter_state) === 1 && Number(one.rated) === 1 && Number(one.zero_rated) === 0 && one.recipient === recipient)) {
    const figures = taxed(row);
    const entry = byPos.get(row.pos) ?? { pos: row.pos, txval: 0, igst: 0 };
    byPos.set(row.pos, { pos: row.pos, txval: entry.txval + figures.txval, igst: entry.igst + figures.igst });
  }
  return [...byPos.values()].filter((row) => row.txval > 0 || row.igst > 0);
}

export async function gstr3bFigures(ctx: ReportContext, filters: ReportFilters): Promise<Gstr3bFigures> {
  // 4(A): purchases and the suppliers' debit notes (more credit on a raised value, CGST Act s.34(3)); 4(B)(2):
  // purchase returns and the suppliers' credit notes (the credit of the value taken off, s.34(1) with s.16).
  const inward = partsOf('purchase');
  const [outward, purchases, returns] = await Promise.all([
    outwardGroups(ctx, filters),
    inwardGroups(ctx, filters, inward.filter((part) => part.sign === 1).map((part) => part.entity)),
    inwardGroups(ctx, filters, inward.filter((part) => part.sign === -1).map((part) => part.entity)),
  ]);
  // No cell of 3.1 goes below zero: the portal takes no negative figure. A month whose credit notes outweigh
  // its supplies shows nil, and the excess is adjusted against the period of the invoices it reduces (as
  // GSTR-1 leaves a net-negative B2CS row to an amendment).
  const zeroRated = (row: any) => Number(row.zero_rated) === 1;
  const outwardTaxable = notBelowZero(sumOf(outward, (row) => Number(row.rated) === 1 && !zeroRated(row)));
  const outwardZeroRated = notBelowZero(sumOf(outward, zeroRated));
  const outwardNil = notBelowZero(sumOf(outward, (row) => Number(row.rated) === 0 && !zeroRated(row) && Number(row.non_gst) === 0));
  const outwardNonGst = notBelowZero(sumOf(outward, (row) => Number(row.rated) === 0 && !zeroRated(row) && Number(row.non_gst) === 1));
  const reverseCharge = (row: any) => Number(row.reverse_charge) === 1;
  const inwardReverseCharge = notBelowZero(sumOf(purchases, reverseCharge));
  const creditOther = headsOf(sumOf(purchases, (row) => !reverseCharge(row) && Number(row.claimable) === 1));
  const creditReverseCharge = headsOf(inwardReverseCharge);
  // Credit given back by a purchase return: the credit its purchase gave (claimable lines only).
  const creditReversedOther = headsOf(sumOf(returns, (row) => Number(row.claimable) === 1));
  const creditNet = mapHeads((head) => creditReverseCharge[head] + creditOther[head] - creditReversedOther[head]);
  // Table 5: what came in free of tax: from composition dealers (they charge none, s.10(4)) or nil-rated.
  const exempt = (inter: number) => sumOf(purchases, (row) => !reverseCharge(row) && Number(row.inter_state) === inter && (Number(row.composition) === 1 || Number(row.rated) === 0)).txval;
  // Tax a month gives back beyond the credit it took (returns of earlier months' purchases) is owed, paid
  // with the output tax; the credit ledger itself never goes below zero.
  const owedBack = mapHeads((head) => Math.max(0, -creditNet[head]));
  // IGST paid on an export or SEZ supply (3.1(b)) is output tax like 3.1(a)'s.
  const payable = mapHeads((head) => Math.max(0, outwardTaxable[head] + outwardZeroRated[head]) + owedBack[head]);
  return {
    outwardTaxable,
    outwardZeroRated,
    outwardNil,
    outwardNonGst,
    inwardReverseCharge,
    interStateUnregistered: interStateRows(outward, 'unregistered'),
    interStateComposition: interStateRows(outward, 'composition'),
    creditReverseCharge,
    creditOther,
    creditReversedOther,
    creditNet,
    inwardExempt: { inter: exempt(1), intra: exempt(0) },
    payment: setOff(payable, mapHeads((head) => Math.max(0, creditNet[head])), creditReverseCharge),
  };
}

const mapHeads = (value: (head: Head) => number): ByHead => ({ igst: value('igst'), cgst: value('cgst'), sgst: value('sgst'), cess: value('cess') });

