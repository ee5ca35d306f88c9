// The GST figures of outward and inward documents, summed in SQL from their lines (paise, thousandths
// of a unit, rates in thousandths of a percent). A line's GST rate is what it was charged: CGST% +
// SGST% + IGST%, so a NON GST bill or a nil-rated item is rate 0, whatever the item master says.
// Returns are summed with a minus sign where a return nets against its supplies.
import { sql, type RawBuilder } from 'kysely';
import type { ReportContext, ReportFilters } from '../../../../engine/server/report-types.ts';
import { KIND_BY_ENTITY } from '../../../../overrides/billing/document-kinds.ts';
import { lineTableOf } from '../documents/document-lines.ts';

/**
 * B2CL: an inter-state invoice to an unregistered person above ₹1,00,000, in paise (rule 59(4) as
 * amended by Notification 12/2024-Central Tax, from 1 August 2024; ₹2,50,000 before).
 */
export const B2CL_LIMIT = 100_000_00;

export const RATE = sql`(coalesce(l."TaxPer1", 0) + coalesce(l."TaxPer2", 0) + coalesce(l."TaxPer3", 0))`;

/** The firm's lines of one document kind in the period, with the document and the firm joined (aliases d, l, f). */
export function linesOf(ctx: ReportContext, filters: ReportFilters, entity: string): RawBuilder<unknown> {
  const kind = KIND_BY_ENTITY.get(entity)!;
  const lines = lineTableOf(entity);
  return sql`${sql.table(entity)} d
    join firm f on f.tenant_id = d.tenant_id and f."Id" = d."FirmId"
    join ${sql.table(lines.table)} l on l.tenant_id = d.tenant_id and l.${sql.ref(lines.parentKey)} = d."Id"
    where d.tenant_id = ${ctx.tenantId} and d."FirmId" = ${Number(filters.FirmId)}
      and d.${sql.ref(kind.dateField)} >= ${filters.FromDate} and d.${sql.ref(kind.dateField)} <= ${filters.ToDate}`;
}

/** The tax heads summed over the lines `l` of a group. */
const TAX_SUMS = () => sql`
  cast(sum(l."TaxableAmt") as bigint) as txval,
  cast(sum(coalesce(l."TaxAmt3", 0)) as bigint) as iamt,
  cast(sum(coalesce(l."TaxAmt1", 0)) as bigint) as camt,
  cast(sum(coalesce(l."TaxAmt2", 0)) as bigint) as samt,
  cast(sum(coalesce(l."TaxAmt4", 0)) as bigint) as csamt`;

/**
 * One row per document and rate: number, date, value, party, place of supply, and which kind of
 * supply it is: 'nil' (rate 0), 'registered' (the party has a GSTIN), 'large' (inter-state,
 * unregistered, above the B2CL limit) or 'small' (every other supply to an unregistered person).
 */
export function documentsByRateSql(ctx: ReportContext, filters: ReportFilters, entity: string): RawBuilder<unknown> {
  const kind = KIND_BY_ENTITY.get(entity)!;
  return sql`select g.*,
      case when g.rate = 0 then 'nil' when g.gstin <> '' then 'registered'
           when g.inter_state = 1 and g.doc_value > ${B2CL_LIMIT} then 'large' else 'small' end as supply
    from (
      select d."Id" as doc_id, d.${sql.ref(kind.prefixedField)} as number, d.${sql.ref(kind.dateField)} as doc_date,
        d."NetBillAmt" as doc_value, coalesce(d."GSTIN", '') as gstin, d."PartyName" as party_name,
        d."PlaceOfSupply" as pos, case when d."PlaceOfSupply" = f."State" then 0 else 1 end as inter_state,
        ${RATE} as rate, ${TAX_SUMS()}
      from ${linesOf(ctx, filters, entity)}
      group by d."Id", d.${sql.ref(kind.prefixedField)}, d.${sql.ref(kind.dateField)}, d."NetBillAmt", d."GSTIN",
        d."PartyName", d."PlaceOfSupply", f."State", ${RATE}
    ) g`;
}

/** Lines of several document kinds, each with its sign (+1 supplies, -1 their returns), for netting. */
export function signedLinesSql(ctx: ReportContext, filters: ReportFilters, parts: Array<{ entity: string; sign: 1 | -1 }>): RawBuilder<unknown> {
  return sql.join(
    parts.map(
      ({ entity, sign }) => sql`select ${sql.lit(sign)} as sign, ${RATE} as rate, l."HSNCode" as hsn, l."UnitId" as unit_id, l."ItemName" as item_name,
        l."Qty" + coalesce(l."FreeQty", 0) as qty, l."TaxableAmt" as txval, coalesce(l."TaxAmt3", 0) as iamt,
        coalesce(l."TaxAmt1", 0) as camt, coalesce(l."TaxAmt2", 0) as samt, coalesce(l."TaxAmt4", 0) as csamt
      from ${linesOf(ctx, filters, entity)}`,
    ),
    sql` union all `,
  );
}
