// Assembles the HTTP server: one process serves the API under /api and the browser app under /bahi.
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReportRegistry } from '../../engine/schema/report-schema.ts';
import type { Registry } from '../../engine/schema/types.ts';
import { installPermissions } from './auth/permissions.ts';
import { authRoutes } from './auth/routes.ts';
import { sessionReader } from './auth/session.ts';
import type { TokenSigner } from './auth/tokens.ts';
import type { StoreKind } from './db/database.ts';
import { entityApi } from './entities.ts';
import { clientApp } from './http/client-app.ts';
import { installErrorHandling } from './http/errors.ts';
import { logSerializers } from './http/logging.ts';
import { reportApi } from './reports/api.ts';
import { dashboardApi } from './dashboard/api.ts';
import { voucherApi } from './vouchers/routes.ts';
import { AccessRules } from './users/access-rules.ts';

export type AppDeps = {
  db: Kysely<any>;
  dialect: StoreKind;
  registry: Registry;
  reports: ReportRegistry;
  /** The active per-client customisation, told to the browser. */
  client: string | null;
  signer: TokenSigner;
  tokenLifetime: number;
  logLevel: string;
  /** The built browser app (dist/client). */
  clientDir: string;
};

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.logLevel, serializers: logSerializers },
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: false,
  });
  installErrorHandling(app);
  // Some clients send Content-Type: application/json with no body on DELETE or GET: treat it as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text, done) => {
    if (text === '' && request.method !== 'POST' && request.method !== 'PUT') return done(null, undefined);
    return parseJson(request, String(text), done);
  });
  await app.register(fastifyMultipart, {
    attachFieldsToBody: true,
    limits: { fields: 50, fieldSize: 64 * 1024, files: 2, fileSize: 2 * 1024 * 1024, parts: 60 },
  });

  const readSession = sessionReader(deps.db, deps.signer);
  installPermissions(app, { db: deps.db, rules: new AccessRules(deps.registry, deps.reports) });
  await authRoutes(app, { db: deps.db, signer: deps.signer, tokenLifetime: deps.tokenLifetime, readSession, reports: deps.reports });
  await entityApi(app, { db: deps.db, dialect: deps.dialect, registry: deps.registry, client: deps.client, readSession });
  await reportApi(app, { db: deps.db, dialect: deps.dialect, reports: deps.reports, readSession });
  await dashboardApi(app, { db: deps.db, readSession });
  await voucherApi(app, { db: deps.db, readSession });
  await clientApp(app, deps.clientDir);
  return app;
}
