// What GET /api/dashboard answers in `data`: money in rupees (at most two decimals), stock in units
// (at most three). Types only, so the browser imports them without any server code.

export type DashboardTradeFigures = {
  /** Bill value of sales and of sales returns, and sales net of returns. */
  Sales: number;
  SalesReturns: number;
  NetSales: number;
  Purchases: number;
  PurchaseReturns: number;
  NetPurchases: number;
  /** Money into and out of cash and bank ledgers (contra transfers left out). */
  Receipts: number;
  Payments: number;
};

export type DashboardLedger = { LedgerId: number; LedgerName: string; Group: 'CASH_IN_HAND' | 'BANK_ACCOUNTS'; Balance: number };

export type DashboardReorderItem = { ItemId: number; ItemName: string; Stock: number; ReorderLevel: number };

export type DashboardData = {
  Date: string;
  FirmId: number | null;
  MonthStart: string;
  YearStart: string;
  YearEnd: string;
  Today: DashboardTradeFigures;
  /** From MonthStart to Date. */
  Month: DashboardTradeFigures;
  /** Net balance of Sundry Debtors (owed to the business) and of Sundry Creditors (owed by it). */
  Receivables: number;
  Payables: number;
  /** Each cash and bank ledger's balance on Date, Dr positive. */
  CashAndBank: DashboardLedger[];
  /** Their sum, in rupees. */
  CashAndBankTotal: number;
  Reorder: { Count: number; Items: DashboardReorderItem[] };
  /** April of the financial year to Date's month, net of returns. */
  Monthly: Array<{ Month: string; Sales: number; Purchases: number }>;
};
