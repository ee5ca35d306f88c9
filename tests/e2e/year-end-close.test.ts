// The owner's year-end close in the browser: a firm with a purchase and a sale in 2024-25 (figures as in
// tests/api/year-end-close.test.ts), its years listed, 2024-25 checked (all pass), closed after the
// confirmation, then reopened with a reason; at 1400 and 375 px.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { collectPageErrors } from '../support/browser.ts';
import { sendJson } from '../support/http.ts';
import { MUMBAI_GSTIN, PUNE_GSTIN } from '../support/report-books.ts';
import { signedInWithToken, toast, useApp } from './app.ts';

const app = useApp();
const POLL = { timeout: 15_000 };
const SHOTS = process.env.SHOTS_DIR ?? path.resolve(import.meta.dirname, '../.artifacts/screenshots');

let page: Page;
let errors: string[];

async function shot(name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });
}

beforeAll(async () => {
  const signedIn = await signedInWithToken(app(), { width: 1400, height: 900 });
  page = signedIn.page;
  errors = collectPageErrors(page);
  const api = (entity: string) => `${app().server.origin}/api/${entity}?auth=${signedIn.token}`;
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data as Record<string, any>;
  };
  const firm = (await post('firm', { FirmName: 'Deshmukh Traders', State: 'Maharashtra', SalesPrefix: 'DT', StockValuation: 'FIFO' })).Id;
  const patil = (await post('party', { PartyName: 'Patil Stores', PartyType: 'Customer', State: 'Maharashtra', GSTIN: MUMBAI_GSTIN })).Id;
  const shinde = (await post('party', { PartyName: 'Shinde Wholesale', PartyType: 'Supplier', State: 'Maharashtra', GSTIN: PUNE_GSTIN })).Id;
  const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
  const widget = (await post('item', { ItemName: 'Widget', UnitId: unit, HSNCode: '8471', TaxRate: 18, CashRate: 200 })).Id;
  await post('purchase', { FirmId: firm, SupplierId: shinde, PurchaseDate: '2024-04-10', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: widget, Qty: 10, Rate: 100 }] });
  await post('sales', { FirmId: firm, CustId: patil, BillDate: '2024-05-05', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: widget, Qty: 5, Rate: 200 }] });
}, 90_000);

const yearBox = (year: string) => page.locator('div', { has: page.getByText(year, { exact: true }) }).filter({ has: page.getByRole('button') }).last();

it('checks, closes and reopens a year', async () => {
  await page.goto(app().url('/yearendclose'));
  await expect.poll(() => page.getByRole('heading', { name: 'Year-end close' }).count(), POLL).toBe(1);
  await expect.poll(() => page.getByText('2024-25', { exact: true }).count(), POLL).toBe(1);
  await shot('yearend-list-1400');

  await yearBox('2024-25').getByRole('button', { name: 'Check' }).click();
  await expect.poll(() => page.getByRole('list', { name: 'Checks for 2024-25' }).locator('li').count(), POLL).toBe(5);
  expect(await page.getByLabel('failed').count()).toBe(0);
  await shot('yearend-checks-1400');
  await page.setViewportSize({ width: 375, height: 800 });
  await shot('yearend-checks-375');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await yearBox('2024-25').getByRole('button', { name: 'Close year' }).click();
  await expect.poll(() => page.getByRole('dialog').count(), POLL).toBe(1);
  await shot('yearend-confirm-375');
  await page.getByRole('button', { name: 'Close 2024-25' }).click();
  await expect.poll(() => toast(page, '2024-25 is closed').count(), POLL).toBeGreaterThan(0);
  await expect.poll(() => page.getByText(/closed through 31-03-2025/).count(), POLL).toBe(1);
  await shot('yearend-closed-375');

  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole('button', { name: 'Reopen' }).click();
  const reopen = page.getByRole('button', { name: 'Reopen 2024-25' });
  expect(await reopen.isDisabled()).toBe(true); // no reason yet
  await page.getByLabel('Reason for reopening').fill('Supplier credit note received late');
  await shot('yearend-reopen-1400');
  await reopen.click();
  await expect.poll(() => toast(page, '2024-25 is open again').count(), POLL).toBeGreaterThan(0);
  await expect.poll(() => page.getByText(/no year closed/).count(), POLL).toBe(1);
  expect(errors).toEqual([]);
}, 120_000);
