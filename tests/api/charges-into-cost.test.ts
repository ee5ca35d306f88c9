// A purchase's charges go into the cost of the goods only when their ledger says they are a cost of
// purchase (issue 25, item 3), through the API on both stores.
//
// The rule: AS 2 para 10 (Ind AS 2 para 11): the costs of purchase comprise the purchase price, duties and
// taxes that cannot be recovered, and transport, handling and other costs directly attributable to the
// acquisition. A charge whose ledger sits under Purchase Accounts or Direct Expenses (at any depth) is such a
// cost and is spread over the bill's lines by value, to the paisa; a charge to Indirect Expenses (packing for
// dispatch, say) is a period expense (AS 2 para 13), in the P&L below gross profit, never in closing stock.
// So the P&L's gross profit and the item-wise profit agree.
//
// The book (no GST on the goods or the charges, so the figures are the values themselves):
//   01 May  purchase  Alpha 10 × 100 = 1,000, Beta 5 × 200 = 1,000; Freight 30 (Freight Inward under
//           Carriage & Freight under Direct Expenses: a cost); Packing 100 (Indirect Expenses: not a cost).
//           Freight spread by value 1,000 : 1,000 = 15.00 + 15.00: Alpha 1,015 (101.50 each), Beta 1,015
//           (203.00 each). Packing goes into neither.
//   10 May  sale      Alpha 5 × 160 = 800, Beta 2 × 300 = 600.
//   Cost of sales (weighted average): Alpha 5 × 101.50 = 507.50, Beta 2 × 203.00 = 406.00: 913.50.
//   Closing stock: Alpha 5 × 101.50 = 507.50, Beta 3 × 203.00 = 609.00: 1,116.50.
//   P&L: sales 1,400; purchases 2,000 + freight 30 − closing 1,116.50 = COGS 913.50; gross profit 486.50;
//   packing 100 below it: net profit 386.50.
//   Item-wise: Alpha 800 − 507.50 = 292.50, Beta 600 − 406 = 194.00: 486.50, the P&L's gross profit.
//   (Before the fix the packing went into cost too: closing 1,171.50, P&L gross 541.50 against item-wise 441.50.)
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

const MAY = 'FromDate=2026-05-01&ToDate=2026-05-31';

