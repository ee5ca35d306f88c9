// Demo books: fills a fresh business through the real API with a small believable shop, for looking
// at the pages with data in them (screenshots, the browser tour test, a demo). Two firms, three
// categories of ten items, eight parties (registered and not, inside and outside the firm's state),
// a few documents of every kind in the current and the previous month, and receipts, payments and a
// contra voucher, the first two set against bills.
//
// Run against a running server: `node scripts/demo-books.ts http://localhost:3000` registers a new
// master, fills the books and prints the e-mail and password to sign in with.
import { gstinCheckCharacter } from '../src/server/masters/gstin.ts';
import { GOOD_PASSWORD, getJson, registerAndLogin, sendJson, uniqueEmail } from '../tests/support/http.ts';

const gstin = (stateCode: string, pan: string) => `${stateCode}${pan}1Z${gstinCheckCharacter(`${stateCode}${pan}1Z`)}`;

export type DemoBooks = {
  email: string;
  password: string;
  token: string;
  userid: number;
  firms: { main: number; branch: number };
  /** Document and voucher ids by entity name, in the order they were made. */
  docs: Record<string, number[]>;
  ledgers: { cash: number; bank: number; customer: number };
  items: number[];
  /** A date inside the months that have data, and the first of the previous month (the period to report on). */
  period: { FromDate: string; ToDate: string };
};

/** yyyy-mm-dd of today moved by whole days (documents land in the current and the previous month). */
const dayOffset = (today: Date, days: number) => new Date(today.getTime() - days * 86_400_000).toISOString().slice(0, 10);

