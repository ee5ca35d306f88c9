// The report pages as an accountant uses them: a little business built through the API, then EVERY
// report the server lists (GET /api/meta/reports) opened at its route, each period choice picked and
// generated (the server's message as a toast, the grid and totals as the API answers them, the dates
// written back to the address), CSV and Excel downloaded and read, Print there and printing only the
// report; the /reports index; a report opened from a link that carries its filters; bad filters; a
// route whose report does not exist; screenshots at 375 and 1400 px.
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportSchema } from '../../engine/schema/report-schema.ts';
import { displayCell, summaryLabel, totalsRow } from '../../engine/ui/report/cells.ts';
import { PERIOD_CUSTOM, PERIOD_OPTIONS, periodRange, todayIso } from '../../engine/ui/report/period.ts';
import { billingTenant, type BillingTenant } from '../support/billing-setup.ts';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { getJson, GOOD_PASSWORD, sendJson } from '../support/http.ts';
import { signIn, toast, useApp } from './app.ts';

const app = useApp();
const POLL = { timeout: 10_000 };

let tenant: BillingTenant;
let reports: ReportSchema[];
let page: Page;
let errors: string[];
// The test's today and the browser's are one date for the whole file: the pages' clocks are fixed at this
// instant (time in timers still runs), so a run crossing midnight does not see the period choices fill
// tomorrow's dates while the test expects today's. The server's documents are dated on the same day.
const startedAt = new Date();
const today = todayIso(startedAt);
/** A page of this file, its Date fixed at the file's start. */
async function reportPage(viewport: { width: number; height: number }) {
  const opened = await app().page(viewport);
  await opened.clock.setFixedTime(startedAt);
  return opened;
}
const title = (report: ReportSchema) => report['x-report'].label || report.title || report['x-report'].name;
/** yyyy-mm-dd as the date boxes show it, dd-mm-yyyy. */
const dayFirst = (iso: string) => iso.split('-').reverse().join('-');

beforeAll(async () => {
  tenant = await billingTenant(app().server.origin, 3);
  const create = async (entity: string, body: object) => {
    const reply = await sendJson('POST', tenant.api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  // Dated today, so every period choice finds them.
  const supplier = await create('party', { PartyName: 'Mehta Traders', PartyType: 'Supplier', State: 'Karnataka', GSTIN: '29AAGCB7383J1Z4' });
  await create('quotation', { FirmId: tenant.firm, CustId: tenant.customer, QuotationItems: [{ ItemId: tenant.items[1], Qty: 2, Rate: 1050.5 }] });
  await create('quotation', { FirmId: tenant.firm, CustId: tenant.customer, QuotationItems: [{ ItemId: tenant.items[2], Qty: 1000, Rate: 123.45 }] });
  await create('sales', { FirmId: tenant.firm, CustId: tenant.customer, PaymentType: 'CREDIT', BillItems: [{ ItemId: tenant.items[1], Qty: 3, Rate: 99.99 }] });
  await create('purchase', { FirmId: tenant.firm, SupplierId: supplier.Id, PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: tenant.items[0], Qty: 50, Rate: 40 }] });
  const meta = await getJson(tenant.api('meta/reports'));
  reports = meta.body.data.reports;
  page = await reportPage({ width: 1400, height: 900 });
  errors = collectPageErrors(page);
  await signIn(app(), page, { email: tenant.email, password: GOOD_PASSWORD });
});

async function choose(label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks the first record offered for each required record filter, and a value for each required choice. */
async function fillRequired(report: ReportSchema) {
  for (const name of report.required ?? []) {
    if (name === 'FromDate' || name === 'ToDate') continue;
    const property = report.properties[name];
    const label = property.title ?? name;
    if (report['x-report'].links?.[name]) {
      await page.locator(`#report-filter-${name}`).click();
      await page.getByRole('option').first().click();
    } else if (Array.isArray(property.enum) && property.default === undefined) {
      await page.locator(`#report-filter-${name}`).click();
      await page.getByRole('option').first().click();
    } else if (!Array.isArray(property.enum) && property.default === undefined) {
      throw new Error(`${report['x-report'].name}: the test does not know how to fill the required filter ${label}`);
    }
  }
}

/** The grid's body and footer as text, cell by cell. */
function gridText() {
  return page.$$eval('.report-grid tbody tr, .report-grid tfoot tr', (rows) =>
    rows.map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? '')),
  );
}

