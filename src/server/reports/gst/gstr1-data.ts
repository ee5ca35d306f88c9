// GSTR-1's sections as data (integers: paise, thousandths), read once and shaped twice: as report
// rows (gstr1-report.ts) and as the GST portal's JSON (gstr1-portal.ts).
import { sql } from 'kysely';
import type { ReportContext, ReportFilters } from '../../../../engine/server/index.ts';
import { documents } from '../../../../overrides/billing/document-kinds.ts';
import { mulDiv, PERCENT } from '../../../../overrides/billing/exact.ts';
import { isExport } from '../../../../overrides/billing/supply-kind.ts';
import { AMENDS, documentsByRateSql, kindsWhere, linesOf, RATE, signedLinesSql } from './gst-lines.ts';

export type TaxHeads = { txval: number; iamt: number; camt: number; samt: number; csamt: number };
/** Export details of an invoice (table 6A): port code, shipping bill number and date (ISO), each possibly empty. */
export type ShippingBill = { port: string; number: string; date: string };
export type DocumentRate = TaxHeads & {
  /** The document's entity (sales, salesreturn, a note). */
  entity: string;
  docId: number;
  number: string;
  date: string;
  value: number;
  gstin: string;
  partyName: string;
  pos: string;
  interState: boolean;
  rate: number;
  /** The kind of supply (of the invoice a note amends): 'Regular', 'Export under LUT', 'SEZ with IGST' ... */
  supplyKind: string;
  reverseCharge: boolean;
  /** A note's type, the portal's ntty: 'C' credit, 'D' debit; null for an invoice. */
  noteType: 'C' | 'D' | null;
  shippingBill: ShippingBill | null;
};
export type B2csRow = TaxHeads & { pos: string; interState: boolean; rate: number };
export type HsnRow = TaxHeads & { registered: boolean; hsn: string; description: string; uqc: string; qty: number; rate: number };
/** Table 8: nil-rated, exempt and non-GST supplies by inter/intra-state and registered/unregistered recipient (paise). */
export type NilRow = { interState: boolean; registered: boolean; nil: number; exempt: number; nonGst: number };
export type DocumentSeries = { nature: 'invoices' | 'creditNotes' | 'debitNotes'; prefix: string; from: string; to: string; total: number; cancelled: number; issued: number };

export const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'exp', 'cdnr', 'cdnur', 'nil', 'hsn', 'doc'] as const;
export type Gstr1Section = (typeof GSTR1_SECTIONS)[number];
export type DocumentSection = 'b2b' | 'b2cl' | 'exp' | 'cdnr' | 'cdnur';

const heads = (row: any): TaxHeads => ({ txval: Number(row.txval), iamt: Number(row.iamt), camt: Number(row.camt), samt: Number(row.samt), csamt: Number(row.csamt) });

/**
 * On a supply under reverse charge the bill charges no tax, but GSTR-1 (table 4B, the portal's b2b with
 * rchrg "Y") reports the tax the recipient pays (CGST Act s.9(3)): the rate on the taxable value, half
 * each as CGST and SGST within a state. Cess is not worked out (the books hold no cess rate per row).
 */
function recipientPays(row: TaxHeads & { rate: number; interState: boolean }): TaxHeads {
  const whole = mulDiv(row.txval, row.rate, PERCENT);
  const half = mulDiv(row.txval, row.rate / 2, PERCENT);
  return row.interState ? { ...row, iamt: whole, camt: 0, samt: 0 } : { ...row, iamt: 0, camt: half, samt: half };
}

/** Every document GSTR-1 reports: the invoices (sales) and the notes that amend them (AMENDS). */
export const gstr1Documents = (): string[] => ['sales', ...Object.keys(AMENDS)];

/** Which documents and supplies fill each section: invoices (sales) or notes (the AMENDS documents). */
const SECTION_OF: Record<DocumentSection, { notes: boolean; supplies: string[] }> = {
  b2b: { notes: false, supplies: ['registered'] },
  b2cl: { notes: false, supplies: ['large'] },
  exp: { notes: false, supplies: ['export'] },
  cdnr: { notes: true, supplies: ['registered'] },
  // Notes to unregistered persons: against a B2CL invoice or an export (the portal's typ B2CL, EXPWP, EXPWOP).
  cdnur: { notes: true, supplies: ['large', 'export'] },
};

