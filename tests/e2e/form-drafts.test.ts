// Nothing typed is lost, on every form (issue 17): a half-typed journal voucher and a half-typed new item
// survive a reload and come back on Restore; the browser's Back on a changed bill asks (Stay keeps the
// form, Leave leaves, no history entry is added or left behind), and on a clean form just goes back.
// Figures: Gel Pen 2 × ₹100 at 18 % GST = 200 + 18 + 18 = ₹236; the journal's line Shop Rent Dr 1,250.50.
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { apiAs, pickFirstLineItem, registerMaster, signIn, toast, useApp } from './app.ts';
import { sendJson } from '../support/http.ts';

const app = useApp();
let account: { email: string; password: string };
let token = '';
const api = () => apiAs(app(), () => token);

beforeAll(async () => {
  account = await registerMaster(app());
  token = (await sendJson('POST', `${app().server.origin}/api/super/superUserLogin`, { uname: account.email, password: account.password })).body.tokenDetails.idToken;
  await api().create('firm', { FirmName: 'Kirana Corner', State: 'Maharashtra', SalesPrefix: 'KC' });
  const unit = (await api().create('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
  await api().create('item', { ItemName: 'Gel Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 100 });
  const group = (await api().read('ledgergroup?GroupCode=INDIRECT_EXPENSES')).rows[0].Id;
  await api().create('ledger', { LedgerName: 'Shop Rent', GroupId: group });
}, 120_000);

const drafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('bahi.draft:')));
const net = (page: Page) => page.getByTestId('total-net').textContent();
const input = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const historyLength = (page: Page) => page.evaluate(() => history.length);
/** The browser's Back, as the button does it (no waiting for a load: the app moves within the page). */
const back = (page: Page) => page.evaluate(() => history.back());

/** Reloads (the browser asks first, as the form is changed: accepted) and opens the list's New form. */
async function reloadAndOpenNew(page: Page, path: string, heading: string) {
  const prompts: string[] = [];
  const accept = (dialog: { type(): string; accept(): Promise<void> }) => {
    prompts.push(dialog.type());
    void dialog.accept();
  };
  page.on('dialog', accept);
  await page.reload();
  page.off('dialog', accept);
  expect(prompts).toEqual(['beforeunload']);
  await openNew(page, path, heading);
}

async function openNew(page: Page, path: string, heading: string) {
  if (new URL(page.url()).pathname !== path) await page.goto(app().url(path));
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('dialog').getByText(heading).first().waitFor();
}

for (const width of [1400, 375]) {
  describe(`at ${width} px`, () => {
    let page: Page;
    let errors: string[];
    beforeAll(async () => {
      page = await app().page({ width, height: 900 });
      errors = collectPageErrors(page);
      await signIn(app(), page, account);
    });

    it('a half-typed journal voucher survives a reload and comes back on Restore', async () => {
      await openNew(page, '/journalvoucher', 'New Journal voucher');
      const dialog = page.getByRole('dialog');
      // A clean new voucher keeps nothing.
      await expect.poll(() => drafts(page)).toEqual([]);
      const ledger = dialog.getByRole('combobox', { name: /^Ledger.*line 1\b/ });
      await ledger.click();
      await page.keyboard.type('Shop');
      await page.getByRole('listbox').getByRole('option').filter({ hasText: 'Shop Rent' }).first().waitFor();
      await page.keyboard.press('Enter');
      await expect.poll(() => ledger.inputValue()).toBe('Shop Rent');
      await page.keyboard.type('1250.50');
      await dialog.locator('#field-Narration').fill('Rent for November, half paid');
      await expect.poll(() => dialog.getByTestId('total-debit').textContent()).toBe('1,250.50');
      await expect.poll(() => drafts(page)).toHaveLength(1);

      await reloadAndOpenNew(page, '/journalvoucher', 'New Journal voucher');
      const offer = dialog.getByTestId('draft-offer');
      await offer.waitFor();
      expect(await offer.textContent()).toContain('You have an unsaved draft of this voucher');
      await saveScreenshot(page, `draft-offer-journal-${width}`, false);
      await offer.getByRole('button', { name: 'Restore' }).click();
      await expect.poll(() => ledger.inputValue()).toBe('Shop Rent');
      expect(await dialog.locator('#field-Narration').inputValue()).toBe('Rent for November, half paid');
      await expect.poll(() => dialog.getByTestId('total-debit').textContent()).toBe('1,250.50');
      // The voucher's two rows are back: the typed one and an empty one for the other side.
      await expect.poll(() => dialog.getByRole('listitem', { name: /^Line \d$/ }).count()).toBe(2);

      // Cancel drops it on purpose: nothing is kept, and the next New starts clean.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => drafts(page)).toEqual([]);
    }, 120_000);

    it('a half-typed new item survives a reload and comes back on Restore; saving clears it', async () => {
      const name = `Steel Tumbler ${width}`;
      await openNew(page, '/item', 'New Item');
      const dialog = page.getByRole('dialog');
      await input(dialog, 'Item name').fill(name);
      const unit = dialog.getByRole('combobox', { name: 'Unit' });
      await unit.click();
      await unit.fill('Pcs');
      await page.getByRole('option', { name: 'Pcs', exact: true }).click();
      await expect.poll(() => unit.inputValue()).toBe('Pcs');
      await input(dialog, 'Cash rate').fill('45.5');
      await expect.poll(() => drafts(page)).toHaveLength(1);

      await reloadAndOpenNew(page, '/item', 'New Item');
      const offer = dialog.getByTestId('draft-offer');
      await offer.waitFor();
      expect(await offer.textContent()).toContain('You have an unsaved draft of this item');
      await saveScreenshot(page, `draft-offer-item-${width}`, false);
      await offer.getByRole('button', { name: 'Restore' }).click();
      await expect.poll(() => input(dialog, 'Item name').inputValue()).toBe(name);
      // The unit comes back by its key, its name looked up.
      await expect.poll(() => unit.inputValue()).toBe('Pcs');
      expect(await input(dialog, 'Cash rate').inputValue()).toMatch(/^45\.50?$/);

      await dialog.getByRole('button', { name: 'Save' }).click();
      await toast(page, 'Data Saved Successfully').first().waitFor();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => drafts(page)).toEqual([]);
      const saved = (await api().read(`item?search=${encodeURIComponent(name)}`)).rows[0];
      expect([saved.ItemName, saved.CashRate]).toEqual([name, 45.5]);

      // A new item opened and closed untouched asks nothing and keeps nothing.
      await openNew(page, '/item', 'New Item');
      await expect(dialog.getByTestId('draft-offer').count()).resolves.toBe(0);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await drafts(page)).toEqual([]);
    }, 120_000);

    it("the browser's Back on a changed bill asks: Stay keeps the form, Leave leaves", async () => {
      await page.goto(app().url('/dashboard'));
      await page.getByRole('link', { name: 'New Sales' }).click();
      await page.waitForURL(app().url('/salesform'));
      await page.getByRole('heading', { name: 'New Sales Bill' }).waitFor();
      const entries = await historyLength(page);
      await pickFirstLineItem(page, 'gel', /Gel Pen/);
      await page.keyboard.type('2');
      await page.keyboard.press('Enter');
      await expect.poll(() => net(page)).toBe('₹ 236.00');

      await back(page);
      const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
      await ask.waitFor();
      await saveScreenshot(page, `back-guard-${width}`, false);
      await ask.getByRole('button', { name: 'Stay' }).click();
      await ask.waitFor({ state: 'hidden' });
      await expect.poll(() => page.url()).toBe(app().url('/salesform'));
      expect(await net(page)).toBe('₹ 236.00');
      expect(await historyLength(page)).toBe(entries);

      await back(page);
      await ask.waitFor();
      await ask.getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL(app().url('/dashboard'));
      await expect.poll(() => drafts(page)).toEqual([]);
      expect(await historyLength(page)).toBe(entries);
      // Forward comes back to an empty bill: what was left was dropped on purpose.
      await page.evaluate(() => history.forward());
      await page.waitForURL(app().url('/salesform'));
      await page.getByRole('heading', { name: 'New Sales Bill' }).waitFor();
      await expect.poll(() => net(page)).toBe('₹ 0.00');
      await expect(page.getByTestId('draft-offer').count()).resolves.toBe(0);
    }, 120_000);

    it("the browser's Back on a clean form just goes back", async () => {
      await page.goto(app().url('/dashboard'));
      await page.getByRole('link', { name: 'New Sales' }).click();
      await page.waitForURL(app().url('/salesform'));
      await page.getByRole('heading', { name: 'New Sales Bill' }).waitFor();
      await back(page);
      await page.waitForURL(app().url('/dashboard'));
      expect(await page.getByRole('dialog', { name: 'Leave without saving?' }).count()).toBe(0);
      expect(errors).toEqual([]);
    }, 120_000);
  });
}
