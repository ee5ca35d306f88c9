// The e-way bill as the clerk does it, at 1400 and 375 px: a saved bill of ₹88,500 (3 almirahs at ₹25,000
// + IGST 18 %, over rule 138(1)'s ₹50,000), the "Transport / e-way bill" section opened and filled (road,
// 985 km, vehicle MH12AB1234), saved; "e-Way Bill JSON" downloads the portal's bulk file (checked against
// tests/support/gst-schemas/ewaybill.schema.json, EWB-API v1.03); the number the portal gave typed in and
// saved; the printed invoice shows it. A bill of ₹29,500 offers no e-way bill.
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { ewayBillBooks, type EwayBillBooks } from '../support/ewaybill-books.ts';
import { portalSchemaErrors } from '../support/gst-portal-schema.ts';
import { getJson, GOOD_PASSWORD, sendJson } from '../support/http.ts';
import { signIn, useApp } from './app.ts';

const app = useApp();
const POLL = { timeout: 10_000 };

let books: EwayBillBooks;

beforeAll(async () => {
  books = await ewayBillBooks(app().server.origin);
});

async function bill(qty: number): Promise<Record<string, any>> {
  const reply = await sendJson('POST', books.api('sales'), {
    FirmId: books.firm,
    CustId: books.bengaluru,
    BillType: 'EXCLUSIVE',
    PaymentType: 'CREDIT',
    BillItems: [{ ItemId: books.almirah, Qty: qty, Rate: 25000 }],
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}

async function signedIn(width: number): Promise<{ page: Page; errors: string[] }> {
  const page = await app().page({ width, height: width < 600 ? 800 : 900 });
  const errors = collectPageErrors(page);
  await signIn(app(), page, { email: books.email, password: GOOD_PASSWORD });
  return { page, errors };
}

const save = async (page: Page) => {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => page.getByRole('alert').filter({ hasText: 'Data Updated Successfully' }).count(), POLL).toBeGreaterThan(0);
};

for (const [width, ewbNo] of [
  [1400, '331001234567'],
  [375, '331009876543'],
] as const) {
  it(`fills the transport, downloads the e-way bill JSON and prints the number at ${width} px`, async () => {
    const saved = await bill(3);
    const { page, errors } = await signedIn(width);
    await page.goto(app().url(`/salesform/${saved.Id}`));
    const section = page.getByRole('button', { name: /Transport \/ e-way bill/ });
    await expect.poll(() => section.isVisible(), POLL).toBe(true);
    // Nothing typed yet: the section is folded, and the bill already over ₹50,000 offers the file.
    expect(await page.locator('#field-VehicleNo').count()).toBe(0);
    await section.click();
    await page.locator('#field-TransportMode').selectOption('Road');
    await page.locator('#field-TransDistance').fill('985');
    if (width === 1400) {
      // The portal takes no spaces: the server refuses it and the field says so.
      await page.locator('#field-VehicleNo').fill('MH 12 AB 1234');
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => page.locator('#field-VehicleNo-helper-text').textContent(), POLL).toContain('as the e-way bill portal takes it');
    }
    await page.locator('#field-VehicleNo').fill('MH12AB1234');
    await page.locator('#field-VehicleType').selectOption('Regular');
    await page.locator('#field-TransporterName').fill('Bharat Logistics');
    await page.locator('#field-VehicleNo').scrollIntoViewIfNeeded();
    await saveScreenshot(page, `ewaybill-transport-${width}`);
    await save(page);

    const button = page.getByRole('button', { name: 'e-Way Bill JSON' });
    await expect.poll(() => button.isVisible(), POLL).toBe(true);
    await button.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `ewaybill-button-${width}`, false);
    const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(file.suggestedFilename()).toBe(`ewaybill_${saved.PrefixBillNo.replace(/\//g, '-')}.json`);
    const json = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
    expect(portalSchemaErrors('ewaybill', json)).toEqual([]);
    // 3 × 25,000 = 75,000 taxable, IGST 18 % 13,500, invoice 88,500; by road, 985 km, the vehicle typed.
    expect(json.billLists[0]).toMatchObject({ docNo: saved.PrefixBillNo, totalValue: 75000, igstValue: 13500, totInvValue: 88500, transMode: '1', transDistance: '985', vehicleNo: 'MH12AB1234', vehicleType: 'R' });

    // The number the portal gave, recorded on the bill: with the form's fields at 1400 px, with the
    // "e-Way Bill no." button beside the file's (the way for a bill that can no longer be edited) at 375 px.
    if (width === 1400) {
      await page.locator('#field-EwayBillNo').fill(ewbNo);
      await page.locator('#field-EwayBillDate').fill(saved.BillDate);
      await save(page);
    } else {
      await page.getByRole('button', { name: 'e-Way Bill no.', exact: true }).click();
      await page.locator('#record-EwayBillNo').fill(ewbNo);
      // The portal dates an e-way bill on or after its document: one dated before the bill is refused.
      await page.locator('#record-EwayBillDate').fill('2018-04-01');
      await page.getByRole('button', { name: 'Record', exact: true }).click();
      await expect.poll(() => page.locator('#record-EwayBillDate-helper-text').textContent(), POLL).toBe("e-Way Bill date: must not be before the sales bill's date");
      await page.locator('#record-EwayBillDate').fill(saved.BillDate);
      await saveScreenshot(page, `ewaybill-record-${width}`, false);
      await page.getByRole('button', { name: 'Record', exact: true }).click();
      await expect.poll(async () => (await getJson(books.api(`sales/${saved.Id}`))).body.data.EwayBillNo, POLL).toBe(ewbNo);
      await saveScreenshot(page, `ewaybill-recorded-${width}`, false);
      // The form shows what was recorded (the page read the bill again).
      await expect.poll(() => page.locator('#field-EwayBillNo').inputValue(), POLL).toBe(ewbNo);
    }
    expect((await getJson(books.api(`sales/${saved.Id}`))).body.data).toMatchObject({ EwayBillNo: ewbNo, EwayBillDate: saved.BillDate, NetBillAmt: 88500 });

    await page.getByRole('link', { name: 'Print' }).click();
    const printed = page.getByTestId('ewaybill-number');
    await expect.poll(() => printed.textContent(), POLL).toBe(ewbNo.replace(/^(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3'));
    const [year, month, day] = String(saved.BillDate).split('-');
    expect(await page.getByRole('region', { name: 'e-Way Bill' }).innerText()).toContain(`dated ${day}-${month}-${year}`);
    await saveScreenshot(page, `ewaybill-print-${width}`);
    expect(errors).toEqual([]);
  });
}

it('offers no e-way bill on a bill of ₹29,500 (not over ₹50,000)', async () => {
  const small = await bill(1);
  const { page } = await signedIn(1400);
  await page.goto(app().url(`/salesform/${small.Id}`));
  await expect.poll(() => page.getByRole('link', { name: 'Print' }).isVisible(), POLL).toBe(true);
  // The check has answered by the time the section is drawn; give it a moment more, then look.
  await expect.poll(() => page.getByRole('button', { name: /Transport \/ e-way bill/ }).isVisible(), POLL).toBe(true);
  await page.waitForTimeout(500);
  expect(await page.getByRole('button', { name: 'e-Way Bill JSON' }).count()).toBe(0);
});

it("shows a challan's purpose in its folded transport section (supply on approval by default)", async () => {
  const { page, errors } = await signedIn(1400);
  await page.goto(app().url('/deliverychallanform'));
  const section = page.getByRole('button', { name: /Transport \/ e-way bill/ });
  await expect.poll(() => section.isVisible(), POLL).toBe(true);
  // Only the default is set: the section stays folded.
  expect(await page.locator('#field-DispatchPurpose').count()).toBe(0);
  await section.click();
  await expect.poll(() => page.locator('#field-DispatchPurpose').inputValue(), POLL).toBe('Supply on approval');
  await page.locator('#field-DispatchPurpose').selectOption('Job work');
  await page.locator('#field-DispatchPurpose').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'ewaybill-challan-1400');
  expect(errors).toEqual([]);
});
