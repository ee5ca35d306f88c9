// Challans that agree with the books (issue 25, item 4), through the API on both stores.
//
// The practice (documents/challan-books.ts): goods received under a purchase challan are owned from receipt
// (in stock at cost) and owed: the challan posts Dr Purchase, Cr "Goods Received, Bill Awaited" (GRNI, a
// current liability) at the goods' cost (AS 2 para 10; accrual, AS 1). The bill made from it posts Dr GRNI
// for the challan's cost of what it bills, the input tax and the supplier as any purchase (the tax is the
// bill's: CGST Act s.16(2)(a)), and counts no goods in again. A purchase challan return reverses (Dr GRNI,
// Cr Purchase). Goods out on a delivery challan stay in stock, in quantity and at cost, until the bill made
// from it takes them out; an unbilled delivery challan writes nothing.
//
// The book (Gadget, GST 18 %, CGST 9 % + SGST 9 % within Maharashtra; no opening stock):
//   01 Jun  purchase challan  10 × 100 = 1,000           Dr Purchase 1,000, Cr GRNI 1,000; stock 10 @ 1,000
//   05 Jun  delivery challan   3 × 150 to the customer   nothing; stock still 10 @ 1,000
//   10 Jun  bill from the challan, 6 of the 10 × 100 = 600, CGST = SGST 54, total 708:
//           Dr GRNI 600 (1,000 × 6/10), Input CGST 54, Input SGST 54; Cr Supplier 708. Stock unchanged.
//   15 Jun  sale from the delivery challan 3 × 150 = 450, CGST = SGST 40.50, total 531: stock out 3 at
//           the average 100: 300, leaving 7 @ 700.
//   20 Jun  purchase challan return 1 × 100: Dr GRNI 100, Cr Purchase 100; stock out 1 @ 100: 6 @ 600.
// GRNI: 1,000 − 600 − 100 = 300 = the 3 received and neither billed nor returned, × 100.
// Trial balance 30 Jun: Dr Purchase 900 + Input 54 + 54 + Customer 531 = 1,539;
//                       Cr GRNI 300 + Supplier 708 + Sales 450 + Output 40.50 + 40.50 = 1,539.
// P&L June: sales 450; purchases 900 − closing 600 = COGS 300; gross profit 150 = item-wise 450 − 300.
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { MUMBAI_GSTIN, PUNE_GSTIN } from '../support/report-books.ts';
import { queryStore, writeStore } from '../support/store-query.ts';
import { startServer } from '../support/server.ts';
import { describeEachStore } from '../support/stores.ts';

const GRNI = 'Goods Received, Bill Awaited';

