// The owner locks a firm's books and marks a GSTR-1 filed on Settings › Periods (the account menu), at desk
// (1400 px) and phone (375 px) widths; the API then refuses a bill dated in the lock, naming it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { sendJson } from '../support/http.ts';
import { apiAs, signedInWithToken, toast, useApp } from './app.ts';

const app = useApp();
const POLL = { timeout: 15_000 };
const SHOTS = '/work/wt/shots';

describe('Periods page', () => {
  for (const [width, height] of [
    [1400, 900],
    [375, 800],
  ] as const) {
    it(`sets the lock date and marks a return filed at ${width} px`, async () => {
      const { page, token } = await signedInWithToken(app(), { width, height });
      const errors = collectPageErrors(page);
      const api = apiAs(app(), () => token);
      const firm = await api.create('firm', { FirmName: 'Deshpande Hardware', State: 'Maharashtra', SalesPrefix: 'DH' });
      const customer = await api.create('party', { PartyName: 'Walk-in Builder', PartyType: 'Customer', State: 'Maharashtra' });
      const unit = await api.create('unit', { UnitName: 'Pcs', UQC: 'PCS' });
      const bolt = await api.create('item', { ItemName: 'Bolt', UnitId: unit.Id, HSNCode: '7318', TaxRate: 18, CashRate: 10 });

      await page.goto(app().url('/dashboard'));
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Periods' }).click();
      await page.waitForURL(/\/periods$/);
      const card = page.getByTestId(`periods-${firm.Id}`);
      await expect.poll(() => card.getByText('Not locked: every date is open.').count(), POLL).toBe(1);

      await page.locator(`#firm-${firm.Id}-lock-date`).fill('2026-06-30');
      await page.locator(`#firm-${firm.Id}-lock-reason`).fill('Q1 audited');
      await card.getByRole('button', { name: 'Lock', exact: true }).click();
      await expect.poll(() => toast(page, 'The books are locked up to 30-06-2026').count(), POLL).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId(`firm-${firm.Id}-locked`).textContent(), POLL).toContain('Books locked up to 30-06-2026');

      await page.locator(`#firm-${firm.Id}-month`).fill('2026-07');
      await page.locator(`#firm-${firm.Id}-filed-on`).fill('2026-08-11');
      await card.getByRole('button', { name: 'Mark filed' }).click();
      await expect.poll(() => card.getByText('July 2026 · filed 11-08-2026').count(), POLL).toBe(1);
      // The toasts closed, so the screenshots show the page itself.
      for (const close of await page.getByRole('alert').getByRole('button', { name: 'Close' }).all()) await close.click();
      await expect.poll(() => page.getByRole('alert').count(), POLL).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 0)); // the fixed header stays on top of a full-page shot
      await saveScreenshot(page, `periods-${width}`);
      fs.mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SHOTS, `locks-periods-${width}.png`), fullPage: true, animations: 'disabled' });

      const periods = await api.read('periods');
      expect(periods.Firms).toEqual([{ FirmId: firm.Id, FirmName: 'Deshpande Hardware', LockedThrough: '2026-06-30', Filings: [{ Return: 'GSTR-1', From: '2026-07-01', To: '2026-07-31', Period: 'July 2026', FiledOn: '2026-08-11' }] }]);
      const refused = await sendJson('POST', api.url('sales'), { FirmId: firm.Id, CustId: customer.Id, BillDate: '2026-06-15', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: bolt.Id, Qty: 1, Rate: 10 }] });
      expect([refused.status, refused.body.message]).toEqual([400, 'The books of Deshpande Hardware are locked up to 30-06-2026: a new Sales Bill dated 15-06-2026 cannot be made. The owner can move the lock date in Settings › Periods.']);
      expect(errors).toEqual([]);
    });
  }
});
