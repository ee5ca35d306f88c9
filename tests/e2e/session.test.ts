// The session's life in the browser (SPEC section 4): restore on reload, expiry on load, the
// automatic logout timer, and a token the server refuses.
import { describe, expect, it } from 'vitest';
import { registerMaster, signedInPage, signIn, toast, useApp } from './app.ts';

const app = useApp();

const storedSession = () =>
  JSON.parse(localStorage.getItem('userDetails') ?? 'null') as { expireDate: string; idToken: string } | null;

describe('session', () => {
  it('survives a reload, keeps a deep link, and sends the sign-in page on to the dashboard', async () => {
    const { page } = await signedInPage(app());
    await page.goto(app().url('/sales'));
    await page.getByRole('heading', { name: 'Sales bills' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Sales bills' }).waitFor();
    expect(page.url()).toBe(app().url('/sales'));

    await page.goto(app().url('/login'));
    await page.waitForURL(app().url('/dashboard'));
    await page.goto(app().url('/emplogin'));
    await page.waitForURL(app().url('/dashboard'));
  });

  it('logs out a stored session whose expiry date has passed when the app loads', async () => {
    const { page } = await signedInPage(app());
    await page.evaluate(() => {
      const details = JSON.parse(localStorage.getItem('userDetails')!);
      details.expireDate = new Date(Date.now() - 1000).toISOString();
      localStorage.setItem('userDetails', JSON.stringify(details));
    });
    await page.goto(app().url('/dashboard'));
    await page.waitForURL(app().url('/login'));
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(await page.evaluate(storedSession)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('userType'))).toBeNull();
  });

  it('logs out by itself when a short token lifetime runs out', async () => {
    const page = await app().page();
    // Shorten the lifetime the server grants (its minimum is 60 s) to 3 s, as a short-lived token would.
    await page.route('**/api/super/superUserLogin', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      if (body.tokenDetails) body.tokenDetails.expiresIn = 3;
      await route.fulfill({ response, json: body });
    });
    await signIn(app(), page, await registerMaster(app()));
    const stored = await page.evaluate(storedSession);
    expect(Date.parse(stored!.expireDate) - Date.now()).toBeLessThanOrEqual(3000);

    await page.waitForURL(app().url('/login'), { timeout: 10_000 });
    await toast(page, 'Your session has expired. Please sign in again.').waitFor();
    expect(await page.evaluate(storedSession)).toBeNull();
  });

  it('treats a token the server refuses like a failed sign-in: toast and logout', async () => {
    const { page } = await signedInPage(app());
    await page.evaluate(() => {
      const details = JSON.parse(localStorage.getItem('userDetails')!);
      details.idToken = 'forged.token.value';
      localStorage.setItem('userDetails', JSON.stringify(details));
    });
    await page.goto(app().url('/dashboard'));
    await page.waitForURL(app().url('/login'));
    await page.getByRole('alert').first().waitFor();
    expect(await page.evaluate(storedSession)).toBeNull();
  });
});
