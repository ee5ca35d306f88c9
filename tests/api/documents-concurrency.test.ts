// Many clients billing at once: every bill gets a unique number with no gaps, and the journal of the
// whole tenant balances. PostgreSQL takes 1,000 bills from 20 clients, the embedded store 200.
import { expect, inject, it } from 'vitest';
import { billingTenant, salesBill } from '../support/billing-setup.ts';
import { sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('concurrent billing', (server, store) => {
  it(`numbers ${store === 'postgres' ? '1,000' : '200'} bills from 20 parallel clients without gaps and keeps the books balanced`, { timeout: 240_000 }, async () => {
    const tenant = await billingTenant(server().origin);
    const total = store === 'postgres' ? 1000 : 200;
    const clients = 20;
    let next = 0;
    const failures: unknown[] = [];
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < total) {
          next += 1;
          const reply = await sendJson('POST', tenant.api('sales'), salesBill(tenant, 3));
          if (reply.status !== 200) failures.push(reply.body);
        }
      }),
    );
    expect(failures).toEqual([]);
    const q = (sql: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), sql, params);
    const [{ tenant_id: tenantId }] = await q('select tenant_id from account where email = $1', [tenant.email]);
    const numbers = (await q('select "BillNo" as n from sales where tenant_id = $1 order by 1', [tenantId])).map((row) => Number(row.n));
    expect(numbers).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    const [sums] = await q('select sum(debit) as dr, sum(credit) as cr, count(distinct doc_id) as docs from journal_line where tenant_id = $1', [tenantId]);
    expect(Number(sums.dr)).toBe(Number(sums.cr));
    expect(Number(sums.docs)).toBe(total);
    const unbalanced = await q('select doc_id from journal_line where tenant_id = $1 group by doc_id having sum(debit) <> sum(credit)', [tenantId]);
    expect(unbalanced).toEqual([]);
  });
}, { env: { LOG_LEVEL: 'warn' } });
