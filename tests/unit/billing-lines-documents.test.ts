// The document form's pure rules over the real (merged) schemas: defaults of a new document, a
// document made from another, received/refund figures, the body sent, where server errors land,
// the form routes, and live totals equal to what the server computes (the same function).
import { describe, expect, it } from 'vitest';
import { recomputeDocument } from '../../overrides/billing/recompute-document.ts';
import { projectDocuments } from '../support/document-catalog.ts';
import {
  autoSettled,
  convertDocument,
  documentBody,
  headerLayout,
  headerProblems,
  newHeader,
  settledWasTyped,
  settlement,
  splitServerErrors,
} from '../../src/client/documents/documentModel.ts';
import { conversionFromQuery, conversionPath, documentPages, editFormPath, pageForForm, pageForList } from '../../src/client/documents/documentPages.ts';

const { registry, catalog } = projectDocuments();
const schema = (name: string) => registry.get(name)!;
const kind = (name: string) => catalog.require(name);
const DOCUMENT_PAGES = documentPages(catalog);
const CONVERSIONS = catalog.conversions;

describe('routes of the ten documents', () => {
  it('knows each list, new form and edit form of the spec', () => {
    const byList = (a: string[], b: string[]) => a[0].localeCompare(b[0]);
    expect(DOCUMENT_PAGES.map((page) => [page.list, page.form, page.edit]).sort(byList)).toEqual([
      ['quotation', 'quotationform', 'quotationform'],
      ['deliverychallan', 'deliverychallanform', 'dcform'],
      ['deliverychallanreturn', 'dcreturnform', 'dcreturnform'],
      ['sales', 'salesform', 'salesform'],
      ['salesreturn', 'salesreturnform', 'salesreturnform'],
      ['purchaseorder', 'purchaseorderform', 'purchaseorderform'],
      ['purchasechallan', 'purchasechallanform', 'purchasechallanform'],
      ['purchasechallanreturn', 'purchasechallanreturnform', 'purchasechallanreturnform'],
      ['purchase', 'purchaseform', 'purchaseform'],
      ['purchasereturn', 'purchasereturnform', 'purchasereturnform'],
      // The notes for value (CGST Act s.34), beyond the spec's ten.
      ['salescreditnote', 'salescreditnoteform', 'salescreditnoteform'],
      ['salesdebitnote', 'salesdebitnoteform', 'salesdebitnoteform'],
      ['purchasecreditnote', 'purchasecreditnoteform', 'purchasecreditnoteform'],
      ['purchasedebitnote', 'purchasedebitnoteform', 'purchasedebitnoteform'],
    ].sort(byList));
    for (const page of DOCUMENT_PAGES) expect(registry.has(page.entity)).toBe(true);
  });

  it('reads the document and id from a path', () => {
    expect(pageForForm(catalog, '/salesform')).toMatchObject({ page: { entity: 'sales' }, id: null });
    expect(pageForForm(catalog, '/dcform/12')).toMatchObject({ page: { entity: 'deliverychallan' }, id: '12' });
    expect(pageForForm(catalog, '/deliverychallanform')).toMatchObject({ page: { entity: 'deliverychallan' }, id: null });
    expect(pageForForm(catalog, '/purchaseform/5/')).toMatchObject({ page: { entity: 'purchase' }, id: '5' });
    expect(pageForForm(catalog, '/nothing')).toBeUndefined();
    expect(pageForList(catalog, '/purchasechallanreturn')?.entity).toBe('purchasechallanreturn');
    expect(editFormPath(DOCUMENT_PAGES.find((page) => page.entity === 'deliverychallan')!, 4)).toBe('/dcform/4');
  });

  it('links every conversion through a field the target really has', () => {
    for (const conversion of CONVERSIONS) {
      const target = schema(conversion.target);
      expect(target.properties[conversion.linkField], `${conversion.target}.${conversion.linkField}`).toBeDefined();
      expect(target['x-entity'].links?.[conversion.linkField]).toBe(conversion.source);
    }
    expect(conversionFromQuery(catalog, 'sales', '?fromQuotation=12')).toMatchObject({ conversion: { linkField: 'QuotationId' }, sourceId: '12' });
    expect(conversionFromQuery(catalog, 'sales', '?fromChallan=3')).toMatchObject({ conversion: { linkField: 'DCId' }, sourceId: '3' });
    expect(conversionFromQuery(catalog, 'purchase', '?fromOrder=3')).toMatchObject({ conversion: { linkField: 'POId' } });
    expect(conversionFromQuery(catalog, 'sales', '?fromQuotation=abc')).toBeUndefined();
    expect(conversionPath(catalog, CONVERSIONS.find((entry) => entry.source === 'quotation')!, 9)).toBe('/salesform?fromQuotation=9');
  });
});

