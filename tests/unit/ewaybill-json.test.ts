// The e-way bill portal's bulk JSON of hand-built bills and challans (src/server/ewaybill/ewaybill-json.ts),
// checked against the format kept in tests/support/gst-schemas/ewaybill.schema.json (EWB-API v1.03 "Generate
// E-way bill") and against figures worked out by hand below; and rule 138(1) CGST Rules: an e-way bill only
// for a consignment value over ₹50,000, the value counting tax and leaving out exempt supplies (the rule's
// Explanation), and refused with each missing field named.
import { describe, expect, it } from 'vitest';
import { CHALLAN_PURPOSES, EWB_FORMAT_VERSION, SUPPLY } from '../../src/server/ewaybill/ewaybill-codes.ts';
import { consignmentValue, ewayBillLimitOn, needsEwayBill } from '../../src/server/ewaybill/consignment-value.ts';
import { buildEwayBill, ewayBillFile, type Consignment, type ConsignmentLine } from '../../src/server/ewaybill/ewaybill-json.ts';
import { portalSchemaErrors } from '../support/gst-portal-schema.ts';

const FIRM = { gstin: '27AAPFU0939F1ZV', name: 'Shree Traders', address: '12 Market Road\nDadar', city: 'Mumbai', pincode: '400014', state: 'Maharashtra' };
const BUYER = { gstin: '27AAACR5055K1Z7', name: 'Ravi Stores', address: '5 Station Road, Thane West', city: 'Thane', pincode: '400601', state: 'Maharashtra' };

/** A line in paise, thousandths of a unit and thousandths of a percent. */
function line(over: Partial<ConsignmentLine> & Pick<ConsignmentLine, 'name' | 'taxable'>): ConsignmentLine {
  return { hsn: '9608', qty: 1000, uqc: 'PCS', cgst: 0, sgst: 0, igst: 0, cess: 0, cgstRate: 0, sgstRate: 0, igstRate: 0, cessRate: 0, exempt: false, ...over };
}

const ROAD = { mode: 'Road', distance: 120, transporterId: '', transporterName: '', docNo: '', docDate: null, vehicleNo: 'ka12ab1234', vehicleType: 'Regular', shipToPincode: '', shipToState: '' };

/**
 * Intra-state (Maharashtra to Maharashtra), CGST + SGST:
 *   pens 100 PCS × ₹450 = ₹45,000.00 at 18 %: CGST 9 % 4,050.00, SGST 9 % 4,050.00
 *   ink 10 KGS × ₹1,200 = ₹12,000.00 at 5 %: CGST 2.5 % 300.00, SGST 2.5 % 300.00
 *   taxable 57,000.00; CGST 4,350.00; SGST 4,350.00; invoice 65,700.00, no round-off, so otherValue 0.
 */
const intraState: Consignment = {
  supplyType: 'O',
  docType: 'INV',
  subSupply: SUPPLY,
  export: false,
  number: 'SS/26-27/7',
  date: '2026-11-20',
  from: FIRM,
  to: BUYER,
  transport: ROAD,
  lines: [
    line({ name: 'Gel pens', qty: 100_000, taxable: 45_000_00, cgst: 4_050_00, sgst: 4_050_00, cgstRate: 9_000, sgstRate: 9_000 }),
    line({ name: 'Ink', hsn: '3215', qty: 10_000, uqc: 'KGS', taxable: 12_000_00, cgst: 300_00, sgst: 300_00, cgstRate: 2_500, sgstRate: 2_500 }),
  ],
  billAmount: 65_700_00,
  netAmount: 65_700_00,
};

/**
 * Inter-state (Maharashtra to Karnataka) to an unregistered buyer, IGST, by rail through a transporter,
 * delivered to another PIN than the buyer's (Bill To - Ship To):
 *   chairs 3 NOS × ₹20,000 = 60,000.00 at 12 % IGST = 7,200.00
 *   seeds 2 × ₹1,000 = 2,000.00 nil-rated (exempt)
 *   freight charge 500.45 at 18 % = 90.081 → 90.08; charge with tax 590.53
 *   amount before rounding 60,000 + 7,200 + 2,000 + 590.53 = 69,790.53; rounded 69,791.00 (round-off 0.47)
 *   totalValue (the goods) 62,000.00; otherValue 69,791.00 − 62,000.00 − 7,200.00 = 591.00 (charge 590.53 + 0.47)
 *   consignment value 69,790.53 − 2,000.00 (exempt) = 67,790.53
 */
