// The firm's stock balance (stock_balance, kept by triggers on stock_move: src/server/db/stock-balance.ts)
// always equals the sum of the moves, through purchases, sales, an edit, a return, a challan, a delete and
// saves at the same moment; and books made before the balance existed get it filled in at start.
// By hand, firm Sharma Stores: pens 10 bought, 3 then (edited) 4 sold, 1 more sold, 1 returned: 10 - 4 - 1 + 1 = 6;
// pencils 5 bought, 2 sold, 2 sent on a challan and billed (the bill moves them: goods on a challan stay in
// stock until billed, issue 25 item 4): 1. Quantities in thousandths of a unit.
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, sendJson } from '../support/http.ts';
import { ownerBooks, type OwnerBooks } from '../support/owner-books.ts';
import { startServer } from '../support/server.ts';
import { queryStore, writeStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('stock balance kept with the moves', (server, store) => {
  let books: OwnerBooks;
  const ids: Record<string, number> = {};
  let tenant: number;
  const api = (path: string) => books.api(path);
  const q = (text: string, params: unknown[] = []) => books.q(text, params);
  const post = (entity: string, body: object) => books.post(entity, body);
  /** item -> thousandths, from the balance table and from the moves. */
  const balances = async () =>
    Object.fromEntries((await q('select item_id, qty from stock_balance where tenant_id = $1 and firm_id = $2 order by item_id', [tenant, ids.firm])).map((row) => [Number(row.item_id), Number(row.qty)]));
  const sums = async () =>
    Object.fromEntries(
      (await q('select item_id, sum(qty_in - qty_out) as qty from stock_move where tenant_id = $1 and firm_id = $2 group by item_id order by item_id', [tenant, ids.firm])).map((row) => [Number(row.item_id), Number(row.qty)]),
    );
  const sale = (lines: Array<[number, number]>, date = '2026-06-02') =>
    post('sales', { FirmId: ids.firm, CustId: ids.customer, BillDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: lines.map(([ItemId, Qty]) => ({ ItemId, Qty, Rate: 100 })) });

  beforeAll(async () => {
    books = await ownerBooks(server());
    tenant = books.tenant;
    ids.firm = (await post('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra' })).Id;
    ids.customer = (await post('party', { PartyName: 'Asha Traders', State: 'Maharashtra' })).Id;
    ids.supplier = (await post('party', { PartyName: 'Mehta Supplies', State: 'Maharashtra', PartyType: 'Supplier' })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.pen = (await post('item', { ItemName: 'Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 100, OpeningQty: 50 })).Id;
    ids.pencil = (await post('item', { ItemName: 'Pencil', UnitId: unit, HSNCode: '9609', TaxRate: 12, CashRate: 10 })).Id;
  });

  it('follows every kind of move, an edit and a delete', async () => {
    const purchase = await post('purchase', {
      FirmId: ids.firm, SupplierId: ids.supplier, PurchaseDate: '2026-06-01', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT',
      PurchaseItems: [{ ItemId: ids.pen, Qty: 10, Rate: 50 }, { ItemId: ids.pencil, Qty: 5, Rate: 5 }],
    });
    const first = await sale([[ids.pen, 3]]);
    const edited = await sendJson('PUT', api(`sales/${first.Id}`), { ...first, BillItems: [{ ItemId: ids.pen, Qty: 4, Rate: 100 }] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const second = await sale([[ids.pencil, 2], [ids.pen, 1]]);
    await post('salesreturn', { FirmId: ids.firm, CustId: ids.customer, SalesId: second.Id, SalesReturnDate: '2026-06-03', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE', SalesReturnItems: [{ ItemId: ids.pen, Qty: 1, Rate: 100 }] });
    const challan = await post('deliverychallan', { FirmId: ids.firm, CustId: ids.customer, ChallanDate: '2026-06-04', ChallanItems: [{ ItemId: ids.pencil, Qty: 2, Rate: 10 }] });
    expect((await balances())[ids.pencil]).toBe(3000); // 5 - 2 sold: the challan's 2 are still in stock
    await post('sales', { FirmId: ids.firm, CustId: ids.customer, DCId: challan.Id, BillDate: '2026-06-04', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.pencil, Qty: 2, Rate: 10 }] });
    // The opening 50 pens belong to no firm: not in the firm's balance (the stock reports count them apart).
    expect(await balances()).toEqual({ [ids.pen]: 6000, [ids.pencil]: 1000 });
    expect(await balances()).toEqual(await sums());
    // A sale deleted puts its goods back: pens 6 + 4 = 10.
    expect((await sendJson('DELETE', api(`sales/${first.Id}`), {})).status).toBe(200);
    expect((await balances())[ids.pen]).toBe(10_000);
    expect(await balances()).toEqual(await sums());
    // The stock the sale form shows: the opening 50 and the firm's 10.
    const shown = (await getJson(api(`items/stock?FirmId=${ids.firm}&Date=2026-06-05&ItemId=${ids.pen}`))).body.data.rows;
    expect(shown[0]).toMatchObject({ ItemId: ids.pen, OnHand: 60 });
    void purchase;
  });

  it('stays right when sales of the same items in crossed order are saved at one moment', async () => {
    const before = await balances();
    const replies = await Promise.all(Array.from({ length: 8 }, (_, n) => (n % 2 ? sale([[ids.pen, 1], [ids.pencil, 1]]) : sale([[ids.pencil, 1], [ids.pen, 1]]))));
    expect(replies).toHaveLength(8);
    // 8 pens and 8 pencils out.
    expect(await balances()).toEqual({ [ids.pen]: before[ids.pen] - 8000, [ids.pencil]: before[ids.pencil] - 8000 });
    expect(await balances()).toEqual(await sums());
  });

  if (store === 'sqlite') {
    it('fills the balance in at start for books made before it existed', async () => {
      const expected = await sums();
      await server().stop();
      // Books of before: no triggers, no balances.
      for (const statement of ['drop trigger stock_balance_on_insert', 'drop trigger stock_balance_on_delete', 'drop trigger stock_balance_on_update', 'delete from stock_balance']) {
        await writeStore(server(), null, statement);
      }
      const restarted = await startServer({ store: 'sqlite', dataDir: server().dataDir });
      try {
        const rows = await queryStore(restarted, null, 'select item_id, qty from stock_balance where tenant_id = $1 and firm_id = $2 order by item_id', [tenant, ids.firm]);
        expect(Object.fromEntries(rows.map((row) => [Number(row.item_id), Number(row.qty)]))).toEqual(expected);
      } finally {
        await restarted.stop();
      }
    });
  }
});
