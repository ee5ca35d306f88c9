// GSTR-3B's tables that the books answer: 3.1(a) outward taxable supplies and 3.1(c) nil-rated and
// exempt (NON GST) supplies, both net of sales returns, and 4 input tax credit from purchases net of
// purchase returns, by tax head. Summed in SQL from the document lines, in paise.
import { sql } from 'kysely';
import type { ReportQuery, ReportRow } from '../../../../engine/server/report-types.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { signedLinesSql } from './gst-lines.ts';

const SUMS = sql`
  cast(sum(case when x.rate > 0 then x.sign * x.txval else 0 end) as bigint) as taxed,
  cast(sum(case when x.rate = 0 then x.sign * x.txval else 0 end) as bigint) as nil,
  cast(sum(x.sign * x.iamt) as bigint) as iamt, cast(sum(x.sign * x.camt) as bigint) as camt,
  cast(sum(x.sign * x.samt) as bigint) as samt, cast(sum(x.sign * x.csamt) as bigint) as csamt`;

const heads = (row: any) => ({ IGST: rupees(Number(row.iamt ?? 0)), CGST: rupees(Number(row.camt ?? 0)), SGST: rupees(Number(row.samt ?? 0)), Cess: rupees(Number(row.csamt ?? 0)) });
const NO_TAX = { IGST: 0, CGST: 0, SGST: 0, Cess: 0 };

export const gstr3b: ReportQuery = async (ctx, filters) => {
  const outward = signedLinesSql(ctx, filters, [
    { entity: 'sales', sign: 1 },
    { entity: 'salesreturn', sign: -1 },
  ]);
  const inward = signedLinesSql(ctx, filters, [
    { entity: 'purchase', sign: 1 },
    { entity: 'purchasereturn', sign: -1 },
  ]);
  const sales = (await sql<any>`select ${SUMS} from (${outward}) x`.execute(ctx.db)).rows[0];
  const purchases = (await sql<any>`select ${SUMS} from (${inward}) x`.execute(ctx.db)).rows[0];
  const rows: ReportRow[] = [
    { Table: '3.1(a)', Description: 'Outward taxable supplies (other than zero rated, nil rated and exempted)', Taxable: rupees(Number(sales.taxed ?? 0)), ...heads(sales) },
    { Table: '3.1(c)', Description: 'Other outward supplies (nil rated, exempted)', Taxable: rupees(Number(sales.nil ?? 0)), ...NO_TAX },
    { Table: '4(A)(5)', Description: 'ITC available: all other ITC (purchases less purchase returns)', Taxable: null, ...heads(purchases) },
    { Table: '4(C)', Description: 'Net ITC available', Taxable: null, ...heads(purchases), RowStyle: 'subtotal' },
  ];
  return { rows };
};
