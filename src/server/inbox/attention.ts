// The inbox (the header's Inbox, /email-inbox): what needs the owner's (or a granted employee's) attention
// today, worked out from the books when asked, so it is never stale and nothing has to be dismissed:
// - stock below zero: an item sold (or returned to its supplier) before its purchase was entered, which
//   leaves its stock, its cost and the P&L wrong until the purchase is entered;
// - stock at or below the item's reorder level;
// - customers' bills unpaid more than 30 days after their date.
// Quantities are thousandths and money paise, as stored.
import { sql } from 'kysely';
import type { ReportContext } from '../../../engine/server/index.ts';
import { itemsToReorder } from '../dashboard/reorder.ts';
import { dashboardPeriods } from '../dashboard/period.ts';
import { money as printedMoney, quantity as printedQuantity } from '../../../overrides/invoices/print-format.ts';
import { itemStockSql } from '../reports/stock/stock-summary.ts';

export type Attention = {
  Kind: 'negative-stock' | 'reorder' | 'overdue';
  Severity: 'error' | 'warning' | 'info';
  Title: string;
  Detail: string;
  /** The page that shows the figures behind it (an app path with its filters). */
  Link: string;
};

/** Bills unpaid this many days after their date are overdue (a common credit period; no party has its own yet). */
export const OVERDUE_DAYS = 30;
const MOST = 50;

// Figures read as on the printed documents: Indian grouping, quantities without trailing zeros.
const quantity = (thousandths: number, unit: string | null) => `${printedQuantity(thousandths)}${unit ? ` ${unit}` : ''}`;
const money = (paise: number) => `₹${printedMoney(paise)}`;

/** Items whose stock today is below zero, then those at or below their reorder level (the dashboard's list). */
export async function stockAttention(ctx: ReportContext, today: string, yearStart: string): Promise<Attention[]> {
  const { rows } = await sql<any>`select st.item_id, st.item_name, st.unit_name, st.closing_qty
    from (${itemStockSql(ctx, { FromDate: today, ToDate: today })}) st
    where st.closing_qty < 0
    order by st.item_name
    limit ${MOST}`.execute(ctx.db);
  const ledger = (itemId: unknown) => `/itemledgerreport?ItemId=${itemId}&FromDate=${yearStart}&ToDate=${today}`;
  const below: Attention[] = rows.map((row) => ({
    Kind: 'negative-stock',
    Severity: 'error',
    Title: `${row.item_name}: ${quantity(Number(row.closing_qty), row.unit_name)} in stock`,
    Detail: 'More went out than came in: a purchase may not have been entered yet. Until it is, its stock value and cost of sales are wrong.',
    Link: ledger(row.item_id),
  }));
  const reorder = await itemsToReorder({ db: ctx.db, tenantId: ctx.tenantId, firmId: null, periods: dashboardPeriods(today) }, MOST);
  return [
    ...below,
    ...reorder.items
      .filter((item) => item.stock >= 0)
      .map((item): Attention => ({
        Kind: 'reorder',
        Severity: 'warning',
        Title: `${item.itemName}: ${quantity(item.stock, null)} left`,
        Detail: `At or below its reorder level of ${quantity(item.reorderLevel, null)}.`,
        Link: ledger(item.itemId),
      })),
  ];
}

/** Customers with sales bills unpaid more than OVERDUE_DAYS after their date, the largest first. */
export async function overdueAttention(ctx: ReportContext, today: string, cutOff: string): Promise<Attention[]> {
  const { rows } = await sql<any>`select s."CustId" as party_id, max(s."PartyName") as party_name, count(*) as bills,
      cast(sum(s."BalanceBillAmt") as bigint) as due, min(s."BillDate") as oldest
    from sales s
    where s.tenant_id = ${ctx.tenantId} and s."BalanceBillAmt" > 0 and s."BillDate" < ${cutOff}
    group by s."CustId"
    order by 4 desc
    limit ${MOST}`.execute(ctx.db);
  return rows.map((row) => ({
    Kind: 'overdue',
    Severity: 'info',
    Title: `${row.party_name} owes ${money(Number(row.due))}`,
    Detail: `${Number(row.bills)} bill${Number(row.bills) === 1 ? '' : 's'} unpaid more than ${OVERDUE_DAYS} days, the oldest of ${String(row.oldest).split('-').reverse().join('-')}.`,
    Link: `/partywiseoutstanding?AsOnDate=${today}`,
  }));
}
