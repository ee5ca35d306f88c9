// A sales return and a purchase return printed, as a shop hands them over with the goods. A sales return
// reduces the tax on a supply already invoiced, so the supplier issues it as a credit note (CGST Act
// s.34(1)), carrying what rule 53(1A) asks: the recipient, its own serial number and date, and the number
// and date of the invoice it amends. The buyer's purchase return is its debit note to the supplier (the
// commercial document Tally records a purchase return as), naming the supplier's invoice it goes against.
// Figures by hand: the bill is Gel Pen 10 x 100 = 1,000 + 9 % CGST 90 + 9 % SGST 90 = 1,180.00; two pens come
// back: 200 + 18 + 18 = 236.00. The purchase is 10 x 50 = 500 + 45 + 45 = 590.00; three go back:
// 150 + 13.50 + 13.50 = 177.00.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { gstin } from '../support/report-books.ts';
import { apiAs, signedInWithToken, useApp } from './app.ts';

const app = useApp();

let page: Page;
let token: string;
let errors: string[];
const ids: Record<string, number> = {};
const api = () => apiAs(app(), () => token);
const paperText = () => page.getByRole('article').first().textContent();

describe('printed returns', () => {
  beforeAll(async () => {
    const signed = await signedInWithToken(app(), { width: 1400, height: 900 });
    page = signed.page;
    token = signed.token;
    errors = collectPageErrors(page);
    ids.firm = (await api().create('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra', SalesPrefix: 'SS' })).Id;
    ids.customer = (await api().create('party', { PartyName: 'Asha Traders', State: 'Maharashtra', GSTIN: gstin('27', 'ABCPA1111A') })).Id;
    ids.supplier = (await api().create('party', { PartyName: 'Mehta Supplies', State: 'Maharashtra', PartyType: 'Supplier', GSTIN: gstin('27', 'ABCPM3333C') })).Id;
    const unit = (await api().create('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.pen = (await api().create('item', { ItemName: 'Gel Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 100 })).Id;
  });

  it('prints a sales return as a credit note naming the invoice it amends, at 1400 and 375 px', async () => {
    const bill = await api().create('sales', { FirmId: ids.firm, CustId: ids.customer, BillDate: '2026-06-01', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.pen, Qty: 10, Rate: 100 }] });
    expect(bill.NetBillAmt).toBe(1180);
    const back = await api().create('salesreturn', { FirmId: ids.firm, CustId: ids.customer, SalesId: bill.Id, SalesReturnDate: '2026-06-10', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE', SalesReturnItems: [{ ItemId: ids.pen, Qty: 2, Rate: 100 }] });
    expect(back.NetBillAmt).toBe(236);
    // The return's own form offers Print.
    await page.goto(app().url(`/salesreturnform/${back.Id}`));
    await page.getByRole('link', { name: 'Print' }).first().click();
    await page.waitForURL(app().url(`/salesreturnprint?id=${back.Id}`));
    await page.getByText('Credit Note', { exact: true }).first().waitFor();
    const text = await paperText();
    expect(text).toContain(back.PrefixSalesReturnNo);
    expect(text).toContain('Against invoice');
    expect(text).toContain(bill.PrefixBillNo);
    expect(text).toContain('01-06-2026');
    expect(text).toContain('Asha Traders');
    expect(text).toContain('236.00');
    expect(text).toContain('Original for Recipient');
    await saveScreenshot(page, 'sales-return-print-1400');
    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, 'sales-return-print-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await page.setViewportSize({ width: 1400, height: 900 });
    expect(errors).toEqual([]);
  });

  it('prints a purchase return as a debit note to the supplier, with the supplier\'s invoice number', async () => {
    const purchase = await api().create('purchase', { FirmId: ids.firm, SupplierId: ids.supplier, PurchaseDate: '2026-06-02', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', SupplierBillNo: 'MS-101', PurchaseItems: [{ ItemId: ids.pen, Qty: 10, Rate: 50 }] });
    expect(purchase.NetBillAmt).toBe(590);
    const back = await api().create('purchasereturn', { FirmId: ids.firm, SupplierId: ids.supplier, PurchaseId: purchase.Id, PurchaseReturnDate: '2026-06-12', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE', SupplierBillNo: 'MS-101', PurchaseReturnItems: [{ ItemId: ids.pen, Qty: 3, Rate: 50 }] });
    expect(back.NetBillAmt).toBe(177);
    await page.goto(app().url(`/purchasereturnprint?id=${back.Id}`));
    await page.getByText('Debit Note', { exact: true }).first().waitFor();
    const text = await paperText();
    expect(text).toContain(back.PrefixPurchaseReturnNo);
    expect(text).toContain('MS-101');
    expect(text).toContain(purchase.PrefixPurchaseNo);
    expect(text).toContain('Mehta Supplies');
    expect(text).toContain('177.00');
    await saveScreenshot(page, 'purchase-return-print-1400');
    expect(errors).toEqual([]);
  });
});
