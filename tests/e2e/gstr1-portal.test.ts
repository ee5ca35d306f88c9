// A tax practitioner's round: the GSTR-1 page generated for April 2026 offers the portal's JSON, which
// downloads as a file that validates against the offline tool's format (tests/support/gst-schemas/gstr1.schema.json)
// and says what the API says; the page at 375 px; and an export under LUT as the clerk sees it: the kind
// of supply and the shipping bill on the sales form (at 1400 and 375 px) and rule 46's endorsement on
// the printed invoice.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { portalFileErrors } from '../support/gstr1-portal-schema.ts';
import { getJson, GOOD_PASSWORD, sendJson } from '../support/http.ts';
import { reportBooks, type ReportBooks } from '../support/report-books.ts';
import { signIn, useApp } from './app.ts';

const app = useApp();
const POLL = { timeout: 10_000 };
const APRIL = 'FromDate=2026-04-01&ToDate=2026-04-30';

let books: ReportBooks;
let page: Page;
let errors: string[];
let exportBill: any;

beforeAll(async () => {
  books = await reportBooks(app().server.origin);
  // An export under LUT in April: Pen 10 x 30 = 300, no IGST charged (IGST Act s.16(3)(a)).
  const reply = await sendJson('POST', books.api('sales'), {
    FirmId: books.firm,
    CustId: books.parties.karnataka,
    BillDate: '2026-04-25',
    BillType: 'EXCLUSIVE',
    PaymentType: 'CREDIT',
    SupplyKind: 'Export under LUT',
    PortCode: 'INNSA1',
    ShippingBillNo: '1234567',
    ShippingBillDate: '2026-04-26',
    ExportCurrency: 'USD',
    BillItems: [{ ItemId: books.items.pen, Qty: 10, Rate: 30 }],
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  exportBill = reply.body.data;
  page = await app().page({ width: 1400, height: 900 });
  errors = collectPageErrors(page);
  await signIn(app(), page, { email: books.email, password: GOOD_PASSWORD });
});

it('downloads the portal JSON from the GSTR-1 page, valid and as the API answers it', async () => {
  await page.goto(app().url(`/gstr1?${APRIL}&FirmId=${books.firm}&Section=exp`));
  await expect.poll(() => page.locator('.report-grid tbody tr').count(), POLL).toBe(1);
  expect(await page.locator('.report-grid tbody tr').first().innerText()).toContain('Export under LUT');
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Portal JSON', exact: true }).click()]);
  expect(file.suggestedFilename()).toBe('GSTR1_2026-04-01_to_2026-04-30.json');
  const json = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
  expect(portalFileErrors(json)).toEqual([]);
  const api = await getJson(books.api(`reports/gstr1/portal-json?${APRIL}&FirmId=${books.firm}`));
  expect(json).toEqual(api.body);
  // The export: 300 at 18 %, no IGST, with its shipping bill.
  expect(json.exp).toEqual([
    { exp_typ: 'WOPAY', inv: [{ inum: exportBill.PrefixBillNo, idt: '25-04-2026', val: 300, sbpcode: 'INNSA1', sbnum: '1234567', sbdt: '26-04-2026', itms: [{ txval: 300, rt: 18, iamt: 0, csamt: 0 }] }] },
  ]);
  await saveScreenshot(page, 'gstr1-portal-1400');

  // On a phone the page still offers the file and shows no sideways scroll of the page itself.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.getByRole('button', { name: 'Portal JSON', exact: true }).isVisible(), POLL).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  await saveScreenshot(page, 'gstr1-portal-375');
  await page.setViewportSize({ width: 1400, height: 900 });
});

it('shows an export under LUT on the sales form and prints rule 46’s endorsement', async () => {
  await page.goto(app().url(`/salesform/${exportBill.Id}`));
  await expect.poll(() => page.locator('#field-SupplyKind').inputValue(), POLL).toBe('Export under LUT');
  await expect.poll(() => page.locator('#field-PortCode').inputValue(), POLL).toBe('INNSA1');
  expect(await page.locator('#field-ReverseCharge').isChecked()).toBe(false);
  await saveScreenshot(page, 'gstr1-export-form-1400');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.locator('#field-SupplyKind').isVisible(), POLL).toBe(true);
  await saveScreenshot(page, 'gstr1-export-form-375');
  await page.setViewportSize({ width: 1400, height: 900 });
  // A regular bill asks for no shipping bill; a new bill starts regular, and choosing an export asks for it.
  await page.goto(app().url(`/salesform/${books.docs.s1}`));
  await expect.poll(() => page.locator('#field-SupplyKind').inputValue(), POLL).toBe('Regular');
  expect(await page.locator('#field-PortCode').count()).toBe(0);
  await page.goto(app().url('/salesform'));
  await expect.poll(() => page.locator('#field-SupplyKind').inputValue(), POLL).toBe('Regular');
  await page.locator('#field-SupplyKind').selectOption('Export with IGST');
  await expect.poll(() => page.locator('#field-PortCode').count(), POLL).toBe(1);
  await saveScreenshot(page, 'gstr1-new-export-form-1400');

  await page.goto(app().url(`/salesinvoice?id=${exportBill.Id}`));
  await expect
    .poll(() => page.getByText('SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX').count(), POLL)
    .toBe(1);
  expect(await page.locator('.inv-meta [data-field="Port Code"] dd').innerText()).toBe('INNSA1');
  expect(await page.locator('.inv-meta [data-field="Reverse Charge"] dd').innerText()).toBe('No');
  await saveScreenshot(page, 'gstr1-export-invoice-1400');
  expect(errors).toEqual([]);
});
