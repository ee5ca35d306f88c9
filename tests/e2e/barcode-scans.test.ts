// A cashier scanning goods into a sales bill (issue 17, point 1). A scanner types the code a few
// milliseconds a key and presses Enter: each scan adds a line with one of the item, or one more on the line
// already holding it, and leaves the cursor in an empty item cell for the next scan, whichever cell the
// scan was typed in. A quantity never takes the code: scanned into a quantity cell, the cell keeps its value.
// At 1400 and 375 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { apiAs, signedInWithToken, toast, useApp } from './app.ts';

const app = useApp();
const SCANNER = { delay: 3 }; // ms a key: a USB scanner's pace

let token = '';
const api = { create: (entity: string, body: object) => apiAs(app(), () => token).create(entity, body), read: (path: string) => apiAs(app(), () => token).read(path) };
const ids: Record<string, number> = {};

const cell = (page: Page, row: number, column: string) => page.locator(`[data-testid=billing-lines] [role=row][data-row="${row}"] [data-col="${column}"]`).first();
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
/** Lines as "item × qty" (a pinned column gives a line a second row element). */
const lines = (page: Page) =>
  page.evaluate(() => {
    const rows = new Map<number, { name: string; qty: string }>();
    for (const row of document.querySelectorAll('[data-testid=billing-lines] [role=row][data-row]')) {
      const index = Number(row.getAttribute('data-row'));
      const line = rows.get(index) ?? { name: '', qty: '' };
      const item = row.querySelector('[data-col="ItemName"]');
      // The item's name (the cell shows its code beside it), or the empty line's hint.
      line.name ||= (item?.querySelector('span[style*="inline-flex"] > span') ?? item)?.textContent ?? '';
      line.qty ||= row.querySelector('[data-col="Qty"]')?.textContent ?? '';
      rows.set(index, line);
    }
    return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => (line.name.startsWith('Type item') ? '' : `${line.name} × ${line.qty}`));
  });

/** The item editor, drawn above the page, sits over the item cell of the line it edits (a line just added included). */
async function expectEditorOver(page: Page, row: number) {
  await expect.poll(async () => {
    const editor = await page.getByRole('combobox', { name: 'Item' }).boundingBox();
    const itemCell = await cell(page, row, 'ItemName').boundingBox();
    return editor && itemCell ? [Math.round(editor.y - itemCell.y), Math.round(editor.x - itemCell.x)] : null;
  }).toEqual([0, 0]);
  // A fresh editor: what the scanner typed into the last one is gone.
  expect(await page.getByRole('combobox', { name: 'Item' }).inputValue()).toBe('');
}

async function scan(page: Page, code: string) {
  await page.keyboard.type(code, SCANNER);
  await page.keyboard.press('Enter');
}

async function newBill(page: Page) {
  await page.goto(app().url('/salesform'));
  await page.getByRole('heading', { name: 'New Sales Bill' }).waitFor();
  const party = page.locator('#field-CustId');
  await party.click();
  await party.fill('Counter');
  await page.getByRole('option').filter({ hasText: 'Counter Customer' }).first().click();
  // Choosing the party puts the cursor in the first line's item cell.
  await expect.poll(() => focusedLabel(page)).toBe('Item');
}

