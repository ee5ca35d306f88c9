// A walk-in cash sale at the counter, by keyboard: no customer chosen, the item by name, Ctrl+S; the bill
// goes to the Cash sale customer, paid in full (figures: 2 × 100 at 18 % = 200 + 18 + 18 = 236).
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { getJson, sendJson } from '../support/http.ts';
import { signedInPage, toast, useApp } from './app.ts';

const app = useApp();
let page: Page;
let token: string;
let errors: string[];
const api = (path: string) => `${app().server.origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? '');

beforeAll(async () => {
  const signed = await signedInPage(app(), { width: 1400, height: 900 });
  page = signed.page;
  errors = collectPageErrors(page);
  const login = await sendJson('POST', `${app().server.origin}/api/super/superUserLogin`, { uname: signed.account.email, password: signed.account.password });
  token = login.body.tokenDetails.idToken;
  const create = async (entity: string, body: object) => (await sendJson('POST', api(entity), body)).body.data;
  await create('firm', { FirmName: 'Kirana Corner', State: 'Maharashtra', SalesPrefix: 'KC' });
  const unit = (await create('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
  await create('item', { ItemName: 'Gel Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 100 });
});

for (const width of [1400, 375]) {
  it(`bills a walk-in buyer with no customer, by keyboard, at ${width} px`, async () => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(app().url('/salesform'));
    await page.getByRole('heading', { name: 'New Sales Bill' }).waitFor();
    await page.getByTestId('billing-lines').locator('[role=row][data-row="0"]').waitFor();
    await expect.poll(focusedLabel).toBe('field-CustId');
    // No customer: Enter on the empty customer goes on to the first line's item.
    await page.keyboard.press('Enter');
    await expect.poll(focusedLabel).toBe('Item');
    await page.keyboard.type('gel');
    await page.getByRole('option', { name: /Gel Pen/ }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(focusedLabel).toBe('Qty');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('total-net').textContent()).toBe('₹ 236.00');
    await saveScreenshot(page, `walk-in-sale-${width}`);
    await page.keyboard.press('Control+s');
    await toast(page, 'Data Saved Successfully').first().waitFor();
    await page.waitForURL(/\/salesform\/\d+$/);
    const bill = (await getJson(api(`sales/${page.url().split('/').pop()}`))).body.data;
    expect(bill).toMatchObject({ PartyName: 'Cash sale', PaymentType: 'CASH', NetBillAmt: 236, ReceiptAmt: 236, BalanceBillAmt: 0, GSTIN: null });
    // Opened again, the bill still shows the CGST and SGST it was saved with: a counter sale is supplied in
    // the firm's state (IGST Act s.10(1)(c)), though the system Cash sale customer has no state of its own.
    await page.reload();
    await expect.poll(() => page.getByTestId('total-cgst').textContent()).toBe('18.00');
    expect(await page.getByTestId('total-igst').count()).toBe(0);
    expect(await page.getByTestId('total-net').textContent()).toBe('₹ 236.00');
  });
}

it('showed no page errors', () => {
  expect(errors).toEqual([]);
});
