// The auditor's view of the edit log and the Auditor role, on both stores (issue 25 item 10; Companies
// (Accounts) Rules 2014 rule 3(1) proviso and Companies (Audit and Auditors) Rules 2014 rule 11(g)):
// - a party created, edited and deleted leaves three entries, newest first, paged on the server, found by
//   record, by user and by period (days in India time, UTC+5:30), with the edit's changes field by field;
// - the filtered trail exports as CSV (a formula-like name kept as text) and as an .xlsx read back;
// - an employee whose role has Auditor ticked reads lists, records, reports and the trail, and every kind
//   of write they try is 403 with nothing written; another employee may not read the trail;
// - another business's entries never appear.
import { beforeAll, expect, inject, it } from 'vitest';
import { readXlsxRows } from '../../src/server/import/xlsx.ts';
import { billingTenant, salesBill, type BillingTenant } from '../support/billing-setup.ts';
import { employeeDesk, type EmployeeDesk, type SignedInEmployee } from '../support/employees.ts';
import { getJson, postFile, sendJson } from '../support/http.ts';
import { queryStore, writeStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('audit trail', (server) => {
  let owner: BillingTenant;
  let other: BillingTenant;
  let desk: EmployeeDesk;
  let auditor: SignedInEmployee;
  let clerk: SignedInEmployee;
  let partyId: number;
  let clerkParty: number;
  const url = () => inject('postgresUrl');
  const trail = async (tenant: { api(path: string): string }, query: string) => {
    const reply = await getJson(tenant.api(`audit/trail?${query}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as { rows: Array<Record<string, any>>; total: number };
  };
  const setAt = (id: number, at: string) => writeStore(server(), url(), 'update edit_log set at = $1 where id = $2', [at, id]);

  beforeAll(async () => {
    owner = await billingTenant(server().origin, 1);
    other = await billingTenant(server().origin, 1);
    desk = await employeeDesk(server().origin, owner);
    const made = await sendJson('POST', owner.api('party'), { PartyName: 'Joshi & Co', PartyType: 'Supplier', OpeningBalance: 999.99, OpeningType: 'Cr' });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    partyId = made.body.data.Id;
    const edited = await sendJson('PUT', owner.api(`party/${partyId}`), { ...made.body.data, OpeningBalance: 1500, RowVersion: made.body.data.RowVersion });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await sendJson('DELETE', owner.api(`party/${partyId}`), {})).status).toBe(200);
    // The three entries at known instants: the create 1 second before midnight of 1 April in India
    // (18:29:59 UTC), the edit at midnight of 2 April (18:30:00 UTC), the delete on 3 April at 11:30 IST.
    const ids = (await queryStore(server(), url(), "select id from edit_log where entity = 'party' and record_id = $1 order by id", [partyId])).map((row) => Number(row.id));
    expect(ids).toHaveLength(3);
    await setAt(ids[0], '2026-04-01T18:29:59.000Z');
    await setAt(ids[1], '2026-04-01T18:30:00.000Z');
    await setAt(ids[2], '2026-04-03T06:00:00.000Z');

    const { roleId: partyRole } = await desk.newRole('Party desk', 'party');
    clerk = await desk.newEmployee(partyRole);
    const byClerk = await sendJson('POST', desk.as(clerk.token, 'party'), { PartyName: '=HYPERLINK("http://x")', PartyType: 'Customer' });
    expect(byClerk.status, JSON.stringify(byClerk.body)).toBe(200);
    clerkParty = byClerk.body.data.Id;

    const role = await sendJson('POST', owner.api('role'), { RoleName: 'Statutory auditor', Auditor: true });
    expect(role.status, JSON.stringify(role.body)).toBe(200);
    auditor = await desk.newEmployee(role.body.data.Id);
    // The other business's own party, to be sure it never shows.
    expect((await sendJson('POST', other.api('party'), { PartyName: 'Elsewhere Traders' })).status).toBe(200);
  });

  it('finds a record\'s entries newest first, paged on the server, with the edit field by field', async () => {
    const first = await trail(owner, `Entity=party&RecordId=${partyId}&PerPage=2&Page=1`);
    expect(first.total).toBe(3);
    expect(first.rows.map((row) => row.Action)).toEqual(['delete', 'update']);
    const second = await trail(owner, `Entity=party&RecordId=${partyId}&PerPage=2&Page=2`);
    expect(second.rows.map((row) => row.Action)).toEqual(['create']);
    const [, update] = first.rows;
    expect(update).toMatchObject({ Actor: owner.email, EmployeeId: null, Entity: 'party', EntityLabel: 'Parties', RecordId: partyId, Record: 'Joshi & Co', At: '2026-04-01T18:30:00.000Z' });
    // Only the opening balance changed (999.99 -> 1500), and it is money.
    expect(update.Changes).toEqual([{ field: 'OpeningBalance', label: 'Opening balance', kind: 'money', before: '999.99', after: '1500' }]);
    // The create lists what was entered; the delete what was removed.
    expect(second.rows[0].Changes).toContainEqual({ field: 'PartyName', label: 'Party name', kind: 'text', before: null, after: 'Joshi & Co' });
    expect(first.rows[0].Changes).toContainEqual({ field: 'OpeningBalance', label: 'Opening balance', kind: 'money', before: '1500', after: null });
  });

  it('filters by period in India time, by user and by action', async () => {
    const day = async (date: string) => (await trail(owner, `Entity=party&RecordId=${partyId}&FromDate=${date}&ToDate=${date}`)).rows.map((row) => row.Action);
    // 18:29:59 UTC is 23:59:59 IST on 1 April; 18:30:00 UTC is 00:00:00 IST on 2 April.
    expect(await day('2026-04-01')).toEqual(['create']);
    expect(await day('2026-04-02')).toEqual(['update']);
    expect(await day('2026-04-03')).toEqual(['delete']);
    expect((await trail(owner, `RecordId=${partyId}&FromDate=2026-04-02&ToDate=2026-04-30`)).total).toBe(2);
    const byClerk = await trail(owner, `Actor=${encodeURIComponent(clerk.record.Email)}`);
    expect(byClerk.rows.map((row) => [row.Entity, row.RecordId, row.Action, row.EmployeeName])).toEqual([['party', clerkParty, 'create', 'Ravi Clerk']]);
    expect((await trail(owner, `Entity=party&Action=delete`)).rows.map((row) => row.RecordId)).toEqual([partyId]);
  });

  it('refuses bad filters with 400 naming the parameter', async () => {
    for (const [query, path] of [
      ['FromDate=2026-02-30', '/FromDate'],
      ['FromDate=2026-04-05&ToDate=2026-04-01', '/ToDate'],
      ['RecordId=0', '/RecordId'],
      ['Entity=Party%20Master', '/Entity'],
      ['PerPage=101', '/PerPage'],
      ['Page=-1', '/Page'],
    ]) {
      const reply = await getJson(owner.api(`audit/trail?${query}`));
      expect([query, reply.status, reply.body.errors?.[0]?.path]).toEqual([query, 400, path]);
    }
    const format = await getJson(owner.api('audit/trail/export?format=pdf'));
    expect([format.status, format.body.errors?.[0]?.path]).toEqual([400, '/format']);
  });

  it('exports the filtered trail as CSV, a formula-like name kept as text', async () => {
    const reply = await fetch(owner.api(`audit/trail/export?format=csv&Entity=party&RecordId=${partyId}`));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="audit-trail.csv"');
    const lines = (await reply.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Entry,When (IST),User,Employee,Address,Record type,Record id,Record,Action,Changes');
    // Newest first: the delete (11:30 IST on 3 April), the edit (midnight IST of 2 April), the create.
    // The address is the test client's own (127.0.0.1 or ::1, as the system resolves it).
    expect(lines[1]).toMatch(new RegExp(`^\\d+,03-04-2026 11:30:00,${owner.email},,[0-9a-f:.]+,Parties,${partyId},Joshi & Co,delete,"`));
    expect(lines.find((line) => line.includes(',update,'))).toMatch(/,02-04-2026 00:00:00,.*,update,Opening balance: 999\.99 → 1500\.00$/);
    const clerks = await (await fetch(owner.api(`audit/trail/export?format=csv&RecordId=${clerkParty}&Entity=party`))).text();
    expect(clerks).toContain(`,Parties,${clerkParty},"'=HYPERLINK(""http://x"")",create,`);
  });

  it('exports the filtered trail as an Excel workbook that reads back', async () => {
    const reply = await fetch(owner.api(`audit/trail/export?format=xlsx&Entity=party&RecordId=${partyId}&Action=update`));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const rows = await readXlsxRows(Buffer.from(await reply.arrayBuffer()));
    const header = rows.findIndex((row) => row[0] === 'Entry');
    expect(rows[0][0]).toBe('Audit trail');
    expect(rows[header]).toEqual(['Entry', 'When (IST)', 'User', 'Employee', 'Address', 'Record type', 'Record id', 'Record', 'Action', 'Changes']);
    const entries = rows.slice(header + 1);
    expect(entries.map((row) => row[4])).toEqual([expect.stringMatching(/^[0-9a-f:.]+$/)]); // the client's address
    expect(entries.map((row) => [...row.slice(1, 4), ...row.slice(5)])).toEqual([
      ['02-04-2026 00:00:00', owner.email, '', 'Parties', String(partyId), 'Joshi & Co', 'update', 'Opening balance: 999.99 → 1500.00'],
    ]);
  });

  it('never shows another business\'s entries', async () => {
    const mine = await trail(owner, 'PerPage=100');
    const theirs = await trail(other, 'PerPage=100');
    expect(theirs.rows.some((row) => row.Record === 'Elsewhere Traders')).toBe(true);
    expect(mine.rows.some((row) => row.Record === 'Elsewhere Traders')).toBe(false);
    expect(theirs.rows.some((row) => row.RecordId === partyId && row.Entity === 'party')).toBe(false);
    expect((await trail(other, `Entity=party&RecordId=${partyId}`)).total).toBe(0);
  });

  it('lets an auditor read everything and the trail, and refuses every kind of write with nothing written', async () => {
    const as = (path: string) => desk.as(auditor.token, path);
    const login = await getJson(`${server().origin}/api/super/emplogindata/${auditor.userid}`, { authorization: auditor.token });
    const pages = login.body.data.activity.map((activity: { url: string }) => activity.url);
    for (const page of ['party', 'sales', 'receipt', 'trialbalance', 'audittrail', 'employee']) expect(pages).toContain(page);
    for (const path of ['party', `party/${clerkParty}`, 'sales', 'employee', 'role', 'reports/trialbalance?ToDate=2027-03-31', `reports/stockreport?FromDate=2026-04-01&ToDate=2027-03-31`, 'audit/trail', 'meta/entities']) {
      const reply = await getJson(as(path));
      expect([path, reply.status]).toEqual([path, 200]);
    }
    const csv = await fetch(as('audit/trail/export?format=csv'));
    expect(csv.status).toBe(200);

    const count = async () => Number((await queryStore(server(), url(), 'select count(*) as n from edit_log'))[0].n);
    const before = await count();
    const party = (await getJson(owner.api(`party/${clerkParty}`))).body.data;
    const writes: Array<[string, string, unknown]> = [
      ['POST', 'party', { PartyName: 'By the auditor' }],
      ['PUT', `party/${clerkParty}`, { ...party, PartyName: 'Renamed' }],
      ['DELETE', `party/${clerkParty}`, {}],
      ['POST', 'sales', salesBill(owner, 1)],
      ['POST', 'receipt', { FirmId: owner.firm }],
      ['PUT', 'reports/bankreconciliation/clearing', { LineId: 1, ClearedOn: '2026-04-01' }],
      ['POST', 'print/sales/share?id=1', {}],
      ['DELETE', 'print/shared-links/1', {}],
      ['POST', 'role', { RoleName: 'Mine', Auditor: false }],
      ['POST', 'tab', { tab_name: 'Extras', is_active: '1', is_subtab: '1', icon: 'sales' }],
      ['PUT', 'ewaybill/sales/1/number', { EwbNo: '123456789012' }],
      ['POST', 'einvoice/sales/1/irn', {}],
    ];
    for (const [method, path, body] of writes) {
      const reply = await sendJson(method, as(path), body);
      expect([method, path, reply.status, reply.body.message]).toEqual([method, path, 403, 'An auditor reads the books and changes nothing']);
    }
    const imported = await postFile(as('import/party'), {}, { field: 'file', name: 'p.csv', content: 'PartyName\nImported\n', type: 'text/csv' });
    expect(imported.status).toBe(403);
    const business = await postFile(as('account/import-business'), {}, { field: 'file', name: 'b.json', content: '{}' });
    expect(business.status).toBe(403);
    expect(await count()).toBe(before);
    expect((await getJson(owner.api(`party/${clerkParty}`))).body.data).toMatchObject({ PartyName: party.PartyName, RowVersion: party.RowVersion });
  });

  it('keeps the trail from other employees unless their role grants the page itself', async () => {
    expect((await getJson(desk.as(clerk.token, 'audit/trail'))).status).toBe(403);
    expect((await getJson(desk.as(clerk.token, 'audit/trail/export?format=csv'))).status).toBe(403);
    const { roleId } = await desk.newRole('Trail reader', 'audittrail');
    const reader = await desk.newEmployee(roleId);
    expect((await getJson(desk.as(reader.token, 'audit/trail'))).status).toBe(200);
  });
});
