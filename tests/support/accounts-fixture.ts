// A small, fixed set of books for the accounting report tests, made through the API as a user would:
// one firm in Maharashtra, two customers and a supplier (with opening balances), a bank ledger, two
// items, and a handful of purchases, sales and returns, some settled at billing. The tests work out
// every figure of the reports by hand from this list, so change it only together with them. Vouchers
// follow the bills: a contra into the bank, a receipt and a payment each partly set against bills and
// partly on account, and a receipt dated after the quarter settling the rest of a bill.
import { registerAndLogin, sendJson, getJson } from './http.ts';
import { gstin } from './report-books.ts';

export type AccountsFixture = {
  api(path: string): string;
  token: string;
  email: string;
  firm: number;
  ledgers: Record<'cash' | 'bank' | 'capital' | 'sales' | 'purchase' | 'asha' | 'bharat' | 'sagar' | 'roundOff', number>;
  parties: Record<'asha' | 'bharat' | 'sagar', number>;
  docs: Record<string, number>;
};

export async function accountsFixture(origin: string): Promise<AccountsFixture> {
  const { token, email } = await registerAndLogin(origin);
  const api = (path: string) => `${origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity}: ${JSON.stringify(reply.body)}`);
    return reply.body.data as Record<string, any>;
  };
  const ledgerNamed = async (name: string) => {
    const reply = await getJson(api(`ledger?PerPage=100&search=${encodeURIComponent(name)}`));
    const found = reply.body.data.rows.find((row: any) => row.LedgerName === name);
    if (!found) throw new Error(`no ledger ${name}`);
    return found as Record<string, any>;
  };
  const setOpening = async (name: string, amount: number, type: 'Dr' | 'Cr') => {
    const ledger = await ledgerNamed(name);
    const reply = await sendJson('PUT', api(`ledger/${ledger.Id}`), { ...ledger, OpeningBalance: amount, OpeningType: type });
    if (reply.status !== 200) throw new Error(`opening of ${name}: ${JSON.stringify(reply.body)}`);
    return Number(ledger.Id);
  };

  const firm = (await post('firm', { FirmName: 'Kulkarni Traders', State: 'Maharashtra', SalesPrefix: 'KT' })).Id;
  const asha = await post('party', { PartyName: 'Asha Traders', PartyType: 'Customer', State: 'Maharashtra', OpeningBalance: 1000, OpeningType: 'Dr' });
  const bharat = await post('party', { PartyName: 'Bharat Stores', PartyType: 'Customer', State: 'Maharashtra' });
  // A registered supplier (GSTIN): the tax on its bills is input credit (CGST Act s.16(2)(a)).
  const sagar = await post('party', { PartyName: 'Sagar Wholesale', PartyType: 'Supplier', State: 'Maharashtra', GSTIN: gstin('27', 'ABCDS4444S'), OpeningBalance: 2000, OpeningType: 'Cr' });
  const bankGroup = (await getJson(api('ledgergroup?PerPage=100&search=Bank%20Accounts'))).body.data.rows.find((row: any) => row.GroupCode === 'BANK_ACCOUNTS').Id;
  const bank = (await post('ledger', { LedgerName: 'HDFC Bank', GroupId: bankGroup })).Id;
  // Openings: Dr 1,000 (Asha) + 5,000 (Cash) = 6,000; Cr 2,000 (Sagar) + 4,000 (Capital) = 6,000.
  const cash = await setOpening('Cash', 5000, 'Dr');
  const capital = await setOpening('Capital', 4000, 'Cr');
  const unit = (await post('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
  const pen = (await post('item', { ItemName: 'Pen', UnitId: unit, HSNCode: '9608', TaxRate: 18, CashRate: 100 })).Id;
  const book = (await post('item', { ItemName: 'Book', UnitId: unit, HSNCode: '4901', TaxRate: 5, CashRate: 50 })).Id;

  const docs: Record<string, number> = {};
  const purchase = (date: string, body: object) => post('purchase', { FirmId: firm, SupplierId: sagar.Id, PurchaseDate: date, PurchaseType: 'EXCLUSIVE', ...body });
  const sale = (date: string, customer: number, body: object) => post('sales', { FirmId: firm, CustId: customer, BillDate: date, BillType: 'EXCLUSIVE', ...body });
  // Last financial year: Book 100 x 30 = 3,000 + 5 % = 3,150, 1,000 paid in cash.
  docs.p0 = (await purchase('2026-03-20', { PaymentType: 'CASH', PaymentAmt: 1000, PurchaseItems: [{ ItemId: book, Qty: 100, Rate: 30 }] })).Id;
  // Pen 100 x 50 = 5,000 + 900 tax; Book 200 x 20 = 4,000 + 200 tax: 10,100 on credit.
  docs.p1 = (await purchase('2026-04-05', { PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: pen, Qty: 100, Rate: 50 }, { ItemId: book, Qty: 200, Rate: 20 }] })).Id;
  // Pen 10 x 100 = 1,000 + 180 tax = 1,180; 500 received in cash.
  docs.s1 = (await sale('2026-04-10', asha.Id, { PaymentType: 'CREDIT', ReceiptAmt: 500, BillItems: [{ ItemId: pen, Qty: 10, Rate: 100 }] })).Id;
  // Book 20 x 50 = 1,000 + 50 tax = 1,050 on credit.
  docs.s2 = (await sale('2026-05-20', asha.Id, { PaymentType: 'CREDIT', BillItems: [{ ItemId: book, Qty: 20, Rate: 50 }] })).Id;
  // Credit note: Book 2 x 50 = 100 + 5 tax = 105, not refunded.
  docs.sr1 = (await post('salesreturn', { FirmId: firm, CustId: asha.Id, SalesReturnDate: '2026-06-05', BillType: 'EXCLUSIVE', PaymentType: 'CREDIT NOTE', SalesReturnItems: [{ ItemId: book, Qty: 2, Rate: 50 }] })).Id;
  // Purchase return refunded in cash: Pen 10 x 50 = 500 + 90 tax = 590.
  docs.pr1 = (await post('purchasereturn', { FirmId: firm, SupplierId: sagar.Id, PurchaseReturnDate: '2026-06-10', PurchaseType: 'EXCLUSIVE', PaymentType: 'CASH', PurchaseReturnItems: [{ ItemId: pen, Qty: 10, Rate: 50 }] })).Id;
  // Pen 5 x 100 = 500 + 90 tax = 590, paid in full into the bank.
  docs.s3 = (await sale('2026-06-15', bharat.Id, { PaymentType: 'BANK', BankLedgerId: bank, BillItems: [{ ItemId: pen, Qty: 5, Rate: 100 }] })).Id;
  // Pen 1 x 99.50: 8.955 tax each side rounds to 8.96, 117.42 rounds down to 117 (round off 0.42).
  docs.s4 = (await sale('2026-06-25', bharat.Id, { PaymentType: 'CREDIT', BillItems: [{ ItemId: pen, Qty: 1, Rate: 99.5 }] })).Id;

  // Contra: 3,000 from the cash box into the bank.
  docs.cv1 = (await post('contravoucher', { FirmId: firm, VoucherDate: '2026-06-16', FromLedgerId: cash, ToLedgerId: bank, Amount: 3000 })).Id;
  // Receipt of 1,000 cash from Asha: 600 against s1 (which leaves 80 of it), 400 on account.
  docs.rv1 = (await post('receipt', { FirmId: firm, VoucherDate: '2026-06-20', FromLedgerId: asha.LedgerId, ToLedgerId: cash, Amount: 1000, ReceiptAllocations: [{ BillId: docs.s1, Amount: 600 }] })).Id;
  // Payment of 2,500 from the bank to Sagar: 2,150 settles p0, 350 on account.
  docs.pv1 = (await post('payment', { FirmId: firm, VoucherDate: '2026-06-28', FromLedgerId: bank, ToLedgerId: sagar.LedgerId, Amount: 2500, PaymentAllocations: [{ BillId: docs.p0, Amount: 2150 }] })).Id;
  // After the quarter: 80 into the bank from Asha settles the rest of s1.
  docs.rv2 = (await post('receipt', { FirmId: firm, VoucherDate: '2026-07-05', FromLedgerId: asha.LedgerId, ToLedgerId: bank, Amount: 80, ReceiptAllocations: [{ BillId: docs.s1, Amount: 80 }] })).Id;

  const named = async (name: string) => Number((await ledgerNamed(name)).Id);
  return {
    api,
    token,
    email,
    firm,
    ledgers: { cash, bank, capital, sales: await named('Sales'), purchase: await named('Purchase'), asha: asha.LedgerId, bharat: bharat.LedgerId, sagar: sagar.LedgerId, roundOff: await named('Round Off') },
    parties: { asha: asha.Id, bharat: bharat.Id, sagar: sagar.Id },
    docs,
  };
}
