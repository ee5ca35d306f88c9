// What a printed document says, from documents shaped as the server answers them (figures as in
// tests/api/documents.test.ts), with hand-checked texts.
import { describe, expect, it } from 'vitest';
import { buildInvoice, DECLARATION, type InvoiceData, type Row } from '../../overrides/invoices/invoice-model.ts';
import { stateCode } from '../../overrides/invoices/letterhead.ts';
import { printKindByPath, printKinds } from '../../overrides/invoices/print-kinds.ts';
import { projectDocuments } from '../support/document-catalog.ts';

const { catalog } = projectDocuments();
const PRINT_KINDS = printKinds(catalog);

const STATES = [
  { name: 'Maharashtra', code: '27' },
  { name: 'Karnataka', code: '29' },
];
const FIRM: Row = {
  Id: 1, FirmName: 'Sharma Stores', Address: '12, MG Road\nCamp', City: 'Pune', State: 'Maharashtra', Pincode: '411001',
  GSTIN: '27AAPFU0939F1ZV', PAN: 'AAPFU0939F', Mobile: '9820012345', Email: null,
  BankName: 'HDFC Bank', BankAccountNo: '50100012345678', IFSC: 'hdfc0000123', BankBranch: 'FC Road',
};
const LOCAL: Row = { Id: 2, PartyName: 'Local Customer', State: 'Maharashtra', Address: '5, Station Road', Mobile: '9890098900', GSTIN: null, Pincode: '411002' };
const MEHTA: Row = { Id: 3, PartyName: 'Mehta Traders', State: 'Karnataka', GSTIN: '29AAGCB7383J1Z4', Address: null };

const line = (over: Row): Row => ({
  ItemName: 'Pen', ItemDescription: null, HSNCode: '9608', UnitName: 'Pcs', Qty: 1, FreeQty: 0, Rate: 0, DiscPer: 0, DiscAmt: 0, TaxableAmt: 0,
  TaxPer1: 0, TaxAmt1: 0, TaxPer2: 0, TaxAmt2: 0, TaxPer3: 0, TaxAmt3: 0, TaxPer4: 0, TaxAmt4: 0, NetAmt: 0, BatchNo: null, ExpDate: null, ...over,
});

const INTRA_SALE: Row = {
  Id: 1, FirmId: 1, FirmName: 'Sharma Stores', PrefixBillNo: 'SS/26-27/1', BillNo: 1, BillDate: '2026-04-01', CustId: 2, PartyName: 'Local Customer',
  Address: '5, Station Road', GSTIN: null, PlaceOfSupply: 'Maharashtra', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT',
  // The ₹10 bill discount is spread into the lines (₹5.97 and ₹4.03, worked in tests/api/documents.test.ts).
  TotTaxable: 325, TotCGST: 20.73, TotSGST: 20.73, TotIGST: 0, TotCess: 0, TotTax: 41.46, NetTotal: 366.46,
  ExtraBillCharges: 50, ExtraBillDiscount: 10, BillAmt: 416.46, RoundOff: -0.46, NetBillAmt: 416, ReceiptAmt: 100, BalanceBillAmt: 316, Narration: null,
  BillItems: [
    line({ Qty: 2, Rate: 100, BillDiscAmt: 5.97, TaxableAmt: 194.03, TaxPer1: 9, TaxAmt1: 17.46, TaxPer2: 9, TaxAmt2: 17.46, NetAmt: 228.95 }),
    line({ ItemName: 'Book', HSNCode: '4901', Qty: 3, FreeQty: 1, Rate: 50, DiscPer: 10, DiscAmt: 15, BillDiscAmt: 4.03, TaxableAmt: 130.97, TaxPer1: 2.5, TaxAmt1: 3.27, TaxPer2: 2.5, TaxAmt2: 3.27, NetAmt: 137.51, BatchNo: 'B7', ExpDate: '2027-03-31' }),
  ],
};

