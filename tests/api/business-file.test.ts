// A whole business as one file (src/server/business-file/): books with two firms, items, parties, sales
// with lines, purchases, returns, a receipt allocated to a bill, a journal voucher, a role and an
// employee are exported from a server on one store and loaded into a new business on a server on the
// other store (SQLite to PostgreSQL and back; two SQLite servers when no PostgreSQL answers). Every
// list and every document read back equal apart from ids, and so do the trial balance, the party-wise
// outstanding, the stock report and GSTR-1; the next bill takes the next number. A forged file is refused
// with a sentence and nothing written.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { SCHEMAS_DIR } from '../support/document-catalog.ts';
import { EMPLOYEE_PASSWORD, employeeDesk } from '../support/employees.ts';
import { getJson, postForm, registerAndLogin, sendJson, sendRaw } from '../support/http.ts';
import { reportBooks } from '../support/report-books.ts';
import { startServer, type RunningServer, type Store } from '../support/server.ts';
import { queryStore } from '../support/store-query.ts';

const registry = loadRegistry(SCHEMAS_DIR);
const listed = [...registry.values()].filter((schema) => schema['x-entity'].api !== false).map((schema) => schema['x-entity'].name);
const withLines = [...registry.values()]
  .filter((schema) => schema['x-entity'].api !== false && Object.values(schema.properties).some((property) => typeof property['x-lines'] === 'string'))
  .map((schema) => schema['x-entity'].name);

type Owner = { api(path: string): string; email: string };

const isIdName = (key: string) => key === 'Id' || key === 'userid' || /Id$/.test(key) || /_id$/.test(key);
/** A value with every key and id field left out, recursively (ids differ between servers). */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !isIdName(key)).map(([key, inner]) => [key, withoutIds(inner)]));
}

async function data(url: string): Promise<any> {
  const reply = await getJson(url);
  expect(reply.status, `${url}: ${JSON.stringify(reply.body).slice(0, 300)}`).toBe(200);
  return reply.body.data;
}

/** Every record of every list, each document with its lines, ids left out. */
async function everything(owner: Owner): Promise<Record<string, unknown>> {
  const all: Record<string, unknown> = {};
  for (const entity of listed) {
    const page = await data(owner.api(`${entity}?PerPage=1000`));
    expect(page.rows.length, entity).toBe(page.total);
    all[entity] = withoutIds(page.rows);
    if (withLines.includes(entity)) {
      for (const [at, row] of page.rows.entries()) all[`${entity} #${at}`] = withoutIds(await data(owner.api(`${entity}/${row.Id}`)));
    }
  }
  return all;
}

const firmId = async (owner: Owner, name: string) => (await data(owner.api(`firm?FirmName=${encodeURIComponent(name)}`))).rows[0].Id as number;

/** The reports the two businesses must agree on, for the year of the books (April 2026 to March 2027). */
async function reports(owner: Owner): Promise<Record<string, unknown>> {
  const firm = await firmId(owner, 'Shree Traders');
  const out: Record<string, unknown> = {
    trialBalance: await data(owner.api('reports/trialbalance?ToDate=2027-03-31')),
    trialBalanceFirm: await data(owner.api(`reports/trialbalance?ToDate=2027-03-31&FirmId=${firm}`)),
    outstanding: await data(owner.api('reports/partywiseoutstanding?AsOnDate=2027-03-31')),
    stock: await data(owner.api('reports/stockreport?FromDate=2026-04-01&ToDate=2027-03-31')),
  };
  for (const section of ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'nil', 'hsn', 'doc']) {
    out[`gstr1 ${section}`] = await data(owner.api(`reports/gstr1?FromDate=2026-04-01&ToDate=2026-04-30&FirmId=${firm}&Section=${section}`));
  }
  return withoutIds(out) as Record<string, unknown>;
}

