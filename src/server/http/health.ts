// For the operator's load balancer and process manager:
//   GET /api/health  the process is up and serving (no database call: cheap enough to ask every second);
//   GET /api/ready   the database answers too (migrations ran before the server started listening), so
//                    traffic can be sent here; 503 while it does not.
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';

export async function healthRoutes(app: FastifyInstance, deps: { db: Kysely<any> }): Promise<void> {
  app.get('/api/health', async () => ({ status: 200, message: 'up' }));
  app.get('/api/ready', async (_request, reply) => {
    try {
      await sql`select 1`.execute(deps.db);
      return { status: 200, message: 'ready' };
    } catch {
      return reply.code(503).send({ status: 503, message: 'The database is not answering' });
    }
  });
}
