// e-invoicing in the browser, as the clerk does it: on a saved bill's form "e-Invoice JSON" downloads the
// IRP's file (valid against the kept INV-01 v1.1 schema, the same as the API's); "Enter IRN" takes the
// IRP's answer pasted (an answer for another bill is refused in plain words); the printed invoice then shows
// the IRN, the acknowledgement and a QR code that decodes back to the signed data (rule 48(4) CGST Rules).
// At 1400 px and 375 px. The bill: Ball pen 10 × ₹100 = 1,000.00 + CGST 90.00 + SGST 90.00 = 1,180.00.
import fs from 'node:fs';
import jsqrModule from 'jsqr';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { portalSchemaErrors } from '../support/gst-portal-schema.ts';
import { getJson } from '../support/http.ts';
import { fakeIrpAnswer, irpTimeAgo } from '../support/irp-answer.ts';
import { gstin } from '../support/report-books.ts';
import { todayInIndia } from '../../src/server/documents/hooks.ts';
import { apiAs, signedInWithToken, toast, useApp } from './app.ts';

// jsqr is a CommonJS bundle typed as an ES module with a default export: take whichever the loader gives.
const jsQR: typeof jsqrModule.default = (jsqrModule as unknown as { default?: typeof jsqrModule.default }).default ?? (jsqrModule as unknown as typeof jsqrModule.default);

const app = useApp();
const FIRM_GSTIN = gstin('27', 'AAAFS1234A');
const POLL = { timeout: 15_000 };

let page: Page;
let token: string;
let errors: string[];
let bill: Record<string, any>;
let answer: ReturnType<typeof fakeIrpAnswer>;
let firm: number;

/** The QR code on the page, photographed at 4 device pixels to the CSS pixel and read back. */
async function decodeQr(on: Page): Promise<string | null> {
  const png = PNG.sync.read(await on.getByTestId('einvoice-qr').first().screenshot());
  return jsQR(Uint8ClampedArray.from(png.data), png.width, png.height)?.data ?? null;
}

