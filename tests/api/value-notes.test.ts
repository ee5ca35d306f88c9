// Credit and debit notes for value (CGST Act s.34): a price reduction or discount after the sale is a
// credit note (s.34(1)), a price raised a debit note (s.34(3)); the supplier's notes on a purchase are
// the same seen from the buyer. They move no goods, post to the books, adjust their invoice's balance, are
// capped by what the invoice still has in value, and report in GSTR-1 (cdnr / cdnur by the ORIGINAL
// invoice, table 9B; ntty C or D) and GSTR-3B (3.1(a) net; 4(A)(5) the supplier's debit notes, 4(B)(2)
// its credit notes). Through the API on both stores, figures worked out by hand (firm in Maharashtra):
//
//   S1  2026-06-01  Mumbai Retail (GSTIN, intra)  Pen 10 x 100 = 1,000 + CGST 90 + SGST 90 = 1,180.00
//   S2  2026-06-02  Karnataka Buyer (no GSTIN, inter) Inverter 1 x 1,50,000 + IGST 12 % 18,000 = 1,68,000.00
//                   (inter-state, unregistered, above ₹1,00,000: B2CL)
//   CN1 2026-06-10  credit note on S1: Pen 10 x ₹5 off = 50 + 4.50 + 4.50 = 59.00
//   DN1 2026-06-12  debit note on S1:  Pen 1 x 100 = 100 + 9 + 9 = 118.00
//   CN2 2026-06-15  credit note on S2: Inverter 1 x 5,000 = 5,000 + IGST 600 = 5,600.00  -> CDNUR (S2 is B2CL)
//   DN2 2026-06-16  debit note on S2:  Inverter 1 x 1,000 = 1,000 + IGST 120 = 1,120.00  -> CDNUR
//   S1 balance 1,180 − 59 + 118 = 1,239.00;  S2 1,68,000 − 5,600 + 1,120 = 1,63,520.00
//   refused: a credit note on S1 of 1 x 1,100 = 1,100 + 99 + 99 = 1,298.00 > 1,239.00 left (nothing written)
//   P1  2026-06-03  Pune Supplier (GSTIN, intra) Pen 100 x 50 = 5,000 + 450 + 450 = 5,900.00
//   PCN 2026-06-18  its credit note: Pen 100 x ₹2 = 200 + 18 + 18 = 236.00
//   PDN 2026-06-19  its debit note:  Pen 10 x 10 = 100 + 9 + 9 = 118.00
//   P1 balance 5,900 − 236 + 118 = 5,782.00
// GSTR-3B June: 3.1(a) taxable 1,000 + 1,50,000 − 50 + 100 − 5,000 + 1,000 = 1,47,050.00,
//   IGST 18,000 − 600 + 120 = 17,520.00, CGST = SGST 90 − 4.50 + 9 = 94.50;
//   4(A)(5) CGST = SGST 450 + 9 = 459.00; 4(B)(2) CGST = SGST 18.00; 4(C) 441.00 each.
// HSN: 9608 at 18 %: 1,000 − 50 + 100 = 1,050.00, quantity 10 (notes carry value, not goods);
//   8504 at 12 %: 1,50,000 − 5,000 + 1,000 = 1,46,000.00, quantity 1.
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { gstin } from '../support/report-books.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

const JUNE = 'FromDate=2026-06-01&ToDate=2026-06-30';