/** Invoices (b2b, b2cl, exp) or notes (cdnr, cdnur), one entry per document and rate. */
export async function documentsOf(ctx: ReportContext, filters: ReportFilters, section: DocumentSection): Promise<DocumentRate[]> {
  const { notes, supplies } = SECTION_OF[section];
  const entities = notes ? Object.keys(AMENDS) : ['sales'];
  const found: DocumentRate[] = [];
  for (const entity of entities) {
    const { rows } = await sql<any>`select * from (${documentsByRateSql(ctx, filters, entity)}) x where x.supply in (${sql.join(supplies)})
      order by x.doc_date, x.doc_id, x.rate`.execute(ctx.db);
    const bills = section === 'exp' ? await shippingBillsOf(ctx, rows.map((row) => Number(row.doc_id))) : new Map<number, ShippingBill>();
    for (const row of rows) {
      const entry: DocumentRate = {
        entity,
        docId: Number(row.doc_id),
        number: row.number,
        date: String(row.doc_date),
        value: Number(row.doc_value),
        gstin: row.gstin,
        partyName: row.party_name,
        pos: row.pos,
        interState: Number(row.inter_state) === 1,
        rate: Number(row.rate),
        supplyKind: String(row.supply_kind),
        reverseCharge: Number(row.reverse_charge) === 1,
        noteType: row.note_type === 'C' || row.note_type === 'D' ? row.note_type : null,
        shippingBill: bills.get(Number(row.doc_id)) ?? null,
        ...heads(row),
      };
      found.push(entry.reverseCharge ? { ...entry, ...recipientPays(entry) } : entry);
    }
  }
  return found.sort((a, b) => a.date.localeCompare(b.date) || a.entity.localeCompare(b.entity) || a.docId - b.docId || a.rate - b.rate);
}

/** The export invoices' port code and shipping bill (table 6A), by invoice id. */
async function shippingBillsOf(ctx: ReportContext, ids: number[]): Promise<Map<number, ShippingBill>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db.selectFrom('sales').select(['Id', 'PortCode', 'ShippingBillNo', 'ShippingBillDate']).where('tenant_id', '=', ctx.tenantId).where('Id', 'in', ids).execute();
  return new Map(rows.map((row: any) => [Number(row.Id), { port: row.PortCode ?? '', number: row.ShippingBillNo ?? '', date: row.ShippingBillDate ? String(row.ShippingBillDate) : '' }]));
}

/** B2CS: small supplies to unregistered persons by place of supply and rate, net of their credit notes. */
export async function b2csOf(ctx: ReportContext, filters: ReportFilters): Promise<B2csRow[]> {
  const notes = Object.entries(AMENDS).map(
    ([entity, { noteType }]) => sql`select ${sql.lit(noteType === 'C' ? -1 : 1)} as sign, r.* from (${documentsByRateSql(ctx, filters, entity)}) r where r.supply = 'small'`,
  );
  const { rows } = await sql<any>`select x.pos, x.inter_state, x.rate,
      cast(sum(x.sign * x.txval) as bigint) as txval, cast(sum(x.sign * x.iamt) as bigint) as iamt,
      cast(sum(x.sign * x.camt) as bigint) as camt, cast(sum(x.sign * x.samt) as bigint) as samt,
      cast(sum(x.sign * x.csamt) as bigint) as csamt
    from (
      select 1 as sign, s.* from (${documentsByRateSql(ctx, filters, 'sales')}) s where s.supply = 'small'
      union all
      ${sql.join(notes, sql` union all `)}
    ) x
    group by x.pos, x.inter_state, x.rate
    order by x.pos, x.rate`.execute(ctx.db);
  return rows.map((row) => ({ pos: row.pos, interState: Number(row.inter_state) === 1, rate: Number(row.rate), ...heads(row) }));
}

