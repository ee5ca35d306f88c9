// The GSTR-3B page offers the JSON the portal's offline utility takes: downloaded from the page, it
// validates against the kept format (tests/support/gst-schemas/gstr3b.schema.json) and says what the API
// says; the page at 375 px offers it too.
import fs from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { portalSchemaErrors } from '../support/gst-portal-schema.ts';
import { getJson, GOOD_PASSWORD } from '../support/http.ts';
import { reportBooks, type ReportBooks } from '../support/report-books.ts';
import { signIn, useApp } from './app.ts';

const app = useApp();
const POLL = { timeout: 10_000 };
const APRIL = 'FromDate=2026-04-01&ToDate=2026-04-30';

let books: ReportBooks;

beforeAll(async () => {
  books = await reportBooks(app().server.origin);
});

it('downloads the GSTR-3B portal JSON from its page, valid and as the API answers it', async () => {
  const page = await app().page({ width: 1400, height: 900 });
  const errors = collectPageErrors(page);
  await signIn(app(), page, { email: books.email, password: GOOD_PASSWORD });
  await page.goto(app().url(`/gstr3b?${APRIL}&FirmId=${books.firm}`));
  await expect.poll(() => page.locator('.report-grid tbody tr').count(), POLL).toBeGreaterThan(10);
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Portal JSON', exact: true }).click()]);
  expect(file.suggestedFilename()).toBe('GSTR3B_2026-04-01_to_2026-04-30.json');
  const json = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
  expect(portalSchemaErrors('gstr3b', json)).toEqual([]);
  expect(json).toEqual((await getJson(books.api(`reports/gstr3b/portal-json?${APRIL}&FirmId=${books.firm}`))).body);
  expect(json.ret_period).toBe('042026');
  await saveScreenshot(page, 'gstr3b-portal-1400');

  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.getByRole('button', { name: 'Portal JSON', exact: true }).isVisible(), POLL).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await saveScreenshot(page, 'gstr3b-portal-375');
  expect(errors).toEqual([]);
});
