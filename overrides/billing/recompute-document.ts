// A document's figures from its quantities, rates, discounts and the items' tax rates, with the
// billing math. The browser runs it for live totals as the clerk types; the server runs it again on
// every save and keeps its own figures, whatever the browser sent.
import { computeBill, type BillTotals, type ChargeInput } from './bill.ts';
import { milli, mulDiv, paise, PERCENT, rupees, thousandths } from './exact.ts';
import type { TaxMode } from './line.ts';
import { underReverseCharge, type DocumentKind } from './document-kinds.ts';
import { creditClaimable, defaultTaxMode } from './registration.ts';
import { supplyTax } from './supply-kind.ts';
import { lineRates } from './rate-in-force.ts';

/** A record as it travels (JSON): field name to value. */
export type Row = Record<string, unknown>;

/** What the figures read from the masters: the firm, the party, the lines' items and the charges' masters. */
export type DocumentParties = {
  firm: Row;
  party: Row;
  items: Map<number, Row>;
  charges?: ReadonlyMap<number, Row>;
  /** The date whose GST rates the lines take, when not the document's own (a return: its bill's, rate-in-force.ts). */
  rateDate?: string | null;
};

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** Fills the lines' item details and every computed figure of `record` (wire units), and returns the totals (integers). */
export function recomputeDocument(kind: DocumentKind, record: Row, parties: DocumentParties): BillTotals {
  const lines = record[kind.linesField] as Row[];
  const tier = String(record.RateTypeId ?? parties.party.FixedRate ?? 'CashRate');
  record.RateTypeId = tier;
  for (const line of lines) {
    const item = parties.items.get(Number(line.ItemId))!;
    line.ItemName = item.ItemName;
    line.HSNCode = item.HSNCode ?? null;
    line.UnitId = item.UnitId;
    line.ActualRate = numberOr(item[tier], 0);
    // The rates in force on the document's date (rate-in-force.ts), unless typed on the line.
    Object.assign(line, lineRates(line, item, parties.rateDate || record[kind.dateField]));
  }
  // Under reverse charge the supplier's rates are before tax (it charges none): EXCLUSIVE unless chosen.
  const reverseCharge = underReverseCharge(kind, record);
  if (kind.reverseChargeField) record[kind.reverseChargeField] = reverseCharge;
  const mode = String(record[kind.taxModeField] ?? (reverseCharge ? 'EXCLUSIVE' : defaultTaxMode(kind, parties.party))) as TaxMode;
  record[kind.taxModeField] = mode;
  const chargeRows = kind.chargeLinesField && Array.isArray(record[kind.chargeLinesField]) ? (record[kind.chargeLinesField] as Row[]) : [];
  const charges = chargeRows.map((row) => chargeFromMaster(kind, row, parties.charges?.get(Number(row.ChargeId))));
  const discountPer = numberOr(record[kind.discountPerField], 0);
  const supply = supplyTax(kind, record);
  const totals = computeBill({
    mode,
    interState: supply.forceInterState || parties.firm.State !== parties.party.State,
    taxCharged: supply.taxCharged,
    lines: lines.map((line) => ({
      qty: milli(Number(line.Qty)),
      freeQty: milli(numberOr(line.FreeQty, 0)),
      rate: paise(Number(line.Rate)),
      discountByPercent: line.IsManualDiscPer !== false,
      discPer: milli(numberOr(line.DiscPer, 0)),
      discAmt: paise(numberOr(line.DiscAmt, 0)),
      taxRate: milli(Number(line.TaxRate)),
      cessRate: milli(Number(line.CessRate)),
    })),
    extraCharges: paise(numberOr(record[kind.chargesField], 0)),
    charges,
    extraDiscountByPercent: discountPer > 0,
    extraDiscountPer: milli(discountPer),
    extraDiscount: paise(numberOr(record[kind.discountField], 0)),
    settled: 0,
    taxOnRecipient: reverseCharge,
  });
  // Tax on a purchase from a supplier who cannot pass on credit (registration.ts) is part of the cost:
  // each line and charge records it, so the books put it in the purchase and stock cost can read it. Tax
  // paid under reverse charge is the business's own and is credit once paid (CGST Act s.16(1), (2)(c)),
  // whoever the supplier is.
  const notClaimable = kind.side === 'purchase' && !reverseCharge && !creditClaimable(parties.party);
  lines.forEach((line, index) => {
    const figures = totals.lines[index];
    Object.assign(line, {
      ItemTotal: rupees(figures.itemTotal),
      DiscAmt: rupees(figures.discAmt),
      ActualDiscAmt: rupees(figures.discAmt),
      DiscPer: thousandths(figures.discPer),
      BillDiscAmt: rupees(figures.billDiscAmt),
      TaxableAmt: rupees(figures.taxable),
      TotTax: rupees(figures.totTax),
      NetAmt: rupees(figures.netAmt),
    });
    figures.taxPer.forEach((rate, slot) => (line[`TaxPer${slot + 1}`] = thousandths(rate)));
    figures.taxAmt.forEach((amount, slot) => (line[`TaxAmt${slot + 1}`] = rupees(amount)));
    if (kind.side === 'purchase') line.NonClaimableTax = rupees(notClaimable ? figures.totTax : 0);
  });
  chargeRows.forEach((row, index) => {
    const figures = totals.charges[index];
    Object.assign(row, { Amount: rupees(figures.taxable), TaxRate: thousandths(charges[index].taxRate), TaxableAmt: rupees(figures.taxable), TotTax: rupees(figures.totTax), NetAmt: rupees(figures.netAmt) });
    for (const slot of [0, 1, 2]) {
      row[`TaxPer${slot + 1}`] = thousandths(figures.taxPer[slot]);
      row[`TaxAmt${slot + 1}`] = rupees(figures.taxAmt[slot]);
    }
    if (kind.side === 'purchase') row.NonClaimableTax = rupees(notClaimable ? figures.totTax : 0);
  });
  if (kind.side === 'purchase') record.NonClaimableTax = rupees(notClaimable ? totals.totTax : 0);
  Object.assign(record, {
    TotQty: thousandths(totals.totQty),
    FreeQty: thousandths(totals.freeQty),
    TotItemAmt: rupees(totals.totItemAmt),
    TotDiscAmt: rupees(totals.totDiscAmt),
    TotDiscPer: totals.totItemAmt === 0 ? 0 : thousandths(mulDiv(totals.totDiscAmt, PERCENT, totals.totItemAmt)),
    TotTaxable: rupees(totals.totTaxable),
    TotCGST: rupees(totals.totTaxBySlot[0]),
    TotSGST: rupees(totals.totTaxBySlot[1]),
    TotIGST: rupees(totals.totTaxBySlot[2]),
    TotCess: rupees(totals.totTaxBySlot[3]),
    TotTax: rupees(totals.totTax),
    NetTotal: rupees(totals.netTotal),
    TotChargeAmt: rupees(totals.chargesTaxable),
    TotChargeTax: rupees(totals.chargesTax),
    [kind.discountField]: rupees(totals.extraDiscount),
    BillAmt: rupees(totals.billAmt),
    RoundOff: rupees(totals.roundOff),
    NetBillAmt: rupees(totals.netBillAmt),
    PartyName: parties.party.PartyName,
    Address: parties.party.Address ?? null,
    GSTIN: parties.party.GSTIN ?? null,
    // Where the goods go: the customer's state on a sale, our own firm's state on a purchase.
    PlaceOfSupply: kind.partyField === 'SupplierId' ? parties.firm.State : parties.party.State,
  });
  return totals;
}

/**
 * A charge row's figures from its master (extra charges): its name, SAC code and ledger (on a purchase the
 * master's purchase ledger when it names one: freight charged to a customer is income, freight paid a direct
 * expense); its GST rate when the master marks it taxable; its amount as typed, else the master's default
 * amount or percent.
 */
function chargeFromMaster(kind: DocumentKind, row: Row, master: Row | undefined): ChargeInput {
  if (!master) return { amount: paise(numberOr(row.Amount, 0)), percent: 0, taxRate: 0 };
  row.ChargeName = master.ChargeName;
  row.SACCode = master.SACCode ?? null;
  row.LedgerId = kind.side === 'purchase' && master.PurchaseLedgerId ? master.PurchaseLedgerId : master.LedgerId;
  const taxRate = master.IsTaxable === true ? milli(numberOr(master.TaxRate, 0)) : 0;
  if (typeof row.Amount === 'number') return { amount: paise(row.Amount), percent: 0, taxRate };
  if (master.ChargeType === 'Percent') return { amount: null, percent: milli(numberOr(master.DefaultPercent, 0)), taxRate };
  return { amount: paise(numberOr(master.DefaultAmount, 0)), percent: 0, taxRate };
}
