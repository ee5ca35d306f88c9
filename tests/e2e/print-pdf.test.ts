// The server's PDF of a printed document from the print page, at 1400 and 375 px: Download PDF saves a
// one-page A4 PDF of a 10-line tax invoice named after it; Share on WhatsApp is a wa.me link to the party's
// mobile with the document, its amount and a share link; Copy link copies that link; and the link opens
// the PDF in a browser that never signed in (shown in Chromium's PDF viewer, screenshot kept).
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { GOOD_PASSWORD, registerAndLogin, sendJson } from '../support/http.ts';
import { signIn, useApp } from './app.ts';

const app = useApp();
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

let account: { email: string; password: string };
let sale: Record<string, any>;
let receipt: Record<string, any>;

beforeAll(async () => {
  const origin = app().server.origin;
  const owner = await registerAndLogin(origin);
  account = { email: owner.email, password: GOOD_PASSWORD };
  const create = async (entity: string, body: object) => {
    const reply = await sendJson('POST', `${origin}/api/${entity}?auth=${owner.token}`, body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  const firm = await create('firm', { FirmName: 'Shree Sai Traders', Address: 'Shop 4, Laxmi Market, MG Road', City: 'Pune', State: 'Maharashtra', Pincode: '411001', GSTIN: '27AAPFU0939F1ZV', SalesPrefix: 'SS' });
  const party = await create('party', { PartyName: 'Gupta General Stores', State: 'Maharashtra', Address: '12, Station Road', Mobile: '9890098900' });
  const unit = await create('unit', { UnitName: 'Pcs', UQC: 'PCS' });
  const names = ['Parle-G Gold Biscuits 1 kg Family Pack', 'Tata Salt Iodised 1 kg', 'Aashirvaad Shudh Chakki Atta 10 kg', 'Fortune Sunflower Refined Oil 5 L Jar', 'Surf Excel Easy Wash Detergent Powder 3 kg'];
  const items: Array<{ Id: number }> = [];
  for (const [n, name] of names.entries()) items.push(await create('item', { ItemName: name, UnitId: unit.Id, HSNCode: ['1905', '2501', '1101', '1512', '3402'][n], TaxRate: [5, 0, 5, 5, 18][n], CashRate: 100 }));
  sale = await create('sales', {
    FirmId: firm.Id, CustId: party.Id, PaymentType: 'CREDIT',
    BillItems: Array.from({ length: 10 }, (_, n) => ({ ItemId: items[n % 5].Id, Qty: n + 1, Rate: 100 + 7 * n })),
  });
  const cash = (await (await fetch(`${origin}/api/ledger?SystemCode=CASH&auth=${owner.token}`)).json()).data.rows[0].Id;
  receipt = await create('receipt', { FirmId: firm.Id, FromLedgerId: party.LedgerId, ToLedgerId: cash, Amount: 1000, Mode: 'CASH', ReceiptAllocations: [{ BillId: sale.Id, Amount: 1000 }] });
}, 120_000);

describe('a receipt voucher', () => {
  it('downloads its PDF and shares it on WhatsApp with no number (the voucher names no mobile)', async () => {
    const page = await app().page({ width: 1400, height: 900 });
    await signIn(app(), page, account);
    await page.goto(app().url(`/receiptprint?id=${receipt.Id}`));
    await page.locator('.inv-doc').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`Receipt Voucher ${String(receipt.PrefixVoucherNo).replaceAll('/', '-')}.pdf`);
    const pdf = fs.readFileSync(await download.path());
    expect([pdf.subarray(0, 5).toString(), pageCount(pdf)]).toEqual(['%PDF-', 1]);
    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
    await expect.poll(() => whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')!;
    expect(text).toContain(`Receipt Voucher ${receipt.PrefixVoucherNo} dated `);
    expect(text).toContain('from Shree Sai Traders for ₹ 1,000.00. PDF: ');
    await saveScreenshot(page, 'print-pdf-receipt-1400', false);
  });
});

describe.each([1400, 375])('at %i px', (width) => {
  let page: Page;
  let errors: string[];
  let shareUrl: string;

  beforeAll(async () => {
    page = await app().page({ width, height: 900 });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app().server.origin });
    // WhatsApp is outside the test's world: its page is answered here.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }));
    errors = collectPageErrors(page);
    await signIn(app(), page, account);
    await page.goto(app().url(`/salesinvoice?id=${sale.Id}`));
    await page.locator('.inv-doc').waitFor();
  }, 60_000);

  it('downloads the server\'s PDF of the invoice: one A4 page, named after it', async () => {
    const button = page.getByRole('button', { name: 'Download PDF' });
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`Tax Invoice ${String(sale.PrefixBillNo).replaceAll('/', '-')}.pdf`);
    const pdf = fs.readFileSync(await download.path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    await expect.poll(() => button.isEnabled()).toBe(true);
    await saveScreenshot(page, `print-pdf-toolbar-${width}`, false);
  });

  it('shares on WhatsApp: wa.me to the party\'s mobile with the bill, its amount and the link', async () => {
    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
    await expect.poll(() => whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919890098900\?text=/);
    const href = (await whatsapp.getAttribute('href'))!;
    const text = new URL(href).searchParams.get('text')!;
    // 1+2+...+10 = 55 pieces; the total is the server's (NetBillAmt), printed with the rupee sign.
    expect(text).toContain(`Tax Invoice ${sale.PrefixBillNo} dated `);
    expect(text).toContain('from Shree Sai Traders for ₹ ');
    shareUrl = /PDF: (\S+)$/.exec(text)![1];
    expect(shareUrl).toMatch(new RegExp(`^${app().server.origin}/api/shared/[\\w-]{64}\\.pdf$`));
    const [popup] = await Promise.all([page.waitForEvent('popup'), whatsapp.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href);
    await popup.close();
  });

  it('copies the share link', async () => {
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('alert').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await saveScreenshot(page, `print-pdf-copied-${width}`, false);
  });

  it('prints the copy chosen (rule 48(1): original, duplicate, triplicate) on the page and in the PDF', async () => {
    await page.getByLabel('Copy', { exact: true }).click();
    await page.getByRole('option', { name: 'Duplicate for Transporter' }).click();
    await expect.poll(() => page.locator('.inv-copy').innerText()).toBe('Duplicate for Transporter');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`Tax Invoice ${String(sale.PrefixBillNo).replaceAll('/', '-')} (Duplicate).pdf`);
    // The share link names the copy too: a new link once the copy changes.
    const whatsapp = page.getByRole('link', { name: 'Share on WhatsApp' });
    await expect.poll(async () => /PDF: (\S+)$/.exec(new URL((await whatsapp.getAttribute('href')) ?? 'https://x/?text=').searchParams.get('text') ?? '')?.[1]).not.toBe(shareUrl);
    await saveScreenshot(page, `print-pdf-duplicate-${width}`, false);
    await page.getByLabel('Copy', { exact: true }).click();
    await page.getByRole('option', { name: 'Original for Recipient' }).click();
    await expect.poll(() => page.locator('.inv-copy').innerText()).toBe('Original for Recipient');
  });

  it('opens the link in a browser that never signed in, and shows the PDF', async () => {
    const context = await app().browser.newContext({ viewport: { width, height: 900 } });
    const stranger = await context.newPage();
    const response = await stranger.goto(shareUrl);
    expect(response?.status()).toBe(200);
    expect(await response?.headerValue('content-type')).toBe('application/pdf');
    // The page's own body is the viewer's; the bytes are read by the same signed-out context.
    const pdf = await (await context.request.get(shareUrl)).body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    // Chromium's PDF viewer draws the page: wait until the screen holds far more than the empty grey viewer
    // (a few kB as PNG; the drawn invoice is over 50 kB at either width).
    await expect.poll(async () => (await stranger.screenshot()).length, { timeout: 30_000 }).toBeGreaterThan(40_000);
    await saveScreenshot(stranger, `print-pdf-shared-${width}`, false);
    await context.close();
    expect(errors).toEqual([]);
  });
});
