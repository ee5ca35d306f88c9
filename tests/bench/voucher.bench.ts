// Saving a receipt that settles bills: how many SQL statements one save runs (settling 1 and 10
// bills: ledger roles, bill locks, what is due, number, voucher, allocations, journal, balances, edit
// log), and receipts per second through the entity store on the embedded store.
import { inProcessStore } from './in-process.ts';

const RECEIPTS = 300;

export async function benchVouchers(): Promise<void> {
  const { database, store, caller, count } = await inProcessStore();
  const firm = (await store.create('firm', caller, { FirmName: 'Bench', State: 'Maharashtra' })).Id as number;
  const party = await store.create('party', caller, { PartyName: 'Customer', State: 'Maharashtra' });
  const unit = (await store.create('unit', caller, { UnitName: 'Pcs', UQC: 'PCS' })).Id as number;
  const item = (await store.create('item', caller, { ItemName: 'Item', UnitId: unit, TaxRate: 0, CashRate: 10 })).Id as number;
  const bills: number[] = [];
  for (let n = 0; n < 10; n += 1) {
    const bill = await store.create('sales', caller, { FirmId: firm, CustId: party.Id, BillType: 'NON GST', PaymentType: 'CREDIT', BillItems: [{ ItemId: item, Qty: 1000, Rate: 100 }] });
    bills.push(bill.Id as number);
  }
  const cash = await database.db.selectFrom('ledger').select('Id').where('tenant_id', '=', caller.tenantId).where('SystemCode', '=', 'CASH').executeTakeFirstOrThrow();
  const receipt = (settling: number[]) => ({
    FirmId: firm, FromLedgerId: party.LedgerId, ToLedgerId: Number(cash.Id), Amount: settling.length + 1,
    ReceiptAllocations: settling.map((bill) => ({ BillId: bill, Amount: 1 })),
  });
  for (const settling of [bills.slice(0, 1), bills]) {
    const statements = await count(() => store.create('receipt', caller, receipt(settling)));
    console.log(`SQL statements to save a receipt settling ${settling.length} bill${settling.length === 1 ? '' : 's'}: ${statements}`);
  }
  const started = performance.now();
  for (let n = 0; n < RECEIPTS; n += 1) await store.create('receipt', caller, receipt([bills[n % bills.length]]));
  const seconds = (performance.now() - started) / 1000;
  console.log(`receipts settling one bill, embedded store, in process: ${Math.round(RECEIPTS / seconds)} per second (${RECEIPTS} in ${seconds.toFixed(2)} s)`);
  await database.close();
}
