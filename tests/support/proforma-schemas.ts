// A "Proforma invoice" added as schema files only (issue 12's proof): a sales-side document that posts
// nothing, numbered PI/26-27/n, that a sales bill may be made from. `proformaSchemas` writes it, its line
// table and the sales bill's link to it into a copy of the project's schemas.
import fs from 'node:fs';
import path from 'node:path';
import { copySchemas } from './schemas-copy.ts';

const date = (title: string) => ({ type: 'string', format: 'date', title, 'x-ui': { widget: 'date' } });
const readOnly = (type: string, title: string, extra: object = {}) => ({ type, title, ...extra, 'x-ui': { readOnly: true } });

export const PROFORMA_SCHEMA = {
  'x-extends': 'sales',
  title: 'Proforma invoice',
  properties: {
    BillNo: null, PrefixBillNo: null, BillDate: null, BillItems: null, BillCharges: null,
    PaymentType: null, BankLedgerId: null, SubPaymentType: null, AccountName: null, ReceiptAmt: null, BalanceBillAmt: null,
    IsReturn: null, ReturnBillDate: null, QuotationId: null, DCId: null, ProformaId: null,
    ProformaNo: readOnly('integer', 'Proforma no.'),
    PrefixProformaNo: readOnly('string', 'Proforma no.', { maxLength: 16 }),
    ProformaDate: date('Proforma date'),
    ProformaItems: { type: 'array', title: 'Items', 'x-virtual': true, 'x-lines': 'proformainvoiceline', minItems: 1 },
    ValidTill: date('Valid till'),
    IsConverted: readOnly('boolean', 'Billed'),
  },
  required: ['FirmId', 'CustId'],
  'x-entity': {
    name: 'proformainvoice',
    label: 'Proforma invoices',
    route: 'proformainvoice',
    menu: { group: 'Sales', order: 15, icon: 'quotation', label: 'Proforma Invoice' },
    unique: [['FirmId', 'PrefixProformaNo']],
    indexes: [['ProformaDate'], ['CustId']],
    listColumns: ['PrefixProformaNo', 'ProformaDate', 'PartyName', 'NetBillAmt'],
    defaultSort: '-ProformaDate',
    searchFields: ['PrefixProformaNo', 'PartyName'],
    links: { FirmId: 'firm', CustId: 'party', TandCId: 'tandc', BankLedgerId: null, QuotationId: null, DCId: null, ProformaId: null },
    document: {
      title: 'Proforma Invoice',
      side: 'sales',
      effect: 'none',
      math: 'billing',
      number: { field: 'ProformaNo', prefixed: 'PrefixProformaNo', date: 'ProformaDate', firmPrefixField: null, defaultPrefix: 'PI' },
      lines: 'ProformaItems',
      fields: { settled: null, converted: 'IsConverted', chargeLines: null },
      sources: [],
      form: { route: 'proformainvoiceform', editRoute: 'proformainvoiceform' },
      print: {
        route: 'proformaprint', noun: 'proforma invoice', heading: 'Proforma Invoice', nonGstHeading: null,
        numberLabel: 'Proforma No.', dateLabel: 'Date', partyLabel: 'Bill To', copies: [], extraFields: [['Valid Till', 'ValidTill']],
        termsFor: 'Quotation', generalTerms: true, showBank: true, receiverSigns: false, taxInvoice: false,
      },
      register: { label: 'Proforma invoice' },
    },
  },
};

export const PROFORMA_LINE_SCHEMA = {
  'x-extends': 'salesline',
  title: 'Proforma invoice line',
  properties: { SalesId: null, ProformaId: { type: 'integer', 'x-ui': { readOnly: true, widget: 'hidden' } } },
  'x-entity': { name: 'proformainvoiceline', label: 'Proforma invoice lines', parentKey: 'ProformaId', indexes: [['ProformaId'], ['ItemId']] },
};

/** The schemas folder with the proforma and, in the copied sales.json, the bill's link to it and its source entry. */
export function proformaSchemas(extra: Record<string, unknown> = {}): string {
  const dir = copySchemas({ 'documents/proformainvoice.json': PROFORMA_SCHEMA, 'documents/proformainvoiceline.json': PROFORMA_LINE_SCHEMA, ...extra });
  const salesFile = path.join(dir, 'documents/sales.json');
  const sales = JSON.parse(fs.readFileSync(salesFile, 'utf8'));
  sales.properties.ProformaId = { type: 'integer', title: 'Proforma', 'x-ui': { widget: 'hidden' } };
  sales['x-entity'].links.ProformaId = 'proformainvoice';
  sales['x-entity'].document.sources.push({ entity: 'proformainvoice', field: 'ProformaId', param: 'fromProforma', label: 'Make bill', stockMoved: false, marksConverted: true });
  fs.writeFileSync(salesFile, JSON.stringify(sales, null, 2));
  return dir;
}
