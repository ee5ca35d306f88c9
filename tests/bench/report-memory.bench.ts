// The server's memory while it answers the largest reports of the bench books (1,000,000 journal lines,
// 50,000 bills): issue 18 asks that large answers stream, so memory stays flat whatever a report's size.
// Each report is fetched and its answer read as it arrives; the server's resident set (its report
// workers included) is sampled every 50 ms and its peak printed beside the answer's size and the server's
// resident set when idle. A streamed report adds about the same whatever its size; one built whole adds
// memory in proportion to its answer. The last cases read the year's day book as slow clients do, one as a
// browser asks (brotli), one plain: a server that makes the answer faster than the client takes it must
// wait for it, not hold what the client has not taken.
import http from 'node:http';
import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import zlib from 'node:zlib';
import type { Store } from '../support/server.ts';
import { serverWithBenchBooks } from './bench-books-server.ts';
import { residentMb } from './measure.ts';

const YEAR = 'FromDate=2025-04-01&ToDate=2026-03-31';

/** An answer read whole: its status, its size as JSON, and as sent when the reader sees the compressed bytes. */
type Read = { status: number; json: number; sent?: number };

/** As the browser reads: fetch asks for a compressed answer and hands over the JSON as it is decompressed. */
async function readFast(url: string): Promise<Read> {
  const reply = await fetch(url);
  let json = 0;
  for await (const chunk of reply.body!) json += (chunk as Uint8Array).byteLength;
  return { status: reply.status, json };
}

/**
 * A slow client: takes a socket read at a time, then pauses as long as those bytes take at `bytesPerSecond`
 * (its socket, and the server's, fill meanwhile). Its pace is below what a worker makes the year's day book
 * at, compressed or not, so the server must wait for it rather than hold what it has not taken.
 */
function readSlowly(encoding: 'br' | 'identity', bytesPerSecond: number) {
  return (url: string): Promise<Read> =>
    new Promise((resolve, reject) => {
      http
        .get(url, { headers: { 'accept-encoding': encoding } }, async (response) => {
          try {
            const decompress = encoding === 'br' ? zlib.createBrotliDecompress() : new PassThrough();
            let json = 0;
            decompress.on('data', (chunk: Buffer) => (json += chunk.byteLength));
            const done = new Promise((finished) => decompress.once('end', finished));
            let sent = 0;
            for await (const chunk of response) {
              sent += (chunk as Buffer).byteLength;
              decompress.write(chunk);
              await sleep(((chunk as Buffer).byteLength / bytesPerSecond) * 1000);
            }
            decompress.end();
            await done;
            resolve({ status: response.statusCode!, sent, json });
          } catch (error) {
            reject(error);
          }
        })
        .on('error', reject);
    });
}

export async function benchReportMemory(store: Store, databaseUrl: string | null): Promise<void> {
  const { server, api, books, stop } = await serverWithBenchBooks(store, databaseUrl);
  try {
    const cases = [
      { name: 'day book, one month', path: 'reports/daybook?FromDate=2025-10-01&ToDate=2025-10-31', read: readFast },
      { name: 'day book, full year', path: `reports/daybook?${YEAR}`, read: readFast },
      { name: 'ledger, busiest customer, full year', path: `reports/ledgerreport?${YEAR}&LedgerId=${books.busiest.ledger}`, read: readFast },
      { name: 'sales register, full year', path: `reports/salesreport?${YEAR}`, read: readFast },
      { name: 'bank reconciliation, nothing cleared', path: `reports/bankreconciliation?ToDate=2026-03-31&LedgerId=${books.bank}`, read: readFast },
      { name: 'trial balance (built whole: a row a ledger)', path: 'reports/trialbalance?ToDate=2026-03-31', read: readFast },
      // 7 MB compressed in about 30 s, and 123 MB plain in about 30 s (well inside the 60 s budget).
      { name: 'day book, full year, slow client, brotli', path: `reports/daybook?${YEAR}`, read: readSlowly('br', 256 * 1024) },
      { name: 'day book, full year, slow client, plain', path: `reports/daybook?${YEAR}`, read: readSlowly('identity', 4 * 1024 * 1024) },
    ];
    for (const one of cases) {
      // Settled first: what an earlier report left is collected before this one is measured.
      await sleep(1500);
      const idle = residentMb(server.pid);
      let peak = idle;
      const sampler = setInterval(() => (peak = Math.max(peak, residentMb(server.pid))), 50);
      const started = performance.now();
      const { status, sent, json } = await one.read(api(one.path));
      clearInterval(sampler);
      const seconds = (performance.now() - started) / 1000;
      const compressed = sent === undefined ? '' : ` (${(sent / 1048576).toFixed(1)} MB sent)`;
      console.log(
        `[${store}] ${one.name.padEnd(44)} ${String(status)} ${(json / 1048576).toFixed(1).padStart(6)} MB of JSON${compressed} in ${seconds.toFixed(1)} s; server memory ${Math.round(idle)} MB idle, peak ${Math.round(peak)} MB (+${Math.round(peak - idle)} MB)`,
      );
    }
  } finally {
    await stop();
  }
}
