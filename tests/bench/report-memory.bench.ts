// The server's memory while it answers the largest reports of the bench books (1,000,000 journal lines,
// 50,000 bills): issue 18 asks that large answers stream, so memory stays flat whatever a report's size.
// Each report is fetched and its answer read as it arrives; the server's resident set (its report
// workers included) is sampled every 50 ms and its peak printed beside the answer's size and the server's
// resident set when idle. A streamed report adds about the same whatever its size; one built whole adds
// memory in proportion to its answer.
import type { Store } from '../support/server.ts';
import { serverWithBenchBooks } from './bench-books-server.ts';
import { residentMb } from './measure.ts';

const YEAR = 'FromDate=2025-04-01&ToDate=2026-03-31';

export async function benchReportMemory(store: Store, databaseUrl: string | null): Promise<void> {
  const { server, api, books, stop } = await serverWithBenchBooks(store, databaseUrl);
  try {
    const cases = [
      { name: 'day book, one month', path: 'reports/daybook?FromDate=2025-10-01&ToDate=2025-10-31' },
      { name: 'day book, full year', path: `reports/daybook?${YEAR}` },
      { name: 'ledger, busiest customer, full year', path: `reports/ledgerreport?${YEAR}&LedgerId=${books.busiest.ledger}` },
      { name: 'sales register, full year', path: `reports/salesreport?${YEAR}` },
      { name: 'trial balance (built whole: a row a ledger)', path: 'reports/trialbalance?ToDate=2026-03-31' },
    ];
    for (const one of cases) {
      // Settled first: what an earlier report left is collected before this one is measured.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const idle = residentMb(server.pid);
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, residentMb(server.pid))), 50);
      const started = performance.now();
      // fetch asks for a compressed answer and hands over the JSON as it is decompressed: its size is counted.
      const reply = await fetch(api(one.path));
      let bytes = 0;
      for await (const chunk of reply.body!) bytes += (chunk as Uint8Array).byteLength;
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `[${store}] ${one.name.padEnd(44)} ${String(reply.status)} ${(bytes / 1048576).toFixed(1).padStart(6)} MB of JSON in ${seconds.toFixed(1)} s; server memory ${Math.round(idle)} MB idle, peak ${Math.round(peak)} MB (+${Math.round(peak - idle)} MB)`,
      );
    }
  } finally {
    await stop();
  }
}
