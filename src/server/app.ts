// Assembles the HTTP server: one process serves the API under /api and the browser app under /bahi.
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry, ReportRegistry } from '../../engine/schema/index.ts';
import { installQueryCheck, type ReportWorkers } from '../../engine/server/index.ts';
import { authorize, installPermissions } from './auth/permissions.ts';
import { accountRoutes } from './auth/account-routes.ts';
import { yearCloseApi } from './periods/year-close-routes.ts';
import { auditTrailRoutes } from './audit/trail-routes.ts';
import { businessFileApi } from './business-file/routes.ts';
import { passwordResetRoutes, type PasswordResetSetup } from './auth/password-reset.ts';
import { inboxRoute } from './inbox/inbox-route.ts';
import { trailVerifyRoute } from './audit/verify-route.ts';
import { authRoutes } from './auth/routes.ts';
import { sessionReader } from './auth/session.ts';
import { installSignInFirst } from './auth/sign-in-first.ts';
import type { TokenSigner } from './auth/tokens.ts';
import type { StoreKind } from './db/database.ts';
import { entityApi, signedInCaller } from './entities.ts';
import { clientApp } from './http/client-app.ts';
import { ANSWER_COMPRESSION } from './http/answer-compression.ts';
import { installErrorHandling } from './http/errors.ts';
import { healthRoutes } from './http/health.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { installStopping } from './http/stopping.ts';
import { logSerializers } from './http/logging.ts';
import { pagePathsApi } from './http/page-paths.ts';
import { reportApi } from './reports/api.ts';
import { dashboardApi } from './dashboard/api.ts';
import { einvoiceRoutes } from './einvoice/einvoice-routes.ts';
import { voucherApi } from './vouchers/routes.ts';
import { ewayBillRoutes } from './ewaybill/ewaybill-routes.ts';
import { itemRateApi } from './masters/item-rate-routes.ts';
import { stockApi } from './documents/stock-routes.ts';
import { importApi, type ImportFiles } from './import/routes.ts';
import { printRoutes } from './print/print-routes.ts';
import { periodRoutes } from './periods/routes.ts';
import type { PdfRenders } from './print/pdf-renders.ts';
import { AccessRules } from './users/access-rules.ts';
import { menuPages } from '../shared/menu-from-schemas.ts';