describe('barcode scans', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    const signed = await signedInWithToken(app(), { width: 1400, height: 900 });
    page = signed.page;
    token = signed.token;
    errors = collectPageErrors(page);
    ids.firm = (await api.create('firm', { FirmName: 'Scan Traders', State: 'Maharashtra' })).Id;
    ids.customer = (await api.create('party', { PartyName: 'Counter Customer', State: 'Maharashtra', PartyType: 'Customer' })).Id;
    const unit = (await api.create('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.parle = (await api.create('item', { ItemName: 'Parle-G', ItemCode: '1001', UnitId: unit, HSNCode: '1905', TaxRate: 18, CashRate: 10 })).Id;
    ids.goodday = (await api.create('item', { ItemName: 'Good Day', ItemCode: '1002', UnitId: unit, HSNCode: '1905', TaxRate: 18, CashRate: 30 })).Id;
    ids.salt = (await api.create('item', { ItemName: 'Tata Salt', ItemCode: 'TS-1', Barcode: '8901234500016', UnitId: unit, HSNCode: '2501', TaxRate: 0, CashRate: 28 })).Id;
  });

  it('adds a line a scan, one more for a repeat, and takes a 13-digit EAN at 1400 px', async () => {
    await newBill(page);
    await scan(page, '1001');
    await scan(page, '1002');
    await scan(page, '1001'); // a repeat: one more on the first line
    await scan(page, '8901234500016'); // Tata Salt's EAN-13
    await expect.poll(() => lines(page)).toEqual(['Parle-G × 2', 'Good Day × 1', 'Tata Salt × 1', '']);
    // Ready for the next scan: the empty last line's item cell.
    await expect.poll(() => focusedLabel(page)).toBe('Item');
    await expectEditorOver(page, 3);
    await expect.poll(() => page.getByTestId('scan-notice').textContent()).toBe('Scanned: Tata Salt × 1');

    // Scanned while the cursor is in a quantity cell: the quantity keeps its value, the item gets one more.
    await cell(page, 0, 'Qty').click();
    await expect.poll(() => focusedLabel(page)).toBe('Qty');
    await scan(page, '1002');
    await expect.poll(() => lines(page)).toEqual(['Parle-G × 2', 'Good Day × 2', 'Tata Salt × 1', '']);
    await expect.poll(() => focusedLabel(page)).toBe('Item');
    // An EAN no item has, scanned into a quantity: refused, the quantity unchanged.
    await cell(page, 2, 'Qty').click();
    await scan(page, '8909999999999');
    await page.getByRole('alert').filter({ hasText: 'No item has the barcode or code “8909999999999”' }).waitFor();
    await expect.poll(() => lines(page)).toEqual(['Parle-G × 2', 'Good Day × 2', 'Tata Salt × 1', '']);
    // Typed by hand at a person's pace, the same digits are a quantity (up to the schema's 10,00,000).
    await cell(page, 2, 'Qty').click();
    await page.keyboard.type('3', { delay: 120 });
    await page.keyboard.press('Enter');
    await expect.poll(() => lines(page)).toEqual(['Parle-G × 2', 'Good Day × 2', 'Tata Salt × 3', '']);
    await expect.poll(() => page.getByTestId('total-qty').textContent()).toBe('7');
    await saveScreenshot(page, 'barcode-scans-1400', false);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Data Saved Successfully').first().waitFor();
    const id = Number(page.url().split('/').pop());
    const bill = await api.read(`sales/${id}`);
    expect(bill.BillItems.map((line: { ItemId: number; Qty: number }) => [line.ItemId, line.Qty])).toEqual([
      [ids.parle, 2],
      [ids.goodday, 2],
      [ids.salt, 3],
    ]);
    // 2 × 10 + 2 × 30 = 80 at 18 % GST (exclusive): 14.40 tax; 3 × 28 salt at nil rate = 84.
    // 80 + 84 + 14.40 = 178.40, rounded to the rupee: 178.00 (round off -0.40).
    expect([bill.TotTaxable, bill.TotTax, bill.RoundOff, bill.NetBillAmt]).toEqual([164, 14.4, -0.4, 178]);
    expect(errors).toEqual([]);
  });

  it('scans at 375 px', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    await newBill(page);
    await scan(page, '8901234500016');
    await scan(page, '1001');
    await scan(page, '8901234500016');
    await expect.poll(() => lines(page)).toEqual(['Tata Salt × 2', 'Parle-G × 1', '']);
    await expect.poll(() => focusedLabel(page)).toBe('Item');
    await expectEditorOver(page, 2);
    await saveScreenshot(page, 'barcode-scans-375', false);
    await page.setViewportSize({ width: 1400, height: 900 });
  });
});
