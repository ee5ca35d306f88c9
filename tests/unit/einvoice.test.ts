// The e-invoice JSON (IRP schema INV-01 v1.1) of hand-built bills, checked against the published schema kept
// in tests/support/gst-schemas/einvoice.schema.json and against figures worked out by hand here; and each
// of the IRP's validations (einvoice-checks.ts) shown refusing a bad bill.
import { describe, expect, it } from 'vitest';
import { einvoiceErrors } from '../../src/server/einvoice/einvoice-checks.ts';
import { buildEinvoice, type EinvoiceJson, type EinvoiceLine, type EinvoiceSource } from '../../src/server/einvoice/einvoice-json.ts';
import { cancellationOf } from '../../src/server/einvoice/irn-cancel.ts';
import { readIrpAnswer } from '../../src/server/einvoice/irp-answer.ts';
import { pinAgreesWithState } from '../../src/server/einvoice/pin-states.ts';
import { portalSchemaErrors } from '../support/gst-portal-schema.ts';
import { fakeIrpAnswer } from '../support/irp-answer.ts';

const TODAY = '2026-11-26';
const SELLER_GSTIN = '27AABCS1234C1Z5';

const line = (values: Partial<EinvoiceLine>): EinvoiceLine => ({
  ItemName: 'Cotton shirt',
  HSNCode: '620520',
  Qty: 1,
  FreeQty: 0,
  UQC: 'PCS',
  ItemTotal: 0,
  DiscAmt: 0,
  BillDiscAmt: 0,
  TaxableAmt: 0,
  TaxPer1: 0,
  TaxPer2: 0,
  TaxPer3: 0,
  TaxPer4: 0,
  TaxAmt1: 0,
  TaxAmt2: 0,
  TaxAmt3: 0,
  TaxAmt4: 0,
  ...values,
});

/**
 * An intra-state bill in Maharashtra, EXCLUSIVE: two shirts lines at 5 % and a freight charge at 18 %.
 * Line 1: 10 × ₹500 = ₹5,000.00, line discount 10 % = ₹500.00, value ₹4,500.00.
 * Line 2: 4 × ₹1,125 = ₹4,500.00, no discount, value ₹4,500.00.
 * Bill discount ₹450.00 spread by value (4,500 : 4,500): ₹225.00 each (CGST Act s.15(3)(a)).
 * Taxable ₹4,275.00 each; CGST 2.5 % = 106.875 -> ₹106.88, SGST the same.
 * Freight (SAC 996511) ₹200.00 at 18 %: CGST ₹18.00, SGST ₹18.00.
 * Bill: 4,275 × 2 + 200 = ₹8,750.00 taxable, CGST 106.88 × 2 + 18 = ₹231.76, SGST ₹231.76,
 * total 8,750 + 463.52 = ₹9,213.52, rounded to ₹9,214.00 (round-off +₹0.48).
 */
function intraState(overrides: Partial<EinvoiceSource> = {}): EinvoiceSource {
  return {
    docType: 'INV',
    number: 'INV/26-27/7',
    date: '2026-11-20',
    supply: 'Regular',
    reverseCharge: false,
    inclusive: false,
    seller: { name: 'Shree Textiles', gstin: SELLER_GSTIN, address: '12 MG Road, Camp', city: 'Pune', pincode: '411001', state: 'Maharashtra', phone: '9820012345', email: 'accounts@shree.example' },
    buyer: { name: 'Bombay Traders', gstin: '27AAFCB5678D1Z2', address: '4 Kalbadevi Road', city: 'Mumbai', pincode: '400002', state: 'Maharashtra' },
    placeOfSupply: 'Maharashtra',
    lines: [
      line({ Qty: 10, ItemTotal: 5000, DiscAmt: 500, BillDiscAmt: 225, TaxableAmt: 4275, TaxPer1: 2.5, TaxPer2: 2.5, TaxAmt1: 106.88, TaxAmt2: 106.88 }),
      line({ ItemName: 'Cotton trousers', HSNCode: '620342', Qty: 4, ItemTotal: 4500, BillDiscAmt: 225, TaxableAmt: 4275, TaxPer1: 2.5, TaxPer2: 2.5, TaxAmt1: 106.88, TaxAmt2: 106.88 }),
    ],
    charges: [{ ChargeName: 'Freight', SACCode: '996511', TaxableAmt: 200, TaxPer1: 9, TaxPer2: 9, TaxPer3: 0, TaxAmt1: 18, TaxAmt2: 18, TaxAmt3: 0 }],
    otherCharges: 0,
    roundOff: 0.48,
    netAmount: 9214,
    exportDetails: null,
    original: null,
    ...overrides,
  };
}