describe('a new document', () => {
  it('starts with the spec defaults: today, the firm, sales EXCLUSIVE, CASH; a purchase\'s tax mode waits for its supplier', () => {
    expect(newHeader(schema('sales'), kind('sales'), { firmId: 3, date: '2026-11-22' })).toMatchObject({
      FirmId: 3,
      BillDate: '2026-11-22',
      BillType: 'EXCLUSIVE',
      PaymentType: 'CASH',
      ExtraBillCharges: 0,
    });
    // No fixed default: a registered supplier's bill states rates before tax (EXCLUSIVE), an unregistered or
    // composition supplier charges no GST (NON GST) (overrides/billing/registration.ts).
    const purchase = newHeader(schema('purchase'), kind('purchase'), { date: '2026-11-22' });
    expect(purchase).toMatchObject({ PurchaseDate: '2026-11-22', PaymentType: 'CASH' });
    expect(purchase.PurchaseType).toBeUndefined();
    // Returns refund as CASH or CREDIT NOTE.
    expect(newHeader(schema('salesreturn'), kind('salesreturn')).PaymentType).toBe('CREDIT NOTE');
    expect(schema('purchasereturn').properties.PaymentType.enum).toEqual(['CASH', 'CREDIT NOTE']);
  });

  it('puts firm, party, date, tax mode, kind of supply, reverse charge, rate tier and payment over the lines; supplier bill no. on purchases', () => {
    expect(headerLayout(schema('sales'), kind('sales'))).toMatchObject({
      main: ['FirmId', 'CustId', 'BillDate', 'BillType', 'SupplyKind', 'ReverseCharge', 'RateTypeId', 'PaymentType', 'BankLedgerId'],
      totals: ['ExtraBillCharges', 'ExtraBillDiscountInPer', 'ExtraBillDiscount', 'ReceiptAmt'],
    });
    const purchase = headerLayout(schema('purchase'), kind('purchase'));
    expect(purchase.main).toEqual(['FirmId', 'SupplierId', 'PurchaseDate', 'PurchaseType', 'ReverseCharge', 'PaymentType', 'BankLedgerId', 'SupplierBillNo']);
    expect(purchase.more).toContain('Narration');
    expect(purchase.more[purchase.more.length - 1]).toBe('Narration');
    // An export's port, shipping bill and currency sit under the lines (shown only on an export).
    expect(headerLayout(schema('sales'), kind('sales')).more).toEqual(expect.arrayContaining(['PortCode', 'ShippingBillNo', 'ShippingBillDate', 'ExportCurrency']));
    // A quotation has no payment at all.
    expect(headerLayout(schema('quotation'), kind('quotation')).main).toEqual(['FirmId', 'CustId', 'QuotationDate', 'BillType', 'RateTypeId']);
  });

  it('names what is missing before sending', () => {
    // A sales bill may name no customer (a walk-in cash sale); a quotation must name one.
    expect(headerProblems(schema('sales'), kind('sales'), { BillDate: '2026-11-22', PaymentType: 'BANK' })).toEqual({
      FirmId: 'Firm is required',
      BankLedgerId: 'Bank account is required for a bank payment',
    });
    expect(headerProblems(schema('quotation'), kind('quotation'), {})).toMatchObject({ CustId: 'Customer is required' });
  });
});

