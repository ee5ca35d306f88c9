// An employee over the newer areas, end to end: the master ticks the Receipt page, the Ledger Report
// and the Dashboard for a role in profile control; the employee signs in at /emplogin, sees exactly
// those in the sidebar (at 1400 and 375 px), lists receipts, generates the ledger report, sees the
// dashboard's figures, and is kept out of payments. The master's Received tile opens the cash and bank book.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot } from '../support/browser.ts';
import { EMPLOYEE_PASSWORD } from '../support/employees.ts';
import { sendJson } from '../support/http.ts';
import { apiAs, registerMaster, signIn, statusAsPageUser, toast, useApp } from './app.ts';

const app = useApp();
const POLL = { timeout: 10_000 };
const CLERK = { email: 'meera.accounts@example.com', password: EMPLOYEE_PASSWORD };

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('employee areas', () => {
  it('grants the Receipt page, the Ledger Report and the Dashboard, and the employee gets exactly those', async () => {
    const master = await registerMaster(app());
    const login = await sendJson('POST', `${app().server.origin}/api/super/superUserLogin`, { uname: master.email, password: master.password });
    const api = apiAs(app(), () => login.body.tokenDetails.idToken);
    const firm = await api.create('firm', { FirmName: 'Joshi Traders', State: 'Maharashtra', SalesPrefix: 'JT' });
    const party = await api.create('party', { PartyName: 'Asha Traders', State: 'Maharashtra' });
    const cash = (await api.read('ledger?SystemCode=CASH')).rows[0];
    await api.create('receipt', { FirmId: firm.Id, VoucherDate: '2026-06-20', FromLedgerId: party.LedgerId, ToLedgerId: cash.Id, Amount: 1500 });
    const role = await api.create('role', { RoleName: 'Accounts desk' });
    const shop = await api.create('type', { TypeName: 'Shop' });
    const branch = await api.create('branch', { BranchName: 'Pune counter', TypeId: shop.Id });

    // The master ticks the three pages in profile control.
    const page = await app().page({ width: 1400, height: 900 });
    await signIn(app(), page, master);
    await page.goto(app().url('/profilecontrol'));
    await choose(page, page.getByRole('combobox', { name: 'Role' }), 'Accounts desk');
    await page.getByRole('group', { name: 'Accounts', exact: true }).getByRole('checkbox', { name: 'Receipt', exact: true }).check();
    await page.getByRole('group', { name: 'Reports', exact: true }).getByRole('checkbox', { name: 'Ledger Report', exact: true }).check();
    await page.getByRole('group', { name: 'Dashboard', exact: true }).getByRole('checkbox', { name: 'Dashboard', exact: true }).last().check();
    // The books and GST returns can be granted one by one too.
    for (const title of ['Trial Balance', 'Cash and Bank Book', 'GSTR-1']) await page.getByRole('group', { name: 'Reports', exact: true }).getByRole('checkbox', { name: title, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => toast(page, 'Data Saved Successfully').count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('3 pages granted').count(), POLL).toBe(1);
    await api.create('employee', { EmployeeName: 'Meera Joshi', Email: CLERK.email, Password: CLERK.password, BranchId: branch.Id, TypeId: shop.Id, RoleId: role.Id });

    // The employee's sidebar: the Dashboard link, Accounts with Receipt, Reports with Ledger Report.
    const clerk = await app().page({ width: 1400, height: 900 });
    await signIn(app(), clerk, CLERK, '/emplogin');
    await clerk.locator('[data-tile]').first().waitFor(); // the dashboard's figures, not only the welcome
    const sidebar = clerk.locator('nav[data-sidebar-mode]');
    for (const group of ['Accounts', 'Reports']) await sidebar.getByRole('button', { name: group, exact: true }).click();
    await sidebar.getByRole('link', { name: 'Ledger Report' }).waitFor();
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Dashboard', 'Receipt', 'Ledger Report']);
    for (const hidden of ['Masters', 'Sales', 'Purchase', 'Payment', 'Contra Voucher', 'User Management']) expect(await sidebar.getByText(hidden, { exact: true }).count()).toBe(0);
    // The top bar's shortcuts too: only the granted Receipt.
    expect(await clerk.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link').allTextContents()).toEqual(['Receipt']);
    await toast(clerk, 'Login Successfully').getByRole('button').click();
    await expect.poll(() => toast(clerk, 'Login Successfully').count(), POLL).toBe(0);
    await saveScreenshot(clerk, 'employee-areas-menu-1400', false);
    await clerk.setViewportSize({ width: 375, height: 800 });
    await clerk.getByRole('button', { name: 'Toggle menu' }).click();
    const drawer = clerk.getByRole('navigation', { name: 'Main menu' }).last();
    for (const [group, link] of [['Accounts', 'Receipt'], ['Reports', 'Ledger Report']]) {
      if (!(await drawer.getByRole('link', { name: link }).isVisible())) await drawer.getByRole('button', { name: group, exact: true }).click();
    }
    await drawer.getByRole('link', { name: 'Ledger Report' }).waitFor();
    const drawerLinks = await drawer.getByRole('link').allTextContents(); // the brand link first, then the menu
    expect(drawerLinks.slice(drawerLinks.indexOf('Dashboard'))).toEqual(['Dashboard', 'Receipt', 'Ledger Report']);
    await saveScreenshot(clerk, 'employee-areas-menu-375', false);
    await clerk.keyboard.press('Escape');
    await clerk.setViewportSize({ width: 1400, height: 900 });

    // Receipts list; the ledger report generates for the cash ledger.
    await clerk.goto(app().url('/receipt'));
    await clerk.getByRole('gridcell', { name: 'RV/26-27/1' }).waitFor();
    await sidebar.getByRole('button', { name: 'Reports', exact: true }).click();
    await sidebar.getByRole('link', { name: 'Ledger Report' }).click();
    await clerk.waitForURL(app().url('/ledgerreport'));
    const ledgerPicker = clerk.locator('#report-filter-LedgerId');
    await ledgerPicker.click();
    await ledgerPicker.fill('Cash');
    await clerk.getByRole('option', { name: 'Cash', exact: true }).click();
    await clerk.getByRole('combobox', { name: 'Period' }).click();
    await clerk.getByRole('option', { name: 'Custom' }).click();
    await clerk.getByLabel('From date').fill('2026-04-01');
    await clerk.getByLabel('To date').fill('2027-03-31');
    const answered = clerk.waitForResponse((response) => response.url().includes('/api/reports/ledgerreport?'));
    await clerk.getByRole('button', { name: 'Generate' }).click();
    expect((await answered).status()).toBe(200);
    await expect.poll(() => toast(clerk, 'Generated ledger Report Successfully').count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => clerk.locator('.report-grid tbody').textContent(), POLL).toContain('Asha Traders');

    // Payments and other reports stay closed, in the browser and at the API.
    await clerk.goto(app().url('/payment'));
    await clerk.getByRole('heading', { name: 'Access denied' }).waitFor();
    // Report pages are not routed by activity (SPEC section 6 filters layout pages); the server does not
    // list an ungranted report, so its page says so.
    await clerk.goto(app().url('/trialbalance'));
    await expect.poll(() => clerk.getByText('This report is not available').count(), POLL).toBe(1);
    const callAs = statusAsPageUser(app(), clerk);
    expect(await callAs('receipt')).toBe(200);
    expect(await callAs('payment')).toBe(403);
    expect(await callAs('dashboard')).toBe(200);

    // The master's Received tile opens the cash and bank book for the same days, generated at once.
    await page.goto(app().url('/dashboard'));
    await page.locator('[data-tile="receipts-month"] a').first().click();
    await page.waitForURL((url) => url.pathname.endsWith('/cashbankbook') && url.searchParams.get('LedgerId') === String(cash.Id));
    await expect.poll(() => toast(page, 'Generated cash and bank book Report Successfully').count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => page.locator('#report-filter-LedgerId').inputValue(), POLL).toBe('Cash');
    await saveScreenshot(page, 'dashboard-received-cashbankbook-1400', false);
  });
});
