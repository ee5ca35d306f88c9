// A month (May 2026) of every kind of outward supply GSTR-1 reports, by a firm of its own in
// Maharashtra, and each section of the report and of the portal's JSON compared with figures worked out
// by hand below. The portal file is validated against the kept JSON Schema of the offline tool's format
// (tests/support/gst-schemas/gstr1.schema.json). Law behind the figures:
// - exports and supplies to a SEZ are inter-state whatever the states (IGST Act s.7(5)(a), (b)): IGST;
// - under LUT they are zero-rated and no tax is charged (IGST Act s.16(3)(a)); the rate is still reported;
// - a deemed export (CGST Act s.147) is taxed as usual and reported in b2b with inv_typ DE;
// - under reverse charge (CGST Act s.9(3)) the bill charges no tax and GSTR-1 reports the recipient's tax;
// - a credit note is classed by its invoice: against a B2CL invoice or an export it is CDNUR (B2CL,
//   EXPWOP), and a return takes its bill's kind of supply (no tax back on goods exported under LUT);
// - table 8: rate-0 lines are nil-rated, lines of an item outside GST non-GST supplies.
//
// Bills (EXCLUSIVE unless said; intra-state: CGST + SGST half each; rounding leaves every figure whole):
//   EX/1  02-05 Mumbai Retail (27, GSTIN)   Regular         Pen 10 x 100 = 1,000 + CGST 90 + SGST 90 = 1,180
//   EX/2  03-05 Pune SEZ Unit (27, GSTIN)   SEZ with IGST   Inverter 1 x 10,000 + IGST 12% 1,200 = 11,200
//   EX/3  04-05 Pune SEZ Unit               SEZ under LUT   Inverter 2 x 10,000 = 20,000, no tax = 20,000
//   EX/4  05-05 Gujarat EOU (24, GSTIN)     Deemed export   Pen 20 x 50 = 1,000 + IGST 180 = 1,180
//   EX/5  06-05 Mumbai Transport (27, GSTIN) reverse charge Pen 5 x 200 = 1,000, no tax = 1,000;
//               the recipient pays CGST 9% 90 + SGST 90
//   EX/6  07-05 Karnataka Buyer (no GSTIN)  Regular         Inverter 1 x 1,50,000 + IGST 18,000 = 1,68,000 > 1,00,000: B2CL
//   EX/7  08-05 Walk-in (27, no GSTIN)      Regular         Pen 10 x 10 = 100 + CGST 9 + SGST 9 = 118: B2CS
//   EX/8  09-05 Dubai Imports (no GSTIN)    Export with IGST Inverter 1 x 50,000 + IGST 6,000 = 56,000; INNSA1, SB 1234567 of 10-05
//   EX/9  10-05 Dubai Imports               Export under LUT Pen 100 x 30 = 3,000, no tax = 3,000; INBOM4, SB 7654321 of 11-05
//   EX/10 11-05 Walk-in                     NON GST          Rice 5 x 40 = 200 (0 %), Pen 2 x 10 = 20 (a taxed item on
//               a NON GST bill: reported as nil-rated), Diesel 10 x 90 = 900 (outside GST): 1,120
//   EX/11 12-05 Mumbai Retail               Regular         Rice 10 x 40 = 400 at 0 %: nil-rated only, so not in b2b
//   EC/1  15-05 Karnataka Buyer, against EX/6: Inverter 1 x 1,000 + IGST 120 = 1,120 (CDNUR, B2CL)
//   EC/2  16-05 Dubai Imports, against EX/9: Pen 10 x 30 = 300, no tax (it takes EX/9's LUT) (CDNUR, EXPWOP)
import { beforeAll, describe, expect, it } from 'vitest';
import { getJson, sendJson } from '../support/http.ts';
import { gstin, reportBooks, type ReportBooks } from '../support/report-books.ts';
import { describeEachStore } from '../support/stores.ts';
import { expectPortalFile, portalFileErrors } from '../support/gstr1-portal-schema.ts';

