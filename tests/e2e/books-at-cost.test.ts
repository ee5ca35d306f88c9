// The accountant's new pages in the browser, over the fixed accounts books (tests/support/accounts-fixture.ts;
// every figure is worked out in tests/api/reports-accounts.test.ts and bank-reconciliation.test.ts): the P&L
// with its trading section, the trial balance nested by group, the item-wise profit, and the bank
// reconciliation with a clearing date recorded from its link; each at 1400 and 375 px.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { accountsFixture, type AccountsFixture } from '../support/accounts-fixture.ts';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { GOOD_PASSWORD } from '../support/http.ts';
import { signIn, toast, useApp } from './app.ts';

const app = useApp();
const POLL = { timeout: 15_000 };
const QUARTER = 'FromDate=2026-04-01&ToDate=2026-06-30';

let books: AccountsFixture;
let page: Page;
let errors: string[];

beforeAll(async () => {
  books = await accountsFixture(app().server.origin);
  page = await app().page({ width: 1400, height: 900 });
  errors = collectPageErrors(page);
  await signIn(app(), page, { email: books.email, password: GOOD_PASSWORD });
}, 90_000);

/** The grid's rows as their cells' text. */
const gridRows = () => page.$$eval('.report-grid tbody tr', (rows) => rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? '')));

async function open(path: string, message: string) {
  await page.goto(app().url(path));
  await expect.poll(() => toast(page, message).count(), POLL).toBeGreaterThan(0);
}

async function bothWidths(name: string) {
  await saveScreenshot(page, `${name}-1400`);
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, `${name}-375`);
  // At 375 px the page scrolls the grid, not the whole page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1400, height: 900 });
}

it('shows the P&L with opening and closing stock at cost above the gross profit', async () => {
  await open(`/profitandloss?${QUARTER}`, 'Generated profit and loss Report Successfully');
  const rows = await gridRows();
  const row = (name: string) => rows.find((cells) => cells[0] === name);
  expect(row('Opening stock')?.[1]).toBe('₹3,000.00');
  expect(row('Less: closing stock')?.[1]).toBe('-₹10,280.00');
  expect(row('Gross profit')?.[1]).toBe('₹1,279.50');
  await bothWidths('profit-and-loss-trading');
});

it('nests the trial balance by group, with the opening stock line', async () => {
  await open('/trialbalance?ToDate=2026-06-30', 'Generated trial balance Report Successfully');
  const rows = await gridRows();
  expect(rows.find((cells) => cells[0] === 'Opening stock')?.[1]).toBe('₹3,000.00');
  // A ledger is indented under its group's heading.
  const indent = await page.locator('.report-grid tbody tr', { hasText: 'HDFC Bank' }).first().locator('td').first().evaluate((cell) => getComputedStyle(cell).paddingLeft);
  expect(parseFloat(indent)).toBeGreaterThan(20);
  await bothWidths('trial-balance-nested');
});

it('gives each item its cost of goods sold and gross profit', async () => {
  await open(`/itemwiseprofit?${QUARTER}`, 'Generated item-wise profit Report Successfully');
  // Book: sold 20 less 2 returned, 1,000 − 100 = 900 at cost 420; Pen: 10 + 5 + 1 = 16, 1,000 + 500 + 99.50 at cost 800.
  expect((await gridRows()).map((cells) => cells.slice(0, 6))).toEqual([
    ['Book', '', '18', '₹900.00', '₹420.00', '₹480.00'],
    ['Pen', '', '16', '₹1,599.50', '₹800.00', '₹799.50'],
  ]);
  await bothWidths('item-wise-profit');
});

it('reconciles the bank: a clearing date recorded from the statement takes the entry off it', async () => {
  await open(`/bankreconciliation?LedgerId=${books.ledgers.bank}&ToDate=2026-06-30`, 'Generated bank reconciliation Report Successfully');
  expect((await gridRows()).filter((cells) => cells[1] !== '').map((cells) => cells[2])).toEqual(['KT/26-27/3', 'CV/26-27/1', 'PV/26-27/1']);
  await bothWidths('bank-reconciliation');
  await page.locator('.report-grid tbody tr', { hasText: 'CV/26-27/1' }).getByRole('link', { name: 'Record clearing' }).click();
  await page.getByRole('heading', { name: 'Bank clearing date' }).waitFor();
  expect(await page.getByTestId('bank-entry').textContent()).toBe('HDFC Bank: Contra of 16-06-2026, deposit of ₹3,000.00');
  await page.getByLabel('Cleared by the bank on').fill('2026-06-18');
  await saveScreenshot(page, 'bank-clearing-1400');
  await page.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Cleared on 18-06-2026').first().waitFor();
  await expect.poll(async () => (await gridRows()).filter((cells) => cells[1] !== '').map((cells) => cells[2]), POLL).toEqual(['KT/26-27/3', 'PV/26-27/1']);
  expect(errors).toEqual([]);
});