describe('documents made from others', () => {
  const quote = {
    Id: 12,
    FirmId: 1,
    CustId: 4,
    QuotationNo: 1,
    PrefixQuotationNo: 'QT/26-27/1',
    QuotationDate: '2026-11-01',
    BillType: 'INCLUSIVE',
    RateTypeId: 'WholesaleRate',
    ExtraBillCharges: 50,
    Narration: 'Rush order',
    ValidTill: '2026-12-01',
    IsConverted: false,
    RowVersion: 3,
    QuotationItems: [{ Id: 90, QuotationId: 12, LineNo: 1, ItemId: 7, ItemName: 'Pen', Qty: 3, Rate: 9, DiscPer: 5, IsManualDiscPer: true, TaxRate: 18, BatchNo: null }],
  };

  it('bills a quotation: its party, firm, tax mode, tier, charges and lines, pointing back at it', () => {
    const conversion = CONVERSIONS.find((entry) => entry.source === 'quotation')!;
    const { header, lines } = convertDocument(quote, kind('quotation'), schema('sales'), kind('sales'), conversion, '2026-11-22');
    expect(header).toMatchObject({ FirmId: 1, CustId: 4, QuotationId: 12, BillDate: '2026-11-22', BillType: 'INCLUSIVE', RateTypeId: 'WholesaleRate', ExtraBillCharges: 50, Narration: 'Rush order', PaymentType: 'CASH' });
    for (const gone of ['Id', 'QuotationNo', 'PrefixQuotationNo', 'QuotationDate', 'RowVersion', 'IsConverted', 'ValidTill']) expect(header).not.toHaveProperty(gone);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ ItemId: 7, ItemName: 'Pen', Qty: 3, Rate: 9, DiscPer: 5 });
    for (const gone of ['Id', 'QuotationId', 'LineNo', 'BatchNo']) expect(lines[0]).not.toHaveProperty(gone);
  });

  it('returns a cash sale as a return whose refund type is valid for returns', () => {
    const bill = { Id: 5, FirmId: 1, CustId: 4, PrefixBillNo: 'SS/26-27/5', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', ReceiptAmt: 0, QuotationId: 12, BillItems: [{ ItemId: 7, Qty: 2, Rate: 10 }] };
    const conversion = CONVERSIONS.find((entry) => entry.target === 'salesreturn')!;
    const { header } = convertDocument(bill, kind('sales'), schema('salesreturn'), kind('salesreturn'), conversion, '2026-11-22');
    expect(header).toMatchObject({ SalesId: 5, CustId: 4, SalesReturnDate: '2026-11-22', PaymentType: 'CREDIT NOTE' });
    expect(header).not.toHaveProperty('QuotationId');
    expect(header).not.toHaveProperty('ReceiptAmt');
  });

  it('turns a purchase order into a purchase for the same supplier', () => {
    const order = { Id: 2, FirmId: 1, SupplierId: 9, PrefixPONo: 'PO/26-27/2', PurchaseType: 'EXCLUSIVE', POItems: [{ ItemId: 7, Qty: 100, Rate: 5.9 }] };
    const conversion = CONVERSIONS.find((entry) => entry.source === 'purchaseorder')!;
    const { header, lines } = convertDocument(order, kind('purchaseorder'), schema('purchase'), kind('purchase'), conversion, '2026-11-22');
    expect(header).toMatchObject({ SupplierId: 9, POId: 2, PurchaseType: 'EXCLUSIVE', PurchaseDate: '2026-11-22' });
    expect(lines[0]).toMatchObject({ ItemId: 7, Qty: 100, Rate: 5.9 });
  });
});

describe('received, paid and refunded', () => {
  it('receives all of a cash or bank bill and nothing of a credit one, unless typed', () => {
    expect(autoSettled('CASH', 418)).toBe(418);
    expect(autoSettled('CREDIT', 418)).toBe(0);
    expect(settlement(kind('sales'), { PaymentType: 'CREDIT' }, 418, false)).toEqual({ kind: 'settled', field: 'ReceiptAmt', amount: 0, balance: 418, typed: false });
    expect(settlement(kind('sales'), { PaymentType: 'CREDIT', ReceiptAmt: 100 }, 418, true)).toMatchObject({ amount: 100, balance: 318 });
    expect(settlement(kind('purchase'), { PaymentType: 'BANK' }, 590, false)).toMatchObject({ field: 'PaymentAmt', amount: 590, balance: 0 });
    expect(settlement(kind('salesreturn'), { PaymentType: 'CASH' }, 105, false)).toEqual({ kind: 'refund', amount: 105 });
    expect(settlement(kind('salesreturn'), { PaymentType: 'CREDIT NOTE' }, 105, false)).toEqual({ kind: 'refund', amount: 0 });
    expect(settlement(kind('quotation'), {}, 10, false)).toEqual({ kind: 'none' });
  });

  it('tells a typed amount from the automatic one on a loaded bill', () => {
    expect(settledWasTyped(kind('sales'), { PaymentType: 'CASH', NetBillAmt: 418, ReceiptAmt: 418 })).toBe(false);
    expect(settledWasTyped(kind('sales'), { PaymentType: 'CREDIT', NetBillAmt: 418, ReceiptAmt: 100 })).toBe(true);
    expect(settledWasTyped(kind('quotation'), { NetBillAmt: 1 })).toBe(false);
  });
});

