// The dashboard as a master sees it: today's figures in Indian grouping, tiles that open their
// reports with the filters in the address, the firm choice, the chart, a spinner while loading, an
// error with Retry, and the layout at 1400 and 375 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { todayInIndia } from '../../src/server/documents/hooks.ts';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { GOOD_PASSWORD, registerAndLogin, sendJson } from '../support/http.ts';
import { signIn, useApp } from './app.ts';

const app = useApp();
const TODAY = todayInIndia();

let owner: { email: string; token: string };
const ids: Record<string, number> = {};

async function post(entity: string, body: object): Promise<number> {
  const reply = await sendJson('POST', `${app().server.origin}/api/${entity}?auth=${owner.token}`, body);
  if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
  return reply.body.data.Id;
}

async function dashboardPage(width: number): Promise<Page> {
  const page = await app().page({ width, height: 900 });
  // The chart's bars grow in; a person who asks for less motion (and a screenshot) sees them at full height.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(app(), page, { email: owner.email, password: GOOD_PASSWORD });
  return page;
}

const tile = (page: Page, key: string) => page.locator(`[data-tile="${key}"]`);
const figure = (page: Page, key: string) => tile(page, key).locator('[data-figure]').textContent();

describe('dashboard', () => {
  beforeAll(async () => {
    owner = await registerAndLogin(app().server.origin);
    ids.firm = await post('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra' });
    ids.other = await post('firm', { FirmName: 'Sharma Traders', State: 'Maharashtra' });
    ids.customer = await post('party', { PartyName: 'Local Customer', State: 'Maharashtra' });
    const unit = await post('unit', { UnitName: 'Pcs', UQC: 'PCS' });
    ids.pen = await post('item', { ItemName: 'Gel Pen', UnitId: unit, TaxRate: 0, CashRate: 10, OpeningQty: 1100, RecorderLevel: 500 });
    // 1,000 x 123.45 = 1,23,450.00, 1,00,000 received in cash: stock 100, below its level of 500.
    await post('sales', { FirmId: ids.firm, CustId: ids.customer, BillType: 'NON GST', PaymentType: 'CASH', ReceiptAmt: 100000, BillItems: [{ ItemId: ids.pen, Qty: 1000, Rate: 123.45 }] });
  });

  it('shows today\'s figures in Indian grouping, and a tile opens its report with the period', async () => {
    const page = await dashboardPage(1400);
    const errors = collectPageErrors(page);
    await expect.poll(() => figure(page, 'sales-today')).toBe('₹1,23,450.00');
    expect(await figure(page, 'sales-month')).toBe('₹1,23,450.00');
    expect(await figure(page, 'receipts-today')).toBe('₹1,00,000.00');
    expect(await figure(page, 'receivables')).toBe('₹23,450.00');
    expect(await figure(page, 'cash-bank')).toBe('₹1,00,000.00');
    expect(await figure(page, 'reorder')).toBe('1 item');
    await expect.poll(() => tile(page, 'reorder').textContent()).toContain('Gel Pen100 (level 500)');
    await page.locator('[data-chart="sales-purchases"] svg').first().waitFor();
    await saveScreenshot(page, 'dashboard-1400');

    // Two firms: a choice appears; the other firm has sold nothing today.
    await page.getByRole('combobox', { name: 'Firm' }).click();
    await page.getByRole('option', { name: 'Sharma Traders' }).click();
    await expect.poll(() => figure(page, 'sales-today')).toBe('₹0.00');
    await page.getByRole('combobox', { name: 'Firm' }).click();
    await page.getByRole('option', { name: 'All firms' }).click();
    await expect.poll(() => figure(page, 'sales-today')).toBe('₹1,23,450.00');

    // The day before: nothing sold yet, and the tile opens that day's report.
    const dayBefore = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('As on').fill(dayBefore);
    await expect.poll(() => figure(page, 'sales-today')).toBe('₹0.00');
    await tile(page, 'sales-today').getByRole('link').first().click();
    await page.waitForURL(app().url(`/salesreport?FromDate=${dayBefore}&ToDate=${dayBefore}`));
    await page.goBack();
    await expect.poll(() => figure(page, 'sales-today')).toBe('₹1,23,450.00');

    await tile(page, 'sales-today').getByRole('link').first().click();
    await page.waitForURL(app().url(`/salesreport?FromDate=${TODAY}&ToDate=${TODAY}`));
    await page.goBack();
    await tile(page, 'receivables').getByRole('link').first().click();
    await page.waitForURL(app().url(`/partywiseoutstanding?Side=customer&AsOnDate=${TODAY}`));
    expect(errors).toEqual([]);
  });

  it('stacks the tiles in one column at 375 px', async () => {
    const page = await dashboardPage(375);
    await expect.poll(() => figure(page, 'sales-today')).toBe('₹1,23,450.00');
    await page.locator('[data-chart="sales-purchases"] svg').first().waitFor();
    const first = (await tile(page, 'sales-today').boundingBox())!;
    const second = (await tile(page, 'purchases-today').boundingBox())!;
    expect(second.x).toBe(first.x);
    expect(second.y).toBeGreaterThan(first.y);
    expect(first.x + first.width).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(page, 'dashboard-375');
  });

  it('says so when the year has no bills yet, rather than drawing an empty chart', async () => {
    const page = await app().page({ width: 1400, height: 900 });
    const fresh = await registerAndLogin(app().server.origin);
    await signIn(app(), page, { email: fresh.email, password: GOOD_PASSWORD });
    await expect.poll(() => figure(page, 'sales-today')).toBe('₹0.00');
    await page.getByText('No sales or purchases yet this financial year.').waitFor();
    expect(await page.locator('[data-chart]').count()).toBe(0);
    // One firm or none: nothing to choose between.
    expect(await page.getByRole('combobox', { name: 'Firm' }).count()).toBe(0);
  });

  it('shows a spinner while the figures load, and an error with Retry when they fail', async () => {
    const page = await app().page({ width: 1400, height: 900 });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    await page.route('**/api/dashboard**', async (route) => {
      await held;
      if (fail) await route.fulfill({ status: 500, json: { status: 500, message: 'Something went wrong on our side; nothing was saved. Please try again.' } });
      else await route.continue();
    });
    await signIn(app(), page, { email: owner.email, password: GOOD_PASSWORD });
    await page.getByRole('status', { name: 'Loading' }).waitFor();
    release();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong on our side' });
    await alert.waitFor();
    await saveScreenshot(page, 'dashboard-error-1400');
    fail = false;
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => figure(page, 'sales-today')).toBe('₹1,23,450.00');
  });
});
