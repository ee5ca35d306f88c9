// A clerk opens a new bill and types the customer at once, before the form has loaded (its firms are held
// back here for a second, as on a slow line): the keys are kept and land in the customer field when the
// form is ready and focuses it, instead of being dropped while nothing had the focus. At 1400 and 375 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { apiAs, signedInWithToken, useApp } from './app.ts';

const app = useApp();
let page: Page;
let token: string;
let errors: string[];
const api = () => apiAs(app(), () => token);

describe('keys typed while a form loads', () => {
  beforeAll(async () => {
    ({ page, token } = await signedInWithToken(app(), { width: 1400, height: 900 }));
    errors = collectPageErrors(page);
    await api().create('firm', { FirmName: 'Kirana Corner', State: 'Maharashtra' });
    await api().create('party', { PartyName: 'Asha Traders', State: 'Maharashtra' });
  });

  for (const width of [1400, 375]) {
    it(`land in the customer field once the sales form is ready, at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/api\/firm\?/, async (route) => {
        await held;
        await route.continue();
      });
      try {
        await page.goto(app().url('/salesform'));
        // Nothing can take the keys yet: the form waits for its firms.
        expect(await page.locator('#field-CustId').count()).toBe(0);
        await page.keyboard.type('Asha', { delay: 30 });
        release();
        await expect.poll(() => page.locator('#field-CustId').inputValue()).toBe('Asha');
        await page.getByRole('option', { name: /Asha Traders/ }).first().waitFor();
        await saveScreenshot(page, `early-keys-${width}`, false);
      } finally {
        release();
        await page.unroute(/\/api\/firm\?/);
      }
      expect(errors).toEqual([]);
    });
  }
});
