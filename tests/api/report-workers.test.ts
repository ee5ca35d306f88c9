// Reports built in worker threads (REPORT_WORKERS, engine/server/report-workers.ts) answer exactly what the
// server's own thread answers, whether streamed in chunks (the day book, the ledgers) or whole (the trial
// balance), compressed or not; and a business's list is answered while another's report is being built.
// Figures: a cash sale of 2 pens at ₹100 + 18 % GST in Maharashtra (₹236: ₹200 sales, ₹18 CGST, ₹18 SGST),
// and a credit sale of 10 pens to a customer (₹1,180), of which ₹500 is received by cash.
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerAndLogin, sendJson } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { storesUnderTest } from '../support/stores.ts';

for (const store of storesUnderTest()) {
  describe(`reports in workers [${store}]`, () => {
    let server: RunningServer;
    let token: string;
    let customerLedger: number;
    const url = (path: string) => `${server.origin}/api/${path}&auth=${token}`;
    const YEAR = 'FromDate=2026-04-01&ToDate=2027-03-31';

    beforeAll(async () => {
      server = await startServer({ store, databaseUrl: inject('postgresUrl') });
      const owner = await registerAndLogin(server.origin);
      token = owner.token;
      const post = async (entity: string, body: object) => {
        const reply = await sendJson('POST', `${server.origin}/api/${entity}?auth=${token}`, body);
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
        return reply.body.data;
      };
      const firm = (await post('firm', { FirmName: 'Kirana Corner', State: 'Maharashtra', SalesPrefix: 'KC' })).Id;
      const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
      const pen = (await post('item', { ItemName: 'Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 100, OpeningQty: 50 })).Id;
      const customer = await post('party', { PartyName: 'Asha Traders', PartyType: 'Customer', State: 'Maharashtra' });
      customerLedger = customer.LedgerId;
      await post('sales', { FirmId: firm, BillDate: '2026-05-02', BillType: 'EXCLUSIVE', PaymentType: 'CASH', BillItems: [{ ItemId: pen, Qty: 2, Rate: 100 }] });
      await post('sales', { FirmId: firm, CustId: customer.Id, BillDate: '2026-05-03', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: pen, Qty: 10, Rate: 100 }] });
      const cash = (await (await fetch(`${server.origin}/api/ledger?SystemCode=CASH&auth=${token}`)).json()).data.rows[0].Id;
      await post('receipt', { FirmId: firm, VoucherDate: '2026-05-04', FromLedgerId: customerLedger, ToLedgerId: cash, Amount: 500 });
    });
    afterAll(async () => server?.stop());

    /** The answer's JSON, read as sent: brotli, gzip or plain. */
    async function answer(path: string, acceptEncoding: string) {
      const reply = await fetch(url(path), { headers: { 'accept-encoding': acceptEncoding } });
      const bytes = Buffer.from(await reply.arrayBuffer());
      const coding = reply.headers.get('content-encoding');
      // fetch decodes what it asked for itself; a coding left on the bytes is decoded here.
      const text = coding === 'br' && bytes[0] !== 0x7b ? zlib.brotliDecompressSync(bytes) : coding === 'gzip' && bytes[0] === 0x1f ? zlib.gunzipSync(bytes) : bytes;
      return { status: reply.status, coding, body: JSON.parse(text.toString('utf8')) };
    }

    const paths = () => [`reports/daybook?${YEAR}`, `reports/ledgerreport?${YEAR}&LedgerId=${customerLedger}`, 'reports/trialbalance?ToDate=2027-03-31', `reports/cashbankbook?${YEAR}`];

    it('streams the ledger with its opening, lines, closing, totals and summary worked out by hand', async () => {
      const { status, body } = await answer(`reports/ledgerreport?${YEAR}&LedgerId=${customerLedger}`, 'br');
      expect(status).toBe(200);
      // Asha Traders: 10 × 100 = 1,000 + 9 % CGST 90 + 9 % SGST 90 = 1,180 debited; 500 received.
      expect(body.data.rows.map((row: Record<string, unknown>) => [row.Particulars, row.Debit ?? null, row.Credit ?? null, row.Balance, row.BalanceType])).toEqual([
        ['Opening balance', null, null, 0, ''],
        ['Sales', 1180, null, 1180, 'Dr'],
        ['Cash', null, 500, 680, 'Dr'],
        ['Closing balance', null, null, 680, 'Dr'],
      ]);
      expect(body.data.totals).toMatchObject({ Debit: 1180, Credit: 500, Balance: 680, BalanceType: 'Dr' });
      expect(body.data.summary).toMatchObject({ Ledger: 'Asha Traders', Opening: 0, 'Closing (Dr)': 680 });
    });

    it('answers the same in a worker and on the server thread, compressed or not', async () => {
      const fromWorkers = [];
      for (const path of paths()) {
        const plain = await answer(path, 'identity');
        const br = await answer(path, 'br');
        const gzip = await answer(path, 'gzip');
        expect([plain.status, br.status, gzip.status]).toEqual([200, 200, 200]);
        expect(plain.coding).toBeNull();
        expect(br.body).toEqual(plain.body);
        expect(gzip.body).toEqual(plain.body);
        fromWorkers.push(plain.body);
      }
      await server.stop();
      server = await startServer({ store, databaseUrl: inject('postgresUrl'), dataDir: server.dataDir, env: { REPORT_WORKERS: '0' } });
      for (const [index, path] of paths().entries()) expect((await answer(path, 'br')).body).toEqual(fromWorkers[index]);
    });

    it('keeps refusals as refusals: a bad filter is a 400 with its field, nothing is streamed', async () => {
      const reply = await answer(`reports/cashbankbook?${YEAR}&LedgerId=${customerLedger}`, 'br');
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ message: 'Asha Traders is not a cash or bank ledger', errors: [{ path: '/LedgerId' }] });
    });
  });
}