const interState: Consignment = {
  ...intraState,
  number: 'SS/26-27/8',
  to: { gstin: '', name: 'Anand Kumar', address: '44 MG Road', city: 'Bengaluru', pincode: '560010', state: 'Karnataka' },
  transport: { mode: 'Rail', distance: 850, transporterId: '27aabcb1234c1z5', transporterName: 'Bharat Logistics', docNo: 'RR/1234', docDate: '2026-11-21', vehicleNo: '', vehicleType: null, shipToPincode: '560001', shipToState: '' },
  lines: [
    line({ name: 'Chairs', hsn: '94017100', qty: 3_000, uqc: 'NOS', taxable: 60_000_00, igst: 7_200_00, igstRate: 12_000 }),
    line({ name: 'Seeds', hsn: '1209', qty: 2_000, uqc: '', taxable: 2_000_00, exempt: true }),
  ],
  billAmount: 69_790_53,
  netAmount: 69_791_00,
};

/**
 * A delivery challan for job work (rule 55(1)(b)): 50 PCS × ₹1,000 = 50,000.00 at 18 %, CGST 4,500.00 and
 * SGST 4,500.00, so 59,000.00; the transporter alone is named: he fills Part B (no mode, no vehicle).
 */
const challan: Consignment = {
  ...intraState,
  docType: 'CHL',
  subSupply: CHALLAN_PURPOSES['Job work'],
  number: 'DC/26-27/3',
  transport: { mode: null, distance: 35, transporterId: '27AABCB1234C1Z5', transporterName: 'Bharat Logistics', docNo: '', docDate: null, vehicleNo: '', vehicleType: null, shipToPincode: '', shipToState: '' },
  lines: [line({ name: 'Brass parts', hsn: '7419', qty: 50_000, taxable: 50_000_00, cgst: 4_500_00, sgst: 4_500_00, cgstRate: 9_000, sgstRate: 9_000 })],
  billAmount: 59_000_00,
  netAmount: 59_000_00,
};

