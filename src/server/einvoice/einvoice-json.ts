// A sales-side document as the IRP's e-invoice JSON (schema INV-01, version 1.1, notified under rule 48(4)
// of the CGST Rules; einvoice1.gst.gov.in, "e-Invoice Schema"). Pure: it takes the document's saved figures
// (the server's own billing math, overrides/billing/) and writes them in the IRP's words, so the assessable
// value is exactly the taxable value the books and GSTR-1 carry.
//
// How the bill's own figures map onto the schema:
// - The bill's extra discount is a discount on the goods shown on the invoice (CGST Act s.15(3)(a)): the
//   billing math spreads it into the lines' taxable values (BillDiscAmt). Here it is part of each item's
//   Discount, so AssAmt = TotAmt - Discount stays the line's TaxableAmt; ValDtls.Discount (a discount given
//   after tax) is always 0.
// - A charge from the extra charges master is part of the value of supply (s.15(2)(c)) and pays GST at its
//   own rate: it is an item of its own, a service (its SAC as HsnCd, quantity 1, no unit), as GSTR-1 counts
//   it, so AssVal equals GSTR-1's taxable value of the document.
// - The single untaxed extra charges amount is outside the taxable value: ValDtls.OthChrg.
// - Prices: TotAmt is the gross before tax. On an INCLUSIVE bill the rate holds the tax, so TotAmt is the
//   line's gross less the tax it holds (quantity x rate x 100 / (100 + GST% + cess%)) and the Discount the
//   rest down to the taxable value; UnitPrice is TotAmt / quantity to three decimals.
import { milli as exactMilli, mulDiv, paise, PERCENT, rupees } from '../../../overrides/billing/exact.ts';
import { isExport, isSez, type SupplyKind } from '../../../overrides/billing/supply-kind.ts';
import { stateCode } from '../reports/gst/place-of-supply.ts';
import type { EinvoiceDocType } from '../../shared/einvoice-kinds.ts';

export type { EinvoiceDocType };

/** Amounts in rupees (two decimals) and quantities and rates (three decimals) as the API carries them. */
export type EinvoiceLine = {
  ItemName: string;
  HSNCode: string | null;
  Qty: number;
  FreeQty: number | null;
  /** the line's unit's GST unit code */
  UQC: string | null;
  ItemTotal: number;
  DiscAmt: number | null;
  BillDiscAmt: number | null;
  TaxableAmt: number;
  TaxPer1: number | null;
  TaxPer2: number | null;
  TaxPer3: number | null;
  TaxPer4: number | null;
  TaxAmt1: number | null;
  TaxAmt2: number | null;
  TaxAmt3: number | null;
  TaxAmt4: number | null;
};

export type EinvoiceCharge = {
  ChargeName: string;
  SACCode: string | null;
  TaxableAmt: number;
  TaxPer1: number | null;
  TaxPer2: number | null;
  TaxPer3: number | null;
  TaxAmt1: number | null;
  TaxAmt2: number | null;
  TaxAmt3: number | null;
};

export type EinvoiceAddress = { name: string; gstin: string | null; address: string | null; city: string | null; pincode: string | null; state: string; phone?: string | null; email?: string | null };

export type EinvoiceSource = {
  docType: EinvoiceDocType;
  number: string;
  /** yyyy-mm-dd */
  date: string;
  supply: SupplyKind;
  reverseCharge: boolean;
  /** INCLUSIVE rates hold the tax, when the bill charges tax */
  inclusive: boolean;
  seller: EinvoiceAddress;
  buyer: EinvoiceAddress;
  /** the place of supply's state name */
  placeOfSupply: string;
  lines: EinvoiceLine[];
  charges: EinvoiceCharge[];
  /** the untaxed extra charges amount */
  otherCharges: number;
  roundOff: number;
  netAmount: number;
  exportDetails: { port: string | null; shippingBillNo: string | null; shippingBillDate: string | null; currency: string | null } | null;
  /** the invoice a credit or debit note amends */
  original: { number: string; date: string } | null;
};

export type EinvoiceItem = {
  SlNo: string;
  PrdDesc?: string;
  IsServc: 'Y' | 'N';
  HsnCd: string;
  Qty: number;
  FreeQty: number;
  Unit?: string;
  UnitPrice: number;
  TotAmt: number;
  Discount: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  CesRt: number;
  CesAmt: number;
  OthChrg: number;
  TotItemVal: number;
};

export type EinvoiceParty = { Gstin: string; LglNm: string; Addr1: string; Addr2?: string; Loc: string; Pin: number; Stcd: string; Ph?: string; Em?: string };

