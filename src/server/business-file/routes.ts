// The owner's whole business as one file, and a new business made from one (file-format.ts):
//   GET  /api/account/export           the business file (bahi-<business>-<date>.json), compressed on the
//                                      wire for clients that ask, as every answer is
//   GET  /api/account/import-business  { Allowed }: whether this business is still new enough to load one
//   POST /api/account/import-business  the file as the body (application/json, or application/gzip for
//                                      the file gzipped): 200 with the rows loaded; 400 with a sentence
//                                      for a file of another format or a damaged one; 413 past a cap
//                                      (read-file.ts); 409 once the business has records of its own.
//                                      Nothing is written unless all is.
// Owner only: the file is every record of the business. The flow is sign up (the SPEC's register, its
// contract untouched), sign in, load the file into the new, empty business.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry } from '../../../engine/schema/index.ts';
import type { Session } from '../auth/session.ts';
import type { StoreKind } from '../db/database.ts';
import { ApiError, badRequest, conflict, forbidden, tooLarge } from '../http/errors.ts';
import { BusinessFileError } from './check-file.ts';
import { exportBusiness } from './export-business.ts';
import { businessFileName } from './file-format.ts';
import { seedBusiness } from '../tenancy/create-tenant.ts';
import type { MenuPage } from '../../shared/menu-from-schemas.ts';
import { importBusiness, loadable, NOT_NEW } from './import-business.ts';
import { readBusinessFile, SENT_LIMIT } from './read-file.ts';
import { travelTables } from './travel-tables.ts';
import { anyLock, lockedMessage } from '../periods/locked-through.ts';

export type BusinessFileDeps = {
  db: Kysely<any>;
  dialect: StoreKind;
  registry: Registry;
  /** The menu derived from the schemas: what sign-up seeds, put back if a load fails. */
  menu: readonly MenuPage[];
  readSession(request: FastifyRequest): Promise<Session>;
  /** One consistent moment of the store, read without holding up writers (db/database.ts). */
  readSnapshot<T>(work: (db: Kysely<any>) => Promise<T>): Promise<T>;
};

export async function businessFileApi(app: FastifyInstance, deps: BusinessFileDeps): Promise<void> {
  const owner = async (request: FastifyRequest): Promise<Session> => {
    const session = await deps.readSession(request);
    if (session.kind !== 'master') throw forbidden('Only the business owner can download or load the whole business');
    return session;
  };

  app.get('/api/account/export', async (request, reply) => {
    const session = await owner(request);
    const at = new Date();
    const file = await exportBusiness(deps.readSnapshot, deps.dialect, deps.registry, session.tenantId, session.email, at);
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${businessFileName(session.email, at)}"`);
    reply.header('x-business-rows', String(file.rows));
    reply.header('x-business-bytes', String(file.bytes));
    return reply.send(Readable.from(file.chunks));
  });

  app.get('/api/account/import-business', async (request) => {
    const session = await owner(request);
    return { status: 200, message: 'Data Fetched Successfully', data: { Allowed: await loadable(deps.db, session.tenantId) } };
  });

  // The file is read as it arrives, in a worker (read-file.ts), never parsed on this thread: this route's
  // own parsers hand the upload over unread, after the sign-in (checked before any body is read), the
  // owner and the business's newness have been checked.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(['application/json', 'application/gzip', 'application/x-gzip'], (_request, upload, done) => done(null, upload));
    scope.post('/api/account/import-business', { config: { duringLoad: true } }, async (request) => {
      try {
        const session = await owner(request);
        if (!(await loadable(deps.db, session.tenantId))) {
          // A business with a lock date is never new (the lock's move is in its edit log); its refusal names the lock.
          const lock = await anyLock(deps.db, session.tenantId);
          throw conflict(lock ? lockedMessage(lock, 'a business file cannot be loaded over locked books') : NOT_NEW);
        }
        if (Number(request.headers['content-length'] ?? 0) > SENT_LIMIT) throw new ApiError(413, tooLarge(SENT_LIMIT, 'The business file'));
        const gzip = /gzip/.test(request.headers['content-type'] ?? '');
        request.log.info({ gzip }, 'reading a business file');
        const file = await readBusinessFile(session.tenantId, request.body as Readable, { gzip, travel: travelTables(deps.registry), entities: [...deps.registry.keys()] });
        const seed = (trx: Kysely<any>) => seedBusiness(trx, session.tenantId, session.email, deps.menu);
        const loaded = await importBusiness(deps.db, deps.dialect, deps.registry, session.tenantId, session.email, file, seed);
        return { status: 200, message: `Business loaded: ${loaded.rows} records in ${loaded.tables} tables`, data: { Rows: loaded.rows, Tables: loaded.tables } };
      } catch (error) {
        if (error instanceof BusinessFileError) throw badRequest(`Nothing was loaded: ${error.message}`, [{ path: '', message: error.message }]);
        throw error;
      }
    });
  });
}
