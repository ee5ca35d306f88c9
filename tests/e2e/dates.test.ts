// One date format everywhere: the engine's date box shows dd-mm-yyyy in an en-US Chromium (whose own
// date input would show 11/26/2026). A sales bill's date typed 05-04-2026 is saved as 2026-04-05 and shown
// 05-04-2026 on the list and when reopened; an impossible 31-02-2026 is marked and changes nothing; a
// receipt's date and its open bills, and a report's period boxes, read day first too.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { apiAs, pickFirstLineItem, signedInWithToken, toast, useApp } from './app.ts';

const app = useApp();
const POLL = { timeout: 10_000 };
let page: Page;
let token: string;
let errors: string[];
const api = () => apiAs(app(), () => token);

const focusedId = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.id ?? '');
/** The browser's today as the boxes show it (the forms default to it). */
const todayShown = () =>
  page.evaluate(() => {
    const now = new Date();
    return [now.getDate(), now.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('-') + `-${now.getFullYear()}`;
  });

/** The top of the page in a window 900 px tall (the header and the first fields). */
async function shot(name: string) {
  await saveScreenshot(page, name, false);
}

/** Types into a date box as a clerk does: click (the text is selected), type, leave with Tab. */
async function typeDate(selector: string, text: string) {
  await page.locator(selector).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
}

beforeAll(async () => {
  const signed = await signedInWithToken(app(), { width: 1400, height: 900 });
  page = signed.page;
  token = signed.token;
  errors = collectPageErrors(page);
  // The test's own Chromium speaks en-US: its native date input would show mm/dd/yyyy.
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  const firm = await api().create('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra', SalesPrefix: 'SS' });
  const customer = await api().create('party', { PartyName: 'Asha Traders', State: 'Maharashtra', PartyType: 'Customer' });
  const unit = await api().create('unit', { UnitName: 'Pcs', UQC: 'PCS' });
  const item = await api().create('item', { ItemName: 'Rice bag', UnitId: unit.Id, HSNCode: '1006', TaxRate: 0, CashRate: 100 });
  // A credit bill of 1 June 2026 left open, for the receipt's allocation grid.
  await api().create('sales', { FirmId: firm.Id, CustId: customer.Id, BillDate: '2026-06-01', BillType: 'NON GST', PaymentType: 'CREDIT', BillItems: [{ ItemId: item.Id, Qty: 3, Rate: 100 }] });
  const bankGroup = (await api().read('ledgergroup?GroupCode=BANK_ACCOUNTS')).rows[0].Id;
  await api().create('ledger', { LedgerName: 'HDFC Bank', GroupId: bankGroup });
});

