// Many businesses in one store, written as sign-up and the bench books write them (create-tenant.ts for the
// business, the entity store for its firm, seed-books.ts for a month of bills straight into the tables),
// without HTTP: ten thousand sign-ups through the API would take hours on two cores.
import { hashPassword } from '../../src/server/auth/password.ts';
import { createTenant } from '../../src/server/tenancy/create-tenant.ts';
import { GOOD_PASSWORD } from '../support/http.ts';
import type { Store } from '../support/server.ts';
import { appDataLayer } from './in-process.ts';
import { connectStore } from './seed.ts';
import { seedBooks, type SeedPlan } from './seed-books.ts';

/** One business ready to sign in to and bill: what salesBill (billing-setup.ts) needs, and its e-mail. */
export type SeededBusiness = { index: number; heavy: boolean; tenantId: number; email: string; firm: number; customer: number; items: number[] };

/** A firm with a GSTIN, so its GSTR-1 can be filed (the portal's JSON needs one). */
const FIRM = { FirmName: 'Many Traders', State: 'Maharashtra', GSTIN: '27AAPFU0939F1ZV', SalesPrefix: 'B' };

/** One in HEAVY_EVERY businesses is heavy: ten times the bills in its month. */
export const HEAVY_EVERY = 1000;

/**
 * The size of business `index`, varied but the same on every run: tens of items and parties and a month of
 * bills (20 to 60); business 1 and every thousandth after it is heavy, so even a small run has one.
 */
export function planOf(index: number): SeedPlan & { heavy: boolean } {
  const heavy = index % HEAVY_EVERY === 1;
  const bills = 20 + ((index * 7) % 41);
  return { heavy, journalLines: 0, bills: heavy ? bills * 10 : bills, customers: 10 + ((index * 3) % 31), suppliers: 5 + (index % 6), items: 20 + ((index * 11) % 41), days: 30, saleLines: true };
}

export const emailOf = (index: number) => `many.${index}@example.com`;

/**
 * Writes the businesses numbered `indices` into the store the server runs on (already migrated); each can
 * sign in with GOOD_PASSWORD. `progress` is told the count written from time to time.
 */
export async function seedBusinesses(store: Store, dataDir: string, databaseUrl: string | null, indices: number[], progress: (done: number) => void = () => {}): Promise<SeededBusiness[]> {
  const sql = await connectStore({ store, dataDir }, databaseUrl);
  // PostgreSQL: the seeding's commits do not wait for the disk (a crash would lose only seed rows), in this
  // session and in the pool's, which open after; the servers started later commit as they always do.
  const databaseName = store === 'postgres' ? String((await sql.query('select current_database() as name'))[0].name) : null;
  if (databaseName) await sql.query(`alter database ${databaseName} set synchronous_commit = off; set synchronous_commit = off`);
  const { database, store: entities, menu } = await appDataLayer({ databaseUrl, dataDir });
  // One hash for all: scrypt costs some 50 ms a time, which ten thousand times is minutes.
  const passwordHash = await hashPassword(GOOD_PASSWORD);
  const seeded: SeededBusiness[] = [];
  try {
    for (const index of indices) {
      const email = emailOf(index);
      const { tenantId } = await createTenant(database.db, { email, passwordHash }, menu);
      const firm = Number((await entities.create('firm', { tenantId, actor: email }, FIRM)).Id);
      const plan = planOf(index);
      const books = await seedBooks(sql, tenantId, firm, plan);
      seeded.push({ index, heavy: plan.heavy, tenantId, email, firm, customer: books.busiest.party, items: books.items.slice(0, 10) });
      if (seeded.length % 500 === 0) progress(seeded.length);
    }
    // Statistics as a store in use has them (PostgreSQL's autovacuum, SQLite's PRAGMA optimize at open).
    await sql.query(store === 'postgres' ? 'vacuum analyze' : 'analyze');
  } finally {
    if (databaseName) await sql.query(`alter database ${databaseName} reset synchronous_commit`);
    await sql.close();
    await database.close();
  }
  return seeded;
}
