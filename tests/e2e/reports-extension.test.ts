// A report added as one schema file (schemas/reports/bigquotes.json, on a query the server already has)
// gets its page with no browser code: listed on /reports under its group, opened at /{name} inside the
// layout, generated, exported.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { billingTenant } from '../support/billing-setup.ts';
import { collectPageErrors } from '../support/browser.ts';
import { GOOD_PASSWORD, sendJson } from '../support/http.ts';
import { copySchemas, PROJECT_SCHEMAS } from '../support/schemas-copy.ts';
import { signIn, toast, useApp } from './app.ts';

const POLL = { timeout: 10_000 };
const base = JSON.parse(fs.readFileSync(path.join(PROJECT_SCHEMAS, 'reports', 'quotationreport.json'), 'utf8'));
const BIG_QUOTES = {
  ...base,
  title: 'Big Quotations',
  // Its own menu label too: two pages of one tab under one title are refused when the default menu is seeded.
  'x-report': { ...base['x-report'], name: 'bigquotes', kind: 'big quotation', label: 'Big quotations', group: 'Extra', menu: { ...base['x-report'].menu, label: 'Big Quotations' } },
};

const app = useApp({ env: { SCHEMAS_DIR: copySchemas({ 'reports/bigquotes.json': BIG_QUOTES }) } });

it('is listed, opens at its route inside the layout, and generates', async () => {
  const tenant = await billingTenant(app().server.origin, 1);
  const quote = await sendJson('POST', tenant.api('quotation'), { FirmId: tenant.firm, CustId: tenant.customer, QuotationItems: [{ ItemId: tenant.items[0], Qty: 3, Rate: 100 }] });
  expect(quote.status, JSON.stringify(quote.body)).toBe(200);
  const page = await app().page({ width: 1400, height: 900 });
  const errors = collectPageErrors(page);
  await signIn(app(), page, { email: tenant.email, password: GOOD_PASSWORD });

  await page.goto(app().url('/reports'));
  await page.getByRole('navigation', { name: 'Extra' }).getByRole('link', { name: 'Big quotations', exact: true }).click();
  await page.waitForURL(app().url('/bigquotes'));
  await page.getByRole('heading', { level: 1, name: 'Big quotations' }).waitFor();
  // No catalog entry: the page is drawn inside the layout, with the sidebar.
  expect(await page.locator('nav[data-sidebar-mode]').count()).toBe(1);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect.poll(() => toast(page, 'Generated big quotation Report Successfully').count(), POLL).toBe(1);
  await expect.poll(() => page.getByTestId('report-row-count').textContent(), POLL).toBe('1 row');
  expect(await page.locator('.report-grid tfoot').textContent()).toContain('₹300.00');
  expect(new URL(page.url()).searchParams.get('FromDate')).not.toBeNull();
  expect(errors).toEqual([]);
});
