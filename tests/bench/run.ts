// `npm run bench`: prints each measurement with its same-process baseline and the ratio between them.
// Speed goals live here, not in timed tests.
import { createTestDatabase, dropTestDatabase, postgresAnswers } from '../support/postgres.ts';
import { benchMasterList } from './master-list.bench.ts';
import { benchPosting, benchStatementCount } from './posting.bench.ts';
import { benchStartupAndAuth } from './startup-and-auth.bench.ts';
import { benchStockReport } from './stock-report.bench.ts';

console.log(`Bahi benchmarks on Node ${process.version}, ${new Date().toISOString()}`);
await benchStartupAndAuth();
await benchStatementCount();
await benchMasterList('sqlite', null);
await benchPosting('sqlite', null);
await benchStockReport('sqlite', null);
if (await postgresAnswers()) {
  const database = await createTestDatabase('bench');
  try {
    await benchMasterList('postgres', database.url);
    await benchPosting('postgres', database.url);
    await benchStockReport('postgres', database.url);
  } finally {
    await dropTestDatabase(database.name);
  }
} else {
  console.log('PostgreSQL did not answer: its benchmarks are skipped');
}
