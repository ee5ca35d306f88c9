// `npm run bench`: prints each measurement with its same-process baseline and the ratio between them.
// Speed goals live here, not in timed tests. `node tests/bench/run.ts <name>...` runs only the named
// benchmarks (startup, posting, masters, dashboard, reports, stock, vouchers, import, neighbour, businessfile, memory,
// sharepdf, manybusinesses: MANY_BUSINESSES=200 for a quick run of the ten thousand);
// BENCH_STORE=sqlite|postgres runs those measured per store on one store only.
import { createTestDatabase, dropTestDatabase, postgresAnswers } from '../support/postgres.ts';
import type { Store } from '../support/server.ts';
import { benchBusinessFile } from './business-file.bench.ts';
import { benchDashboard } from './dashboard.bench.ts';
import { benchImport, benchTallyScaling } from './import.bench.ts';
import { summariseGoals } from './measure.ts';
import { benchManyBusinesses } from './many-businesses.bench.ts';
import { benchMasterList } from './master-list.bench.ts';
import { benchNoisyNeighbour } from './noisy-neighbour.bench.ts';
import { benchPosting, benchStatementCount } from './posting.bench.ts';
import { benchReportMemory } from './report-memory.bench.ts';
import { benchReports } from './reports.bench.ts';
import { benchSharePdf } from './share-pdf.bench.ts';
import { benchStockReport } from './stock-report.bench.ts';
import { benchStartupAndAuth } from './startup-and-auth.bench.ts';
import { benchVoucherStatements, benchVouchers } from './voucher.bench.ts';

type Bench = { once?: () => Promise<void>; perStore?: (store: Store, databaseUrl: string | null) => Promise<void> };

const BENCHES: Record<string, Bench> = {
  startup: { once: benchStartupAndAuth },
  posting: {
    perStore: async (store, databaseUrl) => {
      await benchStatementCount(store, databaseUrl);
      await benchPosting(store, databaseUrl);
    },
  },
  masters: { perStore: benchMasterList },
  dashboard: { perStore: benchDashboard },
  reports: { perStore: benchReports },
  stock: { perStore: benchStockReport },
  vouchers: { once: benchVouchers, perStore: benchVoucherStatements },
  import: { once: benchTallyScaling, perStore: benchImport },
  neighbour: { perStore: benchNoisyNeighbour },
  businessfile: { perStore: benchBusinessFile },
  memory: { perStore: benchReportMemory },
  sharepdf: { perStore: benchSharePdf },
  // Stores of its own (ten thousand businesses, and each measured business alone): not the shared database.
  manybusinesses: { perStore: (store) => benchManyBusinesses(store) },
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`No benchmark named ${unknown.join(', ')}: choose from ${Object.keys(BENCHES).join(', ')}`);
  process.exit(2);
}
const chosen = (asked.length > 0 ? asked : Object.keys(BENCHES)).map((name) => BENCHES[name]);

console.log(`Bahi benchmarks on Node ${process.version}, ${new Date().toISOString()}`);
// BENCH_STORE=sqlite or BENCH_STORE=postgres runs the per-store benchmarks on that store alone.
const onlyStore = process.env.BENCH_STORE;
for (const bench of chosen) await bench.once?.();
if (onlyStore !== 'postgres') for (const bench of chosen) await bench.perStore?.('sqlite', null);
if (onlyStore !== 'sqlite' && chosen.some((bench) => bench.perStore)) {
  if (await postgresAnswers()) {
    const database = await createTestDatabase('bench');
    try {
      for (const bench of chosen) await bench.perStore?.('postgres', database.url);
    } finally {
      await dropTestDatabase(database.name);
    }
  } else {
    console.log('PostgreSQL did not answer: its benchmarks are skipped');
  }
}
console.log(summariseGoals());
