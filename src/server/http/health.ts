// For the operator's load balancer and process manager:
//   GET /api/health  the process is up and serving (no database call: cheap enough to ask every second);
//   GET /api/ready   the database answers too (migrations ran before the server started listening), so
//                    traffic can be sent here; 503 while it does not, or does not within READY_WITHIN_MS.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { within } from '../ops/within.ts';
import { RETRY_AFTER_SECONDS } from './errors.ts';

/**
 * A hung database (it accepts connections but answers nothing) would hold the check as long as it holds any
 * query; a balancer asking every few seconds wants to hear "not ready" at once, so the check answers 503
 * when the database has not answered in this time (the query goes on and is ended by the store's own timeouts).
 */
const READY_WITHIN_MS = 2000;

export async function healthRoutes(app: FastifyInstance, deps: { db: Kysely<any> }): Promise<void> {
  app.get('/api/health', async () => ({ status: 200, message: 'up' }));
  app.get('/api/ready', async (_request, reply) => {
    const answered = sql`select 1`.execute(deps.db).then(() => true, () => false);
    if (await within(answered, READY_WITHIN_MS, false)) return { status: 200, message: 'ready' };
    return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ status: 503, message: 'The database is not answering' });
  });
}
