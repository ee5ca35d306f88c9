// `npm run verify-trail [database] [business]`: checks every business's audit-trail chain (or one
// business's, by its id) and prints one line each; exits 1 when any chain is broken, 2 when it cannot run.
// `database` is a PostgreSQL URL (postgres://...) or a data folder holding bahi.sqlite (a restored backup's
// folder works too); without it, DATABASE_URL or DATA_DIR as the server uses them. It only reads.
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/database.ts';
import { verifyTrail } from '../src/server/audit/verify-trail.ts';

const [target, business] = process.argv.slice(2);
const config = loadConfig();
const databaseUrl = target ? (/^postgres(ql)?:\/\//.test(target) ? target : null) : config.databaseUrl;
const dataDir = target && !databaseUrl ? path.resolve(target) : config.dataDir;
if (business !== undefined && !/^[1-9]\d*$/.test(business)) {
  console.error(`The business must be its id (a whole number), not ${business}`);
  process.exit(2);
}

let database;
try {
  database = await openDatabase({ databaseUrl, dataDir, reader: { statementTimeoutMs: 600_000 } });
} catch (error) {
  console.error(`Cannot open the database: ${(error as Error).message}`);
  process.exit(2);
}
let broken = 0;
try {
  let tenants = database.db.selectFrom('tenant').leftJoin('account', (join) => join.onRef('account.tenant_id', '=', 'tenant.id').on('account.kind', '=', 'master')).select(['tenant.id as id', 'account.email as email']).orderBy('tenant.id');
  if (business) tenants = tenants.where('tenant.id', '=', Number(business));
  const rows = await tenants.execute();
  if (business && rows.length === 0) {
    console.error(`There is no business ${business} in ${database.describe}`);
    process.exit(2);
  }
  console.log(`Audit trails in ${database.describe}:`);
  for (const row of rows) {
    const check = await verifyTrail(database.db, Number(row.id));
    const who = `business ${row.id}${row.email ? ` (${row.email})` : ''}`;
    if (check.ok) console.log(`${who}: intact, ${check.entries} entries${check.head ? `, last hash ${check.head}` : ''}`);
    else {
      broken += 1;
      console.log(`${who}: BROKEN at entry ${check.brokenAt} of ${check.entries + 1} checked: ${check.reason}`);
    }
  }
} catch (error) {
  console.error(`Cannot check the audit trail: ${(error as Error).message}`);
  process.exit(2);
} finally {
  await database.close();
}
process.exit(broken > 0 ? 1 : 0);
