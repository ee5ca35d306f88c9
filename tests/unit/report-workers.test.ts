// The report workers (engine/server/report-workers.ts): answers come back as JSON text, refusals keep their
// status and field paths, a report past its time budget is stopped with a 503 and the pool carries on,
// and a tenant with a report running waits behind another tenant's first one.
import { afterEach, describe, expect, it } from 'vitest';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import { chooseEncoding, HttpError, ReportWorkers, type ReportJob } from '../../engine/server/index.ts';

const entry = new URL('../support/fake-report-worker.ts', import.meta.url);
let pool: ReportWorkers | null = null;
const start = (size: number, timeLimitMs = 5_000) => {
  pool = new ReportWorkers({ entry, workerData: null, size, timeLimitMs });
  const workers = pool;
  /** The answer as the value it encodes (uncompressed: no Accept-Encoding). */
  const text = async (job: ReportJob) => JSON.parse((await bytesOf((await workers.run(job)).stream)).toString('utf8'));
  return Object.assign(workers, { text });
};
const bytesOf = (stream: Readable) => buffer(stream);
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('report workers', () => {
  it('answers with the JSON text the worker built', async () => {
    expect(await start(1).text({ report: 'echo', tenantId: 7, filters: { FromDate: '2026-04-01' } })).toMatchObject({ tenant: 7, filters: { FromDate: '2026-04-01' } });
  });

  it('compresses a large answer in the worker as the client accepts, and leaves a small one as it is', async () => {
    const workers = start(1);
    const filters = { Note: 'x'.repeat(5000) };
    const br = await workers.run({ report: 'echo', tenantId: 1, filters }, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(await bytesOf(br.stream)).toString())).toMatchObject({ filters });
    const gzip = await workers.run({ report: 'echo', tenantId: 1, filters }, 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(await bytesOf(gzip.stream)).toString())).toMatchObject({ filters });
    const small = await workers.run({ report: 'echo', tenantId: 1, filters: {} }, 'br');
    expect(small.encoding).toBeNull(); // under 1 KB
    expect(JSON.parse((await bytesOf(small.stream)).toString())).toMatchObject({ tenant: 1 });
  });

  it('streams a long answer in chunks that add up to the whole, and cuts off one whose worker fails half way', async () => {
    const workers = start(1);
    const long = await workers.run({ report: 'long', tenantId: 1, filters: {} }); // 200 KB, uncompressed: 64 KB pieces
    let chunks = 0;
    long.stream.on('data', () => (chunks += 1));
    const rows = JSON.parse((await bytesOf(long.stream)).toString());
    expect(rows).toHaveLength(100);
    expect(rows[99]).toEqual({ Row: 99, Text: 'x'.repeat(2000) });
    expect(chunks).toBeGreaterThan(1);
    const cut = await workers.run({ report: 'cut', tenantId: 1, filters: {} });
    await expect(bytesOf(cut.stream)).rejects.toThrow('a fault half way');
    expect(await workers.text({ report: 'echo', tenantId: 2, filters: {} })).toMatchObject({ tenant: 2 }); // the worker carries on
  });

  it('reads Accept-Encoding as RFC 9110 says: q=0 refuses a coding', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
    expect(chooseEncoding('*')).toBe('gzip');
  });

  it('passes a refusal on with its status and field paths, and a fault as a plain error', async () => {
    const workers = start(1);
    const refused = await workers.run({ report: 'refused', tenantId: 1, filters: {} }).catch((error) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 400, message: 'From date must not be after To date', errors: [{ path: '/FromDate' }] });
    const fault = await workers.run({ report: 'fault', tenantId: 1, filters: {} }).catch((error) => error);
    expect(fault).not.toBeInstanceOf(HttpError); // the server's error handler logs it and answers its plain 500
    expect(fault.message).toContain('a fault of the worker');
  });

  it('stops a report past its budget with a 503 in plain words, and the next report still runs', async () => {
    const workers = start(1, 300);
    const overrun = await workers.run({ report: 'forever', tenantId: 1, filters: {} }).catch((error) => error);
    expect(overrun).toMatchObject({ statusCode: 503, message: 'This report took longer than 0.3 seconds and was stopped. Choose a shorter period or narrow its filters.' });
    expect(await workers.text({ report: 'echo', tenantId: 1, filters: {} })).toMatchObject({ tenant: 1 });
  });

  it("runs a waiting tenant's first report before a busy tenant's second", async () => {
    const workers = start(1);
    const busyFirst = workers.run({ report: 'wait', tenantId: 1, filters: { ms: 300 } });
    const busySecond = workers.text({ report: 'echo', tenantId: 1, filters: {} });
    const other = workers.text({ report: 'echo', tenantId: 2, filters: {} });
    await busyFirst;
    const [second, first] = (await Promise.all([busySecond, other])).map((answer) => answer.startedAt as number);
    expect(first).toBeLessThanOrEqual(second); // tenant 2 went first although it asked last
  });

  it('refuses new work once closed', async () => {
    const workers = start(1);
    await workers.close();
    await expect(workers.run({ report: 'echo', tenantId: 1, filters: {} })).rejects.toMatchObject({ statusCode: 503 });
  });
});