describeEachStore('challans that agree with the books', (server, store) => {
  let api: (path: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (text: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), text, params);
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    expect(reply.status, `${entity}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body.data as Record<string, any>;
  };
  const report = async (query: string) => {
    const reply = await getJson(api(`reports/${query}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as { rows: any[]; totals: any; summary: any };
  };
  const journal = async (docType: string, docId: number) =>
    (await q(`select l."LedgerName" as ledger, j.debit, j.credit from journal_line j join ledger l on l."Id" = j.ledger_id and l.tenant_id = j.tenant_id
               where j.tenant_id = $1 and j.doc_type = $2 and j.doc_id = $3 order by l."LedgerName"`, [tenant, docType, docId]))
      .map((row) => [row.ledger, Number(row.debit), Number(row.credit)]);
  const moves = async (docType: string, docId: number) =>
    (await q('select qty_in, qty_out from stock_move where tenant_id = $1 and doc_type = $2 and doc_id = $3', [tenant, docType, docId])).map((row) => [Number(row.qty_in), Number(row.qty_out)]);
  /** The trial balance to a date: each named ledger's Dr − Cr in rupees, and the totals. */
  const balances = async (date: string, names: string[]) => {
    const tb = await report(`trialbalance?ToDate=${date}`);
    const signed = (name: string) => {
      const line = tb.rows.find((candidate) => candidate.Particulars === name);
      return line ? Math.round(((line.Debit ?? 0) - (line.Credit ?? 0)) * 100) / 100 : 0;
    };
    return { ledgers: names.map(signed), totals: tb.totals };
  };
  const stockOn = async (date: string) => (await report(`stockreport?FromDate=2026-06-01&ToDate=${date}`)).rows.find((line) => line.ItemName === 'Gadget');

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    ids.firm = (await post('firm', { FirmName: 'Challan Traders', State: 'Maharashtra' })).Id;
    ids.supplier = (await post('party', { PartyName: 'Supplier', PartyType: 'Supplier', State: 'Maharashtra', GSTIN: PUNE_GSTIN })).Id;
    ids.customer = (await post('party', { PartyName: 'Customer', PartyType: 'Customer', State: 'Maharashtra', GSTIN: MUMBAI_GSTIN })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.gadget = (await post('item', { ItemName: 'Gadget', UnitId: unit, HSNCode: '8471', TaxRate: 18, CashRate: 150 })).Id;
  }, 120_000);

  it('a purchase challan is owed from receipt: Dr Purchase, Cr GRNI 1,000, and in stock at cost', async () => {
    ids.pc = (await post('purchasechallan', { FirmId: ids.firm, SupplierId: ids.supplier, PCDate: '2026-06-01', PurchaseType: 'EXCLUSIVE', PCItems: [{ ItemId: ids.gadget, Qty: 10, Rate: 100 }] })).Id;
    expect(await journal('purchasechallan', ids.pc)).toEqual([[GRNI, 0, 100000], ['Purchase', 100000, 0]]);
    expect(await moves('purchasechallan', ids.pc)).toEqual([[10000, 0]]);
    // A delivery challan: the goods stay ours until billed; nothing in the journal or the stock.
    ids.dc = (await post('deliverychallan', { FirmId: ids.firm, CustId: ids.customer, ChallanDate: '2026-06-05', BillType: 'EXCLUSIVE', ChallanItems: [{ ItemId: ids.gadget, Qty: 3, Rate: 150 }] })).Id;
    expect(await journal('deliverychallan', ids.dc)).toEqual([]);
    expect(await moves('deliverychallan', ids.dc)).toEqual([]);
    const on5 = await balances('2026-06-05', [GRNI, 'Purchase']);
    expect(on5).toEqual({ ledgers: [-1000, 1000], totals: { Particulars: 'Total', Debit: 1000, Credit: 1000 } });
    // 10 in hand at 1,000: the 3 out on the challan are still the business's.
    expect(await stockOn('2026-06-05')).toMatchObject({ ClosingQty: 10, ClosingValue: 1000 });
  });

  it('the bill for 6 of the 10 takes 600 off GRNI and counts no goods in again', async () => {
    const bill = await post('purchase', {
      FirmId: ids.firm, SupplierId: ids.supplier, PCId: ids.pc, PurchaseDate: '2026-06-10', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT',
      PurchaseItems: [{ ItemId: ids.gadget, Qty: 6, Rate: 100 }],
    });
    expect(bill.NetBillAmt).toBe(708);
    // 1,000 × 6/10 = 600 from GRNI; no Purchase line: the purchase was booked on the challan.
    expect(await journal('purchase', bill.Id)).toEqual([[GRNI, 60000, 0], ['Input CGST', 5400, 0], ['Input SGST', 5400, 0], ['Supplier', 0, 70800]]);
    expect(await moves('purchase', bill.Id)).toEqual([]);
    // Dr Purchase 1,000 + input 108 = 1,108 = Cr GRNI 400 + Supplier 708.
    const on12 = await balances('2026-06-12', [GRNI, 'Purchase', 'Supplier', 'Input CGST', 'Input SGST']);
    expect(on12).toEqual({ ledgers: [-400, 1000, -708, 54, 54], totals: { Particulars: 'Total', Debit: 1108, Credit: 1108 } });
    expect(await stockOn('2026-06-12')).toMatchObject({ ClosingQty: 10, ClosingValue: 1000 });
  });

  it('the sale from the delivery challan takes its goods out; a challan return comes off GRNI', async () => {
    const sale = await post('sales', {
      FirmId: ids.firm, CustId: ids.customer, DCId: ids.dc, BillDate: '2026-06-15', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT',
      BillItems: [{ ItemId: ids.gadget, Qty: 3, Rate: 150 }],
    });
    expect(sale.NetBillAmt).toBe(531);
    expect(await moves('sales', sale.Id)).toEqual([[0, 3000]]);
    // 10 @ 1,000 less 3 at 100 = 7 @ 700.
    expect(await stockOn('2026-06-15')).toMatchObject({ ClosingQty: 7, ClosingValue: 700 });
    const back = await post('purchasechallanreturn', {
      FirmId: ids.firm, SupplierId: ids.supplier, PCId: ids.pc, PCReturnDate: '2026-06-20', PurchaseType: 'EXCLUSIVE', PCReturnItems: [{ ItemId: ids.gadget, Qty: 1, Rate: 100 }],
    });
    expect(await journal('purchasechallanreturn', back.Id)).toEqual([[GRNI, 10000, 0], ['Purchase', 0, 10000]]);
    expect(await stockOn('2026-06-30')).toMatchObject({ ClosingQty: 6, ClosingValue: 600 });
  });

  it('at the month end the trial balance, P&L, balance sheet and item-wise profit agree; GRNI is the unbilled 300', async () => {
    const on30 = await balances('2026-06-30', [GRNI, 'Purchase', 'Supplier', 'Customer', 'Sales', 'Input CGST', 'Input SGST', 'Output CGST', 'Output SGST']);
    // GRNI 1,000 − 600 − 100 = 300: 3 received, neither billed nor sent back, at 100.
    expect(on30).toEqual({ ledgers: [-300, 900, -708, 531, -450, 54, 54, -40.5, -40.5], totals: { Particulars: 'Total', Debit: 1539, Credit: 1539 } });
    const pl = await report('profitandloss?FromDate=2026-06-01&ToDate=2026-06-30');
    // COGS 0 + 900 − 600 = 300; gross 450 − 300 = 150.
    expect(pl.summary).toEqual({ 'Opening stock': 0, 'Closing stock': 600, 'Cost of goods sold': 300, 'Gross profit': 150, 'Net profit': 150 });
    const profit = await report('itemwiseprofit?FromDate=2026-06-01&ToDate=2026-06-30');
    expect(profit.rows.map((line) => [line.ItemName, line.NetSales, line.CostOfSales, line.GrossProfit])).toEqual([['Gadget', 450, 300, 150]]);
    const bs = await report('balancesheet?FromDate=2026-06-01&ToDate=2026-06-30');
    expect(bs.summary.Liabilities).toBe(bs.summary.Assets);
    expect(bs.summary['Closing stock']).toBe(600);
    expect(bs.rows.find((line) => line.Particulars === GRNI)).toMatchObject({ Amount: 300 });
  });

  it('a business made before the GRNI ledger existed gets it the first time a challan needs it', async () => {
    // Another business, its GRNI ledger taken away by hand (as a business file of before would load it),
    // and a ledger of that name already its own: the system ledger is made beside it, named apart.
    const other = await registerAndLogin(server().origin);
    const otherApi = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${other.token}`;
    const otherTenant = Number((await q('select tenant_id from account where email = $1', [other.email]))[0].tenant_id);
    await writeStore(server(), inject('postgresUrl'), `delete from ledger where tenant_id = $1 and "SystemCode" = 'GRNI'`, [otherTenant]);
    const make = async (entity: string, body: object) => {
      const reply = await sendJson('POST', otherApi(entity), body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data as Record<string, any>;
    };
    const group = (await getJson(otherApi('ledgergroup?GroupCode=CURRENT_LIABILITIES'))).body.data.rows[0].Id;
    await make('ledger', { LedgerName: GRNI, GroupId: group });
    const firm = (await make('firm', { FirmName: 'Older Traders', State: 'Maharashtra' })).Id;
    const supplier = (await make('party', { PartyName: 'Old Supplier', PartyType: 'Supplier', State: 'Maharashtra', GSTIN: PUNE_GSTIN })).Id;
    const unit = (await make('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    const item = (await make('item', { ItemName: 'Gadget', UnitId: unit, HSNCode: '8471', TaxRate: 18, CashRate: 150 })).Id;
    const challan = (id: number) => make('purchasechallan', { FirmId: firm, SupplierId: supplier, PCDate: '2026-06-01', PurchaseType: 'EXCLUSIVE', PCItems: [{ ItemId: item, Qty: id, Rate: 100 }] });
    await challan(2);
    await challan(3);
    const made = await q(`select "LedgerName" as name from ledger where tenant_id = $1 and "SystemCode" = 'GRNI'`, [otherTenant]);
    expect(made.map((row) => row.name)).toEqual([`${GRNI} (system)`]);
    // Both challans owe on it: 2 × 100 + 3 × 100 = 500.
    const owed = await q(`select sum(j.credit) - sum(j.debit) as owed from journal_line j join ledger l on l."Id" = j.ledger_id and l.tenant_id = j.tenant_id
                          where j.tenant_id = $1 and l."SystemCode" = 'GRNI'`, [otherTenant]);
    expect(Number(owed[0].owed)).toBe(50000);
  });

  if (store === 'sqlite') {
    it('books of before are put right at start-up: the GRNI ledger made, delivery challan goods moved to their bills', async () => {
      const older = await registerAndLogin(server().origin);
      const olderTenant = Number((await q('select tenant_id from account where email = $1', [older.email]))[0].tenant_id);
      const olderApi = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${older.token}`;
      const make = async (entity: string, body: object) => (await sendJson('POST', olderApi(entity), body)).body.data as Record<string, any>;
      const firm = (await make('firm', { FirmName: 'Older Traders', State: 'Maharashtra' })).Id;
      const customer = (await make('party', { PartyName: 'Old Customer', PartyType: 'Customer', State: 'Maharashtra' })).Id;
      const unit = (await make('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
      const item = (await make('item', { ItemName: 'Gadget', UnitId: unit, HSNCode: '8471', TaxRate: 18, CashRate: 150, OpeningQty: 10 })).Id;
      const challan = (qty: number) => make('deliverychallan', { FirmId: firm, CustId: customer, ChallanDate: '2026-06-05', BillType: 'EXCLUSIVE', ChallanItems: [{ ItemId: item, Qty: qty, Rate: 150 }] });
      const billedChallan = (await challan(3)).Id;
      const openChallan = (await challan(2)).Id;
      const sale = (await make('sales', { FirmId: firm, CustId: customer, DCId: billedChallan, BillDate: '2026-06-15', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: item, Qty: 3, Rate: 150 }] })).Id;
      const supplier = (await make('party', { PartyName: 'Old Supplier', PartyType: 'Supplier', State: 'Maharashtra', GSTIN: PUNE_GSTIN })).Id;
      const pc = (await make('purchasechallan', { FirmId: firm, SupplierId: supplier, PCDate: '2026-06-01', PurchaseType: 'EXCLUSIVE', PCItems: [{ ItemId: item, Qty: 10, Rate: 100 }] })).Id;
      const bill = (await make('purchase', { FirmId: firm, SupplierId: supplier, PCId: pc, PurchaseDate: '2026-06-10', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: item, Qty: 6, Rate: 100 }] })).Id;
      const purchaseLedger = Number((await q(`select "Id" from ledger where tenant_id = $1 and "SystemCode" = 'PURCHASE'`, [olderTenant]))[0].Id);
      await server().stop();
      // As purchase challans were posted before: none of the challan's journal; its bill's 600 on Purchase.
      await writeStore(server(), null, `delete from journal_line where tenant_id = $1 and doc_type = 'purchasechallan'`, [olderTenant]);
      await writeStore(server(), null, `update journal_line set ledger_id = $1 where tenant_id = $2 and doc_type = 'purchase' and debit = 60000`, [purchaseLedger, olderTenant]);
      await writeStore(server(), null, `delete from ledger where tenant_id = $1 and "SystemCode" = 'GRNI'`, [olderTenant]);
      // As the books were written before: each challan moved its goods out, the bill made from one nothing.
      await writeStore(server(), null, `delete from stock_move where tenant_id = $1`, [olderTenant]);
      for (const [doc, qty] of [[billedChallan, 3000], [openChallan, 2000]]) {
        await writeStore(server(), null, `insert into stock_move (tenant_id, doc_type, doc_id, firm_id, move_date, item_id, qty_in, qty_out, rate) values ($1, 'deliverychallan', $2, $3, '2026-06-05', $4, 0, $5, 15000)`, [olderTenant, doc, firm, item, qty]);
      }
      // A database from before the upgrade: the rewrite not yet done (it runs once, db/data-migrations.ts).
      await writeStore(server(), null, `delete from data_migration where name = $1`, ['challans in the books (issue 25)']);
      const restarted = await startServer({ store: 'sqlite', dataDir: server().dataDir });
      try {
        const rows = await queryStore(restarted, null, `select l."LedgerName" as name, g."GroupCode" as code from ledger l join ledgergroup g on g."Id" = l."GroupId" and g.tenant_id = l.tenant_id
                                                         where l.tenant_id = $1 and l."SystemCode" = 'GRNI'`, [olderTenant]);
        expect(rows.map((row) => [row.name, row.code])).toEqual([[GRNI, 'CURRENT_LIABILITIES']]);
        // The challan owes 1,000 from 1 June; its bill (6 of 10) took 600 of it: 400 owed, Purchase 1,000 in all.
        const owed = await queryStore(restarted, null, `select l."SystemCode" as code, j.doc_type, sum(j.debit) - sum(j.credit) as net from journal_line j join ledger l on l."Id" = j.ledger_id and l.tenant_id = j.tenant_id
                                                         where j.tenant_id = $1 and l."SystemCode" in ('GRNI', 'PURCHASE') group by l."SystemCode", j.doc_type order by 1, 2`, [olderTenant]);
        expect(owed.map((row) => [row.code, row.doc_type, Number(row.net)])).toEqual([
          ['GRNI', 'purchase', 60000], ['GRNI', 'purchasechallan', -100000], ['PURCHASE', 'purchase', 0], ['PURCHASE', 'purchasechallan', 100000],
        ]);
        void bill;
        // The bill now takes its 3 out on its own date; the unbilled challan's 2 are back in stock: 10 - 3 = 7.
        const moved = await queryStore(restarted, null, 'select doc_type, doc_id, move_date, qty_out from stock_move where tenant_id = $1', [olderTenant]);
        expect(moved.map((row) => [row.doc_type, Number(row.doc_id), row.move_date, Number(row.qty_out)])).toEqual([['sales', sale, '2026-06-15', 3000]]);
        const balance = await queryStore(restarted, null, 'select qty from stock_balance where tenant_id = $1 and item_id = $2', [olderTenant, item]);
        expect(balance.map((row) => Number(row.qty))).toEqual([-3000]); // the firm's moves; the opening 10 belongs to no firm
      } finally {
        await restarted.stop();
      }
    });
  }
});
