// The IRP's validations, run before an e-invoice is offered, each failure in plain words naming the field:
// - the schema's field formats (INV-01 v1.1: document number ^[A-Za-z1-9][A-Za-z0-9/-]{0,15}$ (kept upper
//   case here), GSTIN, 6-digit PIN, state code, lengths of names, addresses and places, HSN of 4, 6 or 8
//   digits, a unit (UQC) for goods);
// - a PIN must lie in its state (IRP errors 3039/3040; the table in pin-states.ts);
// - item arithmetic: AssAmt = TotAmt - Discount (IRP error 2193) and TotItemVal = AssAmt + taxes + cess +
//   OthChrg (the schema's definition of TotItemVal), exactly;
// - document totals: AssVal and each tax total equal the items' sums (error 2182 and its siblings), and
//   TotInvVal equals the items' values plus other charges less discount plus round-off within the IRP's
//   tolerance of ₹1 either way (error 2189, "Invalid total invoice value": tolerance (+/-) 1);
// - RndOffAmt between -99.99 and +99.99 (the schema's limits);
// - e-invoicing is for supplies to registered persons and exports (rule 48(4); a B2C supply gets no IRN):
//   a buyer without a GSTIN is refused unless the supply is an export;
// - the document date is not in the future, and not before 1 October 2020, when e-invoicing began
//   (Notification 13/2020-Central Tax as amended by 61/2020 and 70/2020);
// - at most 1000 items (the IRP's limit).
import { paise, rupees } from '../../../overrides/billing/exact.ts';
import { stateByCode } from '../masters/indian-states.ts';
import type { FieldError } from '../http/errors.ts';
import type { EinvoiceJson, EinvoiceParty } from './einvoice-json.ts';
import { pinAgreesWithState } from './pin-states.ts';

/** ₹1, in paise: the IRP's allowed difference between the invoice value and its items' sum (error 2189). */
export const TOTAL_TOLERANCE = 100;
/** The schema's bounds of RndOffAmt, in paise. */
export const ROUND_OFF_LIMIT = 99_99;
export const EINVOICE_START = '2020-10-01';
export const MAX_ITEMS = 1000;

const DOC_NO = /^[A-Z1-9][A-Z0-9/-]{0,15}$/;
const GSTIN = /^[0-9]{2}[0-9A-Z]{13}$/;
const HSN = /^(?!0+$)([0-9]{4}|[0-9]{6}|[0-9]{8})$/;
const UNIT = /^[A-Za-z]{3,8}$/;

const money = (paiseValue: number) => `₹${rupees(paiseValue).toFixed(2)}`;
const ddmmyyyyToIso = (date: string) => `${date.slice(6, 10)}-${date.slice(3, 5)}-${date.slice(0, 2)}`;

function partyErrors(who: 'Seller' | 'Buyer', path: string, party: EinvoiceParty, export_: boolean): FieldError[] {
  const errors: FieldError[] = [];
  const add = (field: string, message: string) => errors.push({ path: `${path}/${field}`, message: `${who} ${message}` });
  if (!(who === 'Buyer' && export_ && party.Gstin === 'URP') && !GSTIN.test(party.Gstin)) {
    add('Gstin', party.Gstin === '' ? (who === 'Buyer' ? "GSTIN is required: an e-invoice is for supplies to registered persons (B2B); a bill to an unregistered buyer needs no IRN and goes to GSTR-1 as B2C" : 'GSTIN is required: the firm has none') : `GSTIN ${party.Gstin} is not a valid GSTIN`);
  }
  if (party.LglNm.length < 3) add('LglNm', 'name must be 3 to 100 characters');
  if (party.Addr1.length < 1) add('Addr1', 'address is required');
  if (party.Loc.length < 3) add('Loc', 'city (location) must be 3 to 50 characters');
  if (!Number.isInteger(party.Pin) || party.Pin < 100000 || party.Pin > 999999) {
    add('Pin', 'PIN code must be 6 digits');
  } else if (!pinAgreesWithState(String(party.Pin), party.Stcd)) {
    add('Pin', `PIN code ${party.Pin} is not in ${stateByCode(party.Stcd)?.name ?? `state ${party.Stcd}`}`);
  }
  if (!stateByCode(party.Stcd)) add('Stcd', `state code ${party.Stcd} is not a state's GST code`);
  return errors;
}

export type CheckContext = {
  /** today in India, yyyy-mm-dd */
  today: string;
};

