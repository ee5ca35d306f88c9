// Serves the report schemas through the engine's report API, with this product's sign-in,
// permissions, queries and messages.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReportRegistry } from '../../../engine/schema/index.ts';
import { reportRoutes, type ReportWorkers } from '../../../engine/server/index.ts';
import { authorize } from '../auth/permissions.ts';
import type { Session } from '../auth/session.ts';
import type { StoreKind } from '../db/database.ts';
import { signedInCaller } from '../entities.ts';
import { bankClearingRoute } from './accounting/bank-clearing-route.ts';
import { gstr2bRoutes } from './gst/gstr2b/gstr2b-route.ts';
import { gstr1PortalRoute } from './gst/portal-route.ts';
import { reportMessage, reportQueries } from './index.ts';

export type ReportApiDeps = {
  db: Kysely<any>;
  dialect: StoreKind;
  reports: ReportRegistry;
  readSession(request: FastifyRequest): Promise<Session>;
  /** Report workers (report-worker.ts); absent: reports are built on the server's thread. */
  workers?: ReportWorkers;
};

export async function reportApi(app: FastifyInstance, deps: ReportApiDeps): Promise<void> {
  await reportRoutes(app, {
    db: deps.db,
    dialect: deps.dialect,
    reports: deps.reports,
    queries: reportQueries,
    authenticate: signedInCaller(deps.readSession),
    authorize,
    message: reportMessage,
    run: deps.workers ? (job, acceptEncoding) => deps.workers!.run(job, acceptEncoding) : undefined,
  });
  await gstr1PortalRoute(app, { db: deps.db, dialect: deps.dialect, authenticate: signedInCaller(deps.readSession), authorize });
  await gstr2bRoutes(app, { db: deps.db, authenticate: signedInCaller(deps.readSession), authorize });
  await bankClearingRoute(app, { db: deps.db, dialect: deps.dialect, authenticate: signedInCaller(deps.readSession), authorize });
}
