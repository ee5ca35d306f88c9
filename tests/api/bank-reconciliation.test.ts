// The bank reconciliation statement over the fixed accounts books (tests/support/accounts-fixture.ts). HDFC
// Bank's entries there: s3 15 Jun deposit 590 (a sale paid by bank), cv1 16 Jun deposit 3,000 (contra from
// cash), pv1 28 Jun payment 2,500 (to Sagar), rv2 5 Jul deposit 80 (Asha's receipt). No opening balance.
import { beforeAll, expect, it } from 'vitest';
import { accountsFixture, type AccountsFixture } from '../support/accounts-fixture.ts';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
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
