// Everything a printed document says, worked out from the document as the server keeps it, the firm,
// the party, the states' GST codes and the terms. Pure: the page only lays these texts out, and the
// unit tests read them directly. The figures are the server's; nothing here recomputes a bill.
import { amountInWords } from '../billing/amount-in-words.ts';
import { milli, paise } from '../billing/exact.ts';
import { buildHsnSummary, type HsnSummary } from './hsn-summary.ts';
import { addressLines, firmLetterhead, present, stateCode, text } from './letterhead.ts';
import { money, percent, printedDate, quantity, rupeeAmount, stateWithCode } from './print-format.ts';
import type { PrintKind } from './print-kinds.ts';
import { supplyEndorsement, supplyFields } from './supply-endorsement.ts';
import { ewayBillMark, type EwayBillMark } from './eway-bill-mark.ts';

export type Row = Record<string, unknown>;
export type StateCode = { name: string; code: string };

/** What the page loads before it can print. */
export type InvoiceData = {
  print: PrintKind;
  doc: Row;
  /** The firm and party masters; null when they could not be read (the document's own copy is used). */
  firm: Row | null;
  party: Row | null;
  states: StateCode[];
  terms: string | null;
};

export type Field = [label: string, value: string];

export type AddressBlock = {
  name: string;
  /** Address lines as printed. */
  address: string[];
  /** GSTIN, state and code, contact ... */
  details: Field[];
};

export type TaxCell = { rate: string; amount: string };

export type InvoiceLine = {
  /** The item's serial number; null on a charge (freight, packing ...) printed under the items. */
  sr: number | null;
  /** A row key unique on the page. */
  key: string;
  name: string;
  /** Description, batch and expiry, under the name. */
  notes: string[];
  hsn: string;
  qty: string;
  unit: string;
  rate: string;
  discount: string;
  discountPer: string;
  taxable: string;
  cgst: TaxCell;
  sgst: TaxCell;
  igst: TaxCell;
  cess: TaxCell;
  amount: string;
};

export type Columns = {
  /** CGST and SGST columns (supply within the state). */
  intra: boolean;
  /** IGST columns (supply across states). */
  inter: boolean;
  cess: boolean;
  discount: boolean;
  rateLabel: string;
};

export type TotalRow = { label: string; value: string; strong?: boolean };

export type Invoice = {
  heading: string;
  copyMark: string | null;
  /** The browser tab's title, which is also the PDF's default file name. */
  title: string;
  number: string;
  date: string;
  gst: boolean;
  meta: Field[];
  firm: AddressBlock;
  partyLabel: string;
  party: AddressBlock;
  columns: Columns;
  lines: InvoiceLine[];
  /** The lines' column totals. */
  lineTotals: { qty: string; taxable: string; cgst: string; sgst: string; igst: string; cess: string; amount: string; discount: string };
  /** The HSN-wise tax summary (GST documents only). */
  hsn: HsnSummary | null;
  totals: TotalRow[];
  amountInWords: string;
  narration: string | null;
  bank: Field[];
  terms: string[];
  declaration: string | null;
  /** Rule 46's endorsement on an export or a supply to a SEZ (with or without payment of IGST). */
  endorsement: string | null;
  signatory: string;
  receiverSigns: boolean;
  /** The e-way bill the goods travel under, once its number is recorded (rule 138). */
  ewayBill: EwayBillMark | null;
  /** The IRP's registration (rule 48(4)): IRN, acknowledgement and the signed QR data; null before it. */
  einvoice: EinvoiceMark | null;
};

export type EinvoiceMark = { fields: Field[]; qr: string; cancelled: string | null };

