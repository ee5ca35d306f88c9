// Sales and purchase returns made against a bill, through the API on both stores: a credit note takes
// its net amount off what the bill has due (never below zero, the excess stays on the party's account),
// a return refunded in cash leaves the bill alone, the vouchers' allocations take precedence, moving or
// deleting a return gives the bill its due back, the bill cannot be deleted under its returns, and the
// party-wise outstanding still adds up to each party's ledger. Every figure is worked out by hand:
//
//   bill1   2026-06-01  Pen 10 x 100 = 1,000 + 18 % (90 CGST + 90 SGST) = 1,180.00 on credit
//   bill2   2026-06-05  Pen 10 x 100 = 1,180.00, 1,000.00 received at billing: 180.00 due
//   rv      2026-06-10  receipt 500.00, all of it set against bill1: 680.00 due
//   cn1     2026-06-20  credit note against bill1, Pen 2 x 100 = 200 + 36 = 236.00: 1,180 − 500 − 236 = 444.00 due
//   cash1   2026-06-21  return against bill1 refunded in cash, Pen 1 x 100 = 118.00: still 444.00 due
//   cn2     2026-06-25  credit note against bill2 for 236.00: 180.00 due, so 0.00 and 56.00 on account
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('returns against bills', (server) => {
  let api: (p: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (sql: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), sql, params);
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  const record = async (entity: string, id: number) => (await getJson(api(`${entity}/${id}`))).body.data;
  const balance = async (entity: string, id: number) => (await record(entity, id)).BalanceBillAmt;
  const salesReturn = (over: Record<string, unknown>) => ({
    FirmId: ids.firm, CustId: ids.customer, SalesId: ids.bill1, SalesReturnDate: '2026-06-20', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE',
    SalesReturnItems: [{ ItemId: ids.item, Qty: 2, Rate: 100 }],
    ...over,
  });
  /** What a refused call must leave untouched: returns, journal lines, counters and the bills' balances. */
  const footprint = async () =>
    (await q(`select (select count(*) from salesreturn where tenant_id = $1) as r, (select count(*) from journal_line where tenant_id = $1) as j,
               (select coalesce(sum(last_number), 0) from document_counter where tenant_id = $1) as n,
               (select coalesce(sum("BalanceBillAmt"), 0) from sales where tenant_id = $1) as b`, [tenant])).map((r) => Object.values(r).map(Number))[0];
  /** The party's ledger balance from the journal up to the date, in rupees, Dr positive. */
  const ledgerBalance = async (ledger: number, asOn: string) =>
    Number((await q('select coalesce(sum(debit - credit), 0) as b from journal_line where tenant_id = $1 and ledger_id = $2 and entry_date <= $3', [tenant, ledger, asOn]))[0].b) / 100;
  const outstanding = async (asOn: string, side: string) => {
    const reply = await getJson(api(`reports/partywiseoutstanding?AsOnDate=${asOn}&Side=${side}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.rows as any[];
  };

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (p) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    ids.firm = (await post('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra', SalesPrefix: 'SS' })).Id;
    ids.otherFirm = (await post('firm', { FirmName: 'Sharma Wholesale', State: 'Maharashtra' })).Id;
    const customer = await post('party', { PartyName: 'Asha Traders', State: 'Maharashtra' });
    const other = await post('party', { PartyName: 'Bina Stores', State: 'Maharashtra' });
    const supplier = await post('party', { PartyName: 'Mehta Supplies', State: 'Maharashtra', PartyType: 'Supplier' });
    Object.assign(ids, { customer: customer.Id, customerLedger: customer.LedgerId, other: other.Id, supplier: supplier.Id, supplierLedger: supplier.LedgerId });
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.item = (await post('item', { ItemName: 'Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 100 })).Id;
    const bankGroup = (await getJson(api('ledgergroup?GroupCode=BANK_ACCOUNTS'))).body.data.rows[0].Id;
    ids.bank = (await post('ledger', { LedgerName: 'HDFC Current', GroupId: bankGroup })).Id;
    const sale = (date: string, over: object = {}) =>
      post('sales', { FirmId: ids.firm, CustId: ids.customer, BillDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.item, Qty: 10, Rate: 100 }], ...over });
    ids.bill1 = (await sale('2026-06-01')).Id;
    ids.bill2 = (await sale('2026-06-05', { ReceiptAmt: 1000 })).Id;
    ids.otherFirmBill = (await sale('2026-07-01', { FirmId: ids.otherFirm })).Id; // after every as-on date below
    ids.receipt = (await post('receipt', {
      FirmId: ids.firm, VoucherDate: '2026-06-10', FromLedgerId: ids.customerLedger, ToLedgerId: ids.bank, Amount: 500, Mode: 'NEFT', ChequeNo: 'UTR1',
      ReceiptAllocations: [{ BillId: ids.bill1, Amount: 500 }],
    })).Id;
  });

  it('a credit note takes its amount off the bill; a cash refund leaves the bill as it was', async () => {
    expect([await balance('sales', ids.bill1), await balance('sales', ids.bill2)]).toEqual([680, 180]);
    const cn1 = await post('salesreturn', salesReturn({}));
    ids.cn1 = cn1.Id;
    expect([cn1.NetBillAmt, cn1.RefundAmt]).toEqual([236, 0]);
    expect(await balance('sales', ids.bill1)).toBe(444); // 1,180 − 500 − 236
    const cash1 = await post('salesreturn', salesReturn({ SalesReturnDate: '2026-06-21', PaymentType: 'CASH', SalesReturnItems: [{ ItemId: ids.item, Qty: 1, Rate: 100 }] }));
    ids.cash1 = cash1.Id;
    expect([cash1.NetBillAmt, cash1.RefundAmt]).toEqual([118, 118]);
    expect(await balance('sales', ids.bill1)).toBe(444);
    // The open bills a receipt offers, and what a receipt may still set against bill1.
    const open = (await getJson(api(`vouchers/openbills?kind=sales&LedgerId=${ids.customerLedger}&FirmId=${ids.firm}`))).body.data.rows;
    expect(open.map((row: any) => [row.Id, row.BalanceBillAmt])).toEqual([[ids.bill1, 444], [ids.bill2, 180]]);
    const receipt = await record('receipt', ids.receipt);
    const over = await sendJson('PUT', api(`receipt/${ids.receipt}`), { ...receipt, Amount: 1000, ReceiptAllocations: [{ BillId: ids.bill1, Amount: 945 }] });
    expect([over.status, over.body.message]).toEqual([400, 'Line 1: bill SS/26-27/1 has only 944.00 due']); // 1,180 − 236, its own 500 left out
  });

  it('a credit note worth more than the bill has due takes it to zero and leaves the rest on account', async () => {
    ids.cn2 = (await post('salesreturn', salesReturn({ SalesId: ids.bill2, SalesReturnDate: '2026-06-25' }))).Id;
    expect(await balance('sales', ids.bill2)).toBe(0); // 180 due, 236 credited: 56 on account
    const rows = await outstanding('2026-06-30', 'customer');
    expect(rows.filter((row) => row.Number || row.Particulars.startsWith('On account') || row.RowStyle === 'subtotal').map((row) => [row.Number ?? row.Particulars, row.Settled ?? null, row.Balance])).toEqual([
      ['SS/26-27/1', 736, 444], // 500 by the receipt + 236 by cn1
      ['On account (advances, credit notes, unallocated)', null, -56], // what bill2 could not take of cn2
      ['Total Asha Traders', null, 388], // 444 − 56
    ]);
    // 1,180 + 1,180 − 1,000 (bill2 at billing) − 500 − 236 − 236, the cash return netting to zero.
    expect(await ledgerBalance(ids.customerLedger, '2026-06-30')).toBe(388);
  });

  it('as on a date before the returns, the bills stand as they were and still add up to the ledger', async () => {
    const rows = await outstanding('2026-06-15', 'customer');
    expect(rows.filter((row) => row.Number || row.Particulars.startsWith('On account') || row.RowStyle === 'subtotal').map((row) => [row.Number ?? row.Particulars, row.Balance])).toEqual([
      ['SS/26-27/1', 680],
      ['SS/26-27/2', 180],
      ['Total Asha Traders', 860],
    ]);
    expect(await ledgerBalance(ids.customerLedger, '2026-06-15')).toBe(860); // 1,180 + 1,180 − 1,000 − 500
    const between = await outstanding('2026-06-22', 'customer'); // cn1 and the cash return, not cn2
    expect(between.find((row) => row.Number === 'SS/26-27/1').Balance).toBe(444);
    expect(between.find((row) => row.RowStyle === 'subtotal').Balance).toBe(await ledgerBalance(ids.customerLedger, '2026-06-22')); // 624
  });

  it('refuses a return against another party\'s or firm\'s bill, or one that would leave less due than is allocated, writing nothing', async () => {
    const before = await footprint();
    const cases: Array<[Record<string, unknown>, string, number]> = [
      [{ CustId: ids.other }, "Bill SS/26-27/1 is another party's", 400],
      [{ SalesId: ids.otherFirmBill }, 'Bill INV/26-27/1 belongs to another firm', 400],
      // 1,180 − 236 (cn1) − 590 = 354 would be due, under the receipt's 500.
      [{ SalesReturnItems: [{ ItemId: ids.item, Qty: 5, Rate: 100 }] }, 'Bill SS/26-27/1 is settled by receipts RV/26-27/1 for 500.00: after this return only 354.00 would be due on it. Allocations take precedence: reduce them first', 400],
      [{ SalesId: 999999 }, 'Against bill: no such Sales bill', 400],
    ];
    for (const [over, message, status] of cases) {
      const reply = await sendJson('POST', api('salesreturn'), salesReturn(over));
      expect([reply.status, reply.body.message, reply.body.errors?.[0]?.path], message).toEqual([status, message, '/SalesId']);
    }
    // Editing cn1 upwards is refused the same way, and leaves it as it was.
    const cn1 = await record('salesreturn', ids.cn1);
    const raised = await sendJson('PUT', api(`salesreturn/${ids.cn1}`), { ...cn1, SalesReturnItems: [{ ItemId: ids.item, Qty: 7, Rate: 100 }] });
    expect([raised.status, raised.body.message]).toEqual([400, 'Bill SS/26-27/1 is settled by receipts RV/26-27/1 for 500.00: after this return only 354.00 would be due on it. Allocations take precedence: reduce them first']);
    expect(await footprint()).toEqual(before);
  });

  it('guards a bill with returns against it: no delete, no other party, no fall below its allocations', async () => {
    const deleted = await sendJson('DELETE', api(`sales/${ids.bill2}`), undefined);
    expect([deleted.status, deleted.body.message]).toEqual([409, 'Cannot delete this bill: sales return CN/26-27/3 is made against it. Delete those returns first.']);
    const bill2 = await record('sales', ids.bill2);
    const moved = await sendJson('PUT', api(`sales/${ids.bill2}`), { ...bill2, CustId: ids.other });
    expect([moved.status, moved.body.message]).toEqual([409, 'This bill cannot change its party: sales return CN/26-27/3 is made against it. Delete those returns first.']);
    // bill1 at 8 pens: 944 − 236 = 708 would be due before the receipt's 500, 208 after it.
    const bill1 = await record('sales', ids.bill1);
    const lowered = await sendJson('PUT', api(`sales/${ids.bill1}`), { ...bill1, BillItems: [{ ItemId: ids.item, Qty: 8, Rate: 100 }] });
    expect([lowered.status, lowered.body.data?.BalanceBillAmt]).toEqual([200, 208]);
    expect(await balance('sales', ids.bill1)).toBe(208);
    // At 6 pens: 708 − 236 = 472 is under the 500 allocated.
    const tooLow = await sendJson('PUT', api(`sales/${ids.bill1}`), { ...lowered.body.data, BillItems: [{ ItemId: ids.item, Qty: 6, Rate: 100 }] });
    expect([tooLow.status, tooLow.body.message]).toEqual([409, 'This bill is settled by receipts RV/26-27/1 for 500.00: what is due on it cannot fall below that (it would be 472.00)']);
    const back = await sendJson('PUT', api(`sales/${ids.bill1}`), { ...lowered.body.data, BillItems: [{ ItemId: ids.item, Qty: 10, Rate: 100 }] });
    expect([back.status, back.body.data?.BalanceBillAmt]).toEqual([200, 444]);
  });

  it('moving a return to another bill, or deleting it, gives its first bill the due back', async () => {
    const cn2 = await record('salesreturn', ids.cn2);
    const moved = await sendJson('PUT', api(`salesreturn/${ids.cn2}`), { ...cn2, SalesId: ids.bill1 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // bill2 has its 180 back; bill1: 1,180 − 236 − 236 = 708, less the receipt's 500.
    expect([await balance('sales', ids.bill1), await balance('sales', ids.bill2)]).toEqual([208, 180]);
    expect((await sendJson('DELETE', api(`salesreturn/${ids.cn2}`), undefined)).status).toBe(200);
    expect(await balance('sales', ids.bill1)).toBe(444);
    expect((await sendJson('DELETE', api(`salesreturn/${ids.cn1}`), undefined)).status).toBe(200);
    expect(await balance('sales', ids.bill1)).toBe(680);
    const rows = await outstanding('2026-06-30', 'customer');
    // 680 + 180, no credit note left: the ledger's 1,180 + 1,180 − 1,000 − 500.
    expect(rows.find((row) => row.RowStyle === 'subtotal').Balance).toBe(860);
    expect(await ledgerBalance(ids.customerLedger, '2026-06-30')).toBe(860);
    expect(rows.some((row) => String(row.Particulars).startsWith('On account'))).toBe(false);
  });

  it('a purchase return by debit note comes off the purchase bill the same way', async () => {
    const purchase = await post('purchase', {
      FirmId: ids.firm, SupplierId: ids.supplier, PurchaseDate: '2026-06-02', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.item, Qty: 10, Rate: 100 }],
    });
    const payment = await post('payment', {
      FirmId: ids.firm, VoucherDate: '2026-06-12', FromLedgerId: ids.bank, ToLedgerId: ids.supplierLedger, Amount: 500, Mode: 'NEFT', ChequeNo: 'UTR2',
      PaymentAllocations: [{ BillId: purchase.Id, Amount: 500 }],
    });
    const body = { FirmId: ids.firm, SupplierId: ids.supplier, PurchaseId: purchase.Id, PurchaseReturnDate: '2026-06-22', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE', PurchaseReturnItems: [{ ItemId: ids.item, Qty: 2, Rate: 100 }] };
    const dn = await post('purchasereturn', body);
    expect(await balance('purchase', purchase.Id)).toBe(444); // 1,180 − 500 − 236
    await post('purchasereturn', { ...body, PaymentType: 'CASH', PurchaseReturnItems: [{ ItemId: ids.item, Qty: 1, Rate: 100 }] });
    expect(await balance('purchase', purchase.Id)).toBe(444);
    const rows = await outstanding('2026-06-30', 'supplier');
    expect(rows.find((row) => row.RowStyle === 'subtotal').Balance).toBe(444);
    expect(await ledgerBalance(ids.supplierLedger, '2026-06-30')).toBe(-444); // a credit balance: we owe 444
    expect((await sendJson('DELETE', api(`payment/${payment.Id}`), undefined)).status).toBe(200);
    expect(await balance('purchase', purchase.Id)).toBe(944); // 1,180 − 236
    const deleted = await sendJson('DELETE', api(`purchase/${purchase.Id}`), undefined);
    expect([deleted.status, deleted.body.message]).toEqual([409, `Cannot delete this bill: purchase returns ${dn.PrefixPurchaseReturnNo}, DN/26-27/2 are made against it. Delete those returns first.`]);
  });
});
