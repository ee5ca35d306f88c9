// Lock dates and filed GST returns (issue 25 items 6 and 7) over the fixed accounts books
// (tests/support/accounts-fixture.ts: Kulkarni Traders, bills from 20 Mar to 25 Jun 2026, vouchers from 16 Jun
// to 5 Jul). The owner locks the books up to 30 June 2026; then every kind of write dated in the lock is
// refused (400, the lock named, nothing written: the trial balance and the rows counted stay the same), and
// the same write in July goes through. A filed GSTR-1 (CGST Act s.37) freezes the outward documents it
// reported, a filed GSTR-3B (s.39) the inward ones whose credit it claimed too; a credit note in an open month
// is the way to change a filed bill (s.34).
import { beforeAll, expect, inject, it } from 'vitest';
import { accountsFixture, type AccountsFixture } from '../support/accounts-fixture.ts';
import { employeeDesk } from '../support/employees.ts';
import { getJson, registerAndLogin, sendJson, sendRaw } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

const ADVICE = 'The owner can move the lock date in Settings › Periods.';
const LOCKED = 'The books of Kulkarni Traders are locked up to 30-06-2026';

describeEachStore('periods: lock dates and filed returns', (server) => {
  let books: AccountsFixture;
  let tenant = 0;
  const q = (text: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), text, params);
  const get = async (path: string) => (await getJson(books.api(path))).body.data;
  const put = (path: string, body: object) => sendJson('PUT', books.api(path), body);
  const post = (path: string, body: object) => sendJson('POST', books.api(path), body);
  const trialBalance = () => get('reports/trialbalance?ToDate=2027-03-31');
  /** Every row a refused write could leave: documents, vouchers, lines, journal, stock, clearings, counters, masters. */
  const footprint = async () =>
    Object.values(
      (await q(`select (select count(*) from sales where tenant_id = $1) as s, (select count(*) from salesline where tenant_id = $1) as sl,
               (select count(*) from receipt where tenant_id = $1) as r, (select count(*) from payment where tenant_id = $1) as p,
               (select count(*) from contravoucher where tenant_id = $1) as c, (select count(*) from journalvoucher where tenant_id = $1) as jv,
               (select count(*) from journal_line where tenant_id = $1) as j, (select count(*) from stock_move where tenant_id = $1) as m,
               (select count(*) from bank_clearing where tenant_id = $1) as b, (select coalesce(sum(last_number), 0) from document_counter where tenant_id = $1) as n,
               (select count(*) from item where tenant_id = $1) as i, (select coalesce(sum("RowVersion"), 0) from ledger where tenant_id = $1) as lv,
               (select coalesce(sum("RowVersion"), 0) from firm where tenant_id = $1) as fv, (select coalesce(sum("RowVersion"), 0) from sales where tenant_id = $1) as sv`, [tenant]))[0],
    ).map(Number);
  /** A JSON column as stored: text on SQLite, parsed already on PostgreSQL. */
  const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  const refusal = (reply: { status: number; body: any }) => [reply.status, reply.body.message];
  const bankLine = async (number: string, asOn: string) =>
    (await get(`reports/bankreconciliation?LedgerId=${books.ledgers.bank}&ToDate=${asOn}`)).rows.find((row: any) => row.Number === number);

  beforeAll(async () => {
    books = await accountsFixture(server().origin);
    tenant = Number((await q('select tenant_id from account where email = $1', [books.email]))[0].tenant_id);
  }, 90_000);

  it('only the owner sees and moves the lock; each move is in the edit log, before and after', async () => {
    const desk = await employeeDesk(server().origin, books);
    const { roleId } = await desk.newRole('Accounts desk', 'sales', 'firm', 'ledger');
    const clerk = await desk.newEmployee(roleId);
    expect((await getJson(desk.as(clerk.token, 'periods'))).status).toBe(403);
    const theirs = await sendJson('PUT', desk.as(clerk.token, 'periods/lock'), { FirmId: books.firm, LockedThrough: '2026-06-30' });
    expect(refusal(theirs)).toEqual([403, 'Only the business owner can see or move the lock dates and filed returns']);

    const first = await put('periods/lock', { FirmId: books.firm, LockedThrough: '2026-05-31' });
    expect([first.status, first.body.message]).toEqual([200, 'The books are locked up to 31-05-2026']);
    const moved = await put('periods/lock', { FirmId: books.firm, LockedThrough: '2026-06-30', Reason: 'June quarter audited' });
    expect(moved.body.data.Firms).toEqual([{ FirmId: books.firm, FirmName: 'Kulkarni Traders', LockedThrough: '2026-06-30', Filings: [] }]);
    // The firm master cannot move it: a LockedThrough sent with the firm is no field of the firm, left aside.
    const firm = await get(`firm/${books.firm}`);
    expect((await put(`firm/${books.firm}`, { ...firm, LockedThrough: null })).status).toBe(200);
    expect((await get('periods')).Firms[0].LockedThrough).toBe('2026-06-30');

    const log = await q(`select actor, action, before_data, after_data from edit_log where tenant_id = $1 and entity = 'period_lock' order by id`, [tenant]);
    expect(log.map((row: any) => [row.actor, row.action, json(row.before_data), json(row.after_data)])).toEqual([
      [books.email, 'create', null, { FirmId: books.firm, FirmName: 'Kulkarni Traders', LockedThrough: '2026-05-31' }],
      [books.email, 'update', { FirmId: books.firm, FirmName: 'Kulkarni Traders', LockedThrough: '2026-05-31' }, { FirmId: books.firm, FirmName: 'Kulkarni Traders', LockedThrough: '2026-06-30', Reason: 'June quarter audited' }],
    ]);
  });

  it('refuses every kind of write dated in the locked period, naming the lock, and writes nothing', async () => {
    const before = { tb: await trialBalance(), rows: await footprint() };
    const s3 = await get(`sales/${books.docs.s3}`);
    const pen = (await get('item?PerPage=10')).rows.find((item: any) => item.ItemName === 'Pen');

    // A new bill dated 20 June, the edit of one of 15 June, the delete of one of 25 June.
    const made = await post('sales', { FirmId: books.firm, CustId: books.parties.bharat, BillDate: '2026-06-20', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: pen.Id, Qty: 1, Rate: 100 }] });
    expect(refusal(made)).toEqual([400, `${LOCKED}: a new Sales Bill dated 20-06-2026 cannot be made. ${ADVICE}`]);
    expect(made.body.errors[0].path).toBe('/BillDate');
    expect(refusal(await put(`sales/${books.docs.s3}`, { ...s3, Remark: 'late change' }))).toEqual([400, `${LOCKED}: Sales Bill KT/26-27/3 dated 15-06-2026 cannot be changed. ${ADVICE}`]);
    // Moved out of the lock to July: its old date is locked, so still refused.
    expect(refusal(await put(`sales/${books.docs.s3}`, { ...s3, BillDate: '2026-07-15' }))).toEqual([400, `${LOCKED}: Sales Bill KT/26-27/3 dated 15-06-2026 cannot be changed. ${ADVICE}`]);
    expect(refusal(await sendJson('DELETE', books.api(`sales/${books.docs.s4}`), undefined))).toEqual([400, `${LOCKED}: Sales Bill KT/26-27/4 dated 25-06-2026 cannot be deleted. ${ADVICE}`]);

    // Vouchers: payment, receipt, contra, journal; and an open voucher moved into the lock.
    const voucher = { FirmId: books.firm, VoucherDate: '2026-06-29', Amount: 10 };
    expect(refusal(await post('payment', { ...voucher, FromLedgerId: books.ledgers.cash, ToLedgerId: books.ledgers.sagar }))).toEqual([400, `${LOCKED}: a new Payment dated 29-06-2026 cannot be made. ${ADVICE}`]);
    expect(refusal(await post('receipt', { ...voucher, FromLedgerId: books.ledgers.asha, ToLedgerId: books.ledgers.cash }))).toEqual([400, `${LOCKED}: a new Receipt dated 29-06-2026 cannot be made. ${ADVICE}`]);
    expect(refusal(await post('contravoucher', { ...voucher, FromLedgerId: books.ledgers.cash, ToLedgerId: books.ledgers.bank }))).toEqual([400, `${LOCKED}: a new Contra voucher dated 29-06-2026 cannot be made. ${ADVICE}`]);
    const journal = await post('journalvoucher', { FirmId: books.firm, VoucherDate: '2026-06-30', JournalLines: [{ LedgerId: books.ledgers.cash, Debit: 10 }, { LedgerId: books.ledgers.capital, Credit: 10 }] });
    expect(refusal(journal)).toEqual([400, `${LOCKED}: a new Journal voucher dated 30-06-2026 cannot be made. ${ADVICE}`]);
    const rv2 = await get(`receipt/${books.docs.rv2}`);
    expect(refusal(await put(`receipt/${books.docs.rv2}`, { ...rv2, VoucherDate: '2026-06-30' }))).toEqual([400, `${LOCKED}: Receipt RV/26-27/2 dated 30-06-2026 cannot be changed. ${ADVICE}`]);

    // Bank clearing: the sale of 15 June (590 into HDFC) cleared on 20 June, inside the lock.
    const sale = await bankLine('KT/26-27/3', '2026-06-30');
    const clearing = await put('reports/bankreconciliation/clearing', { LineId: sale.LineId, ClearedOn: '2026-06-20' });
    expect(refusal(clearing)).toEqual([400, `${LOCKED}: a bank clearing dated 20-06-2026 cannot be recorded, moved or removed. ${ADVICE}`]);

    // Openings stand before every locked day: a ledger's, a party's, a new item's opening stock.
    const cash = await get(`ledger/${books.ledgers.cash}`);
    expect(refusal(await put(`ledger/${books.ledgers.cash}`, { ...cash, OpeningBalance: 6000 }))).toEqual([400, `${LOCKED}: the opening balance of Cash stands before every locked day and cannot be changed. ${ADVICE}`]);
    const asha = await get(`party/${books.parties.asha}`);
    expect(refusal(await put(`party/${books.parties.asha}`, { ...asha, OpeningBalance: 1500 }))).toEqual([400, `${LOCKED}: the opening balance of Asha Traders stands before every locked day and cannot be changed. ${ADVICE}`]);
    const ink = await post('item', { ItemName: 'Ink', UnitId: pen.UnitId, HSNCode: '3215', TaxRate: 18, CashRate: 20, OpeningQty: 5, OpeningRate: 10 });
    expect(refusal(ink)).toEqual([400, `${LOCKED}: the opening stock of Ink stands before every locked day and cannot be changed. ${ADVICE}`]);
    // ... and through an import: the row is refused with the lock's sentence, no item written.
    const imported = await sendRaw('POST', books.api('import/item'), JSON.stringify({ text: 'Item name,Unit,Opening quantity,Opening rate (cost per unit)\nInk,Pcs,5,10\n' }), 'application/json');
    expect(imported.status, JSON.stringify(imported.body)).toBe(400);
    expect(imported.body.data.errors.map((error: any) => [error.row, error.message])).toEqual([[2, `${LOCKED}: the opening stock of Ink stands before every locked day and cannot be changed. ${ADVICE}`]]);

    // The valuation method would revalue the locked months' stock (AS 2 para 36: a change of policy applies onwards).
    const firm = await get(`firm/${books.firm}`);
    expect(refusal(await put(`firm/${books.firm}`, { ...firm, StockValuation: 'FIFO' }))).toEqual([400, `${LOCKED}: the stock valuation method cannot change from Weighted average to FIFO, as it would revalue the locked periods' stock. ${ADVICE}`]);

    // A business file cannot be loaded over locked books.
    const load = await sendRaw('POST', books.api('account/import-business'), '{"format":"bahi-business"}', 'application/json');
    expect(refusal(load)).toEqual([409, `${LOCKED}: a business file cannot be loaded over locked books. ${ADVICE}`]);

    expect(await footprint()).toEqual(before.rows);
    expect(await trialBalance()).toEqual(before.tb);
  });

  it('lets through what is dated after the lock: an edit, a new voucher, a clearing after the lock of a locked entry', async () => {
    const rv2 = await get(`receipt/${books.docs.rv2}`);
    expect((await put(`receipt/${books.docs.rv2}`, { ...rv2, Narration: 'NEFT from Asha' })).status).toBe(200);
    const contra = await post('contravoucher', { FirmId: books.firm, VoucherDate: '2026-07-01', FromLedgerId: books.ledgers.cash, ToLedgerId: books.ledgers.bank, Amount: 10 });
    expect(contra.status, JSON.stringify(contra.body)).toBe(200);
    // The sale of 15 June, outstanding at the lock, presented on 3 July: the June reconciliation stays true.
    const sale = await bankLine('KT/26-27/3', '2026-06-30');
    const cleared = await put('reports/bankreconciliation/clearing', { LineId: sale.LineId, ClearedOn: '2026-07-03' });
    expect([cleared.status, cleared.body.data?.ClearedOn]).toEqual([200, '2026-07-03']);
    // Taking back a clearing dated after the lock is fine too.
    expect((await put('reports/bankreconciliation/clearing', { LineId: sale.LineId, ClearedOn: null })).status).toBe(200);
    // An item without an opening is no change to the openings.
    const pen = (await get('item?PerPage=10')).rows.find((item: any) => item.ItemName === 'Pen');
    expect((await post('item', { ItemName: 'Eraser', UnitId: pen.UnitId, HSNCode: '4016', TaxRate: 18, CashRate: 5 })).status).toBe(200);
  });

  it('a filed GSTR-1 freezes its sales, a credit note in an open month goes through; a filed GSTR-3B freezes the purchases', async () => {
    const pen = (await get('item?PerPage=10')).rows.find((item: any) => item.ItemName === 'Pen');
    // Pen 2 x 100 = 200 + 36 tax = 236, on 10 July: the fifth bill of the year.
    const s5 = (await post('sales', { FirmId: books.firm, CustId: books.parties.bharat, BillDate: '2026-07-10', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: pen.Id, Qty: 2, Rate: 100 }] })).body.data;
    expect([s5.PrefixBillNo, s5.NetBillAmt]).toEqual(['KT/26-27/5', 236]);

    // A return is filed after its period: not on 31 July; a quarter begins in Apr, Jul, Oct or Jan.
    expect(refusal(await post('periods/filings', { FirmId: books.firm, Return: 'GSTR-1', Month: '2026-07', FiledOn: '2026-07-31' }))).toEqual([400, 'GSTR-1 for July 2026 can be filed only after 31-07-2026']);
    expect((await post('periods/filings', { FirmId: books.firm, Return: 'GSTR-1', Month: '2026-08', Quarterly: true, FiledOn: '2026-11-11' })).status).toBe(400);
    const marked = await post('periods/filings', { FirmId: books.firm, Return: 'GSTR-1', Month: '2026-07', FiledOn: '2026-08-11' });
    expect([marked.status, marked.body.message]).toEqual([200, 'GSTR-1 for July 2026 is marked filed']);
    expect(marked.body.data.Firms[0].Filings).toEqual([{ Return: 'GSTR-1', From: '2026-07-01', To: '2026-07-31', Period: 'July 2026', FiledOn: '2026-08-11' }]);
    // A quarter over the filed month overlaps it.
    expect(refusal(await post('periods/filings', { FirmId: books.firm, Return: 'GSTR-1', Month: '2026-07', Quarterly: true, FiledOn: '2026-10-13' }))).toEqual([409, 'GSTR-1 for July 2026 of Kulkarni Traders is already marked filed']);

    const before = await footprint();
    const filed = 'GSTR-1 for July 2026 is filed (on 11-08-2026)';
    const instead = 'Instead, raise a credit or debit note in an open period (or an amendment in a later GSTR-1).';
    expect(refusal(await put(`sales/${s5.Id}`, { ...s5, BillItems: [{ ItemId: pen.Id, Qty: 3, Rate: 100 }] }))).toEqual([400, `${filed}: Sales Bill KT/26-27/5 dated 10-07-2026 cannot be changed. ${instead}`]);
    expect(refusal(await sendJson('DELETE', books.api(`sales/${s5.Id}`), undefined))).toEqual([400, `${filed}: Sales Bill KT/26-27/5 dated 10-07-2026 cannot be deleted. ${instead}`]);
    const late = await post('sales', { FirmId: books.firm, CustId: books.parties.bharat, BillDate: '2026-07-31', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: pen.Id, Qty: 1, Rate: 100 }] });
    expect(refusal(late)).toEqual([400, `${filed}: a new Sales Bill dated 31-07-2026 cannot be dated in it. ${instead}`]);
    expect(await footprint()).toEqual(before);

    // The way to change it: a credit note in August for 1 pen at 100 off: 100 + 18 tax = 118.
    const note = await post('salescreditnote', { FirmId: books.firm, CustId: books.parties.bharat, SalesId: s5.Id, CreditNoteDate: '2026-08-05', BillType: 'EXCLUSIVE', NoteReason: 'Rate difference', CreditNoteItems: [{ ItemId: pen.Id, Qty: 1, Rate: 100 }] });
    expect([note.status, note.body.data?.NetBillAmt], JSON.stringify(note.body)).toEqual([200, 118]);
    // GSTR-1 alone filed: a July purchase still goes in (its credit is claimed in the 3B, not yet filed).
    const purchase = (date: string) => post('purchase', { FirmId: books.firm, SupplierId: books.parties.sagar, PurchaseDate: date, PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: pen.Id, Qty: 1, Rate: 50 }] });
    const p2 = await purchase('2026-07-20');
    expect(p2.status, JSON.stringify(p2.body)).toBe(200);

    expect((await post('periods/filings', { FirmId: books.firm, Return: 'GSTR-3B', Month: '2026-07', FiledOn: '2026-08-20' })).status).toBe(200);
    const frozen = await purchase('2026-07-21');
    expect(refusal(frozen)).toEqual([400, "GSTR-3B for July 2026 is filed (on 20-08-2026): a new Purchase Bill dated 21-07-2026 cannot be dated in it. Instead, record the supplier's credit or debit note in an open period; the input tax credit claimed is corrected through the next GSTR-3B."]);

    // Unmarking is the owner's, with a reason; then the bill can be corrected.
    expect(refusal(await post('periods/filings/unmark', { FirmId: books.firm, Return: 'GSTR-1', Month: '2026-07' }))).toEqual([400, 'Reason is required']);
    const unmarked = await post('periods/filings/unmark', { FirmId: books.firm, Return: 'GSTR-1', Month: '2026-07', Reason: 'Marked by mistake: not yet filed' });
    expect([unmarked.status, unmarked.body.message]).toEqual([200, 'GSTR-1 for July 2026 is no longer marked filed']);
    const log = await q(`select action, before_data, after_data from edit_log where tenant_id = $1 and entity = 'gst_filing' order by id`, [tenant]);
    expect(log.map((row: any) => [row.action, json(row.before_data), json(row.after_data)])).toEqual([
      ['create', null, { FirmId: books.firm, FirmName: 'Kulkarni Traders', Return: 'GSTR-1', From: '2026-07-01', To: '2026-07-31', FiledOn: '2026-08-11' }],
      ['create', null, { FirmId: books.firm, FirmName: 'Kulkarni Traders', Return: 'GSTR-3B', From: '2026-07-01', To: '2026-07-31', FiledOn: '2026-08-20' }],
      ['delete', { FirmId: books.firm, FirmName: 'Kulkarni Traders', Return: 'GSTR-1', From: '2026-07-01', To: '2026-07-31', FiledOn: '2026-08-11' }, { Reason: 'Marked by mistake: not yet filed' }],
    ]);
  });

  it('moving the lock back opens the period again', async () => {
    const removed = await put('periods/lock', { FirmId: books.firm, LockedThrough: null });
    expect([removed.status, removed.body.message]).toEqual([200, 'The lock date is removed']);
    const s3 = await get(`sales/${books.docs.s3}`);
    expect((await put(`sales/${books.docs.s3}`, { ...s3, Remark: 'checked' })).status).toBe(200);
    const log = await q(`select action, after_data from edit_log where tenant_id = $1 and entity = 'period_lock' order by id`, [tenant]);
    expect(log.map((row: any) => [row.action, row.after_data])).toEqual([['create', expect.anything()], ['update', expect.anything()], ['delete', null]]);
  });

  it('travels in the business file: the new business is filed where the old one was', async () => {
    const file = await fetch(books.api('account/export'));
    expect(file.status).toBe(200);
    const text = await file.text();
    const target = await registerAndLogin(server().origin);
    const targetApi = (path: string) => `${server().origin}/api/${path}?auth=${target.token}`;
    const loaded = await sendRaw('POST', targetApi('account/import-business'), text, 'application/json');
    expect(loaded.status, JSON.stringify(loaded.body)).toBe(200);
    const firms = (await getJson(targetApi('periods'))).body.data.Firms;
    // The lock was removed above; the GSTR-3B of July stays marked, on the new business's own firm.
    expect(firms.map((firm: any) => [firm.FirmName, firm.LockedThrough, firm.Filings.map((filing: any) => [filing.Return, filing.Period, filing.FiledOn])])).toEqual([['Kulkarni Traders', null, [['GSTR-3B', 'July 2026', '2026-08-20']]]]);
    expect(firms[0].FirmId).not.toBe(books.firm);
  });

  it('refuses bad input with the field named', async () => {
    expect((await put('periods/lock', { FirmId: 'x', LockedThrough: '2026-06-30' })).body.errors).toEqual([{ path: '/FirmId', message: 'must be a firm id' }]);
    expect((await put('periods/lock', { FirmId: books.firm, LockedThrough: '2026-02-30' })).body.errors).toEqual([{ path: '/LockedThrough', message: 'must be a date (yyyy-mm-dd) or null' }]);
    expect((await put('periods/lock', { FirmId: 999999, LockedThrough: '2026-06-30' })).status).toBe(404);
    expect((await post('periods/filings', { FirmId: books.firm, Return: 'GSTR-9', Month: '2026-07', FiledOn: '2026-08-11' })).body.errors[0].path).toBe('/Return');
    expect((await post('periods/filings', { FirmId: books.firm, Return: 'GSTR-1', Month: '2026-13', FiledOn: '2026-08-11' })).body.errors[0].path).toBe('/Month');
  });
});
