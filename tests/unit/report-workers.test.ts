// The report workers (engine/server/report-workers.ts, report-job-serving.ts): answers come back as JSON
// text, refusals keep their status and field paths, a report past its time budget is stopped with a 503
// and the pool carries on, and a tenant with a report running waits behind another tenant's first one.
// Flow control: a worker waits while a window of its bytes has not gone to the client, an answer many
// windows long arrives whole, and a client that goes away frees the worker.
import { afterEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import { MessageChannel } from 'node:worker_threads';
import zlib from 'node:zlib';
import { chooseEncoding, HttpError, ReportWorkers, serveReportJobs, type ReportJob, type ReportReply } from '../../engine/server/index.ts';
import { bigAnswer, bigAnswerPiece, FAKE_WINDOW_BYTES } from '../support/big-answer.ts';

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

describe('report workers: flow control', () => {
  const PIECE = bigAnswerPiece(0).length; // 128 KB; the stand-in worker's answers are made of these
  const big = (pieces: number): ReportJob => ({ report: 'big', tenantId: 1, filters: { pieces } });

  it('waits while a window of bytes is not acknowledged, and goes on as they are', async () => {
    const { port1: server, port2: worker } = new MessageChannel();
    let made = 0;
    serveReportJobs(
      worker,
      async (_job, write) => {
        for (; made < 40; made += 1) await write(bigAnswerPiece(made));
      },
      FAKE_WINDOW_BYTES,
    );
    let posted = 0;
    let ended = false;
    server.on('message', (reply: ReportReply | 'ready') => {
      if (reply !== 'ready' && 'bytes' in reply) posted += reply.bytes.byteLength;
      if (reply !== 'ready' && 'end' in reply) ended = true;
    });
    server.postMessage({ id: 1, job: big(40), encoding: null });
    // Two megabytes and the piece that went past them, then it waits: 40 pieces are five. (Polled, then
    // given time to settle, so a loaded machine's slower messages cannot fail it.)
    await expect.poll(() => posted).toBeGreaterThan(FAKE_WINDOW_BYTES);
    await sleep(200);
    expect(posted).toBeLessThanOrEqual(FAKE_WINDOW_BYTES + PIECE);
    const waitingAt = made;
    await sleep(100);
    expect(made).toBe(waitingAt);
    server.postMessage({ id: 1, ack: posted });
    await expect.poll(() => made).toBeGreaterThan(waitingAt);
    await sleep(200);
    expect(posted).toBeLessThanOrEqual(2 * (FAKE_WINDOW_BYTES + PIECE));
    expect(ended).toBe(false);
    server.on('message', (reply: ReportReply) => 'bytes' in reply && server.postMessage({ id: 1, ack: reply.bytes.byteLength }));
    server.postMessage({ id: 1, ack: posted }); // all so far: from here each chunk is acknowledged as it comes
    await expect.poll(() => ended).toBe(true);
    expect(posted).toBe(40 * PIECE);
    server.close();
  });

  it('sends an answer many windows long whole and byte for byte, to a slow reader, holding no more than a window', async () => {
    const workers = start(1);
    const expected = Buffer.from(bigAnswer(40)); // 5 MB: 2.5 windows, and still past one compressed
    for (const coding of [null, 'br', 'gzip'] as const) {
      const body = await workers.run(big(40), coding ?? undefined);
      expect(body.encoding).toBe(coding);
      if (coding !== 'br') {
        // Not read yet: the worker fills its window and waits. The server's thread holds that window, the piece
        // that went past it, and what the stream's reader side buffers (a piece). Brotli is left out: it keeps
        // its input until it has megabytes to give, so its bytes come in bursts larger than a piece.
        const held = () => body.stream.readableLength + (body.stream as PassThrough).writableLength;
        await expect.poll(held).toBeGreaterThan(FAKE_WINDOW_BYTES);
        await sleep(100);
        expect(held()).toBeLessThanOrEqual(FAKE_WINDOW_BYTES + 2 * PIECE);
      }
      const chunks: Buffer[] = [];
      for await (const chunk of body.stream) {
        chunks.push(chunk as Buffer);
        await sleep(2); // a reader slower than the worker
      }
      const bytes = Buffer.concat(chunks);
      const text = coding === 'br' ? zlib.brotliDecompressSync(bytes) : coding === 'gzip' ? zlib.gunzipSync(bytes) : bytes;
      expect(text.equals(expected)).toBe(true);
    }
  });

  it('frees the worker for the next job when the client goes away half way through an answer, or before it began', async () => {
    const workers = start(1, 30_000);
    // Served as the app serves it: Fastify destroys the stream it was sending when the client goes away,
    // and one it is handed for a request already gone.
    const app = Fastify();
    app.get<{ Querystring: { ms: string } }>('/big', async (request, reply) => reply.send((await workers.run({ ...big(400), filters: { pieces: 400, ms: Number(request.query.ms) } })).stream)); // 50 MB: 25 windows
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const leave = (when: 'half way' | 'before') =>
        new Promise<void>((resolve, reject) => {
          const request = http.get({ host: '127.0.0.1', port, path: `/big?ms=${when === 'before' ? 300 : 0}` }, (response) => {
            response.once('data', () => {
              request.destroy(); // one chunk in, the client leaves
              resolve();
            });
          });
          request.on('error', (error) => (request.destroyed ? undefined : reject(error)));
          if (when === 'before') setTimeout(() => (request.destroy(), resolve()), 100); // while the worker has not begun
        });
      for (const when of ['half way', 'before'] as const) {
        await leave(when);
        const started = performance.now();
        expect(await workers.text({ report: 'echo', tenantId: 2, filters: {} })).toMatchObject({ tenant: 2 });
        expect(performance.now() - started, when).toBeLessThan(5_000); // not after the 30 s budget
      }
    } finally {
      await app.close();
    }
  });

  it('still stops, at the time budget, a job waiting on a client that takes nothing', async () => {
    const workers = start(1, 500);
    const body = await workers.run(big(400));
    body.stream.on('error', () => {}); // the error is read below
    await new Promise((resolve) => body.stream.once('close', resolve));
    expect(body.stream.errored).toMatchObject({ statusCode: 503, message: expect.stringContaining('took longer than 0.5 seconds') });
    expect(await workers.text({ report: 'echo', tenantId: 1, filters: {} })).toMatchObject({ tenant: 1 });
  });
});