describe('e-way bill JSON (EWB-API v1.03 "Generate E-way bill", in the portal\'s bulk file)', () => {
  it('intra-state bill: CGST and SGST, the vehicle by road, checked against the kept schema', () => {
    const result = buildEwayBill(intraState);
    expect(result.problems).toEqual([]);
    expect(result.value).toBe(65_700_00);
    const file = ewayBillFile([result.bill!], EWB_FORMAT_VERSION);
    expect(portalSchemaErrors('ewaybill', file)).toEqual([]);
    expect(result.bill).toMatchObject({
      userGstin: '27AAPFU0939F1ZV',
      supplyType: 'O',
      subSupplyType: 1,
      docType: 'INV',
      docNo: 'SS/26-27/7',
      docDate: '20/11/2026',
      transactionType: 1,
      fromGstin: '27AAPFU0939F1ZV',
      fromAddr1: '12 Market Road',
      fromAddr2: 'Dadar',
      fromPlace: 'Mumbai',
      fromPincode: 400014,
      fromStateCode: 27,
      actFromStateCode: 27,
      toGstin: '27AAACR5055K1Z7',
      toAddr1: '5 Station Road',
      toAddr2: 'Thane West',
      toPincode: 400601,
      toStateCode: 27,
      actToStateCode: 27,
      totalValue: 57000,
      cgstValue: 4350,
      sgstValue: 4350,
      igstValue: 0,
      cessValue: 0,
      otherValue: 0,
      totInvValue: 65700,
      transMode: '1',
      transDistance: '120',
      vehicleNo: 'KA12AB1234',
      vehicleType: 'R',
    });
    expect((result.bill!.itemList as unknown[])[1]).toEqual({
      itemNo: 2,
      productName: 'Ink',
      productDesc: 'Ink',
      hsnCode: 3215,
      quantity: 10,
      qtyUnit: 'KGS',
      taxableAmount: 12000,
      cgstRate: 2.5,
      sgstRate: 2.5,
      igstRate: 0,
      cessRate: 0,
      cessNonadvol: 0,
    });
  });

  it('inter-state bill to an unregistered buyer: IGST, URP, bill to - ship to, charges and round-off in otherValue, exempt goods out of the value', () => {
    const result = buildEwayBill(interState);
    expect(result.problems).toEqual([]);
    expect(result.value).toBe(67_790_53);
    expect(portalSchemaErrors('ewaybill', ewayBillFile([result.bill!], EWB_FORMAT_VERSION))).toEqual([]);
    expect(result.bill).toMatchObject({
      toGstin: 'URP',
      toStateCode: 29,
      actToStateCode: 29,
      transactionType: 2,
      toPincode: 560001,
      totalValue: 62000,
      cgstValue: 0,
      sgstValue: 0,
      igstValue: 7200,
      otherValue: 591,
      totInvValue: 69791,
      transMode: '2',
      transDistance: '850',
      transporterId: '27AABCB1234C1Z5',
      transDocNo: 'RR/1234',
      transDocDate: '21/11/2026',
      vehicleNo: '',
      vehicleType: '',
    });
    // totInvValue = totalValue + taxes + otherValue, the portal's check, to the paisa: 62,000 + 7,200 + 591 = 69,791.
    const bill = result.bill as Record<string, number>;
    expect(bill.totalValue + bill.cgstValue + bill.sgstValue + bill.igstValue + bill.cessValue + bill.otherValue).toBe(bill.totInvValue);
    expect((result.bill!.itemList as Array<Record<string, unknown>>)[1]).toMatchObject({ qtyUnit: 'OTH', igstRate: 0, taxableAmount: 2000 });
  });

  it("a delivery challan: CHL with the challan's purpose as the sub-type; Part A only when the transporter fills Part B", () => {
    const result = buildEwayBill(challan);
    expect(result.problems).toEqual([]);
    expect(portalSchemaErrors('ewaybill', ewayBillFile([result.bill!], EWB_FORMAT_VERSION))).toEqual([]);
    expect(result.bill).toMatchObject({ docType: 'CHL', subSupplyType: 4, transMode: '', vehicleNo: '', transporterId: '27AABCB1234C1Z5', totInvValue: 59000 });
    expect(result.bill).not.toHaveProperty('subSupplyDesc');
    // Goods sent on approval, the invoice to follow (CGST Act s.31(7)): the portal's "Others" (8) with its description.
    const onApproval = buildEwayBill({ ...challan, subSupply: CHALLAN_PURPOSES['Supply on approval'] });
    expect(onApproval.bill).toMatchObject({ subSupplyType: 8, subSupplyDesc: 'Supply on approval' });
    expect(portalSchemaErrors('ewaybill', ewayBillFile([onApproval.bill!], EWB_FORMAT_VERSION))).toEqual([]);
  });

  it('the kept schema refuses what the portal would (a stray key, a bad vehicle number, a distance over 4000 km)', () => {
    const bill = buildEwayBill(intraState).bill!;
    expect(portalSchemaErrors('ewaybill', ewayBillFile([{ ...bill, vehicleNo: 'KA 12 AB 1234' }], EWB_FORMAT_VERSION))).not.toEqual([]);
    expect(portalSchemaErrors('ewaybill', ewayBillFile([{ ...bill, transDistance: '4001' }], EWB_FORMAT_VERSION))).not.toEqual([]);
    expect(portalSchemaErrors('ewaybill', ewayBillFile([{ ...bill, vehicleNumber: 'KA12AB1234' }], EWB_FORMAT_VERSION))).not.toEqual([]);
  });
});

