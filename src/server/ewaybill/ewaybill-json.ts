// One document as a bill of the e-way bill portal's bulk-generation JSON (`billLists[]`), from figures the
// billing math already stored on the document and its lines (nothing is taxed again here), or the list
// of what stops it, each naming the field to fill. Pure: the route reads the document
// (load-consignment.ts); the unit tests hand-build one. Field names, lengths and codes: the e-way bill
// system's API document v1.03, "Generate E-way bill" (ewaybill-codes.ts); money in paise and quantities
// and rates in thousandths here, rupees and plain numbers in the file.
import { rupees, thousandths } from '../../../overrides/billing/exact.ts';
import { stateByName } from '../masters/indian-states.ts';
import { consignmentValue, ewayBillLimitOn, needsEwayBill } from './consignment-value.ts';
import { EXPORT, OTHER_COUNTRY, OTHER_UNIT, TRANS_MODES, TRANSACTION, UNREGISTERED, VEHICLE_TYPES, type DocType, type SubSupply, type SupplyType } from './ewaybill-codes.ts';

export type Place = { gstin: string; name: string; address: string; city: string; pincode: string; state: string };

export type ConsignmentLine = {
  name: string;
  hsn: string;
  /** thousandths of a unit */
  qty: number;
  /** the unit's GST unit code (UQC), '' when the unit has none */
  uqc: string;
  /** paise */
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  cess: number;
  /** thousandths of a percent */
  cgstRate: number;
  sgstRate: number;
  igstRate: number;
  cessRate: number;
  /** nil-rated, exempted or outside GST (CGST Act s.2(47)): left out of the consignment value */
  exempt: boolean;
};

export type Transport = {
  mode: string | null;
  distance: number | null;
  transporterId: string;
  transporterName: string;
  docNo: string;
  docDate: string | null;
  vehicleNo: string;
  vehicleType: string | null;
  shipToPincode: string;
  /** The delivery PIN's state when it is not the party's; for an export, the port's state ('' when not given). */
  shipToState: string;
};

export type Consignment = {
  /** O: the firm sends the goods (from = firm, to = party); I: it receives them (from = supplier, to = firm). */
  supplyType: SupplyType;
  docType: DocType;
  subSupply: SubSupply;
  /** an export: billed to a place outside India, carried to the port (or land customs station) it leaves from */
  export: boolean;
  number: string;
  /** yyyy-mm-dd */
  date: string;
  from: Place;
  to: Place;
  transport: Transport;
  lines: ConsignmentLine[];
  /** paise: the document's amount before rounding, and what it comes to (the invoice value) */
  billAmount: number;
  netAmount: number;
};

export type EwayBill = Record<string, unknown>;

/** What stops the file, with the document's field to fill (a master's field is named with its master: Firm.Pincode). */
export type Problem = { field: string; message: string };

export type EwayBillResult = { value: number; limit: number | null; required: boolean; problems: Problem[]; bill: EwayBill | null };

