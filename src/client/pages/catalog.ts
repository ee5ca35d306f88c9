// Every page of SPEC section 2 outside the schema-routed documents: its path, title and the lazy import
// of its module. Every entry is a working page: there are no placeholders (a page that does not work is
// not listed, so it is in no menu and no route).

import type { ComponentType } from 'react';

export type PageArea = 'layout' | 'form' | 'invoice' | 'report';

export interface PageEntry {
  /** Router path without a leading slash; the dashboard is handled on its own. */
  path: string;
  /** A second route that opens the same page for editing, e.g. 'salesform/:salesId'. */
  editPath?: string;
  area: PageArea;
  title: string;
  load: () => Promise<{ default: ComponentType }>;
}

/** A page the metadata engine draws from the entity's schema (list, search, form). */
const loadEntityPage = () => import('../engine/EntityRoutePage.tsx');
const entity = (path: string, title: string): PageEntry => ({ path, area: 'layout', title, load: loadEntityPage });
// The documents' list, form and print pages are not listed here: they come from the document catalog
// (each schema's x-entity.document), routed by routing/SchemaRoute.tsx.
/** A voucher's print page (opened as /{path}?id=12). */
const voucherPrint = (path: string, title: string): PageEntry => ({
  path,
  area: 'invoice',
  title,
  load: () => import('../invoices/invoicePages.tsx').then((module) => ({ default: module.voucherPrintPage(path) })),
});
/** A report page (SPEC section 2 "Report pages"): the engine's ReportPage for the report schema of that name. */
const loadReportPage = () => import('../reports/ReportRoutePage.tsx');
const report = (path: string, title: string): PageEntry => ({ path, area: 'report', title, load: loadReportPage });

export const PAGES: PageEntry[] = [
  // Masters
  entity('firm', 'Firms'),
  entity('category', 'Categories'),
  entity('unit', 'Units'),
  entity('item', 'Items'),
  entity('party', 'Parties'),
  entity('manufacturer', 'Manufacturers'),
  entity('extracharges', 'Extra Charges'),
  entity('tandc', 'Terms & Conditions'),
  entity('ledger', 'Ledgers'),
  // Accounts
  { path: 'payment', editPath: 'payment/:paymentId', area: 'layout', title: 'Payments', load: () => import('../vouchers/VoucherPage.tsx') },
  { path: 'receipt', editPath: 'receipt/:receiptId', area: 'layout', title: 'Receipts', load: () => import('../vouchers/VoucherPage.tsx') },
  { path: 'contravoucher', editPath: 'contravoucher/:contraId', area: 'layout', title: 'Contra Vouchers', load: () => import('../vouchers/VoucherPage.tsx') },
  // The owner's year-end close (the server refuses anyone else).
  { path: 'yearendclose', area: 'layout', title: 'Year-end close', load: () => import('../periods/YearEndClosePage.tsx') },
  { path: 'reports', area: 'layout', title: 'Reports', load: () => import('../reports/ReportsIndexPage.tsx') },
  // User management
  entity('tab', 'Tabs'),
  entity('activity', 'Activities'),
  entity('role', 'Role Master'),
  entity('iconmaster', 'Icon Master'),
  { path: 'profile', area: 'layout', title: 'Profiles', load: () => import('../users/ProfileListPage.tsx') },
  { path: 'profilecontrol', area: 'layout', title: 'Profile Control', load: () => import('../users/ProfileControlPage.tsx') },
  entity('type', 'Office Types'),
  entity('branch', 'Branches'),
  entity('employee', 'Employees'),
  // The edit log as an auditor reads it: the owner's and auditors' (src/server/audit/trail-routes.ts).
  { path: 'audittrail', area: 'layout', title: 'Audit trail', load: () => import('../audit/AuditTrailPage.tsx') },
  // Header dropdown targets
  { path: 'app-profile', area: 'layout', title: 'My Profile', load: () => import('../account/MyProfilePage.tsx') },
  { path: 'email-inbox', area: 'layout', title: 'Inbox', load: () => import('../inbox/InboxPage.tsx') },
  // Bringing masters in from a spreadsheet or Tally; the server lets each user import only the masters they may edit.
  { path: 'import', area: 'layout', title: 'Import', load: () => import('../import/ImportPage.tsx') },
  // The owner's lock dates and filed GST returns (account menu, Settings › Periods; the server answers 403 to anyone else).
  { path: 'periods', area: 'layout', title: 'Periods', load: () => import('../periods/PeriodsPage.tsx') },


  voucherPrint('receiptprint', 'Receipt Voucher'),
  voucherPrint('paymentprint', 'Payment Voucher'),
  voucherPrint('contraprint', 'Contra Voucher'),

  report('ledgerreport', 'Ledger Report'),
  report('stockreport', 'Stock Report'),
  report('salesreport', 'Sales Report'),
  report('purchasereport', 'Purchase Report'),
  report('itemwisesalesreport', 'Item-wise Sales Report'),
  report('itemwiseprofit', 'Item-wise Profit'),
  report('balancesheettwocolumns', 'Balance Sheet (Liabilities | Assets)'),
  report('bankreconciliation', 'Bank Reconciliation'),
  { path: 'bankclearing', area: 'layout', title: 'Bank clearing date', load: () => import('../banking/BankClearingPage.tsx') },
  report('categorywisestockreport', 'Category-wise Stock Report'),
  report('purchasereturnreport', 'Purchase Return Report'),
  report('itemledgerreport', 'Item Ledger Report'),
  report('purchasechallanreport', 'Purchase Challan Report'),
  report('pcreturnreport', 'Purchase Challan Return Report'),
  report('itemwisepurchasereport', 'Item-wise Purchase Report'),
  report('partywiseoutstanding', 'Party-wise Outstanding'),
  report('purchaseorderreport', 'Purchase Order Report'),
  report('deliverychallanreport', 'Delivery Challan Report'),
  report('dcreturnreport', 'DC Return Report'),
  report('salesreturnreport', 'Sales Return Report'),
  report('salescreditnotereport', 'Credit Note Report'),
  report('salesdebitnotereport', 'Debit Note Report'),
  report('purchasecreditnotereport', 'Purchase Credit Note Report'),
  report('purchasedebitnotereport', 'Purchase Debit Note Report'),
  report('quotationreport', 'Quotation Report'),
  // Reports beyond the spec's list (books of account and GST returns); each routes once its schema exists.
  report('trialbalance', 'Trial Balance'),
  report('profitandloss', 'Profit and Loss'),
  report('balancesheet', 'Balance Sheet'),
  report('daybook', 'Day Book'),
  report('cashbankbook', 'Cash and Bank Book'),
  report('gstr1', 'GSTR-1'),
  report('gstr3b', 'GSTR-3B'),
  { path: 'gstr2breconciliation', area: 'report', title: 'GSTR-2B Reconciliation', load: () => import('../reports/Gstr2bReconciliationPage.tsx') },
];

/** Layout pages every signed-in user may open, whatever an employee's activities say. */
export const ALWAYS_ALLOWED = new Set(['dashboard', 'app-profile', 'email-inbox', 'import']);
