// User management end to end: the master ticks a role's pages in profile control and adds an
// employee with that role; the employee signs in at /emplogin, sees only the granted menu, is kept
// out of other pages; the master revokes a page and the employee's next call and visit are refused.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot } from '../support/browser.ts';
import { getJson, sendJson } from '../support/http.ts';
import { registerMaster, signIn, statusAsPageUser, toast, useApp } from './app.ts';

const app = useApp();
const POLL = { timeout: 10_000 };
const CLERK = { email: 'ravi.clerk@example.com', password: 'Clerk@123' };

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** Types into a link picker and takes the option of that name once the list shows the matches. */
async function pick(page: Page, combobox: Locator, typed: string, option: string) {
  await combobox.click();
  await combobox.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => combobox.inputValue(), POLL).toBe(option);
}

async function clickForToast(page: Page, button: Locator, text: string) {
  const shown = toast(page, text);
  const before = await shown.count();
  await button.click();
  await expect.poll(() => shown.count(), POLL).toBeGreaterThan(before);
}

describe('user management', () => {
  it('grants a role pages in profile control, and the employee gets exactly those, until revoked', async () => {
    const master = await registerMaster(app());
    const login = await sendJson('POST', `${app().server.origin}/api/super/superUserLogin`, { uname: master.email, password: master.password });
    const api = (path: string) => `${app().server.origin}/api/${path}?auth=${login.body.tokenDetails.idToken}`;
    await sendJson('POST', api('role'), { RoleName: 'Counter clerk' });
    const shop = await sendJson('POST', api('type'), { TypeName: 'Shop' });
    await sendJson('POST', api('branch'), { BranchName: 'Pune counter', TypeId: shop.body.data.Id });

    // The master ticks Quotation and Sales under the Sales tab: the tab box shows half ticked.
    const page = await app().page({ width: 1400, height: 900 });
    await signIn(app(), page, master);
    await page.goto(app().url('/profilecontrol'));
    await choose(page, page.getByRole('combobox', { name: 'Role' }), 'Counter clerk');
    const salesTab = page.getByRole('group', { name: 'Sales', exact: true });
    await salesTab.getByRole('checkbox', { name: 'Quotation' }).check();
    await salesTab.getByRole('checkbox', { name: 'Sales', exact: true }).nth(1).check();
    await expect.poll(() => salesTab.getByRole('checkbox', { name: 'Sales', exact: true }).first().getAttribute('data-indeterminate'), POLL).toBe('true');
    await page.getByRole('group', { name: 'Purchase' }).getByRole('checkbox', { name: 'Purchase', exact: true }).first().check();
    await page.getByRole('group', { name: 'Purchase' }).getByRole('checkbox', { name: 'Purchase', exact: true }).first().uncheck();
    await clickForToast(page, page.getByRole('button', { name: 'Save' }), 'Data Saved Successfully');
    await expect.poll(() => page.getByText('2 pages granted').count(), POLL).toBe(1);
    await saveScreenshot(page, 'profilecontrol-1400');
    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, 'profilecontrol-375', false);
    await page.setViewportSize({ width: 1400, height: 900 });

    // The master adds the employee on the Employee page.
    await page.goto(app().url('/employee'));
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^New Employee/ });
    await dialog.getByRole('textbox', { name: 'Employee name', exact: true }).fill('Ravi Kumar');
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(CLERK.email);
    await dialog.getByLabel('Password', { exact: true }).fill('abc');
    await pick(page, dialog.getByRole('combobox', { name: 'Branch' }), 'Pune', 'Pune counter');
    await pick(page, dialog.getByRole('combobox', { name: 'Office type' }), 'Sh', 'Shop');
    await pick(page, dialog.getByRole('combobox', { name: 'Role' }), 'Counter', 'Counter clerk');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Password must be at least 5 characters').first().waitFor();
    await dialog.getByLabel('Password', { exact: true }).fill(CLERK.password);
    await saveScreenshot(page, 'employee-form-1400', false);
    await clickForToast(page, dialog.getByRole('button', { name: 'Save' }), 'Data Saved Successfully');

    // The employee signs in and sees only the Sales tab with its two granted pages.
    const clerk = await app().page({ width: 1400, height: 900 });
    await signIn(app(), clerk, CLERK, '/emplogin');
    const sidebar = clerk.locator('nav[data-sidebar-mode]');
    await sidebar.getByRole('button', { name: 'Sales' }).click();
    await sidebar.getByRole('link', { name: 'Quotation' }).waitFor();
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Quotation', 'Sales']);
    for (const hidden of ['Masters', 'Purchase', 'Accounts', 'User Management', 'Dashboard']) expect(await sidebar.getByText(hidden, { exact: true }).count()).toBe(0);
    await saveScreenshot(clerk, 'employee-menu-1400');
    await clerk.setViewportSize({ width: 375, height: 800 });
    await clerk.getByRole('button', { name: 'Toggle menu' }).click();
    const drawer = clerk.getByRole('navigation', { name: 'Main menu' }).last();
    if (!(await drawer.getByRole('link', { name: 'Quotation' }).isVisible())) await drawer.getByRole('button', { name: 'Sales' }).click();
    await drawer.getByRole('link', { name: 'Quotation' }).waitFor();
    await saveScreenshot(clerk, 'employee-menu-375');
    await clerk.keyboard.press('Escape');
    await clerk.setViewportSize({ width: 1400, height: 900 });

    await clerk.goto(app().url('/sales'));
    await clerk.getByRole('heading', { name: 'Sales' }).first().waitFor();
    await clerk.goto(app().url('/purchase'));
    await clerk.getByRole('heading', { name: 'Access denied' }).waitFor();
    await clerk.goto(app().url('/employee'));
    await clerk.getByRole('heading', { name: 'Access denied' }).waitFor();
    const callAs = statusAsPageUser(app(), clerk);
    expect(await callAs('sales')).toBe(200);
    expect(await callAs('purchase')).toBe(403);

    // The master takes Sales away while the employee has the sales list open.
    await clerk.goto(app().url('/sales'));
    await clerk.getByRole('heading', { name: 'Sales' }).first().waitFor();
    await page.goto(app().url('/profile'));
    await page.getByRole('gridcell', { name: 'Counter clerk' }).click();
    await page.getByRole('heading', { name: 'Profile Control' }).waitFor();
    const granted = page.getByRole('group', { name: 'Sales', exact: true }).getByRole('checkbox', { name: 'Sales', exact: true }).nth(1);
    await expect.poll(() => granted.isChecked(), POLL).toBe(true);
    await granted.uncheck();
    await clickForToast(page, page.getByRole('button', { name: 'Save' }), 'Data Updated Successfully');
    expect(await callAs('sales')).toBe(403);
    // Without a reload: the list's next call is refused, the menu is read again, the page and its link go.
    await clerk.getByRole('button', { name: 'Refresh' }).first().click();
    await clerk.getByRole('heading', { name: 'Access denied' }).waitFor();
    await expect.poll(() => sidebar.getByRole('link').allTextContents(), POLL).toEqual(['Quotation']);
    // And after a reload the same.
    await clerk.goto(app().url('/sales'));
    await clerk.getByRole('heading', { name: 'Access denied' }).waitFor();
    await sidebar.getByRole('button', { name: 'Sales' }).click();
    await sidebar.getByRole('link', { name: 'Quotation' }).waitFor();
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Quotation']);
  });

  it('draws the user management pages from their schemas at 375 and 1400 px', async () => {
    const master = await registerMaster(app());
    const page = await app().page({ width: 1400, height: 900 });
    await signIn(app(), page, master);
    const pages: Array<[string, string]> = [
      ['/tab', 'Tabs'],
      ['/activity', 'Activities'],
      ['/role', 'Role Master'],
      ['/iconmaster', 'Icon Master'],
      ['/profile', 'Profiles'],
      ['/type', 'Office Types'],
      ['/branch', 'Branches'],
      ['/employee', 'Employees'],
    ];
    for (const width of [1400, 375]) {
      await page.setViewportSize({ width, height: 800 });
      for (const [path, heading] of pages) {
        await page.goto(app().url(path));
        await page.getByRole('heading', { name: heading }).first().waitFor();
        // Nothing wider than the screen: the page never scrolls sideways.
        expect([path, width, await page.evaluate(() => document.documentElement.scrollWidth)]).toEqual([path, width, width]);
      }
      await page.goto(app().url('/tab'));
      await page.getByRole('gridcell', { name: 'User Management' }).first().waitFor();
      await saveScreenshot(page, `tab-list-${width}`, false);
      await page.goto(app().url('/branch'));
      await page.getByRole('button', { name: 'New', exact: true }).click();
      await page.getByRole('dialog', { name: /^New Branch/ }).waitFor();
      await saveScreenshot(page, `branch-form-${width}`, false);
    }
  });

  it("offers a branch only the chosen state's cities, and empties the city when the state changes", async () => {
    const master = await registerMaster(app());
    const login = await sendJson('POST', `${app().server.origin}/api/super/superUserLogin`, { uname: master.email, password: master.password });
    const api = (path: string) => `${app().server.origin}/api/${path}?auth=${login.body.tokenDetails.idToken}`;
    const stateId = async (code: string) => (await getJson(`${api('state')}&GSTStateCode=${code}`)).body.data.rows[0].Id;
    await sendJson('POST', api('city'), { CityName: 'Nashik', StateId: await stateId('27') });
    await sendJson('POST', api('city'), { CityName: 'Mysuru', StateId: await stateId('29') });
    await sendJson('POST', api('type'), { TypeName: 'Depot' });

    const page = await app().page({ width: 1400, height: 900 });
    await signIn(app(), page, master);
    await page.goto(app().url('/branch'));
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^New Branch/ });
    await dialog.getByRole('textbox', { name: 'Branch name', exact: true }).fill('Nashik depot');
    await pick(page, dialog.getByRole('combobox', { name: 'Office type' }), 'Dep', 'Depot');
    await pick(page, dialog.getByRole('combobox', { name: 'Country' }), 'Ind', 'India');
    const state = dialog.getByRole('combobox', { name: 'State' });
    const city = dialog.getByRole('combobox', { name: 'City' });
    await pick(page, state, 'Maha', 'Maharashtra');
    await city.click();
    await page.getByRole('option', { name: 'Nashik', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'Mysuru', exact: true }).count()).toBe(0);
    await page.getByRole('option', { name: 'Nashik', exact: true }).click();
    await expect.poll(() => city.inputValue(), POLL).toBe('Nashik');

    await pick(page, state, 'Karn', 'Karnataka');
    await expect.poll(() => city.inputValue(), POLL).toBe('');
    await city.click();
    await page.getByRole('option', { name: 'Mysuru', exact: true }).waitFor();
    expect(await page.getByRole('option', { name: 'Nashik', exact: true }).count()).toBe(0);
    await page.getByRole('option', { name: 'Mysuru', exact: true }).click();
    await clickForToast(page, dialog.getByRole('button', { name: 'Save' }), 'Data Saved Successfully');
    const saved = (await getJson(`${api('branch')}&search=Nashik`)).body.data.rows[0];
    expect(saved).toMatchObject({ StateName: 'Karnataka', CityName: 'Mysuru', CountryName: 'India' });
  });
});
