// GST rates by date in the browser. A cotton shirt at 12 % until 21 September 2025 and 5 % from
// 22 September 2025 (Notification 9/2025-Central Tax (Rate), 17 September 2025): its item form shows the
// rate history as a small grid, and a bill dated 21 September 2025 shows 12 % while the clerk types it
// (1 × 1,000 + CGST 60 + SGST 60 = 1,120), saves at 12 %, and redated 22 September shows 5 % (1,050).
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

/** A new walk-in bill of one cotton shirt, typed as a clerk would: the date (and tax mode), Enter past the customer, the item, qty 1. */
async function typeShirtBill(date: string, option: RegExp, taxMode?: string): Promise<void> {
  await page.goto(app().url('/salesform'));
  await page.getByRole('heading', { name: 'New Sales Bill' }).waitFor();
  await page.getByTestId('billing-lines').locator('[role=row][data-row="0"]').waitFor();
  await page.locator('#field-BillDate').fill(date);
  if (taxMode) await page.locator('#field-BillType').selectOption(taxMode);
  // No customer (a walk-in cash sale): Enter on the customer goes on to the first line's item.
  await page.locator('#field-CustId').click();
  await page.keyboard.press('Enter');
  await expect.poll(focusedLabel).toBe('Item');
  await page.keyboard.type('cotton');
  await page.getByRole('option', { name: option }).waitFor();
  await page.keyboard.press('Enter');
  await expect.poll(focusedLabel).toBe('Qty');
  await page.keyboard.type('1');
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  const signed = await signedInPage(app(), { width: 1400, height: 900 });
  page = signed.page;
  errors = collectPageErrors(page);
  const login = await sendJson('POST', `${app().server.origin}/api/super/superUserLogin`, { uname: signed.account.email, password: signed.account.password });
  token = login.body.tokenDetails.idToken;
  const create = async (entity: string, body: object) => (await sendJson('POST', api(entity), body)).body.data;
  await create('firm', { FirmName: 'Sharma Garments', State: 'Maharashtra', GSTIN: '27AAPFU0939F1ZV', SalesPrefix: 'SG' });
  const unit = (await create('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
  const shirt = await create('item', {
    ItemName: 'Cotton shirt',
    UnitId: unit,
    HSNCode: '6205',
    CashRate: 1000,
    RateHistory: [
      { EffectiveFrom: '2017-07-01', TaxRate: 12 },
      { EffectiveFrom: '2025-09-22', TaxRate: 5 },
    ],
  });
  expect(shirt.TaxRate).toBe(5);
});

for (const width of [1400, 375]) {
  it(`shows an item's GST rate history at ${width} px`, async () => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(app().url('/item'));
    await page.getByRole('gridcell', { name: 'Cotton shirt', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Edit Item/ });
    await dialog.waitFor();
    const history = dialog.getByTestId('lines-RateHistory');
    await history.scrollIntoViewIfNeeded();
    // The engine's date box shows the stored 2025-09-22 day first.
    await expect.poll(() => history.getByLabel('Effective from, line 2').inputValue()).toBe('22-09-2025');
    expect(await history.getByLabel('Effective from, line 1').inputValue()).toBe('01-07-2017');
    expect(await history.getByLabel('GST %, line 1').inputValue()).toBe('12');
    expect(await history.getByLabel('GST %, line 2').inputValue()).toBe('5');
    // The grid fits the dialog: nothing of it is cut off on a phone.
    const box = (await history.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await saveScreenshot(page, `item-rate-history-${width}`, false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it(`raises a bill dated 21 September 2025 at 12 % at ${width} px`, async () => {
    await page.setViewportSize({ width, height: 900 });
    // The picker shows the rate in force on the bill's date.
    await typeShirtBill('2025-09-21', /Cotton shirt.*GST 12%/);
    // 1 × 1,000 at 12 %: CGST 6 % = 60, SGST 60; 1,120.
    await expect.poll(() => page.getByTestId('total-net').textContent()).toBe('₹ 1,120.00');
    if (width === 1400) expect(await page.locator('[role=row][data-row="0"] [data-col="TaxRate"]').first().textContent()).toBe('12');
    await saveScreenshot(page, `bill-21-september-2025-${width}`);
    await page.keyboard.press('Control+s');
    await toast(page, 'Data Saved Successfully').first().waitFor();
    await page.waitForURL(/\/salesform\/\d+$/);
    const bill = (await getJson(api(`sales/${page.url().split('/').pop()}`))).body.data;
    expect(bill).toMatchObject({ BillDate: '2025-09-21', TotCGST: 60, TotSGST: 60, NetBillAmt: 1120 });
    expect(bill.BillItems[0]).toMatchObject({ TaxRate: 12, IsManualTaxRate: false });
    // Redated 22 September 2025: 5 %, CGST 25 + SGST 25 = 1,050 (shown at once; not saved).
    await page.locator('#field-BillDate').fill('2025-09-22');
    await expect.poll(() => page.getByTestId('total-net').textContent()).toBe('₹ 1,050.00');
  });
}

it('adds a dated rate on the item form: the grid’s rows are saved with the item', async () => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto(app().url('/item'));
  await page.getByRole('gridcell', { name: 'Cotton shirt', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: /^Edit Item/ });
  const history = dialog.getByTestId('lines-RateHistory');
  await history.getByLabel('Effective from, line 2').waitFor();
  await history.getByRole('button', { name: 'Add line' }).click();
  await history.getByLabel('Effective from, line 3').fill('2026-04-01');
  await history.getByLabel('GST %, line 3').fill('18');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Data Updated Successfully').first().waitFor();
  const items = (await getJson(api('item?search=Cotton'))).body.data.rows;
  const shirt = (await getJson(api(`item/${items[0].Id}`))).body.data;
  // The latest row, 18 % from 1 April 2026, is now the item's rate.
  expect(shirt.RateHistory.map((row: Record<string, unknown>) => [row.EffectiveFrom, row.TaxRate])).toEqual([['2017-07-01', 12], ['2025-09-22', 5], ['2026-04-01', 18]]);
  expect(shirt.TaxRate).toBe(18);
});

it('warns, on saving, of a NON GST bill carrying goods that have a GST rate', async () => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await typeShirtBill('2025-09-22', /Cotton shirt.*GST 5%/, 'NON GST');
  // NON GST: 1,000 and no tax.
  await expect.poll(() => page.getByTestId('total-net').textContent()).toBe('₹ 1,000.00');
  await page.keyboard.press('Control+s');
  await toast(page, 'Data Saved Successfully').first().waitFor();
  await page.waitForURL(/\/salesform\/\d+$/);
  await expect.poll(() => page.getByTestId('save-warnings').textContent()).toContain('line 1 Cotton shirt (GST 5%)');
  await page.getByTestId('billing-lines').getByText('Cotton shirt').waitFor();
  await saveScreenshot(page, 'non-gst-warning-1400', false);
});

it('showed no page errors', () => {
  expect(errors).toEqual([]);
});
