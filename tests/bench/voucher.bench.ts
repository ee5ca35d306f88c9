// Saving vouchers: how many SQL statements one save runs, on each store (a receipt settling 1 and 10
// bills: firm, ledger roles, what is due, number, voucher, allocations, balances, journal, edit log; a
// journal voucher of 2 and 20 lines), and receipts per second through the entity store on the embedded store.
import type { Store } from '../support/server.ts';
import { inProcessStore } from './in-process.ts';
import { recordStatements } from './measure.ts';

const RECEIPTS = 300;

/** A business in process with ten credit bills of one customer to settle, and its cash ledger. */
async function voucherBooks(databaseUrl: string | null) {
  const books = await inProcessStore(databaseUrl);
  const { database, store, caller } = books;
  const firm = (await store.create('firm', caller, { FirmName: 'Bench', State: 'Maharashtra' })).Id as number;
  const party = await store.create('party', caller, { PartyName: 'Customer', State: 'Maharashtra' });
  const unit = (await store.create('unit', caller, { UnitName: 'Pcs', UQC: 'PCS' })).Id as number;
  const item = (await store.create('item', caller, { ItemName: 'Item', UnitId: unit, TaxRate: 0, CashRate: 10 })).Id as number;
  const bills: number[] = [];
  for (let n = 0; n < 10; n += 1) {
    const bill = await store.create('sales', caller, { FirmId: firm, CustId: party.Id, BillType: 'NON GST', PaymentType: 'CREDIT', BillItems: [{ ItemId: item, Qty: 1000, Rate: 100 }] });
    bills.push(bill.Id as number);
  }
  const cash = Number((await database.db.selectFrom('ledger').select('Id').where('tenant_id', '=', caller.tenantId).where('SystemCode', '=', 'CASH').executeTakeFirstOrThrow()).Id);
  const receipt = (settling: number[]) => ({
    FirmId: firm, FromLedgerId: party.LedgerId, ToLedgerId: cash, Amount: settling.length + 1,
    ReceiptAllocations: settling.map((bill) => ({ BillId: bill, Amount: 1 })),
  });
  /** A journal voucher of `lines` lines, half debits to the party and half credits to cash, balanced. */
  const journal = (lines: number) => ({
    FirmId: firm,
    JournalLines: Array.from({ length: lines }, (_, n) => (n % 2 === 0 ? { LedgerId: party.LedgerId, Debit: 5, Credit: 0 } : { LedgerId: cash, Debit: 0, Credit: 5 })),
  });
  return { ...books, bills, receipt, journal };
}

/** The statements each voucher save runs, on the store given, held to the goal. */
export async function benchVoucherStatements(store: Store, databaseUrl: string | null): Promise<void> {
  const { database, store: entities, caller, count, bills, receipt, journal } = await voucherBooks(databaseUrl);
  try {
    await entities.create('receipt', caller, receipt([bills[0]])); // the first voucher of a business reads more once
    for (const settling of [bills.slice(0, 1), bills]) {
      recordStatements(store, `a receipt settling ${settling.length} bill${settling.length === 1 ? '' : 's'}`, await count(() => entities.create('receipt', caller, receipt(settling))));
    }
    await entities.create('journalvoucher', caller, journal(2));
    for (const lines of [2, 20]) {
      recordStatements(store, `a journal voucher of ${lines} lines`, await count(() => entities.create('journalvoucher', caller, journal(lines))));
    }
  } finally {
    await database.close();
  }
}

/** Receipts per second through the entity store on the embedded store, in process. */
export async function benchVouchers(): Promise<void> {
  const { database, store, caller, bills, receipt } = await voucherBooks(null);
  const started = performance.now();
  for (let n = 0; n < RECEIPTS; n += 1) await store.create('receipt', caller, receipt([bills[n % bills.length]]));
  const seconds = (performance.now() - started) / 1000;
  console.log(`receipts settling one bill, embedded store, in process: ${Math.round(RECEIPTS / seconds)} per second (${RECEIPTS} in ${seconds.toFixed(2)} s)`);
  await database.close();
}