describeEachStore('charges into cost only when their ledger says so (AS 2 para 10)', (server) => {
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

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    const group = async (code: string) => (await getJson(api(`ledgergroup?GroupCode=${code}`))).body.data.rows[0].Id as number;
    ids.firm = (await post('firm', { FirmName: 'Cost Traders', State: 'Maharashtra' })).Id;
    ids.supplier = (await post('party', { PartyName: 'Supplier', PartyType: 'Supplier', State: 'Maharashtra' })).Id;
    ids.customer = (await post('party', { PartyName: 'Customer', PartyType: 'Customer', State: 'Maharashtra' })).Id;
    // Freight Inward two groups below Direct Expenses: a direct expense all the same (group-tree.ts).
    const carriage = (await post('ledgergroup', { GroupName: 'Carriage & Freight', Nature: 'Expenses', ParentGroupId: await group('DIRECT_EXPENSES') })).Id;
    const inward = (await post('ledgergroup', { GroupName: 'Freight Inward', Nature: 'Expenses', ParentGroupId: carriage })).Id;
    const freightLedger = (await post('ledger', { LedgerName: 'Lorry Freight', GroupId: inward })).Id;
    const packingLedger = (await post('ledger', { LedgerName: 'Packing Charges', GroupId: await group('INDIRECT_EXPENSES') })).Id;
    ids.freight = (await post('extracharges', { ChargeName: 'Freight', LedgerId: freightLedger, ChargeType: 'Amount', DefaultAmount: 0, IsTaxable: false })).Id;
    ids.packing = (await post('extracharges', { ChargeName: 'Packing', LedgerId: packingLedger, ChargeType: 'Amount', DefaultAmount: 0, IsTaxable: false })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.alpha = (await post('item', { ItemName: 'Alpha', UnitId: unit, HSNCode: '8471', TaxRate: 0, CashRate: 160 })).Id;
    ids.beta = (await post('item', { ItemName: 'Beta', UnitId: unit, HSNCode: '8471', TaxRate: 0, CashRate: 300 })).Id;
    ids.purchase = (
      await post('purchase', {
        FirmId: ids.firm, SupplierId: ids.supplier, PurchaseDate: '2026-05-01', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT',
        PurchaseItems: [{ ItemId: ids.alpha, Qty: 10, Rate: 100 }, { ItemId: ids.beta, Qty: 5, Rate: 200 }],
        PurchaseCharges: [{ ChargeId: ids.freight, Amount: 30 }, { ChargeId: ids.packing, Amount: 100 }],
      })
    ).Id;
    await post('sales', {
      FirmId: ids.firm, CustId: ids.customer, BillDate: '2026-05-10', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT',
      BillItems: [{ ItemId: ids.alpha, Qty: 5, Rate: 160 }, { ItemId: ids.beta, Qty: 2, Rate: 300 }],
    });
  }, 120_000);

  it('spreads only the direct charge into the goods: each line 1,000 + 15.00 of the 30 freight, none of the packing', async () => {
    const moves = await q('select item_id, qty_in, cost from stock_move where tenant_id = $1 and doc_type = $2 and doc_id = $3 order by id', [tenant, 'purchase', ids.purchase]);
    // Paise: 1,000.00 + 15.00 = 1,015.00 each (AS 2 para 10).
    expect(moves.map((move) => [Number(move.item_id), Number(move.qty_in), Number(move.cost)])).toEqual([
      [ids.alpha, 10000, 101500],
      [ids.beta, 5000, 101500],
    ]);
    // Both charges still post to their own ledgers: Dr Purchase 2,000, Lorry Freight 30, Packing 100; Cr Supplier 2,130.
    const journal = await q(`select l."LedgerName" as ledger, j.debit, j.credit from journal_line j join ledger l on l."Id" = j.ledger_id and l.tenant_id = j.tenant_id
                              where j.tenant_id = $1 and j.doc_type = 'purchase' and j.doc_id = $2 order by l."LedgerName"`, [tenant, ids.purchase]);
    expect(journal.map((line) => [line.ledger, Number(line.debit), Number(line.credit)])).toEqual([
      ['Lorry Freight', 3000, 0],
      ['Packing Charges', 10000, 0],
      ['Purchase', 200000, 0],
      ['Supplier', 0, 213000],
    ]);
  });

  it('the P&L gross profit equals the item-wise profit: 486.50', async () => {
    const pl = await report(`profitandloss?${MAY}`);
    // COGS 2,000 + 30 − 1,116.50 = 913.50; gross 1,400 − 913.50 = 486.50; net 486.50 − 100 = 386.50.
    expect(pl.summary).toEqual({ 'Opening stock': 0, 'Closing stock': 1116.5, 'Cost of goods sold': 913.5, 'Gross profit': 486.5, 'Net profit': 386.5 });
    const profit = await report(`itemwiseprofit?${MAY}`);
    expect(profit.rows.map((line) => [line.ItemName, line.NetSales, line.CostOfSales, line.GrossProfit])).toEqual([
      ['Alpha', 800, 507.5, 292.5],
      ['Beta', 600, 406, 194],
    ]);
    expect(profit.rows.reduce((sum, line) => sum + Math.round(line.GrossProfit * 100), 0)).toBe(48650);
    const stock = await report(`stockreport?${MAY}`);
    expect(stock.rows.map((line) => [line.ItemName, line.ClosingQty, line.ClosingValue])).toEqual([
      ['Alpha', 5, 507.5],
      ['Beta', 3, 609],
    ]);
  });

  it('the untaxed extra charge, posted to Purchase, is a cost too: 1 × 100 + 10 = 110.00', async () => {
    const bill = await post('purchase', {
      FirmId: ids.firm, SupplierId: ids.supplier, PurchaseDate: '2026-06-01', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT',
      PurchaseItems: [{ ItemId: ids.alpha, Qty: 1, Rate: 100 }], ExtraPurchaseCharges: 10,
    });
    const moves = await q('select cost from stock_move where tenant_id = $1 and doc_type = $2 and doc_id = $3', [tenant, 'purchase', bill.Id]);
    expect(moves.map((move) => Number(move.cost))).toEqual([11000]);
    const journal = await q(`select l."LedgerName" as ledger, j.debit from journal_line j join ledger l on l."Id" = j.ledger_id and l.tenant_id = j.tenant_id
                              where j.tenant_id = $1 and j.doc_type = 'purchase' and j.doc_id = $2 and j.debit > 0`, [tenant, bill.Id]);
    expect(journal.map((line) => [line.ledger, Number(line.debit)])).toEqual([['Purchase', 11000]]);
  });
});
