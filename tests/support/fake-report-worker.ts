// A stand-in report worker for tests/unit/report-workers.test.ts: each "report" name is a behaviour.
import { parentPort } from 'node:worker_threads';
import { HttpError, serveReportJobs } from '../../engine/server/index.ts';

serveReportJobs(parentPort!, async (job) => {
  if (job.report === 'forever') return new Promise(() => {});
  if (job.report === 'refused') throw new HttpError(400, 'From date must not be after To date', [{ path: '/FromDate', message: 'From date must not be after To date' }]);
  if (job.report === 'fault') throw new Error('a fault of the worker');
  if (job.report === 'wait') await new Promise((resolve) => setTimeout(resolve, Number(job.filters.ms)));
  return { tenant: job.tenantId, filters: job.filters, startedAt: Date.now() };
});
