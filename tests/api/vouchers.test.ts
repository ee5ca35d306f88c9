// Receipts, payments and contra vouchers through the API on both stores: their numbers, the journal
// they post (to the paisa), allocations that settle bills (balances rewritten from the allocation
// rows on every save and delete), the refusals that write nothing, the bill guard, the pickers'
// look-ups and tenant isolation.
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, postForm, registerAndLogin, sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('vouchers', (server) => {
  let api: (p: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (sql: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), sql, params);
  const journal = async (docType: string, docId: number) =>
    (await q(`select l."LedgerName" as ledger, j.debit, j.credit, j.entry_date from journal_line j join ledger l on l."Id" = j.ledger_id and l.tenant_id = j.tenant_id
               where j.tenant_id = $1 and j.doc_type = $2 and j.doc_id = $3 order by j.id`, [tenant, docType, docId]))
      .map((r) => [r.ledger, Number(r.debit), Number(r.credit)]);
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  const balance = async (entity: string, id: number) => (await getJson(api(`${entity}/${id}`))).body.data.BalanceBillAmt;
  /** What a refused call must leave untouched: voucher rows, allocation rows, journal lines and counters. */
  const footprint = async () =>
    (await q(`select (select count(*) from receipt where tenant_id = $1) as r, (select count(*) from payment where tenant_id = $1) as p,
               (select count(*) from receiptallocation where tenant_id = $1) as ra, (select count(*) from journal_line where tenant_id = $1) as j,
               (select coalesce(sum(last_number), 0) from document_counter where tenant_id = $1) as n,
               (select coalesce(sum("BalanceBillAmt"), 0) from sales where tenant_id = $1) as b`, [tenant])).map((r) => Object.values(r).map(Number))[0];
  const receipt = (over: Record<string, unknown> = {}) => ({
    FirmId: ids.firm, VoucherDate: '2026-08-01', FromLedgerId: ids.customerLedger, ToLedgerId: ids.bank, Amount: 1200.5, Mode: 'NEFT', ChequeNo: 'UTR123',
    ReceiptAllocations: [{ BillId: ids.bill1, Amount: 1000 }, { BillId: ids.bill2, Amount: 200 }],
    ...over,
  });

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (p) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    ids.firm = (await post('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra', SalesPrefix: 'SS' })).Id;
    ids.otherFirm = (await post('firm', { FirmName: 'Sharma Wholesale', State: 'Maharashtra' })).Id;
    const customer = await post('party', { PartyName: 'Asha Traders', State: 'Maharashtra' });
    const other = await post('party', { PartyName: 'Bina Stores', State: 'Maharashtra' });
    const supplier = await post('party', { PartyName: 'Mehta Supplies', State: 'Maharashtra', PartyType: 'Supplier' });
    Object.assign(ids, { customer: customer.Id, customerLedger: customer.LedgerId, other: other.Id, otherLedger: other.LedgerId, supplier: supplier.Id, supplierLedger: supplier.LedgerId });
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.item = (await post('item', { ItemName: 'Rice bag', UnitId: unit, HSNCode: '1006', TaxRate: 0, CashRate: 100 })).Id;
    const bankGroup = (await getJson(api('ledgergroup?GroupCode=BANK_ACCOUNTS'))).body.data.rows[0].Id;
    ids.bank = (await post('ledger', { LedgerName: 'HDFC Current', GroupId: bankGroup })).Id;
    ids.bank2 = (await post('ledger', { LedgerName: 'SBI Savings', GroupId: bankGroup })).Id;
    ids.cash = (await getJson(api('ledger?SystemCode=CASH'))).body.data.rows[0].Id;
    const rent = (await getJson(api('ledgergroup?GroupCode=INDIRECT_EXPENSES'))).body.data.rows[0].Id;
    ids.rent = (await post('ledger', { LedgerName: 'Shop Rent', GroupId: rent })).Id;
    const bill = (party: number, date: string, qty: number, firm = ids.firm) =>
      post('sales', { FirmId: firm, CustId: party, BillDate: date, BillType: 'NON GST', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.item, Qty: qty, Rate: 100 }] });
    ids.bill2 = (await bill(ids.customer, '2026-07-01', 5)).Id; // made first, dated later: oldest first goes by date
    ids.bill1 = (await bill(ids.customer, '2026-06-01', 10)).Id;
    ids.otherBill = (await bill(ids.other, '2026-06-01', 1)).Id;
    ids.otherFirmBill = (await bill(ids.customer, '2026-06-15', 1, ids.otherFirm)).Id;
    ids.purchase = (await post('purchase', { FirmId: ids.firm, SupplierId: ids.supplier, PurchaseDate: '2026-06-10', PurchaseType: 'NON GST', PaymentType: 'CREDIT', PaymentAmt: 100, PurchaseItems: [{ ItemId: ids.item, Qty: 8, Rate: 100 }] })).Id;
  });

  it('offers the pickers their ledgers: cash and bank, parties, or all', async () => {
    const names = async (role: string) => (await getJson(api(`vouchers/ledgers?role=${role}`))).body.data.rows.map((row: any) => row.LedgerName);
    expect(await names('cashbank')).toEqual(['Cash', 'HDFC Current', 'SBI Savings']);
    expect(await names('party')).toEqual(['Asha Traders', 'Bina Stores', 'Mehta Supplies']);
    const all = (await getJson(api('vouchers/ledgers?role=all'))).body.data.rows;
    expect(all.find((row: any) => row.LedgerName === 'Shop Rent')).toMatchObject({ Role: 'other', PartyId: null });
    expect(all.find((row: any) => row.LedgerName === 'Mehta Supplies')).toMatchObject({ Role: 'party', PartyId: ids.supplier, PartyType: 'Supplier' });
    expect(all.map((row: any) => row.LedgerName)).toContain('Sales');
    const bad = await getJson(api('vouchers/ledgers?role=everything'));
    expect([bad.status, bad.body.errors[0].path]).toEqual([400, '/role']);
    expect((await getJson(`${server().origin}/api/vouchers/ledgers?role=all`)).status).toBe(401);
  });

  it("lists a party's open bills oldest first, with what is due", async () => {
    const reply = await getJson(api(`vouchers/openbills?kind=sales&LedgerId=${ids.customerLedger}`));
    expect(reply.body.data.rows.map((row: any) => [row.Id, row.BillNo, row.Date, row.NetBillAmt, row.BalanceBillAmt])).toEqual([
      [ids.bill1, 'SS/26-27/2', '2026-06-01', 1000, 1000],
      [ids.otherFirmBill, 'INV/26-27/1', '2026-06-15', 100, 100],
      [ids.bill2, 'SS/26-27/1', '2026-07-01', 500, 500],
    ]);
    const oneFirm = await getJson(api(`vouchers/openbills?kind=sales&LedgerId=${ids.customerLedger}&FirmId=${ids.firm}`));
    expect(oneFirm.body.data.rows.map((row: any) => row.Id)).toEqual([ids.bill1, ids.bill2]);
    const purchases = await getJson(api(`vouchers/openbills?kind=purchase&LedgerId=${ids.supplierLedger}`));
    expect(purchases.body.data.rows.map((row: any) => [row.Id, row.NetBillAmt, row.BalanceBillAmt])).toEqual([[ids.purchase, 800, 700]]);
    expect((await getJson(api(`vouchers/openbills?kind=receipt&LedgerId=${ids.customerLedger}`))).status).toBe(400);
    expect((await getJson(api('vouchers/openbills?kind=sales&LedgerId=abc'))).body.errors[0].path).toBe('/LedgerId');
  });

  it('creates a receipt: numbered, balanced to the paisa, bills settled, the rest on account', async () => {
    const reply = await sendJson('POST', api('receipt'), receipt());
    expect(reply.body.message).toBe('Voucher Created SuccessFully');
    const voucher = reply.body.data;
    ids.receipt = voucher.Id;
    // The saved voucher is answered from what the save wrote and what its rules read (markKnown: the firm, the
    // ledgers, the bills), not read back: it must be exactly what reading it gives.
    expect(voucher).toEqual((await getJson(api(`receipt/${voucher.Id}`))).body.data);
    expect(voucher).toMatchObject({ PrefixVoucherNo: 'RV/26-27/1', VoucherNo: 1, Prefix: 'RV', Amount: 1200.5, AllocatedAmt: 1200, OnAccountAmt: 0.5, FromLedgerName: 'Asha Traders', ToLedgerName: 'HDFC Current' });
    expect(voucher.ReceiptAllocations.map((line: any) => [line.BillNo, line.BillDate, line.Amount])).toEqual([['SS/26-27/2', '2026-06-01', 1000], ['SS/26-27/1', '2026-07-01', 200]]);
    expect(await journal('receipt', voucher.Id)).toEqual([['HDFC Current', 120050, 0], ['Asha Traders', 0, 120050]]);
    expect([await balance('sales', ids.bill1), await balance('sales', ids.bill2)]).toEqual([0, 300]);
    const open = await getJson(api(`vouchers/openbills?kind=sales&LedgerId=${ids.customerLedger}&FirmId=${ids.firm}`));
    expect(open.body.data.rows.map((row: any) => [row.Id, row.BalanceBillAmt])).toEqual([[ids.bill2, 300]]);
    const editing = await getJson(api(`vouchers/openbills?kind=sales&LedgerId=${ids.customerLedger}&FirmId=${ids.firm}&VoucherId=${voucher.Id}`));
    expect(editing.body.data.rows.map((row: any) => [row.Id, row.BalanceBillAmt, row.AllocatedHere])).toEqual([[ids.bill1, 0, 1000], [ids.bill2, 300, 200]]);
    // The party's outstanding follows: the bills (1,500 + 100 in the other firm) less the receipt.
    const outstanding = await q('select sum(debit) - sum(credit) as due from journal_line where tenant_id = $1 and ledger_id = $2', [tenant, ids.customerLedger]);
    expect(Number(outstanding[0].due)).toBe(160000 - 120050);
  });

  it('numbers each kind in its own series: RV, PV, CV per firm and financial year', async () => {
    const second = await post('receipt', { FirmId: ids.firm, VoucherDate: '2026-08-02', FromLedgerId: ids.rent, ToLedgerId: ids.cash, Amount: 50 });
    const nextYear = await post('receipt', { FirmId: ids.firm, VoucherDate: '2027-04-01', FromLedgerId: ids.rent, ToLedgerId: ids.cash, Amount: 1 });
    const otherFirm = await post('receipt', { FirmId: ids.otherFirm, VoucherDate: '2026-08-02', FromLedgerId: ids.rent, ToLedgerId: ids.cash, Amount: 1 });
    const payment = await post('payment', { FirmId: ids.firm, VoucherDate: '2026-08-03', FromLedgerId: ids.cash, ToLedgerId: ids.rent, Amount: 2500 });
    const contra = await post('contravoucher', { FirmId: ids.firm, VoucherDate: '2026-08-03', FromLedgerId: ids.cash, ToLedgerId: ids.bank, Amount: 10000.01 });
    expect([second, nextYear, otherFirm, payment, contra].map((v) => v.PrefixVoucherNo)).toEqual(['RV/26-27/2', 'RV/27-28/1', 'RV/26-27/1', 'PV/26-27/1', 'CV/26-27/1']);
    expect([second.OnAccountAmt, second.AllocatedAmt]).toEqual([50, 0]);
    expect(await journal('payment', payment.Id)).toEqual([['Shop Rent', 250000, 0], ['Cash', 0, 250000]]);
    expect(await journal('contravoucher', contra.Id)).toEqual([['HDFC Current', 1000001, 0], ['Cash', 0, 1000001]]);
    const created = await sendJson('POST', api('payment'), { FirmId: ids.firm, FromLedgerId: ids.bank, ToLedgerId: ids.rent, Amount: 1 });
    expect(created.body.message).toBe('Voucher Created SuccessFully');
    expect(created.body.data.VoucherDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The lists search the ledgers' names too (labels from the linked ledger).
    const found = await getJson(api('payment?search=shop%20rent'));
    expect([found.body.data.total, found.body.data.rows.map((row: any) => row.ToLedgerName)]).toEqual([2, ['Shop Rent', 'Shop Rent']]);
    expect((await getJson(api('contravoucher?search=hdfc'))).body.data.total).toBe(1);
    expect((await getJson(api('receipt?search=nobody'))).body.data.total).toBe(0);
  });

  it('refuses bad allocations and ledgers with 400, writing nothing and taking no number', async () => {
    const before = await footprint();
    const refused = async (body: object, entity = 'receipt') => {
      const reply = await sendJson('POST', api(entity), body);
      expect(reply.status).toBe(400);
      return reply.body.errors[0];
    };
    expect(await refused(receipt({ ReceiptAllocations: [{ BillId: ids.otherBill, Amount: 10 }] }))).toEqual({ path: '/ReceiptAllocations/0/BillId', message: "Line 1: bill SS/26-27/3 is another party's" });
    expect(await refused(receipt({ ReceiptAllocations: [{ BillId: ids.otherFirmBill, Amount: 10 }] }))).toEqual({ path: '/ReceiptAllocations/0/BillId', message: 'Line 1: bill INV/26-27/1 belongs to another firm' });
    expect(await refused(receipt({ ReceiptAllocations: [{ BillId: ids.bill2, Amount: 300.01 }] }))).toEqual({ path: '/ReceiptAllocations/0/Amount', message: 'Line 1: bill SS/26-27/1 has only 300.00 due' });
    expect(await refused(receipt({ ReceiptAllocations: [{ BillId: ids.bill1, Amount: 0.01 }] }))).toEqual({ path: '/ReceiptAllocations/0/Amount', message: 'Line 1: bill SS/26-27/2 has only 0.00 due' });
    expect(await refused(receipt({ ReceiptAllocations: [{ BillId: ids.bill2, Amount: 100 }, { BillId: ids.bill2, Amount: 100 }] }))).toMatchObject({ path: '/ReceiptAllocations/1/BillId' });
    expect(await refused(receipt({ Amount: 250, ReceiptAllocations: [{ BillId: ids.bill2, Amount: 250.01 }] }))).toEqual({ path: '/Amount', message: 'The bills settled (250.01) come to more than the amount 250.00' });
    // Wrong kind: a payment settles purchases only (sales and purchases number their ids apart, so
    // take a sales bill's id that no purchase has).
    expect(await refused({ FirmId: ids.firm, FromLedgerId: ids.bank, ToLedgerId: ids.supplierLedger, Amount: 1, PaymentAllocations: [{ BillId: ids.otherFirmBill, Amount: 1 }] }, 'payment')).toEqual({
      path: '/PaymentAllocations/0/BillId', message: 'Line 1: no such purchase bill',
    });
    expect(await refused(receipt({ FromLedgerId: ids.rent, ReceiptAllocations: [{ BillId: ids.bill2, Amount: 1 }] }))).toEqual({ path: '/ReceiptAllocations/0/BillId', message: "Line 1: bill SS/26-27/1 is another party's" });
    expect(await refused(receipt({ FromLedgerId: ids.cash, ReceiptAllocations: [] }))).toEqual({ path: '/FromLedgerId', message: 'Received from is a cash or bank ledger: money between cash and bank is a contra voucher' });
    expect(await refused(receipt({ ToLedgerId: ids.rent }))).toEqual({ path: '/ToLedgerId', message: 'Into (cash / bank) must be a cash or bank ledger' });
    expect((await refused(receipt({ Amount: 0 }))).path).toBe('/Amount');
    expect((await refused(receipt({ Amount: 10.005 }))).path).toBe('/Amount');
    expect((await refused(receipt({ Mode: 'CHEQUE', ChequeNo: '' }))).path).toBe('/ChequeNo');
    expect((await refused(receipt({ FromLedgerId: 999999 }))).path).toBe('/FromLedgerId');
    expect(await footprint()).toEqual(before);
  });

  it('enforces the contra rules: both sides cash or bank, and different', async () => {
    const contra = (from: number, to: number) => sendJson('POST', api('contravoucher'), { FirmId: ids.firm, FromLedgerId: from, ToLedgerId: to, Amount: 100 });
    expect((await contra(ids.bank, ids.bank)).body.errors[0]).toEqual({ path: '/ToLedgerId', message: 'To (cash / bank) must differ from from (cash / bank)' });
    expect((await contra(ids.customerLedger, ids.bank)).body.errors[0]).toEqual({ path: '/FromLedgerId', message: 'From (cash / bank) must be a cash or bank ledger' });
    expect((await contra(ids.bank, ids.rent)).body.errors[0].path).toBe('/ToLedgerId');
    const bankToBank = await contra(ids.bank, ids.bank2);
    expect(bankToBank.status).toBe(200);
    expect(await journal('contravoucher', bankToBank.body.data.Id)).toEqual([['SBI Savings', 10000, 0], ['HDFC Current', 0, 10000]]);
    const bankToCash = await contra(ids.bank2, ids.cash);
    expect(await journal('contravoucher', bankToCash.body.data.Id)).toEqual([['Cash', 10000, 0], ['SBI Savings', 0, 10000]]);
  });

  it('guards a settled bill: no delete, no change of party, no amount below what is settled (409, nothing written)', async () => {
    const bill = (await getJson(api(`sales/${ids.bill1}`))).body.data;
    const deleted = await sendJson('DELETE', api(`sales/${ids.bill1}`), undefined);
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toBe('Cannot delete this bill: receipts RV/26-27/1 settle 1000.00 of it. Remove those allocations first.');
    const moved = await sendJson('PUT', api(`sales/${ids.bill1}`), { ...bill, CustId: ids.other });
    expect([moved.status, moved.body.message]).toEqual([409, 'This bill is settled by receipts RV/26-27/1: its party cannot change until their allocations to it are removed']);
    const lowered = await sendJson('PUT', api(`sales/${ids.bill1}`), { ...bill, BillItems: [{ ItemId: ids.item, Qty: 9, Rate: 100 }] });
    expect([lowered.status, lowered.body.message]).toEqual([409, 'This bill is settled by receipts RV/26-27/1 for 1000.00: what is due on it cannot fall below that (it would be 900.00)']);
    const paidAtBill = await sendJson('PUT', api(`sales/${ids.bill1}`), { ...bill, ReceiptAmt: 1 });
    expect(paidAtBill.status).toBe(409);
    const after = (await getJson(api(`sales/${ids.bill1}`))).body.data;
    expect([after.RowVersion, after.NetBillAmt, after.BalanceBillAmt, after.CustId]).toEqual([bill.RowVersion, 1000, 0, ids.customer]);
    // Raising the bill keeps the allocation and shows the new balance.
    const raised = await sendJson('PUT', api(`sales/${ids.bill1}`), { ...bill, BillItems: [{ ItemId: ids.item, Qty: 12, Rate: 100 }] });
    expect(raised.body.data).toMatchObject({ NetBillAmt: 1200, BalanceBillAmt: 200 });
    const unsettled = (await getJson(api(`sales/${ids.bill2}`))).body.data;
    const cashPart = await sendJson('PUT', api(`sales/${ids.bill2}`), { ...unsettled, ReceiptAmt: 50 });
    expect(cashPart.body.data).toMatchObject({ NetBillAmt: 500, ReceiptAmt: 50, BalanceBillAmt: 250 });
  });

  it('recomputes the balances when a receipt is edited and when it is deleted', async () => {
    const voucher = (await getJson(api(`receipt/${ids.receipt}`))).body.data;
    const edited = await sendJson('PUT', api(`receipt/${ids.receipt}`), { ...voucher, Amount: 400, ReceiptAllocations: [{ BillId: ids.bill2, Amount: 250 }, { BillId: ids.bill1, Amount: 150 }] });
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe('Data Updated Successfully');
    expect(edited.body.data).toMatchObject({ PrefixVoucherNo: 'RV/26-27/1', AllocatedAmt: 400, OnAccountAmt: 0 });
    expect([await balance('sales', ids.bill1), await balance('sales', ids.bill2)]).toEqual([1050, 200]); // 500 - 50 at the bill - 250
    expect(await journal('receipt', ids.receipt)).toEqual([['HDFC Current', 40000, 0], ['Asha Traders', 0, 40000]]);
    // An edit may take what the voucher itself held on a bill (its own lines are left out of what is due).
    const same = (await getJson(api(`receipt/${ids.receipt}`))).body.data;
    expect((await sendJson('PUT', api(`receipt/${ids.receipt}`), same)).status).toBe(200);
    // Another voucher cannot take what this one holds.
    const greedy = await sendJson('POST', api('receipt'), receipt({ Amount: 500, ReceiptAllocations: [{ BillId: ids.bill2, Amount: 200.01 }] }));
    expect(greedy.body.errors?.[0].message).toBe('Line 1: bill SS/26-27/1 has only 200.00 due');
    expect((await sendJson('DELETE', api(`receipt/${ids.receipt}`), undefined)).body.message).toBe('Data Deleted Successfully!');
    expect([await balance('sales', ids.bill1), await balance('sales', ids.bill2)]).toEqual([1200, 450]);
    expect(await journal('receipt', ids.receipt)).toEqual([]);
    expect(await q('select count(*) as n from receiptallocation where tenant_id = $1 and "ReceiptId" = $2', [tenant, ids.receipt]).then((r) => Number(r[0].n))).toBe(0);
    expect((await sendJson('DELETE', api(`sales/${ids.bill1}`), undefined)).status).toBe(200);
  });

  it('settles a purchase with a payment: supplier Dr, bank Cr, balance down', async () => {
    const payment = await post('payment', {
      FirmId: ids.firm, VoucherDate: '2026-08-05', FromLedgerId: ids.bank, ToLedgerId: ids.supplierLedger, Amount: 1000, Mode: 'CHEQUE', ChequeNo: '004512',
      PaymentAllocations: [{ BillId: ids.purchase, Amount: 700 }],
    });
    expect(payment).toMatchObject({ PrefixVoucherNo: 'PV/26-27/3', AllocatedAmt: 700, OnAccountAmt: 300 });
    expect(payment.PaymentAllocations[0]).toMatchObject({ BillNo: 'PUR/26-27/1', BillDate: '2026-06-10', Amount: 700 });
    expect(await journal('payment', payment.Id)).toEqual([['Mehta Supplies', 100000, 0], ['HDFC Current', 0, 100000]]);
    expect(await balance('purchase', ids.purchase)).toBe(0);
    expect((await sendJson('DELETE', api(`purchase/${ids.purchase}`), undefined)).status).toBe(409);
    const settlements = await getJson(api(`vouchers/settlements?kind=purchase&BillId=${ids.purchase}`));
    expect(settlements.body.data.rows).toEqual([{ VoucherId: payment.Id, PrefixVoucherNo: 'PV/26-27/3', VoucherDate: '2026-08-05', Amount: 700 }]);
    expect((await getJson(api(`vouchers/settlements?kind=sales&BillId=${ids.bill1}`))).body.data.rows).toEqual([]);
    expect((await getJson(api('vouchers/settlements?kind=payment&BillId=1'))).status).toBe(400);
    expect((await getJson(api(`vouchers/openbills?kind=purchase&LedgerId=${ids.supplierLedger}`))).body.data.rows).toEqual([]);
  });

  it('lets two receipts swap their bills at the same time without a deadlock', async () => {
    const bill = async () => (await post('sales', { FirmId: ids.firm, CustId: ids.customer, BillDate: '2026-09-02', BillType: 'NON GST', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.item, Qty: 10, Rate: 100 }] })).Id;
    const [a, b] = [await bill(), await bill()];
    const make = (billId: number) => post('receipt', receipt({ Amount: 10, ToLedgerId: ids.cash, Mode: 'CASH', ReceiptAllocations: [{ BillId: billId, Amount: 10 }] }));
    const [first, second] = [await make(a), await make(b)];
    for (let round = 0; round < 6; round += 1) {
      const [one, two] = await Promise.all([first, second].map(async (voucher) => (await getJson(api(`receipt/${voucher.Id}`))).body.data));
      const replies = await Promise.all([
        sendJson('PUT', api(`receipt/${one.Id}`), { ...one, ReceiptAllocations: [{ BillId: one.ReceiptAllocations[0].BillId === a ? b : a, Amount: 10 }] }),
        sendJson('PUT', api(`receipt/${two.Id}`), { ...two, ReceiptAllocations: [{ BillId: two.ReceiptAllocations[0].BillId === a ? b : a, Amount: 10 }] }),
      ]);
      expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    }
    expect([await balance('sales', a), await balance('sales', b)]).toEqual([990, 990]);
  });

  it('never leaves an allocation to a bill deleted at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const bill = (await post('sales', { FirmId: ids.firm, CustId: ids.customer, BillDate: '2026-09-03', BillType: 'NON GST', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.item, Qty: 1, Rate: 100 }] })).Id;
      const [settled, deleted] = await Promise.all([
        sendJson('POST', api('receipt'), receipt({ Amount: 50, ToLedgerId: ids.cash, Mode: 'CASH', ReceiptAllocations: [{ BillId: bill, Amount: 50 }] })),
        sendJson('DELETE', api(`sales/${bill}`), undefined),
      ]);
      // One of the two wins: the receipt (and the delete is refused) or the delete (and the receipt finds no bill).
      expect([settled.status, deleted.status].sort()).toEqual([200, settled.status === 200 ? 409 : 400].sort());
      const orphans = await q('select count(*) as n from receiptallocation a where a.tenant_id = $1 and not exists (select 1 from sales s where s.tenant_id = a.tenant_id and s."Id" = a."BillId")', [tenant]);
      expect(Number(orphans[0].n)).toBe(0);
    }
  });

  it('refuses to delete a party a voucher names (its ledger would vanish under the voucher)', async () => {
    const walkIn = await post('party', { PartyName: 'Chetan Advance', State: 'Maharashtra' });
    const advance = await post('receipt', { FirmId: ids.firm, FromLedgerId: walkIn.LedgerId, ToLedgerId: ids.cash, Amount: 5000 });
    expect(advance).toMatchObject({ AllocatedAmt: 0, OnAccountAmt: 5000 });
    const refused = await sendJson('DELETE', api(`party/${walkIn.Id}`), undefined);
    expect([refused.status, refused.body.message]).toEqual([409, `Cannot delete Chetan Advance: receipt ${advance.PrefixVoucherNo} names this party. Delete those vouchers first.`]);
    expect((await getJson(api(`ledger/${walkIn.LedgerId}`))).status).toBe(200);
    await sendJson('DELETE', api(`receipt/${advance.Id}`), undefined);
    expect((await sendJson('DELETE', api(`party/${walkIn.Id}`), undefined)).status).toBe(200);
    // Any other ledger a voucher names is refused by its link.
    expect((await sendJson('DELETE', api(`ledger/${ids.rent}`), undefined)).status).toBe(409);
  });

  it('lets concurrent receipts settle one bill only up to what it has due', async () => {
    const bill = await post('sales', { FirmId: ids.firm, CustId: ids.customer, BillDate: '2026-09-01', BillType: 'NON GST', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.item, Qty: 10, Rate: 100 }] });
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => sendJson('POST', api('receipt'), receipt({ Amount: 200, ToLedgerId: ids.cash, Mode: 'CASH', ReceiptAllocations: [{ BillId: bill.Id, Amount: 200 }] }))),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 200, 200, 400, 400, 400]);
    expect(await balance('sales', bill.Id)).toBe(0);
    const settled = await q('select sum("Amount") as total from receiptallocation where tenant_id = $1 and "BillId" = $2', [tenant, bill.Id]);
    expect(Number(settled[0].total)).toBe(100000);
  });

  it("keeps tenants apart: another business sees none of these ledgers, bills or vouchers", async () => {
    const stranger = await registerAndLogin(server().origin);
    const theirs = (p: string) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${stranger.token}`;
    expect((await getJson(theirs(`receipt/${ids.receipt}`))).status).toBe(404);
    const payments = (await getJson(theirs('payment'))).body.data.total;
    expect(payments).toBe(0);
    const ledgers = (await getJson(theirs('vouchers/ledgers?role=all'))).body.data.rows.map((row: any) => row.LedgerName);
    expect(ledgers).not.toContain('HDFC Current');
    expect(ledgers).not.toContain('Asha Traders');
    expect((await getJson(theirs(`vouchers/openbills?kind=sales&LedgerId=${ids.customerLedger}`))).body.data.rows).toEqual([]);
    expect((await getJson(theirs(`vouchers/settlements?kind=purchase&BillId=${ids.purchase}`))).body.data.rows).toEqual([]);
    const firm = (await sendJson('POST', theirs('firm'), { FirmName: 'Stranger Co', State: 'Maharashtra' })).body.data.Id;
    const cash = (await getJson(theirs('ledger?SystemCode=CASH'))).body.data.rows[0].Id;
    const party = (await sendJson('POST', theirs('party'), { PartyName: 'Their Customer', State: 'Maharashtra' })).body.data.LedgerId;
    const poach = await sendJson('POST', theirs('receipt'), { FirmId: firm, FromLedgerId: party, ToLedgerId: cash, Amount: 1, ReceiptAllocations: [{ BillId: ids.bill2, Amount: 1 }] });
    expect([poach.status, poach.body.errors[0].path]).toEqual([400, '/ReceiptAllocations/0/BillId']);
    const ourLedger = await sendJson('POST', theirs('receipt'), { FirmId: firm, FromLedgerId: ids.customerLedger, ToLedgerId: cash, Amount: 1 });
    expect([ourLedger.status, ourLedger.body.errors[0].path]).toEqual([400, '/FromLedgerId']);
  });

  it("lets an employee use only the vouchers their role grants, the look-ups included", async () => {
    const ownerData = async (path: string) => (await getJson(api(path))).body.data;
    const activities = new Map(((await ownerData('activity?PerPage=1000')).rows as Array<{ Id: number; url: string }>).map((row) => [row.url, row.Id]));
    const type = (await post('type', { TypeName: 'Counter' })).Id;
    const branch = (await post('branch', { BranchName: 'Main counter', TypeId: type })).Id;
    const clerk = async (page: string) => {
      const role = (await post('role', { RoleName: `Only ${page}` })).Id;
      await post('profile', { RoleId: role, Desc: page, Grants: [{ ActivityId: activities.get(page) }] });
      const email = `clerk.${page}.${Date.now()}@example.com`;
      await post('employee', { EmployeeName: `Clerk ${page}`, Email: email, Password: 'Clerk@123', BranchId: branch, TypeId: type, RoleId: role });
      const login = await postForm(`${server().origin}/api/super/employeelogin`, { uname: email, password: 'Clerk@123' });
      const token = login.body.tokenDetails.idToken as string;
      return (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
    };
    const cashier = await clerk('receipt');
    expect((await getJson(cashier('vouchers/ledgers?role=cashbank'))).status).toBe(200);
    expect((await getJson(cashier(`vouchers/openbills?kind=sales&LedgerId=${ids.customerLedger}`))).status).toBe(200);
    expect((await getJson(cashier(`vouchers/openbills?kind=purchase&LedgerId=${ids.supplierLedger}`))).status).toBe(403);
    expect((await getJson(cashier(`vouchers/settlements?kind=purchase&BillId=${ids.purchase}`))).status).toBe(403);
    const taken = await sendJson('POST', cashier('receipt'), { FirmId: ids.firm, FromLedgerId: ids.rent, ToLedgerId: ids.cash, Amount: 10 });
    expect([taken.status, taken.body.message]).toEqual([200, 'Voucher Created SuccessFully']);
    expect((await sendJson('POST', cashier('payment'), { FirmId: ids.firm, FromLedgerId: ids.cash, ToLedgerId: ids.rent, Amount: 10 })).status).toBe(403);
    const billing = await clerk('sales');
    expect((await getJson(billing('vouchers/ledgers?role=all'))).status).toBe(403);
    expect((await getJson(billing(`vouchers/settlements?kind=sales&BillId=${ids.bill2}`))).status).toBe(200);
  });

  it('keeps the books whole: every voucher balances and every bill balance equals its rows', async () => {
    const unbalanced = await q('select doc_type, doc_id from journal_line where tenant_id = $1 group by doc_type, doc_id having sum(debit) <> sum(credit)', [tenant]);
    expect(unbalanced).toEqual([]);
    const drift = await q(
      `select s."Id" from sales s where s.tenant_id = $1 and s."BalanceBillAmt" <> s."NetBillAmt" - coalesce(s."ReceiptAmt", 0)
         - coalesce((select sum(a."Amount") from receiptallocation a where a.tenant_id = s.tenant_id and a."BillId" = s."Id"), 0)`,
      [tenant],
    );
    expect(drift).toEqual([]);
  });
});
