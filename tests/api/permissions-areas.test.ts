// Employee access over the vouchers, their look-ups, the dashboard and every report, on both stores.
// An employee whose role grants only the Receipt page and the Ledger Report may read and write
// receipts (with their allocations) and use the receipt side of the voucher look-ups; payments and
// contra vouchers answer 403 to every verb and write nothing; the dashboard and every other report
// (and the GSTR-1 portal file) are refused until granted; a changed grant applies at the next call.
import { beforeAll, expect, inject, it } from 'vitest';
import { accountsFixture, type AccountsFixture } from '../support/accounts-fixture.ts';
import { employeeDesk, type EmployeeDesk, type SignedInEmployee } from '../support/employees.ts';
import { getJson, sendJson } from '../support/http.ts';
import { FIRM_GSTIN } from '../support/report-books.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';
import { expectPortalFile } from '../support/gstr1-portal-schema.ts';

const WRITE_VERBS = ['POST', 'PUT', 'DELETE'] as const;
const YEAR = { FromDate: '2026-04-01', ToDate: '2027-03-31' };
type ReportSchema = { required?: string[]; properties: Record<string, { enum?: string[] }>; 'x-report': { name: string; links?: Record<string, string> } };

describeEachStore('employee access to vouchers, dashboard and reports', (server) => {
  let owner: AccountsFixture;
  let desk: EmployeeDesk;
  let tenant: number;
  let profile: Record<string, any>;
  let clerk: SignedInEmployee;
  let reports: ReportSchema[];
  const as = (path: string) => desk.as(clerk.token, path);
  const q = (sql: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), sql, params);

  /** Everything a refused voucher call could have written: rows, allocations, journal, counters, bill balances. */
  const footprint = async () =>
    (
      await q(
        `select (select count(*) from receipt where tenant_id = $1) as r, (select count(*) from payment where tenant_id = $1) as p,
                (select count(*) from contravoucher where tenant_id = $1) as c, (select count(*) from receiptallocation where tenant_id = $1) as ra,
                (select count(*) from paymentallocation where tenant_id = $1) as pa, (select count(*) from journal_line where tenant_id = $1) as j,
                (select coalesce(sum(last_number), 0) from document_counter where tenant_id = $1) as n,
                (select coalesce(sum("BalanceBillAmt"), 0) from sales where tenant_id = $1) as sb,
                (select coalesce(sum("BalanceBillAmt"), 0) from purchase where tenant_id = $1) as pb,
                (select coalesce(sum("RowVersion"), 0) from payment where tenant_id = $1) + (select coalesce(sum("RowVersion"), 0) from contravoucher where tenant_id = $1) as v`,
        [tenant],
      )
    ).map((row) => Object.values(row).map(Number))[0];

  /** Filters that make a report answer: the period, the first choice of a list, the first record a link names. */
  const filtersOf = async (report: ReportSchema) => {
    const filters = new URLSearchParams();
    for (const field of report.required ?? []) {
      const link = report['x-report'].links?.[field];
      if (field in YEAR) filters.set(field, YEAR[field as keyof typeof YEAR]);
      else if (report.properties[field].enum) filters.set(field, report.properties[field].enum![0]);
      else if (link) filters.set(field, String((await desk.ownerGet(`${link}?PerPage=1`)).rows[0].Id));
      else throw new Error(`${report['x-report'].name}: no value for the required filter ${field}`);
    }
    return filters.toString();
  };
  const openReport = async (report: ReportSchema) => (await getJson(as(`reports/${report['x-report'].name}?${await filtersOf(report)}`))).status;
  const portalJson = (token: string) => getJson(desk.as(token, `reports/gstr1/portal-json?FromDate=2026-04-01&ToDate=2026-06-30&FirmId=${owner.firm}`));

  beforeAll(async () => {
    owner = await accountsFixture(server().origin);
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    const firm = (await getJson(owner.api(`firm/${owner.firm}`))).body.data;
    expect((await sendJson('PUT', owner.api(`firm/${owner.firm}`), { ...firm, GSTIN: FIRM_GSTIN })).status).toBe(200);
    desk = await employeeDesk(server().origin, owner);
    const role = await desk.newRole('Receipt desk', 'receipt', 'ledgerreport');
    profile = role.profile;
    clerk = await desk.newEmployee(role.roleId);
    reports = (await desk.ownerGet('meta/reports')).reports;
  });

  it('lets the Receipt page read, raise, edit and delete receipts with their allocations', async () => {
    expect((await getJson(as('receipt'))).body.data.total).toBe(2);
    expect((await getJson(as(`receipt/${owner.docs.rv1}`))).body.data.ReceiptAllocations).toHaveLength(1);
    const body = { FirmId: owner.firm, VoucherDate: '2026-08-01', FromLedgerId: owner.ledgers.asha, ToLedgerId: owner.ledgers.cash, Amount: 150, ReceiptAllocations: [{ BillId: owner.docs.s2, Amount: 100 }] };
    const made = await sendJson('POST', as('receipt'), body);
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.CreatedBy).toBe(clerk.record.Email);
    expect((await getJson(owner.api(`sales/${owner.docs.s2}`))).body.data.BalanceBillAmt).toBe(950);
    const edited = await sendJson('PUT', as(`receipt/${made.body.data.Id}`), { ...body, Amount: 120, ReceiptAllocations: [{ BillId: owner.docs.s2, Amount: 120 }], RowVersion: made.body.data.RowVersion });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect((await getJson(owner.api(`sales/${owner.docs.s2}`))).body.data.BalanceBillAmt).toBe(930);
    expect((await sendJson('DELETE', as(`receipt/${made.body.data.Id}`), {})).status).toBe(200);
    expect((await getJson(owner.api(`sales/${owner.docs.s2}`))).body.data.BalanceBillAmt).toBe(1050);
  });

  it('refuses payments and contra vouchers with every verb, writing nothing', async () => {
    const before = await footprint();
    for (const entity of ['payment', 'contravoucher']) {
      const sample = (await desk.ownerGet(`${entity}?PerPage=1`)).rows[0];
      expect(sample, `${entity} has a record to try`).toBeDefined();
      expect([entity, (await getJson(as(entity))).status, (await getJson(as(`${entity}/${sample.Id}`))).status]).toEqual([entity, 403, 403]);
      const { Id: _id, ...record } = (await getJson(owner.api(`${entity}/${sample.Id}`))).body.data;
      for (const verb of WRITE_VERBS) {
        const reply = await sendJson(verb, as(verb === 'POST' ? entity : `${entity}/${sample.Id}`), { ...record, Amount: 1 });
        expect([entity, verb, reply.status]).toEqual([entity, verb, 403]);
      }
    }
    expect(await footprint()).toEqual(before);
    const listed = new Set(((await getJson(as('meta/entities'))).body.data.entities as Array<{ 'x-entity': { name: string } }>).map((schema) => schema['x-entity'].name));
    for (const name of ['receipt', 'ledger', 'sales']) expect(listed).toContain(name);
    for (const name of ['payment', 'paymentallocation', 'contravoucher', 'purchase']) expect(listed).not.toContain(name);
  });

  it('reads what its forms pick from and nothing further along the links', async () => {
    // The receipt form picks ledgers and settles sales bills: those it reads; the quotations and
    // challans the bills were made from, and the ledger groups, are other pages' business.
    for (const name of ['receipt', 'ledger', 'sales']) expect([name, (await getJson(as(`${name}?PerPage=1`))).status]).toEqual([name, 200]);
    for (const name of ['quotation', 'deliverychallan', 'ledgergroup', 'purchase']) expect([name, (await getJson(as(`${name}?PerPage=1`))).status]).toEqual([name, 403]);
    // A party page reads parties, not the ledger each party keeps in a hidden field.
    const partyDesk = await desk.newEmployee((await desk.newRole('Party desk', 'party')).roleId);
    expect((await getJson(desk.as(partyDesk.token, 'party?PerPage=1'))).status).toBe(200);
    for (const name of ['ledger', 'ledgergroup']) expect([name, (await getJson(desk.as(partyDesk.token, `${name}?PerPage=1`))).status]).toEqual([name, 403]);
  });

  it('opens the receipt side of the voucher look-ups and refuses the payment side', async () => {
    const cashBank = await getJson(as('vouchers/ledgers?role=cashbank'));
    expect(cashBank.status).toBe(200);
    expect(cashBank.body.data.rows.map((row: { LedgerName: string }) => row.LedgerName)).toEqual(['Cash', 'HDFC Bank']);
    const open = await getJson(as(`vouchers/openbills?kind=sales&LedgerId=${owner.ledgers.asha}`));
    expect(open.status).toBe(200);
    expect(open.body.data.rows.map((row: { Id: number }) => row.Id)).toContain(owner.docs.s2);
    expect((await getJson(as(`vouchers/settlements?kind=sales&BillId=${owner.docs.s1}`))).body.data.total).toBe(2);
    expect((await getJson(as(`vouchers/openbills?kind=purchase&LedgerId=${owner.ledgers.sagar}`))).status).toBe(403);
    expect((await getJson(as(`vouchers/settlements?kind=purchase&BillId=${owner.docs.p0}`))).status).toBe(403);
    // Refused before the input is looked at: a bad query tells a stranger nothing either.
    expect((await getJson(as('vouchers/openbills?kind=purchase&LedgerId=x'))).status).toBe(403);
    expect((await getJson(as('vouchers/settlements?kind=purchase'))).status).toBe(403);
  });

  it('opens only the granted report, lists only it, and keeps the GSTR-1 portal file for gstr1 or all reports', async () => {
    expect(reports.length).toBeGreaterThan(20);
    const listed = (await getJson(as('meta/reports'))).body.data.reports.map((report: ReportSchema) => report['x-report'].name);
    expect(listed).toEqual(['ledgerreport']);
    for (const report of reports) {
      const name = report['x-report'].name;
      expect([name, await openReport(report)]).toEqual([name, name === 'ledgerreport' ? 200 : 403]);
      expect([name, (await getJson(owner.api(`reports/${name}?${await filtersOf(report)}`))).status]).toEqual([name, 200]);
    }
    expect((await portalJson(clerk.token)).status).toBe(403);
    for (const page of ['gstr1', 'reports']) {
      const other = await desk.newRole(`GST desk ${page}`, page);
      const filer = await desk.newEmployee(other.roleId);
      const reply = await portalJson(filer.token);
      expect([page, reply.status], JSON.stringify(reply.body).slice(0, 300)).toEqual([page, 200]);
      expect(reply.body.gstin).toBe(FIRM_GSTIN);
      expectPortalFile(reply.body); // the GST offline tool's format (tests/support/gst-schemas/gstr1.schema.json)
    }
  });

  it('opens the dashboard only with a Dashboard activity', async () => {
    expect((await getJson(as('dashboard?Date=2026-06-30'))).status).toBe(403);
    profile = await desk.regrant(profile, 'receipt', 'ledgerreport', 'dashboard');
    const opened = await getJson(as('dashboard?Date=2026-06-30'));
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data.CashAndBank.map((ledger: { LedgerName: string }) => ledger.LedgerName).sort()).toEqual(['Cash', 'HDFC Bank']);
  });

  it('applies a revoked grant at the very next call', async () => {
    const ledgerReport = reports.find((report) => report['x-report'].name === 'ledgerreport')!;
    profile = await desk.regrant(profile, 'ledgerreport');
    const before = await footprint();
    expect((await getJson(as('receipt'))).status).toBe(403);
    expect((await sendJson('POST', as('receipt'), { FirmId: owner.firm, VoucherDate: '2026-08-02', FromLedgerId: owner.ledgers.asha, ToLedgerId: owner.ledgers.cash, Amount: 10 })).status).toBe(403);
    expect((await sendJson('DELETE', as(`receipt/${owner.docs.rv1}`), {})).status).toBe(403);
    expect((await getJson(as('vouchers/ledgers?role=all'))).status).toBe(403);
    expect((await getJson(as(`vouchers/openbills?kind=sales&LedgerId=${owner.ledgers.asha}`))).status).toBe(403);
    expect((await getJson(as('dashboard'))).status).toBe(403);
    expect(await footprint()).toEqual(before);
    expect(await openReport(ledgerReport)).toBe(200);
    profile = await desk.regrant(profile, 'receipt');
    expect(await openReport(ledgerReport)).toBe(403);
    expect((await getJson(as('receipt'))).status).toBe(200);
  });
});
