// The report workers (engine/server/report-workers.ts): answers come back as JSON text, refusals keep their
// status and field paths, a report past its time budget is stopped with a 503 and the pool carries on,
// and a tenant with a report running waits behind another tenant's first one.
import { afterEach, describe, expect, it } from 'vitest';
import { HttpError, ReportWorkers } from '../../engine/server/index.ts';

const entry = new URL('../support/fake-report-worker.ts', import.meta.url);
let pool: ReportWorkers | null = null;
const start = (size: number, timeLimitMs = 5_000) => (pool = new ReportWorkers({ entry, workerData: null, size, timeLimitMs }));
afterEach(async () => {
  await pool?.close();
  pool = null;
});

describe('report workers', () => {
  it('answers with the JSON text the worker built', async () => {
    const text = await start(1).run({ report: 'echo', tenantId: 7, filters: { FromDate: '2026-04-01' } });
    expect(JSON.parse(text)).toMatchObject({ tenant: 7, filters: { FromDate: '2026-04-01' } });
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
    expect(JSON.parse(await workers.run({ report: 'echo', tenantId: 1, filters: {} }))).toMatchObject({ tenant: 1 });
  });

  it("runs a waiting tenant's first report before a busy tenant's second", async () => {
    const workers = start(1);
    const busyFirst = workers.run({ report: 'wait', tenantId: 1, filters: { ms: 300 } });
    const busySecond = workers.run({ report: 'echo', tenantId: 1, filters: {} });
    const other = workers.run({ report: 'echo', tenantId: 2, filters: {} });
    await busyFirst;
    const [second, first] = (await Promise.all([busySecond, other])).map((text) => JSON.parse(text).startedAt as number);
    expect(first).toBeLessThanOrEqual(second); // tenant 2 went first although it asked last
  });

  it('refuses new work once closed', async () => {
    const workers = start(1);
    await workers.close();
    await expect(workers.run({ report: 'echo', tenantId: 1, filters: {} })).rejects.toMatchObject({ statusCode: 503 });
  });
});