/**
 * Table 8 from the rate-0 lines of the period's invoices, net of their credit notes (exports are table 6A,
 * whatever the rate). The books tell two things apart, and the choice is kept simple:
 * - a line whose item is marked "Outside GST" (petrol, alcohol for human consumption: CGST Act s.9(1)
 *   and (2)) is a non-GST supply (ngsup_amt), on any bill;
 * - every other rate-0 line is nil-rated (nil_amt): an item at 0 %, or a taxable item on a NON GST bill.
 *   The latter is not truly nil-rated (the bill should have charged GST); it is reported here because no
 *   tax was charged on it, and the README says so. Exempt supplies (expt_amt) are not told apart from
 *   nil-rated ones: an item carries no exemption notification, so expt_amt is always 0.
 * Inter-state is the place of supply against the firm's state; registered, a GSTIN on the document.
 * A net below zero (notes larger than the month's supplies) is shown as 0: the portal takes no negative
 * table 8 figure, and the note is then the earlier period's to amend.
 */
export async function nilOf(ctx: ReportContext, filters: ReportFilters): Promise<NilRow[]> {
  const parts = [{ entity: 'sales', sign: 1 }, ...Object.entries(AMENDS).map(([entity, { noteType }]) => ({ entity, sign: noteType === 'C' ? -1 : 1 }))];
  const item = sql`left join item it on it.tenant_id = l.tenant_id and it."Id" = l."ItemId"`;
  const selects = parts.map(({ entity, sign }) => {
    const supply = documents().require(entity).supplyKindField;
    const notExport = supply ? sql` and coalesce(d.${sql.ref(supply)}, 'Regular') not in (${kindsWhere(isExport)})` : sql``;
    return sql`select case when d."PlaceOfSupply" = f."State" then 0 else 1 end as inter_state,
        case when coalesce(d."GSTIN", '') <> '' then 1 else 0 end as registered,
        ${sql.lit(sign)} * case when it."OutsideGST" then 0 else l."TaxableAmt" end as nil_amt,
        ${sql.lit(sign)} * case when it."OutsideGST" then l."TaxableAmt" else 0 end as ngsup_amt
      from ${linesOf(ctx, filters, entity, item)} and ${RATE} = 0${notExport}`;
  });
  const { rows } = await sql<any>`select x.inter_state, x.registered, cast(sum(x.nil_amt) as bigint) as nil_amt, cast(sum(x.ngsup_amt) as bigint) as ngsup_amt
    from (${sql.join(selects, sql` union all `)}) x group by x.inter_state, x.registered`.execute(ctx.db);
  const found = new Map(rows.map((row) => [`${Number(row.inter_state)}${Number(row.registered)}`, row]));
  // All four rows, in the form's order (inter-state to registered, intra-state to registered, inter-state to unregistered, intra-state to unregistered).
  return [
    [true, true],
    [false, true],
    [true, false],
    [false, false],
  ].map(([interState, registered]) => {
    const row = found.get(`${interState ? 1 : 0}${registered ? 1 : 0}`);
    return { interState, registered, nil: Math.max(0, Number(row?.nil_amt ?? 0)), exempt: 0, nonGst: Math.max(0, Number(row?.ngsup_amt ?? 0)) };
  });
}

/**
 * HSN summary (table 12): every outward line (nil-rated and exports too) by HSN, unit and rate, net of the
 * notes, split since 2025 into supplies to registered persons (the portal's hsn_b2b: b2b, SEZ, deemed
 * exports, cdnr) and to everyone else (hsn_b2c), by whether the document carries a GSTIN.
 */
export async function hsnOf(ctx: ReportContext, filters: ReportFilters): Promise<HsnRow[]> {
  const lines = signedLinesSql(ctx, filters, [
    { entity: 'sales', sign: 1 },
    ...Object.entries(AMENDS).map(([entity, { noteType }]) => ({ entity, sign: noteType === 'C' ? (-1 as const) : (1 as const) })),
  ]);
  // A charge is a service: the portal's UQC for services is NA, with no quantity.
  const uqc = sql`case when x.service = 1 then 'NA' else coalesce(u."UQC", 'OTH') end`;
  const { rows } = await sql<any>`select x.registered, coalesce(x.hsn, '') as hsn, ${uqc} as uqc, x.rate, max(x.item_name) as description,
      cast(sum(x.sign * x.qty) as bigint) as qty,
      cast(sum(x.sign * x.txval) as bigint) as txval, cast(sum(x.sign * x.iamt) as bigint) as iamt,
      cast(sum(x.sign * x.camt) as bigint) as camt, cast(sum(x.sign * x.samt) as bigint) as samt,
      cast(sum(x.sign * x.csamt) as bigint) as csamt
    from (${lines}) x
    left join unit u on u.tenant_id = ${ctx.tenantId} and u."Id" = x.unit_id
    group by x.registered, coalesce(x.hsn, ''), ${uqc}, x.rate
    order by 1 desc, 2, 4`.execute(ctx.db);
  return rows.map((row) => ({ registered: Number(row.registered) === 1, hsn: row.hsn, description: row.description ?? '', uqc: row.uqc, qty: Number(row.qty), rate: Number(row.rate), ...heads(row) }));
}

