// A small, fixed set of books for the report tests, built through the API: one firm in Maharashtra,
// registered and unregistered customers inside and outside the state, an intra- and an inter-state
// supplier, four items (one NON GST, two with opening stock), purchases (one made from a challan, so
// the challan alone moves the stock), sales (one made from a delivery challan, one deleted to leave a
// gap in the numbers), and returns on both sides. Every figure the tests expect follows from here.
import { gstinCheckCharacter } from '../../src/server/masters/gstin.ts';
import { registerAndLogin, sendJson } from './http.ts';

/** A GSTIN with a valid check character: state code + PAN + entity number + Z. */
export const gstin = (stateCode: string, pan: string) => `${stateCode}${pan}1Z${gstinCheckCharacter(`${stateCode}${pan}1Z`)}`;

export const FIRM_GSTIN = gstin('27', 'AAAFS1234A');
export const MUMBAI_GSTIN = gstin('27', 'ABCDM5678B');
export const GUJARAT_GSTIN = gstin('24', 'ABCDG5678C');
export const PUNE_GSTIN = gstin('27', 'ABCDP5678D');
export const DELHI_GSTIN = gstin('07', 'ABCDD5678E');

export type ReportBooks = {
  api(path: string): string;
  /** The owner's e-mail (the password is GOOD_PASSWORD), for a browser to sign in. */
  email: string;
  firm: number;
  parties: { mumbai: number; gujarat: number; walkIn: number; karnataka: number; puneSupplier: number; delhiSupplier: number };
  items: { pen: number; notebook: number; inverter: number; rice: number };
  categories: { stationery: number; electrical: number; grocery: number };
  /** Document ids by the names the tests use (s1 ... s6, p1, p2, pc1, pr1, sr1, sr2, dc1). */
  docs: Record<string, number>;
};

export async function reportBooks(origin: string): Promise<ReportBooks> {
  const { token, email } = await registerAndLogin(origin);
  const api = (path: string) => `${origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
  const save = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data.Id as number;
  };
  const firm = await save('firm', { FirmName: 'Shree Traders', State: 'Maharashtra', GSTIN: FIRM_GSTIN, SalesPrefix: 'ST', SalesReturnPrefix: 'CN' });
  const party = (PartyName: string, State: string, PartyType: string, GSTIN?: string) => save('party', { PartyName, State, PartyType, ...(GSTIN ? { GSTIN } : {}) });
  const parties = {
    mumbai: await party('Mumbai Retail', 'Maharashtra', 'Customer', MUMBAI_GSTIN),
    gujarat: await party('Gujarat Wholesale', 'Gujarat', 'Customer', GUJARAT_GSTIN),
    walkIn: await party('Walk-in', 'Maharashtra', 'Customer'),
    karnataka: await party('Karnataka Buyer', 'Karnataka', 'Customer'),
    puneSupplier: await party('Pune Supplier', 'Maharashtra', 'Supplier', PUNE_GSTIN),
    delhiSupplier: await party('Delhi Supplier', 'Delhi', 'Supplier', DELHI_GSTIN),
  };
  const unit = await save('unit', { UnitName: 'Pcs', UQC: 'PCS' });
  const categories = {
    stationery: await save('category', { CategoryName: 'Stationery' }),
    electrical: await save('category', { CategoryName: 'Electrical' }),
    grocery: await save('category', { CategoryName: 'Grocery' }),
  };
  const item = (ItemName: string, CategoryId: number, HSNCode: string, TaxRate: number, extra: object = {}) => save('item', { ItemName, UnitId: unit, CategoryId, HSNCode, TaxRate, ...extra });
  const items = {
    pen: await item('Pen', categories.stationery, '9608', 18, { OpeningQty: 100 }),
    notebook: await item('Notebook', categories.stationery, '4820', 12, { OpeningQty: 20 }),
    inverter: await item('Inverter', categories.electrical, '8504', 12),
    rice: await item('Rice', categories.grocery, '1006', 0, { OpeningQty: 50 }), // NON GST (nil rated)
  };
  const line = (ItemId: number, Qty: number, Rate: number) => ({ ItemId, Qty, Rate });
  const sale = (date: string, CustId: number, lines: object[], extra: object = {}) =>
    save('sales', { FirmId: firm, CustId, BillDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT', BillItems: lines, ...extra });
  const purchase = (entity: string, dateField: string, linesField: string, date: string, SupplierId: number, lines: object[], extra: object = {}) =>
    save(entity, { FirmId: firm, SupplierId, [dateField]: date, PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', [linesField]: lines, ...extra });

  const docs: Record<string, number> = {};
  docs.p1 = await purchase('purchase', 'PurchaseDate', 'PurchaseItems', '2026-04-02', parties.puneSupplier, [line(items.pen, 200, 5), line(items.inverter, 10, 40000)]);
  docs.pc1 = await purchase('purchasechallan', 'PCDate', 'PCItems', '2026-04-03', parties.delhiSupplier, [line(items.inverter, 5, 42000)]);
  docs.p2 = await purchase('purchase', 'PurchaseDate', 'PurchaseItems', '2026-04-04', parties.delhiSupplier, [line(items.inverter, 5, 42000)], { PCId: docs.pc1 });
  docs.s1 = await sale('2026-04-05', parties.mumbai, [line(items.pen, 50, 10), line(items.rice, 10, 40)]);
  docs.s2 = await sale('2026-04-06', parties.gujarat, [line(items.inverter, 1, 50000)]);
  docs.s3 = await sale('2026-04-07', parties.karnataka, [line(items.inverter, 2, 50000)]);
  docs.s4 = await sale('2026-04-08', parties.walkIn, [line(items.pen, 30, 10.1)]);
  docs.s5 = await sale('2026-04-09', parties.karnataka, [line(items.pen, 5, 20)]);
  const cancelled = await sale('2026-04-09', parties.walkIn, [line(items.pen, 1, 10)]);
  const deleted = await sendJson('DELETE', api(`sales/${cancelled}`), undefined);
  if (deleted.status !== 200) throw new Error(`delete sales: ${JSON.stringify(deleted.body)}`);
  docs.dc1 = await save('deliverychallan', { FirmId: firm, CustId: parties.walkIn, ChallanDate: '2026-04-10', BillType: 'EXCLUSIVE', ChallanItems: [line(items.pen, 10, 10)] });
  docs.s6 = await sale('2026-04-11', parties.walkIn, [line(items.pen, 10, 10)], { DCId: docs.dc1 });
  const salesReturn = (date: string, CustId: number, lines: object[]) =>
    save('salesreturn', { FirmId: firm, CustId, SalesReturnDate: date, BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE', SalesReturnItems: lines });
  docs.sr1 = await salesReturn('2026-04-15', parties.mumbai, [line(items.pen, 5, 10)]);
  docs.sr2 = await salesReturn('2026-04-16', parties.walkIn, [line(items.pen, 2, 10.1)]);
  docs.pr1 = await purchase('purchasereturn', 'PurchaseReturnDate', 'PurchaseReturnItems', '2026-04-20', parties.puneSupplier, [line(items.pen, 20, 5)], { PaymentType: 'CREDIT NOTE' });
  return { api, email, firm, parties, items, categories, docs };
}
