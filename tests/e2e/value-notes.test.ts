// A credit note for value (CGST Act s.34(1): a price reduction after the sale) raised against a bill by
// keyboard at 1400 px, as a clerk would: the bill's "Credit Note" button, the bill's lines brought over,
// the rate typed down to the reduction, Ctrl+S; then the note opened on a phone (375 px) and printed with
// the original invoice's number and date (rule 53(1A)(g)). Figures by hand: the bill is Gel Pen 10 x 100
// = 1,000 + 9 % CGST 90 + 9 % SGST 90 = 1,180.00; the note takes ₹5 a pen off 10 pens: 50 + 4.50 + 4.50
// = 59.00, and the bill's balance falls to 1,180 − 59 = 1,121.00.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { getJson, sendJson } from '../support/http.ts';
import { gstin } from '../support/report-books.ts';
import { signedInPage, toast, useApp } from './app.ts';

const app = useApp();

let page: Page;
let token: string;
let errors: string[];
const ids: Record<string, number> = {};
const apiUrl = (path: string) => `${app().server.origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
async function create(entity: string, body: object): Promise<Record<string, any>> {
  const reply = await sendJson('POST', apiUrl(entity), body);
  if (reply.status !== 200) throw new Error(`${entity} set-up failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}
const cell = (row: number, column: string) => page.locator(`[data-testid=billing-lines] [role=row][data-row="${row}"] [data-col="${column}"]`);

describe('credit note for value', () => {
  beforeAll(async () => {
    const signed = await signedInPage(app(), { width: 1400, height: 900 });
    page = signed.page;
    errors = collectPageErrors(page);
    const login = await sendJson('POST', `${app().server.origin}/api/super/superUserLogin`, { uname: signed.account.email, password: signed.account.password });
    token = login.body.tokenDetails.idToken;
    ids.firm = (await create('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra', SalesPrefix: 'SS' })).Id;
    ids.party = (await create('party', { PartyName: 'Local Customer', State: 'Maharashtra', PartyType: 'Customer' })).Id;
    const unit = (await create('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.pen = (await create('item', { ItemName: 'Gel Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 100 })).Id;
    const bill = await create('sales', { FirmId: ids.firm, CustId: ids.party, BillDate: '2026-06-01', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.pen, Qty: 10, Rate: 100 }] });
    expect(bill.NetBillAmt).toBe(1180);
    ids.bill = bill.Id;
  });

  it('raises a credit note against a bill by keyboard at 1400 px', async () => {
    await page.goto(app().url(`/salesform/${ids.bill}`));
    const button = page.getByRole('button', { name: 'Credit Note', exact: true });
    await button.waitFor();
    await button.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(app().url(`/salescreditnoteform?fromSales=${ids.bill}`));
    await page.getByRole('heading', { name: 'New Credit Note' }).waitFor();
    await expect.poll(() => cell(0, 'ItemName').textContent()).toContain('Gel Pen');
    // The reason, then into the lines: the rate of line 1 becomes the reduction per pen.
    await page.getByRole('textbox', { name: 'Reason' }).focus();
    await page.keyboard.type('Rate difference');
    // The cursor on the line's rate (as the 100-line bill test places it); typing replaces the rate.
    await cell(0, 'Rate').click();
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('total-net').textContent()).toBe('₹ 59.00');
    await page.setViewportSize({ width: 1400, height: 1100 });
    await saveScreenshot(page, 'credit-note-form-1400', false);
    await page.keyboard.press('Control+s');
    await toast(page, 'Data Saved Successfully').first().waitFor();
    await page.waitForURL(/\/salescreditnoteform\/\d+$/);
    ids.note = Number(page.url().split('/').pop());
    const note = (await getJson(apiUrl(`salescreditnote/${ids.note}`))).body.data;
    expect([note.PrefixCreditNoteNo, note.SalesId, note.NetBillAmt, note.NoteReason]).toEqual(['SCN/26-27/1', ids.bill, 59, 'Rate difference']);
    expect((await getJson(apiUrl(`sales/${ids.bill}`))).body.data.BalanceBillAmt).toBe(1121);
  });

  it('opens the note at 375 px and prints it with the invoice it amends', async () => {
    const context = await app().browser.newContext({ viewport: { width: 375, height: 800 }, storageState: await page.context().storageState() });
    const phone = await context.newPage();
    try {
      await phone.goto(app().url(`/salescreditnoteform/${ids.note}`));
      await expect.poll(() => phone.getByTestId('document-number').textContent()).toBe('SCN/26-27/1');
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(phone, 'credit-note-form-375', false);
      await phone.goto(app().url(`/salescreditnoteprint?id=${ids.note}`));
      await phone.getByText('Credit Note', { exact: true }).first().waitFor();
      await phone.getByText('SS/26-27/1').first().waitFor();
      await saveScreenshot(phone, 'credit-note-print-375');
    } finally {
      await context.close();
    }
    expect(errors).toEqual([]);
  });

  it('prints a debit note and a supplier\'s credit note under their own headings at 1400 px', async () => {
    // Debit note: Gel Pen 10 x ₹2 more = 20 + 1.80 + 1.80 = 23.60, rounded to 24.00 (round off 0.40).
    const debit = await create('salesdebitnote', { FirmId: ids.firm, CustId: ids.party, SalesId: ids.bill, DebitNoteDate: '2026-06-20', BillType: 'EXCLUSIVE', DebitNoteItems: [{ ItemId: ids.pen, Qty: 10, Rate: 2 }] });
    expect([debit.PrefixDebitNoteNo, debit.NetBillAmt]).toEqual(['SDN/26-27/1', 24]);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(app().url(`/salesdebitnoteprint?id=${debit.Id}`));
    await page.getByText('Debit Note', { exact: true }).first().waitFor();
    await page.getByText('SS/26-27/1').first().waitFor();
    await saveScreenshot(page, 'debit-note-print-1400');
    const supplier = await create('party', { PartyName: 'Mehta Supplies', State: 'Maharashtra', PartyType: 'Supplier', GSTIN: gstin('27', 'ABCPM3333C') });
    const purchase = await create('purchase', { FirmId: ids.firm, SupplierId: supplier.Id, PurchaseDate: '2026-06-02', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', SupplierBillNo: 'MS-101', PurchaseItems: [{ ItemId: ids.pen, Qty: 10, Rate: 50 }] });
    const credit = await create('purchasecreditnote', { FirmId: ids.firm, SupplierId: supplier.Id, PurchaseId: purchase.Id, PurchaseCreditNoteDate: '2026-06-21', PurchaseType: 'EXCLUSIVE', SupplierBillNo: 'MS-CN-4', PurchaseCreditNoteItems: [{ ItemId: ids.pen, Qty: 10, Rate: 5 }] });
    await page.goto(app().url(`/purchasecreditnoteprint?id=${credit.Id}`));
    await page.getByText('Credit Note', { exact: true }).first().waitFor();
    await page.getByText('MS-CN-4').first().waitFor();
    await saveScreenshot(page, 'purchase-credit-note-print-1400');
    expect(errors).toEqual([]);
  });
});