describe('a purchase: the goods come in (supply type I)', () => {
  /**
   * Bought from an unregistered supplier in Surat (Gujarat, 24), who makes no e-way bill: the recipient
   * does (rule 138(1)). 40 PCS × ₹1,500 = 60,000.00 at 5 % IGST 3,000.00; 63,000.00 on the supplier's bill
   * no. SB-118. From the supplier (URP) to the firm, under the firm's GSTIN.
   */
  const purchase: Consignment = {
    ...intraState,
    supplyType: 'I',
    number: 'SB-118',
    from: { gstin: '', name: 'Surat Textiles', address: 'Ring Road', city: 'Surat', pincode: '395002', state: 'Gujarat' },
    to: FIRM,
    lines: [line({ name: 'Cotton fabric', hsn: '5208', qty: 40_000, uqc: 'MTR', taxable: 60_000_00, igst: 3_000_00, igstRate: 5_000 })],
    billAmount: 63_000_00,
    netAmount: 63_000_00,
  };

  it('from the supplier to the firm, under the firm’s GSTIN, on the supplier’s bill number', () => {
    const result = buildEwayBill(purchase);
    expect(result.problems).toEqual([]);
    expect(portalSchemaErrors('ewaybill', ewayBillFile([result.bill!], EWB_FORMAT_VERSION))).toEqual([]);
    expect(result.bill).toMatchObject({
      userGstin: '27AAPFU0939F1ZV',
      supplyType: 'I',
      subSupplyType: 1,
      docNo: 'SB-118',
      fromGstin: 'URP',
      fromPincode: 395002,
      fromStateCode: 24,
      toGstin: '27AAPFU0939F1ZV',
      toPincode: 400014,
      toStateCode: 27,
      totalValue: 60000,
      igstValue: 3000,
      totInvValue: 63000,
    });
  });

  it("a purchase with no supplier's bill number, or a firm without GSTIN, is refused naming it", () => {
    expect(buildEwayBill({ ...purchase, number: '' }).problems.map((problem) => problem.field)).toEqual(['SupplierBillNo']);
    expect(buildEwayBill({ ...purchase, to: { ...FIRM, gstin: '', pincode: '' } }).problems.map((problem) => problem.message)).toEqual([
      'Firm GSTIN: the firm has none (the e-way bill is made under its GSTIN)',
      'Firm PIN code: missing; enter it on the firm or a delivery PIN on the document',
    ]);
  });
});

describe('rule 138(1) CGST Rules: over ₹50,000 of consignment value', () => {
  it('the limit is ₹50,000 from 1 April 2018, and "exceeding" means over it', () => {
    expect(ewayBillLimitOn('2018-03-31')).toBeNull();
    expect(ewayBillLimitOn('2018-04-01')).toBe(50_000_00);
    expect(needsEwayBill(50_000_00, '2026-11-20')).toBe(false);
    expect(needsEwayBill(50_000_01, '2026-11-20')).toBe(true);
    expect(needsEwayBill(9_00_000_00, '2017-12-01')).toBe(false);
  });

  it('the value counts the tax and leaves out exempt supplies when taxable ones come with them (Explanation to rule 138(1))', () => {
    // 40,000 at 18 % = 47,200 with 10,000 of exempt goods: 57,200 billed, 47,200 of consignment value.
    expect(consignmentValue(57_200_00, [{ taxable: 40_000_00, tax: 7_200_00, exempt: false }, { taxable: 10_000_00, tax: 0, exempt: true }])).toBe(47_200_00);
    // All exempt: nothing taxable comes with them, the whole value counts.
    expect(consignmentValue(60_000_00, [{ taxable: 60_000_00, tax: 0, exempt: true }])).toBe(60_000_00);
  });

  it('a bill of ₹47,200 (taxable 40,000 + 18 %) is refused, saying why', () => {
    const small: Consignment = { ...intraState, lines: [line({ name: 'Gel pens', taxable: 40_000_00, cgst: 3_600_00, sgst: 3_600_00, cgstRate: 9_000, sgstRate: 9_000 })], billAmount: 47_200_00, netAmount: 47_200_00 };
    const result = buildEwayBill(small);
    expect(result.required).toBe(false);
    expect(result.bill).toBeNull();
    expect(result.problems).toEqual([{ field: 'value', message: 'Consignment value ₹47,200.00 is not over ₹50,000.00: rule 138(1) CGST Rules asks for no e-way bill' }]);
  });

  it('a document dated before e-way bills began is not offered', () => {
    expect(buildEwayBill({ ...intraState, date: '2018-03-20' }).problems[0].message).toMatch(/began on 1 April 2018/);
  });
});

