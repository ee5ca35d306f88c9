// Nothing typed is lost (issue 17): with a 10-second session (TOKEN_LIFETIME=10), a half-typed bill
// survives the session's end and comes back after signing in; a changed form asks before it is left by
// a link, and keeps its draft through a reload; work renews the session beyond its lifetime.
// Figures: Gel Pen 2 × ₹100 at 18 % GST = 200 + 18 + 18 = ₹236.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { sendJson } from '../support/http.ts';
import { pickFirstLineItem, registerMaster, signIn, toast, useApp } from './app.ts';

const LIFETIME_S = 10;
const app = useApp({ env: { TOKEN_LIFETIME: String(LIFETIME_S) } });
let account: { email: string; password: string };

beforeAll(async () => {
  account = await registerMaster(app());
  const token = (await sendJson('POST', `${app().server.origin}/api/super/superUserLogin`, { uname: account.email, password: account.password })).body.tokenDetails.idToken;
  const api = (path: string) => `${app().server.origin}/api/${path}?auth=${token}`;
  const create = async (entity: string, body: object) => (await sendJson('POST', api(entity), body)).body.data;
  await create('firm', { FirmName: 'Kirana Corner', State: 'Maharashtra', SalesPrefix: 'KC' });
  const unit = (await create('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
  await create('item', { ItemName: 'Gel Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 100 });
}, 120_000);

const drafts = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('bahi.draft:')));
const idToken = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('userDetails') ?? 'null')?.idToken as string | undefined);
const net = (page: Page) => page.getByTestId('total-net').textContent();

/** A new sales bill with one line typed: Gel Pen × 2 (₹236). */
async function halfTypedBill(page: Page) {
  await page.goto(app().url('/salesform'));
  await page.getByRole('heading', { name: 'New Sales Bill' }).waitFor();
  await pickFirstLineItem(page, 'gel', /Gel Pen/);
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect.poll(() => net(page)).toBe('₹ 236.00');
  // The draft is written a moment after the change.
  await expect.poll(() => drafts(page)).toHaveLength(1);
}

/** The bill form is a full-screen page (no sidebar): its way out is the header's link to the list. */
const listLink = (page: Page) => page.getByRole('link', { name: 'Sales bills' });

