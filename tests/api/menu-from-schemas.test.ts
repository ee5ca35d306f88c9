// Issue 12, "Done when" (menus): a master added as one schema file with a menu block (no TypeScript
// change) is in a new business's default menu as an activity of the Masters tab, and an employee whose
// role grants only that page can list and create its records and is refused (403) elsewhere.
import { expect, it } from 'vitest';
import { employeeDesk } from '../support/employees.ts';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { copySchemas, VEHICLE_SCHEMA } from '../support/schemas-copy.ts';
import { describeEachStore } from '../support/stores.ts';

const VEHICLE_WITH_MENU = { ...VEHICLE_SCHEMA, 'x-entity': { ...VEHICLE_SCHEMA['x-entity'], menu: { group: 'Masters', order: 100, icon: 'item', label: 'Vehicle' } } };

describeEachStore('a master with a menu block, added as one schema file', (server) => {
  it('is in the default menu and can be granted alone to an employee', async () => {
    const origin = server().origin;
    const login = await registerAndLogin(origin);
    const owner = { ...login, api: (p: string) => `${origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${login.token}` };
    const tabs = (await getJson(owner.api('tab?PerPage=1000'))).body.data.rows as Array<{ Id: number; tab_name: string }>;
    const activities = (await getJson(owner.api('activity?PerPage=1000'))).body.data.rows as Array<{ tab_id: number; url: string; activity_title: string; icon: string }>;
    const masters = tabs.find((tab) => tab.tab_name === 'Masters')!;
    const underMasters = activities.filter((activity) => activity.tab_id === masters.Id);
    // order 100 is past Ledger's 90: last of the Masters tab, titled and iconed by its menu block.
    expect(underMasters.at(-1)).toMatchObject({ url: 'vehicle', activity_title: 'Vehicle', icon: 'item' });

    const desk = await employeeDesk(origin, owner);
    const { roleId } = await desk.newRole('Transport desk', 'vehicle');
    const driver = await desk.newEmployee(roleId);
    const created = await sendJson('POST', desk.as(driver.token, 'vehicle'), { VehicleNo: 'MH12AB1234', CapacityKg: 1250.5 });
    expect(created.body).toMatchObject({ status: 200, data: { VehicleNo: 'MH12AB1234' } });
    expect((await getJson(desk.as(driver.token, 'vehicle'))).body.data.total).toBe(1);
    for (const name of ['item', 'sales', 'party', 'employee']) expect((await getJson(desk.as(driver.token, name))).status).toBe(403);
    const menu = (await getJson(`${origin}/api/super/emplogindata/${driver.userid}?auth=${driver.token}`)).body.data;
    expect(menu.activity.map((activity: { url: string }) => activity.url)).toEqual(['vehicle']);
  });
}, { env: { SCHEMAS_DIR: copySchemas({ 'masters/vehicle.json': VEHICLE_WITH_MENU }) } });