/** A registered document's IRN, acknowledgement number and date (India time, as the IRP gave it) and QR data. */
function einvoiceMark(doc: Row): EinvoiceMark | null {
  const irn = text(doc.Irn);
  if (!irn) return null;
  const ack = text(doc.AckDate);
  const cancelled = text(doc.IrnCancelDate);
  return {
    fields: [
      ['IRN', irn],
      ['Ack No.', text(doc.AckNo)],
      ['Ack Date', `${printedDate(ack.slice(0, 10))} ${ack.slice(11, 16)}`.trim()],
    ],
    qr: text(doc.SignedQRCode),
    cancelled: cancelled ? `${printedDate(cancelled.slice(0, 10))} ${cancelled.slice(11, 16)}`.trim() : null,
  };
}

export const DECLARATION = 'We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct.';

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : Number(value) || 0);
const amount = (value: unknown): number => paise(num(value));

export function buildInvoice(data: InvoiceData): Invoice {
  const { print, doc, states } = data;
  const { kind } = print;
  const firm = data.firm ?? {};
  const party = data.party ?? {};
  const items = (Array.isArray(doc[kind.linesField]) ? doc[kind.linesField] : []) as Row[];
  // Charges from the extra charges master print under the items with their SAC code and tax, since they
  // are part of the value of supply (CGST Act s.15(2)(c)); the tax columns and the HSN/SAC summary count them.
  const chargeRows = (kind.chargeLinesField && Array.isArray(doc[kind.chargeLinesField]) ? doc[kind.chargeLinesField] : []) as Row[];
  const charged: Row[] = chargeRows.map((row) => ({ ...row, ItemName: row.ChargeName, HSNCode: row.SACCode }));
  const lines = [...items, ...charged];
  const gst = text(doc[kind.taxModeField]) !== 'NON GST';

  const firmState = text(firm.State);
  const firmGstin = text(firm.GSTIN).toUpperCase();
  // On a sale the place of supply is the customer's state as billed; on a purchase it is our own state,
  // so the supplier's state comes from the supplier.
  const partyState = (print.side === 'sales' ? text(doc.PlaceOfSupply) : '') || text(party.State);
  const partyGstin = text(doc.GSTIN ?? party.GSTIN).toUpperCase();
  const firmCode = stateCode(states, firmState, firmGstin);
  const partyCode = stateCode(states, partyState, partyGstin);
  // Goods go to the party on a sale and to the firm on a purchase: the recipient's state is the place of supply.
  const placeOfSupply = print.side === 'sales' ? stateWithCode(partyState, partyCode) : stateWithCode(firmState, firmCode);

  const firmBlock = firmLetterhead(firm, text(doc.FirmName), states);
  const partyBlock: AddressBlock = {
    name: text(doc.PartyName) || text(party.PartyName),
    address: addressLines({ Pincode: party.Pincode }, doc.Address ?? party.Address),
    details: present([
      ['GSTIN', partyGstin || 'Unregistered'],
      ['State', partyState ? `${partyState}, Code: ${partyCode ?? '—'}` : ''],
      ['Mobile', text(party.Mobile)],
    ]),
  };

  const taxed = (line: Row, ...fields: string[]) => fields.some((field) => num(line[field]) !== 0);
  const anyIgst = lines.some((line) => taxed(line, 'TaxPer3', 'TaxAmt3'));
  const anyCgst = lines.some((line) => taxed(line, 'TaxPer1', 'TaxPer2', 'TaxAmt1', 'TaxAmt2'));
  // Lines at 0% still say which tax the supply falls under: across states IGST, else CGST and SGST.
  const statesDiffer = firmState !== '' && partyState !== '' && firmState !== partyState;
  const acrossStates = anyIgst || (!anyCgst && statesDiffer);
  const columns: Columns = {
    intra: gst && (anyCgst || !acrossStates),
    inter: gst && acrossStates,
    cess: gst && lines.some((line) => taxed(line, 'TaxAmt4')),
    discount: lines.some((line) => taxed(line, 'DiscAmt', 'BillDiscAmt')),
    rateLabel: text(doc[kind.taxModeField]) === 'INCLUSIVE' ? 'Rate (incl. GST)' : 'Rate',
  };

  const cell = (line: Row, rateField: string, amountField: string): TaxCell => ({
    rate: percent(milli(num(line[rateField]))),
    amount: money(amount(line[amountField])),
  });
  // A line's discount column shows its own discount and its share of the bill's discount together, so
  // amount less discount reads as the taxable value (the bill's discount lowers it: CGST Act s.15(3)(a)).
  const discountOf = (line: Row) => amount(line.DiscAmt) + amount(line.BillDiscAmt);
  const itemLines: InvoiceLine[] = items.map((line, index) => {
    const free = milli(num(line.FreeQty));
    const batch = text(line.BatchNo);
    const expiry = printedDate(text(line.ExpDate));
    return {
      sr: index + 1,
      key: `item-${index}`,
      name: text(line.ItemName),
      notes: [
        text(line.ItemDescription),
        [batch && `Batch ${batch}`, expiry && `Exp ${expiry}`, ...(print.lineNotes ?? []).map(([title, field]) => text(line[field]) && `${title} ${text(line[field])}`)].filter(Boolean).join(', '),
      ].filter(Boolean),
      hsn: text(line.HSNCode),
      qty: quantity(milli(num(line.Qty))) + (free ? ` + ${quantity(free)} free` : ''),
      unit: text(line.UnitName),
      rate: money(amount(line.Rate)),
      discount: money(discountOf(line)),
      discountPer: num(line.DiscPer) && !amount(line.BillDiscAmt) ? percent(milli(num(line.DiscPer))) : '',
      taxable: money(amount(line.TaxableAmt)),
      cgst: cell(line, 'TaxPer1', 'TaxAmt1'),
      sgst: cell(line, 'TaxPer2', 'TaxAmt2'),
      igst: cell(line, 'TaxPer3', 'TaxAmt3'),
      cess: cell(line, 'TaxPer4', 'TaxAmt4'),
      amount: money(amount(line.NetAmt)),
    };
  });
  const chargeLines: InvoiceLine[] = charged.map((row, index) => ({
    sr: null,
    key: `charge-${index}`,
    name: text(row.ChargeName),
    notes: [],
    hsn: text(row.SACCode),
    qty: '',
    unit: '',
    rate: '',
    discount: '',
    discountPer: '',
    taxable: money(amount(row.TaxableAmt)),
    cgst: cell(row, 'TaxPer1', 'TaxAmt1'),
    sgst: cell(row, 'TaxPer2', 'TaxAmt2'),
    igst: cell(row, 'TaxPer3', 'TaxAmt3'),
    cess: cell(row, 'TaxPer4', 'TaxAmt4'),
    amount: money(amount(row.NetAmt)),
  }));
  const invoiceLines = [...itemLines, ...chargeLines];
  const sum = (field: string) => lines.reduce((total, line) => total + amount(line[field]), 0);
  const units = new Set(items.map((line) => text(line.UnitName)));
  const lineTotals = {
    // Quantities add up only when they are of one unit.
    qty: units.size === 1 ? `${quantity(items.reduce((total, line) => total + milli(num(line.Qty)), 0))}` : '',
    discount: money(items.reduce((total, line) => total + discountOf(line), 0)),
    taxable: money(sum('TaxableAmt')),
    cgst: money(sum('TaxAmt1')),
    sgst: money(sum('TaxAmt2')),
    igst: money(sum('TaxAmt3')),
    cess: money(sum('TaxAmt4')),
    amount: money(sum('NetAmt')),
  };

  // The bill's discount is already out of the lines' taxable values: shown as the step from their value before it.
  // On an inclusive bill the discount typed holds its GST (bill.ts): the step is its part before tax, the
  // lines' shares (BillDiscAmt), and the label gives the discount as typed, so the invoice adds up.
  const billDiscount = amount(doc[kind.discountField]);
  const inclusive = text(doc[kind.taxModeField]) === 'INCLUSIVE';
  const beforeTax = inclusive ? items.reduce((total, line) => total + amount(line.BillDiscAmt), 0) : billDiscount;
  const totals: TotalRow[] = billDiscount
    ? [
        { label: 'Value before Bill Discount', value: money(amount(doc.TotTaxable) + beforeTax) },
        { label: beforeTax === billDiscount ? 'Less: Bill Discount' : `Less: Bill Discount (${money(billDiscount)} incl. GST)`, value: money(-beforeTax) },
      ]
    : [];
  totals.push({ label: gst ? 'Taxable Value' : 'Sub-total', value: money(amount(doc.TotTaxable)) });
  if (chargeRows.length > 0) totals.push({ label: 'Charges', value: money(amount(doc.TotChargeAmt)) });
  if (columns.intra) totals.push({ label: 'CGST', value: money(amount(doc.TotCGST)) }, { label: 'SGST', value: money(amount(doc.TotSGST)) });
  if (columns.inter) totals.push({ label: 'IGST', value: money(amount(doc.TotIGST)) });
  if (columns.cess) totals.push({ label: 'Cess', value: money(amount(doc.TotCess)) });
  const charges = amount(doc[kind.chargesField]);
  if (charges) totals.push({ label: 'Extra Charges', value: money(charges) });
  totals.push({ label: 'Round Off', value: money(amount(doc.RoundOff)) });
  const net = amount(doc.NetBillAmt);
  totals.push({ label: 'Total', value: rupeeAmount(net), strong: true });
  if (kind.settledField) {
    const word = kind.settledField === 'ReceiptAmt' ? 'Received' : 'Paid';
    const atBilling = amount(doc[kind.settledField]);
    const balance = amount(doc.BalanceBillAmt);
    // What receipts or payment vouchers settled after billing: without it the rows would not add up
    // (Total 10,022, Received 0.00, Balance 0.00 once a receipt has settled the bill).
    const later = net - atBilling - balance;
    totals.push({ label: word, value: money(atBilling) });
    if (later !== 0) totals.push({ label: `${word} later`, value: money(later) });
    totals.push({ label: 'Balance', value: money(balance) });
  }

  const heading = !gst && print.nonGstHeading ? print.nonGstHeading : print.heading;
  const number = text(doc[kind.prefixedField]) || text(doc[kind.numberField]);
  const date = printedDate(text(doc[kind.dateField]));
  const extras = print.extraFields.map(([label, field]): Field => {
    const value = text(doc[field]);
    return [label, /^\d{4}-\d{2}-\d{2}$/.test(value) ? printedDate(value) : value];
  });
  const meta = present([
    [print.numberLabel, number],
    [print.dateLabel, date],
    ['Place of Supply', placeOfSupply],
    // Rule 46(p) and the export's details (supply-endorsement.ts); field names read as words ("Shipping Bill No").
    ...(print.taxInvoice && gst ? supplyFields(kind, doc, (field) => field.replace(/([a-z])([A-Z])/g, '$1 $2'), printedDate) : []),
    ...extras,
  ]);

  return {
    heading,
    copyMark: print.copyMark,
    title: [heading, number].filter(Boolean).join(' '),
    number,
    date,
    gst,
    meta,
    firm: firmBlock,
    partyLabel: print.partyLabel,
    party: partyBlock,
    columns,
    lines: invoiceLines,
    lineTotals,
    hsn: gst ? buildHsnSummary(lines) : null,
    totals,
    amountInWords: amountInWords(net),
    narration: text(doc.Narration) || null,
    bank: print.showBank
      ? present([
          ['Bank', text(firm.BankName)],
          ['A/c No.', text(firm.BankAccountNo)],
          ['IFSC', text(firm.IFSC).toUpperCase()],
          ['Branch', text(firm.BankBranch)],
        ])
      : [],
    terms: (data.terms ?? '').split(/\r?\n/).map((line) => line.trim()).filter(Boolean),
    declaration: print.taxInvoice && gst ? DECLARATION : null,
    endorsement: print.taxInvoice ? supplyEndorsement(kind, doc) : null,
    signatory: firmBlock.name,
    receiverSigns: print.receiverSigns,
    ewayBill: ewayBillMark(doc),
    einvoice: einvoiceMark(doc),
  };
}