describeEachStore('credit and debit notes for value', (server) => {
  let api: (p: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const docs: Record<string, any> = {};
  const q = (sql: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), sql, params);
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  const report = async (path: string) => {
    const reply = await getJson(api(`reports/${path}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const salesNote = (entity: string, prefix: 'CreditNote' | 'DebitNote', date: string, bill: number, party: number, item: number, qty: number, rate: number) =>
    ({ FirmId: ids.firm, CustId: party, SalesId: bill, [`${prefix}Date`]: date, BillType: 'EXCLUSIVE', NoteReason: 'Rate difference', [`${prefix}Items`]: [{ ItemId: item, Qty: qty, Rate: rate }], entity });
  const save = async (body: Record<string, unknown>) => {
    const { entity, ...rest } = body;
    return post(String(entity), rest);
  };
  /** Everything a refused note could write: notes, their lines, journal lines, stock moves, counters, bill balances. */
  const footprint = async () =>
    Object.values(
      (await q(`select (select count(*) from salescreditnote where tenant_id = $1) as n, (select count(*) from salescreditnoteline where tenant_id = $1) as nl,
                 (select count(*) from journal_line where tenant_id = $1) as j, (select count(*) from stock_move where tenant_id = $1) as s,
                 (select coalesce(sum(last_number), 0) from document_counter where tenant_id = $1) as c,
                 (select coalesce(sum("BalanceBillAmt"), 0) from sales where tenant_id = $1) as b`, [tenant]))[0],
    ).map(Number);
  /** A document's journal as [ledger system code or party name, debit, credit] in rupees. */
  const journal = async (docType: string, docId: number) =>
    (await q(`select coalesce(l."SystemCode", l."LedgerName") as ledger, j.debit, j.credit from journal_line j join ledger l on l.tenant_id = j.tenant_id and l."Id" = j.ledger_id
               where j.tenant_id = $1 and j.doc_type = $2 and j.doc_id = $3 order by j.debit desc, j.credit desc, 1`, [tenant, docType, docId])).map((row) => [row.ledger, Number(row.debit) / 100, Number(row.credit) / 100]);
  const ledgerBalance = async (ledger: number) => Number((await q('select coalesce(sum(debit - credit), 0) as b from journal_line where tenant_id = $1 and ledger_id = $2', [tenant, ledger]))[0].b) / 100;
  const balanceOf = async (entity: string, id: number) => (await getJson(api(`${entity}/${id}`))).body.data.BalanceBillAmt;

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (p) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    ids.firm = (await post('firm', { FirmName: 'Shree Traders', State: 'Maharashtra', GSTIN: gstin('27', 'AAAFS1234A'), SalesPrefix: 'ST' })).Id;
    const mumbai = await post('party', { PartyName: 'Mumbai Retail', State: 'Maharashtra', GSTIN: gstin('27', 'ABCDM5678B') });
    const karnataka = await post('party', { PartyName: 'Karnataka Buyer', State: 'Karnataka' });
    const pune = await post('party', { PartyName: 'Pune Supplier', State: 'Maharashtra', PartyType: 'Supplier', GSTIN: gstin('27', 'ABCDP5678D') });
    Object.assign(ids, { mumbai: mumbai.Id, mumbaiLedger: mumbai.LedgerId, karnataka: karnataka.Id, karnatakaLedger: karnataka.LedgerId, pune: pune.Id, puneLedger: pune.LedgerId });
    const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    ids.pen = (await post('item', { ItemName: 'Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, OpeningQty: 100 })).Id;
    ids.inverter = (await post('item', { ItemName: 'Inverter', UnitId: unit, HSNCode: '8504', TaxRate: 12, OpeningQty: 5 })).Id;
    const sale = (date: string, CustId: number, ItemId: number, Qty: number, Rate: number) =>
      post('sales', { FirmId: ids.firm, CustId, BillDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId, Qty, Rate }] });
    docs.s1 = await sale('2026-06-01', ids.mumbai, ids.pen, 10, 100);
    docs.s2 = await sale('2026-06-02', ids.karnataka, ids.inverter, 1, 150000);
    docs.p1 = await post('purchase', { FirmId: ids.firm, SupplierId: ids.pune, PurchaseDate: '2026-06-03', PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: ids.pen, Qty: 100, Rate: 50 }] });
    expect([docs.s1.NetBillAmt, docs.s2.NetBillAmt, docs.p1.NetBillAmt]).toEqual([1180, 168000, 5900]);
  });

  it('a sales credit and debit note post to the books, move no stock and adjust the invoice, intra- and inter-state', async () => {
    // The pen's rate is cut to 5 % after the sale: the notes still adjust the 18 % the invoices charged
    // (s.34: the note adjusts that supply's tax), so every figure below is at 18 %.
    const pen = (await getJson(api(`item/${ids.pen}`))).body.data;
    expect((await sendJson('PUT', api(`item/${ids.pen}`), { ...pen, TaxRate: 5 })).status).toBe(200);
    const movesBefore = Number((await q('select count(*) as n from stock_move where tenant_id = $1', [tenant]))[0].n);
    docs.cn1 = await save(salesNote('salescreditnote', 'CreditNote', '2026-06-10', docs.s1.Id, ids.mumbai, ids.pen, 10, 5));
    docs.dn1 = await save(salesNote('salesdebitnote', 'DebitNote', '2026-06-12', docs.s1.Id, ids.mumbai, ids.pen, 1, 100));
    docs.cn2 = await save(salesNote('salescreditnote', 'CreditNote', '2026-06-15', docs.s2.Id, ids.karnataka, ids.inverter, 1, 5000));
    docs.dn2 = await save(salesNote('salesdebitnote', 'DebitNote', '2026-06-16', docs.s2.Id, ids.karnataka, ids.inverter, 1, 1000));
    // Their own series per firm and year, apart from the sales returns' CN.
    expect([docs.cn1.PrefixCreditNoteNo, docs.dn1.PrefixDebitNoteNo, docs.cn2.PrefixCreditNoteNo, docs.dn2.PrefixDebitNoteNo]).toEqual(['SCN/26-27/1', 'SDN/26-27/1', 'SCN/26-27/2', 'SDN/26-27/2']);
    expect([docs.cn1.NetBillAmt, docs.dn1.NetBillAmt, docs.cn2.NetBillAmt, docs.dn2.NetBillAmt]).toEqual([59, 118, 5600, 1120]);
    expect(Number((await q('select count(*) as n from stock_move where tenant_id = $1', [tenant]))[0].n)).toBe(movesBefore);
    // Credit note: sales and output tax debited, the customer credited (a sales return's journal, s.34(2)).
    expect(await journal('salescreditnote', docs.cn1.Id)).toEqual([['SALES', 50, 0], ['OUTPUT_CGST', 4.5, 0], ['OUTPUT_SGST', 4.5, 0], ['Mumbai Retail', 0, 59]]);
    // Debit note: the customer debited, sales and output tax credited.
    expect(await journal('salesdebitnote', docs.dn1.Id)).toEqual([['Mumbai Retail', 118, 0], ['SALES', 0, 100], ['OUTPUT_CGST', 0, 9], ['OUTPUT_SGST', 0, 9]]);
    expect(await journal('salescreditnote', docs.cn2.Id)).toEqual([['SALES', 5000, 0], ['OUTPUT_IGST', 600, 0], ['Karnataka Buyer', 0, 5600]]);
    // The invoices' balances and the parties' ledgers: 1,180 − 59 + 118 and 1,68,000 − 5,600 + 1,120.
    expect([await balanceOf('sales', docs.s1.Id), await balanceOf('sales', docs.s2.Id)]).toEqual([1239, 163520]);
    expect([await ledgerBalance(ids.mumbaiLedger), await ledgerBalance(ids.karnatakaLedger)]).toEqual([1239, 163520]);
    // Party-wise outstanding: each bill at its adjusted balance, nothing on account.
    const rows = (await report('partywiseoutstanding?AsOnDate=2026-06-30&Side=customer')).rows as any[];
    expect(rows.filter((row) => row.Number).map((row) => [row.Number, row.BillAmount, row.Balance])).toEqual([['ST/26-27/2', 168000, 163520], ['ST/26-27/1', 1180, 1239]]); // parties by name
    expect(rows.some((row) => String(row.Particulars).startsWith('On account'))).toBe(false);
    // As on the 11th the debit note (12th) is not yet due: 1,180 − 59 = 1,121.00.
    const early = (await report('partywiseoutstanding?AsOnDate=2026-06-11&Side=customer')).rows as any[];
    expect(early.filter((row) => row.Number === 'ST/26-27/1').map((row) => row.Balance)).toEqual([1121]);
    // The invoice number and date travel with the note (rule 53(1A)(g)).
    const read = (await getJson(api(`salescreditnote/${docs.cn1.Id}`))).body.data;
    expect([read.OriginalBillNo, String(read.OriginalBillDate).slice(0, 10)]).toEqual(['ST/26-27/1', '2026-06-01']);
  });

  it('a credit note over what the invoice still has in value is refused with nothing written', async () => {
    const before = await footprint();
    const reply = await sendJson('POST', api('salescreditnote'), { ...salesNote('', 'CreditNote', '2026-06-20', docs.s1.Id, ids.mumbai, ids.pen, 1, 1100), entity: undefined });
    // 1,100 + 99 + 99 = 1,298.00 against 1,180 − 59 + 118 = 1,239.00 left.
    expect([reply.status, reply.body.message, reply.body.errors?.[0]?.path]).toEqual([400, 'Bill ST/26-27/1 has only 1239.00 left to credit: this credit note is worth 1298.00', '/NetBillAmt']);
    expect(await footprint()).toEqual(before);
    // A note for value may name only what its invoice carried: S1 sold no inverter.
    const stranger = await sendJson('POST', api('salescreditnote'), { ...salesNote('', 'CreditNote', '2026-06-20', docs.s1.Id, ids.mumbai, ids.inverter, 1, 10), entity: undefined });
    expect([stranger.status, stranger.body.message, stranger.body.errors?.[0]?.path]).toEqual([400, 'Line 1: the invoice this credit note is made against does not carry this item', '/CreditNoteItems/0/ItemId']);
    expect(await footprint()).toEqual(before);
    // A note must name its invoice.
    const bare = await sendJson('POST', api('salescreditnote'), { FirmId: ids.firm, CustId: ids.mumbai, CreditNoteDate: '2026-06-20', CreditNoteItems: [{ ItemId: ids.pen, Qty: 1, Rate: 1 }] });
    expect(bare.status).toBe(400);
    expect(await footprint()).toEqual(before);
    // The invoice cannot go while notes stand against it.
    const deleted = await sendJson('DELETE', api(`sales/${docs.s1.Id}`), undefined);
    expect([deleted.status, deleted.body.message]).toEqual([409, 'Cannot delete this bill: credit note SCN/26-27/1, debit note SDN/26-27/1 are made against it. Delete those returns first.']);
  });

  it("the supplier's credit and debit notes on a purchase", async () => {
    const body = (entity: string, stem: string, date: string, qty: number, rate: number) =>
      post(entity, { FirmId: ids.firm, SupplierId: ids.pune, PurchaseId: docs.p1.Id, [`${stem}Date`]: date, PurchaseType: 'EXCLUSIVE', SupplierBillNo: 'PS-CN-7', [`${stem}Items`]: [{ ItemId: ids.pen, Qty: qty, Rate: rate }] });
    docs.pcn = await body('purchasecreditnote', 'PurchaseCreditNote', '2026-06-18', 100, 2);
    docs.pdn = await body('purchasedebitnote', 'PurchaseDebitNote', '2026-06-19', 10, 10);
    expect([docs.pcn.PrefixPurchaseCreditNoteNo, docs.pcn.NetBillAmt, docs.pdn.PrefixPurchaseDebitNoteNo, docs.pdn.NetBillAmt]).toEqual(['PCN/26-27/1', 236, 'PDN/26-27/1', 118]);
    // The supplier's credit note: the supplier debited, purchase and input tax credited (credit reversed).
    expect(await journal('purchasecreditnote', docs.pcn.Id)).toEqual([['Pune Supplier', 236, 0], ['PURCHASE', 0, 200], ['INPUT_CGST', 0, 18], ['INPUT_SGST', 0, 18]]);
    expect(await journal('purchasedebitnote', docs.pdn.Id)).toEqual([['PURCHASE', 100, 0], ['INPUT_CGST', 9, 0], ['INPUT_SGST', 9, 0], ['Pune Supplier', 0, 118]]);
    // 5,900 − 236 + 118 = 5,782.00 owed, on the bill and in the ledger (a credit balance).
    expect([await balanceOf('purchase', docs.p1.Id), await ledgerBalance(ids.puneLedger)]).toEqual([5782, -5782]);
    const rows = (await report('partywiseoutstanding?AsOnDate=2026-06-30&Side=supplier')).rows as any[];
    expect(rows.filter((row) => row.Number).map((row) => [row.Number, row.Balance])).toEqual([[docs.p1.PrefixPurchaseNo, 5782]]);
    // The supplier's credit note is capped likewise: 5,782.00 left, 1 x 6,000 + 18 % = 7,080.00 refused.
    const over = await sendJson('POST', api('purchasecreditnote'), { FirmId: ids.firm, SupplierId: ids.pune, PurchaseId: docs.p1.Id, PurchaseCreditNoteDate: '2026-06-20', PurchaseType: 'EXCLUSIVE', PurchaseCreditNoteItems: [{ ItemId: ids.pen, Qty: 1, Rate: 6000 }] });
    expect([over.status, over.body.message]).toEqual([400, `Bill ${docs.p1.PrefixPurchaseNo} has only 5782.00 left to credit: this purchase credit note is worth 7080.00`]);
  });

  it('GSTR-1 reports the notes in CDNR and CDNUR by their invoice, GSTR-3B nets them', async () => {
    const section = async (name: string) => (await report(`gstr1?${JUNE}&FirmId=${ids.firm}&Section=${name}`)).rows as any[];
    const notes = (list: any[]) => list.map((row) => [row.Number, String(row.NoteType).charAt(0), row.Taxable, row.IGST, row.CGST, row.SGST]); // C(redit) or D(ebit)
    expect(notes(await section('cdnr'))).toEqual([['SCN/26-27/1', 'C', 50, 0, 4.5, 4.5], ['SDN/26-27/1', 'D', 100, 0, 9, 9]]);
    // S2 is B2CL, so its notes are CDNUR whatever their own value.
    expect(notes(await section('cdnur'))).toEqual([['SCN/26-27/2', 'C', 5000, 600, 0, 0], ['SDN/26-27/2', 'D', 1000, 120, 0, 0]]);
    expect((await section('b2cs')).length).toBe(0);
    expect((await section('hsn')).map((row) => [row.HSN, row.Qty, row.Rate, row.Taxable]).sort()).toEqual([['8504', 1, 12, 146000], ['9608', 10, 18, 1050]]);
    expect((await section('doc')).map((row) => [row.Description, row.From, row.To, row.NetIssued])).toEqual([
      ['Invoices for outward supply', 'ST/26-27/1', 'ST/26-27/2', 2],
      ['Credit notes', 'SCN/26-27/1', 'SCN/26-27/2', 2],
      ['Debit notes', 'SDN/26-27/1', 'SDN/26-27/2', 2],
    ]);
    const portal = await getJson(api(`reports/gstr1/portal-json?${JUNE}&FirmId=${ids.firm}`));
    expect(portal.status, JSON.stringify(portal.body)).toBe(200);
    const json = portal.body.data ?? portal.body;
    expect(json.cdnr[0].nt.map((nt: any) => [nt.ntty, nt.nt_num, nt.val])).toEqual([['C', 'SCN/26-27/1', 59], ['D', 'SDN/26-27/1', 118]]);
    expect(json.cdnur.map((nt: any) => [nt.typ, nt.ntty, nt.nt_num, nt.val])).toEqual([['B2CL', 'C', 'SCN/26-27/2', 5600], ['B2CL', 'D', 'SDN/26-27/2', 1120]]);
    const cells = Object.fromEntries(((await report(`gstr3b?${JUNE}&FirmId=${ids.firm}`)).rows as any[]).map((row) => [row.Table, [row.Taxable, row.IGST, row.CGST, row.SGST]]));
    expect(cells['3.1(a)']).toEqual([147050, 17520, 94.5, 94.5]);
    expect(cells['4(A)(5)']).toEqual([null, 0, 459, 459]);
    expect(cells['4(B)(2)']).toEqual([null, 0, 18, 18]);
    expect(cells['4(C)']).toEqual([null, 0, 441, 441]);
  });

  it('the notes appear in the day book, their registers and the trial balance', async () => {
    const day = (await report(`daybook?FromDate=2026-06-10&ToDate=2026-06-19&FirmId=${ids.firm}`)).rows as any[];
    expect(day.filter((row) => row.VoucherType).map((row) => [row.VoucherType, row.Number])).toEqual([
      ['Credit note', 'SCN/26-27/1'], ['Debit note', 'SDN/26-27/1'], ['Credit note', 'SCN/26-27/2'], ['Debit note', 'SDN/26-27/2'],
      ['Purchase credit note', 'PCN/26-27/1'], ['Purchase debit note', 'PDN/26-27/1'],
    ]);
    const register = (await report(`salescreditnotereport?${JUNE}`)).rows as any[];
    expect(register.map((row) => [row.Number, row.AgainstNo, row.TotTaxable, row.NetBillAmt])).toEqual([['SCN/26-27/1', 'ST/26-27/1', 50, 59], ['SCN/26-27/2', 'ST/26-27/2', 5000, 5600]]);
    const purchaseRegister = (await report(`purchasedebitnotereport?${JUNE}`)).rows as any[];
    expect(purchaseRegister.map((row) => [row.Number, row.AgainstNo, row.NetBillAmt])).toEqual([['PDN/26-27/1', docs.p1.PrefixPurchaseNo, 118]]);
    // Sales account 1,000 + 1,50,000 − 50 + 100 − 5,000 + 1,000 = 1,47,050 Cr; purchase 5,000 − 200 + 100 = 4,900 Dr.
    const sums = await q(`select l."SystemCode" as code, sum(j.credit - j.debit) as net from journal_line j join ledger l on l.tenant_id = j.tenant_id and l."Id" = j.ledger_id
                           where j.tenant_id = $1 and l."SystemCode" in ('SALES', 'PURCHASE') group by l."SystemCode" order by 1`, [tenant]);
    expect(sums.map((row) => [row.code, Number(row.net) / 100])).toEqual([['PURCHASE', -4900], ['SALES', 147050]]);
    const trial = (await report(`trialbalance?ToDate=2026-06-30&FirmId=${ids.firm}`)).summary;
    expect(trial.Debit).toBe(trial.Credit);
  });

  it('a debit note that credit notes lean on cannot be deleted', async () => {
    // CN3 on S1 (July): 1 x 1,050 + 94.50 + 94.50 = 1,239.00, all that S1 has left (1,180 + 118 − 59).
    const cn3 = await save(salesNote('salescreditnote', 'CreditNote', '2026-07-01', docs.s1.Id, ids.mumbai, ids.pen, 1, 1050));
    expect([cn3.NetBillAmt, await balanceOf('sales', docs.s1.Id)]).toEqual([1239, 0]);
    // Without DN1 the credits 59 + 1,239 = 1,298.00 would be 1,298 − 1,180 = 118.00 more than the bill.
    const refused = await sendJson('DELETE', api(`salesdebitnote/${docs.dn1.Id}`), undefined);
    expect([refused.status, refused.body.message]).toEqual([409, 'Bill ST/26-27/1: its returns and credit notes would be worth 118.00 more than the bill with its debit notes. Reduce them first']);
    expect((await getJson(api(`salesdebitnote/${docs.dn1.Id}`))).status).toBe(200);
    expect((await sendJson('DELETE', api(`salescreditnote/${cn3.Id}`), undefined)).status).toBe(200);
    expect((await sendJson('DELETE', api(`salesdebitnote/${docs.dn1.Id}`), undefined)).status).toBe(200);
    // 1,180 − 59 = 1,121.00 due, in the bill and the ledger.
    expect([await balanceOf('sales', docs.s1.Id), await ledgerBalance(ids.mumbaiLedger)]).toEqual([1121, 1121]);
    expect(await journal('salesdebitnote', docs.dn1.Id)).toEqual([]);
  });

  it("takes the firm's own credit note prefix when it gives one", async () => {
    const firm = (await post('firm', { FirmName: 'Shree Wholesale', State: 'Maharashtra', SalesPrefix: 'SW', CreditNotePrefix: 'CR' })).Id;
    const bill = await post('sales', { FirmId: firm, CustId: ids.mumbai, BillDate: '2026-06-05', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: ids.pen, Qty: 1, Rate: 100 }] });
    const note = await post('salescreditnote', { FirmId: firm, CustId: ids.mumbai, SalesId: bill.Id, CreditNoteDate: '2026-07-02', BillType: 'EXCLUSIVE', CreditNoteItems: [{ ItemId: ids.pen, Qty: 1, Rate: 10 }] });
    expect(note.PrefixCreditNoteNo).toBe('CR/26-27/1');
  });
});
