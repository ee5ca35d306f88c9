// Issue 12, "Done when" (menus), in the browser: a Vehicle master added as one schema file with a menu
// block (no TypeScript change) is in the master's sidebar and in Profile Control, to be ticked for a role.
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '../support/browser.ts';
import { postForm, sendJson } from '../support/http.ts';
import { copySchemas, VEHICLE_SCHEMA } from '../support/schemas-copy.ts';
import { registerMaster, signIn, useApp } from './app.ts';

const VEHICLE_WITH_MENU = { ...VEHICLE_SCHEMA, 'x-entity': { ...VEHICLE_SCHEMA['x-entity'], menu: { group: 'Masters', order: 100, icon: 'item', label: 'Vehicle' } } };
const app = useApp({ env: { SCHEMAS_DIR: copySchemas({ 'masters/vehicle.json': VEHICLE_WITH_MENU }) } });
const POLL = { timeout: 15_000 };

describe('a schema-only master in the menus', () => {
  it('reaches the sidebar and Profile Control', async () => {
    const master = await registerMaster(app());
    const page = await app().page({ width: 1400, height: 900 });
    await signIn(app(), page, master);
    const nav = page.locator('nav[data-sidebar-mode]');
    await nav.getByRole('button', { name: 'Masters' }).first().click();
    await expect.poll(() => nav.getByRole('link', { name: 'Vehicle', exact: true }).count(), POLL).toBe(1);
    await saveScreenshot(page, 'menus-sidebar-vehicle-1400');
    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, 'menus-sidebar-vehicle-375', false);
    await page.setViewportSize({ width: 1400, height: 900 });

    // A role to grant to (made through the API; the Role Master page is tested elsewhere).
    const login = await postForm(`${app().server.origin}/api/super/superUserLogin`, { uname: master.email, password: master.password });
    await sendJson('POST', `${app().server.origin}/api/role?auth=${login.body.tokenDetails.idToken}`, { RoleName: 'Transport desk' });
    await page.goto(app().url('/profilecontrol'));
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Transport desk', exact: true }).click();
    const masters = page.getByRole('group', { name: 'Masters', exact: true });
    await expect.poll(() => masters.getByRole('checkbox', { name: 'Vehicle' }).count(), POLL).toBe(1);
    await saveScreenshot(page, 'menus-profilecontrol-1400');
    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, 'menus-profilecontrol-375', false);
  });
});