/** The report books, a second firm with a bill, a receipt allocated to a bill, a journal voucher, a role and an employee. */
async function buildBooks(origin: string): Promise<Owner> {
  const books = await reportBooks(origin);
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', books.api(entity), body);
    expect(reply.status, `${entity}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body.data;
  };
  const second = await post('firm', { FirmName: 'Shree Traders Goa', State: 'Goa', SalesPrefix: 'GO' });
  await post('sales', { FirmId: second.Id, CustId: books.parties.walkIn, BillDate: '2026-05-02', BillType: 'INCLUSIVE', PaymentType: 'CASH', BillItems: [{ ItemId: books.items.notebook, Qty: 3, Rate: 56 }] });
  const mumbai = await data(books.api(`party/${books.parties.mumbai}`));
  const cash = (await data(books.api('ledger?SystemCode=CASH'))).rows[0].Id;
  await post('receipt', {
    FirmId: books.firm, VoucherDate: '2026-04-25', FromLedgerId: mumbai.LedgerId, ToLedgerId: cash, Amount: 300,
    ReceiptAllocations: [{ BillId: books.docs.s1, Amount: 300 }],
  });
  const group = (await data(books.api('ledgergroup?GroupCode=INDIRECT_EXPENSES'))).rows[0].Id;
  const rent = await post('ledger', { LedgerName: 'Shop Rent', GroupId: group });
  await post('journalvoucher', {
    FirmId: books.firm, VoucherDate: '2026-04-30', Narration: 'April rent',
    JournalLines: [{ LedgerId: rent.Id, Debit: 15000, Credit: null }, { LedgerId: cash, Debit: null, Credit: 15000 }],
  });
  const desk = await employeeDesk(origin, books);
  const role = await desk.newRole('Counter clerk', 'sales', 'party');
  await desk.newEmployee(role.roleId);
  return books;
}

async function exportOf(owner: Owner): Promise<{ text: string; name: string }> {
  const response = await fetch(owner.api('account/export'), { headers: { 'accept-encoding': 'gzip' } });
  expect(response.status).toBe(200);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? '';
  return { text: await response.text(), name };
}

async function newOwner(origin: string): Promise<Owner> {
  const { token, email } = await registerAndLogin(origin);
  return { email, api: (path: string) => `${origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}` };
}

const load = (owner: Owner, body: string) => sendRaw('POST', owner.api('account/import-business'), body, 'application/json');

const stores: Store[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite', 'sqlite'];

describe(`business file: ${stores.join(' and ')}`, () => {
  const servers: RunningServer[] = [];
  const books: Owner[] = [];
  beforeAll(async () => {
    for (const store of stores) servers.push(await startServer({ store, databaseUrl: inject('postgresUrl') }));
    for (const server of servers) books.push(await buildBooks(server.origin));
  }, 240_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
  });

  for (const [from, to] of [[0, 1], [1, 0]] as const) {
    it(`moves the books from ${stores[from]} to a new business on ${stores[to]}`, { timeout: 180_000 }, async () => {
      const source = books[from];
      const file = await exportOf(source);
      expect(file.name).toMatch(/^bahi-owner-[a-z0-9.-]*-\d{4}-\d{2}-\d{2}\.json$/);
      const parsed = JSON.parse(file.text);
      expect(parsed).toMatchObject({ format: 'bahi-business', formatVersion: 1 });
      // No secrets: no sign-ins, no password hashes (the employee's Password column stays behind).
      expect(Object.keys(parsed.tables)).not.toContain('account');
      expect(parsed.tables.employee.columns).not.toContain('Password');
      expect(file.text).not.toMatch(/scrypt|\$argon|password_hash/i);

      const target = await newOwner(servers[to].origin);
      expect((await data(target.api('account/import-business'))).Allowed).toBe(true);
      // One direction sends the file gzipped, the other as it is.
      const loaded = from === 0
        ? await load(target, file.text)
        : await sendRaw('POST', target.api('account/import-business'), zlib.gzipSync(file.text) as unknown as string, 'application/gzip');
      expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
      expect(loaded.body.data.Rows).toBeGreaterThan(100);
      expect((await data(target.api('account/import-business'))).Allowed).toBe(false);

      const [before, after] = [await everything(source), await everything(target)];
      // The employee arrives without a login (the file has no passwords): switched off until given one.
      expect((after.employee as Array<{ Status: boolean }>).map((row) => row.Status)).toEqual([false]);
      for (const side of [before, after]) for (const row of side.employee as Array<{ Status?: boolean }>) delete row.Status;
      expect(after).toEqual(before);
      expect(await reports(target)).toEqual(await reports(source));

      // The edit log came along, renumbered: the deleted bill's entries keep its firm (GSTR-1's table 13
      // reads them) and lose its id (it has none here); the log holds the source's entries, this
      // business's sign-up and the load.
      const logOf = async (server: RunningServer, owner: Owner) => {
        const [{ tenant_id: tenant }] = await queryStore(server, inject('postgresUrl'), 'select tenant_id from account where email = $1', [owner.email]);
        return queryStore(server, inject('postgresUrl'), 'select entity, action, record_id, before_data from edit_log where tenant_id = $1 order by id', [tenant]);
      };
      const [sourceLog, targetLog] = [await logOf(servers[from], source), await logOf(servers[to], target)];
      expect(targetLog.length).toBe(sourceLog.length + 2);
      const deletions = targetLog.filter((entry) => entry.entity === 'sales' && entry.action === 'delete');
      expect(deletions).toHaveLength(1);
      const deleted = typeof deletions[0].before_data === 'string' ? JSON.parse(deletions[0].before_data) : deletions[0].before_data;
      expect([deletions[0].record_id, deleted.Id, deleted.FirmId, deleted.PrefixBillNo]).toEqual([null, null, await firmId(target, 'Shree Traders'), 'ST/26-27/6']);

      // The counters came along: the next bill of each firm takes the next number in both businesses.
      for (const owner of [source, target]) {
        const firm = await firmId(owner, 'Shree Traders');
        const customer = (await data(owner.api('party?PartyName=Mumbai%20Retail'))).rows[0].Id;
        const item = (await data(owner.api('item?ItemName=Pen'))).rows[0].Id;
        const bill = await sendJson('POST', owner.api('sales'), { FirmId: firm, CustId: customer, BillDate: '2026-04-28', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: item, Qty: 1, Rate: 10 }] });
        expect(bill.status, JSON.stringify(bill.body)).toBe(200);
        // s1..s6 and the deleted bill took numbers 1 to 7 (report-books.ts): this is ST/26-27/8.
        expect(bill.body.data.PrefixBillNo).toBe('ST/26-27/8');
      }
      // The employee gets a login when the owner gives a password (switched on without one: refused).
      const [employee] = (await data(target.api('employee'))).rows;
      const { Id, EmployeeName, Email, BranchId, TypeId, RoleId, RowVersion } = await data(target.api(`employee/${employee.Id}`));
      const record = { EmployeeName, Email, BranchId, TypeId, RoleId, RowVersion, Status: true };
      const bare = await sendJson('PUT', target.api(`employee/${Id}`), record);
      expect([bare.status, bare.body.message]).toEqual([400, 'Password is required: this employee has no login yet']);
      const given = await sendJson('PUT', target.api(`employee/${Id}`), { ...record, Password: EMPLOYEE_PASSWORD });
      expect(given.status, JSON.stringify(given.body)).toBe(200);
      const signIn = await postForm(`${servers[to].origin}/api/super/employeelogin`, { uname: Email, password: EMPLOYEE_PASSWORD });
      expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);

      // The loaded business is an ordinary one now: a second load is refused.
      expect((await load(target, file.text)).status).toBe(409);
    });
  }

  it('refuses a forged or damaged file with a sentence, writing nothing; only the owner of a new business may load one', { timeout: 120_000 }, async () => {
    const file = JSON.parse((await exportOf(books[0])).text);
    const target = await newOwner(servers[1].origin);
    const fresh = { ledgers: (await data(target.api('ledger?PerPage=1'))).total, states: (await data(target.api('state?PerPage=1'))).total };
    const forged = (change: (copy: any) => void) => {
      const copy = structuredClone(file);
      change(copy);
      return JSON.stringify(copy);
    };
    const column = (table: string, name: string) => file.tables[table].columns.indexOf(name);
    const cases: Array<[string, string, RegExp]> = [
      ['another version', forged((copy) => (copy.formatVersion = 2)), /format version 2; this server reads format version 1/],
      ['not a business file', JSON.stringify({ hello: 'world' }), /not a Bahi business file/],
      ['an unknown table', forged((copy) => (copy.tables.spaceship = { columns: ['Id'], rows: [[1]] })), /table this server does not know: spaceship/],
      ['an unknown column', forged((copy) => copy.tables.firm.columns.push('Warp')), /column this server does not keep: Warp/],
      ['a needed column left out', forged((copy) => {
        const at = copy.tables.journal_line.columns.indexOf('entry_date');
        copy.tables.journal_line.columns.splice(at, 1);
        for (const row of copy.tables.journal_line.rows) row.splice(at, 1);
      }), /Table journal_line has no entry_date column/],
      ['a wrong type', forged((copy) => (copy.tables.sales.rows[0][column('sales', 'BillDate')] = 20260405)), /Table sales, row 1: BillDate must be a date/],
      ['a missing firm', forged((copy) => (copy.tables.sales.rows[0][column('sales', 'FirmId')] = 987654)), /Table sales, row 1: FirmId 987654 points at a firm the file does not hold/],
      ['a line of no bill', forged((copy) => (copy.tables.salesline.rows[0][column('salesline', 'SalesId')] = 987654)), /SalesId 987654 points at a sales the file does not hold/],
      // Double entry: a document's lines debit what they credit; one paisa more on a debit leaves it 1 paisa out.
      ['a journal that does not balance', forged((copy) => {
        const debit = column('journal_line', 'debit');
        const row = copy.tables.journal_line.rows.find((line: number[]) => line[debit] > 0);
        row[debit] += 1;
      }), /The journal of \w+ \d+ does not balance: its debits and credits differ by 1 paise/],
      ['a journal line of no document', forged((copy) => (copy.tables.journal_line.rows[0][column('journal_line', 'doc_id')] = 987654)), /Table journal_line, row 1: doc_id 987654 points at a/],
      ['a key twice', forged((copy) => copy.tables.unit.rows.push([...copy.tables.unit.rows[0]])), /Table unit, row 2: Id \d+ appears twice/],
      ['a name twice', forged((copy) => copy.tables.unit.rows.push([987654, ...copy.tables.unit.rows[0].slice(1)])), /two unit rows that must differ/],
    ];
    for (const [what, body, message] of cases) {
      const reply = await load(target, body);
      expect(reply.status, `${what}: ${JSON.stringify(reply.body)}`).toBe(400);
      expect(reply.body.message, what).toMatch(/^Nothing was loaded: /);
      expect(reply.body.message, what).toMatch(message);
    }
    const damaged = await sendRaw('POST', target.api('account/import-business'), '{"format": "bahi-business", "formatVersion": 1, "tables": {', 'application/json');
    expect(damaged.status).toBe(400);
    const badZip = await sendRaw('POST', target.api('account/import-business'), 'not gzip at all', 'application/gzip');
    expect([badZip.status, badZip.body.message]).toEqual([400, 'Nothing was loaded: the file is not a gzipped business file (it could not be unpacked).']);
    // Nothing was written: still the sign-up's books, still new.
    expect((await data(target.api('firm'))).total).toBe(0);
    expect((await data(target.api('ledger?PerPage=1'))).total).toBe(fresh.ledgers);
    expect((await data(target.api('state?PerPage=1'))).total).toBe(fresh.states);
    expect((await data(target.api('account/import-business'))).Allowed).toBe(true);

    // A business with a record of its own is not new; an employee may neither download nor load.
    await sendJson('POST', target.api('unit'), { UnitName: 'Box', UQC: 'BOX' });
    const busy = await load(target, JSON.stringify(file));
    expect([busy.status, busy.body.message]).toEqual([409, 'This business already has records of its own: a business file can be loaded only into a new, empty business.']);
    const desk = await employeeDesk(servers[1].origin, target);
    const clerk = await desk.newEmployee((await desk.newRole('Clerk', 'sales')).roleId);
    expect((await getJson(desk.as(clerk.token, 'account/export'))).status).toBe(403);
    expect((await sendRaw('POST', desk.as(clerk.token, 'account/import-business'), JSON.stringify(file), 'application/json')).status).toBe(403);
    expect((await getJson(`${servers[1].origin}/api/account/export`)).status).toBe(401);
  });
});
