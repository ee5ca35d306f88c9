// The balance sheet in the browser over the proprietor's books (tests/support/journal-books.ts; every figure
// is worked out in tests/api/nominal-ledgers.test.ts): drawings deducted in the capital block, input tax
// credit under Current Assets, a customer's advance and an overdrawn bank on the liabilities side; in the
// vertical and two-column forms, at 1400 and 375 px.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { GOOD_PASSWORD } from '../support/http.ts';
import { proprietorBook } from '../support/journal-books.ts';
import { signIn, toast, useApp } from './app.ts';

const app = useApp();
const POLL = { timeout: 15_000 };
const YEAR = 'FromDate=2026-04-01&ToDate=2027-03-31';

let page: Page;
let errors: string[];

beforeAll(async () => {
  const books = await proprietorBook(app().server.origin);
  page = await app().page({ width: 1400, height: 900 });
  errors = collectPageErrors(page);
  await signIn(app(), page, { email: books.email, password: GOOD_PASSWORD });
}, 90_000);

const gridRows = () => page.$$eval('.report-grid tbody tr', (rows) => rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => (cell.textContent ?? '').trim())));

async function bothWidths(name: string) {
  await saveScreenshot(page, `${name}-1400`);
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, `${name}-375`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1400, height: 900 });
}

it('draws the capital block with drawings deducted and input tax credit under Current Assets', async () => {
  await page.goto(app().url(`/balancesheet?${YEAR}`));
  await expect.poll(() => toast(page, 'Generated balance sheet Report Successfully').count(), POLL).toBeGreaterThan(0);
  const rows = await gridRows();
  const row = (name: string) => rows.find((cells) => cells[0] === name);
  expect(row('Less: Drawings')?.[1]).toBe('-₹4,000.00');
  expect(row('Total Capital Account')?.[1]).toBe('₹41,000.00');
  expect(row('Total Balances with government authorities (input tax credit)')?.[1]).toBe('₹1,800.00');
  expect(row('Kulkarni Traders')?.[1]).toBe('₹3,000.00');
  await bothWidths('balance-sheet-proprietor');
});

it('draws the two-column form with the same sides', async () => {
  await page.goto(app().url(`/balancesheettwocolumns?${YEAR}`));
  await expect.poll(async () => (await gridRows()).some((cells) => cells.includes('Less: Drawings')), POLL).toBe(true);
  await bothWidths('balance-sheet-two-columns');
  expect(errors).toEqual([]);
});