/** Every way the e-invoice breaks the IRP's rules ([]: it may be uploaded). */
export function einvoiceErrors(json: EinvoiceJson, context: CheckContext): FieldError[] {
  const errors: FieldError[] = [];
  const no = json.DocDtls.No;
  const exported = json.TranDtls.SupTyp === 'EXPWP' || json.TranDtls.SupTyp === 'EXPWOP';
  if (!DOC_NO.test(no)) {
    errors.push({ path: '/DocDtls/No', message: `Document number ${no} must be 1 to 16 letters, digits, / or -, not starting with 0, / or -` });
  }
  const date = ddmmyyyyToIso(json.DocDtls.Dt);
  if (date > context.today) errors.push({ path: '/DocDtls/Dt', message: `Document date ${json.DocDtls.Dt} is in the future: the IRP takes no document dated after today` });
  if (date < EINVOICE_START) errors.push({ path: '/DocDtls/Dt', message: `Document date ${json.DocDtls.Dt} is before 01/10/2020, when e-invoicing began` });
  errors.push(...partyErrors('Seller', '/SellerDtls', json.SellerDtls, false));
  errors.push(...partyErrors('Buyer', '/BuyerDtls', json.BuyerDtls, exported));
  if (!stateByCode(json.BuyerDtls.Pos)) errors.push({ path: '/BuyerDtls/Pos', message: `Place of supply ${json.BuyerDtls.Pos} is not a state's GST code` });
  if (json.ItemList.length === 0) errors.push({ path: '/ItemList', message: 'The document has no items' });
  if (json.ItemList.length > MAX_ITEMS) errors.push({ path: '/ItemList', message: `The document has ${json.ItemList.length} items: the IRP takes at most ${MAX_ITEMS}` });

  const sums = { AssVal: 0, CgstVal: 0, SgstVal: 0, IgstVal: 0, CesVal: 0, items: 0 };
  json.ItemList.forEach((item, index) => {
    const at = (field: string) => `/ItemList/${index}/${field}`;
    const label = `Item ${item.SlNo}${item.PrdDesc ? ` (${item.PrdDesc})` : ''}`;
    if (!HSN.test(item.HsnCd)) errors.push({ path: at('HsnCd'), message: `${label}: HSN/SAC code ${item.HsnCd || '(none)'} must be 4, 6 or 8 digits` });
    if (item.IsServc === 'N' && !(item.Unit && UNIT.test(item.Unit))) errors.push({ path: at('Unit'), message: `${label}: goods need a unit (the unit's GST unit code, UQC)` });
    const [tot, disc, ass] = [item.TotAmt, item.Discount, item.AssAmt].map(paise);
    if (ass !== tot - disc) errors.push({ path: at('AssAmt'), message: `${label}: assessable value ${money(ass)} must equal gross ${money(tot)} less discount ${money(disc)}` });
    const taxes = [item.IgstAmt, item.CgstAmt, item.SgstAmt, item.CesAmt, item.OthChrg].map(paise).reduce((a, b) => a + b, 0);
    if (paise(item.TotItemVal) !== ass + taxes) errors.push({ path: at('TotItemVal'), message: `${label}: item value ${money(paise(item.TotItemVal))} must equal assessable value ${money(ass)} plus taxes, cess and other charges ${money(taxes)}` });
    for (const field of ['TotAmt', 'Discount', 'AssAmt', 'IgstAmt', 'CgstAmt', 'SgstAmt', 'CesAmt', 'TotItemVal'] as const) {
      if (item[field] < 0) errors.push({ path: at(field), message: `${label}: ${field} cannot be negative` });
    }
    sums.AssVal += ass;
    sums.CgstVal += paise(item.CgstAmt);
    sums.SgstVal += paise(item.SgstAmt);
    sums.IgstVal += paise(item.IgstAmt);
    sums.CesVal += paise(item.CesAmt);
    sums.items += paise(item.TotItemVal);
  });

  const val = json.ValDtls;
  const names = { AssVal: 'Total assessable value', CgstVal: 'Total CGST', SgstVal: 'Total SGST', IgstVal: 'Total IGST', CesVal: 'Total cess' } as const;
  for (const field of Object.keys(names) as Array<keyof typeof names>) {
    if (paise(val[field]) !== sums[field]) errors.push({ path: `/ValDtls/${field}`, message: `${names[field]} ${money(paise(val[field]))} must equal the items' sum ${money(sums[field])}` });
  }
  const roundOff = paise(val.RndOffAmt);
  if (Math.abs(roundOff) > ROUND_OFF_LIMIT) errors.push({ path: '/ValDtls/RndOffAmt', message: `Round-off ${money(roundOff)} must be between -₹99.99 and ₹99.99` });
  const expected = sums.items + paise(val.OthChrg) - paise(val.Discount) + roundOff;
  if (Math.abs(paise(val.TotInvVal) - expected) > TOTAL_TOLERANCE) {
    errors.push({ path: '/ValDtls/TotInvVal', message: `Total invoice value ${money(paise(val.TotInvVal))} must be within ₹1 of the items' values plus other charges, less discount, plus round-off (${money(expected)})` });
  }
  return errors;
}
