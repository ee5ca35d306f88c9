// Employee access enforced by the server, on both stores: an employee whose role grants only the sales
// page and the quotation register tries every entity endpoint and every report with every verb. What
// is not granted answers 403 and writes nothing; what is granted works; deactivation and a revoked
// grant apply to the very next call; another tenant's data stays out of reach; the grant itself can
// only be changed with User Management.
import { beforeAll, expect, inject, it } from 'vitest';
import { billingTenant, salesBill, type BillingTenant } from '../support/billing-setup.ts';
import { employeeDesk, EMPLOYEE_PASSWORD, type EmployeeDesk, type SignedInEmployee } from '../support/employees.ts';
import { getJson, registerAndLogin, sendJson, uniqueEmail } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

const WRITE_VERBS = ['POST', 'PUT', 'DELETE'] as const;

describeEachStore('employee permissions', (server) => {
  let owner: BillingTenant;
  let desk: EmployeeDesk;
  let roleId: number;
  let profile: Record<string, any>;
  let employee: Record<string, any>;
  let clerk: SignedInEmployee;
  const origin = () => server().origin;
  const as = (token: string, path: string) => desk.as(token, path);
  const ownerGet = (path: string) => desk.ownerGet(path);
  const grants = (...urls: string[]) => desk.grants(...urls);
  const signIn = (email: string, password = EMPLOYEE_PASSWORD) => desk.signIn(email, password);
  const newEmployee = (role: number) => desk.newEmployee(role);

  beforeAll(async () => {
    owner = await billingTenant(origin(), 2);
    desk = await employeeDesk(origin(), owner);
    ({ roleId, profile } = await desk.newRole('Sales desk', 'sales', 'quotationreport'));
    clerk = await newEmployee(roleId);
    employee = clerk.record;
  });

  it('never returns the password, and stores only its hash', async () => {
    expect(employee).not.toHaveProperty('Password');
    const read = await ownerGet(`employee/${employee.Id}`);
    expect(read).not.toHaveProperty('Password');
    expect((await ownerGet('employee')).rows.every((row: object) => !('Password' in row))).toBe(true);
    const [stored] = await queryStore(server(), inject('postgresUrl'), 'select "Password" as p from employee where "Id" = $1', [employee.Id]);
    expect(stored.p).toMatch(/^scrypt\$/);
    const filtered = await getJson(owner.api(`employee?Password=${encodeURIComponent(stored.p)}`));
    expect([filtered.status, filtered.body.message]).toEqual([400, 'Password is not a parameter of /api/:entity']); // a secret is no filter
    expect((await sendJson('POST', owner.api('employee'), { EmployeeName: 'X', Email: uniqueEmail('x'), Password: 'abcde', BranchId: employee.BranchId, TypeId: employee.TypeId, RoleId: roleId })).body.message).toBe(
      'Password must contain at least one number',
    );
    const taken = await sendJson('POST', owner.api('employee'), { EmployeeName: 'X', Email: owner.email, Password: EMPLOYEE_PASSWORD, BranchId: employee.BranchId, TypeId: employee.TypeId, RoleId: roleId });
    expect([taken.status, taken.body.message]).toEqual([409, 'Email Must Be Unique']);
  });

  it('takes tab and activity icons from the Icon Master only', async () => {
    const refused = await sendJson('POST', owner.api('tab'), { tab_name: 'Extras', is_active: '1', is_subtab: '1', icon: 'rocket' });
    expect([refused.status, refused.body.errors]).toEqual([400, [{ path: '/icon', message: 'Icon: not in the Icon Master' }]]);
    await sendJson('POST', owner.api('iconmaster'), { IconName: 'rocket', IconTitle: 'Rocket' });
    const made = await sendJson('POST', owner.api('tab'), { tab_name: 'Extras', is_active: '0', is_subtab: '1', icon: 'rocket' });
    expect(made.status).toBe(200);
    expect((await sendJson('DELETE', owner.api(`tab/${made.body.data.Id}`), {})).status).toBe(200);
  });

  it('gives the employee the granted tabs and activities as login data', async () => {
    const reply = await getJson(`${origin()}/api/super/emplogindata/${clerk.userid}`, { authorization: clerk.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data.type).toBe('employee');
    expect(reply.body.data.tab.map((tab: { tab_name: string }) => tab.tab_name)).toEqual(['Sales', 'Reports']);
    expect(reply.body.data.activity.map((activity: { url: string }) => activity.url)).toEqual(['sales', 'quotationreport']);
    expect(reply.body.data.tab[0]).toMatchObject({ is_active: '1', is_subtab: '1', icon: 'sales' });
    // The master's call is not the employee's.
    expect((await getJson(`${origin()}/api/super/superlogindata/${clerk.userid}`, { authorization: clerk.token })).status).toBe(403);
  });

  it('refuses every entity endpoint the role does not grant, with every verb, writing nothing', async () => {
    // Line tables come with their documents' schemas but have no API of their own: the entity endpoints are the rest.
    const everything = ((await ownerGet('meta/entities')).entities as Array<{ 'x-entity': { name: string; api?: boolean } }>)
      .filter((schema) => schema['x-entity'].api !== false)
      .map((schema) => schema['x-entity'].name);
    const visible = new Set(
      ((await getJson(as(clerk.token, 'meta/entities'))).body.data.entities as Array<{ 'x-entity': { name: string } }>).map((schema) => schema['x-entity'].name),
    );
    // The sales page, and what its form picks from (masters, a quotation to convert) for reading;
    // nothing of other pages or of user management.
    for (const name of ['sales', 'party', 'item', 'firm', 'ledger']) expect(visible).toContain(name);
    for (const name of ['purchase', 'purchasereturn', 'salesreturn', 'employee', 'role', 'profile', 'tab', 'activity', 'branch', 'type', 'iconmaster']) expect(visible).not.toContain(name);
    expect(everything.length).toBeGreaterThan(visible.size);

    for (const entity of everything) {
      const list = await getJson(as(clerk.token, entity));
      const sample = (await ownerGet(`${entity}?PerPage=1`)).rows[0] ?? { Id: 1, RowVersion: 1 };
      const one = await getJson(as(clerk.token, `${entity}/${sample.Id}`));
      if (visible.has(entity)) {
        expect([entity, list.status]).toEqual([entity, 200]);
        expect([entity, one.status]).toContain(sample.CreatedOn ? 200 : 404);
      } else {
        expect([entity, list.status, one.status]).toEqual([entity, 403, 403]);
      }
      if (entity === 'sales') continue; // the one entity granted for writing, tried below
      const totalBefore = (await ownerGet(entity)).total;
      const { Id: _id, ...body } = sample;
      for (const verb of WRITE_VERBS) {
        const target = verb === 'POST' ? entity : `${entity}/${sample.Id}`;
        const reply = await sendJson(verb, as(clerk.token, target), body);
        expect([entity, verb, reply.status]).toEqual([entity, verb, 403]);
      }
      expect([entity, (await ownerGet(entity)).total]).toEqual([entity, totalBefore]);
      if (sample.CreatedOn) expect([entity, (await ownerGet(`${entity}/${sample.Id}`)).RowVersion]).toEqual([entity, sample.RowVersion]);
    }
  });

  it('lets the employee raise, edit and delete sales bills, and logs which employee did it', async () => {
    const made = await sendJson('POST', as(clerk.token, 'sales'), salesBill(owner, 2));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.message).toBe('Data Saved Successfully');
    const bill = made.body.data;
    expect(bill.CreatedBy).toBe(employee.Email);
    const edited = await sendJson('PUT', as(clerk.token, `sales/${bill.Id}`), { ...salesBill(owner, 1), RowVersion: bill.RowVersion });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await getJson(as(clerk.token, `sales/${bill.Id}`))).body.data.BillItems).toHaveLength(1);
    expect((await sendJson('DELETE', as(clerk.token, `sales/${bill.Id}`), {})).status).toBe(200);
    const log = await queryStore(server(), inject('postgresUrl'), 'select action, employee_id, actor from edit_log where entity = $1 and record_id = $2 order by id', ['sales', bill.Id]);
    expect(log.map((row) => [row.action, Number(row.employee_id), row.actor])).toEqual([
      ['create', employee.Id, employee.Email],
      ['update', employee.Id, employee.Email],
      ['delete', employee.Id, employee.Email],
    ]);
    const ownerLog = await queryStore(server(), inject('postgresUrl'), 'select employee_id from edit_log where entity = $1 and record_id = $2', ['employee', employee.Id]);
    expect(ownerLog.map((row) => row.employee_id)).toEqual([null]);
    expect(JSON.stringify(await queryStore(server(), inject('postgresUrl'), 'select after_data from edit_log where entity = $1', ['employee']))).not.toContain('scrypt');
  });

  it('opens only the granted reports, and lists only those', async () => {
    const schemas = (await ownerGet('meta/reports')).reports as Array<{ 'x-report': { name: string }; properties: object }>;
    const reports = schemas.map((report) => report['x-report'].name);
    // Each report asked with the period filters it takes (one it does not take is a 400 for anyone).
    const period = (name: string) => {
      const filters = Object.keys(schemas.find((report) => report['x-report'].name === name)!.properties);
      return new URLSearchParams(Object.entries({ FromDate: '2026-04-01', ToDate: '2027-03-31' }).filter(([filter]) => filters.includes(filter))).toString();
    };
    expect(reports).toContain('quotationreport');
    const listed = (await getJson(as(clerk.token, 'meta/reports'))).body.data.reports.map((report: { 'x-report': { name: string } }) => report['x-report'].name);
    expect(listed).toEqual(['quotationreport']);
    for (const name of reports) {
      const reply = await getJson(as(clerk.token, `reports/${name}?${period(name)}`));
      expect([name, reply.status]).toEqual([name, name === 'quotationreport' ? 200 : 403]);
      for (const verb of WRITE_VERBS) {
        const write = await sendJson(verb, as(clerk.token, `reports/${name}`), {});
        expect([name, verb, write.status]).toEqual([name, verb, 404]); // reports are read-only: no such call
      }
    }
  });

  it('refuses the voucher helpers and the dashboard, which the role leaves out, and serves the sales side', async () => {
    const ledger = (await ownerGet('ledger?PerPage=1')).rows[0].Id;
    const asClerk = async (path: string) => (await getJson(as(clerk.token, path))).status;
    const asOwner = async (path: string) => (await getJson(owner.api(path))).status;
    for (const path of ['vouchers/ledgers?role=all', `vouchers/openbills?kind=sales&LedgerId=${ledger}`, `vouchers/openbills?kind=purchase&LedgerId=${ledger}`, 'dashboard']) {
      expect([path, await asClerk(path)]).toEqual([path, 403]);
      expect([path, await asOwner(path)]).toEqual([path, 200]);
    }
    // What a sales bill shows of its settlements belongs to the sales page; purchase bills' do not.
    expect(await asClerk('vouchers/settlements?kind=sales&BillId=1')).toBe(200);
    expect(await asClerk('vouchers/settlements?kind=purchase&BillId=1')).toBe(403);
  });

  it('keeps another tenant out of reach', async () => {
    const other = await billingTenant(origin(), 1);
    const theirs = await sendJson('POST', other.api('sales'), salesBill(other, 1));
    expect(theirs.status).toBe(200);
    expect((await getJson(as(clerk.token, `sales/${theirs.body.data.Id}`))).status).toBe(404);
    expect((await sendJson('DELETE', as(clerk.token, `sales/${theirs.body.data.Id}`), {})).status).toBe(404);
    const listed = (await getJson(as(clerk.token, 'sales?PerPage=1000'))).body.data.rows.map((row: { Id: number }) => row.Id);
    expect(listed).not.toContain(theirs.body.data.Id);
    // Their master's token cannot read this business's employees either.
    expect((await getJson(other.api(`employee/${employee.Id}`))).status).toBe(404);
  });

  it('does not let the employee change their own grant, role or employee record', async () => {
    const own = await sendJson('PUT', as(clerk.token, `profile/${profile.Id}`), { RoleId: roleId, Grants: grants('sales', 'employee', 'profile'), RowVersion: profile.RowVersion });
    expect(own.status).toBe(403);
    expect((await sendJson('PUT', as(clerk.token, `employee/${employee.Id}`), { ...employee, RoleId: roleId })).status).toBe(403);
    expect((await sendJson('POST', as(clerk.token, 'role'), { RoleName: 'Boss' })).status).toBe(403);
    expect((await ownerGet(`profile/${profile.Id}`)).Grants.map((grant: { ActivityId: number }) => grant.ActivityId)).toEqual(grants('sales', 'quotationreport').map((g) => g.ActivityId));
  });

  it('lets an employee granted user management edit grants', async () => {
    const admin = (await sendJson('POST', owner.api('role'), { RoleName: 'Office manager' })).body.data.Id;
    const made = await sendJson('POST', owner.api('profile'), { RoleId: admin, Grants: grants('profilecontrol', 'employee', 'profilecontrol') });
    expect(made.status).toBe(200);
    expect(made.body.data.Grants.map((grant: { ActivityId: number }) => grant.ActivityId)).toEqual(grants('profilecontrol', 'employee').map((g) => g.ActivityId));
    const manager = await newEmployee(admin);
    const desk = await getJson(as(manager.token, `profile/${profile.Id}`));
    expect(desk.status).toBe(200);
    const changed = await sendJson('PUT', as(manager.token, `profile/${profile.Id}`), { RoleId: roleId, Desc: 'Sales desk', Grants: grants('sales', 'quotationreport'), RowVersion: desk.body.data.RowVersion });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    profile = changed.body.data;
    expect((await getJson(as(manager.token, 'employee'))).status).toBe(200);
    expect((await getJson(as(manager.token, 'sales'))).status).toBe(403);
  });

  it('applies a revoked grant to the very next call', async () => {
    expect((await getJson(as(clerk.token, 'sales'))).status).toBe(200);
    const revoked = await sendJson('PUT', owner.api(`profile/${profile.Id}`), { RoleId: roleId, Grants: grants('quotationreport'), RowVersion: profile.RowVersion });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    profile = revoked.body.data;
    expect((await getJson(as(clerk.token, 'sales'))).status).toBe(403);
    expect((await sendJson('POST', as(clerk.token, 'sales'), salesBill(owner, 1))).status).toBe(403);
    const menu = await getJson(`${origin()}/api/super/emplogindata/${clerk.userid}`, { authorization: clerk.token });
    expect(menu.body.data.activity.map((activity: { url: string }) => activity.url)).toEqual(['quotationreport']);
    // An inactive tab takes its activities with it.
    const reportsTab = (await ownerGet('tab?search=Reports')).rows[0];
    await sendJson('PUT', owner.api(`tab/${reportsTab.Id}`), { ...reportsTab, is_active: '0' });
    expect((await getJson(as(clerk.token, 'reports/quotationreport?FromDate=2026-04-01&ToDate=2027-03-31'))).status).toBe(403);
    await sendJson('PUT', owner.api(`tab/${reportsTab.Id}`), { ...reportsTab, is_active: '1', RowVersion: reportsTab.RowVersion + 1 });
    expect((await getJson(as(clerk.token, 'reports/quotationreport?FromDate=2026-04-01&ToDate=2027-03-31'))).status).toBe(200);
  });

  it('stops a deactivated employee at once, and keeps the password when an edit leaves it out', async () => {
    const current = await ownerGet(`employee/${employee.Id}`);
    const off = await sendJson('PUT', owner.api(`employee/${employee.Id}`), { ...current, Status: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect((await getJson(as(clerk.token, 'reports/quotationreport?FromDate=2026-04-01&ToDate=2027-03-31'))).status).toBe(401);
    expect((await getJson(`${origin()}/api/super/emplogindata/${clerk.userid}`, { authorization: clerk.token })).status).toBe(401);
    expect((await signIn(employee.Email)).status).toBe(403);
    const on = await sendJson('PUT', owner.api(`employee/${employee.Id}`), { ...off.body.data, Status: true });
    expect(on.status).toBe(200);
    expect((await signIn(employee.Email)).status).toBe(200); // the password survived both edits
    expect((await signIn(employee.Email, 'Wrong@123')).status).toBe(401);
  });

  it('refuses a master sign-in through the employee door and the other way round', async () => {
    const master = await registerAndLogin(origin());
    expect((await signIn(master.email, 'Bahi@2026')).status).toBe(401);
    expect((await sendJson('POST', `${origin()}/api/super/superUserLogin`, { uname: employee.Email, password: EMPLOYEE_PASSWORD })).status).toBe(401);
  });
});

