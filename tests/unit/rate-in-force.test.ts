// Which GST rate a document takes: the item's history row with the latest EffectiveFrom on or before the
// document's date. Notification 9/2025-Central Tax (Rate), 17 September 2025, moved most goods to the
// 5/18/40 slabs from 22 September 2025: a shirt at 12 % until 21 September and 5 % from 22 September.
import { describe, expect, it } from 'vitest';
import { latestRates, lineRates, rateDateSource, ratesInForce } from '../../overrides/billing/rate-in-force.ts';
import { recomputeDocument } from '../../overrides/billing/recompute-document.ts';
import { projectDocuments } from '../support/document-catalog.ts';
import { applyItem, blankLine, lineBody, setTaxRate } from '../../overrides/billing/BillingLinesRules.ts';

const SHIRT_RATES = [
  { EffectiveFrom: '2025-09-22', TaxRate: 5, CessRate: 0 },
  { EffectiveFrom: '2017-07-01', TaxRate: 12, CessRate: 0 },
];

describe('the rate in force on a date', () => {
  it('takes the latest row on or before the date, whatever the rows’ order', () => {
    expect(ratesInForce(SHIRT_RATES, '2025-09-21')).toEqual({ TaxRate: 12, CessRate: 0 });
    expect(ratesInForce(SHIRT_RATES, '2025-09-22')).toEqual({ TaxRate: 5, CessRate: 0 });
    expect(ratesInForce(SHIRT_RATES, '2026-11-25')).toEqual({ TaxRate: 5, CessRate: 0 });
    expect(ratesInForce(SHIRT_RATES, '2017-07-01')).toEqual({ TaxRate: 12, CessRate: 0 });
  });

  it('gives a date before the first row the first row, and no history no rate', () => {
    expect(ratesInForce(SHIRT_RATES, '2017-06-30')).toEqual({ TaxRate: 12, CessRate: 0 });
    expect(ratesInForce([], '2025-09-22')).toBeNull();
    expect(ratesInForce(undefined, '2025-09-22')).toBeNull();
  });

  it('carries cess with its row (a pan masala at 28 % + 60 % cess until 21 September 2025, 40 % from 22 September)', () => {
    const rows = [
      { EffectiveFrom: '2017-07-01', TaxRate: 28, CessRate: 60 },
      { EffectiveFrom: '2025-09-22', TaxRate: 40, CessRate: 0 },
    ];
    expect(ratesInForce(rows, '2025-09-21')).toEqual({ TaxRate: 28, CessRate: 60 });
    expect(ratesInForce(rows, '2025-09-22')).toEqual({ TaxRate: 40, CessRate: 0 });
    expect(latestRates(rows)).toEqual({ TaxRate: 40, CessRate: 0 });
  });
});

describe('a line’s rates', () => {
  const item = { TaxRate: 5, CessRate: 0, RateHistory: SHIRT_RATES };

  it('looks the rate up by date unless it was typed', () => {
    expect(lineRates({ TaxRate: 5, IsManualTaxRate: false }, item, '2025-09-21')).toEqual({ TaxRate: 12, CessRate: 0, IsManualTaxRate: false });
    expect(lineRates({ TaxRate: 18, IsManualTaxRate: true }, item, '2025-09-21')).toEqual({ TaxRate: 18, CessRate: 0, IsManualTaxRate: true });
  });

  it('keeps a rate sent without the flag (a client from before the history), and takes the latest with no date', () => {
    expect(lineRates({ TaxRate: 18 }, item, '2025-09-21')).toEqual({ TaxRate: 18, CessRate: 0, IsManualTaxRate: true });
    expect(lineRates({}, item, '2025-09-21')).toEqual({ TaxRate: 12, CessRate: 0, IsManualTaxRate: false });
    expect(lineRates({}, item, undefined)).toEqual({ TaxRate: 5, CessRate: 0, IsManualTaxRate: false });
    expect(lineRates({}, { TaxRate: 18 }, '2025-09-21')).toEqual({ TaxRate: 18, CessRate: 0, IsManualTaxRate: false });
  });
});

describe('a bill’s figures follow its date', () => {
  const { catalog } = projectDocuments();
  const sales = catalog.require('sales');
  const firm = { Id: 1, State: 'Maharashtra' };
  const party = { Id: 2, PartyName: 'Local Customer', State: 'Maharashtra' };
  const items = new Map([[7, { Id: 7, ItemName: 'Cotton shirt', UnitId: 1, HSNCode: '6205', TaxRate: 5, CashRate: 1000, RateHistory: SHIRT_RATES }]]);
  const bill = (BillDate: string) => {
    const record: Record<string, unknown> = { FirmId: 1, CustId: 2, BillDate, BillType: 'EXCLUSIVE', BillItems: [{ ItemId: 7, Qty: 1, Rate: 1000 }] };
    recomputeDocument(sales, record, { firm, party, items });
    return record;
  };

  it('charges 12 % on 21 September 2025 and 5 % on 22 September 2025', () => {
    // 1,000 at 12 %: CGST 6 % = 60, SGST 60; 1,120.
    expect(bill('2025-09-21')).toMatchObject({ TotCGST: 60, TotSGST: 60, NetBillAmt: 1120 });
    // 1,000 at 5 %: CGST 2.5 % = 25, SGST 25; 1,050.
    expect(bill('2025-09-22')).toMatchObject({ TotCGST: 25, TotSGST: 25, NetBillAmt: 1050 });
  });
});

describe('the line grid’s GST rate', () => {
  it('is looked up for a picked item, and kept once typed', () => {
    const row = blankLine();
    applyItem(row, { Id: 7, ItemName: 'Cotton shirt', TaxRate: 5, CashRate: 1000 }, 'CashRate', 'sales');
    expect(row).toMatchObject({ TaxRate: 5, IsManualTaxRate: false });
    setTaxRate(row, 18);
    expect(row).toMatchObject({ TaxRate: 18, IsManualTaxRate: true });
    // Sent with the line, so the server keeps it too.
    expect(lineBody(row)).toMatchObject({ ItemId: 7, TaxRate: 18, IsManualTaxRate: true });
  });
});

describe('whose date decides a document’s rates', () => {
  const { catalog } = projectDocuments();

  it('is the bill’s for a return naming one, else the document’s own', () => {
    expect(rateDateSource(catalog.require('salesreturn'), { SalesId: 12 })).toEqual({ entity: 'sales', id: 12 });
    expect(rateDateSource(catalog.require('purchasereturn'), { PurchaseId: 3 })).toEqual({ entity: 'purchase', id: 3 });
    expect(rateDateSource(catalog.require('salesreturn'), {})).toBeNull();
    expect(rateDateSource(catalog.require('sales'), { QuotationId: 4 })).toBeNull();
  });
});