function expectValid(json: EinvoiceJson) {
  expect(portalSchemaErrors('einvoice', json)).toEqual([]);
  expect(einvoiceErrors(json, { today: TODAY })).toEqual([]);
}

const messagesOf = (json: EinvoiceJson) => einvoiceErrors(json, { today: TODAY }).map((error) => `${error.path} ${error.message}`);

describe('e-invoice JSON (INV-01 v1.1) of hand-built bills', () => {
  it('an intra-state bill with a line discount, a bill discount spread into the lines, a taxed charge and a round-off', () => {
    const json = buildEinvoice(intraState());
    expectValid(json);
    expect(json.Version).toBe('1.1');
    expect(json.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' });
    expect(json.DocDtls).toEqual({ Typ: 'INV', No: 'INV/26-27/7', Dt: '20/11/2026' });
    expect(json.SellerDtls).toEqual({ Gstin: SELLER_GSTIN, LglNm: 'Shree Textiles', Addr1: '12 MG Road, Camp', Loc: 'Pune', Pin: 411001, Stcd: '27', Ph: '9820012345', Em: 'accounts@shree.example' });
    expect(json.BuyerDtls).toEqual({ Gstin: '27AAFCB5678D1Z2', LglNm: 'Bombay Traders', Addr1: '4 Kalbadevi Road', Loc: 'Mumbai', Pin: 400002, Stcd: '27', Pos: '27' });
    // Item 1: gross 10 × 500.000 = 5,000.00; discount = line 500 + bill share 225 = 725.00; assessable 4,275.00;
    // item value 4,275.00 + 106.88 + 106.88 = 4,488.76.
    expect(json.ItemList[0]).toEqual({
      SlNo: '1', PrdDesc: 'Cotton shirt', IsServc: 'N', HsnCd: '620520', Qty: 10, FreeQty: 0, Unit: 'PCS', UnitPrice: 500,
      TotAmt: 5000, Discount: 725, AssAmt: 4275, GstRt: 5, IgstAmt: 0, CgstAmt: 106.88, SgstAmt: 106.88, CesRt: 0, CesAmt: 0, OthChrg: 0, TotItemVal: 4488.76,
    });
    // Item 2: 4 × 1,125.000 = 4,500.00 less the bill share 225.00 = 4,275.00.
    expect(json.ItemList[1]).toMatchObject({ SlNo: '2', UnitPrice: 1125, TotAmt: 4500, Discount: 225, AssAmt: 4275, TotItemVal: 4488.76 });
    // The freight is an item of its own, a service: SAC 996511, quantity 1, no unit, 200 + 18 + 18 = 236.00.
    expect(json.ItemList[2]).toEqual({
      SlNo: '3', PrdDesc: 'Freight', IsServc: 'Y', HsnCd: '996511', Qty: 1, FreeQty: 0, UnitPrice: 200,
      TotAmt: 200, Discount: 0, AssAmt: 200, GstRt: 18, IgstAmt: 0, CgstAmt: 18, SgstAmt: 18, CesRt: 0, CesAmt: 0, OthChrg: 0, TotItemVal: 236,
    });
    // 4,488.76 × 2 + 236.00 = 9,213.52; + 0.48 round-off = 9,214.00.
    expect(json.ValDtls).toEqual({ AssVal: 8750, CgstVal: 231.76, SgstVal: 231.76, IgstVal: 0, CesVal: 0, StCesVal: 0, Discount: 0, OthChrg: 0, RndOffAmt: 0.48, TotInvVal: 9214 });
    expect(json.ExpDtls).toBeUndefined();
    expect(json.RefDtls).toBeUndefined();
  });

  it('an inter-state bill with cess: IGST and cess by head, place of supply the buyer state', () => {
    // Karnataka buyer, dated before the 22 September 2025 slabs: 100 bottles × ₹40.00 = ₹4,000.00 at 28 %
    // IGST = ₹1,120.00 and 12 % cess = ₹480.00; item value 4,000 + 1,120 + 480 = ₹5,600.00, no round-off.
    const json = buildEinvoice(
      intraState({
        number: 'INV/25-26/31',
        date: '2025-09-01',
        buyer: { name: 'Bangalore Beverages', gstin: '29AAGCB1111E1Z9', address: '7 Residency Road', city: 'Bengaluru', pincode: '560025', state: 'Karnataka' },
        placeOfSupply: 'Karnataka',
        lines: [line({ ItemName: 'Aerated water 300 ml', HSNCode: '22021010', Qty: 100, UQC: 'BTL', ItemTotal: 4000, TaxableAmt: 4000, TaxPer3: 28, TaxPer4: 12, TaxAmt3: 1120, TaxAmt4: 480 })],
        charges: [],
        roundOff: 0,
        netAmount: 5600,
      }),
    );
    expectValid(json);
    expect(json.BuyerDtls).toMatchObject({ Stcd: '29', Pos: '29', Pin: 560025 });
    expect(json.ItemList).toEqual([
      { SlNo: '1', PrdDesc: 'Aerated water 300 ml', IsServc: 'N', HsnCd: '22021010', Qty: 100, FreeQty: 0, Unit: 'BTL', UnitPrice: 40, TotAmt: 4000, Discount: 0, AssAmt: 4000, GstRt: 28, IgstAmt: 1120, CgstAmt: 0, SgstAmt: 0, CesRt: 12, CesAmt: 480, OthChrg: 0, TotItemVal: 5600 },
    ]);
    expect(json.ValDtls).toEqual({ AssVal: 4000, CgstVal: 0, SgstVal: 0, IgstVal: 1120, CesVal: 480, StCesVal: 0, Discount: 0, OthChrg: 0, RndOffAmt: 0, TotInvVal: 5600 });
  });

  it('an INCLUSIVE bill: the gross before the tax the rate holds, its discount, the untaxed extra charges as OthChrg and a negative round-off', () => {
    // 3 × ₹118.00 inclusive of 18 % = ₹354.00; line discount ₹11.80 leaves ₹342.20, whose value before tax is
    // 342.20 × 100 / 118 = ₹290.00 (taxable). Gross before tax 354.00 × 100 / 118 = ₹300.00, so the discount
    // before tax is 300 - 290 = ₹10.00, and UnitPrice 300 / 3 = 100.000. CGST 9 % of 290 = ₹26.10, SGST ₹26.10.
    // Untaxed packing ₹5.00 (ValDtls.OthChrg). Bill 290 + 52.20 + 5 = ₹347.20 -> ₹347.00, round-off -₹0.20.
    const json = buildEinvoice(
      intraState({
        inclusive: true,
        lines: [line({ Qty: 3, ItemTotal: 354, DiscAmt: 11.8, TaxableAmt: 290, TaxPer1: 9, TaxPer2: 9, TaxAmt1: 26.1, TaxAmt2: 26.1 })],
        charges: [],
        otherCharges: 5,
        roundOff: -0.2,
        netAmount: 347,
      }),
    );
    expectValid(json);
    expect(json.ItemList[0]).toMatchObject({ Qty: 3, UnitPrice: 100, TotAmt: 300, Discount: 10, AssAmt: 290, GstRt: 18, CgstAmt: 26.1, SgstAmt: 26.1, TotItemVal: 342.2 });
    expect(json.ValDtls).toMatchObject({ AssVal: 290, CgstVal: 26.1, SgstVal: 26.1, OthChrg: 5, RndOffAmt: -0.2, TotInvVal: 347 });
  });

  it('an export under LUT: buyer URP, place 96, PIN 999999, the rate kept with nil IGST, and the shipping details', () => {
    // 50 × ₹1,000.00 = ₹50,000.00 zero-rated under LUT (IGST Act s.16(3)(a)): GstRt 18, IGST nil.
    const json = buildEinvoice(
      intraState({
        number: 'EXP/26-27/2',
        supply: 'Export under LUT',
        buyer: { name: 'Global Imports LLC', gstin: null, address: '100 Main Street, Springfield', city: 'Springfield', pincode: null, state: 'Other Countries' },
        placeOfSupply: 'Other Countries',
        lines: [line({ Qty: 50, ItemTotal: 50000, TaxableAmt: 50000, TaxPer3: 18 })],
        charges: [],
        roundOff: 0,
        netAmount: 50000,
        exportDetails: { port: 'INNSA1', shippingBillNo: '1234567', shippingBillDate: '2026-11-21', currency: 'USD' },
      }),
    );
    expectValid(json);
    expect(json.TranDtls.SupTyp).toBe('EXPWOP');
    expect(json.BuyerDtls).toEqual({ Gstin: 'URP', LglNm: 'Global Imports LLC', Addr1: '100 Main Street, Springfield', Loc: 'Springfield', Pin: 999999, Stcd: '96', Pos: '96' });
    expect(json.ItemList[0]).toMatchObject({ GstRt: 18, IgstAmt: 0, AssAmt: 50000, TotItemVal: 50000 });
    expect(json.ExpDtls).toEqual({ ShipBNo: '1234567', ShipBDt: '21/11/2026', Port: 'INNSA1', ForCur: 'USD' });
  });

  it('a credit note (CRN) names the invoice it amends; a SEZ supply with IGST and a reverse-charge supply say so', () => {
    const note = buildEinvoice(intraState({ docType: 'CRN', number: 'SCN/26-27/1', original: { number: 'INV/26-27/7', date: '2026-11-20' } }));
    expectValid(note);
    expect(note.DocDtls.Typ).toBe('CRN');
    expect(note.RefDtls).toEqual({ PrecDocDtls: [{ InvNo: 'INV/26-27/7', InvDt: '20/11/2026' }] });
    expect(buildEinvoice(intraState({ supply: 'SEZ with IGST' })).TranDtls.SupTyp).toBe('SEZWP');
    expect(buildEinvoice(intraState({ supply: 'Deemed export' })).TranDtls.SupTyp).toBe('DEXP');
    expect(buildEinvoice(intraState({ reverseCharge: true })).TranDtls.RegRev).toBe('Y');
  });
});

describe("the IRP's validations refuse a bad bill, naming the field", () => {
  it('a document number the IRP does not take', () => {
    expect(messagesOf(buildEinvoice(intraState({ number: '0INV/1' })))).toEqual([expect.stringMatching(/^\/DocDtls\/No Document number 0INV\/1 must be 1 to 16 letters/)]);
  });

  it('a buyer without a GSTIN: an e-invoice is for B2B supplies', () => {
    const messages = messagesOf(buildEinvoice(intraState({ buyer: { ...intraState().buyer, gstin: null } })));
    expect(messages).toEqual([expect.stringMatching(/^\/BuyerDtls\/Gstin Buyer GSTIN is required: an e-invoice is for supplies to registered persons \(B2B\)/)]);
  });

  it('a PIN that is not 6 digits, and one outside its state', () => {
    expect(messagesOf(buildEinvoice(intraState({ buyer: { ...intraState().buyer, pincode: '4000' } })))).toEqual(['/BuyerDtls/Pin Buyer PIN code must be 6 digits']);
    // 400002 is a Mumbai PIN: the 40-44 circle is Maharashtra's, not Karnataka's.
    const karnataka = intraState({ buyer: { ...intraState().buyer, gstin: '29AAGCB1111E1Z9', state: 'Karnataka' }, placeOfSupply: 'Karnataka' });
    expect(messagesOf(buildEinvoice(karnataka))).toEqual(['/BuyerDtls/Pin Buyer PIN code 400002 is not in Karnataka']);
    expect(pinAgreesWithState('560025', '29')).toBe(true);
    expect(pinAgreesWithState('605001', '34')).toBe(true); // Puducherry
  });

  it('a state code that is no state', () => {
    const json = buildEinvoice(intraState());
    json.SellerDtls.Stcd = '99';
    expect(messagesOf(json)).toEqual(['/SellerDtls/Stcd Seller state code 99 is not a state\'s GST code']);
  });

  it('an assessable value other than gross less discount, and an item value other than assessable value plus taxes', () => {
    const json = buildEinvoice(intraState());
    json.ItemList[0].AssAmt = 4275.01;
    json.ItemList[0].TotItemVal = 4488.77;
    json.ValDtls.AssVal = 8750.01;
    // 4,488.77 + 4,488.76 + 236.00 + 0.48 = 9,214.01: within ₹1 of 9,214.00, so the invoice total passes.
    expect(messagesOf(json)).toEqual([
      '/ItemList/0/AssAmt Item 1 (Cotton shirt): assessable value ₹4275.01 must equal gross ₹5000.00 less discount ₹725.00',
    ]);
    json.ItemList[0].TotItemVal = 4488.8;
    json.ValDtls.TotInvVal = 9214;
    expect(messagesOf(json)).toContain('/ItemList/0/TotItemVal Item 1 (Cotton shirt): item value ₹4488.80 must equal assessable value ₹4275.01 plus taxes, cess and other charges ₹213.76');
  });

  it("totals that are not the items' sums, and an invoice value more than ₹1 off", () => {
    const json = buildEinvoice(intraState());
    json.ValDtls.CgstVal = 231.75;
    expect(messagesOf(json)).toEqual(["/ValDtls/CgstVal Total CGST ₹231.75 must equal the items' sum ₹231.76"]);
    const off = buildEinvoice(intraState());
    off.ValDtls.TotInvVal = 9215; // 9,215.00 against 9,214.00: exactly ₹1, the IRP's tolerance (error 2189)
    expect(messagesOf(off)).toEqual([]);
    off.ValDtls.TotInvVal = 9215.01;
    expect(messagesOf(off)).toEqual([expect.stringMatching(/^\/ValDtls\/TotInvVal Total invoice value ₹9215.01 must be within ₹1/)]);
  });

  it('a round-off beyond ±99.99', () => {
    const json = buildEinvoice(intraState({ roundOff: 100.48, netAmount: 9314 }));
    expect(messagesOf(json)).toEqual(['/ValDtls/RndOffAmt Round-off ₹100.48 must be between -₹99.99 and ₹99.99']);
    expect(portalSchemaErrors('einvoice', json)).toEqual(['/ValDtls/RndOffAmt must be <= 99.99']);
  });

  it('a document dated in the future, an HSN of 5 digits and goods without a unit', () => {
    expect(messagesOf(buildEinvoice(intraState({ date: '2026-11-27' })))).toEqual(['/DocDtls/Dt Document date 27/11/2026 is in the future: the IRP takes no document dated after today']);
    const json = buildEinvoice(intraState({ lines: [line({ HSNCode: '62052', UQC: null, Qty: 1, ItemTotal: 100, TaxableAmt: 100 })], charges: [], roundOff: 0, netAmount: 100 }));
    expect(messagesOf(json)).toEqual([
      '/ItemList/0/HsnCd Item 1 (Cotton shirt): HSN/SAC code 62052 must be 4, 6 or 8 digits',
      "/ItemList/0/Unit Item 1 (Cotton shirt): goods need a unit (the unit's GST unit code, UQC)",
    ]);
  });
});

describe("the IRP's answer and the IRN's cancellation", () => {
  const document = { number: 'INV/26-27/7', docType: 'INV', sellerGstin: SELLER_GSTIN };

  it('reads the answer pasted alone, inside {Status, Data}, or in a bulk file, checking its signed QR code names this document', () => {
    const { answer, irn } = fakeIrpAnswer({ SellerGstin: SELLER_GSTIN, DocNo: 'INV/26-27/7', DocTyp: 'INV', AckDt: '2026-11-26 10:15:00' });
    expect(readIrpAnswer(JSON.stringify(answer), document)).toMatchObject({ Irn: irn, AckNo: answer.AckNo, AckDate: '2026-11-26 10:15:00' });
    expect(readIrpAnswer(JSON.stringify({ Status: 1, Data: JSON.stringify(answer) }), document).Irn).toBe(irn);
    const other = fakeIrpAnswer({ SellerGstin: SELLER_GSTIN, DocNo: 'INV/26-27/8', DocTyp: 'INV' }).answer;
    expect(readIrpAnswer(JSON.stringify([other, answer]), document).Irn).toBe(irn);
  });

  it('refuses an answer for another document or supplier, or one that is not JSON', () => {
    const wrongNumber = fakeIrpAnswer({ SellerGstin: SELLER_GSTIN, DocNo: 'INV/26-27/9', DocTyp: 'INV' }).answer;
    expect(() => readIrpAnswer(JSON.stringify(wrongNumber), document)).toThrow('The signed QR code is for document INV/26-27/9, not INV/26-27/7');
    const wrongSeller = fakeIrpAnswer({ SellerGstin: '29AAGCB1111E1Z9', DocNo: 'INV/26-27/7', DocTyp: 'INV' }).answer;
    expect(() => readIrpAnswer(JSON.stringify(wrongSeller), document)).toThrow("The signed QR code is for supplier 29AAGCB1111E1Z9, not this firm's GSTIN 27AABCS1234C1Z5");
    expect(() => readIrpAnswer('Irn: 123', document)).toThrow("The IRP's answer is not JSON");
  });

  it('cancels within 24 hours of the acknowledgement, and not after', () => {
    const record = { Irn: 'a'.repeat(64), AckDate: '2026-11-25 10:00:00' };
    // 25 Nov 10:00 IST + 23 h 59 min = 26 Nov 09:59 IST, within the IRP's 24 hours.
    const within = Date.parse('2026-11-26T09:59:00+05:30');
    expect(cancellationOf(record, 'INV/1', '2', 'Wrong rate', within).json).toEqual({ Irn: 'a'.repeat(64), CnlRsn: '2', CnlRem: 'Wrong rate' });
    const after = Date.parse('2026-11-26T10:00:01+05:30');
    expect(() => cancellationOf(record, 'INV/1', '2', 'Wrong rate', after)).toThrow('more than 24 hours ago: the IRP no longer cancels it. Amend the invoice by a credit note');
    expect(() => cancellationOf(record, 'INV/1', '5', 'x', within)).toThrow('Cancel reason must be 1 (Duplicate)');
  });
});