describe('e-invoice', () => {
  beforeAll(async () => {
    const signed = await signedInWithToken(app(), { width: 1400, height: 900 });
    page = signed.page;
    token = signed.token;
    errors = collectPageErrors(page);
    const api = apiAs(app(), () => token);
    firm = (await api.create('firm', { FirmName: 'Shree Traders', State: 'Maharashtra', GSTIN: FIRM_GSTIN, Address: '12 MG Road', City: 'Pune', Pincode: '411001', SalesPrefix: 'ST', TurnoverAbove5Cr: true })).Id;
    const party = (await api.create('party', { PartyName: 'Mumbai Retail', State: 'Maharashtra', GSTIN: gstin('27', 'ABCDM5678B'), Address: '4 Kalbadevi Road', City: 'Mumbai', Pincode: '400002' })).Id;
    const unit = (await api.create('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    const pen = (await api.create('item', { ItemName: 'Ball pen', UnitId: unit, HSNCode: '960810', TaxRate: 18, OpeningQty: 100 })).Id;
    bill = await api.create('sales', { FirmId: firm, CustId: party, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: pen, Qty: 10, Rate: 100 }] });
    expect(bill.NetBillAmt).toBe(1180);
    answer = fakeIrpAnswer({ SellerGstin: FIRM_GSTIN, DocNo: bill.PrefixBillNo, DocTyp: 'INV', TotInvVal: 1180, AckDt: irpTimeAgo(0.5) });
  });

  it('downloads the e-invoice JSON from the bill at 1400 px, valid and as the API answers it', async () => {
    await page.goto(app().url(`/salesform/${bill.Id}`));
    const button = page.getByRole('button', { name: 'e-Invoice JSON', exact: true });
    await button.waitFor(POLL);
    const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(file.suggestedFilename()).toBe(`EINVOICE_${bill.PrefixBillNo.replace(/\//g, '-')}.json`);
    const json = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
    expect(json).toHaveLength(1);
    expect(portalSchemaErrors('einvoice', json[0])).toEqual([]);
    expect(json[0].ValDtls).toMatchObject({ AssVal: 1000, CgstVal: 90, SgstVal: 90, TotInvVal: 1180 });
    expect(json).toEqual((await getJson(apiAs(app(), () => token).url(`einvoice/sales/${bill.Id}`))).body);
    await saveScreenshot(page, 'einvoice-form-1400', false);

    // The period's file from the GSTR-1 page's downloads: the same document.
    const today = todayInIndia();
    await page.goto(app().url(`/gstr1?FromDate=${today}&ToDate=${today}&FirmId=${firm}`));
    const periodButton = page.getByRole('button', { name: 'e-Invoice JSON', exact: true });
    await periodButton.waitFor(POLL);
    await expect.poll(() => periodButton.isEnabled(), POLL).toBe(true);
    const [periodFile] = await Promise.all([page.waitForEvent('download'), periodButton.click()]);
    expect(periodFile.suggestedFilename()).toBe(`EINVOICE_${today}_to_${today}.json`);
    expect(JSON.parse(fs.readFileSync((await periodFile.path())!, 'utf8'))).toEqual(json);
    await saveScreenshot(page, 'einvoice-gstr1-1400', false);
    await page.goto(app().url(`/salesform/${bill.Id}`));
    await page.getByRole('button', { name: 'Enter IRN', exact: true }).waitFor(POLL);
  });

  it("refuses another bill's answer, takes this one's pasted, then prints the IRN and its QR code at 1400 px", async () => {
    await page.getByRole('button', { name: 'Enter IRN', exact: true }).click();
    const other = fakeIrpAnswer({ SellerGstin: FIRM_GSTIN, DocNo: 'ST/26-27/99', DocTyp: 'INV' });
    await page.getByTestId('irn-answer').fill(JSON.stringify(other.answer));
    await page.getByRole('button', { name: 'Save IRN', exact: true }).click();
    await expect.poll(() => page.getByTestId('irn-failure').textContent(), POLL).toBe(`The signed QR code is for document ST/26-27/99, not ${bill.PrefixBillNo}`);
    await page.getByTestId('irn-answer').fill(JSON.stringify(answer.answer, null, 2));
    await saveScreenshot(page, 'einvoice-irn-dialog-1400', false);
    await page.getByRole('button', { name: 'Save IRN', exact: true }).click();
    await toast(page, 'IRN recorded').first().waitFor(POLL);
    await expect.poll(() => page.getByTestId('einvoice-status').textContent(), POLL).toContain(`IRN ${answer.irn.slice(0, 8)}`);
    expect(await page.getByRole('button', { name: 'e-Invoice JSON', exact: true }).count()).toBe(0);
    await saveScreenshot(page, 'einvoice-form-registered-1400', false);

    // The print page, photographed at 4 device pixels per CSS pixel so the QR modules are sharp.
    const sharp = await app().browser.newContext({ viewport: { width: 1400, height: 1000 }, deviceScaleFactor: 4, storageState: await page.context().storageState() });
    const paper = await sharp.newPage();
    const paperErrors = collectPageErrors(paper);
    try {
      await paper.goto(app().url(`/salesinvoice?id=${bill.Id}`));
      const block = paper.getByRole('region', { name: 'e-Invoice' });
      await block.first().waitFor(POLL);
      const text = await block.first().innerText();
      expect(text).toContain(answer.irn);
      expect(text).toContain(answer.answer.AckNo);
      expect(await decodeQr(paper)).toBe(answer.token);
      await saveScreenshot(paper, 'einvoice-print-1400', false);
      expect(paperErrors).toEqual([]);
    } finally {
      await sharp.close();
    }
    expect(errors).toEqual([]);
  });

  it('shows the registered bill and its printed QR code at 375 px', async () => {
    const phone = await app().browser.newContext({ viewport: { width: 375, height: 800 }, deviceScaleFactor: 4, storageState: await page.context().storageState() });
    const form = await phone.newPage();
    const phoneErrors = collectPageErrors(form);
    try {
      await form.goto(app().url(`/salesform/${bill.Id}`));
      await expect.poll(() => form.getByTestId('einvoice-status').textContent(), POLL).toContain('IRN');
      expect(await form.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await saveScreenshot(form, 'einvoice-form-375', false);
      await form.goto(app().url(`/salesinvoice?id=${bill.Id}`));
      await form.getByTestId('einvoice-qr').first().waitFor(POLL);
      await form.getByTestId('einvoice-qr').first().scrollIntoViewIfNeeded();
      expect(await decodeQr(form)).toBe(answer.token);
      await saveScreenshot(form, 'einvoice-print-375', false);
      expect(phoneErrors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
