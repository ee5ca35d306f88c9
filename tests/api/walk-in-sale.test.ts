// A walk-in cash sale: a bill with no customer goes to the system "Cash sale" customer with the buyer's name
// and phone typed on it, counts as a supply to an unregistered person, and is paid in full at billing. The
// firm is in Maharashtra; the pen is 18 % GST.
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('walk-in cash sale', (server) => {
  let api: (path: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (text: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), text, params);
  const journal = async (docId: number) =>
    (await q(`select l."LedgerName" as ledger, j.debit, j.credit from journal_line j join ledger l on l.tenant_id = j.tenant_id and l."Id" = j.ledger_id
               where j.tenant_id = $1 and j.doc_type = 'sales' and j.doc_id = $2 order by j.id`, [tenant, docId])).map((row) => [row.ledger, Number(row.debit), Number(row.credit)]);
  const sale = (body: object) => sendJson('POST', api('sales'), { FirmId: ids.firm, BillType: 'EXCLUSIVE', PaymentType: 'CASH', BillItems: [{ ItemId: ids.pen, Qty: 2, Rate: 100 }], ...body });

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    const post = async (entity: string, body: object) => (await sendJson('POST', api(entity), body)).body.data;
    ids.firm = (await post('firm', { FirmName: 'Kirana Corner', State: 'Maharashtra', SalesPrefix: 'KC' })).Id;
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.pen = (await post('item', { ItemName: 'Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 100 })).Id;
  });

  it('bills a buyer with no customer master, cash in full, to the Cash sale customer', async () => {
    const reply = await sale({ BuyerName: 'Ramesh Patil', BuyerPhone: '9876543210' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const bill = reply.body.data;
    // 2 × 100 = 200 + CGST 9 % 18 + SGST 18 = 236, all received: the place of supply is the counter's state.
    expect(bill).toMatchObject({ PrefixBillNo: 'KC/26-27/1', PartyName: 'Ramesh Patil', BuyerPhone: '9876543210', GSTIN: null, PlaceOfSupply: 'Maharashtra', TotCGST: 18, TotSGST: 18, NetBillAmt: 236, ReceiptAmt: 236, BalanceBillAmt: 0 });
    ids.sale = bill.Id;
    const party = (await getJson(api(`party/${bill.CustId}`))).body.data;
    expect(party).toMatchObject({ PartyName: 'Cash sale (walk-in)', PartyType: 'Customer', SystemCode: 'CASH_SALE' });
    expect(await journal(bill.Id)).toEqual([
      ['Cash sale (walk-in)', 23600, 0],
      ['Sales', 0, 20000],
      ['Output CGST', 0, 1800],
      ['Output SGST', 0, 1800],
      ['Cash', 23600, 0],
      ['Cash sale (walk-in)', 0, 23600],
    ]);
  });

  it('uses the one walk-in customer for every such bill; a buyer from another state pays IGST', async () => {
    const reply = await sale({ PlaceOfSupply: 'Karnataka' });
    // No name typed: "Cash sale". Inter-state: IGST 18 % of 200 = 36; 236 received.
    expect(reply.body.data).toMatchObject({ PartyName: 'Cash sale', PlaceOfSupply: 'Karnataka', TotIGST: 36, TotCGST: 0, NetBillAmt: 236, ReceiptAmt: 236 });
    const walkIns = await q('select count(*) as n from party where tenant_id = $1 and "SystemCode" = $2', [tenant, 'CASH_SALE']);
    expect(Number(walkIns[0].n)).toBe(1);
  });

  it('keeps a walk-in bill a walk-in bill on edit', async () => {
    const before = (await getJson(api(`sales/${ids.sale}`))).body.data;
    const edited = await sendJson('PUT', api(`sales/${ids.sale}`), { ...before, BillItems: [{ ItemId: ids.pen, Qty: 1, Rate: 100 }] });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // 100 + 9 + 9 = 118, all received again.
    expect(edited.body.data).toMatchObject({ PartyName: 'Ramesh Patil', NetBillAmt: 118, ReceiptAmt: 118, BalanceBillAmt: 0 });
  });

  it('refuses a walk-in sale on credit or part-paid, and a bad phone, writing nothing', async () => {
    const credit = await sale({ PaymentType: 'CREDIT', BuyerName: 'Suresh' });
    expect(credit.status).toBe(400);
    expect(credit.body.errors).toEqual([{ path: '/ReceiptAmt', message: 'A walk-in sale is paid in full at billing: 236.00 is left unpaid (choose a customer to sell on credit)' }]);
    expect((await sale({ ReceiptAmt: 200 })).status).toBe(400);
    expect((await sale({ BuyerPhone: '12345' })).body.errors[0].path).toBe('/BuyerPhone');
    // A quotation still names its customer.
    const quotation = await sendJson('POST', api('quotation'), { FirmId: ids.firm, QuotationItems: [{ ItemId: ids.pen, Qty: 1, Rate: 100 }] });
    expect(quotation.status).toBe(400);
    // Nothing refused took a number: the next bill is the third.
    expect((await sale({})).body.data.PrefixBillNo).toBe('KC/26-27/3');
  });
});
