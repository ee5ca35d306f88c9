// A return can never exceed its invoice (CGST Act s.34(1): a credit or debit note is issued in respect
// of a supply, so it can take back no more than that supply carried). Through the API on both stores,
// figures worked out by hand:
//
//   bill    2026-06-01  Pen 2 x 100 = 200 + 18 % (18 CGST + 18 SGST) = 236.00
//   5 back  refused: the bill sold 2                                   (nothing written)
//   1 back  at 100: 100 + 18 = 118.00, saved; 1 pen and 236 − 118 = 118.00 left
//   2 back  refused: only 1 left                                       (nothing written)
//   1 back  at 300: 300 + 54 = 354.00 > 118.00 left: refused           (nothing written)
//   edit    the first return to 2 pens: its own 1 is not counted twice; 2 ≤ 2, 236 ≤ 236, saved
//   purchase 2 x 100 = 236.00; a debit note for 3 refused, for 2 saved
import { beforeAll, expect, inject, it } from 'vitest';
import { registerAndLogin, sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('a return never exceeds its invoice', (server) => {
  let api: (p: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (sql: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), sql, params);
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  /** Returns, their lines, journal lines, stock moves and counters: a refused call leaves all of them. */
  const footprint = async () =>
    Object.values(
      (await q(`select (select count(*) from salesreturn where tenant_id = $1) as r, (select count(*) from salesreturnline where tenant_id = $1) as rl,
                 (select count(*) from purchasereturn where tenant_id = $1) as p, (select count(*) from journal_line where tenant_id = $1) as j,
                 (select count(*) from stock_move where tenant_id = $1) as s, (select coalesce(sum(last_number), 0) from document_counter where tenant_id = $1) as n`, [tenant]))[0],
    ).map(Number);
  const salesReturn = (qty: number, rate = 100) => ({
    FirmId: ids.firm, CustId: ids.customer, SalesId: ids.bill, SalesReturnDate: '2026-06-20', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE',
    SalesReturnItems: [{ ItemId: ids.item, Qty: qty, Rate: rate }],
  });
  const refused = async (method: 'POST' | 'PUT', path: string, body: object, message: string, errorPath: string) => {
    const before = await footprint();
    const reply = await sendJson(method, api(path), body);
    expect([reply.status, reply.body.message, reply.body.errors?.[0]?.path]).toEqual([400, message, errorPath]);
    expect(await footprint()).toEqual(before);
  };

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (p) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    ids.firm = (await post('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra', SalesPrefix: 'SS' })).Id;
    ids.customer = (await post('party', { PartyName: 'Asha Traders', State: 'Maharashtra' })).Id;
    ids.supplier = (await post('party', { PartyName: 'Mehta Supplies', State: 'Maharashtra', PartyType: 'Supplier' })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.item = (await post('item', { ItemName: 'Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 100 })).Id;
    ids.bill = (await post('sales', { FirmId: ids.firm, CustId: ids.customer, BillDate: '2026-06-01', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.item, Qty: 2, Rate: 100 }] })).Id;
  });

  it('a sales return takes back no more of an item than the bill sold less earlier returns, nor more value', async () => {
    await refused('POST', 'salesreturn', salesReturn(5), 'Line 1: Pen: Bill SS/26-27/1 has only 2 left to return (the bill has 2, earlier returns took 0)', '/SalesReturnItems/0/Qty');
    const first = await post('salesreturn', salesReturn(1));
    expect(first.NetBillAmt).toBe(118); // 100 + 18
    await refused('POST', 'salesreturn', salesReturn(2), 'Line 1: Pen: Bill SS/26-27/1 has only 1 left to return (the bill has 2, earlier returns took 1)', '/SalesReturnItems/0/Qty');
    // One pen at 300: 300 + 54 = 354.00 against 236 − 118 = 118.00 left.
    await refused('POST', 'salesreturn', salesReturn(1, 300), 'Bill SS/26-27/1 has only 118.00 left to return: this return is worth 354.00', '/NetBillAmt');
    // Two lines of one item add up: 1 + 1 = 2 > 1 left.
    await refused('POST', 'salesreturn', { ...salesReturn(1), SalesReturnItems: [{ ItemId: ids.item, Qty: 1, Rate: 10 }, { ItemId: ids.item, Qty: 1, Rate: 10 }] },
      'Line 2: Pen: Bill SS/26-27/1 has only 1 left to return (the bill has 2, earlier returns took 1)', '/SalesReturnItems/1/Qty');
    // Editing the first return does not count its own old lines: 2 of 2, 236.00 of 236.00.
    const edited = await sendJson('PUT', api(`salesreturn/${first.Id}`), { ...first, SalesReturnItems: [{ ItemId: ids.item, Qty: 2, Rate: 100 }] });
    expect([edited.status, edited.body.data?.NetBillAmt], JSON.stringify(edited.body)).toEqual([200, 236]);
    await refused('POST', 'salesreturn', salesReturn(1), 'Line 1: Pen: Bill SS/26-27/1 has none of it left to return', '/SalesReturnItems/0/Qty');
  });

  it('a purchase return likewise', async () => {
    const purchase = await post('purchase', {
      FirmId: ids.firm, SupplierId: ids.supplier, PurchaseDate: '2026-06-02', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.item, Qty: 2, Rate: 100 }],
    });
    const body = (qty: number) => ({ FirmId: ids.firm, SupplierId: ids.supplier, PurchaseId: purchase.Id, PurchaseReturnDate: '2026-06-22', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE', PurchaseReturnItems: [{ ItemId: ids.item, Qty: qty, Rate: 100 }] });
    await refused('POST', 'purchasereturn', body(3), `Line 1: Pen: Bill ${purchase.PrefixPurchaseNo} has only 2 left to return (the bill has 2, earlier returns took 0)`, '/PurchaseReturnItems/0/Qty');
    expect((await post('purchasereturn', body(2))).NetBillAmt).toBe(236); // 200 + 36
  });
});