/** A numbered document of a series: its number within the series and as printed; deleted or not. */
type Numbered = { prefix: string; no: number; num: string; deleted: boolean };

/**
 * The documents of a kind deleted from the firm in the period, as the edit log kept them (the record as
 * it stood when deleted). A deleted number is still a number issued: GSTR-1 table 13 counts it, as
 * cancelled, in its series' range, even at the range's first or last number.
 */
async function deletedOf(ctx: ReportContext, filters: ReportFilters, entity: string): Promise<Numbered[]> {
  const kind = documents().require(entity);
  const rows = await ctx.db.selectFrom('edit_log').select('before_data').where('tenant_id', '=', ctx.tenantId).where('entity', '=', entity).where('action', '=', 'delete').execute();
  return rows.flatMap((row) => {
    const before = (typeof row.before_data === 'string' ? JSON.parse(row.before_data) : row.before_data) as Record<string, unknown> | null;
    const date = String(before?.[kind.dateField] ?? '');
    if (!before || Number(before.FirmId) !== Number(filters.FirmId) || date < filters.FromDate! || date > filters.ToDate!) return [];
    return [{ prefix: String(before.Prefix ?? ''), no: Number(before[kind.numberField]), num: String(before[kind.prefixedField]), deleted: true }];
  });
}

/**
 * Documents issued (GSTR-1 table 13): per series (prefix), the first and last number issued in the
 * period, deleted ones included, how many in that range, how many of them cancelled (deleted, or a gap)
 * and how many stand.
 */
export async function documentSeriesOf(ctx: ReportContext, filters: ReportFilters): Promise<DocumentSeries[]> {
  const series: DocumentSeries[] = [];
  const kinds: Array<[string, DocumentSeries['nature']]> = [['sales', 'invoices'], ...Object.entries(AMENDS).map(([entity, { noteType }]): [string, DocumentSeries['nature']] => [entity, noteType === 'C' ? 'creditNotes' : 'debitNotes'])];
  for (const [entity, nature] of kinds) {
    const kind = documents().require(entity);
    const date = sql.ref(`d.${kind.dateField}`);
    const { rows } = await sql<any>`select d."Prefix" as prefix, d.${sql.ref(kind.numberField)} as no, d.${sql.ref(kind.prefixedField)} as num
      from ${sql.table(entity)} d
      where d.tenant_id = ${ctx.tenantId} and d."FirmId" = ${Number(filters.FirmId)} and ${date} >= ${filters.FromDate} and ${date} <= ${filters.ToDate}`.execute(ctx.db);
    const live: Numbered[] = rows.map((row) => ({ prefix: String(row.prefix ?? ''), no: Number(row.no), num: String(row.num), deleted: false }));
    // One entry per number of a series: a live document wins over a deleted one of the same number.
    const byPrefix = new Map<string, Map<number, Numbered>>();
    for (const entry of [...(await deletedOf(ctx, filters, entity)), ...live].filter((one) => Number.isFinite(one.no))) {
      const numbers = byPrefix.get(entry.prefix) ?? new Map<number, Numbered>();
      byPrefix.set(entry.prefix, numbers.set(entry.no, entry));
    }
    for (const prefix of [...byPrefix.keys()].sort()) {
      const entries = [...byPrefix.get(prefix)!.values()].sort((a, b) => a.no - b.no);
      const low = entries[0];
      const high = entries[entries.length - 1];
      const issued = entries.filter((entry) => !entry.deleted).length;
      const total = high.no - low.no + 1;
      series.push({ nature, prefix, from: low.num, to: high.num, total, cancelled: total - issued, issued });
    }
  }
  return series;
}
