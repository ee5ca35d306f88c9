// The e-way bill of a saved sales bill or delivery challan (rule 138 CGST Rules), through the API on both
// stores: the transport fields saved on the document, the portal's bulk-generation JSON downloaded
// (checked against tests/support/gst-schemas/ewaybill.schema.json, EWB-API v1.03 "Generate E-way bill"),
// offered only over ₹50,000 of consignment value (rule 138(1)), refused naming each missing field, and the
// number the portal gives recorded on the document without changing the books.
// The firm is in Mumbai (Maharashtra, 27); the almirah is ₹25,000 at 18 % GST.
import { beforeAll, expect, inject, it } from 'vitest';
import { ewayBillBooks, type EwayBillBooks } from '../support/ewaybill-books.ts';
import { portalSchemaErrors } from '../support/gst-portal-schema.ts';
import { getJson, sendJson } from '../support/http.ts';
import { queryStore, writeStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('e-way bill', (server) => {
  let books: EwayBillBooks;
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (text: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), text, params);
  const journal = async (docId: number) =>
    (await q('select ledger_id, debit, credit from journal_line where tenant_id = $1 and doc_type = $2 and doc_id = $3 order by id', [tenant, 'sales', docId])).map((row) => [
      Number(row.ledger_id),
      Number(row.debit),
      Number(row.credit),
    ]);
  const sale = (body: object) =>
    sendJson('POST', books.api('sales'), { FirmId: books.firm, CustId: books.bengaluru, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillDate: '2026-11-20', ...body });
  const almirahs = (qty: number) => [{ ItemId: books.almirah, Qty: qty, Rate: 25000 }];

  beforeAll(async () => {
    books = await ewayBillBooks(server().origin);
    tenant = Number((await q('select tenant_id from account where email = $1', [books.email]))[0].tenant_id);
  });

  it('saves a bill with its transport and gives the portal its file (inter-state, IGST)', async () => {
    const saved = await sale({
      BillItems: almirahs(3),
      TransportMode: 'Road',
      TransDistance: 985,
      TransporterName: 'Bharat Logistics',
      VehicleNo: 'MH12AB1234',
      VehicleType: 'Regular',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // 3 × 25,000 = 75,000.00 taxable; IGST 18 % = 13,500.00 (Mumbai to Bengaluru); 88,500.00 in all.
    expect(saved.body.data).toMatchObject({ PrefixBillNo: 'SW/26-27/1', TotTaxable: 75000, TotIGST: 13500, NetBillAmt: 88500, TransportMode: 'Road', TransDistance: 985, VehicleNo: 'MH12AB1234' });
    ids.bill = saved.body.data.Id;

    const check = await getJson(books.api(`ewaybill/sales/${ids.bill}/check`));
    expect(check.body.data).toEqual({ required: true, value: 88500, limit: 50000, problems: [] });

    const file = await getJson(books.api(`ewaybill/sales/${ids.bill}`));
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('ewaybill_SW-26-27-1.json');
    expect(portalSchemaErrors('ewaybill', file.body)).toEqual([]);
    expect(file.body.version).toBe('1.0.0621');
    expect(file.body.billLists).toHaveLength(1);
    expect(file.body.billLists[0]).toMatchObject({
      userGstin: '27AAPFU0939F1ZV',
      supplyType: 'O',
      subSupplyType: 1,
      docType: 'INV',
      docNo: 'SW/26-27/1',
      docDate: '20/11/2026',
      transactionType: 1,
      fromGstin: '27AAPFU0939F1ZV',
      fromTrdName: 'Shree Steel Works',
      fromAddr1: '12 Lamington Road',
      fromAddr2: 'Grant Road',
      fromPlace: 'Mumbai',
      fromPincode: 400007,
      fromStateCode: 27,
      actFromStateCode: 27,
      toGstin: '29AAGCB7383J1Z4',
      toTrdName: 'Bharat Furnishers',
      toPlace: 'Bengaluru',
      toPincode: 560001,
      toStateCode: 29,
      actToStateCode: 29,
      totalValue: 75000,
      cgstValue: 0,
      sgstValue: 0,
      igstValue: 13500,
      otherValue: 0,
      totInvValue: 88500,
      transMode: '1',
      transDistance: '985',
      transporterName: 'Bharat Logistics',
      vehicleNo: 'MH12AB1234',
      vehicleType: 'R',
      itemList: [{ itemNo: 1, productName: 'Steel almirah', hsnCode: 94032010, quantity: 3, qtyUnit: 'NOS', taxableAmount: 75000, cgstRate: 0, sgstRate: 0, igstRate: 18, cessRate: 0 }],
    });
  });

  it('records the number the portal gave on the bill without changing its books; the bill then carries it', async () => {
    const before = (await getJson(books.api(`sales/${ids.bill}`))).body.data;
    const books1 = await journal(ids.bill);
    expect(books1.length).toBeGreaterThan(0);
    const bad = await sendJson('PUT', books.api(`sales/${ids.bill}`), { ...before, EwayBillNo: '33100123' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('e-Way Bill no.');
    const recorded = await sendJson('PUT', books.api(`sales/${ids.bill}`), { ...before, EwayBillNo: '331001234567', EwayBillDate: '2026-11-20' });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    const after = (await getJson(books.api(`sales/${ids.bill}`))).body.data;
    // What the print page reads (GET /api/sales/{id}) now has the number; the figures and the journal are as they were.
    expect(after).toMatchObject({ EwayBillNo: '331001234567', EwayBillDate: '2026-11-20', PrefixBillNo: 'SW/26-27/1', NetBillAmt: 88500, TotIGST: 13500 });
    expect(await journal(ids.bill)).toEqual(books1);
  });

  it('records the number by its own call on a bill registered on the IRP, which can no longer be edited', async () => {
    const saved = await sale({ BillItems: almirahs(2), TransportMode: 'Road', TransDistance: 985, VehicleNo: 'MH12AB1234' });
    expect(saved.status).toBe(200);
    const id = saved.body.data.Id;
    // Registered on the IRP (as the e-invoice's answer would record it): the bill itself is fixed.
    await writeStore(server(), inject('postgresUrl'), 'update sales set "Irn" = $1 where tenant_id = $2 and "Id" = $3', ['a'.repeat(64), tenant, id]);
    const edit = await sendJson('PUT', books.api(`sales/${id}`), { ...saved.body.data, EwayBillNo: '331001111111', EwayBillDate: '2026-11-20' });
    expect(edit.status).toBe(400);
    const books1 = await journal(id);
    const number = (body: object) => sendJson('PUT', books.api(`ewaybill/sales/${id}/number`), body);
    expect((await number({ EwayBillNo: '3310011', EwayBillDate: '2026-11-20' })).body.errors).toEqual([{ path: '/EwayBillNo', message: "e-Way Bill no.: must be the portal's 12-digit number" }]);
    expect((await number({ EwayBillNo: '331001111111', EwayBillDate: '2026-11-19' })).body.errors).toEqual([{ path: '/EwayBillDate', message: "e-Way Bill date: must not be before the sales bill's date" }]);
    const recorded = await number({ EwayBillNo: '331001111111', EwayBillDate: '2026-11-20' });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect((await getJson(books.api(`sales/${id}`))).body.data).toMatchObject({ EwayBillNo: '331001111111', EwayBillDate: '2026-11-20', NetBillAmt: 59000 });
    expect(await journal(id)).toEqual(books1);
    const logged = await q('select count(*) as n from edit_log where tenant_id = $1 and entity = $2 and record_id = $3 and action = $4', [tenant, 'sales', id, 'update']);
    expect(Number(logged[0].n)).toBe(1);
    // Another business cannot record on this bill.
    const other = await ewayBillBooks(server().origin);
    expect((await sendJson('PUT', other.api(`ewaybill/sales/${id}/number`), { EwayBillNo: '331001111112', EwayBillDate: '2026-11-20' })).status).toBe(404);
  });

  it("a delivery challan within the state: CHL, the challan's purpose (supply on approval: 'Others'), CGST and SGST", async () => {
    const saved = await sendJson('POST', books.api('deliverychallan'), {
      FirmId: books.firm,
      CustId: books.thane,
      ChallanDate: '2026-11-21',
      BillType: 'EXCLUSIVE',
      ChallanItems: almirahs(2),
      TransportMode: 'Road',
      TransDistance: 30,
      VehicleNo: 'MH04AB1234',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.DispatchPurpose).toBe('Supply on approval');
    // 2 × 25,000 = 50,000.00; CGST 9 % 4,500.00 and SGST 9 % 4,500.00 (Mumbai to Thane); 59,000.00.
    const file = await getJson(books.api(`ewaybill/deliverychallan/${saved.body.data.Id}`));
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(portalSchemaErrors('ewaybill', file.body)).toEqual([]);
    expect(file.body.billLists[0]).toMatchObject({
      docType: 'CHL',
      subSupplyType: 8,
      subSupplyDesc: 'Supply on approval',
      docNo: 'SWD/26-27/1',
      docDate: '21/11/2026',
      toGstin: '27AAACR5055K1Z7',
      toPincode: 400601,
      toStateCode: 27,
      totalValue: 50000,
      cgstValue: 4500,
      sgstValue: 4500,
      igstValue: 0,
      totInvValue: 59000,
      itemList: [{ hsnCode: 94032010, quantity: 2, taxableAmount: 50000, cgstRate: 9, sgstRate: 9, igstRate: 0 }],
    });
    // A challan for job work (rule 55(1)(b)) is sub-type 4.
    const jobWork = await sendJson('PUT', books.api(`deliverychallan/${saved.body.data.Id}`), { ...saved.body.data, DispatchPurpose: 'Job work' });
    expect(jobWork.status, JSON.stringify(jobWork.body)).toBe(200);
    const again = await getJson(books.api(`ewaybill/deliverychallan/${saved.body.data.Id}`));
    expect(again.body.billLists[0].subSupplyType).toBe(4);
    expect(again.body.billLists[0]).not.toHaveProperty('subSupplyDesc');
  });

  it("a purchase from an unregistered supplier: supply type I, from the supplier (URP) to the firm, on the supplier's bill number", async () => {
    const saved = await sendJson('POST', books.api('purchase'), {
      FirmId: books.firm,
      SupplierId: books.surat,
      PurchaseDate: '2026-11-22',
      SupplierBillNo: 'SB-118',
      PurchaseType: 'EXCLUSIVE',
      PaymentType: 'CREDIT',
      PurchaseItems: [{ ItemId: books.almirah, Qty: 3, Rate: 20000 }],
      TransportMode: 'Road',
      TransDistance: 290,
      VehicleNo: 'GJ05AB1234',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // 3 × 20,000 = 60,000.00; IGST 18 % 10,800.00 (Surat to Mumbai); 70,800.00.
    const file = await getJson(books.api(`ewaybill/purchase/${saved.body.data.Id}`));
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(portalSchemaErrors('ewaybill', file.body)).toEqual([]);
    expect(file.body.billLists[0]).toMatchObject({
      userGstin: '27AAPFU0939F1ZV',
      supplyType: 'I',
      subSupplyType: 1,
      docType: 'INV',
      docNo: 'SB-118',
      docDate: '22/11/2026',
      fromGstin: 'URP',
      fromTrdName: 'Surat Steel Traders',
      fromPincode: 395002,
      fromStateCode: 24,
      toGstin: '27AAPFU0939F1ZV',
      toPincode: 400007,
      toStateCode: 27,
      totalValue: 60000,
      igstValue: 10800,
      totInvValue: 70800,
      vehicleNo: 'GJ05AB1234',
    });
  });

  it('a bill of ₹29,500 is not offered: rule 138(1) asks for no e-way bill', async () => {
    // 1 × 25,000 + IGST 18 % 4,500 = 29,500.00, not over 50,000.
    const saved = await sale({ BillItems: almirahs(1), TransportMode: 'Road', TransDistance: 985, VehicleNo: 'MH12AB1234' });
    expect(saved.status).toBe(200);
    const check = await getJson(books.api(`ewaybill/sales/${saved.body.data.Id}/check`));
    expect(check.body.data).toMatchObject({ required: false, value: 29500 });
    const file = await getJson(books.api(`ewaybill/sales/${saved.body.data.Id}`));
    expect(file.status).toBe(400);
    expect(file.body.message).toBe('The e-way bill cannot be made: Consignment value ₹29,500.00 is not over ₹50,000.00: rule 138(1) CGST Rules asks for no e-way bill');
  });

  it('refuses a bill going by road with no vehicle and no transporter, naming the field; the period file names the bill', async () => {
    const saved = await sale({ BillItems: almirahs(2), TransportMode: 'Road' });
    expect(saved.status).toBe(200);
    ids.noVehicle = saved.body.data.Id;
    const file = await getJson(books.api(`ewaybill/sales/${ids.noVehicle}`));
    expect(file.status).toBe(400);
    expect(file.body.errors).toEqual([
      { path: '/TransDistance', message: 'Distance (km): missing (0 lets the portal work it out from the PIN codes)' },
      { path: '/VehicleNo', message: 'Vehicle no.: missing for road transport (or give the Transporter id, who then fills Part B)' },
    ]);
    expect(file.body.message).toContain('Vehicle no.: missing for road transport');
    const period = books.api(`ewaybill/sales?FirmId=${books.firm}&FromDate=2026-11-01&ToDate=2026-11-30`);
    const refused = await getJson(period);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(`${saved.body.data.PrefixBillNo}: Vehicle no.: missing`);
    // With the transporter named (he fills Part B) and the distance, the period's file holds this bill alone:
    // the first bill has its number recorded and the ₹29,500 one needs none.
    const fixed = await sendJson('PUT', books.api(`sales/${ids.noVehicle}`), { ...saved.body.data, TransDistance: 0, TransporterId: '27AABCB1234C1ZE' });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const file2 = await getJson(period);
    expect(file2.status, JSON.stringify(file2.body)).toBe(200);
    expect(portalSchemaErrors('ewaybill', file2.body)).toEqual([]);
    expect(file2.body.billLists.map((bill: { docNo: string }) => bill.docNo)).toEqual([saved.body.data.PrefixBillNo]);
    expect(file2.body.billLists[0]).toMatchObject({ transDistance: '0', transporterId: '27AABCB1234C1ZE', vehicleNo: '', totInvValue: 59000 });
    // The sales register's page offers the same file (x-report.downloads, fetched under /api/reports/).
    const fromRegister = await getJson(books.api(`reports/ewaybill/sales?FirmId=${books.firm}&FromDate=2026-11-01&ToDate=2026-11-30`));
    expect(fromRegister.body).toEqual(file2.body);
  });

  it('refuses a malformed vehicle number, distance or transporter id on save, writing nothing', async () => {
    const count = async () => Number((await q('select count(*) as n from sales where tenant_id = $1', [tenant]))[0].n);
    const before = await count();
    for (const [field, value] of [
      ['VehicleNo', 'MH 12 AB 1234'],
      ['TransDistance', 4001],
      ['TransporterId', 'BHARAT'],
      ['ShipToPincode', '05600'],
    ] as const) {
      const reply = await sale({ BillItems: almirahs(3), [field]: value });
      expect(reply.status, `${field} ${JSON.stringify(reply.body)}`).toBe(400);
      expect(JSON.stringify(reply.body.errors)).toContain(`/${field}`);
    }
    expect(await count()).toBe(before);
  });

  it('answers 404 for a document without e-way bills or of another business, 401 without a token', async () => {
    expect((await getJson(books.api('ewaybill/quotation/1'))).status).toBe(404);
    expect((await getJson(books.api('ewaybill/sales/999999'))).status).toBe(404);
    const other = await ewayBillBooks(server().origin);
    expect((await getJson(other.api(`ewaybill/sales/${ids.bill}`))).status).toBe(404);
    expect((await getJson(`${server().origin}/api/ewaybill/sales/${ids.bill}`)).status).toBe(401);
  });
});
