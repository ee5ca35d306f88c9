// The dashboard's tiles from the server's figures: what each shows and which report, with which
// filters, lies behind it. Pure (no React), so it is tested on its own.
import { formatIndian } from '../../../engine/ui/format.ts';
import type { DashboardData, DashboardTradeFigures } from '../../shared/dashboard-wire.ts';

export type TileLine = { label: string; value: string; link?: string };

export type Tile = {
  key: string;
  title: string;
  /** The headline figure, already formatted. */
  value: string;
  /** The report the figure comes from, with its filters in the query string. */
  link: string;
  /** A few words under the figure saying what it counts. */
  caption?: string;
  lines: TileLine[];
  /** True when the figure asks for attention (cash overdrawn, items to reorder). */
  warn?: boolean;
};

/** Rupees in Indian grouping: 123456.78 -> "₹1,23,456.78", -5 -> "-₹5.00". */
export function money(value: number): string {
  return value < 0 ? `-₹${formatIndian(-value)}` : `₹${formatIndian(value)}`;
}

/** Stock in units with up to three decimals, grouped the Indian way: 1250.5 -> "1,250.5". */
export function quantity(value: number): string {
  return formatIndian(value, 3).replace(/\.?0+$/, '');
}

/** A report route with its filters; the firm is added when the dashboard is for one. */
export function reportLink(report: string, data: Pick<DashboardData, 'FirmId'>, filters: Record<string, string | number>): string {
  const query = new URLSearchParams(Object.entries(filters).map(([name, value]) => [name, String(value)]));
  if (data.FirmId !== null) query.set('FirmId', String(data.FirmId));
  const text = query.toString();
  return text ? `/${report}?${text}` : `/${report}`;
}

type Period = { key: 'today' | 'month'; label: string; figures: DashboardTradeFigures; from: string };

function periods(data: DashboardData): Period[] {
  return [
    { key: 'today', label: 'today', figures: data.Today, from: data.Date },
    { key: 'month', label: 'this month', figures: data.Month, from: data.MonthStart },
  ];
}

/** Sales or purchases of a period: net of returns, with the bills and the returns, each from its register. */
const SIDES = [
  { key: 'sales', title: 'Sales', report: 'salesreport', returnReport: 'salesreturnreport', net: 'NetSales', bills: 'Sales', returns: 'SalesReturns' },
  { key: 'purchases', title: 'Purchases', report: 'purchasereport', returnReport: 'purchasereturnreport', net: 'NetPurchases', bills: 'Purchases', returns: 'PurchaseReturns' },
] as const;

function tradeTiles(data: DashboardData): Tile[] {
  const cash = data.CashAndBank.find((ledger) => ledger.Group === 'CASH_IN_HAND');
  return periods(data).flatMap(({ key, label, figures, from }) => {
    const range = { FromDate: from, ToDate: data.Date };
    // Money in and out goes through cash and bank: the cash and bank book for the same days, starting
    // with the cash ledger (the report's own default too), where the bank books are a pick away.
    const cashBook = reportLink('cashbankbook', data, cash ? { LedgerId: cash.LedgerId, ...range } : range);
    return [
      ...SIDES.map((side) => ({
        key: `${side.key}-${key}`,
        title: `${side.title} ${label}`,
        value: money(figures[side.net]),
        link: reportLink(side.report, data, range),
        lines: [
          { label: 'Bills', value: money(figures[side.bills]) },
          { label: 'Returns', value: money(figures[side.returns]), link: reportLink(side.returnReport, data, range) },
        ],
      })),
      { key: `receipts-${key}`, title: `Received ${label}`, value: money(figures.Receipts), link: cashBook, caption: 'Into cash and bank', lines: [] },
      { key: `payments-${key}`, title: `Paid ${label}`, value: money(figures.Payments), link: cashBook, caption: 'Out of cash and bank', lines: [] },
    ];
  });
}

function balanceTiles(data: DashboardData): Tile[] {
  const asOn = { ToDate: data.Date };
  const cash = data.CashAndBank.find((ledger) => ledger.Group === 'CASH_IN_HAND');
  const ledgerRange = { FromDate: data.YearStart, ToDate: data.Date };
  return [
    { key: 'receivables', title: 'Receivables', value: money(data.Receivables), link: reportLink('partywiseoutstanding', data, { Side: 'customer', AsOnDate: data.Date }), caption: 'Owed by customers', lines: [] },
    { key: 'payables', title: 'Payables', value: money(data.Payables), link: reportLink('partywiseoutstanding', data, { Side: 'supplier', AsOnDate: data.Date }), caption: 'Owed to suppliers', lines: [] },
    {
      key: 'cash-bank',
      title: 'Cash and bank',
      value: money(data.CashAndBankTotal),
      link: reportLink('ledgerreport', data, cash ? { LedgerId: cash.LedgerId, ...ledgerRange } : ledgerRange),
      warn: data.CashAndBank.some((ledger) => ledger.Balance < 0),
      lines: data.CashAndBank.map((ledger) => ({
        label: ledger.LedgerName,
        value: money(ledger.Balance),
        link: reportLink('ledgerreport', data, { LedgerId: ledger.LedgerId, ...ledgerRange }),
      })),
    },
    {
      key: 'reorder',
      title: 'Items to reorder',
      value: data.Reorder.Count === 1 ? '1 item' : `${formatIndian(data.Reorder.Count, 0)} items`,
      link: reportLink('stockreport', data, asOn),
      warn: data.Reorder.Count > 0,
      caption: data.Reorder.Count === 0 ? 'Every item is above its reorder level' : 'Stock at or below its reorder level',
      lines: data.Reorder.Items.map((item) => ({ label: item.ItemName, value: `${quantity(item.Stock)} (level ${quantity(item.ReorderLevel)})` })),
    },
  ];
}

export function dashboardTiles(data: DashboardData): Tile[] {
  return [...tradeTiles(data), ...balanceTiles(data)];
}