for (const width of [1400, 375]) {
  describe(`at ${width} px`, () => {
    it('shows a new sales bill dated today as dd-mm-yyyy, refuses 31-02-2026, takes 05-04-2026 and keeps it day first', async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app().url('/salesform'));
      await page.getByRole('heading', { name: 'New Sales Bill' }).waitFor();
      await page.getByTestId('billing-lines').locator('[role=row][data-row="0"]').waitFor();
      const date = page.locator('#field-BillDate');
      await expect.poll(() => date.inputValue(), POLL).toBe(await todayShown());
      expect(await page.getByRole('button', { name: 'Choose date' }).first().isVisible()).toBe(true);

      // No 31 February: the box says so and the bill keeps its date.
      await typeDate('#field-BillDate', '31-02-2026');
      await page.keyboard.press('Tab');
      await expect.poll(() => date.getAttribute('aria-invalid')).toBe('true');
      expect(await page.locator('#field-BillDate-helper-text').textContent()).toBe('Type a date as dd-mm-yyyy');

      // 5-4-26 and Enter: taken as 5 April 2026 and shown 05-04-2026.
      await typeDate('#field-BillDate', '5-4-26');
      await page.keyboard.press('Enter');
      await expect.poll(() => date.inputValue()).toBe('05-04-2026');
      // Typed in full, 05-04-2026 is taken as it is.
      await typeDate('#field-BillDate', '05-04-2026');
      await page.keyboard.press('Tab');
      expect(await date.inputValue()).toBe('05-04-2026');
      expect(await date.getAttribute('aria-invalid')).toBe('false');
      await shot(`dates-sales-header-${width}`);

      // A walk-in cash sale of one rice bag: Enter past the customer, the item, qty 1.
      await page.locator('#field-CustId').click();
      await page.keyboard.press('Enter');
      await expect.poll(focusedId).toBe('Item');
      await page.keyboard.type('rice');
      await page.getByRole('option', { name: /Rice bag/ }).waitFor();
      await page.keyboard.press('Enter');
      await expect.poll(focusedId).toBe('Qty');
      await page.keyboard.type('1');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Control+s');
      await toast(page, 'Data Saved Successfully').first().waitFor();
      await page.waitForURL(/\/salesform\/\d+$/);
      const id = Number(page.url().split('/').pop());
      const bill = await api().read(`sales/${id}`);
      expect(bill.BillDate).toBe('2026-04-05');

      // Reopened: the date box shows it day first.
      await page.goto(app().url(`/salesform/${id}`));
      await expect.poll(() => page.locator('#field-BillDate').inputValue(), POLL).toBe('05-04-2026');

      // The list shows it day first too.
      await page.goto(app().url('/sales'));
      const row = page.getByRole('row').filter({ hasText: String(bill.PrefixBillNo) });
      await row.first().waitFor();
      expect(await row.first().getByRole('gridcell').allTextContents()).toContain('05-04-2026');
      expect(await page.getByRole('gridcell', { name: '2026-04-05' }).count()).toBe(0);
    });

    it("takes a purchase line's expiry typed 31-12-27 in the grid and shows it 31-12-2027; a wrong day keeps the editor open", async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app().url('/purchaseform'));
      await page.getByRole('heading', { name: 'New Purchase Bill' }).waitFor();
      const cell = (column: string) => page.locator(`[data-testid=billing-lines] [role=row][data-row="0"] [data-col="${column}"]`).first();
      await pickFirstLineItem(page, 'rice', /Rice bag/);
      await expect.poll(focusedId).toBe('Qty');
      await page.keyboard.type('2');
      await page.keyboard.press('Enter');
      await cell('ExpDate').click();
      await expect.poll(focusedId).toBe('Expiry');
      await page.keyboard.type('30-02-2027');
      await page.keyboard.press('Enter');
      // No 30 February: the editor stays, marked (polled: the mark comes with the next render).
      await expect.poll(() => page.getByRole('textbox', { name: 'Expiry' }).getAttribute('aria-invalid')).toBe('true');
      expect(await focusedId()).toBe('Expiry');
      await page.keyboard.press('Control+a');
      await page.keyboard.type('31-12-27');
      await page.keyboard.press('Enter');
      await expect.poll(() => cell('ExpDate').textContent()).toBe('31-12-2027');
      await cell('ExpDate').click();
      await expect.poll(() => page.getByRole('textbox', { name: 'Expiry' }).inputValue()).toBe('31-12-2027');
      await shot(`dates-purchase-line-${width}`);
      await page.keyboard.press('Escape');
    });

    it("shows a receipt's date and the open bill's date day first", async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app().url('/receipt'));
      await page.getByRole('button', { name: 'New', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('New Receipt').first().waitFor();
      await expect.poll(() => dialog.locator('#field-VoucherDate').inputValue(), POLL).toBe(await todayShown());
      const party = dialog.getByLabel('Received from');
      await party.click();
      await party.fill('Asha');
      await page.getByRole('listbox').getByRole('option').filter({ hasText: 'Asha Traders' }).first().click();
      const bills = dialog.getByRole('table', { name: 'Open bills' });
      await bills.waitFor();
      // The bill of 2026-06-01 (on a phone the date sits under the bill number).
      await expect.poll(() => bills.getByText('01-06-2026', { exact: true }).evaluateAll((cells) => cells.some((cell) => cell.checkVisibility())), POLL).toBe(true);
      // A cheque's date box appears with the cheque mode, and reads typed d.m.yy day first.
      await dialog.locator('#field-Mode').selectOption('CHEQUE');
      await typeDate('#field-ChequeDate', '7.6.26');
      await page.keyboard.press('Tab');
      await expect.poll(() => dialog.locator('#field-ChequeDate').inputValue()).toBe('07-06-2026');
      await page.setViewportSize({ width, height: 1100 });
      await shot(`dates-receipt-${width}`);
      await page.setViewportSize({ width, height: 900 });
      await page.keyboard.press('Escape');
    });

    it('takes a report period typed day first, sends it as yyyy-mm-dd and shows the bill of 05-04-2026', async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app().url('/salesreport'));
      await page.getByRole('heading', { level: 1, name: 'Sales Report' }).waitFor();
      await page.getByRole('combobox', { name: 'Period' }).click();
      await page.getByRole('option', { name: 'Custom', exact: true }).click();
      await typeDate('#report-filter-FromDate', '01/04/2026');
      await typeDate('#report-filter-ToDate', '5-4-26');
      await page.keyboard.press('Tab');
      expect([await page.locator('#report-filter-FromDate').inputValue(), await page.locator('#report-filter-ToDate').inputValue()]).toEqual(['01-04-2026', '05-04-2026']);
      await page.getByRole('button', { name: 'Generate' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('FromDate'), POLL).toBe('2026-04-01');
      expect(new URL(page.url()).searchParams.get('ToDate')).toBe('2026-04-05');
      await expect.poll(() => page.locator('.report-grid tbody td').filter({ hasText: /^05-04-2026$/ }).count(), POLL).toBeGreaterThan(0);
      await shot(`dates-report-filters-${width}`);
      // The calendar button opens the browser's own picker without an error.
      await page.getByRole('button', { name: 'Choose date' }).first().click();
      expect(errors).toEqual([]);
    });
  });
}
