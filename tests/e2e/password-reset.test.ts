// A forgotten password in the browser, at 1400 and 375 px: "Forgot password?" on the sign-in page, the
// e-mail sent, the link caught by a local SMTP server (tests/support/smtp-catcher.ts) opened, a new password
// set (sign-up rules, shown and hidden), then the sign-in page with a toast and a sign-in with it. A server
// without SMTP_URL shows its "not set up" message on the same page.
import { afterAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { startServer } from '../support/server.ts';
import { startSmtpCatcher } from '../support/smtp-catcher.ts';
import { registerMaster, signIn, toast, useApp } from './app.ts';

const catcher = await startSmtpCatcher();
afterAll(() => catcher.stop());

// The link in the mail is built on PUBLIC_URL; the test server's port is known only once it runs, so the
// test opens the link's path and query on the test server.
const app = useApp({ env: { SMTP_URL: catcher.url, PUBLIC_URL: 'https://books.example.com' } });

const SENT = 'If this e-mail belongs to a Bahi login, a link to reset its password is on its way. The link works for one hour.';
const NEW_PASSWORD = 'Ledger@2027';

async function overflow(page: import('playwright-core').Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('password reset by e-mail', () => {
  for (const width of [1400, 375]) {
    it(`asks for a link, opens it, sets a new password and signs in with it at ${width} px`, async () => {
      const account = await registerMaster(app());
      const page = await app().page({ width, height: 850 });
      const errors = collectPageErrors(page);
      await page.goto(app().url('/login'));
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL(app().url('/forgot-password'));
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
      await page.getByLabel('Email').fill(account.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('status').filter({ hasText: SENT }).waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `password-reset-sent-${width}`);

      const link = /https:\/\/books\.example\.com\/bahi(\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec((await catcher.waitFor(account.email)).text);
      expect(link).not.toBeNull();
      await page.goto(app().url(link![1]));
      await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
      const fresh = page.getByLabel('New password', { exact: true });
      await fresh.fill('Ledger@');
      await fresh.blur();
      await page.getByText('Password must contain at least one number').waitFor();
      await fresh.fill(NEW_PASSWORD);
      await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Show password' }).first().click();
      expect(await fresh.inputValue()).toBe(NEW_PASSWORD);
      expect(await fresh.getAttribute('type')).toBe('text');
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await saveScreenshot(page, `password-reset-new-${width}`);

      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.waitForURL(app().url('/login'));
      await toast(page, 'Your password has been changed: sign in with the new one').waitFor();
      await page.getByRole('link', { name: 'Forgot password?' }).waitFor();
      await saveScreenshot(page, `password-reset-done-${width}`);
      await signIn(app(), page, { email: account.email, password: NEW_PASSWORD });
      expect(errors).toEqual([]);
    });
  }

  it('a used link says so and offers a new one; the employee sign-in page offers the reset too', async () => {
    const page = await app().page({ width: 375, height: 850 });
    await page.goto(app().url('/reset-password?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'));
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByRole('alert').filter({ hasText: 'This reset link is not valid or has expired: ask for a new one' }).waitFor();
    await saveScreenshot(page, 'password-reset-invalid-375');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL(app().url('/forgot-password'));
    await page.goto(app().url('/emplogin'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(app().url('/forgot-password'));
  });

  it('a server without mail set up says so on the forgot-password page', async () => {
    const bare = await startServer();
    try {
      const page = await app().page({ width: 375, height: 850 });
      await page.goto(`${bare.appUrl}/login`);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByLabel('Email').fill('owner@example.com');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('alert').filter({ hasText: 'Password reset by e-mail is not set up on this server; ask the business owner' }).waitFor();
      await saveScreenshot(page, 'password-reset-not-set-up-375');
    } finally {
      await bare.stop();
    }
  });
});
