// The print pages on a phone (issue 17): at 375 px the A4 sheet is drawn to the screen's width, the whole
// paper in view as the PDF shows it, and the page never scrolls sideways: a tax invoice, a credit note and
// a receipt voucher. At 1400 px the sheet is A4 at full size, and printed (@media print) it is A4 as ever.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { apiAs, registerMaster, signIn, useApp } from './app.ts';
import { sendJson } from '../support/http.ts';

const app = useApp();
let account: { email: string; password: string };
let token = '';
const api = () => apiAs(app(), () => token);
const papers: Array<{ name: string; path: string }> = [];

/** 210 mm at 96 CSS pixels to the inch. */
const A4_WIDTH_PX = (210 / 25.4) * 96;

beforeAll(async () => {
  account = await registerMaster(app());
  token = (await sendJson('POST', `${app().server.origin}/api/super/superUserLogin`, { uname: account.email, password: account.password })).body.tokenDetails.idToken;
  const firm = (await api().create('firm', { FirmName: 'Shree Sai Traders', Address: 'Shop 4, Laxmi Market, MG Road', City: 'Pune', State: 'Maharashtra', Pincode: '411001', GSTIN: '27AAPFU0939F1ZV', SalesPrefix: 'SS' })).Id;
  const party = await api().create('party', { PartyName: 'Gupta General Stores', State: 'Maharashtra', Address: '12, Station Road', Mobile: '9890098900', PartyType: 'Customer' });
  const unit = (await api().create('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
  const names = ['Parle-G Gold Biscuits 1 kg Family Pack', 'Aashirvaad Shudh Chakki Atta 10 kg', 'Surf Excel Easy Wash Detergent Powder 3 kg'];
  const items: number[] = [];
  for (const [n, name] of names.entries()) items.push((await api().create('item', { ItemName: name, UnitId: unit, HSNCode: ['1905', '1101', '3402'][n], TaxRate: [5, 5, 18][n], CashRate: 100 })).Id);
  const sale = await api().create('sales', { FirmId: firm, CustId: party.Id, PaymentType: 'CREDIT', BillType: 'EXCLUSIVE', BillItems: items.map((ItemId, n) => ({ ItemId, Qty: n + 1, Rate: 100 + 7 * n, DiscPer: n === 1 ? 5 : 0 })) });
  const note = await api().create('salescreditnote', { FirmId: firm, CustId: party.Id, SalesId: sale.Id, BillType: 'EXCLUSIVE', NoteReason: 'Rate difference', CreditNoteItems: [{ ItemId: items[0], Qty: 1, Rate: 5 }] });
  const cash = (await api().read('ledger?SystemCode=CASH')).rows[0].Id;
  const receipt = await api().create('receipt', { FirmId: firm, FromLedgerId: party.LedgerId, ToLedgerId: cash, Amount: 100, Mode: 'CASH', ReceiptAllocations: [{ BillId: sale.Id, Amount: 100 }] });
  papers.push({ name: 'invoice', path: `/salesinvoice?id=${sale.Id}` }, { name: 'credit-note', path: `/salescreditnoteprint?id=${note.Id}` }, { name: 'receipt', path: `/receiptprint?id=${receipt.Id}` });
}, 120_000);

/** What the screen shows of the sheet: its drawn width, and how wide the page and the paper's insides run. */
const measure = (page: Page) =>
  page.evaluate(() => {
    const sheet = document.querySelector('.inv-sheet')!;
    const doc = document.querySelector('.inv-doc') as HTMLElement;
    return {
      pageWidth: document.documentElement.scrollWidth,
      drawn: sheet.getBoundingClientRect().width,
      layout: parseFloat(getComputedStyle(sheet).width),
      // A table that scrolls inside its box would still scroll sideways.
      innerScroll: [...doc.querySelectorAll('*')].some((node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible'),
    };
  });

describe('print pages', () => {
  let phone: Page;
  let desk: Page;
  beforeAll(async () => {
    phone = await app().page({ width: 375, height: 800 });
    desk = await app().page({ width: 1400, height: 900 });
    await signIn(app(), phone, account);
    await signIn(app(), desk, account);
  });

  it('fit a 375 px phone: the whole A4 sheet drawn to its width, nothing scrolling sideways', async () => {
    const errors = collectPageErrors(phone);
    for (const paper of papers) {
      await phone.goto(app().url(paper.path));
      await phone.locator('.inv-doc').waitFor();
      await expect.poll(() => measure(phone).then((seen) => seen.pageWidth)).toBeLessThanOrEqual(375);
      const seen = await measure(phone);
      // Laid out as A4, drawn smaller: the paper is the same as printed, only scaled.
      expect(Math.round(seen.layout)).toBe(Math.round(A4_WIDTH_PX));
      expect(seen.drawn).toBeLessThanOrEqual(375);
      expect(seen.drawn).toBeGreaterThan(340);
      expect(seen.innerScroll).toBe(false);
      await saveScreenshot(phone, `print-phone-${paper.name}-375`);
    }
    expect(errors).toEqual([]);
  }, 120_000);

  it('show A4 at full size at 1400 px, and print A4 unscaled', async () => {
    for (const paper of papers) {
      await desk.goto(app().url(paper.path));
      await desk.locator('.inv-doc').waitFor();
      const seen = await measure(desk);
      expect(Math.round(seen.drawn)).toBe(Math.round(A4_WIDTH_PX));
      expect(seen.pageWidth).toBeLessThanOrEqual(1400);
      await saveScreenshot(desk, `print-phone-${paper.name}-1400`);
    }
    // Printed from the phone: no scaling, the sheet as wide as the printable area.
    await phone.goto(app().url(papers[0].path));
    await phone.locator('.inv-doc').waitFor();
    await phone.emulateMedia({ media: 'print' });
    const printed = await phone.evaluate(() => {
      const sheet = document.querySelector('.inv-sheet') as HTMLElement;
      return { zoom: getComputedStyle(sheet).zoom, width: getComputedStyle(sheet).width, drawn: sheet.getBoundingClientRect().width };
    });
    await phone.emulateMedia({ media: null });
    expect(printed.zoom).toBe('1');
    expect(Math.round(printed.drawn)).toBe(Math.round(parseFloat(printed.width)));
  }, 120_000);
});
