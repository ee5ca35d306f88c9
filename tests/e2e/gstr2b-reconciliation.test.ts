// An accountant's month-end: the November GSTR-2B of tests/support/gstr2b-books.ts uploaded on the
// reconciliation page (a progress bar while it goes), the four groups with their counts and the credit at
// stake, the tolerance tightened to ₹0.50, a row opened on its purchase, and the Excel export; at 1400
// and 375 px. Credit follows 2B (CGST Act s.16(2)(aa), rule 36(4)).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { gstr2bBooks, novemberStatement, type Gstr2bBooks } from '../support/gstr2b-books.ts';
import { GOOD_PASSWORD } from '../support/http.ts';
import { signIn, toast, useApp } from './app.ts';

const app = useApp();
const POLL = { timeout: 15_000 };

let books: Gstr2bBooks;
let page: Page;
let errors: string[];
let file: string;

const summary = () => page.locator('dl[aria-label="Summary"]').innerText();

beforeAll(async () => {
  books = await gstr2bBooks(app().server.origin);
  file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'gstr2b-')), 'returns_112026_R2B.json');
  fs.writeFileSync(file, JSON.stringify(novemberStatement()));
  page = await app().page({ width: 1400, height: 900 });
  errors = collectPageErrors(page);
  await signIn(app(), page, { email: books.email, password: GOOD_PASSWORD });
}, 60_000);

it('uploads the 2B and shows the four groups with the credit at stake', async () => {
  await page.goto(app().url('/gstr2breconciliation'));
  await page.getByRole('heading', { level: 1, name: 'GSTR-2B reconciliation (input tax credit)' }).waitFor();
  await page.locator('#gstr2b-firm').click();
  await page.getByRole('option', { name: 'Shree Traders', exact: true }).click();
  await page.getByTestId('gstr2b-file').setInputFiles(file);
  // The upload is held back a moment so the progress bar can be seen.
  await page.route('**/api/gstr2b', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.getByTestId('gstr2b-upload').click();
  await expect.poll(() => page.getByRole('progressbar', { name: 'Uploading the GSTR-2B' }).isVisible(), POLL).toBe(true);
  await expect.poll(() => toast(page, 'GSTR-2B of 11-2026 saved: 5 documents').count(), POLL).toBeGreaterThan(0);
  await page.unroute('**/api/gstr2b');
  // The report opens on the uploaded month at the default tolerance of ₹1: DL-7781's rupee is within it,
  // so 180.00 - 9.00 + 180.18 = 351.18 matched; PS/0047 and DL-7790 (360 + 90) in 2B only; P2 and P4 (360 + 54) in the books only.
  await expect.poll(summary, POLL).toContain('3 documents, credit ₹351.18');
  const text = await summary();
  expect(text).toContain('0 documents, credit ₹0.00');
  expect(text).toContain('2 documents, credit ₹450.00');
  expect(text).toContain('2 documents, credit ₹414.00');
  expect(new URL(page.url()).searchParams.get('Period')).toBe('112026');
  expect(await page.getByTestId('gstr2b-months').innerText()).toContain('11-2026 · 5 docs');
  await saveScreenshot(page, 'gstr2b-reconciliation-1400');
});

it('tightens the tolerance to ₹0.50: the rupee-off invoice is mismatched, naming the field', async () => {
  await page.locator('#report-filter-Tolerance').fill('0.5');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect.poll(summary, POLL).toContain('1 document, credit ₹180.18');
  const row = page.locator('.report-grid tbody tr').filter({ hasText: 'DL-7781' });
  expect(await row.innerText()).toContain('Taxable value: 2B 1,000.00, books 1,001.00 (books 1.00 more)');
  expect(await page.locator('.report-grid tbody tr').filter({ hasText: 'Mismatched (1)' }).count()).toBe(1);
});

it('exports the reconciliation to Excel', async () => {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel', exact: true }).click()]);
  expect(download.suggestedFilename()).toBe('gstr2breconciliation.xlsx');
  const zip = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
  const sheet = strFromU8(zip['xl/worksheets/sheet1.xml']);
  for (const text of ['In 2B, not in books', 'PS/0047', 'DL-7790', 'Credit at stake', 'Taxable value: 2B 1,000.00, books 1,001.00 (books 1.00 more)']) expect(sheet).toContain(text);
});

it('works at 375 px and opens the purchase behind a row', async () => {
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.getByTestId('gstr2b-upload').isVisible(), POLL).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await saveScreenshot(page, 'gstr2b-reconciliation-375');
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.getByRole('link', { name: 'PS/0042 (PUR/26-27/1)' }).click();
  await page.waitForURL(app().url(`/purchaseform/${books.docs.p1}`));
  await expect.poll(() => page.locator('#field-SupplierBillNo').inputValue(), POLL).toBe('PS/0042');
  expect(errors).toEqual([]);
});
