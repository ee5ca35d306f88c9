// What one save of a bill costs in SQL statements, whatever its line count (issue: 12 or fewer, begin and
// commit included): the masters it reads (firm, party, items with their units: one query each), the number,
// the bill, its lines, journal, stock and edit log, one statement each, and no reading back of what was just
// written (the record is answered from what the inserts returned and the rows the hook read).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessStore } from '../bench/in-process.ts';
import { salesBill } from '../support/billing-setup.ts';

describe('statements per save', () => {
  let setup: Awaited<ReturnType<typeof inProcessStore>>;
  const tenant = { firm: 0, customer: 0, items: [] as number[] };

  beforeAll(async () => {
    setup = await inProcessStore();
    const { store, caller } = setup;
    tenant.firm = (await store.create('firm', caller, { FirmName: 'Count Traders', State: 'Maharashtra' })).Id as number;
    tenant.customer = (await store.create('party', caller, { PartyName: 'Customer', State: 'Maharashtra' })).Id as number;
    const unit = (await store.create('unit', caller, { UnitName: 'Pcs', UQC: 'PCS' })).Id as number;
    for (let n = 0; n < 100; n += 1) tenant.items.push((await store.create('item', caller, { ItemName: `Item ${n}`, UnitId: unit, TaxRate: 18, CashRate: 10 })).Id as number);
    // The business's first bill also reads its system ledgers, once per server process (a twelfth statement).
    await store.create('sales', caller, salesBill(tenant as never, 1));
  });
  afterAll(() => setup.database.close());

  it('a new 10-line or 100-line bill takes 12 statements, and answers the record as a fresh read gives it', async () => {
    const { store, caller, count } = setup;
    for (const lines of [10, 100]) {
      let saved: Record<string, unknown> = {};
      // begin, firm, party, items, stock on hand (the sale beyond stock check), counter, bill, lines,
      // journal, stock, edit log, commit: issue 18's ceiling of 12 whatever the line count.
      expect(await count(async () => (saved = await store.create('sales', caller, salesBill(tenant as never, lines))))).toBe(12);
      expect(saved).toEqual(await store.get('sales', caller, saved.Id));
      expect((saved.BillItems as Array<Record<string, unknown>>).map((line) => [line.LineNo, line.UnitName])).toEqual(Array.from({ length: lines }, (_, n) => [n + 1, 'Pcs']));
    }
  });
});
