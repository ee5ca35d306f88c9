// The app shell: not-found and error pages, the chunk-failure panel, the three sidebar modes,
// header shortcuts and the profile menu.
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser.ts';
import { apiAs, signedInPage, signedInWithToken, useApp } from './app.ts';

const app = useApp();
const NOT_FOUND = 'The page you were looking for is not found!';

describe('not-found and error pages', () => {
  it("signed out: an unknown path shows the 404 text and 'Back to Login' leads to /login", async () => {
    const page = await app().page({ width: 375, height: 800 });
    await page.goto(app().url('/no/such/page'));
    await page.getByText(NOT_FOUND).waitFor();
    await saveScreenshot(page, 'not-found-375');
    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.waitForURL(app().url('/login'));
  });

  it('signed out: an app page sends you to sign in', async () => {
    const page = await app().page();
    await page.goto(app().url('/firm'));
    await page.waitForURL(app().url('/login'));
  });

  it('signed in: an unknown path shows the not-found page inside the layout, with a way to the dashboard', async () => {
    const { page } = await signedInPage(app());
    await page.goto(app().url('/no-such-page'));
    await page.getByText(NOT_FOUND).waitFor();
    expect(await page.locator('nav[data-sidebar-mode]').count()).toBe(1);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(app().url('/dashboard'));
  });

  it.each([
    [400, 'Bad request'],
    [403, 'Access denied'],
    [500, 'Something went wrong on our side'],
    [503, 'Service unavailable'],
  ])('page-error-%i has its title and a way back', async (code, title) => {
    const page = await app().page();
    await page.goto(app().url(`/page-error-${code}`));
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText(String(code), { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Back to Login' }).waitFor();
  });
});

describe('lazy page chunks', () => {
  it("shows 'Loading chunk failed' with a Reload button when a page's script cannot be fetched", async () => {
    const page = await app().page();
    await page.goto(app().url('/login'));
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const block = (url: URL) => /\/assets\/RegisterPage-[^/]+\.js$/.test(url.pathname);
    await page.route(block, (route) => route.abort());

    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByText('Loading chunk failed').waitFor();
    await saveScreenshot(page, 'chunk-failed-1400');

    await page.unroute(block);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
  });
});

describe('layout', () => {
  it('the sidebar is an overlay at 375 px, an icon rail at 1000 px and full at 1400 px', async () => {
    const { page } = await signedInPage(app(), { width: 375, height: 800 });
    const sidebar = page.locator('nav[data-sidebar-mode]');
    const mode = () => sidebar.getAttribute('data-sidebar-mode');
    const expanded = () => sidebar.getAttribute('data-sidebar-expanded');
    const menuLink = (name: string) => sidebar.getByRole('link', { name, exact: true });

    // 375: hidden drawer over the content, opened by the toggle, closed by following a link.
    expect(await mode()).toBe('overlay');
    expect(await menuLink('Dashboard').isVisible()).toBe(false);
    await saveScreenshot(page, 'layout-375');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await menuLink('Dashboard').waitFor();
    await sidebar.getByRole('button', { name: 'Masters' }).first().click();
    await saveScreenshot(page, 'layout-375-menu-open', false);
    await menuLink('Party').click();
    await page.waitForURL(app().url('/party'));
    await page.getByRole('heading', { name: 'Parties' }).waitFor();
    await menuLink('Party').waitFor({ state: 'hidden' });
    expect(await expanded()).toBe('false');

    // 1000: an icon rail; the toggle opens it with labels.
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.waitForFunction(() => document.querySelector('[data-sidebar-mode]')?.getAttribute('data-sidebar-mode') === 'mini');
    expect(await expanded()).toBe('false');
    expect(await menuLink('Dashboard').isVisible()).toBe(true); // named by its aria-label on the rail
    expect(await sidebar.getByText('Dashboard', { exact: true }).count()).toBe(0);
    const railWidth = (await sidebar.boundingBox())!.width;
    expect(railWidth).toBeLessThan(100);
    await saveScreenshot(page, 'layout-1000');
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await sidebar.getByText('Dashboard', { exact: true }).waitFor();
    expect(await expanded()).toBe('true');
    await saveScreenshot(page, 'layout-1000-expanded');

    // 1400: the full labelled sidebar with the master's menu.
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.waitForFunction(() => document.querySelector('[data-sidebar-mode]')?.getAttribute('data-sidebar-mode') === 'full');
    expect(await expanded()).toBe('true');
    for (const group of ['Masters', 'Sales', 'Purchase', 'Accounts', 'User Management']) {
      await sidebar.getByRole('button', { name: group, exact: true }).first().waitFor();
    }
    await sidebar.getByRole('button', { name: 'User Management' }).click();
    await sidebar.getByRole('button', { name: 'Office' }).click();
    // Enter on the link, not a click: the two groups above it are still sliding open, and under a loaded CI
    // machine a click aimed at where the link was can land beside it once it has moved.
    await menuLink('Employee').press('Enter');
    await page.waitForURL(app().url('/employee'));
    await page.getByRole('heading', { name: 'Employees' }).waitFor();
    await saveScreenshot(page, 'layout-1400');
  });

  it('header shortcuts open the documents; the profile menu opens Profile and Inbox', async () => {
    const { page } = await signedInPage(app(), { width: 1400, height: 900 });
    await page.getByRole('link', { name: 'New Sales' }).click();
    await page.waitForURL(app().url('/salesform'));
    await page.getByRole('heading', { name: 'Sales Bill' }).waitFor();
    await page.getByRole('link', { name: 'Bahi home' }).click();
    await page.waitForURL(app().url('/dashboard'));

    for (const [name, path] of [
      ['New Purchase', '/purchaseform'],
      ['Receipt', '/receipt'],
      ['Payment', '/payment'],
    ]) {
      await page.goto(app().url('/dashboard'));
      await page.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(app().url(path));
    }

    for (const [name, path] of [
      ['Profile', '/app-profile'],
      ['Inbox', '/email-inbox'],
    ]) {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name }).click();
      await page.waitForURL(app().url(path));
    }

    // Alt+letter opens a new one from anywhere, as the buttons announce (aria-keyshortcuts).
    for (const [name, key, path, heading] of [
      ['New Sales', 'S', '/salesform', 'Sales Bill'],
      ['New Purchase', 'P', '/purchaseform', 'Purchase Bill'],
      ['Receipt', 'R', '/receipt/new', 'New Receipt'],
      ['Payment', 'Y', '/payment/new', 'New Payment'],
    ]) {
      await page.goto(app().url('/party'));
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('aria-keyshortcuts')).toBe(`Alt+${key}`);
      await page.keyboard.press(`Alt+Key${key}`);
      await page.waitForURL(app().url(path));
      const opened = path.endsWith('/new') ? page.getByRole('dialog').getByText(heading, { exact: true }) : page.getByRole('heading', { name: heading });
      await opened.first().waitFor();
    }

    // Phone width: the shortcuts are icons named by their labels.
    await page.goto(app().url('/dashboard'));
    await page.getByRole('heading', { name: 'Welcome to Bahi' }).waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    for (const name of ['New Sales', 'New Purchase', 'Receipt', 'Payment']) {
      expect(await page.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    }
    await page.goto(app().url('/dashboard'));
    await page.getByRole('heading', { name: 'Welcome to Bahi' }).waitFor();
    await saveScreenshot(page, 'dashboard-375');
  });

  it('edit routes of forms open outside the layout and name the record', async () => {
    const { page } = await signedInPage(app());
    await page.goto(app().url('/salesform/42'));
    await page.getByRole('heading', { name: 'Sales Bill' }).waitFor();
    // The form asks the server for record 42, which this new account does not have.
    await page.getByText('No such Sales bill').waitFor();
    expect(await page.locator('nav[data-sidebar-mode]').count()).toBe(0);
    await page.goto(app().url('/stockreport'));
    await page.getByRole('heading', { name: 'Stock Report' }).waitFor();
  });
});

describe('first steps on the dashboard', () => {
  it('opens a new firm from "Add your firm", and offers only the steps the business still lacks', async () => {
    const { page, token } = await signedInWithToken(app(), { width: 1400, height: 900 });
    const api = apiAs(app(), () => token);
    await page.goto(app().url('/dashboard'));
    await page.getByRole('link', { name: 'Add your firm' }).click();
    await page.waitForURL(app().url('/firm/new'));
    await page.getByRole('dialog').getByText('New Firm').waitFor();
    // Once the business has a firm and an item, only parties are left to add.
    await api.create('firm', { FirmName: 'First Step Traders', State: 'Bihar' });
    const unit = await api.create('unit', { UnitName: 'Pcs', UQC: 'PCS' });
    await api.create('item', { ItemName: 'Lamp', UnitId: unit.Id, HSNCode: '9405', TaxRate: 18, CashRate: 100 });
    await page.goto(app().url('/dashboard'));
    await page.getByRole('link', { name: 'Add parties' }).waitFor();
    expect(await page.getByRole('link', { name: 'Add your firm' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Add items' }).count()).toBe(0);
    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, 'dashboard-first-steps-375');
  });
});
