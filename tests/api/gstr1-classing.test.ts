// GSTR-1 classes an unregistered inter-state invoice as B2CL by the limit in force on ITS date (rule
// 59(4) as amended by Notification 12/2024-Central Tax dated 10 July 2024: above ₹2,50,000 up to
// 31 July 2024, above ₹1,00,000 from 1 August 2024), and a credit note by the invoice it amends, not by
// its own value or date (GSTR-1 table 9B: CDNUR holds notes against B2CL invoices; a note against a
// B2CS invoice nets into B2CS). A firm of its own in Maharashtra selling an Inverter (12 % IGST) to the
// unregistered Karnataka Buyer; figures by hand:
//
//   J20  2024-07-20  2 x 1,00,000 = 2,00,000 + IGST 24,000 = 2,24,000: not above 2,50,000 -> B2CS (July)
//   A05  2024-08-05  1 x 1,00,000 = 1,00,000 + IGST 12,000 = 1,12,000: above 1,00,000 -> B2CL (August)
//   A08a 2024-08-08  1 x 89,285.71 + IGST 10,714.2852 -> 10,714.29 = 1,00,000.00: not above -> B2CS
//   A08b 2024-08-08  the same again -> B2CS
//   N10  2024-08-10  note against A05, 1 x 700 + IGST 84 = 784: A05 is B2CL -> CDNUR (by its own
//                    value it would have been B2CS)
//   N12  2024-08-12  note against J20, 1 x 1,00,000 + IGST 12,000 = 1,12,000: J20 is B2CS -> nets into
//                    B2CS (by its own value and date it would have been CDNUR)
//   August B2CS, place 29, 12 %: taxable 89,285.71 x 2 − 1,00,000 = 78,571.42; IGST 10,714.29 x 2 − 12,000 = 9,428.58
import { beforeAll, expect, it } from 'vitest';
import { getJson, sendJson } from '../support/http.ts';
import { gstin, reportBooks, type ReportBooks } from '../support/report-books.ts';
import { describeEachStore } from '../support/stores.ts';

const JULY = 'FromDate=2024-07-01&ToDate=2024-07-31';
const AUGUST = 'FromDate=2024-08-01&ToDate=2024-08-31';

describeEachStore('GSTR-1 classes by the invoice and its date', (server) => {
  let books: ReportBooks;
  let firm: number;
  const ids: Record<string, number> = {};
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', books.api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  const rows = async (period: string, section: string) => {
    const reply = await getJson(books.api(`reports/gstr1?${period}&FirmId=${firm}&Section=${section}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data.rows as any[];
  };
  const documents = (list: any[]) => list.map((row) => [row.Number, row.Date, row.Value, row.Taxable, row.IGST]);
  const b2cs = (list: any[]) => list.map((row) => [row.PlaceOfSupply, row.Rate, row.Taxable, row.IGST]);

  beforeAll(async () => {
    books = await reportBooks(server().origin);
    firm = (await post('firm', { FirmName: 'Shree Traders 2024', State: 'Maharashtra', GSTIN: gstin('27', 'AAAFS7777C'), SalesPrefix: 'OT' })).Id;
    const sale = async (date: string, qty: number, rate: number) =>
      post('sales', { FirmId: firm, CustId: books.parties.karnataka, BillDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: [{ ItemId: books.items.inverter, Qty: qty, Rate: rate }] });
    const note = async (date: string, bill: number, rate: number) =>
      post('salesreturn', { FirmId: firm, CustId: books.parties.karnataka, SalesId: bill, SalesReturnDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE', SalesReturnItems: [{ ItemId: books.items.inverter, Qty: 1, Rate: rate }] });
    const j20 = await sale('2024-07-20', 2, 100000);
    const a05 = await sale('2024-08-05', 1, 100000);
    const a08a = await sale('2024-08-08', 1, 89285.71);
    await sale('2024-08-08', 1, 89285.71);
    expect([j20.NetBillAmt, a05.NetBillAmt, a08a.NetBillAmt]).toEqual([224000, 112000, 100000]);
    const n10 = await note('2024-08-10', a05.Id, 700);
    ids.n10 = n10.Id;
    ids.a08a = a08a.Id;
    const n12 = await note('2024-08-12', j20.Id, 100000);
    expect([n10.NetBillAmt, n12.NetBillAmt]).toEqual([784, 112000]);
    Object.assign(ids, { j20: j20.Id, a05: a05.Id });
  });

  it('July 2024: a ₹2,24,000 inter-state invoice is under the ₹2,50,000 limit of its date, so B2CS', async () => {
    expect(await rows(JULY, 'b2cl')).toEqual([]);
    expect(b2cs(await rows(JULY, 'b2cs'))).toEqual([['29-Karnataka', 12, 200000, 24000]]);
  });

  it('August 2024: the ₹1,00,000 limit; each note follows the invoice it amends', async () => {
    expect(documents(await rows(AUGUST, 'b2cl'))).toEqual([['OT/24-25/2', '2024-08-05', 112000, 100000, 12000]]);
    expect(documents(await rows(AUGUST, 'cdnur'))).toEqual([['CN/24-25/1', '2024-08-10', 784, 700, 84]]);
    expect(b2cs(await rows(AUGUST, 'b2cs'))).toEqual([['29-Karnataka', 12, 78571.42, 9428.58]]);
    expect(await rows(AUGUST, 'cdnr')).toEqual([]);
  });

  // GSTR-1 table 13 counts every number issued in the period, a deleted one as cancelled, even at the
  // edges of a series. Deleting CN/24-25/1 (N10, the series' first) leaves August's credit notes
  // CN/24-25/1 to CN/24-25/2: 2 numbers, 1 cancelled, 1 issued. CN/24-25/3, September's only note
  // (against A08a: 1 x 700 + 84 = 784), deleted: CN/24-25/3 to CN/24-25/3, 1 number, 1 cancelled, 0 issued.
  it('documents issued: a deleted first number or a month\'s only note stays in the series, as cancelled', async () => {
    const september = await post('salesreturn', { FirmId: firm, CustId: books.parties.karnataka, SalesId: ids.a08a, SalesReturnDate: '2024-09-02', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE', SalesReturnItems: [{ ItemId: books.items.inverter, Qty: 1, Rate: 700 }] });
    expect(september.PrefixSalesReturnNo).toBe('CN/24-25/3');
    for (const id of [ids.n10, september.Id]) expect((await sendJson('DELETE', books.api(`salesreturn/${id}`), undefined)).status).toBe(200);
    const series = async (period: string) => (await rows(period, 'doc')).map((row) => [row.Description, row.From, row.To, row.TotalNumber, row.Cancelled, row.NetIssued]);
    expect(await series(AUGUST)).toEqual([
      ['Invoices for outward supply', 'OT/24-25/2', 'OT/24-25/4', 3, 0, 3],
      ['Credit notes', 'CN/24-25/1', 'CN/24-25/2', 2, 1, 1],
    ]);
    expect(await series('FromDate=2024-09-01&ToDate=2024-09-30')).toEqual([['Credit notes', 'CN/24-25/3', 'CN/24-25/3', 1, 1, 0]]);
  });
});