const data = (path: string, doc: Row, over: Partial<InvoiceData> = {}): InvoiceData => ({
  print: printKindByPath(catalog, path)!,
  doc,
  firm: FIRM,
  party: LOCAL,
  states: STATES,
  terms: '1. Goods once sold will not be taken back.\r\n\r\n2. Subject to Pune jurisdiction.',
  ...over,
});

describe('print kinds', () => {
  it('cover the six print pages of the spec, each on a document kind', () => {
    const byPath = (a: string[], b: string[]) => a[0].localeCompare(b[0]);
    expect(PRINT_KINDS.map((print) => [print.path, print.kind.entity]).sort(byPath)).toEqual([
      ['salesinvoice', 'sales'],
      ['quotationinvoice', 'quotation'],
      ['dcinvoice', 'deliverychallan'],
      ['purchaseorderinvoice', 'purchaseorder'],
      ['purchaseinvoice', 'purchase'],
      ['purchasechallaninvoice', 'purchasechallan'],
      // The notes for value, beyond the spec's six: rule 53's credit and debit notes.
      ['salescreditnoteprint', 'salescreditnote'],
      ['salesdebitnoteprint', 'salesdebitnote'],
      ['purchasecreditnoteprint', 'purchasecreditnote'],
      ['purchasedebitnoteprint', 'purchasedebitnote'],
      // Returns: a sales return is the supplier's credit note (s.34(1)), a purchase return the buyer's debit note.
      ['salesreturnprint', 'salesreturn'],
      ['purchasereturnprint', 'purchasereturn'],
    ].sort(byPath));
    for (const print of PRINT_KINDS) expect(catalog.kinds).toContain(print.kind);
  });
});

describe('an inclusive invoice with a bill discount (bill.ts: the discount typed holds its GST)', () => {
  // Book ₹1,050 at 5 % and Pen ₹1,180 at 18 %, inclusive, ₹100 off (tests/unit/billing.test.ts works it):
  // the lines' shares before tax ₹44.85 and ₹44.84 (₹89.69), taxable 955.15 + 955.16 = 1,910.31.
  const doc: Row = {
    ...INTRA_SALE, BillType: 'INCLUSIVE', ExtraBillCharges: 0, ExtraBillDiscount: 100, TotTaxable: 1910.31, TotCGST: 109.84, TotSGST: 109.84, TotTax: 219.68,
    NetTotal: 2129.99, BillAmt: 2129.99, RoundOff: 0.01, NetBillAmt: 2130, ReceiptAmt: 0, BalanceBillAmt: 2130,
    BillItems: [
      line({ ItemName: 'Book', HSNCode: '4901', Rate: 1050, BillDiscAmt: 44.85, TaxableAmt: 955.15, TaxPer1: 2.5, TaxAmt1: 23.88, TaxPer2: 2.5, TaxAmt2: 23.88, NetAmt: 1002.91 }),
      line({ Rate: 1180, BillDiscAmt: 44.84, TaxableAmt: 955.16, TaxPer1: 9, TaxAmt1: 85.96, TaxPer2: 9, TaxAmt2: 85.96, NetAmt: 1127.08 }),
    ],
  };

  it('steps down by the discount\'s part before tax, names the discount as typed, and adds up to the total', () => {
    // 1,910.31 + 89.69 = 2,000.00 before the discount; 1,910.31 + 109.84 + 109.84 + 0.01 = 2,130.00 = 2,230 − 100.
    expect(buildInvoice(data('salesinvoice', doc)).totals.slice(0, 6)).toEqual([
      { label: 'Value before Bill Discount', value: '2,000.00' },
      { label: 'Less: Bill Discount (100.00 incl. GST)', value: '-89.69' },
      { label: 'Taxable Value', value: '1,910.31' },
      { label: 'CGST', value: '109.84' },
      { label: 'SGST', value: '109.84' },
      { label: 'Round Off', value: '0.01' },
    ]);
  });
});

