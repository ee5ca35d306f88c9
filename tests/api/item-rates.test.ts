// GST rates by date. Notification 9/2025-Central Tax (Rate), dated 17 September 2025 (GST Council, 56th
// meeting), moved most goods to the 5/18/40 slabs from 22 September 2025: an item at 12 % until 21 September
// and 5 % from 22 September charges 12 % on a bill dated 21 September and 5 % on one dated 22 September,
// and an old bill edited later keeps its own date's rate. Also: the NON GST warning (CGST Act s.9(1): a
// registered person's taxable supply owes GST whatever the bill says) and the HSN digits of Notification
// 78/2020-Central Tax (4 digits up to ₹5 crore aggregate turnover, 6 above). The firm is in Maharashtra
// and so is the customer: CGST and SGST, half the rate each.
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { startServer } from '../support/server.ts';
import { queryStore, writeStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

const todayInIndia = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const history = (record: { RateHistory: Array<Record<string, unknown>> }) => record.RateHistory.map((row) => [row.EffectiveFrom, row.TaxRate, row.CessRate]);

describeEachStore('GST rates by date', (server) => {
  let api: (path: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (text: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), text, params);
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const get = async (path: string) => (await getJson(api(path))).body.data;
  const bill = (BillDate: string, more: object = {}, line: object = {}) =>
    sendJson('POST', api('sales'), { FirmId: ids.firm, CustId: ids.customer, BillDate, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.shirt, Qty: 1, Rate: 1000, ...line }], ...more });

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    ids.firm = (await post('firm', { FirmName: 'Sharma Garments', State: 'Maharashtra', GSTIN: '27AAPFU0939F1ZV', SalesPrefix: 'SG' })).Id;
    ids.unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.customer = (await post('party', { PartyName: 'Local Customer', State: 'Maharashtra' })).Id;
  });

  it('gives an item saved with a rate and no history one row from 1 July 2017, the start of GST', async () => {
    const shirt = await post('item', { ItemName: 'Cotton shirt', UnitId: ids.unit, HSNCode: '6205', TaxRate: 12, CashRate: 1000 });
    ids.shirt = shirt.Id;
    expect(history(shirt)).toEqual([['2017-07-01', 12, 0]]);
    expect(shirt).toMatchObject({ TaxRate: 12, CessRate: 0 });
  });

  it('saves and lists a history sent with the item, by date, and shows the latest row as the item rate', async () => {
    const before = await get(`item/${ids.shirt}`);
    // Sent out of order: kept by date. The item's TaxRate becomes the latest row's 5 %, whatever was sent.
    const reply = await sendJson('PUT', api(`item/${ids.shirt}`), {
      ...before,
      RateHistory: [
        { EffectiveFrom: '2025-09-22', TaxRate: 5 },
        { EffectiveFrom: '2017-07-01', TaxRate: 12 },
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(history(reply.body.data)).toEqual([['2017-07-01', 12, 0], ['2025-09-22', 5, 0]]);
    expect(reply.body.data.TaxRate).toBe(5);
    expect(history(await get(`item/${ids.shirt}`))).toEqual([['2017-07-01', 12, 0], ['2025-09-22', 5, 0]]);
    const listed = (await get('item?search=Cotton')).rows[0];
    expect(listed).toMatchObject({ ItemName: 'Cotton shirt', TaxRate: 5 });
  });

  it('charges 12 % on a bill dated 21 September 2025 and 5 % on one dated 22 September 2025', async () => {
    const old = await bill('2025-09-21');
    expect(old.status, JSON.stringify(old.body)).toBe(200);
    // 1 × 1,000 = 1,000 taxable; 12 %: CGST 6 % = 60.00, SGST 6 % = 60.00; 1,000 + 120 = 1,120.
    expect(old.body.data).toMatchObject({ TotTaxable: 1000, TotCGST: 60, TotSGST: 60, TotTax: 120, NetBillAmt: 1120 });
    expect(old.body.data.BillItems[0]).toMatchObject({ TaxRate: 12, TaxPer1: 6, TaxPer2: 6, IsManualTaxRate: false });
    ids.oldBill = old.body.data.Id;
    const fresh = await bill('2025-09-22');
    // 5 %: CGST 2.5 % of 1,000 = 25.00, SGST 25.00; 1,000 + 50 = 1,050.
    expect(fresh.body.data).toMatchObject({ TotTaxable: 1000, TotCGST: 25, TotSGST: 25, TotTax: 50, NetBillAmt: 1050 });
    expect(fresh.body.data.BillItems[0]).toMatchObject({ TaxRate: 5, TaxPer1: 2.5, TaxPer2: 2.5 });
  });

  it('keeps the old date’s rate when the old bill is edited, and the new date’s when its date moves', async () => {
    const before = await get(`sales/${ids.oldBill}`);
    const edited = await sendJson('PUT', api(`sales/${ids.oldBill}`), { ...before, BillItems: [{ ...before.BillItems[0], Qty: 2 }] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // Still dated 21 September: 2 × 1,000 = 2,000 at 12 %: CGST 120 + SGST 120; 2,240.
    expect(edited.body.data).toMatchObject({ BillDate: '2025-09-21', TotTaxable: 2000, TotCGST: 120, TotSGST: 120, NetBillAmt: 2240 });
    const moved = await sendJson('PUT', api(`sales/${ids.oldBill}`), { ...edited.body.data, BillDate: '2025-09-22' });
    // Redated 22 September: 2,000 at 5 %: CGST 50 + SGST 50; 2,100.
    expect(moved.body.data).toMatchObject({ BillDate: '2025-09-22', TotCGST: 50, TotSGST: 50, NetBillAmt: 2100 });
  });

  it('gives a return dated after the change its bill’s rate (the credit note reverses the tax charged, CGST Act s.34)', async () => {
    const sold = await bill('2025-09-21');
    const reply = await sendJson('POST', api('salesreturn'), {
      FirmId: ids.firm, CustId: ids.customer, SalesId: sold.body.data.Id, SalesReturnDate: '2025-09-25', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE',
      SalesReturnItems: [{ ItemId: ids.shirt, Qty: 1, Rate: 1000 }],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    // The bill of 21 September 2025 charged 12 %: 1,000 + CGST 60 + SGST 60 = 1,120 back, though 5 % is in force on the 25th.
    expect(reply.body.data).toMatchObject({ TotCGST: 60, TotSGST: 60, NetBillAmt: 1120 });
    expect(reply.body.data.SalesReturnItems[0]).toMatchObject({ TaxRate: 12 });
  });

  it('keeps a rate typed on the line by hand', async () => {
    const reply = await bill('2025-09-22', {}, { TaxRate: 18, IsManualTaxRate: true });
    // 18 % typed: CGST 9 % of 1,000 = 90, SGST 90; 1,180.
    expect(reply.body.data).toMatchObject({ TotCGST: 90, TotSGST: 90, NetBillAmt: 1180 });
    expect(reply.body.data.BillItems[0]).toMatchObject({ TaxRate: 18, IsManualTaxRate: true });
  });

  it('adds a row from today when the item rate is changed without a history, leaving earlier bills’ rates alone', async () => {
    const before = await get(`item/${ids.shirt}`);
    const { RateHistory: _left, ...withoutHistory } = before;
    const reply = await sendJson('PUT', api(`item/${ids.shirt}`), { ...withoutHistory, TaxRate: 18 });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(history(reply.body.data)).toEqual([['2017-07-01', 12, 0], ['2025-09-22', 5, 0], [todayInIndia(), 18, 0]]);
    expect(reply.body.data.TaxRate).toBe(18);
    const again = await bill('2025-09-23');
    // 23 September 2025 is before today's change: still 5 %, 1,050.
    expect(again.body.data).toMatchObject({ TotTax: 50, NetBillAmt: 1050 });
  });

  it('lists items’ rate histories for a document form, and refuses a malformed list of ids', async () => {
    const rates = await get(`items/rates?ItemId=${ids.shirt}`);
    expect(rates.rows.map((row: Record<string, unknown>) => [row.ItemId, row.EffectiveFrom, row.TaxRate])).toEqual([
      [ids.shirt, '2017-07-01', 12],
      [ids.shirt, '2025-09-22', 5],
      [ids.shirt, todayInIndia(), 18],
    ]);
    expect((await getJson(api('items/rates?ItemId=1,x'))).status).toBe(400);
    expect((await getJson(api('items/rates?ItemId=1&ItemId=2'))).status).toBe(400);
    expect((await getJson(`${server().origin}/api/items/rates`)).status).toBe(401);
  });

  it('refuses two history rows of one date, naming the row, and writes nothing', async () => {
    const before = await get(`item/${ids.shirt}`);
    const reply = await sendJson('PUT', api(`item/${ids.shirt}`), {
      ...before,
      RateHistory: [
        { EffectiveFrom: '2017-07-01', TaxRate: 12 },
        { EffectiveFrom: '2017-07-01', TaxRate: 5 },
      ],
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0]).toMatchObject({ path: '/RateHistory/1/EffectiveFrom' });
    expect(reply.body.message).toContain('effective from 2017-07-01');
    expect((await get(`item/${ids.shirt}`)).RateHistory).toHaveLength(3);
  });

  it('answers a NON GST bill of goods that carry GST with a warning, and saves it without tax', async () => {
    const reply = await bill('2025-09-22', { BillType: 'NON GST' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    // NON GST: 1,000 and no tax; the item is at 5 % on 22 September 2025.
    expect(reply.body.data).toMatchObject({ TotTax: 0, NetBillAmt: 1000 });
    expect(reply.body.message).toBe('Data Saved Successfully');
    // (The shirts were never bought: the stock warning stands beside it, tests/api/negative-stock.test.ts.)
    const nonGst = reply.body.warnings.filter((warning: string) => warning.startsWith('NON GST'));
    expect(nonGst).toHaveLength(1);
    expect(nonGst[0]).toContain('line 1 Cotton shirt (GST 5%)');
    const rice = await post('item', { ItemName: 'Loose rice', UnitId: ids.unit, HSNCode: '1006', TaxRate: 0, CashRate: 50, OpeningQty: 10 });
    const nil = await sendJson('POST', api('sales'), { FirmId: ids.firm, CustId: ids.customer, BillDate: '2025-09-22', BillType: 'NON GST', BillItems: [{ ItemId: rice.Id, Qty: 1, Rate: 50 }] });
    expect(nil.status).toBe(200);
    expect(nil.body).not.toHaveProperty('warnings');
  });

  it('checks the HSN code: 4, 6 or 8 digits, and 6 or more once a firm is above ₹5 crore', async () => {
    for (const code of ['62', '62051', '6205AB', '620520101']) {
      const reply = await sendJson('POST', api('item'), { ItemName: `Shirt ${code}`, UnitId: ids.unit, HSNCode: code });
      expect(reply.status, code).toBe(400);
      expect(reply.body.errors[0]).toEqual({ path: '/HSNCode', message: 'HSN / SAC code must be 4, 6 or 8 digits' });
    }
    const firm = await get(`firm/${ids.firm}`);
    expect((await sendJson('PUT', api(`firm/${ids.firm}`), { ...firm, TurnoverAbove5Cr: true })).status).toBe(200);
    const four = await sendJson('POST', api('item'), { ItemName: 'Linen shirt', UnitId: ids.unit, HSNCode: '6205', TaxRate: 5 });
    expect(four.status).toBe(400);
    expect(four.body.errors[0].path).toBe('/HSNCode');
    expect(four.body.message).toBe('HSN / SAC code must have 6 or 8 digits: a firm has aggregate turnover above ₹5 crore (Notification 78/2020-Central Tax)');
    expect(Number((await q('select count(*) as n from item where tenant_id = $1 and "ItemName" = $2', [tenant, 'Linen shirt']))[0].n)).toBe(0);
    expect((await sendJson('POST', api('item'), { ItemName: 'Linen shirt', UnitId: ids.unit, HSNCode: '620520', TaxRate: 5 })).status).toBe(200);
    expect((await sendJson('POST', api('item'), { ItemName: 'Silk shirt', UnitId: ids.unit, HSNCode: '62052090', TaxRate: 5 })).status).toBe(200);
  });

  it('gives an item without history (saved before there was one) its row at the next start', async () => {
    await writeStore(server(), inject('postgresUrl'), 'delete from itemrate where tenant_id = $1 and "ItemId" = $2', [tenant, ids.shirt]);
    const second = await startServer({ store: server().store, databaseUrl: inject('postgresUrl'), dataDir: server().dataDir });
    await second.stop();
    // The item's stored rate (18 %, from the change above) from 1 July 2017.
    expect(history(await get(`item/${ids.shirt}`))).toEqual([['2017-07-01', 18, 0]]);
  });
});
