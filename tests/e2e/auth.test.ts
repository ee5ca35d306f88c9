// Sign-up and sign-in as a person does them: validation messages, toasts, landing pages, logout.
import { describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { GOOD_PASSWORD, uniqueEmail } from '../support/http.ts';
import { registerMaster, signIn, toast, useApp } from './app.ts';

const app = useApp();

describe('sign-up (/page-register)', () => {
  it('shows each validation message of the spec and keeps submit disabled until the form is valid', async () => {
    for (const width of [375, 1400]) {
      const page = await app().page({ width, height: 900 });
      const errors = collectPageErrors(page);
      await page.goto(app().url('/page-register'));
      const email = page.getByLabel('Email');
      const password = page.getByLabel('Password', { exact: true });
      const confirm = page.getByLabel('Confirm password');
      const submit = page.getByRole('button', { name: 'Sign up' });
      const shows = (text: string) => expect(page.getByText(text, { exact: true }).isVisible()).resolves.toBe(true);

      expect(await submit.isDisabled()).toBe(true);
      await email.focus();
      await email.blur();
      await shows('Email is required');
      await email.fill('not-an-email');
      await shows('Email must be a valid email address');

      await password.focus();
      await password.blur();
      await shows('Password is required');
      for (const [typed, message] of [
        ['a1@', 'Password must be at least 5 characters'],
        ['12345@', 'Password must contain at least one letter'],
        ['abcde@', 'Password must contain at least one number'],
        ['abcde1', 'must contain at least one symbol among @$!%*?&'],
      ]) {
        await password.fill(typed);
        await shows(message);
      }

      await confirm.focus();
      await confirm.blur();
      await shows('Confirm Password is required');
      await confirm.fill('something-else');
      await shows('Passwords must match');
      expect(await submit.isDisabled()).toBe(true);
      await saveScreenshot(page, `register-errors-${width}`);

      await email.fill(uniqueEmail('valid'));
      await password.fill(GOOD_PASSWORD);
      await confirm.fill(GOOD_PASSWORD);
      expect(await submit.isEnabled()).toBe(true);
      expect(errors).toEqual([]);
    }
  });

  it('creates the account, says so and leads to sign-in; the same email again is refused', async () => {
    const page = await app().page();
    const email = uniqueEmail('signup');
    const fillForm = async () => {
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(GOOD_PASSWORD);
      await page.getByLabel('Confirm password').fill(GOOD_PASSWORD);
    };

    let sent = '';
    page.on('request', (request) => {
      if (request.url().endsWith('/api/super/register')) sent = request.postData() ?? '';
    });
    await page.goto(app().url('/page-register'));
    await fillForm();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(app().url('/login'));
    await toast(page, 'Account Create Successfully').waitFor();
    // Multipart with uname and password only: confirm_password stays in the browser.
    expect(sent).toContain('name="uname"');
    expect(sent).toContain('name="password"');
    expect(sent).not.toContain('confirm_password');

    await page.goto(app().url('/page-register'));
    await fillForm();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await toast(page, 'Email Must Be Unique').waitFor();
    expect(page.url()).toBe(app().url('/page-register'));
  });

  it("links back to sign-in with 'Login page'", async () => {
    const page = await app().page();
    await page.goto(app().url('/page-register'));
    await page.getByRole('link', { name: 'Login page' }).click();
    await page.waitForURL(app().url('/login'));
  });
});

describe('sign-in (/login)', () => {
  it('requires both fields, refuses a wrong password with a toast, and stays on /login', async () => {
    const account = await registerMaster(app());
    const page = await app().page({ width: 375, height: 800 });
    await page.goto(app().url('/login'));
    const submit = page.getByRole('button', { name: 'Sign in' });
    expect(await submit.isDisabled()).toBe(true);
    await expect(page.getByLabel('Remember my preference').isVisible()).resolves.toBe(true);

    await page.getByLabel('Email').focus();
    await page.getByLabel('Password', { exact: true }).focus();
    await page.getByLabel('Email').focus();
    await expect(page.getByText('Email is required', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Password is required', { exact: true }).isVisible()).resolves.toBe(true);
    await saveScreenshot(page, 'login-errors-375');

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong@123');
    await submit.click();
    await toast(page, 'Incorrect Email Or Password').waitFor();
    expect(page.url()).toBe(app().url('/login'));
    expect(await page.evaluate(() => localStorage.getItem('userDetails'))).toBeNull();
  });

  it('signs in into the layout, stores the session, loads the menu data, and logs out to /login', async () => {
    const account = await registerMaster(app());
    const page = await app().page({ width: 1400, height: 900 });
    const errors = collectPageErrors(page);
    const menuCall = page.waitForRequest((request) => request.url().includes('/api/super/superlogindata/'));
    await signIn(app(), page, account);

    await toast(page, 'Login Successfully').waitFor();
    await page.getByRole('heading', { name: 'Welcome to Bahi' }).waitFor();
    await page.getByText(account.email).first().waitFor();
    expect(await page.locator('nav[data-sidebar-mode]').count()).toBe(1);
    expect(new URL((await menuCall).url()).searchParams.get('auth')).toBeTruthy();

    const stored = await page.evaluate(() => ({
      details: JSON.parse(localStorage.getItem('userDetails') ?? 'null'),
      type: localStorage.getItem('userType'),
    }));
    expect(Object.keys(stored.details).sort()).toEqual(['expireDate', 'expiresIn', 'idToken', 'userid']);
    expect(stored.type).toBe('master');
    const lifetime = Date.parse(stored.details.expireDate) - Date.now();
    expect(lifetime).toBeGreaterThan((stored.details.expiresIn - 60) * 1000);
    expect(lifetime).toBeLessThanOrEqual(stored.details.expiresIn * 1000);
    await saveScreenshot(page, 'dashboard-1400');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(app().url('/login'));
    expect(await page.evaluate(() => [localStorage.getItem('userDetails'), localStorage.getItem('userType')])).toEqual([null, null]);
    expect(errors).toEqual([]);
  });

  it("links to sign-up with 'Sign up' and to the employee sign-in, which links back", async () => {
    const page = await app().page();
    await page.goto(app().url('/login'));
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL(app().url('/page-register'));
    await page.goto(app().url('/login'));
    await page.getByRole('link', { name: 'Employee sign in' }).click();
    await page.waitForURL(app().url('/emplogin'));
    await page.getByRole('heading', { name: 'Employee sign in' }).waitFor();
    await page.getByRole('link', { name: 'Owner sign in' }).click();
    await page.waitForURL(app().url('/login'));
  });

  it('refuses a master account at the employee sign-in', async () => {
    const account = await registerMaster(app());
    const page = await app().page();
    await page.goto(app().url('/emplogin'));
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await toast(page, 'Incorrect Email Or Password').waitFor();
    expect(page.url()).toBe(app().url('/emplogin'));
  });
});

it('the signed-in login page screenshot set is complete', async () => {
  const page = await app().page({ width: 1400, height: 900 });
  await page.goto(app().url('/login'));
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await saveScreenshot(page, 'login-1400');
  await page.setViewportSize({ width: 375, height: 800 });
  await saveScreenshot(page, 'login-375');
});
