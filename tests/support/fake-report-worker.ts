// A stand-in report worker for tests/unit/report-workers.test.ts: each "report" name is a behaviour. Its
// window is 2 MB, so answers of a few megabytes show the flow control.
import { parentPort } from 'node:worker_threads';
import { HttpError, serveReportJobs } from '../../engine/server/index.ts';
import { bigAnswerPiece, FAKE_WINDOW_BYTES } from './big-answer.ts';

serveReportJobs(parentPort!, async (job, write) => {
  if (job.report === 'forever') return new Promise(() => {});
  if (job.report === 'cut') {
    await write('{"rows":[' + '1,'.repeat(2000)); // begun, then a fault: the answer must be cut off, never ended
    throw new Error('a fault half way');
  }
  if (job.report === 'long') {
    for (let i = 0; i < 100; i += 1) await write(`${i ? ',' : '['}${JSON.stringify({ Row: i, Text: 'x'.repeat(2000) })}`);
    return write(']');
  }
  if (job.report === 'big') {
    await new Promise((resolve) => setTimeout(resolve, Number(job.filters.ms ?? 0))); // a query taking its time first
    for (let piece = 0; piece < Number(job.filters.pieces); piece += 1) await write(bigAnswerPiece(piece));
    return;
  }
  if (job.report === 'refused') throw new HttpError(400, 'From date must not be after To date', [{ path: '/FromDate', message: 'From date must not be after To date' }]);
  if (job.report === 'fault') throw new Error('a fault of the worker');
  if (job.report === 'wait') await new Promise((resolve) => setTimeout(resolve, Number(job.filters.ms)));
  await write(JSON.stringify({ tenant: job.tenantId, filters: job.filters, startedAt: Date.now() }));
}, FAKE_WINDOW_BYTES);
