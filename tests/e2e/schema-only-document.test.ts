// Issue 12's proof in the browser: a Proforma invoice (a document) and a Vehicle (a master) added as schema
// files only (tests/support/proforma-schemas.ts, no TypeScript change) reach the master's sidebar and
// Profile Control; the proforma's list, form, number, print page and conversion to a sales bill work; and an
// employee granted only the proforma page gets exactly that page.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { saveScreenshot } from '../support/browser.ts';
import { EMPLOYEE_PASSWORD } from '../support/employees.ts';
import { sendJson } from '../support/http.ts';
import { proformaSchemas } from '../support/proforma-schemas.ts';
import { VEHICLE_SCHEMA } from '../support/schemas-copy.ts';
import { apiAs, registerMaster, signIn, statusAsPageUser, useApp } from './app.ts';

const VEHICLE_WITH_MENU = { ...VEHICLE_SCHEMA, 'x-entity': { ...VEHICLE_SCHEMA['x-entity'], menu: { group: 'Masters', order: 100, icon: 'item', label: 'Vehicle' } } };
const app = useApp({ env: { SCHEMAS_DIR: proformaSchemas({ 'masters/vehicle.json': VEHICLE_WITH_MENU }) } });
const POLL = { timeout: 15_000 };
const CLERK = { email: 'proforma.desk@example.com', password: EMPLOYEE_PASSWORD };

async function choose(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe('a document and a master added as schema files only', () => {
  it('are in the menus, work end to end, and can be granted alone', async () => {
    const master = await registerMaster(app());
    const login = await sendJson('POST', `${app().server.origin}/api/super/superUserLogin`, { uname: master.email, password: master.password });
    const api = apiAs(app(), () => login.body.tokenDetails.idToken);
    const firm = await api.create('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra', SalesPrefix: 'SS' });
    const customer = await api.create('party', { PartyName: 'Local Customer', State: 'Maharashtra' });
    const unit = await api.create('unit', { UnitName: 'Pcs', UQC: 'PCS' });
    const pen = await api.create('item', { ItemName: 'Pen', UnitId: unit.Id, HSNCode: '9608', TaxRate: 18, CashRate: 100 });
    // 2 × 100 at 18 %: 200.00 + 18.00 CGST + 18.00 SGST = 236.00 (hand-worked in tests/api/schema-only-document).
    const proforma = await api.create('proformainvoice', { FirmId: firm.Id, CustId: customer.Id, ProformaDate: '2026-11-20', ProformaItems: [{ ItemId: pen.Id, Qty: 2, Rate: 100 }] });

    const page = await app().page({ width: 1400, height: 900 });
    await signIn(app(), page, master);
    const nav = page.locator('nav[data-sidebar-mode]');
    await nav.getByRole('button', { name: 'Masters' }).first().click();
    await nav.getByRole('button', { name: 'Sales' }).first().click();
    await expect.poll(() => nav.getByRole('link', { name: 'Vehicle', exact: true }).count(), POLL).toBe(1);
    await nav.getByRole('link', { name: 'Proforma Invoice', exact: true }).click();
    await page.waitForURL(app().url('/proformainvoice'));
    await page.getByRole('gridcell', { name: 'PI/26-27/1' }).waitFor();
    await saveScreenshot(page, 'proforma-list-1400');

    // The list opens the form named by the schema; the saved proforma prints and converts.
    await page.getByRole('gridcell', { name: 'PI/26-27/1' }).click();
    await page.waitForURL(app().url(`/proformainvoiceform/${proforma.Id}`));
    await page.getByRole('heading', { name: 'Proforma Invoice' }).waitFor();
    await expect.poll(() => page.getByText('PI/26-27/1').count(), POLL).toBeGreaterThan(0);
    await saveScreenshot(page, 'proforma-form-1400');
    await page.getByRole('link', { name: /print/i }).first().click();
    await page.waitForURL((url) => url.pathname.endsWith('/proformaprint') && url.searchParams.get('id') === String(proforma.Id));
    await page.getByRole('heading', { name: 'Proforma Invoice' }).first().waitFor();
    await expect.poll(() => page.getByText('236.00').count(), POLL).toBeGreaterThan(0);
    await saveScreenshot(page, 'proforma-print-1400');
    await page.goto(app().url(`/proformainvoiceform/${proforma.Id}`));
    await page.getByRole('button', { name: 'Make bill' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/salesform') && url.searchParams.get('fromProforma') === String(proforma.Id));
    await expect.poll(() => page.getByText('PI/26-27/1').count(), POLL).toBeGreaterThan(0);

    // Profile Control offers both pages; the role gets only the proforma.
    const role = await api.create('role', { RoleName: 'Proforma desk' });
    const shop = await api.create('type', { TypeName: 'Shop' });
    const branch = await api.create('branch', { BranchName: 'Pune counter', TypeId: shop.Id });
    await page.goto(app().url('/profilecontrol'));
    await choose(page, page.getByRole('combobox', { name: 'Role' }), 'Proforma desk');
    await page.getByRole('group', { name: 'Masters', exact: true }).getByRole('checkbox', { name: 'Vehicle', exact: true }).waitFor();
    await page.getByRole('group', { name: 'Sales', exact: true }).getByRole('checkbox', { name: 'Proforma Invoice', exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('1 page granted').count(), POLL).toBe(1);
    await saveScreenshot(page, 'proforma-profilecontrol-1400');
    await api.create('employee', { EmployeeName: 'Sunita Desk', Email: CLERK.email, Password: CLERK.password, BranchId: branch.Id, TypeId: shop.Id, RoleId: role.Id });

    const clerk = await app().page({ width: 1400, height: 900 });
    await signIn(app(), clerk, CLERK, '/emplogin');
    const sidebar = clerk.locator('nav[data-sidebar-mode]');
    await sidebar.getByRole('button', { name: 'Sales', exact: true }).click();
    await sidebar.getByRole('link', { name: 'Proforma Invoice' }).waitFor();
    expect(await sidebar.getByRole('link').allTextContents()).toEqual(['Proforma Invoice']);
    await sidebar.getByRole('link', { name: 'Proforma Invoice' }).click();
    await clerk.getByRole('gridcell', { name: 'PI/26-27/1' }).waitFor();
    await clerk.goto(app().url('/vehicle'));
    await clerk.getByRole('heading', { name: 'Access denied' }).waitFor();
    const callAs = statusAsPageUser(app(), clerk);
    expect(await callAs('proformainvoice')).toBe(200);
    expect(await callAs('sales')).toBe(403);
    expect(await callAs('vehicle')).toBe(403);
    await clerk.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(clerk, 'proforma-employee-375', false);
  });
});