export type AppDeps = {
  db: Kysely<any>;
  dialect: StoreKind;
  registry: Registry;
  reports: ReportRegistry;
  /** The active per-client customisation, told to the browser. */
  client: string | null;
  signer: TokenSigner;
  tokenLifetime: number;
  /** Idle limit of a sign-in with "Remember my preference" ticked; absent: tokenLifetime. */
  rememberLifetime?: number;
  /** Seconds a session lasts from its sign-in, however often renewed; absent: 30 days. */
  sessionMaxAge?: number;
  logLevel: string;
  /** Fastify's trustProxy: whom to believe about the client's address (X-Forwarded-For). */
  trustProxy?: boolean | number | string;
  /** Sign-ups one address may make in a day before each further one waits; 0: no limit. */
  signupsPerAddress?: number;
  /** Share links one address may open in a minute; 0: no limit; absent: 60. */
  sharedLinksPerMinute?: number;
  /** Times one share link may be opened in a minute; 0: no limit; absent: 30. */
  sharedLinkOpensPerMinute?: number;
  /** The PDF workers, their per-business limit and cache (print/pdf-renders.ts). */
  pdfs: PdfRenders;
  /** The mailer and PUBLIC_URL behind password reset by e-mail; absent: not set up (the calls answer 503). */
  passwordReset?: PasswordResetSetup;
  /** One consistent moment of the store for long reads (db/database.ts); absent: a transaction on db. */
  readSnapshot?: <T>(work: (db: Kysely<any>) => Promise<T>) => Promise<T>;
  /** The built browser app (dist/client). */
  clientDir: string;
  /** Worker threads that build reports (reports/report-worker.ts); absent: on the server's thread. */
  reportWorkers?: ReportWorkers;
  /** How uploaded import files are read: in these workers, or (none) on this thread; at most maxRows rows. */
  importFiles?: ImportFiles;
};

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '../..');

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: deps.logLevel, serializers: logSerializers },
    bodyLimit: 2 * 1024 * 1024,
    // A share link's signed token travels in the path (/api/shared/{token}.pdf, print/print-routes.ts).
    maxParamLength: 400,
    // Fastify takes each form of trustProxy (yes/no, a hop count, addresses) under one overload.
    trustProxy: (deps.trustProxy ?? false) as string,
    // Stopping (http/stopping.ts): idle keep-alive connections close at once; a request arriving while the
    // server stops is answered by installStopping, with Retry-After and in the API's own form.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  });
  installStopping(app);
  installErrorHandling(app);
  // Before the multipart parser's own hook: a request with a parameter its route does not take is refused unread.
  installQueryCheck(app, deps.reports);
  installSecurityHeaders(app);
  await app.register(fastifyCompress, ANSWER_COMPRESSION);
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

  const sessionMaxAge = deps.sessionMaxAge ?? 30 * 24 * 3600;
  const readSession = sessionReader(deps.db, deps.signer, sessionMaxAge);
  installSignInFirst(app, readSession);
  installPermissions(app, { db: deps.db, rules: new AccessRules(deps.registry, deps.reports) });
  const lifetimes = { tokenLifetime: deps.tokenLifetime, rememberLifetime: Math.max(deps.rememberLifetime ?? 0, deps.tokenLifetime), sessionMaxAge };
  const menu = menuPages(deps.registry.values(), deps.reports.values());
  await authRoutes(app, { db: deps.db, signer: deps.signer, ...lifetimes, readSession, menu, signupsPerAddress: deps.signupsPerAddress ?? 20 });
  await accountRoutes(app, { db: deps.db, signer: deps.signer, ...lifetimes, readSession });
  await passwordResetRoutes(app, { db: deps.db, mailer: deps.passwordReset?.mailer ?? null, publicUrl: deps.passwordReset?.publicUrl ?? null });
  await entityApi(app, { db: deps.db, dialect: deps.dialect, registry: deps.registry, client: deps.client, readSession });
  await reportApi(app, { db: deps.db, dialect: deps.dialect, reports: deps.reports, readSession, workers: deps.reportWorkers });
  await inboxRoute(app, { db: deps.db, dialect: deps.dialect, readSession });
  await dashboardApi(app, { db: deps.db, readSession });
  await voucherApi(app, { db: deps.db, readSession });
  await ewayBillRoutes(app, { db: deps.db, registry: deps.registry, authenticate: signedInCaller(readSession), authorize });
  await einvoiceRoutes(app, { db: deps.db, registry: deps.registry, readSession });
  await healthRoutes(app, { db: deps.db });
  await trailVerifyRoute(app, { db: deps.db, readSession });
  await itemRateApi(app, { db: deps.db, registry: deps.registry, readSession });
  await stockApi(app, { db: deps.db, readSession });
  await importApi(app, { db: deps.db, dialect: deps.dialect, registry: deps.registry, readSession, files: deps.importFiles });
  await periodRoutes(app, { db: deps.db, readSession });
  await businessFileApi(app, { db: deps.db, dialect: deps.dialect, registry: deps.registry, menu, readSession, readSnapshot: deps.readSnapshot ?? ((work) => deps.db.transaction().execute(work)) });
  await printRoutes(app, {
    db: deps.db,
    registry: deps.registry,
    signer: deps.signer,
    pdfs: deps.pdfs,
    publicUrl: deps.passwordReset?.publicUrl ?? null,
    sharedLinksPerMinute: deps.sharedLinksPerMinute ?? 60,
    sharedLinkOpensPerMinute: deps.sharedLinkOpensPerMinute ?? 30,
    readSession,
  });
  await yearCloseApi(app, { db: deps.db, dialect: deps.dialect, readSession });
  await auditTrailRoutes(app, { db: deps.db, registry: deps.registry, readSession });
  await pagePathsApi(app, { registry: deps.registry, reports: deps.reports });
  await clientApp(app, deps.clientDir);
  return app;
}