const MAY = 'FromDate=2026-05-01&ToDate=2026-05-31';
const FIRM_GSTIN = gstin('27', 'AAAFE4321K');
const MUMBAI = gstin('27', 'ABCDM5678B');
const SEZ = gstin('27', 'AAACS2468Q');
const EOU = gstin('24', 'AAACE1357R');
const TRANSPORT = gstin('27', 'AAACT9753M');

describeEachStore('GSTR-1: exports, SEZ, deemed exports, reverse charge and table 8', (server) => {
  let books: ReportBooks;
  let firm: number;
  const bills: Record<string, any> = {};
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', books.api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  const note = async (name: string, date: string, CustId: number, SalesId: number, line: [number, number, number]) => {
    bills[name] = await post('salesreturn', { FirmId: firm, CustId, SalesId, SalesReturnDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE', SalesReturnItems: [{ ItemId: line[0], Qty: line[1], Rate: line[2] }] });
  };
  const rows = async (section: string) => {
    const reply = await getJson(books.api(`reports/gstr1?${MAY}&FirmId=${firm}&Section=${section}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.rows as any[];
  };

  beforeAll(async () => {
    books = await reportBooks(server().origin);
    firm = (await post('firm', { FirmName: 'Shree Exports', State: 'Maharashtra', GSTIN: FIRM_GSTIN, SalesPrefix: 'EX', SalesReturnPrefix: 'EC' })).Id;
    const party = async (PartyName: string, State: string, GSTIN?: string) => (await post('party', { PartyName, State, PartyType: 'Customer', ...(GSTIN ? { GSTIN } : {}) })).Id;
    const sez = await party('Pune SEZ Unit', 'Maharashtra', SEZ);
    const eou = await party('Gujarat EOU', 'Gujarat', EOU);
    const transport = await party('Mumbai Transport', 'Maharashtra', TRANSPORT);
    // A buyer abroad: the portal's place of supply 96, Other Countries.
    const dubai = await party('Dubai Imports', 'Other Countries');
    const mumbai = books.parties.mumbai;
    const litre = (await post('unit', { UnitName: 'Litre', UQC: 'LTR' })).Id;
    const diesel = (await post('item', { ItemName: 'Diesel', UnitId: litre, CategoryId: books.categories.grocery, HSNCode: '2710', TaxRate: 0, OutsideGST: true, OpeningQty: 100 })).Id;
    const { pen, inverter, rice } = books.items;
    const sale = async (name: string, date: string, CustId: number, lines: Array<[number, number, number]>, extra: object = {}) => {
      bills[name] = await post('sales', { FirmId: firm, CustId, BillDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: lines.map(([ItemId, Qty, Rate]) => ({ ItemId, Qty, Rate })), ...extra });
    };
    await sale('ex1', '2026-05-02', mumbai, [[pen, 10, 100]]);
    await sale('ex2', '2026-05-03', sez, [[inverter, 1, 10000]], { SupplyKind: 'SEZ with IGST' });
    await sale('ex3', '2026-05-04', sez, [[inverter, 2, 10000]], { SupplyKind: 'SEZ under LUT' });
    await sale('ex4', '2026-05-05', eou, [[pen, 20, 50]], { SupplyKind: 'Deemed export' });
    await sale('ex5', '2026-05-06', transport, [[pen, 5, 200]], { ReverseCharge: true });
    await sale('ex6', '2026-05-07', books.parties.karnataka, [[inverter, 1, 150000]]);
    await sale('ex7', '2026-05-08', books.parties.walkIn, [[pen, 10, 10]]);
    const shipped = (PortCode: string, ShippingBillNo: string, ShippingBillDate: string) => ({ PortCode, ShippingBillNo, ShippingBillDate, ExportCurrency: 'USD' });
    await sale('ex8', '2026-05-09', dubai, [[inverter, 1, 50000]], { SupplyKind: 'Export with IGST', ...shipped('INNSA1', '1234567', '2026-05-10') });
    await sale('ex9', '2026-05-10', dubai, [[pen, 100, 30]], { SupplyKind: 'Export under LUT', ...shipped('INBOM4', '7654321', '2026-05-11') });
    await sale('ex10', '2026-05-11', books.parties.walkIn, [[rice, 5, 40], [pen, 2, 10], [diesel, 10, 90]], { BillType: 'NON GST' });
    await sale('ex11', '2026-05-12', mumbai, [[rice, 10, 40]]);
    await note('ec1', '2026-05-15', books.parties.karnataka, bills.ex6.Id, [inverter, 1, 1000]);
    await note('ec2', '2026-05-16', dubai, bills.ex9.Id, [pen, 10, 30]);
  });

  describe('the bills', () => {
    it('a SEZ supply is inter-state in the same state; under LUT or reverse charge no tax is charged and the line keeps its rate', () => {
      expect([bills.ex2.TotIGST, bills.ex2.TotCGST, bills.ex2.NetBillAmt]).toEqual([1200, 0, 11200]);
      expect([bills.ex3.TotTax, bills.ex3.NetBillAmt, bills.ex3.BillItems[0].TaxPer3, bills.ex3.BillItems[0].TaxAmt3]).toEqual([0, 20000, 12, 0]);
      expect([bills.ex5.TotTax, bills.ex5.NetBillAmt, bills.ex5.BillItems[0].TaxPer1, bills.ex5.BillItems[0].TaxPer2]).toEqual([0, 1000, 9, 9]);
      expect([bills.ex8.TotIGST, bills.ex8.NetBillAmt]).toEqual([6000, 56000]);
      expect([bills.ex9.TotTax, bills.ex9.NetBillAmt]).toEqual([0, 3000]);
      // The note against EX/9 takes its kind of supply, so gives back no tax.
      expect([bills.ec2.SupplyKind, bills.ec2.TotTax, bills.ec2.NetBillAmt]).toEqual(['Export under LUT', 0, 300]);
    });
  });

  it('refuses a SEZ supply or a deemed export to a customer without a GSTIN, writing nothing', async () => {
    const count = async () => (await getJson(books.api(`sales?FirmId=${firm}&PerPage=100`))).body.data.total;
    const before = await count();
    for (const SupplyKind of ['SEZ under LUT', 'Deemed export']) {
      const reply = await sendJson('POST', books.api('sales'), { FirmId: firm, CustId: books.parties.walkIn, BillDate: '2026-05-20', SupplyKind, BillItems: [{ ItemId: books.items.pen, Qty: 1, Rate: 10 }] });
      expect([reply.status, reply.body.message, reply.body.errors?.[0]?.path]).toEqual([400, `${SupplyKind}: the customer must have a GSTIN`, '/SupplyKind']);
    }
    expect(await count()).toBe(before);
  });

  it('B2B: regular, SEZ with and without payment, deemed export and reverse charge, by their supply and flag', async () => {
    expect((await rows('b2b')).map((row) => [row.Number, row.GSTIN, row.SupplyKind, row.ReverseCharge, row.SupplyType, row.Rate, row.Taxable, row.IGST, row.CGST, row.SGST])).toEqual([
      ['EX/26-27/1', MUMBAI, 'Regular', 'N', 'Intra-state', 18, 1000, 0, 90, 90],
      ['EX/26-27/2', SEZ, 'SEZ with IGST', 'N', 'Inter-state', 12, 10000, 1200, 0, 0],
      ['EX/26-27/3', SEZ, 'SEZ under LUT', 'N', 'Inter-state', 12, 20000, 0, 0, 0],
      ['EX/26-27/4', EOU, 'Deemed export', 'N', 'Inter-state', 18, 1000, 180, 0, 0],
      // Reverse charge: the tax the recipient pays, 1,000 x 9 % = 90 each.
      ['EX/26-27/5', TRANSPORT, 'Regular', 'Y', 'Intra-state', 18, 1000, 0, 90, 90],
    ]);
  });

  it('exports (6A) with the shipping bill, and notes to unregistered persons by their invoice', async () => {
    expect((await rows('exp')).map((row) => [row.Number, row.PlaceOfSupply, row.SupplyKind, row.PortCode, row.ShippingBill, row.Rate, row.Taxable, row.IGST])).toEqual([
      ['EX/26-27/8', '96-Other Countries', 'Export with IGST', 'INNSA1', '1234567 of 10-05-2026', 12, 50000, 6000],
      ['EX/26-27/9', '96-Other Countries', 'Export under LUT', 'INBOM4', '7654321 of 11-05-2026', 18, 3000, 0],
    ]);
    expect((await rows('cdnur')).map((row) => [row.Number, row.NoteType, row.SupplyKind, row.Rate, row.Taxable, row.IGST])).toEqual([
      ['EC/26-27/1', 'Credit note', 'Regular', 12, 1000, 120],
      ['EC/26-27/2', 'Credit note', 'Export under LUT', 18, 300, 0],
    ]);
    expect(await rows('cdnr')).toEqual([]);
    expect((await rows('b2cl')).map((row) => [row.Number, row.Value, row.Taxable, row.IGST])).toEqual([['EX/26-27/6', 168000, 150000, 18000]]);
    expect((await rows('b2cs')).map((row) => [row.PlaceOfSupply, row.Rate, row.Taxable, row.CGST, row.SGST])).toEqual([['27-Maharashtra', 18, 100, 9, 9]]);
  });

  it('table 8: nil-rated lines (a taxed item on a NON GST bill among them) and the non-GST Diesel', async () => {
    expect((await rows('nil')).map((row) => [row.Description, row.NilRated, row.Exempt, row.NonGST])).toEqual([
      ['Inter-state supplies to registered persons', 0, 0, 0],
      ['Intra-state supplies to registered persons', 400, 0, 0], // EX/11 Rice
      ['Inter-state supplies to unregistered persons', 0, 0, 0],
      ['Intra-state supplies to unregistered persons', 220, 0, 900], // EX/10: Rice 200 + Pen 20; Diesel 900
    ]);
  });

  it("answers the portal's JSON, every section by hand, valid against the offline tool's schema", async () => {
    const reply = await getJson(books.api(`reports/gstr1/portal-json?${MAY}&FirmId=${firm}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expectPortalFile(reply.body);
    const item = (txval: number, rt: number, tax: object) => ({ num: 1, itm_det: { txval, rt, ...tax, csamt: 0 } });
    expect(reply.body).toEqual({
      gstin: FIRM_GSTIN,
      fp: '052026',
      version: 'GST3.2.4',
      hash: 'hash',
      b2b: [
        { ctin: MUMBAI, inv: [{ inum: 'EX/26-27/1', idt: '02-05-2026', val: 1180, pos: '27', rchrg: 'N', inv_typ: 'R', itms: [item(1000, 18, { camt: 90, samt: 90 })] }] },
        {
          ctin: SEZ,
          inv: [
            { inum: 'EX/26-27/2', idt: '03-05-2026', val: 11200, pos: '27', rchrg: 'N', inv_typ: 'SEWP', itms: [item(10000, 12, { iamt: 1200 })] },
            { inum: 'EX/26-27/3', idt: '04-05-2026', val: 20000, pos: '27', rchrg: 'N', inv_typ: 'SEWOP', itms: [item(20000, 12, { iamt: 0 })] },
          ],
        },
        { ctin: EOU, inv: [{ inum: 'EX/26-27/4', idt: '05-05-2026', val: 1180, pos: '24', rchrg: 'N', inv_typ: 'DE', itms: [item(1000, 18, { iamt: 180 })] }] },
        { ctin: TRANSPORT, inv: [{ inum: 'EX/26-27/5', idt: '06-05-2026', val: 1000, pos: '27', rchrg: 'Y', inv_typ: 'R', itms: [item(1000, 18, { camt: 90, samt: 90 })] }] },
      ],
      b2cl: [{ pos: '29', inv: [{ inum: 'EX/26-27/6', idt: '07-05-2026', val: 168000, itms: [item(150000, 12, { iamt: 18000 })] }] }],
      b2cs: [{ sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 100, camt: 9, samt: 9, csamt: 0 }],
      exp: [
        { exp_typ: 'WPAY', inv: [{ inum: 'EX/26-27/8', idt: '09-05-2026', val: 56000, sbpcode: 'INNSA1', sbnum: '1234567', sbdt: '10-05-2026', itms: [{ txval: 50000, rt: 12, iamt: 6000, csamt: 0 }] }] },
        { exp_typ: 'WOPAY', inv: [{ inum: 'EX/26-27/9', idt: '10-05-2026', val: 3000, sbpcode: 'INBOM4', sbnum: '7654321', sbdt: '11-05-2026', itms: [{ txval: 3000, rt: 18, iamt: 0, csamt: 0 }] }] },
      ],
      cdnur: [
        { typ: 'B2CL', ntty: 'C', nt_num: 'EC/26-27/1', nt_dt: '15-05-2026', val: 1120, pos: '29', itms: [item(1000, 12, { iamt: 120 })] },
        { typ: 'EXPWOP', ntty: 'C', nt_num: 'EC/26-27/2', nt_dt: '16-05-2026', val: 300, itms: [item(300, 18, { iamt: 0 })] },
      ],
      nil: {
        inv: [
          { sply_ty: 'INTRAB2B', nil_amt: 400, expt_amt: 0, ngsup_amt: 0 },
          { sply_ty: 'INTRAB2C', nil_amt: 220, expt_amt: 0, ngsup_amt: 900 },
        ],
      },
      hsn: {
        // To registered persons: EX/1 to EX/5 and EX/11.
        hsn_b2b: [
          { num: 1, hsn_sc: '1006', desc: 'Rice', uqc: 'PCS', qty: 10, rt: 0, txval: 400, iamt: 0, camt: 0, samt: 0, csamt: 0 },
          // EX/2 1 + EX/3 2 = 3; 10,000 + 20,000; IGST 1,200 + 0.
          { num: 2, hsn_sc: '8504', desc: 'Inverter', uqc: 'PCS', qty: 3, rt: 12, txval: 30000, iamt: 1200, camt: 0, samt: 0, csamt: 0 },
          // EX/1 10 + EX/4 20 + EX/5 5 = 35; 1,000 x 3; IGST 180 (EX/4); CGST and SGST 90 (EX/1; EX/5 charged none).
          { num: 3, hsn_sc: '9608', desc: 'Pen', uqc: 'PCS', qty: 35, rt: 18, txval: 3000, iamt: 180, camt: 90, samt: 90, csamt: 0 },
        ],
        // To everyone else: EX/6 to EX/10, less EC/1 and EC/2.
        hsn_b2c: [
          { num: 1, hsn_sc: '1006', desc: 'Rice', uqc: 'PCS', qty: 5, rt: 0, txval: 200, iamt: 0, camt: 0, samt: 0, csamt: 0 },
          { num: 2, hsn_sc: '2710', desc: 'Diesel', uqc: 'LTR', qty: 10, rt: 0, txval: 900, iamt: 0, camt: 0, samt: 0, csamt: 0 },
          // 1 + 1 - 1 = 1; 1,50,000 + 50,000 - 1,000 = 1,99,000; IGST 18,000 + 6,000 - 120 = 23,880.
          { num: 3, hsn_sc: '8504', desc: 'Inverter', uqc: 'PCS', qty: 1, rt: 12, txval: 199000, iamt: 23880, camt: 0, samt: 0, csamt: 0 },
          { num: 4, hsn_sc: '9608', desc: 'Pen', uqc: 'PCS', qty: 2, rt: 0, txval: 20, iamt: 0, camt: 0, samt: 0, csamt: 0 }, // on the NON GST bill
          // 10 + 100 - 10 = 100; 100 + 3,000 - 300 = 2,800; CGST and SGST 9 (EX/7).
          { num: 5, hsn_sc: '9608', desc: 'Pen', uqc: 'PCS', qty: 100, rt: 18, txval: 2800, iamt: 0, camt: 9, samt: 9, csamt: 0 },
        ],
      },
      doc_issue: {
        doc_det: [
          { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: [{ num: 1, from: 'EX/26-27/1', to: 'EX/26-27/11', totnum: 11, cancel: 0, net_issue: 11 }] },
          { doc_num: 5, doc_typ: 'Credit Note', docs: [{ num: 1, from: 'EC/26-27/1', to: 'EC/26-27/2', totnum: 2, cancel: 0, net_issue: 2 }] },
        ],
      },
    });
  });

  it('a month whose credit note outweighs its B2CS supplies: the row is shown with a note, and left out of the portal file', async () => {
    // EC/3, 05-06-2026, against EX/7 (B2CS): Pen 5 x 10 = 50 + CGST 4.50 + SGST 4.50 = 59; June has no supplies.
    await note('ec3', '2026-06-05', books.parties.walkIn, bills.ex7.Id, [books.items.pen, 5, 10]);
    const JUNE = 'FromDate=2026-06-01&ToDate=2026-06-30';
    const b2cs = (await getJson(books.api(`reports/gstr1?${JUNE}&FirmId=${firm}&Section=b2cs`))).body.data.rows;
    expect(b2cs.map((row: any) => [row.PlaceOfSupply, row.Rate, row.Taxable, row.CGST, row.SGST, row.Note])).toEqual([
      ['27-Maharashtra', 18, -50, -4.5, -4.5, 'Notes exceed supplies: not in the portal file; amend the return of the invoices’ month'],
    ]);
    const hsn = (await getJson(books.api(`reports/gstr1?${JUNE}&FirmId=${firm}&Section=hsn`))).body.data.rows;
    expect(hsn.map((row: any) => [row.Table, row.HSN, row.Qty, row.Taxable, row.Note !== null])).toEqual([['B2C', '9608', -5, -50, true]]);
    // The portal takes no negative B2CS or HSN figure: the credit is reported by amending May's table 7
    // row (B2CSA, table 10), so June's file holds only the note's number in table 13.
    const june = await getJson(books.api(`reports/gstr1/portal-json?${JUNE}&FirmId=${firm}`));
    expectPortalFile(june.body);
    expect(june.body).toEqual({
      gstin: FIRM_GSTIN,
      fp: '062026',
      version: 'GST3.2.4',
      hash: 'hash',
      doc_issue: { doc_det: [{ doc_num: 5, doc_typ: 'Credit Note', docs: [{ num: 1, from: 'EC/26-27/3', to: 'EC/26-27/3', totnum: 1, cancel: 0, net_issue: 1 }] }] },
    });
  });

  it('the kept schema refuses what the portal refuses', () => {
    const good = { gstin: FIRM_GSTIN, fp: '052026', version: 'GST3.2.4', hash: 'hash', b2cs: [{ sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 100, camt: 9, samt: 9, csamt: 0 }] };
    expect(portalFileErrors(good)).toEqual([]);
    expect(portalFileErrors({ ...good, b2cs: [{ ...good.b2cs[0], txval: -100 }] })).not.toEqual([]); // no negative row
    expect(portalFileErrors({ ...good, hsn: { data: [] } })).not.toEqual([]); // the pre-2025 single HSN table
    expect(portalFileErrors({ ...good, fp: '132026' })).not.toEqual([]);
    expect(portalFileErrors({ ...good, b2cs: [{ ...good.b2cs[0], txval: 100.005 }] })).not.toEqual([]); // at most two decimals
  });
});
