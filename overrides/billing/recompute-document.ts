// A document's figures from its quantities, rates, discounts and the items' tax rates, with the
// billing math. The browser runs it for live totals as the clerk types; the server runs it again on
// every save and keeps its own figures, whatever the browser sent.
import { computeBill, type BillTotals } from './bill.ts';
import { milli, mulDiv, paise, PERCENT, rupees, thousandths } from './exact.ts';
import type { TaxMode } from './line.ts';
import type { DocumentKind } from './document-kinds.ts';

/** A record as it travels (JSON): field name to value. */
export type Row = Record<string, unknown>;

export type DocumentParties = { firm: Row; party: Row; items: Map<number, Row> };

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
    line.TaxRate = numberOr(line.TaxRate, numberOr(item.TaxRate, 0));
    line.CessRate = numberOr(line.CessRate, numberOr(item.CessRate, 0));
  }
  const mode = String(record[kind.taxModeField] ?? 'EXCLUSIVE') as TaxMode;
  const discountPer = numberOr(record[kind.discountPerField], 0);
  const totals = computeBill({
    mode,
    interState: parties.firm.State !== parties.party.State,
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
    extraDiscountByPercent: discountPer > 0,
    extraDiscountPer: milli(discountPer),
    extraDiscount: paise(numberOr(record[kind.discountField], 0)),
    settled: 0,
  });
  lines.forEach((line, index) => {
    const figures = totals.lines[index];
    Object.assign(line, {
      ItemTotal: rupees(figures.itemTotal),
      DiscAmt: rupees(figures.discAmt),
      ActualDiscAmt: rupees(figures.discAmt),
      DiscPer: thousandths(figures.discPer),
      TaxableAmt: rupees(figures.taxable),
      TotTax: rupees(figures.totTax),
      NetAmt: rupees(figures.netAmt),
    });
    figures.taxPer.forEach((rate, slot) => (line[`TaxPer${slot + 1}`] = thousandths(rate)));
    figures.taxAmt.forEach((amount, slot) => (line[`TaxAmt${slot + 1}`] = rupees(amount)));
  });
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