describe('refused with each missing field named', () => {
  it('by road with no vehicle and no transporter, no distance, no PIN, no HSN', () => {
    const result = buildEwayBill({
      ...intraState,
      to: { ...BUYER, pincode: '' },
      transport: { ...ROAD, vehicleNo: '', distance: null },
      lines: [...intraState.lines.slice(0, 1), { ...intraState.lines[1], hsn: '' }],
    });
    expect(result.bill).toBeNull();
    expect(result.problems.map((problem) => problem.field)).toEqual(['ShipToPincode', 'TransDistance', 'VehicleNo', 'lines/1/HSNCode']);
    expect(result.problems.find((problem) => problem.field === 'VehicleNo')?.message).toBe(
      'Vehicle no.: missing for road transport (or give the Transporter id, who then fills Part B)',
    );
  });

  it('a transporter id stands in for the vehicle; rail needs the transport document; a firm without GSTIN or PIN is refused', () => {
    expect(buildEwayBill({ ...intraState, transport: { ...ROAD, vehicleNo: '', transporterId: '27AABCB1234C1Z5' } }).problems).toEqual([]);
    expect(buildEwayBill({ ...intraState, transport: { ...ROAD, mode: 'Rail', vehicleNo: '' } }).problems.map((problem) => problem.field)).toEqual(['TransDocNo']);
    expect(buildEwayBill({ ...intraState, transport: { ...ROAD, mode: null, vehicleNo: '' } }).problems.map((problem) => problem.field)).toEqual(['TransportMode']);
    expect(buildEwayBill({ ...intraState, from: { ...FIRM, gstin: '', pincode: '' } }).problems.map((problem) => problem.field)).toEqual(['Firm.GSTIN', 'Firm.Pincode']);
    // An export names the port it leaves from: its PIN and state.
    expect(buildEwayBill({ ...intraState, export: true }).problems.map((problem) => problem.field)).toEqual(['ShipToPincode', 'ShipToState']);
  });
});

/**
 * An export under LUT from a Maharashtra firm to a buyer abroad, shipped from Mundra port (Gujarat, PIN
 * 370421) by road to the port: no tax (IGST Act s.16, zero-rated under bond).
 *   machine parts 40 NOS × ₹2,500 = ₹1,00,000.00 taxable, IGST rate 18 % kept for the return, tax 0;
 *   invoice ₹1,00,000.00; consignment value ₹1,00,000.00 (over ₹50,000, rule 138(1)).
 * The e-way bill portal takes the buyer as unregistered (URP) in "Other Country" (state code 99), and the
 * goods' destination as the port: its PIN, and its state as the actual state of delivery (Gujarat, 24);
 * sub-supply 3 (Export); bill-to and ship-to differ, so transaction type 2.
 */
const exportUnderLut: Consignment = {
  ...intraState,
  export: true,
  number: 'EX/26-27/1',
  to: { gstin: '', name: 'Hamburg Maschinen GmbH', address: 'Hafenstrasse 1, Hamburg', city: 'Hamburg', pincode: '', state: 'Other Countries' },
  transport: { ...ROAD, distance: 820, shipToPincode: '370421', shipToState: 'Gujarat' },
  lines: [line({ name: 'Machine parts', hsn: '84879000', qty: 40_000, uqc: 'NOS', taxable: 1_00_000_00, igstRate: 18_000 })],
  billAmount: 1_00_000_00,
  netAmount: 1_00_000_00,
};

describe('an export', () => {
  it('goes to the port it leaves India from: URP in Other Country (99), the port as the destination, sub-supply Export', () => {
    const result = buildEwayBill(exportUnderLut);
    expect(result.problems).toEqual([]);
    expect(portalSchemaErrors('ewaybill', ewayBillFile([result.bill!], EWB_FORMAT_VERSION))).toEqual([]);
    expect(result.bill).toMatchObject({
      subSupplyType: 3,
      transactionType: 2,
      toGstin: 'URP',
      toTrdName: 'Hamburg Maschinen GmbH',
      toStateCode: 99,
      actToStateCode: 24,
      toPincode: 370421,
      fromStateCode: 27,
      totalValue: 100000,
      igstValue: 0,
      otherValue: 0,
      totInvValue: 100000,
    });
    expect((result.bill!.itemList as Array<Record<string, unknown>>)[0]).toMatchObject({ hsnCode: 84879000, quantity: 40, qtyUnit: 'NOS', taxableAmount: 100000, igstRate: 18 });
  });

  it('a ship-to state given on a home sale is the actual state of delivery', () => {
    const result = buildEwayBill({ ...intraState, transport: { ...ROAD, shipToPincode: '395003', shipToState: 'Gujarat' } });
    expect(result.bill).toMatchObject({ toStateCode: 27, actToStateCode: 24, toPincode: 395003, transactionType: 2 });
  });
});