describe('a GST tax invoice within the state', () => {
  const invoice = buildInvoice(data('salesinvoice', INTRA_SALE));

  it('is headed and marked as rule 46 and 48 ask', () => {
    expect([invoice.heading, invoice.copyMark, invoice.title]).toEqual(['Tax Invoice', 'Original for Recipient', 'Tax Invoice SS/26-27/1']);
    expect(invoice.meta).toEqual([
      ['Invoice No.', 'SS/26-27/1'],
      ['Invoice Date', '01-04-2026'],
      ['Place of Supply', 'Maharashtra (27)'],
      ['Reverse Charge', 'No'],
      ['Payment', 'CREDIT'],
    ]);
    expect(invoice.declaration).toBe(DECLARATION);
  });

  it('names the supplier and the recipient with address, GSTIN and state with code', () => {
    expect(invoice.firm).toEqual({
      name: 'Sharma Stores',
      address: ['12, MG Road', 'Camp', 'Pune - 411001'],
      details: [['GSTIN', '27AAPFU0939F1ZV'], ['State', 'Maharashtra, Code: 27'], ['PAN', 'AAPFU0939F'], ['Mobile', '9820012345']],
    });
    expect(invoice.partyLabel).toBe('Bill To');
    expect(invoice.party).toEqual({
      name: 'Local Customer',
      address: ['5, Station Road', '411002'],
      details: [['GSTIN', 'Unregistered'], ['State', 'Maharashtra, Code: 27'], ['Mobile', '9890098900']],
    });
  });

  it('prints CGST and SGST columns, the discount column, and each line in Indian figures', () => {
    expect(invoice.columns).toEqual({ intra: true, inter: false, cess: false, discount: true, rateLabel: 'Rate' });
    // The discount column holds the line's own discount and its share of the bill's: 15.00 + 4.03 = 19.03, so
    // 150.00 - 19.03 = 130.97 taxable; its own 10 % alone would no longer explain the figure, so no percent.
    expect(invoice.lines[1]).toEqual({
      sr: 2, key: 'item-1', name: 'Book', notes: ['Batch B7, Exp 31-03-2027'], hsn: '4901', qty: '3 + 1 free', unit: 'Pcs', rate: '50.00', discount: '19.03', discountPer: '',
      taxable: '130.97', cgst: { rate: '2.5%', amount: '3.27' }, sgst: { rate: '2.5%', amount: '3.27' }, igst: { rate: '0%', amount: '0.00' },
      cess: { rate: '0%', amount: '0.00' }, amount: '137.51',
    });
    // Discounts 5.97 + 19.03 = 25.00; taxable 194.03 + 130.97 = 325.00; CGST 17.46 + 3.27 = 20.73; net 228.95 + 137.51 = 366.46.
    expect(invoice.lineTotals).toEqual({ qty: '5', discount: '25.00', taxable: '325.00', cgst: '20.73', sgst: '20.73', igst: '0.00', cess: '0.00', amount: '366.46' });
  });

  it('totals with charges, discount, a visible round-off, the total in words, and what is still due', () => {
    // The bill's discount is shown as the step down to the taxable value (335.00 - 10.00 = 325.00), then the
    // tax on it, the untaxed charges and the round-off: 325 + 20.73 + 20.73 + 50 - 0.46 = 416.00.
    expect(invoice.totals).toEqual([
      { label: 'Value before Bill Discount', value: '335.00' },
      { label: 'Less: Bill Discount', value: '-10.00' },
      { label: 'Taxable Value', value: '325.00' },
      { label: 'CGST', value: '20.73' },
      { label: 'SGST', value: '20.73' },
      { label: 'Extra Charges', value: '50.00' },
      { label: 'Round Off', value: '-0.46' },
      { label: 'Total', value: '₹\u00a0416.00', strong: true },
      { label: 'Received', value: '100.00' },
      { label: 'Balance', value: '316.00' },
    ]);
    expect(invoice.amountInWords).toBe('Rupees Four Hundred Sixteen Only');
  });

  it('shows what vouchers settled after billing, so the rows add up to the balance', () => {
    const settled = buildInvoice(data('salesinvoice', { ...INTRA_SALE, BalanceBillAmt: 18 }));
    expect(settled.totals.slice(-3)).toEqual([
      { label: 'Received', value: '100.00' },
      { label: 'Received later', value: '298.00' },
      { label: 'Balance', value: '18.00' },
    ]);
  });

  it('carries the HSN summary, bank details and terms line by line', () => {
    expect(invoice.hsn?.rows.map((row) => [row.hsn, row.taxable, row.cgst, row.sgst])).toEqual([['4901', 13097, 327, 327], ['9608', 19403, 1746, 1746]]);
    expect(invoice.bank).toEqual([['Bank', 'HDFC Bank'], ['A/c No.', '50100012345678'], ['IFSC', 'HDFC0000123'], ['Branch', 'FC Road']]);
    expect(invoice.terms).toEqual(['1. Goods once sold will not be taken back.', '2. Subject to Pune jurisdiction.']);
    expect([invoice.signatory, invoice.receiverSigns]).toEqual(['Sharma Stores', true]);
  });
});

