// The dashboard's tiles: Indian-grouped rupees, and each tile's link to its report with its filters.
import { describe, expect, it } from 'vitest';
import { monthLabel, shortRupees } from '../../src/client/dashboard/chartFormat.ts';
import { dashboardTiles, money, quantity, reportLink } from '../../src/client/dashboard/tiles.ts';
import type { DashboardData } from '../../src/shared/dashboard-wire.ts';

const trade = (net: number) => ({ Sales: net + 100, SalesReturns: 100, NetSales: net, Purchases: 5000, PurchaseReturns: 0, NetPurchases: 5000, Receipts: 750.5, Payments: 0 });

const DATA: DashboardData = {
  Date: '2026-11-22',
  FirmId: null,
  MonthStart: '2026-11-01',
  YearStart: '2026-04-01',
  YearEnd: '2027-03-31',
  Today: trade(123456.78),
  Month: trade(12345678.9),
  Receivables: 250000,
  Payables: 0,
  CashAndBank: [
    { LedgerId: 7, LedgerName: 'Cash', Group: 'CASH_IN_HAND', Balance: -120.5 },
    { LedgerId: 31, LedgerName: 'HDFC Bank', Group: 'BANK_ACCOUNTS', Balance: 100000 },
  ],
  CashAndBankTotal: 99879.5,
  Reorder: { Count: 7, Items: [{ ItemId: 4, ItemName: 'Pen', Stock: 1250.5, ReorderLevel: 2000 }] },
  Monthly: [],
};

const byKey = (data: DashboardData) => new Map(dashboardTiles(data).map((tile) => [tile.key, tile]));

describe('dashboard tiles', () => {
  it('formats rupees in Indian grouping with the sign before the symbol, and quantities without trailing zeros', () => {
    expect(money(123456.78)).toBe('₹1,23,456.78');
    expect(money(12345678.9)).toBe('₹1,23,45,678.90');
    expect(money(-120.5)).toBe('-₹120.50');
    expect(money(0)).toBe('₹0.00');
    expect(quantity(1250.5)).toBe('1,250.5');
    expect(quantity(36)).toBe('36');
  });

  it('shows net sales with bills and returns, linking to the register for the day or the month', () => {
    const tiles = byKey(DATA);
    expect(tiles.get('sales-today')).toMatchObject({
      title: 'Sales today',
      value: '₹1,23,456.78',
      link: '/salesreport?FromDate=2026-11-22&ToDate=2026-11-22',
      lines: [
        { label: 'Bills', value: '₹1,23,556.78' },
        { label: 'Returns', value: '₹100.00', link: '/salesreturnreport?FromDate=2026-11-22&ToDate=2026-11-22' },
      ],
    });
    expect(tiles.get('sales-month')!.link).toBe('/salesreport?FromDate=2026-11-01&ToDate=2026-11-22');
    expect(tiles.get('purchases-month')!.link).toBe('/purchasereport?FromDate=2026-11-01&ToDate=2026-11-22');
    expect(tiles.get('receipts-today')).toMatchObject({ value: '₹750.50', link: '/cashbankbook?LedgerId=7&FromDate=2026-11-22&ToDate=2026-11-22' });
    expect(tiles.get('payments-month')!.link).toBe('/cashbankbook?LedgerId=7&FromDate=2026-11-01&ToDate=2026-11-22');
  });

  it('links balances to the outstanding and ledger reports, and warns of overdrawn cash and items to reorder', () => {
    const tiles = byKey(DATA);
    expect(tiles.get('receivables')).toMatchObject({ value: '₹2,50,000.00', link: '/partywiseoutstanding?Side=customer&AsOnDate=2026-11-22' });
    expect(tiles.get('payables')!.link).toBe('/partywiseoutstanding?Side=supplier&AsOnDate=2026-11-22');
    expect(tiles.get('cash-bank')).toMatchObject({
      value: '₹99,879.50',
      warn: true,
      link: '/ledgerreport?LedgerId=7&FromDate=2026-04-01&ToDate=2026-11-22',
      lines: [
        { label: 'Cash', value: '-₹120.50', link: '/ledgerreport?LedgerId=7&FromDate=2026-04-01&ToDate=2026-11-22' },
        { label: 'HDFC Bank', value: '₹1,00,000.00', link: '/ledgerreport?LedgerId=31&FromDate=2026-04-01&ToDate=2026-11-22' },
      ],
    });
    expect(tiles.get('reorder')).toMatchObject({ value: '7 items', warn: true, link: '/stockreport?ToDate=2026-11-22', lines: [{ label: 'Pen', value: '1,250.5 (level 2,000)' }] });
    const none = byKey({ ...DATA, Reorder: { Count: 0, Items: [] } }).get('reorder')!;
    expect([none.value, none.warn, none.caption]).toEqual(['0 items', false, 'Every item is above its reorder level']);
  });

  it('carries the chosen firm into every report link', () => {
    expect(reportLink('salesreport', { FirmId: 3 }, { FromDate: '2026-11-01' })).toBe('/salesreport?FromDate=2026-11-01&FirmId=3');
    expect(reportLink('stockreport', { FirmId: null }, {})).toBe('/stockreport');
    expect(dashboardTiles({ ...DATA, FirmId: 3 }).every((tile) => tile.link.endsWith('FirmId=3'))).toBe(true);
  });

  it('labels the chart: months and short Indian amounts', () => {
    expect(monthLabel('2026-04')).toBe('Apr 26');
    expect(monthLabel('2027-01')).toBe('Jan 27');
    expect([shortRupees(950), shortRupees(12500), shortRupees(150000), shortRupees(25000000), shortRupees(-4000)]).toEqual(['₹950', '₹12.5K', '₹1.5L', '₹2.5Cr', '-₹4K']);
  });
});