const money = (paise: number) => rupees(paise);
const rate = (milli: number) => thousandths(milli);
const dayFirst = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
const indianRupees = (paise: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(rupees(paise))}`;
const sum = (lines: ConsignmentLine[], pick: (line: ConsignmentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);

/** The address as the file's two lines of at most 120 characters each (fromAddr1/2, toAddr1/2). */
function addressLines(address: string): [string, string] {
  const parts = address.split(/\r?\n|,\s*/).map((part) => part.trim()).filter(Boolean);
  const first = parts.shift() ?? '';
  return [first.slice(0, 120), parts.join(', ').slice(0, 120)];
}

/** Whether rule 138(1) asks for an e-way bill, and what keeps the file from being made. */
export function ewayBillProblems(doc: Consignment): Omit<EwayBillResult, 'bill'> {
  const value = consignmentValue(
    doc.billAmount,
    doc.lines.map((line) => ({ taxable: line.taxable, tax: line.cgst + line.sgst + line.igst + line.cess, exempt: line.exempt })),
  );
  const limit = ewayBillLimitOn(doc.date);
  const required = needsEwayBill(value, doc.date);
  const problems: Problem[] = [];
  const refuse = (field: string, message: string) => problems.push({ field, message });
  if (!required) {
    refuse(
      'value',
      limit === null
        ? 'e-way bills began on 1 April 2018 (rule 138 CGST Rules): none can be made for an earlier document'
        : `Consignment value ${indianRupees(value)} is not over ${indianRupees(limit)}: rule 138(1) CGST Rules asks for no e-way bill`,
    );
  }
  // An export goes, as far as the e-way bill follows it, to the port or land customs station it leaves
  // India from: its PIN and state are the consignment's destination (the buyer's state is "Other Country").
  if (doc.export && !doc.transport.shipToPincode) refuse('ShipToPincode', 'Ship-to PIN: for an export, the PIN of the port the goods leave from');
  if (doc.export && !stateByName(doc.transport.shipToState)) refuse('ShipToState', 'Ship-to state: for an export, the state of the port the goods leave from');
  // The firm makes the e-way bill under its own GSTIN, sending or receiving; the goods go from one PIN and
  // state to another: the firm's and the party's, which way round by the supply type.
  const outward = doc.supplyType === 'O';
  const [sender, receiver] = outward ? ['Firm', 'Party'] : ['Party', 'Firm'];
  const firm = outward ? doc.from : doc.to;
  if (!firm.gstin) refuse('Firm.GSTIN', 'Firm GSTIN: the firm has none (the e-way bill is made under its GSTIN)');
  if (!doc.from.pincode) refuse(`${sender}.Pincode`, `${sender} PIN code: missing (the dispatch PIN)`);
  if (!stateByName(doc.from.state)) refuse(`${sender}.State`, `${sender} state: missing`);
  if (!doc.export && !doc.to.pincode && !doc.transport.shipToPincode) refuse('ShipToPincode', `${receiver} PIN code: missing; enter it on the ${receiver.toLowerCase()} or a delivery PIN on the document`);
  if (!doc.export && !stateByName(doc.to.state)) refuse(`${receiver}.State`, `${receiver} state: missing`);
  const { transport } = doc;
  if (transport.distance === null) refuse('TransDistance', 'Distance (km): missing (0 lets the portal work it out from the PIN codes)');
  // Part B of FORM GST EWB-01: the sender fills it when it moves the goods itself or by rail, air or ship
  // (rule 138(2): by road the vehicle number, otherwise the transport document's number and date); goods
  // handed to a transporter need only his id, who then fills Part B (rule 138(3)).
  if (!transport.mode && !transport.transporterId) refuse('TransportMode', 'Transport mode: missing (or give the Transporter id, who then fills Part B)');
  if (transport.mode === 'Road' && !transport.vehicleNo && !transport.transporterId) {
    refuse('VehicleNo', 'Vehicle no.: missing for road transport (or give the Transporter id, who then fills Part B)');
  }
  if (transport.mode && transport.mode !== 'Road' && (!transport.docNo || !transport.docDate)) {
    refuse('TransDocNo', `Transport doc. no. and date: needed for transport by ${transport.mode.toLowerCase()}`);
  }
  if (transport.vehicleNo && !transport.mode) refuse('TransportMode', 'Transport mode: missing for the vehicle given');
  if (!/^[A-Za-z0-9/-]{1,16}$/.test(doc.number)) {
    // The portal's document number: at most 16 letters, digits, / and -; a purchase travels on the supplier's.
    if (outward) refuse('number', 'Document no.: the portal takes at most 16 letters, digits, / or -');
    else refuse('SupplierBillNo', 'Supplier bill no.: missing, or more than 16 letters, digits, / or -');
  }
  if (doc.lines.length === 0) refuse('lines', 'Items: the document has no goods');
  doc.lines.forEach((line, index) => {
    if (!/^[0-9]{4,8}$/.test(line.hsn)) refuse(`lines/${index}/HSNCode`, `Line ${index + 1} (${line.name}): HSN code missing`);
  });
  return { value, limit, required, problems };
}

/** The document's bill for the file, or what stops it. */
export function buildEwayBill(doc: Consignment): EwayBillResult {
  const checked = ewayBillProblems(doc);
  if (checked.problems.length > 0) return { ...checked, bill: null };
  const { from, to, transport, lines } = doc;
  const fromState = Number(stateByName(from.state)!.code);
  const toState = doc.export ? OTHER_COUNTRY : Number(stateByName(to.state)!.code);
  // Where the goods actually go: a ship-to state given on the document (for an export, the port's), else the party's.
  const shipToState = stateByName(transport.shipToState);
  const actualToState = shipToState ? Number(shipToState.code) : toState;
  const [fromAddr1, fromAddr2] = addressLines(from.address);
  const [toAddr1, toAddr2] = addressLines(to.address);
  const shipElsewhere = transport.shipToPincode !== '' && transport.shipToPincode !== to.pincode;
  const totalValue = sum(lines, (line) => line.taxable);
  const cgst = sum(lines, (line) => line.cgst);
  const sgst = sum(lines, (line) => line.sgst);
  const igst = sum(lines, (line) => line.igst);
  const cess = sum(lines, (line) => line.cess);
  // What the invoice value holds beyond the goods and their tax: taxed charges with their tax, untaxed
  // charges and the round-off (otherValue), so the portal's check totInvValue = totalValue + taxes +
  // otherValue holds to the paisa.
  const other = doc.netAmount - totalValue - cgst - sgst - igst - cess;
  const bill: EwayBill = {
    userGstin: doc.supplyType === 'O' ? from.gstin : to.gstin,
    supplyType: doc.supplyType,
    subSupplyType: (doc.export ? EXPORT : doc.subSupply).code,
    ...(doc.subSupply.desc ? { subSupplyDesc: doc.subSupply.desc } : {}),
    docType: doc.docType,
    docNo: doc.number,
    docDate: dayFirst(doc.date),
    transactionType: shipElsewhere ? TRANSACTION.billToShipTo : TRANSACTION.regular,
    fromGstin: from.gstin || UNREGISTERED,
    fromTrdName: from.name.slice(0, 100),
    fromAddr1,
    fromAddr2,
    fromPlace: from.city.slice(0, 50),
    fromPincode: Number(from.pincode),
    fromStateCode: fromState,
    actFromStateCode: fromState,
    toGstin: (!doc.export && to.gstin) || UNREGISTERED,
    toTrdName: to.name.slice(0, 100),
    toAddr1,
    toAddr2,
    toPlace: to.city.slice(0, 50),
    toPincode: Number(shipElsewhere || !to.pincode ? transport.shipToPincode : to.pincode),
    toStateCode: toState,
    actToStateCode: actualToState,
    totalValue: money(totalValue),
    cgstValue: money(cgst),
    sgstValue: money(sgst),
    igstValue: money(igst),
    cessValue: money(cess),
    cessNonAdvolValue: 0,
    otherValue: money(other),
    totInvValue: money(doc.netAmount),
    // Text in the portal's schema, as the distance is: "1" road ... "4" ship, "" when a transporter fills Part B.
    transMode: transport.mode ? String(TRANS_MODES[transport.mode]) : '',
    transDistance: String(transport.distance ?? 0),
    transporterId: transport.transporterId.toUpperCase(),
    transporterName: transport.transporterName,
    transDocNo: transport.docNo,
    transDocDate: transport.docDate ? dayFirst(transport.docDate) : '',
    vehicleNo: transport.vehicleNo.toUpperCase(),
    vehicleType: transport.vehicleNo ? VEHICLE_TYPES[transport.vehicleType ?? 'Regular'] : '',
    itemList: lines.map((line, index) => ({
      itemNo: index + 1,
      productName: line.name.slice(0, 100),
      productDesc: line.name.slice(0, 100),
      hsnCode: Number(line.hsn),
      quantity: thousandths(line.qty),
      qtyUnit: line.uqc || OTHER_UNIT,
      taxableAmount: money(line.taxable),
      cgstRate: rate(line.cgstRate),
      sgstRate: rate(line.sgstRate),
      igstRate: rate(line.igstRate),
      cessRate: rate(line.cessRate),
      cessNonadvol: 0,
    })),
  };
  return { ...checked, bill };
}

/** The portal's bulk-generation file around the bills. */
export function ewayBillFile(bills: EwayBill[], version: string): { version: string; billLists: EwayBill[] } {
  return { version, billLists: bills };
}