describe('other supplies and documents', () => {
  it('across states: IGST columns, the recipient\'s state code, lakhs grouped the Indian way', () => {
    const doc: Row = {
      ...INTRA_SALE, PartyName: 'Mehta Traders', GSTIN: '29AAGCB7383J1Z4', PlaceOfSupply: 'Karnataka', Address: null, ExtraBillCharges: 0, ExtraBillDiscount: 0,
      TotTaxable: 150000, TotCGST: 0, TotSGST: 0, TotIGST: 7500, RoundOff: 0, NetBillAmt: 157500, ReceiptAmt: 0, BalanceBillAmt: 157500,
      BillItems: [line({ ItemName: 'Book', HSNCode: '4901', Qty: 1000, Rate: 150, TaxableAmt: 150000, TaxPer3: 5, TaxAmt3: 7500, NetAmt: 157500 })],
    };
    const invoice = buildInvoice(data('salesinvoice', doc, { party: MEHTA }));
    expect(invoice.columns).toMatchObject({ intra: false, inter: true, discount: false });
    expect(invoice.meta).toContainEqual(['Place of Supply', 'Karnataka (29)']);
    expect(invoice.party.details).toEqual([['GSTIN', '29AAGCB7383J1Z4'], ['State', 'Karnataka, Code: 29']]);
    expect(invoice.lines[0]).toMatchObject({ qty: '1,000', taxable: '1,50,000.00', igst: { rate: '5%', amount: '7,500.00' }, amount: '1,57,500.00' });
    expect(invoice.totals.map((row) => row.label)).toEqual(['Taxable Value', 'IGST', 'Round Off', 'Total', 'Received', 'Balance']);
    expect(invoice.totals[3].value).toBe('₹\u00a01,57,500.00');
    expect(invoice.amountInWords).toBe('Rupees One Lakh Fifty-Seven Thousand Five Hundred Only');
  });

  it('prints a taxable charge under the items with its SAC code and tax, in the HSN/SAC summary and the totals', () => {
    // Goods ₹1,000 at 12 % and freight ₹100 at 18 % within the state: freight CGST = SGST 9 % = ₹9.00.
    const doc: Row = {
      ...INTRA_SALE, ExtraBillCharges: 0, ExtraBillDiscount: 0, TotTaxable: 1000, TotChargeAmt: 100, TotCGST: 69, TotSGST: 69, RoundOff: 0, NetBillAmt: 1238, ReceiptAmt: 0, BalanceBillAmt: 1238,
      BillItems: [line({ Qty: 1, Rate: 1000, TaxableAmt: 1000, TaxPer1: 6, TaxAmt1: 60, TaxPer2: 6, TaxAmt2: 60, NetAmt: 1120 })],
      BillCharges: [{ ChargeName: 'Freight', SACCode: '996511', Amount: 100, TaxableAmt: 100, TaxPer1: 9, TaxAmt1: 9, TaxPer2: 9, TaxAmt2: 9, TaxPer3: 0, TaxAmt3: 0, TotTax: 18, NetAmt: 118 }],
    };
    const invoice = buildInvoice(data('salesinvoice', doc));
    expect(invoice.lines[1]).toMatchObject({ sr: null, name: 'Freight', hsn: '996511', qty: '', rate: '', taxable: '100.00', cgst: { rate: '9%', amount: '9.00' }, amount: '118.00' });
    expect(invoice.lineTotals).toMatchObject({ taxable: '1,100.00', cgst: '69.00', amount: '1,238.00' });
    expect(invoice.hsn?.rows.map((row) => [row.hsn, row.taxable, row.cgst])).toEqual([['9608', 100000, 6000], ['996511', 10000, 900]]);
    expect(invoice.totals.slice(0, 4)).toEqual([
      { label: 'Taxable Value', value: '1,000.00' },
      { label: 'Charges', value: '100.00' },
      { label: 'CGST', value: '69.00' },
      { label: 'SGST', value: '69.00' },
    ]);
  });

  it('at 0% tax still says which tax the supply falls under, from the two states', () => {
    const zero = (PlaceOfSupply: string) => ({ ...INTRA_SALE, PlaceOfSupply, BillItems: [line({ Qty: 1, Rate: 10, TaxableAmt: 10, NetAmt: 10 })] });
    expect(buildInvoice(data('salesinvoice', zero('Karnataka'))).columns).toMatchObject({ intra: false, inter: true });
    expect(buildInvoice(data('salesinvoice', zero('Maharashtra'))).columns).toMatchObject({ intra: true, inter: false });
  });

  it('NON GST: a bill of supply, no tax columns, no HSN summary, no declaration or reverse charge', () => {
    const doc: Row = {
      ...INTRA_SALE, BillType: 'NON GST', TotTaxable: 30.5, TotCGST: 0, TotSGST: 0, ExtraBillCharges: 0, ExtraBillDiscount: 0, RoundOff: 0, NetBillAmt: 30.5, ReceiptAmt: 0, BalanceBillAmt: 30.5,
      BillItems: [line({ Qty: 1, Rate: 30.5, TaxableAmt: 30.5, NetAmt: 30.5 })],
    };
    const invoice = buildInvoice(data('salesinvoice', doc));
    expect([invoice.heading, invoice.gst, invoice.hsn, invoice.declaration]).toEqual(['Bill of Supply', false, null, null]);
    expect(invoice.columns).toMatchObject({ intra: false, inter: false, cess: false });
    expect(invoice.meta.map(([label]) => label)).not.toContain('Reverse Charge');
    expect(invoice.totals[0]).toEqual({ label: 'Sub-total', value: '30.50' });
    expect(invoice.amountInWords).toBe('Rupees Thirty and Fifty Paise Only');
  });

  it('a purchase prints as a voucher with the supplier as the party and the firm\'s state as place of supply', () => {
    const doc: Row = {
      Id: 1, FirmId: 1, PrefixPurchaseNo: 'PUR/26-27/1', PurchaseDate: '2026-05-10', SupplierId: 3, SupplierBillNo: 'MT-881', PartyName: 'Mehta Traders',
      GSTIN: '29AAGCB7383J1Z4', PlaceOfSupply: 'Karnataka', PurchaseType: 'INCLUSIVE', PaymentType: 'CREDIT', TotTaxable: 500, TotIGST: 90, RoundOff: 0,
      NetBillAmt: 590, PaymentAmt: 0, BalanceBillAmt: 590, ExtraPurchaseCharges: 0, ExtraPurchaseDiscount: 0,
      PurchaseItems: [line({ Qty: 100, Rate: 5.9, TaxableAmt: 500, TaxPer3: 18, TaxAmt3: 90, NetAmt: 590 })],
    };
    const invoice = buildInvoice(data('purchaseinvoice', doc, { party: MEHTA, terms: null }));
    expect([invoice.heading, invoice.copyMark, invoice.partyLabel, invoice.party.name]).toEqual(['Purchase Voucher', null, 'Supplier', 'Mehta Traders']);
    expect(invoice.meta).toEqual([
      ['Voucher No.', 'PUR/26-27/1'], ['Date', '10-05-2026'], ['Place of Supply', 'Maharashtra (27)'], ['Supplier Bill No.', 'MT-881'], ['Payment', 'CREDIT'],
    ]);
    expect(invoice.columns).toMatchObject({ inter: true, rateLabel: 'Rate (incl. GST)' });
    expect(invoice.totals.slice(-2)).toEqual([{ label: 'Paid', value: '0.00' }, { label: 'Balance', value: '590.00' }]);
    expect([invoice.bank, invoice.terms, invoice.declaration, invoice.receiverSigns]).toEqual([[], [], null, false]);
  });

  it('quotations and challans have their own headings, fields and no money settled', () => {
    const quote = buildInvoice(data('quotationinvoice', { PrefixQuotationNo: 'QT/26-27/4', QuotationDate: '2026-06-01', ValidTill: '2026-06-30', BillType: 'EXCLUSIVE', NetBillAmt: 0, QuotationItems: [] }));
    expect([quote.heading, quote.copyMark, quote.partyLabel]).toEqual(['Quotation', null, 'Quotation For']);
    expect(quote.meta).toContainEqual(['Valid Till', '30-06-2026']);
    expect(quote.totals.map((row) => row.label)).not.toContain('Received');
    const challan = buildInvoice(data('dcinvoice', { PrefixChallanNo: 'DC/26-27/2', ChallanDate: '2026-06-02', VehicleDetails: 'MH12AB1234', ChallanItems: [] }));
    expect([challan.heading, challan.copyMark, challan.partyLabel, challan.receiverSigns]).toEqual(['Delivery Challan', 'Original for Consignee', 'Consignee', true]);
    expect(challan.meta).toEqual([['Challan No.', 'DC/26-27/2'], ['Challan Date', '02-06-2026'], ['Place of Supply', 'Maharashtra (27)'], ['Vehicle', 'MH12AB1234']]);
    const order = buildInvoice(data('purchaseorderinvoice', { PrefixPONo: 'PO/26-27/1', PODate: '2026-06-03', DeliveryBy: '2026-06-10', POItems: [] }, { party: MEHTA }));
    expect([order.heading, order.partyLabel]).toEqual(['Purchase Order', 'Supplier']);
    expect(order.meta).toContainEqual(['Deliver By', '10-06-2026']);
    const challanIn = buildInvoice(data('purchasechallaninvoice', { PrefixPCNo: 'PC/26-27/1', PCDate: '2026-06-04', PCItems: [] }, { party: MEHTA }));
    expect(challanIn.heading).toBe('Purchase Challan');
  });

  it('prints from the document\'s own copy when the firm and party masters could not be read', () => {
    const invoice = buildInvoice(data('salesinvoice', { ...INTRA_SALE, GSTIN: '29AAGCB7383J1Z4', PlaceOfSupply: 'Karnataka' }, { firm: null, party: null, states: [] }));
    expect(invoice.firm).toEqual({ name: 'Sharma Stores', address: [], details: [] });
    expect(invoice.party.details).toEqual([['GSTIN', '29AAGCB7383J1Z4'], ['State', 'Karnataka, Code: 29']]);
    expect(invoice.meta).toContainEqual(['Place of Supply', 'Karnataka (29)']);
  });
});

describe('stateCode', () => {
  it('reads the states list, whatever the case, else the GSTIN\'s first two digits', () => {
    expect(stateCode(STATES, 'karnataka')).toBe('29');
    expect(stateCode([], 'Gujarat', '24AAACC1206D1ZM')).toBe('24');
    expect(stateCode([], 'Gujarat')).toBeNull();
    expect(stateCode(STATES, '')).toBeNull();
  });
});
