// The header's Profile page: who is signed in, a password change by keyboard (a wrong current password
// shown at its field; then the change, which keeps this tab signed in and ends the other sessions), and the
// Logout menu ending the session on the server. At 1400 and 375 px.
import { describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { getJson, sendJson } from '../support/http.ts';
import { signedInWithToken, toast, useApp } from './app.ts';

const app = useApp();

describe('my profile', () => {
  it('changes the password: this tab stays signed in, another session ends, and Logout ends this one on the server', async () => {
    const { page, account, token: otherSession } = await signedInWithToken(app(), { width: 1400, height: 900 });
    const errors = collectPageErrors(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await expect.poll(() => page.getByText(account.email).first().isVisible()).toBe(true);
    await page.getByText('Owner (master login)').waitFor();

    await page.locator('#field-CurrentPassword').fill('Wrong@999');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ledger@2027');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ledger@2027');
    await page.keyboard.press('Enter');
    await page.getByText('Current password is not correct').waitFor();
    await saveScreenshot(page, 'my-profile-1400');

    await page.locator('#field-CurrentPassword').fill(account.password);
    await page.locator('#field-ConfirmPassword').press('Enter');
    await toast(page, 'Password changed: other sessions have been signed out').waitFor();
    // The other session (signed in through the API) has ended; this tab carries on with its fresh token.
    expect((await getJson(`${app().server.origin}/api/firm?auth=${otherSession}`)).status).toBe(401);
    await page.goto(app().url('/firm'));
    await page.getByRole('heading', { name: 'Firms' }).waitFor();
    const signIn = (password: string) => sendJson('POST', `${app().server.origin}/api/super/superUserLogin`, { uname: account.email, password });
    expect((await signIn('Ledger@2027')).status).toBe(200);

    // Logout ends the tab's session on the server too: its token no longer works.
    const tabToken = await page.evaluate(() => JSON.parse(localStorage.getItem('userDetails') ?? 'null')?.idToken ?? null);
    expect(typeof tabToken).toBe('string');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(app().url('/login'));
    await expect.poll(async () => (await getJson(`${app().server.origin}/api/firm?auth=${tabToken}`)).status).toBe(401);
    expect(errors.filter((error) => !error.includes('401'))).toEqual([]);
  });

  it('fits a phone', async () => {
    const { page } = await signedInWithToken(app(), { width: 375, height: 800 });
    await page.goto(app().url('/app-profile'));
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page.getByRole('button', { name: 'Change password' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'my-profile-375');
  });
});
