// The journal voucher through the API on both stores: entries no other voucher makes (depreciation, an
// expense bill booked with its input tax), numbered JV per firm and financial year, posted line by line
// to the paisa, refused with nothing written when it does not balance (double entry: debits equal
// credits) or a line is both a debit and a credit, edited and deleted with its journal, and read back by
// the day book, the ledgers, the trial balance, the P&L and the outstanding. Figures worked by hand:
//
//   jv1 2026-09-30 depreciation  Depreciation Dr 12,345.67 / Furniture Cr 12,345.67   (Indirect Expenses / Fixed Assets)
//   jv2 2026-10-05 rent bill     Shop Rent Dr 10,000 + Input CGST Dr 900 + Input SGST Dr 900 (9 % + 9 % of 10,000)
//                                / Verma Estates (a creditor) Cr 11,800 = 10,000 + 900 + 900
//   jv3 2027-04-02               Shop Rent Dr 1 / Cash Cr 1, in the next financial year
import { beforeAll, expect, inject, it } from 'vitest';
import { employeeDesk } from '../support/employees.ts';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('journal voucher', (server) => {
  let api: (p: string) => string;
  let owner: { email: string; token: string };
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (sql: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), sql, params);
  const journal = async (docId: number) =>
    (await q(`select l."LedgerName" as ledger, j.debit, j.credit, j.entry_date, j.narration from journal_line j join ledger l on l."Id" = j.ledger_id and l.tenant_id = j.tenant_id
               where j.tenant_id = $1 and j.doc_type = 'journalvoucher' and j.doc_id = $2 order by j.id`, [tenant, docId]))
      .map((r) => [r.ledger, Number(r.debit), Number(r.credit), String(r.narration)]);
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  const report = async (query: string) => {
    const reply = await getJson(api(`reports/${query}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as { rows: any[]; totals: any; summary: any };
  };
  /** What a refused call must leave untouched: vouchers, their lines, journal lines and number counters. */
  const footprint = async () =>
    (await q(`select (select count(*) from journalvoucher where tenant_id = $1) as v, (select count(*) from journalline where tenant_id = $1) as l,
               (select count(*) from journal_line where tenant_id = $1) as j, (select coalesce(sum(last_number), 0) from document_counter where tenant_id = $1) as n,
               (select count(*) from edit_log where tenant_id = $1) as e`, [tenant])).map((r) => Object.values(r).map(Number))[0];
  const line = (ledger: number, debit: number | null, credit: number | null, narration?: string) => ({ LedgerId: ledger, ...(debit === null ? {} : { Debit: debit }), ...(credit === null ? {} : { Credit: credit }), ...(narration ? { LineNarration: narration } : {}) });

  beforeAll(async () => {
    owner = await registerAndLogin(server().origin);
    api = (p) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    ids.firm = (await post('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra' })).Id;
    const group = async (code: string) => (await getJson(api(`ledgergroup?GroupCode=${code}`))).body.data.rows[0].Id;
    const system = async (code: string) => (await getJson(api(`ledger?SystemCode=${code}`))).body.data.rows[0].Id;
    ids.depreciation = (await post('ledger', { LedgerName: 'Depreciation', GroupId: await group('INDIRECT_EXPENSES') })).Id;
    ids.furniture = (await post('ledger', { LedgerName: 'Furniture', GroupId: await group('FIXED_ASSETS') })).Id;
    ids.rent = (await post('ledger', { LedgerName: 'Shop Rent', GroupId: await group('INDIRECT_EXPENSES') })).Id;
    ids.cgst = await system('INPUT_CGST');
    ids.sgst = await system('INPUT_SGST');
    ids.cash = await system('CASH');
    ids.creditor = (await post('party', { PartyName: 'Verma Estates', State: 'Maharashtra', PartyType: 'Supplier' })).LedgerId;
  });

  it('posts a depreciation entry: numbered JV/26-27/1, one journal line per line, the amount its debit total', async () => {
    const reply = await sendJson('POST', api('journalvoucher'), {
      FirmId: ids.firm, VoucherDate: '2026-09-30', Narration: 'Depreciation on furniture, first half',
      JournalLines: [line(ids.depreciation, 12345.67, null), line(ids.furniture, null, 12345.67, 'Furniture at 10 % a year')],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.message).toBe('Voucher Created SuccessFully');
    const voucher = reply.body.data;
    ids.jv1 = voucher.Id;
    // Answered from what the save wrote and its rules read (the firm's and ledgers' names), not read back: it
    // must be exactly what reading it gives.
    expect(voucher).toEqual((await getJson(api(`journalvoucher/${voucher.Id}`))).body.data);
    expect(voucher).toMatchObject({ PrefixVoucherNo: 'JV/26-27/1', VoucherNo: 1, Prefix: 'JV', Amount: 12345.67, FirmName: 'Sharma Stores' });
    expect(voucher.JournalLines.map((l: any) => [l.LineNo, l.LedgerName, l.Debit, l.Credit])).toEqual([[1, 'Depreciation', 12345.67, 0], [2, 'Furniture', 0, 12345.67]]);
    // A line's own narration, else the voucher's.
    expect(await journal(voucher.Id)).toEqual([
      ['Depreciation', 1234567, 0, 'Depreciation on furniture, first half'],
      ['Furniture', 0, 1234567, 'Furniture at 10 % a year'],
    ]);
    const log = await q(`select action from edit_log where tenant_id = $1 and entity = 'journalvoucher' and record_id = $2`, [tenant, voucher.Id]);
    expect(log.map((row) => row.action)).toEqual(['create']);
  });

  it('posts a three-line entry to a creditor: numbered JV/26-27/2, the creditor on account in the outstanding', async () => {
    const voucher = await post('journalvoucher', {
      FirmId: ids.firm, VoucherDate: '2026-10-05', Narration: 'October rent, invoice VE/118',
      JournalLines: [line(ids.rent, 10000, null), line(ids.cgst, 900, null), line(ids.sgst, 900, null), line(ids.creditor, null, 11800)],
    });
    ids.jv2 = voucher.Id;
    expect([voucher.PrefixVoucherNo, voucher.Amount]).toEqual(['JV/26-27/2', 11800]); // 10,000 + 900 + 900
    expect((await journal(voucher.Id)).map(([ledger, debit, credit]) => [ledger, debit, credit])).toEqual([
      ['Shop Rent', 1000000, 0],
      ['Input CGST', 90000, 0],
      ['Input SGST', 90000, 0],
      ['Verma Estates', 0, 1180000],
    ]);
    // No bill is settled: the creditor's 11,800 stands on account, payable.
    const outstanding = await report('partywiseoutstanding?AsOnDate=2026-10-31&Side=supplier');
    expect(outstanding.rows.filter((row) => !row.RowStyle).map((row) => [row.Particulars, row.Balance])).toEqual([['On account (advances, credit notes, unallocated)', 11800]]);
    expect(outstanding.totals.Balance).toBe(11800);
  });

  it('numbers per financial year: the first voucher after 1 April is JV/27-28/1', async () => {
    const voucher = await post('journalvoucher', { FirmId: ids.firm, VoucherDate: '2027-04-02', JournalLines: [line(ids.rent, 1, null), line(ids.cash, null, 1)] });
    ids.jv3 = voucher.Id;
    expect(voucher.PrefixVoucherNo).toBe('JV/27-28/1');
    // No narration anywhere: the lines say what kind of voucher made them.
    expect((await journal(voucher.Id)).map((row) => row[3])).toEqual(['Journal', 'Journal']);
  });

  it('refuses, with nothing written, an entry whose debits and credits differ', async () => {
    const before = await footprint();
    const reply = await sendJson('POST', api('journalvoucher'), { FirmId: ids.firm, VoucherDate: '2026-10-06', JournalLines: [line(ids.rent, 100, null), line(ids.cash, null, 99.99)] });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Debit and credit must be equal: Dr 100.00, Cr 99.99');
    expect(reply.body.errors[0].path).toBe('/JournalLines');
    expect(await footprint()).toEqual(before);
  });

  it('refuses, with nothing written, a line with both a debit and a credit, or neither, one line, bad amounts, a ledger not of this business', async () => {
    const before = await footprint();
    const refused = async (lines: object[], over: object = {}) => {
      const reply = await sendJson('POST', api('journalvoucher'), { FirmId: ids.firm, VoucherDate: '2026-10-06', JournalLines: lines, ...over });
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      return [reply.body.message, reply.body.errors?.[0]?.path];
    };
    expect(await refused([line(ids.rent, 50, 50), line(ids.cash, null, 0)])).toEqual(['Line 1: give either a debit or a credit amount, not both', '/JournalLines/0/Credit']);
    expect(await refused([line(ids.rent, 50, null), line(ids.cash, null, null)])).toEqual(['Line 2: give either a debit or a credit amount', '/JournalLines/1/Debit']);
    expect(await refused([line(ids.rent, 50, null)])).toEqual(['A journal voucher needs at least two lines: one debit and one credit', '/JournalLines']);
    expect((await refused([line(ids.rent, -50, null), line(ids.cash, null, -50)]))[1]).toBe('/JournalLines/0/Debit');
    expect((await refused([line(ids.rent, 10.005, null), line(ids.cash, null, 10.005)]))[1]).toBe('/JournalLines/0/Debit');
    expect(await refused([line(ids.rent, 50, null), line(999999, null, 50)])).toEqual(['Line 2: Ledger: no such Ledger', '/JournalLines/1/LedgerId']);
    expect((await refused([line(ids.rent, 50, null), line(ids.cash, null, 50)], { FirmId: undefined }))[1]).toBe('/FirmId');
    const stranger = await registerAndLogin(server().origin);
    const theirCash = (await getJson(`${server().origin}/api/ledger?SystemCode=CASH&auth=${stranger.token}`)).body.data.rows[0].Id;
    expect(await refused([line(ids.rent, 50, null), line(theirCash, null, 50)])).toEqual(['Line 2: Ledger: no such Ledger', '/JournalLines/1/LedgerId']);
    expect(await footprint()).toEqual(before);
  });

  it('is in the day book and in the ledger of every ledger it touches', async () => {
    const day = await report('daybook?FromDate=2026-10-05&ToDate=2026-10-05');
    expect(day.rows.map((row) => [row.RowStyle ?? '', row.VoucherType ?? '', row.Number ?? '', row.Particulars, row.Debit ?? null, row.Credit ?? null])).toEqual([
      ['heading', 'Journal', 'JV/26-27/2', '', null, null],
      ['', '', '', 'Shop Rent', 10000, null],
      ['', '', '', 'Input CGST', 900, null],
      ['', '', '', 'Input SGST', 900, null],
      ['', '', '', 'Verma Estates', null, 11800],
    ]);
    expect(day.rows[0]).toMatchObject({ Id: ids.jv2, DocRoute: 'journalvoucher' });
    expect(day.totals).toEqual({ Debit: 11800, Credit: 11800 });
    const furniture = await report(`ledgerreport?FromDate=2026-04-01&ToDate=2027-03-31&LedgerId=${ids.furniture}`);
    // On Furniture the particulars are the other side carrying the most: Depreciation.
    expect(furniture.rows.filter((row) => !row.RowStyle).map((row) => [row.Date, row.VoucherType, row.Number, row.Particulars, row.Credit, row.Balance, row.BalanceType])).toEqual([
      ['2026-09-30', 'Journal', 'JV/26-27/1', 'Depreciation', 12345.67, 12345.67, 'Cr'],
    ]);
    const creditor = await report(`ledgerreport?FromDate=2026-04-01&ToDate=2027-03-31&LedgerId=${ids.creditor}`);
    expect(creditor.rows.filter((row) => !row.RowStyle).map((row) => [row.Number, row.Particulars, row.Credit])).toEqual([['JV/26-27/2', 'Shop Rent', 11800]]);
    const cgst = await report(`ledgerreport?FromDate=2026-04-01&ToDate=2027-03-31&LedgerId=${ids.cgst}`);
    expect(cgst.totals).toMatchObject({ Debit: 900, Balance: 900, BalanceType: 'Dr' });
  });

  it('the trial balance still balances and the P&L counts the depreciation', async () => {
    const tb = await report('trialbalance?ToDate=2027-03-31');
    // Dr: Depreciation 12,345.67 + Shop Rent 10,000 + Input CGST 900 + Input SGST 900 = 24,145.67;
    // Cr: Furniture 12,345.67 + Verma Estates 11,800 = 24,145.67.
    expect(tb.totals).toMatchObject({ Debit: 24145.67, Credit: 24145.67 });
    const pl = await report('profitandloss?FromDate=2026-04-01&ToDate=2027-03-31');
    const amounts = new Map(pl.rows.filter((row) => row.LedgerId).map((row) => [row.Particulars, row.Amount]));
    expect([amounts.get('Depreciation'), amounts.get('Shop Rent')]).toEqual([12345.67, 10000]);
    // No income: a net loss of the two indirect expenses, 12,345.67 + 10,000 = 22,345.67.
    expect(pl.totals).toEqual({ Particulars: 'Net loss', Amount: 22345.67 });
  });

  it('an edit replaces its lines and its journal, keeps its number, and the ledger report follows', async () => {
    const current = (await getJson(api(`journalvoucher/${ids.jv1}`))).body.data;
    const reply = await sendJson('PUT', api(`journalvoucher/${ids.jv1}`), {
      FirmId: ids.firm, VoucherDate: '2026-09-30', Narration: 'Depreciation on furniture, corrected', RowVersion: current.RowVersion,
      JournalLines: [line(ids.depreciation, 10000, null), line(ids.furniture, null, 10000)],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect([reply.body.data.PrefixVoucherNo, reply.body.data.Amount, reply.body.data.JournalLines.length]).toEqual(['JV/26-27/1', 10000, 2]);
    expect((await journal(ids.jv1)).map(([ledger, debit, credit]) => [ledger, debit, credit])).toEqual([['Depreciation', 1000000, 0], ['Furniture', 0, 1000000]]);
    const book = await report(`ledgerreport?FromDate=2026-04-01&ToDate=2027-03-31&LedgerId=${ids.depreciation}`);
    expect(book.rows.filter((row) => !row.RowStyle).map((row) => [row.Number, row.Debit, row.Balance])).toEqual([['JV/26-27/1', 10000, 10000]]);
    const unbalanced = await sendJson('PUT', api(`journalvoucher/${ids.jv1}`), {
      FirmId: ids.firm, VoucherDate: '2026-09-30', RowVersion: reply.body.data.RowVersion, JournalLines: [line(ids.depreciation, 10000, null), line(ids.furniture, null, 1000)],
    });
    expect([unbalanced.status, unbalanced.body.message]).toEqual([400, 'Debit and credit must be equal: Dr 10000.00, Cr 1000.00']);
    expect((await journal(ids.jv1)).length).toBe(2);
    const log = await q(`select action, before_data from edit_log where tenant_id = $1 and entity = 'journalvoucher' and record_id = $2 order by id`, [tenant, ids.jv1]);
    expect(log.map((row) => row.action)).toEqual(['create', 'update']);
    const before = typeof log[1].before_data === 'string' ? JSON.parse(log[1].before_data) : log[1].before_data; // jsonb on PostgreSQL
    expect([before.Amount, before.JournalLines[0].Debit]).toEqual([12345.67, 12345.67]);
  });

  it('a delete removes it from the day book and the ledgers', async () => {
    const reply = await sendJson('DELETE', api(`journalvoucher/${ids.jv2}`), undefined);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(await journal(ids.jv2)).toEqual([]);
    expect(Number((await q('select count(*) as n from journalline where tenant_id = $1 and "JournalVoucherId" = $2', [tenant, ids.jv2]))[0].n)).toBe(0);
    const day = await report('daybook?FromDate=2026-10-05&ToDate=2026-10-05');
    expect(day.rows).toEqual([]);
    const rent = await report(`ledgerreport?FromDate=2026-04-01&ToDate=2027-03-31&LedgerId=${ids.rent}`);
    expect(rent.rows.filter((row) => !row.RowStyle)).toEqual([]);
    const tb = await report('trialbalance?ToDate=2027-03-31');
    expect(tb.totals).toMatchObject({ Debit: 10000, Credit: 10000 }); // only the corrected depreciation is left
    const log = await q(`select action from edit_log where tenant_id = $1 and entity = 'journalvoucher' and record_id = $2 order by id`, [tenant, ids.jv2]);
    expect(log.map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it('another business can neither read, change nor delete it', async () => {
    const stranger = await registerAndLogin(server().origin);
    const theirs = (path: string) => `${server().origin}/api/${path}?auth=${stranger.token}`;
    expect((await getJson(theirs(`journalvoucher/${ids.jv1}`))).status).toBe(404);
    expect((await sendJson('PUT', theirs(`journalvoucher/${ids.jv1}`), { FirmId: 1, RowVersion: 1, JournalLines: [] })).status).toBe(404);
    expect((await sendJson('DELETE', theirs(`journalvoucher/${ids.jv1}`), undefined)).status).toBe(404);
    expect((await getJson(theirs('journalvoucher'))).body.data.total).toBe(0);
    expect((await getJson(api(`journalvoucher/${ids.jv1}`))).status).toBe(200);
  });

  it('is in the Accounts menu and can be granted to a role alone', async () => {
    const tabs = (await getJson(api('tab?PerPage=100'))).body.data.rows;
    const accounts = tabs.find((tab: any) => tab.tab_name === 'Accounts');
    const activities = (await getJson(api('activity?PerPage=1000'))).body.data.rows.filter((activity: any) => activity.tab_id === accounts.Id);
    expect(activities.map((activity: any) => [activity.activity_title, activity.url])).toEqual([
      ['Payment', 'payment'], ['Receipt', 'receipt'], ['Contra Voucher', 'contravoucher'], ['Journal Voucher', 'journalvoucher'], ['Year-end close', 'yearendclose'],
    ]);
    const desk = await employeeDesk(server().origin, { api });
    const { roleId } = await desk.newRole('Accountant', 'journalvoucher');
    const clerk = await desk.newEmployee(roleId);
    // The ledger picker serves the journal's lines; the form saves; receipts stay closed.
    expect((await getJson(desk.as(clerk.token, 'vouchers/ledgers?role=all'))).status).toBe(200);
    const made = await sendJson('POST', desk.as(clerk.token, 'journalvoucher'), { FirmId: ids.firm, VoucherDate: '2026-11-01', JournalLines: [line(ids.rent, 5, null), line(ids.cash, null, 5)] });
    expect([made.status, made.body.data?.PrefixVoucherNo]).toEqual([200, 'JV/26-27/3']);
    expect((await getJson(desk.as(clerk.token, 'receipt'))).status).toBe(403);
  });
});