/** What the grid must show for the filters now in the address: the API's own answer, formatted. */
async function expectedGrid(report: ReportSchema) {
  const query = new URL(page.url()).searchParams;
  const reply = await getJson(tenant.api(`reports/${report['x-report'].name}?${query}`));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  const { columns } = report['x-report'];
  const { rows, totals, summary } = reply.body.data;
  const body = rows.length ? rows.map((row: any) => columns.map((column) => displayCell(column, row[column.field]))) : [['No records found for these filters']];
  const footer = totalsRow(columns, totals);
  return { rows, totals, summary, cells: footer ? [...body, columns.map((column) => displayCell(column, footer[column.field]))] : body };
}

async function generate(report: ReportSchema) {
  const answered = page.waitForResponse((response) => response.url().includes(`/api/reports/${report['x-report'].name}?`));
  await page.getByRole('button', { name: 'Generate' }).click();
  const response = await answered;
  expect(response.status(), await response.text()).toBe(200);
  // Toasts queue behind the ones still showing (three at a time, five seconds each): generating period after
  // period on a loaded machine, this one may wait its turn for longer than the usual poll.
  await expect.poll(() => toast(page, `Generated ${report['x-report'].kind} Report Successfully`).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('button', { name: 'Generate' }).isEnabled(), POLL).toBe(true);
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

async function download(button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
}

// One test per report file, so a slow or failing report is named; the first test checks that these are
// exactly the reports the server lists.
const REPORT_DIR = path.resolve(import.meta.dirname, '..', '..', 'schemas', 'reports');
const REPORT_FILES = fs
  .readdirSync(REPORT_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => (JSON.parse(fs.readFileSync(path.join(REPORT_DIR, file), 'utf8')) as ReportSchema)['x-report'].name)
  .sort();

describe('every report in /api/meta/reports', () => {
  it('the server lists every report schema', () => {
    expect(reports.map((report) => report['x-report'].name).sort()).toEqual(REPORT_FILES);
  });

  it.each(REPORT_FILES)('%s: opens, generates for each period and choice, shows the grid and totals, exports and prints', async (name) => {
    {
      const report = reports.find((listed) => listed['x-report'].name === name)!;
      await page.goto(app().url(`/${name}`));
      await page.getByRole('heading', { level: 1, name: title(report) }).waitFor();
      await fillRequired(report);
      const periods = PERIOD_OPTIONS[report['x-report'].period];
      for (const period of periods.length ? periods : [null]) {
        if (period) {
          await choose('Period', period);
          const dates = period === PERIOD_CUSTOM ? { FromDate: `${Number(today.slice(0, 4)) - 1}-04-01`, ToDate: today } : periodRange(period, today)!;
          if (period === PERIOD_CUSTOM) {
            await page.locator('#report-filter-FromDate').fill(dates.FromDate);
            await page.locator('#report-filter-ToDate').fill(dates.ToDate);
          }
          // The boxes show the period day first (the address keeps yyyy-mm-dd).
          expect([await page.locator('#report-filter-FromDate').inputValue(), await page.locator('#report-filter-ToDate').inputValue()], `${name} ${period}`).toEqual([
            dayFirst(dates.FromDate),
            dayFirst(dates.ToDate),
          ]);
          await generate(report);
          // The generated filters are in the address, so the page can be bookmarked or shared.
          await expect.poll(() => new URL(page.url()).searchParams.get('FromDate'), POLL).toBe(dates.FromDate);
          expect(new URL(page.url()).searchParams.get('ToDate')).toBe(dates.ToDate);
        } else {
          await generate(report);
        }
        const expected = await expectedGrid(report);
        await expect.poll(gridText, POLL).toEqual(expected.cells);
        for (const label of Object.keys(expected.summary ?? {})) {
          expect(await page.getByRole('region', { name: 'Summary' }).or(page.locator('dl[aria-label="Summary"]')).getByText(summaryLabel(label), { exact: true }).count()).toBe(1);
        }
      }

      // Each choice of a choice filter (GSTR-1's sections, say) generates its own grid.
      for (const [name2, property] of Object.entries(report.properties)) {
        if (!Array.isArray(property.enum)) continue;
        for (const value of property.enum) {
          const label = (property['x-ui'] as any)?.enumNames?.[property.enum.indexOf(value)] ?? String(value);
          await page.locator(`#report-filter-${name2}`).click();
          await page.getByRole('option', { name: label, exact: true }).click();
          await generate(report);
          await expect.poll(() => new URL(page.url()).searchParams.get(name2), POLL).toBe(String(value));
          const expected = await expectedGrid(report);
          await expect.poll(gridText, POLL).toEqual(expected.cells);
        }
      }

      // The exports of what was generated, named after the report and its period.
      const expected = await expectedGrid(report);
      const query = new URL(page.url()).searchParams;
      const oneDate = [...query.values()].find((value) => /^\d{4}-\d{2}-\d{2}$/.test(value));
      const period = query.get('FromDate') && query.get('ToDate') ? `_${query.get('FromDate')}_to_${query.get('ToDate')}` : oneDate ? `_as_on_${oneDate}` : '';
      const csv = await download('CSV');
      expect(csv.name).toBe(`${name}${period}.csv`);
      const text = csv.bytes.toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      expect(lines[0]).toBe(report['x-report'].columns.map((column) => (/[",]/.test(column.title) ? `"${column.title}"` : column.title)).join(','));
      // Header, rows, totals and the final line end (rows here hold no line breaks).
      expect(lines.length).toBe(1 + expected.rows.length + (expected.totals && Object.keys(expected.totals).length ? 1 : 0) + 1);

      const xlsx = await download('Excel');
      expect(xlsx.name).toBe(`${name}${period}.xlsx`);
      const sheet = strFromU8(unzipSync(new Uint8Array(xlsx.bytes))['xl/worksheets/sheet1.xml']);
      expect(sheet).toContain(`<t>${xml(title(report))}</t>`);
      for (const column of report['x-report'].columns) expect(sheet).toContain(`<t>${xml(column.title)}</t>`);

      // Print: the button, and a printed page of the title, the filters and the grid only.
      expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
      await page.emulateMedia({ media: 'print' });
      const printed = {
        filters: await page.getByRole('form', { name: 'Filters' }).isVisible(),
        backLink: await page.getByRole('link', { name: 'Reports' }).isVisible(),
        heading: await page.getByRole('heading', { level: 1, name: title(report) }).isVisible(),
        grid: await page.locator('.report-grid').isVisible(),
        filterLine: await page.getByTestId('report-filters-shown').textContent(),
      };
      await page.emulateMedia({ media: 'screen' });
      expect(printed).toMatchObject({ filters: false, backLink: false, heading: true, grid: true });
      const firstDate = report['x-report'].columns.length && Object.entries(report.properties).find(([field]) => query.get(field) && report.properties[field].format === 'date');
      if (firstDate) expect(printed.filterLine).toContain(`${firstDate[1].title ?? firstDate[0]}: ${query.get(firstDate[0])!.split('-').reverse().join('-')}`);
    }
    expect(errors).toEqual([]);
  });
});

describe('report pages in the browser', () => {
  it('shows figures in Indian grouping with the rupee sign, dates day first, numbers linked to their form', async () => {
    await page.goto(app().url(`/quotationreport?FromDate=${today}&ToDate=${today}`));
    await expect.poll(() => toast(page, 'Generated quotation Report Successfully').count(), POLL).toBeGreaterThan(0);
    const cells = await gridText();
    const day = today.split('-').reverse().join('-');
    // 1000 x 123.45 = 1,23,450.00 taxable at 12 %: 14,814.00 tax, 1,38,264.00 in all.
    expect(cells.find((row) => row.includes('₹1,38,264.00'))).toEqual([day, expect.stringMatching(/^QT\//), 'Walk-in Customer', '', '1,000', '₹1,23,450.00', '₹14,814.00', '₹1,38,264.00']);
    expect(cells.at(-1)![0]).toBe('Total');
    const link = page.locator('.report-grid tbody a').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/\/bahi\/quotationform\/\d+$/);
    await link.click();
    await page.waitForURL(/\/quotationform\/\d+$/);
  });

  it('opens from a link that carries its filters: the picker shows the record, the period matches, it generates at once', async () => {
    const [from, to] = [`${today.slice(0, 7)}-01`, today];
    await page.goto(app().url(`/quotationreport?FromDate=${from}&ToDate=${to}&PartyId=${tenant.customer}`));
    await expect.poll(() => toast(page, 'Generated quotation Report Successfully').count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => page.locator('#report-filter-PartyId').inputValue(), POLL).toBe('Walk-in Customer');
    const period = periodRange('Current month', today)!.ToDate === to ? 'Current month' : 'Custom';
    expect(await page.getByRole('combobox', { name: 'Period' }).textContent()).toBe(period);
    await expect.poll(() => page.getByTestId('report-row-count').textContent(), POLL).toBe('2 rows');
    await expect.poll(() => page.getByTestId('report-filters-shown').textContent(), POLL).toContain('Customer: Walk-in Customer');
  });

  it('a link naming only the record (/ledgerreport?LedgerId=N) runs at once on this month', async () => {
    const ledgers = await getJson(tenant.api('ledger?Page=1&PerPage=100&search=Walk-in'));
    const ledgerId = ledgers.body.data.rows[0].Id;
    await page.goto(app().url(`/ledgerreport?LedgerId=${ledgerId}`));
    await expect.poll(() => toast(page, 'Generated ledger Report Successfully').count(), POLL).toBeGreaterThan(0);
    const month = periodRange('Current month', today)!;
    await expect.poll(() => new URL(page.url()).search, POLL).toBe(`?LedgerId=${ledgerId}&FromDate=${month.FromDate}&ToDate=${month.ToDate}`);
    expect(await page.getByRole('combobox', { name: 'Period' }).textContent()).toBe('Current month');
    await expect.poll(() => page.locator('#report-filter-LedgerId').inputValue(), POLL).toBe('Walk-in Customer');
  });

  it('says clearly what is wrong with the filters, and sends nothing for a missing date', async () => {
    await page.goto(app().url('/quotationreport'));
    await choose('Period', 'Custom');
    await page.locator('#report-filter-FromDate').fill('2026-05-01');
    await page.locator('#report-filter-ToDate').fill('2026-04-30');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'From date must not be after To date' }).count(), POLL).toBe(1);
    let asked = 0;
    page.on('request', (request) => void (request.url().includes('/api/reports/') && asked++));
    await page.locator('#report-filter-ToDate').fill('');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'To date is required' }).count(), POLL).toBe(1);
    expect(asked).toBe(0);
  });

  it('a report route whose report the server does not list says so, not a crash', async () => {
    // The server answers the list without the quotation register (as for an employee without it).
    const other = await reportPage({ width: 1400, height: 900 });
    const otherErrors = collectPageErrors(other);
    await signIn(app(), other, { email: tenant.email, password: GOOD_PASSWORD });
    await other.route('**/api/meta/reports**', async (route) => {
      const reply = await route.fetch();
      const body = await reply.json();
      body.data.reports = body.data.reports.filter((report: ReportSchema) => report['x-report'].name !== 'quotationreport');
      await route.fulfill({ response: reply, json: body });
    });
    await other.goto(app().url(`/quotationreport?FromDate=${today}&ToDate=${today}`));
    await expect.poll(() => other.getByText('This report is not available').count(), POLL).toBe(1);
    expect(await other.getByRole('heading', { level: 1, name: 'Quotation Report' }).isVisible()).toBe(true);
    await other.getByRole('link', { name: 'All reports' }).click();
    await other.waitForURL(app().url('/reports'));
    await other.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    expect(await other.getByRole('link', { name: 'Quotation Report', exact: true }).count()).toBe(0);
    expect(otherErrors).toEqual([]);
  });
});

describe('the reports index', () => {
  it('lists every report under its group, each a link to its page', async () => {
    await page.goto(app().url('/reports'));
    await page.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    for (const report of reports) {
      const group = page.getByRole('navigation', { name: report['x-report'].group || 'Other reports' });
      const link = group.getByRole('link', { name: title(report), exact: true });
      expect(await link.getAttribute('href')).toBe(`/bahi/${report['x-report'].name}`);
    }
    await page.getByRole('link', { name: title(reports[0]), exact: true }).click();
    await page.waitForURL(app().url(`/${reports[0]['x-report'].name}`));
    expect(errors).toEqual([]);
  });
});

describe('screenshots', () => {
  it('the quotation register, a ledger with its summary, the profit and loss, the index, and a printed page, at 1400 and 375 px', async () => {
    const ledgers = await getJson(tenant.api('ledger?Page=1&PerPage=100&search=Walk-in'));
    const ledgerId = ledgers.body.data.rows[0].Id;
    const year = `FromDate=${today.slice(0, 4)}-01-01&ToDate=${today}`;
    for (const width of [1400, 375]) {
      const shot = await reportPage({ width, height: width > 400 ? 900 : 800 });
      const shotErrors = collectPageErrors(shot);
      const fits = () => shot.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      await signIn(app(), shot, { email: tenant.email, password: GOOD_PASSWORD });
      await shot.goto(app().url(`/quotationreport?${year}&FirmId=${tenant.firm}`));
      await expect.poll(() => toast(shot, 'Generated quotation Report Successfully').count(), POLL).toBeGreaterThan(0);
      await expect.poll(() => shot.locator('#report-filter-FirmId').inputValue(), POLL).toBe('Bench Stores');
      // The page itself never scrolls sideways; the grid does, inside its box.
      expect(await fits()).toBe(true);
      await saveScreenshot(shot, `report-quotation-${width}`);
      await shot.emulateMedia({ media: 'print' });
      await saveScreenshot(shot, `report-quotation-print-${width}`);
      await shot.emulateMedia({ media: 'screen' });

      await shot.goto(app().url(`/ledgerreport?${year}&LedgerId=${ledgerId}`));
      await expect.poll(() => toast(shot, 'Generated ledger Report Successfully').count(), POLL).toBeGreaterThan(0);
      await expect.poll(() => shot.locator('#report-filter-LedgerId').inputValue(), POLL).toBe('Walk-in Customer');
      expect(await fits()).toBe(true);
      await saveScreenshot(shot, `report-ledger-${width}`);

      await shot.goto(app().url(`/profitandloss?${year}`));
      await expect.poll(() => toast(shot, 'Generated profit and loss Report Successfully').count(), POLL).toBeGreaterThan(0);
      expect(await fits()).toBe(true);
      await saveScreenshot(shot, `report-profitandloss-${width}`);

      await shot.goto(app().url('/reports'));
      await shot.getByRole('navigation', { name: 'Sales' }).waitFor();
      expect(await fits()).toBe(true);
      await saveScreenshot(shot, `report-index-${width}`);
      expect(shotErrors).toEqual([]);
    }
  });
});