for (const width of [1400, 375]) {
  describe(`at ${width} px`, () => {
    it('a half-typed bill survives the end of the session and comes back after signing in', async () => {
      const page = await app().page({ width, height: 900 });
      const errors = collectPageErrors(page);
      await signIn(app(), page, account);
      await halfTypedBill(page);

      // Left alone, the session ends by itself: the sign-in page says the bill is kept.
      await page.waitForURL(app().url('/login'), { timeout: 4 * LIFETIME_S * 1000 });
      const notice = page.getByTestId('session-ended');
      await expect.poll(() => notice.textContent()).toContain('Your session ended; your unsaved bill is kept as a draft');
      await saveScreenshot(page, `session-ended-${width}`, false);

      // Signing in again goes back to the bill, which offers the draft.
      await page.getByLabel('Email').fill(account.email);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(app().url('/salesform'));
      await page.getByRole('heading', { name: 'New Sales Bill' }).waitFor();
      await page.getByTestId('billing-lines').locator('[role=row][data-row="0"]').waitFor();
      const offer = page.getByTestId('draft-offer');
      await offer.waitFor();
      expect(await offer.textContent()).toContain('You have an unsaved draft of this bill');
      await saveScreenshot(page, `draft-offer-${width}`, false);
      await offer.getByRole('button', { name: 'Restore' }).click();
      await expect.poll(() => net(page)).toBe('₹ 236.00');
      await expect.poll(() => page.getByTestId('billing-lines').locator('[role=row][data-row="0"] [data-col="ItemName"]').textContent()).toContain('Gel Pen');

      // Saving clears the draft.
      await page.keyboard.press('Control+s');
      await toast(page, 'Data Saved Successfully').first().waitFor();
      await page.waitForURL(/\/salesform\/\d+$/);
      await expect.poll(() => drafts(page)).toEqual([]);
      expect(errors).toEqual([]);
    }, 120_000);

    it('a changed form asks before it is left by a link, and keeps its draft through a reload', async () => {
      const page = await app().page({ width, height: 900 });
      await signIn(app(), page, account);
      await halfTypedBill(page);

      await listLink(page).click();
      const ask = page.getByRole('dialog', { name: 'Leave without saving?' });
      await ask.waitFor();
      await saveScreenshot(page, `leave-guard-${width}`, false);
      await ask.getByRole('button', { name: 'Stay' }).click();
      await ask.waitFor({ state: 'hidden' });
      expect(page.url()).toBe(app().url('/salesform'));
      expect(await net(page)).toBe('₹ 236.00');

      // A reload asks through the browser (beforeunload), and the draft is offered after it.
      const prompts: string[] = [];
      page.on('dialog', (dialog) => {
        prompts.push(dialog.type());
        void dialog.accept();
      });
      await page.reload();
      expect(prompts).toEqual(['beforeunload']);
      await page.getByTestId('draft-offer').waitFor();
      await page.getByTestId('draft-offer').getByRole('button', { name: 'Restore' }).click();
      await expect.poll(() => net(page)).toBe('₹ 236.00');

      // Leaving on purpose drops the changes and their draft.
      await listLink(page).click();
      await ask.getByRole('button', { name: 'Leave' }).click();
      await page.waitForURL(app().url('/sales'));
      await expect.poll(() => drafts(page)).toEqual([]);
    }, 120_000);

    it('a receipt typed and reloaded comes back as a draft; Cancel drops it', async () => {
      const page = await app().page({ width, height: 900 });
      await signIn(app(), page, account);
      const openNew = async () => {
        await page.goto(app().url('/receipt'));
        await page.getByRole('button', { name: 'New', exact: true }).click();
        await page.getByRole('dialog').getByText('New Receipt').first().waitFor();
      };
      await openNew();
      const dialog = page.getByRole('dialog');
      await dialog.locator('#field-Amount').fill('750.25');
      await dialog.locator('#field-Narration').fill('Advance for Diwali order');
      await expect.poll(() => drafts(page)).toHaveLength(1);

      page.on('dialog', (prompt) => void prompt.accept());
      await page.reload();
      await openNew();
      const offer = dialog.getByTestId('draft-offer');
      await offer.waitFor();
      expect(await offer.textContent()).toContain('You have an unsaved draft of this voucher');
      await saveScreenshot(page, `draft-offer-voucher-${width}`, false);
      await offer.getByRole('button', { name: 'Restore' }).click();
      await expect.poll(() => dialog.locator('#field-Narration').inputValue()).toBe('Advance for Diwali order');
      expect(await dialog.locator('#field-Amount').inputValue()).toMatch(/^750\.25$|^750\.25/);

      // Cancel is the user's choice to drop it: no draft is left.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => drafts(page)).toEqual([]);
    }, 120_000);

    it('work keeps the session alive beyond its lifetime', async () => {
      const page = await app().page({ width, height: 900 });
      await signIn(app(), page, account);
      await halfTypedBill(page);
      const started = Date.now();
      // Each round: the user does something, and the session is renewed (a new token) before it runs out.
      while (Date.now() - started < 2.5 * LIFETIME_S * 1000) {
        const before = await idToken(page);
        await page.keyboard.press('Shift');
        await page.waitForFunction((old) => JSON.parse(localStorage.getItem('userDetails') ?? 'null')?.idToken !== old, before, { timeout: LIFETIME_S * 1000 });
      }
      // The same form, untouched by the renewals, and still signed in on the server: the bill saves.
      expect(page.url()).toBe(app().url('/salesform'));
      expect(await net(page)).toBe('₹ 236.00');
      await expect(page.getByTestId('draft-offer').count()).resolves.toBe(0);
      await page.keyboard.press('Control+s');
      await toast(page, 'Data Saved Successfully').first().waitFor();
      expect(Date.now() - started).toBeGreaterThan(2 * LIFETIME_S * 1000);
    }, 120_000);
  });
}
