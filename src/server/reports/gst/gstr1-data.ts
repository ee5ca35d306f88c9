// GSTR-1's sections as data (integers: paise, thousandths), read once and shaped twice: as report
// rows (gstr1-report.ts) and as the GST portal's JSON (gstr1-portal.ts).
import { sql } from 'kysely';
import type { ReportContext, ReportFilters } from '../../../../engine/server/report-types.ts';
import { KIND_BY_ENTITY } from '../../../../overrides/billing/document-kinds.ts';
import { documentsByRateSql, signedLinesSql } from './gst-lines.ts';

export type TaxHeads = { txval: number; iamt: number; camt: number; samt: number; csamt: number };
export type DocumentRate = TaxHeads & { docId: number; number: string; date: string; value: number; gstin: string; partyName: string; pos: string; interState: boolean; rate: number };
export type B2csRow = TaxHeads & { pos: string; interState: boolean; rate: number };
export type HsnRow = TaxHeads & { hsn: string; description: string; uqc: string; qty: number; rate: number };
export type DocumentSeries = { nature: 'invoices' | 'creditNotes'; prefix: string; from: string; to: string; total: number; cancelled: number; issued: number };

export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'doc'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];

const heads = (row: any): TaxHeads => ({ txval: Number(row.txval), iamt: Number(row.iamt), camt: Number(row.camt), samt: Number(row.samt), csamt: Number(row.csamt) });

/** Invoices (b2b: registered, b2cl: large) or credit notes (cdnr, cdnur), one entry per document and rate. */
export async function documentsOf(ctx: ReportContext, filters: ReportFilters, section: 'b2b' | 'b2cl' | 'cdnr' | 'cdnur'): Promise<DocumentRate[]> {
  const entity = section === 'b2b' || section === 'b2cl' ? 'sales' : 'salesreturn';
  const supply = section === 'b2b' || section === 'cdnr' ? 'registered' : 'large';
  const { rows } = await sql<any>`select * from (${documentsByRateSql(ctx, filters, entity)}) x where x.supply = ${supply}
    order by x.doc_date, x.doc_id, x.rate`.execute(ctx.db);
  return rows.map((row) => ({
    docId: Number(row.doc_id),
    number: row.number,
    date: String(row.doc_date),
    value: Number(row.doc_value),
    gstin: row.gstin,
    partyName: row.party_name,
    pos: row.pos,
    interState: Number(row.inter_state) === 1,
    rate: Number(row.rate),
    ...heads(row),
  }));
}

/** B2CS: small supplies to unregistered persons by place of supply and rate, net of their credit notes. */
export async function b2csOf(ctx: ReportContext, filters: ReportFilters): Promise<B2csRow[]> {
  const { rows } = await sql<any>`select x.pos, x.inter_state, x.rate,
      cast(sum(x.sign * x.txval) as bigint) as txval, cast(sum(x.sign * x.iamt) as bigint) as iamt,
      cast(sum(x.sign * x.camt) as bigint) as camt, cast(sum(x.sign * x.samt) as bigint) as samt,
      cast(sum(x.sign * x.csamt) as bigint) as csamt
    from (
      select 1 as sign, s.* from (${documentsByRateSql(ctx, filters, 'sales')}) s where s.supply = 'small'
      union all
      select -1 as sign, r.* from (${documentsByRateSql(ctx, filters, 'salesreturn')}) r where r.supply = 'small'
    ) x
    group by x.pos, x.inter_state, x.rate
    order by x.pos, x.rate`.execute(ctx.db);
  return rows.map((row) => ({ pos: row.pos, interState: Number(row.inter_state) === 1, rate: Number(row.rate), ...heads(row) }));
}

/** HSN summary: every outward line (nil-rated too) by HSN, unit and rate, net of sales returns. */
export async function hsnOf(ctx: ReportContext, filters: ReportFilters): Promise<HsnRow[]> {
  const lines = signedLinesSql(ctx, filters, [
    { entity: 'sales', sign: 1 },
    { entity: 'salesreturn', sign: -1 },
  ]);
  const { rows } = await sql<any>`select coalesce(x.hsn, '') as hsn, coalesce(u."UQC", 'OTH') as uqc, x.rate, max(x.item_name) as description,
      cast(sum(x.sign * x.qty) as bigint) as qty,
      cast(sum(x.sign * x.txval) as bigint) as txval, cast(sum(x.sign * x.iamt) as bigint) as iamt,
      cast(sum(x.sign * x.camt) as bigint) as camt, cast(sum(x.sign * x.samt) as bigint) as samt,
      cast(sum(x.sign * x.csamt) as bigint) as csamt
    from (${lines}) x
    left join unit u on u.tenant_id = ${ctx.tenantId} and u."Id" = x.unit_id
    group by coalesce(x.hsn, ''), coalesce(u."UQC", 'OTH'), x.rate
    order by 1, 3`.execute(ctx.db);
  return rows.map((row) => ({ hsn: row.hsn, description: row.description ?? '', uqc: row.uqc, qty: Number(row.qty), rate: Number(row.rate), ...heads(row) }));
}

/** Documents issued: per series (prefix), the first and last number, how many, and the gaps left by deletions. */
export async function documentSeriesOf(ctx: ReportContext, filters: ReportFilters): Promise<DocumentSeries[]> {
  const series: DocumentSeries[] = [];
  for (const [entity, nature] of [['sales', 'invoices'], ['salesreturn', 'creditNotes']] as const) {
    const kind = KIND_BY_ENTITY.get(entity)!;
    const date = sql.ref(`d.${kind.dateField}`);
    const numbered = sql`select d."Prefix" as prefix, d.${sql.ref(kind.numberField)} as no, d.${sql.ref(kind.prefixedField)} as num
      from ${sql.table(entity)} d
      where d.tenant_id = ${ctx.tenantId} and d."FirmId" = ${Number(filters.FirmId)} and ${date} >= ${filters.FromDate} and ${date} <= ${filters.ToDate}`;
    const { rows } = await sql<any>`with numbered as (${numbered}),
      ranges as (select prefix, min(no) as low, max(no) as high, count(*) as issued from numbered group by prefix)
      select r.prefix, r.issued, r.high - r.low + 1 as total, r.high - r.low + 1 - r.issued as cancelled,
        (select n.num from numbered n where n.prefix = r.prefix and n.no = r.low) as from_num,
        (select n.num from numbered n where n.prefix = r.prefix and n.no = r.high) as to_num
      from ranges r order by r.prefix`.execute(ctx.db);
    for (const row of rows) {
      series.push({ nature, prefix: row.prefix, from: row.from_num, to: row.to_num, total: Number(row.total), cancelled: Number(row.cancelled), issued: Number(row.issued) });
    }
  }
  return series;
}
