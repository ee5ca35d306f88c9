// Every page of SPEC section 2 that later work fills in, with the title and the honest "coming" note
// shown until then. To ship a real page, give its entry a `load` (a lazy import of its module); the
// routes pick it up, nothing else changes.

import type { ComponentType } from 'react';

export type PageArea = 'layout' | 'form' | 'invoice' | 'report';

export interface PageEntry {
  /** Router path without a leading slash; the dashboard is handled on its own. */
  path: string;
  /** A second route that opens the same page for editing, e.g. 'salesform/:salesId'. */
  editPath?: string;
  area: PageArea;
  title: string;
  /** What the page will do, in a sentence, shown on the placeholder. */
  coming: string;
  load?: () => Promise<{ default: ComponentType }>;
}

const layout = (path: string, title: string, coming: string): PageEntry => ({ path, area: 'layout', title, coming });
/** A page the metadata engine draws from the entity's schema (list, search, form). */
const loadEntityPage = () => import('../engine/EntityRoutePage.tsx');
const entity = (path: string, title: string): PageEntry => ({ path, area: 'layout', title, coming: '', load: loadEntityPage });
/** The sales and purchase documents: the engine's list, and one generic form for all ten. */
const loadDocumentList = () => import('../documents/DocumentListPage.tsx');
const loadDocumentForm = () => import('../documents/DocumentFormPage.tsx');
const documentList = (path: string, title: string): PageEntry => ({ path, area: 'layout', title, coming: '', load: loadDocumentList });
const form = (path: string, editPath: string, title: string, coming: string): PageEntry => ({
  path,
  editPath,
  area: 'form',
  title,
  coming,
  load: loadDocumentForm,
});
/** A print page (opened as /{path}?id=12): the printable document of overrides/invoices. */
const invoice = (path: string, title: string): PageEntry => ({
  path,
  area: 'invoice',
  title,
  coming: '',
  load: () => import('../invoices/invoicePages.tsx').then((module) => ({ default: module.invoicePage(path) })),
});
/** A report page (SPEC section 2 "Report pages"): the engine's ReportPage for the report schema of that name. */
const loadReportPage = () => import('../reports/ReportRoutePage.tsx');
const report = (path: string, title: string): PageEntry => ({ path, area: 'report', title, coming: '', load: loadReportPage });

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
  // Sales and purchase documents
  documentList('quotation', 'Quotations'),
  documentList('deliverychallan', 'Delivery Challans'),
  documentList('deliverychallanreturn', 'DC Returns'),
  documentList('sales', 'Sales'),
  documentList('salesreturn', 'Sales Returns'),
  documentList('purchaseorder', 'Purchase Orders'),
  documentList('purchasechallan', 'Purchase Challans'),
  documentList('purchasechallanreturn', 'Purchase Challan Returns'),
  documentList('purchase', 'Purchases'),
  documentList('purchasereturn', 'Purchase Returns'),
  // Accounts
  { path: 'payment', editPath: 'payment/:paymentId', area: 'layout', title: 'Payments', coming: '', load: () => import('../vouchers/VoucherPage.tsx') },
  { path: 'receipt', editPath: 'receipt/:receiptId', area: 'layout', title: 'Receipts', coming: '', load: () => import('../vouchers/VoucherPage.tsx') },
  { path: 'contravoucher', editPath: 'contravoucher/:contraId', area: 'layout', title: 'Contra Vouchers', coming: '', load: () => import('../vouchers/VoucherPage.tsx') },
  { path: 'reports', area: 'layout', title: 'Reports', coming: '', load: () => import('../reports/ReportsIndexPage.tsx') },
  // User management
  entity('tab', 'Tabs'),
  entity('activity', 'Activities'),
  entity('role', 'Role Master'),
  entity('iconmaster', 'Icon Master'),
  { path: 'profile', area: 'layout', title: 'Profiles', coming: '', load: () => import('../users/ProfileListPage.tsx') },
  { path: 'profilecontrol', area: 'layout', title: 'Profile Control', coming: '', load: () => import('../users/ProfileControlPage.tsx') },
  entity('type', 'Office Types'),
  entity('branch', 'Branches'),
  entity('employee', 'Employees'),
  // Header dropdown targets
  layout('app-profile', 'My Profile', 'Your account details and password change are coming in a later release.'),
  layout('email-inbox', 'Inbox', 'The inbox is coming in a later release.'),

  form('deliverychallanform', 'dcform/:dcId', 'Delivery Challan', 'The delivery challan form is coming in a later release.'),
  form('dcreturnform', 'dcreturnform/:dcreturnId', 'DC Return', 'The delivery challan return form is coming in a later release.'),
  form('quotationform', 'quotationform/:quoteId', 'Quotation', 'The quotation form is coming in a later release.'),
  form('salesform', 'salesform/:salesId', 'Sales Bill', 'The sales bill form with keyboard-first billing lines is coming in a later release.'),
  form('salesreturnform', 'salesreturnform/:salesreturnId', 'Sales Return', 'The sales return form is coming in a later release.'),
  form('purchasechallanform', 'purchasechallanform/:pcId', 'Purchase Challan', 'The purchase challan form is coming in a later release.'),
  form(
    'purchasechallanreturnform',
    'purchasechallanreturnform/:pcreturnId',
    'Purchase Challan Return',
    'The purchase challan return form is coming in a later release.',
  ),
  form('purchaseorderform', 'purchaseorderform/:poId', 'Purchase Order', 'The purchase order form is coming in a later release.'),
  form('purchaseform', 'purchaseform/:purchaseformId', 'Purchase Bill', 'The purchase bill form is coming in a later release.'),
  form('purchasereturnform', 'purchasereturnform/:purchaseReturnId', 'Purchase Return', 'The purchase return form is coming in a later release.'),

  invoice('salesinvoice', 'Sales Invoice'),
  invoice('purchaseorderinvoice', 'Purchase Order'),
  invoice('purchaseinvoice', 'Purchase Invoice'),
  invoice('purchasechallaninvoice', 'Purchase Challan'),
  invoice('quotationinvoice', 'Quotation'),
  invoice('dcinvoice', 'Delivery Challan'),
  invoice('receiptprint', 'Receipt Voucher'),
  invoice('paymentprint', 'Payment Voucher'),
  invoice('contraprint', 'Contra Voucher'),

  report('ledgerreport', 'Ledger Report'),
  report('stockreport', 'Stock Report'),
  report('salesreport', 'Sales Report'),
  report('purchasereport', 'Purchase Report'),
  report('itemwisesalesreport', 'Item-wise Sales Report'),
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
  report('quotationreport', 'Quotation Report'),
  // Reports beyond the spec's list (books of account and GST returns); each routes once its schema exists.
  report('trialbalance', 'Trial Balance'),
  report('profitandloss', 'Profit and Loss'),
  report('balancesheet', 'Balance Sheet'),
  report('daybook', 'Day Book'),
  report('cashbankbook', 'Cash and Bank Book'),
  report('gstr1', 'GSTR-1'),
  report('gstr3b', 'GSTR-3B'),
];

/** Layout pages every signed-in user may open, whatever an employee's activities say. */
export const ALWAYS_ALLOWED = new Set(['dashboard', 'app-profile', 'email-inbox']);
