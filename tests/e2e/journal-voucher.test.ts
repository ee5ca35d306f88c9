// A journal voucher as an accountant types it: the Accounts menu's Journal Voucher, New, the first line's
// ledger typed and taken with Enter, its debit typed, Enter on to the next line, whose ledger gets the
// balancing credit by itself, a three-line entry (rent with its input tax, 10,000 + 900 + 900 = 11,800
// to the landlord), Save, the voucher in the list, its print; an unbalanced entry shows the difference
// and the server's refusal. The form and the list at 1400 and 375 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { apiAs, signedInWithToken, toast, useApp } from './app.ts';

const app = useApp();
const CREATED = 'Voucher Created SuccessFully';

type Setup = { page: Page; token: string; ids: Record<string, number>; errors: string[] };
let setup: Setup;
const api = () => apiAs(app(), () => setup.token);

/** Types part of a ledger's name in a line's picker and takes the first match with Enter. */
async function typeLedger(page: Page, line: number, typed: string, expected: string) {
  const field = page.getByRole('dialog').getByRole('combobox', { name: new RegExp(`^Ledger.*line ${line}\\b`) });
  await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toMatch(/-ledger$/);
  await page.keyboard.type(typed);
  await page.getByRole('listbox').getByRole('option').filter({ hasText: expected }).first().waitFor();
  await page.keyboard.press('Enter');
  await expect.poll(() => field.inputValue()).toBe(expected);
}

/** The id of the focused element (which cell Enter moved to). */
const focused = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

const dialogShot = async (page: Page, name: string) => {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width, height: 1200 });
  await saveScreenshot(page, name, false);
  await page.setViewportSize(size);
};