export type EinvoiceJson = {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: string; RegRev: 'Y' | 'N'; IgstOnIntra: 'Y' | 'N' };
  DocDtls: { Typ: EinvoiceDocType; No: string; Dt: string };
  SellerDtls: EinvoiceParty;
  BuyerDtls: EinvoiceParty & { Pos: string };
  ItemList: EinvoiceItem[];
  ValDtls: { AssVal: number; CgstVal: number; SgstVal: number; IgstVal: number; CesVal: number; StCesVal: number; Discount: number; OthChrg: number; RndOffAmt: number; TotInvVal: number };
  RefDtls?: { PrecDocDtls: Array<{ InvNo: string; InvDt: string }> };
  ExpDtls?: { ShipBNo?: string; ShipBDt?: string; Port?: string; ForCur?: string };
};

/** The IRP's supply types (SupTyp) for Bahi's kinds of supply (the schema's enum). */
export const SUPPLY_TYPES: Record<SupplyKind, string> = {
  Regular: 'B2B',
  'Export with IGST': 'EXPWP',
  'Export under LUT': 'EXPWOP',
  'SEZ with IGST': 'SEZWP',
  'SEZ under LUT': 'SEZWOP',
  'Deemed export': 'DEXP',
};

/** yyyy-mm-dd as the IRP's dd/mm/yyyy. */
export const irpDate = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** The schema allows every character in free text but the double quote and the backslash. */
const text = (value: string | null | undefined) => String(value ?? '').replace(/"/g, "'").replace(/\\/g, '/').replace(/\s+/g, ' ').trim();

const p = (value: number | null | undefined) => paise(Number(value ?? 0));
// Thousandths through the billing math's exact conversion (decimal text, never a float multiplication).
const milli = (value: number | null | undefined) => exactMilli(Number(value ?? 0));

function party(address: EinvoiceAddress, abroad: boolean): EinvoiceParty {
  const whole = text(address.address);
  const addr2 = whole.slice(100, 200).trim();
  const phone = String(address.phone ?? '').replace(/\D/g, '');
  return {
    // A buyer abroad has no GSTIN: "URP" (unregistered person), PIN 999999 and state 96 (the schema's notes).
    Gstin: abroad ? 'URP' : text(address.gstin).toUpperCase(),
    LglNm: text(address.name).slice(0, 100),
    Addr1: whole.slice(0, 100).trim(),
    ...(addr2.length >= 3 ? { Addr2: addr2 } : {}),
    Loc: text(address.city).slice(0, 50),
    Pin: abroad ? 999999 : Number(address.pincode ?? 0),
    Stcd: abroad ? '96' : stateCode(address.state),
    ...(phone.length >= 6 && phone.length <= 12 ? { Ph: phone } : {}),
    ...(address.email && /^[a-zA-Z0-9+_.-]+@[a-zA-Z0-9.-]+$/.test(address.email) && address.email.length >= 6 ? { Em: address.email } : {}),
  };
}

/** UnitPrice to three decimals: the gross before tax over the quantity (the gross itself for no quantity). */
function unitPrice(totAmt: number, qtyMilli: number): number {
  if (qtyMilli === 0) return rupees(totAmt);
  // paise per thousandth of a unit -> thousandths of a rupee per unit: x 10 x 1000.
  return mulDiv(totAmt, 10_000, qtyMilli) / 1000;
}

function lineItem(line: EinvoiceLine, index: number, inclusive: boolean): EinvoiceItem {
  const taxable = p(line.TaxableAmt);
  const gst = milli(line.TaxPer1) + milli(line.TaxPer2) + milli(line.TaxPer3);
  const cess = milli(line.TaxPer4);
  // Exclusive (or no tax): gross = quantity x rate, discount = the line's and its share of the bill's.
  // Inclusive: the gross before the tax the rate holds, the discount whatever brings it to the taxable value.
  const totAmt = inclusive ? mulDiv(p(line.ItemTotal), PERCENT, PERCENT + gst + cess) : p(line.ItemTotal);
  const discount = inclusive ? totAmt - taxable : p(line.DiscAmt) + p(line.BillDiscAmt);
  const [cgst, sgst, igst, cessAmt] = [line.TaxAmt1, line.TaxAmt2, line.TaxAmt3, line.TaxAmt4].map(p);
  const hsn = text(line.HSNCode);
  const service = hsn.startsWith('99');
  const name = text(line.ItemName).slice(0, 300);
  return {
    SlNo: String(index + 1),
    ...(name.length >= 3 ? { PrdDesc: name } : {}),
    IsServc: service ? 'Y' : 'N',
    HsnCd: hsn,
    Qty: Number(line.Qty ?? 0),
    FreeQty: Number(line.FreeQty ?? 0),
    ...(line.UQC ? { Unit: line.UQC } : {}),
    UnitPrice: unitPrice(totAmt, milli(line.Qty)),
    TotAmt: rupees(totAmt),
    Discount: rupees(discount),
    AssAmt: rupees(taxable),
    GstRt: gst / 1000,
    IgstAmt: rupees(igst),
    CgstAmt: rupees(cgst),
    SgstAmt: rupees(sgst),
    CesRt: cess / 1000,
    CesAmt: rupees(cessAmt),
    OthChrg: 0,
    TotItemVal: rupees(taxable + cgst + sgst + igst + cessAmt),
  };
}

function chargeItem(charge: EinvoiceCharge, index: number): EinvoiceItem {
  const taxable = p(charge.TaxableAmt);
  const [cgst, sgst, igst] = [charge.TaxAmt1, charge.TaxAmt2, charge.TaxAmt3].map(p);
  const name = text(charge.ChargeName).slice(0, 300);
  return {
    SlNo: String(index + 1),
    ...(name.length >= 3 ? { PrdDesc: name } : {}),
    IsServc: 'Y',
    HsnCd: text(charge.SACCode),
    Qty: 1,
    FreeQty: 0,
    UnitPrice: rupees(taxable),
    TotAmt: rupees(taxable),
    Discount: 0,
    AssAmt: rupees(taxable),
    GstRt: (milli(charge.TaxPer1) + milli(charge.TaxPer2) + milli(charge.TaxPer3)) / 1000,
    IgstAmt: rupees(igst),
    CgstAmt: rupees(cgst),
    SgstAmt: rupees(sgst),
    CesRt: 0,
    CesAmt: 0,
    OthChrg: 0,
    TotItemVal: rupees(taxable + cgst + sgst + igst),
  };
}

const sumPaise = (items: EinvoiceItem[], pick: (item: EinvoiceItem) => number) => items.reduce((total, item) => total + paise(pick(item)), 0);

export function buildEinvoice(source: EinvoiceSource): EinvoiceJson {
  const abroad = isExport(source.supply);
  const lines = source.lines.map((line, index) => lineItem(line, index, source.inclusive));
  const items = [...lines, ...source.charges.map((charge, index) => chargeItem(charge, lines.length + index))];
  const seller = party(source.seller, false);
  const pos = abroad ? '96' : stateCode(source.placeOfSupply);
  const igst = sumPaise(items, (item) => item.IgstAmt);
  // IGST on a supply whose place of supply is the supplier's own state (IGST Act s.7(5) cases the IRP does
  // not infer itself). A SEZ supply has its own supply type and an export its place 96, so neither needs it.
  const igstOnIntra = igst > 0 && pos === seller.Stcd && !isSez(source.supply) && !abroad;
  const json: EinvoiceJson = {
    Version: '1.1',
    TranDtls: { TaxSch: 'GST', SupTyp: SUPPLY_TYPES[source.supply], RegRev: source.reverseCharge ? 'Y' : 'N', IgstOnIntra: igstOnIntra ? 'Y' : 'N' },
    DocDtls: { Typ: source.docType, No: source.number, Dt: irpDate(source.date) },
    SellerDtls: seller,
    BuyerDtls: { ...party(source.buyer, abroad), Pos: pos },
    ItemList: items,
    ValDtls: {
      AssVal: rupees(sumPaise(items, (item) => item.AssAmt)),
      CgstVal: rupees(sumPaise(items, (item) => item.CgstAmt)),
      SgstVal: rupees(sumPaise(items, (item) => item.SgstAmt)),
      IgstVal: rupees(igst),
      CesVal: rupees(sumPaise(items, (item) => item.CesAmt)),
      StCesVal: 0,
      Discount: 0,
      OthChrg: rupees(p(source.otherCharges)),
      RndOffAmt: rupees(p(source.roundOff)),
      TotInvVal: rupees(p(source.netAmount)),
    },
  };
  if (source.original && (source.docType === 'CRN' || source.docType === 'DBN')) {
    json.RefDtls = { PrecDocDtls: [{ InvNo: source.original.number, InvDt: irpDate(source.original.date) }] };
  }
  if (abroad && source.exportDetails) {
    const exp = source.exportDetails;
    json.ExpDtls = {
      ...(exp.shippingBillNo ? { ShipBNo: exp.shippingBillNo } : {}),
      ...(exp.shippingBillDate ? { ShipBDt: irpDate(exp.shippingBillDate) } : {}),
      ...(exp.port ? { Port: exp.port.toUpperCase() } : {}),
      ...(exp.currency ? { ForCur: exp.currency } : {}),
    };
  }
  return json;
}