export async function demoBooks(origin: string, today = new Date()): Promise<DemoBooks> {
  const { email, token, userid } = await registerAndLogin(origin, uniqueEmail('demo'));
  const api = (path: string) => `${origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data as Record<string, any>;
  };
  const docs: Record<string, number[]> = {};
  const doc = async (entity: string, body: object) => {
    const id = Number((await post(entity, body)).Id);
    (docs[entity] ??= []).push(id);
    return id;
  };
  const day = (daysAgo: number) => dayOffset(today, daysAgo);

  const main = (await post('firm', { FirmName: 'Sharma General Stores', State: 'Maharashtra', GSTIN: gstin('27', 'AAKFS4321Q'), SalesPrefix: 'SGS', City: 'Pune' })).Id;
  const branch = (await post('firm', { FirmName: 'Sharma Electricals', State: 'Maharashtra', GSTIN: gstin('27', 'AAKFS4322R'), SalesPrefix: 'SE' })).Id;

  const party = (PartyName: string, PartyType: string, State: string, GSTIN?: string, extra: object = {}) =>
    post('party', { PartyName, PartyType, State, ...(GSTIN ? { GSTIN } : {}), ...extra });
  const customers = [
    await party('Asha Kirana Mart', 'Customer', 'Maharashtra', gstin('27', 'ABCPA1111A'), { OpeningBalance: 4500, OpeningType: 'Dr' }),
    await party('Gupta Brothers Wholesale', 'Customer', 'Gujarat', gstin('24', 'ABCPG2222B')),
    await party('Ramesh Patil', 'Customer', 'Maharashtra'),
    await party('Lakshmi Electricals Bengaluru', 'Customer', 'Karnataka'),
    await party('Walk-in Customer', 'Customer', 'Maharashtra'),
  ];
  const suppliers = [
    await party('Mehta Distributors', 'Supplier', 'Maharashtra', gstin('27', 'ABCPM3333C'), { OpeningBalance: 12000, OpeningType: 'Cr' }),
    await party('Delhi Cables & Wires Pvt Ltd', 'Supplier', 'Delhi', gstin('07', 'ABCPD4444D')),
    await party('Shah Stationery', 'Supplier', 'Maharashtra'),
  ];

  const pcs = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
  const kg = (await post('unit', { UnitName: 'Kg', UQC: 'KGS' })).Id;
  const category = async (CategoryName: string) => (await post('category', { CategoryName })).Id;
  const [stationery, electrical, grocery] = [await category('Stationery'), await category('Electrical'), await category('Grocery')];
  const item = async (ItemName: string, CategoryId: number, UnitId: number, HSNCode: string, TaxRate: number, CashRate: number, extra: object = {}) =>
    Number((await post('item', { ItemName, CategoryId, UnitId, HSNCode, TaxRate, CashRate, ...extra })).Id);
  const items = [
    await item('Ball Pen (Blue)', stationery, pcs, '9608', 18, 10, { OpeningQty: 500, RecorderLevel: 100 }),
    await item('A4 Notebook 200 pages', stationery, pcs, '4820', 12, 65, { OpeningQty: 120 }),
    await item('Stapler No. 10', stationery, pcs, '8472', 18, 85, { RecorderLevel: 40 }),
    await item('LED Bulb 9W', electrical, pcs, '8539', 12, 110, { OpeningQty: 40, RecorderLevel: 50 }),
    await item('Ceiling Fan 1200mm', electrical, pcs, '8414', 18, 2450),
    await item('Inverter 900VA', electrical, pcs, '8504', 18, 7800),
    await item('Copper Wire 1.5 sq mm (90 m)', electrical, pcs, '8544', 18, 1650),
    await item('Basmati Rice', grocery, kg, '1006', 0, 95, { OpeningQty: 250 }),
    await item('Toor Dal', grocery, kg, '0713', 0, 140),
    await item('Sunflower Oil 1 L', grocery, pcs, '1512', 5, 155),
  ];
  const line = (i: number, Qty: number, Rate: number) => ({ ItemId: items[i], Qty, Rate });

  // Purchases first, so the stock is there to sell.
  const buy = (entity: string, dateField: string, linesField: string, FirmId: number, supplier: number, date: string, lines: object[], extra: object = {}) =>
    doc(entity, { FirmId, SupplierId: suppliers[supplier].Id, [dateField]: date, PurchaseType: 'EXCLUSIVE', PaymentType: 'CREDIT', [linesField]: lines, ...extra });
  await buy('purchaseorder', 'PODate', 'POItems', main, 1, day(40), [line(5, 5, 6900), line(6, 20, 1400)]);
  const p1 = await buy('purchase', 'PurchaseDate', 'PurchaseItems', main, 0, day(38), [line(0, 1000, 6.5), line(1, 200, 48), line(7, 500, 78), line(8, 300, 118)]);
  const p2 = await buy('purchase', 'PurchaseDate', 'PurchaseItems', branch, 1, day(35), [line(3, 200, 72), line(4, 30, 1980), line(5, 8, 6900), line(6, 40, 1390)]);
  const pc1 = await buy('purchasechallan', 'PCDate', 'PCItems', main, 2, day(20), [line(2, 50, 60), line(1, 100, 47.5)]);
  await buy('purchasechallanreturn', 'PCReturnDate', 'PCReturnItems', main, 2, day(19), [line(2, 5, 60)], { PCId: pc1 });
  await buy('purchase', 'PurchaseDate', 'PurchaseItems', main, 2, day(18), [line(2, 45, 60), line(1, 100, 47.5)], { PCId: pc1 });
  await buy('purchase', 'PurchaseDate', 'PurchaseItems', main, 0, day(6), [line(9, 120, 132)], { PaymentType: 'CASH' });
  await buy('purchasereturn', 'PurchaseReturnDate', 'PurchaseReturnItems', branch, 1, day(15), [line(3, 10, 72)], { PaymentType: 'CREDIT NOTE' });

  const sell = (entity: string, dateField: string, linesField: string, FirmId: number, customer: number, date: string, lines: object[], extra: object = {}) =>
    doc(entity, { FirmId, CustId: customers[customer].Id, [dateField]: date, BillType: 'EXCLUSIVE', [linesField]: lines, ...extra });
  await sell('quotation', 'QuotationDate', 'QuotationItems', branch, 1, day(30), [line(4, 10, 2450), line(5, 2, 7800)]);
  await sell('quotation', 'QuotationDate', 'QuotationItems', main, 0, day(3), [line(0, 200, 9.5), line(1, 50, 62)]);
  const sales = (FirmId: number, customer: number, date: string, lines: object[], extra: object = {}) =>
    sell('sales', 'BillDate', 'BillItems', FirmId, customer, date, lines, { PaymentType: 'CREDIT', ...extra });
  const s1 = await sales(main, 0, day(33), [line(0, 200, 10), line(1, 40, 65), line(7, 50, 95)]);
  const s2 = await sales(branch, 1, day(28), [line(4, 6, 2450), line(5, 1, 7800), line(6, 10, 1650)]);
  const s3 = await sales(main, 2, day(25), [line(8, 5, 140), line(7, 10, 95)], { PaymentType: 'CASH' });
  await sales(branch, 3, day(21), [line(3, 60, 110), line(4, 4, 2450)]);
  const s5 = await sales(main, 0, day(12), [line(0, 150, 10), line(2, 12, 85), line(9, 24, 155)]);
  await sales(main, 4, day(1), [line(7, 3, 95), line(9, 2, 155)], { PaymentType: 'CASH' });
  await sales(branch, 2, day(0), [line(3, 6, 110)], { PaymentType: 'CASH' });
  const dc1 = await sell('deliverychallan', 'ChallanDate', 'ChallanItems', branch, 1, day(10), [line(3, 40, 105), line(6, 5, 1650)]);
  await sell('deliverychallanreturn', 'DCReturnDate', 'DCReturnItems', branch, 1, day(9), [line(3, 4, 105)], { DCId: dc1 });
  await sales(branch, 1, day(8), [line(3, 36, 105), line(6, 5, 1650)], { DCId: dc1 });
  await sell('salesreturn', 'SalesReturnDate', 'SalesReturnItems', main, 0, day(11), [line(0, 20, 10)], { PaymentType: 'CREDIT NOTE' });
  // Notes for value (CGST Act s.34): a discount after the sale on s1, a price raised on s2; the suppliers' on p1 and p2.
  await sell('salescreditnote', 'CreditNoteDate', 'CreditNoteItems', main, 0, day(30), [line(0, 200, 0.5)], { SalesId: s1, NoteReason: 'Volume discount' });
  await sell('salesdebitnote', 'DebitNoteDate', 'DebitNoteItems', branch, 1, day(26), [line(6, 10, 50)], { SalesId: s2, NoteReason: 'Price revision' });
  await buy('purchasecreditnote', 'PurchaseCreditNoteDate', 'PurchaseCreditNoteItems', main, 0, day(36), [line(0, 1000, 0.25)], { PurchaseId: p1, SupplierBillNo: 'MD-CN-12', PaymentType: undefined });
  await buy('purchasedebitnote', 'PurchaseDebitNoteDate', 'PurchaseDebitNoteItems', branch, 1, day(33), [line(4, 30, 20)], { PurchaseId: p2, SupplierBillNo: 'EW-DN-3', PaymentType: undefined });

  const bankGroup = (await getJson(api('ledgergroup?GroupCode=BANK_ACCOUNTS'))).body.data.rows[0].Id;
  const bank = Number((await post('ledger', { LedgerName: 'HDFC Bank Current A/c', GroupId: bankGroup, OpeningBalance: 250000, OpeningType: 'Dr' })).Id);
  // Openings that balance: cash 60,000 + bank 2,50,000 + Asha 4,500 (Dr) = Mehta 12,000 + capital 3,02,500 (Cr).
  const opening = async (SystemCode: string, OpeningBalance: number, OpeningType: 'Dr' | 'Cr') => {
    const ledger = (await getJson(api(`ledger?SystemCode=${SystemCode}`))).body.data.rows[0];
    const reply = await sendJson('PUT', api(`ledger/${ledger.Id}`), { ...ledger, OpeningBalance, OpeningType });
    if (reply.status !== 200) throw new Error(`opening of ${ledger.LedgerName}: ${JSON.stringify(reply.body)}`);
    return Number(ledger.Id);
  };
  const cash = await opening('CASH', 60000, 'Dr');
  await opening('CAPITAL', 302500, 'Cr');
  const expenseGroup = (await getJson(api('ledgergroup?GroupCode=INDIRECT_EXPENSES'))).body.data.rows[0].Id;
  const rent = Number((await post('ledger', { LedgerName: 'Shop Rent', GroupId: expenseGroup })).Id);
  const bill = async (entity: string, id: number) => (await getJson(api(`${entity}/${id}`))).body.data as Record<string, any>;

  const s1Balance = Number((await bill('sales', s1)).BalanceBillAmt);
  await doc('receipt', { FirmId: main, VoucherDate: day(20), FromLedgerId: customers[0].LedgerId, ToLedgerId: bank, Amount: s1Balance + 1500, Mode: 'NEFT', ChequeNo: 'UTR2026110045', ReceiptAllocations: [{ BillId: s1, Amount: s1Balance }] });
  await doc('receipt', { FirmId: branch, VoucherDate: day(14), FromLedgerId: customers[1].LedgerId, ToLedgerId: bank, Amount: 20000, Mode: 'CHEQUE', ChequeNo: '004512', ReceiptAllocations: [{ BillId: s2, Amount: 20000 }] });
  await doc('receipt', { FirmId: main, VoucherDate: day(2), FromLedgerId: customers[0].LedgerId, ToLedgerId: cash, Amount: 1000, ReceiptAllocations: [{ BillId: s5, Amount: 1000 }] });
  const p1Balance = Number((await bill('purchase', p1)).BalanceBillAmt);
  await doc('payment', { FirmId: main, VoucherDate: day(16), FromLedgerId: bank, ToLedgerId: suppliers[0].LedgerId, Amount: p1Balance, Mode: 'NEFT', ChequeNo: 'UTR2026110101', PaymentAllocations: [{ BillId: p1, Amount: p1Balance }] });
  await doc('payment', { FirmId: branch, VoucherDate: day(7), FromLedgerId: bank, ToLedgerId: suppliers[1].LedgerId, Amount: 50000, Mode: 'RTGS', PaymentAllocations: [{ BillId: p2, Amount: 50000 }] });
  await doc('payment', { FirmId: main, VoucherDate: day(4), FromLedgerId: cash, ToLedgerId: rent, Amount: 18000 });
  await doc('contravoucher', { FirmId: main, VoucherDate: day(5), FromLedgerId: cash, ToLedgerId: bank, Amount: 10000 });
  // The month's electricity, billed after the books close, provided for by a journal voucher.
  const electricity = Number((await post('ledger', { LedgerName: 'Electricity', GroupId: expenseGroup })).Id);
  const provisions = (await getJson(api('ledgergroup?GroupCode=PROVISIONS'))).body.data.rows[0].Id;
  const outstanding = Number((await post('ledger', { LedgerName: 'Outstanding Expenses', GroupId: provisions })).Id);
  await doc('journalvoucher', {
    FirmId: main, VoucherDate: day(1), Narration: 'Electricity for the month, bill awaited',
    JournalLines: [{ LedgerId: electricity, Debit: 2350 }, { LedgerId: outstanding, Credit: 2350 }],
  });
  void s3;

  const first = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1)).toISOString().slice(0, 10);
  return {
    email,
    password: GOOD_PASSWORD,
    token,
    userid,
    firms: { main, branch },
    docs,
    ledgers: { cash, bank, customer: Number(customers[0].LedgerId) },
    items,
    period: { FromDate: first, ToDate: day(0) },
  };
}

if (import.meta.main) {
  const origin = process.argv[2] ?? 'http://localhost:3000';
  const books = await demoBooks(origin);
  console.log(`Demo books ready. Sign in at ${origin}/bahi/login as ${books.email} / ${books.password}`);
}