describe('journal voucher', () => {
  beforeAll(async () => {
    const { page, token } = await signedInWithToken(app(), { width: 1400, height: 900 });
    setup = { page, token, ids: {}, errors: collectPageErrors(page) };
    const ids = setup.ids;
    ids.firm = (await api().create('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra' })).Id;
    const group = async (code: string) => (await api().read(`ledgergroup?GroupCode=${code}`)).rows[0].Id;
    ids.rent = (await api().create('ledger', { LedgerName: 'Shop Rent', GroupId: await group('INDIRECT_EXPENSES') })).Id;
    ids.landlord = (await api().create('party', { PartyName: 'Verma Estates', State: 'Maharashtra', PartyType: 'Supplier' })).Id;
  });

  it('raises a three-line entry by keyboard from the Accounts menu, saves it, and lists it (1400 px)', async () => {
    const { page } = setup;
    await page.goto(app().url('/dashboard'));
    // The Accounts group of the sidebar holds it, after the contra voucher (its schema's menu block).
    await page.getByRole('navigation').getByText('Accounts', { exact: true }).click();
    const links = page.getByRole('navigation').getByRole('link');
    await links.filter({ hasText: 'Journal Voucher' }).first().waitFor();
    const names = (await links.allTextContents()).map((name) => name.trim());
    expect(names.indexOf('Journal Voucher')).toBe(names.indexOf('Contra Voucher') + 1);
    await page.goto(app().url('/journalvoucher'));
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('New Journal voucher').waitFor();

    // Line 1: Shop Rent Dr 10,000 (Enter after a debit skips the credit, then on to line 2).
    await typeLedger(page, 1, 'Shop', 'Shop Rent');
    await expect.poll(() => focused(page)).toMatch(/-debit$/);
    await page.keyboard.type('10000');
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatch(/-narration$/);
    await page.keyboard.type('October');
    await page.keyboard.press('Enter');
    // Line 2: Input CGST; the entry is 10,000 short on the credit side, so picking a ledger fills that
    // credit; the accountant types the debit instead and clears the credit.
    await typeLedger(page, 2, 'Input CG', 'Input CGST');
    await expect.poll(() => focused(page)).toMatch(/-credit$/);
    expect(await page.locator(`#${await focused(page)}`).inputValue()).toBe('10000');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('900');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // no narration: on to a new line 3
    await typeLedger(page, 3, 'Input SG', 'Input SGST');
    await expect.poll(() => focused(page)).toMatch(/-credit$/);
    await page.keyboard.press('Backspace'); // the balancing credit 10,900, not wanted here
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('900');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await dialog.getByTestId('journal-difference').textContent()).toBe('Debit exceeds credit by 11,800.00');
    // Line 4: the landlord takes the balancing credit, 10,000 + 900 + 900 = 11,800, by itself.
    await typeLedger(page, 4, 'Verma', 'Verma Estates');
    await expect.poll(() => focused(page)).toMatch(/-credit$/);
    expect(await page.locator(`#${await focused(page)}`).inputValue()).toBe('11800');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter'); // balanced: on to the voucher's narration
    await expect.poll(() => focused(page)).toBe('field-Narration');
    await page.keyboard.type('Rent for October with GST, invoice VE/118');
    expect(await dialog.getByTestId('total-debit').textContent()).toBe('11,800.00');
    expect(await dialog.getByTestId('total-credit').textContent()).toBe('11,800.00');
    expect(await dialog.getByTestId('journal-difference').textContent()).toBe('Debit and credit agree');
    await dialogShot(page, 'journal-voucher-form-1400');

    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, CREATED).first().waitFor();
    await page.getByRole('gridcell', { name: 'JV/26-27/1' }).or(page.getByRole('gridcell', { name: /^JV\/\d\d-\d\d\/1$/ })).first().waitFor();
    const saved = (await api().read('journalvoucher')).rows[0];
    expect([saved.Amount, saved.Narration]).toEqual([11800, 'Rent for October with GST, invoice VE/118']);
    const record = await api().read(`journalvoucher/${saved.Id}`);
    expect(record.JournalLines.map((line: any) => [line.LedgerName, line.Debit, line.Credit, line.LineNarration ?? null])).toEqual([
      ['Shop Rent', 10000, 0, 'October'],
      ['Input CGST', 900, 0, null],
      ['Input SGST', 900, 0, null],
      ['Verma Estates', 0, 11800, null],
    ]);
    setup.ids.voucher = saved.Id;
    await saveScreenshot(page, 'journal-voucher-list-1400', false);
  });

  it('prints the voucher: debits, then To the credit, the totals and the amount in words', async () => {
    const { page } = setup;
    await page.goto(app().url(`/journalvoucher/${setup.ids.voucher}`));
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('link', { name: 'Print' }).click();
    const paper = page.locator('article.inv-doc');
    await paper.waitFor();
    const text = (await paper.textContent()) ?? '';
    for (const part of ['Journal Voucher', 'Shop Rent Dr', 'To Verma Estates', '11,800.00', 'Rupees Eleven Thousand Eight Hundred Only']) expect(text).toContain(part);
    await saveScreenshot(page, 'journal-voucher-print-1400');
  });

  it('shows the difference and the refusal of an unbalanced entry, at 375 px, and lists the vouchers', async () => {
    const { page } = setup;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(app().url('/journalvoucher'));
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('New Journal voucher').waitFor();
    await typeLedger(page, 1, 'Shop', 'Shop Rent');
    await expect.poll(() => focused(page)).toMatch(/-debit$/);
    await page.keyboard.type('500');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await typeLedger(page, 2, 'Cash', 'Cash'); // the balancing credit of 500
    await expect.poll(() => focused(page)).toMatch(/-credit$/);
    await page.keyboard.press('Backspace');
    await page.keyboard.type('499.99');
    expect(await dialog.getByTestId('journal-difference').textContent()).toBe('Debit exceeds credit by 0.01');
    await dialogShot(page, 'journal-voucher-form-375');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Debit and credit must be equal: Dr 500.00, Cr 499.99').first().waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('gridcell', { name: /JV\/\d\d-\d\d\/1/ }).first().waitFor();
    await toast(page, 'Debit and credit must be equal').getByRole('button').first().click(); // the refusal's toast off the list's heading
    await toast(page, 'Debit and credit must be equal').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'journal-voucher-list-375', false);
    expect(setup.errors).toEqual([]);
  });
});