describe('the body sent and the errors that come back', () => {
  const header = {
    FirmId: 1,
    CustId: 4,
    BillDate: '2026-11-22',
    BillType: 'EXCLUSIVE',
    PaymentType: 'CASH',
    BankLedgerId: 8,
    ReceiptAmt: 418,
    ExtraBillDiscountInPer: 10,
    ExtraBillDiscount: 41.8,
    Narration: '',
    NetBillAmt: 418,
    PrefixBillNo: 'SS/26-27/1',
  };
  const lines = [
    { key: 'a', ItemId: 7, ItemName: 'Pen', Qty: 2, Rate: 100, NetAmt: 236 },
    { key: 'b' },
    { key: 'c', ItemId: 8, Qty: 3, Rate: 50, DiscPer: 10 },
  ];

  it('sends the inputs that hold a value and the filled lines; the server works out the rest', () => {
    const { body, sentKeys } = documentBody(schema('sales'), kind('sales'), header, lines);
    expect(body).toEqual({
      FirmId: 1,
      CustId: 4,
      BillDate: '2026-11-22',
      BillType: 'EXCLUSIVE',
      PaymentType: 'CASH',
      ExtraBillDiscountInPer: 10,
      BillItems: [
        { ItemId: 7, Qty: 2, Rate: 100 },
        { ItemId: 8, Qty: 3, Rate: 50, DiscPer: 10 },
      ],
      BillCharges: [],
    });
    expect(sentKeys).toEqual(['a', 'c']);
    // Charges go as the master picked and the amount typed; one left to its default goes without an amount.
    const charged = documentBody(schema('sales'), kind('sales'), header, lines, { charges: [{ ChargeId: 3, Amount: 100 }, { ChargeId: 4 }] }).body;
    expect(charged.BillCharges).toEqual([{ ChargeId: 3, Amount: 100 }, { ChargeId: 4 }]);
  });

  it('sends a typed amount received, and the Id and RowVersion read on an edit', () => {
    const { body } = documentBody(schema('sales'), kind('sales'), { ...header, PaymentType: 'BANK', ExtraBillDiscountInPer: 0 }, lines, {
      settledTyped: true,
      original: { Id: 5, RowVersion: 2 },
    });
    expect(body).toMatchObject({ Id: 5, RowVersion: 2, ReceiptAmt: 418, BankLedgerId: 8, ExtraBillDiscount: 41.8 });
  });

  it('puts /BillItems/<n>/<field> on the line sent n-th, and header paths on their fields', () => {
    const split = splitServerErrors(
      kind('sales'),
      [
        { path: '/BillItems/1/Qty', message: 'Line 2: Qty must be at least 0' },
        { path: '/BillItems/0/ItemId', message: 'Line 1: Item: no such Item' },
        { path: '/ReceiptAmt', message: 'Received cannot be more than the bill amount 418.00' },
        { path: '/BillItems', message: 'Items needs at least 1 line' },
        { path: '/BillItems/9/Qty', message: 'lost' },
      ],
      ['a', 'c'],
    );
    expect(split.lines.get('c')).toEqual({ Qty: 'Line 2: Qty must be at least 0' });
    expect(split.lines.get('a')).toEqual({ ItemName: 'Line 1: Item: no such Item' });
    expect(split.header).toEqual({ ReceiptAmt: 'Received cannot be more than the bill amount 418.00' });
    expect(split.other).toEqual(['Items needs at least 1 line', 'lost']);
  });
});

describe('live totals are the server’s figures', () => {
  it('works a bill out in the browser exactly as the API test expects from the server', () => {
    // The same bill as tests/api/documents.test.ts (worked by hand there): the ₹10 discount spread into the
    // lines, CGST ₹20.73, ₹416.00 net after a -0.46 round-off.
    const firm = { Id: 1, State: 'Maharashtra' };
    const party = { Id: 4, PartyName: 'Local Customer', State: 'Maharashtra' };
    const items = new Map([
      [7, { Id: 7, ItemName: 'Pen', UnitId: 1, HSNCode: '9608', TaxRate: 18, CashRate: 10 }],
      [8, { Id: 8, ItemName: 'Book', UnitId: 1, HSNCode: '4901', TaxRate: 5, CashRate: 100 }],
    ]);
    const { body } = documentBody(
      schema('sales'),
      kind('sales'),
      { FirmId: 1, CustId: 4, PaymentType: 'CREDIT', ExtraBillCharges: 50, ExtraBillDiscount: 10 },
      [
        { key: 'a', ItemId: 7, Qty: 2, Rate: 100 },
        { key: 'b', ItemId: 8, Qty: 3, Rate: 50, DiscPer: 10 },
      ],
    );
    recomputeDocument(kind('sales'), body, { firm, party, items });
    expect(body).toMatchObject({ TotTaxable: 325, TotCGST: 20.73, TotSGST: 20.73, NetTotal: 366.46, BillAmt: 416.46, RoundOff: -0.46, NetBillAmt: 416 });
  });
});
