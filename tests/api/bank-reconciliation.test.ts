// The bank reconciliation statement over the fixed accounts books (tests/support/accounts-fixture.ts). HDFC
// Bank's entries there: s3 15 Jun deposit 590 (a sale paid by bank), cv1 16 Jun deposit 3,000 (contra from
// cash), pv1 28 Jun payment 2,500 (to Sagar), rv2 5 Jul deposit 80 (Asha's receipt). No opening balance.
import { beforeAll, expect, it } from 'vitest';
import { accountsFixture, type AccountsFixture } from '../support/accounts-fixture.ts';
import { getJson, registerAndLogin, sendJson, sendRaw } from '../support/http.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('bank reconciliation', (server) => {
  let books: AccountsFixture;
  const lineIds: Record<string, number> = {};
  const statement = async (asOn: string) => {
    const reply = await getJson(books.api(`reports/bankreconciliation?LedgerId=${books.ledgers.bank}&ToDate=${asOn}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as { rows: any[]; totals: any; summary: any };
  };
  const open = (rows: any[]) => rows.filter((row) => row.LineId).map((row) => [row.Date, row.VoucherType, row.Number, row.Amount]);
  const clear = (LineId: number, ClearedOn: string | null) => sendJson('PUT', books.api('reports/bankreconciliation/clearing'), { LineId, ClearedOn });

  beforeAll(async () => {
    books = await accountsFixture(server().origin);
  }, 60_000);

  it('with nothing cleared, the bank holds nothing: every deposit and payment is still open', async () => {
    const { rows, totals, summary } = await statement('2026-06-30');
    expect(open(rows)).toEqual([
      ['2026-06-15', 'Sales', 'KT/26-27/3', 590],
      ['2026-06-16', 'Contra', 'CV/26-27/1', 3000],
      ['2026-06-28', 'Payment', 'PV/26-27/1', 2500],
    ]);
    // Books 590 + 3,000 − 2,500 = 1,090; less deposits 3,590; add payments 2,500: the bank 0.
    expect(summary).toEqual({ Ledger: 'HDFC Bank', 'Balance as per books': 1090, 'Deposited, not cleared': 3590, 'Issued, not presented': 2500, 'Balance as per bank': 0 });
    expect(totals).toEqual({ Particulars: 'Balance as per bank', Amount: 0 });
  });

  it('takes clearing dates from the statement, and an entry cleared after the date is open on it', async () => {
    const [sale, contra, payment] = (await statement('2026-06-30')).rows.filter((row) => row.LineId);
    lineIds.sale = sale.LineId;
    expect((await clear(sale.LineId, '2026-06-17')).status).toBe(200);
    expect((await clear(contra.LineId, '2026-06-16')).status).toBe(200);
    const saved = await clear(payment.LineId, '2026-07-02');
    expect(saved.body.data).toMatchObject({ LedgerName: 'HDFC Bank', Side: 'Payment', Amount: 2500, ClearedOn: '2026-07-02' });
    // On 30 June the cheque to Sagar is not yet presented: the bank shows 590 + 3,000 = 3,590.
    const june = await statement('2026-06-30');
    expect(open(june.rows)).toEqual([['2026-06-28', 'Payment', 'PV/26-27/1', 2500]]);
    expect(june.summary['Balance as per bank']).toBe(3590); // 1,090 − 0 + 2,500
    // On 31 July the books have Asha's 80 too, which the bank has not cleared: 1,170 − 80 = 1,090.
    const july = await statement('2026-07-31');
    expect(open(july.rows)).toEqual([['2026-07-05', 'Receipt', 'RV/26-27/2', 80]]);
    expect(july.summary).toMatchObject({ 'Balance as per books': 1170, 'Deposited, not cleared': 80, 'Issued, not presented': 0, 'Balance as per bank': 1090 });
  });

  it('keeps a clearing date when the voucher is edited, and forgets it when asked', async () => {
    const voucher = (await getJson(books.api(`payment/${books.docs.pv1}`))).body.data;
    expect((await sendJson('PUT', books.api(`payment/${books.docs.pv1}`), { ...voucher, Narration: 'cheque 000123' })).status).toBe(200);
    expect(open((await statement('2026-07-31')).rows).map((row) => row[2])).toEqual(['RV/26-27/2']); // still cleared on 2 July
    const payment = (await statement('2026-06-30')).rows.find((row) => row.Number === 'PV/26-27/1');
    expect((await clear(payment.LineId, null)).body.data.ClearedOn).toBeNull();
    expect(open((await statement('2026-07-31')).rows).map((row) => row[2])).toEqual(['RV/26-27/2', 'PV/26-27/1']); // deposits first, then payments
  });

  it('refuses what cannot be: a date before the entry, a cash entry, a bad date, another tenant\'s entry', async () => {
    const sale = { LineId: lineIds.sale }; // the sale's entry, cleared on 17 June above
    const early = await clear(sale.LineId, '2026-06-14');
    expect([early.status, early.body.message]).toEqual([400, 'The bank cannot clear an entry before its date 2026-06-15']);
    expect((await clear(sale.LineId, '2026-02-30')).status).toBe(400);
    expect((await sendJson('PUT', books.api('reports/bankreconciliation/clearing'), { LineId: 'x', ClearedOn: null })).status).toBe(400);
    const cash = await getJson(books.api(`reports/bankreconciliation?LedgerId=${books.ledgers.cash}&ToDate=2026-06-30`));
    expect([cash.status, cash.body.message]).toEqual([400, 'Cash is not a bank ledger']);
    const stranger = await registerAndLogin(server().origin);
    const theirs = await sendJson('PUT', `${server().origin}/api/reports/bankreconciliation/clearing?auth=${stranger.token}`, { LineId: sale.LineId, ClearedOn: '2026-06-20' });
    expect(theirs.status).toBe(404);
    // Nothing of the refused calls was written: the sale is still cleared on 17 June.
    expect(open((await statement('2026-06-30')).rows).map((row) => row[2])).not.toContain('KT/26-27/3');
  });
});

// A cheque is a line (issue 25): one journal voucher on HDFC with a deposit of 500 and a payment of 63, and
// another with two cheques deposited, of 1,000 and 2,000. The bank clears the 500 and the 1,000 only.
// HDFC opens the year with Dr 10,000 (already with the bank: an opening is not an entry to clear).
describeEachStore('bank reconciliation per line', (server) => {
  let api: (path: string) => string;
  const ids: Record<string, number> = {};
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as Record<string, any>;
  };
  const data = async (url: string) => {
    const reply = await getJson(url);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const statementOf = (on: (path: string) => string, bank: number) => data(on(`reports/bankreconciliation?LedgerId=${bank}&ToDate=2026-07-31`));
  const statement = () => statementOf(api, ids.hdfc);
  const open = (rows: any[]) => rows.filter((row) => row.LineId).map((row) => [row.Number, row.Amount]);
  const clear = (LineId: number, ClearedOn: string | null) => sendJson('PUT', api('reports/bankreconciliation/clearing'), { LineId, ClearedOn });
  const line = (LedgerId: number, Debit: number | null, Credit: number | null) => ({ LedgerId, Debit, Credit });

  beforeAll(async () => {
    const { token } = await registerAndLogin(server().origin);
    api = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
    const group = async (code: string) => (await data(api(`ledgergroup?GroupCode=${code}`))).rows[0].Id;
    ids.firm = (await post('firm', { FirmName: 'Rao Agencies', State: 'Maharashtra', SalesPrefix: 'RA' })).Id;
    ids.hdfc = (await post('ledger', { LedgerName: 'HDFC Bank', GroupId: await group('BANK_ACCOUNTS'), OpeningBalance: 10000, OpeningType: 'Dr' })).Id;
    ids.commission = (await post('ledger', { LedgerName: 'Commission Received', GroupId: await group('INDIRECT_INCOMES') })).Id;
    ids.charges = (await post('ledger', { LedgerName: 'Bank Charges', GroupId: await group('INDIRECT_EXPENSES') })).Id;
    ids.jv1 = (await post('journalvoucher', {
      FirmId: ids.firm, VoucherDate: '2026-07-01', Narration: 'Commission in, charges out',
      JournalLines: [line(ids.hdfc, 500, null), line(ids.commission, null, 500), line(ids.charges, 63, null), line(ids.hdfc, null, 63)],
    })).Id;
    ids.jv2 = (await post('journalvoucher', {
      FirmId: ids.firm, VoucherDate: '2026-07-02', Narration: 'Two cheques deposited',
      JournalLines: [line(ids.hdfc, 1000, null), line(ids.hdfc, 2000, null), line(ids.commission, null, 3000)],
    })).Id;
  }, 60_000);

  it('clears the 500 and the 1,000 alone: 2,000 deposited not cleared, 63 issued not presented, 11,500 with the bank', async () => {
    const before = await statement();
    expect(open(before.rows)).toEqual([['JV/26-27/1', 500], ['JV/26-27/2', 1000], ['JV/26-27/2', 2000], ['JV/26-27/1', 63]]);
    const [five, thousand] = before.rows.filter((row: any) => row.LineId);
    ids.thousandLine = thousand.LineId;
    expect((await clear(five.LineId, '2026-07-03')).status).toBe(200);
    expect((await clear(thousand.LineId, '2026-07-04')).body.data).toMatchObject({ Side: 'Deposit', Amount: 1000, ClearedOn: '2026-07-04' });
    const { rows, summary } = await statement();
    expect(open(rows)).toEqual([['JV/26-27/2', 2000], ['JV/26-27/1', 63]]);
    // Books: 10,000 + 500 − 63 + 1,000 + 2,000 = 13,437 Dr. Less the 2,000 the bank has not credited, add
    // the 63 it has not debited: 13,437 − 2,000 + 63 = 11,500 = the opening 10,000 + the 500 and 1,000 cleared.
    expect(summary).toEqual({ Ledger: 'HDFC Bank', 'Balance as per books': 13437, 'Deposited, not cleared': 2000, 'Issued, not presented': 63, 'Balance as per bank': 11500 });
    // The other cheque on the voucher reads as not cleared.
    const other = rows.find((row: any) => row.Amount === 2000);
    expect((await data(api(`reports/bankreconciliation/clearing?LineId=${other.LineId}`))).ClearedOn).toBeNull();
  });

  it('keeps a line\'s clearing through an edit that leaves the cheque alone, even with a line added before it', async () => {
    const voucher = await data(api(`journalvoucher/${ids.jv2}`));
    // A third cheque of 400 put first on the voucher (the commission grows to 3,400): the 1,000 and the 2,000
    // are still the first of their amounts on HDFC, so the 1,000 stays cleared on 4 July.
    const edited = await sendJson('PUT', api(`journalvoucher/${ids.jv2}`), {
      ...voucher, Narration: 'Three cheques deposited',
      JournalLines: [line(ids.hdfc, 400, null), line(ids.hdfc, 1000, null), line(ids.hdfc, 2000, null), line(ids.commission, null, 3400)],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const { rows, summary } = await statement();
    expect(open(rows)).toEqual([['JV/26-27/2', 400], ['JV/26-27/2', 2000], ['JV/26-27/1', 63]]);
    // Books 13,437 + 400 = 13,837; less 400 + 2,000 = 2,400; add 63: 11,500, the bank unchanged.
    expect(summary).toMatchObject({ 'Balance as per books': 13837, 'Deposited, not cleared': 2400, 'Issued, not presented': 63, 'Balance as per bank': 11500 });
  });

  it('drops the clearing of a cheque whose amount is edited: 1,200 is not the cheque of 1,000 the bank cleared', async () => {
    const voucher = await data(api(`journalvoucher/${ids.jv2}`));
    const edited = await sendJson('PUT', api(`journalvoucher/${ids.jv2}`), {
      ...voucher,
      JournalLines: [line(ids.hdfc, 400, null), line(ids.hdfc, 1200, null), line(ids.hdfc, 2000, null), line(ids.commission, null, 3600)],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const { rows, summary } = await statement();
    expect(open(rows)).toEqual([['JV/26-27/2', 400], ['JV/26-27/2', 1200], ['JV/26-27/2', 2000], ['JV/26-27/1', 63]]);
    // Books 10,000 + 500 − 63 + 400 + 1,200 + 2,000 = 14,037; less 3,600 not cleared; add 63: 10,500, the
    // opening and the 500 (the 1,200 waits for its own date from the statement).
    expect(summary).toMatchObject({ 'Balance as per books': 14037, 'Deposited, not cleared': 3600, 'Issued, not presented': 63, 'Balance as per bank': 10500 });
  });

  it('tells apart two cheques of the same amount by their order on the voucher', async () => {
    ids.jv3 = (await post('journalvoucher', {
      FirmId: ids.firm, VoucherDate: '2026-07-10', Narration: 'Two cheques of 700',
      JournalLines: [line(ids.commission, null, 1400), line(ids.hdfc, 700, null), line(ids.hdfc, 700, null)],
    })).Id;
    const sevens = (await statement()).rows.filter((row: any) => row.Number === 'JV/26-27/3');
    expect(sevens.map((row: any) => row.Amount)).toEqual([700, 700]);
    expect((await clear(sevens[1].LineId, '2026-07-12')).status).toBe(200);
    const voucher = await data(api(`journalvoucher/${ids.jv3}`));
    expect((await sendJson('PUT', api(`journalvoucher/${ids.jv3}`), { ...voucher, Narration: 'Two cheques of 700, nos. 11 and 12' })).status).toBe(200);
    const after = (await statement()).rows.filter((row: any) => row.Number === 'JV/26-27/3');
    // One of the two is still open; the second, cleared on 12 July, is not on the statement.
    expect(after.map((row: any) => row.Amount)).toEqual([700]);
    expect((await data(api(`reports/bankreconciliation/clearing?LineId=${after[0].LineId}`))).ClearedOn).toBeNull();
  });

  it('carries each line\'s clearing in the business file, and reads an older file\'s per-voucher clearing as every line of it', async () => {
    const exported = await fetch(api('account/export'));
    expect(exported.status).toBe(200);
    const file = JSON.parse(await exported.text());
    const expected = (await statement()).summary;
    const load = async (body: object) => {
      const { token } = await registerAndLogin(server().origin);
      const on = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
      const reply = await sendRaw('POST', on('account/import-business'), JSON.stringify(body), 'application/json');
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      const bank = (await data(on('ledger?LedgerName=HDFC%20Bank'))).rows[0].Id;
      return statementOf(on, bank);
    };
    expect((await load(file)).summary).toEqual(expected);

    // A file from before lines had their own clearing: one row per voucher and bank ledger (the same
    // clearings by voucher: JV1 on 3 July; JV2 on 4 July; JV3 on 12 July). Each covers every line of its
    // voucher on HDFC, as it meant: all of JV1, JV2 and JV3 cleared, only what the bank has not is left.
    const table = file.tables.bank_clearing;
    const at = (name: string) => table.columns.indexOf(name);
    const byVoucher = new Map<string, unknown[]>();
    for (const row of table.rows) byVoucher.set(`${row[at('doc_type')]}:${row[at('doc_id')]}:${row[at('ledger_id')]}`, row);
    const keep = table.columns.filter((name: string) => name !== 'amount' && name !== 'occurrence');
    const older = {
      ...file,
      entities: file.entities.map((entity: any) => (entity.table === 'bank_clearing' ? { ...entity, columns: entity.columns.filter((column: any) => keep.includes(column.name)) } : entity)),
      tables: { ...file.tables, bank_clearing: { columns: keep, rows: [...byVoucher.values()].map((row) => keep.map((name: string) => row[at(name)])) } },
    };
    expect(older.tables.bank_clearing.rows).toHaveLength(3);
    const { rows, summary } = await load(older);
    // Open: nothing of JV1 (the 63 too), JV2 or JV3. Books 14,037 + 1,400 = 15,437; the bank the same.
    expect(open(rows)).toEqual([]);
    expect(summary).toMatchObject({ 'Balance as per books': 15437, 'Deposited, not cleared': 0, 'Issued, not presented': 0, 'Balance as per bank': 15437 });
  });
});
