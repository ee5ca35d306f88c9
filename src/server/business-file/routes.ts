// The owner's whole business as one file, and a new business made from one (file-format.ts):
//   GET  /api/account/export           the business file (bahi-<business>-<date>.json), compressed on the
//                                      wire for clients that ask, as every answer is
//   GET  /api/account/import-business  { Allowed }: whether this business is still new enough to load one
//   POST /api/account/import-business  the file as the body (application/json, or application/gzip for
//                                      the file gzipped): 200 with the rows loaded; 400 with a sentence
//                                      for a file of another format or a damaged one; 409 once the
//                                      business has records of its own. Nothing is written unless all is.
// Owner only: the file is every record of the business. The flow is sign up (the SPEC's register, its
// contract untouched), sign in, load the file into the new, empty business.
import zlib from 'node:zlib';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry } from '../../../engine/schema/index.ts';
import type { Session } from '../auth/session.ts';
import type { StoreKind } from '../db/database.ts';
import { badRequest, forbidden } from '../http/errors.ts';
import { BusinessFileError } from './check-file.ts';
import { exportBusiness } from './export-business.ts';
import { businessFileName } from './file-format.ts';
import { businessIsNew, importBusiness } from './import-business.ts';

export type BusinessFileDeps = {
  db: Kysely<any>;
  dialect: StoreKind;
  registry: Registry;
  readSession(request: FastifyRequest): Promise<Session>;
  /** One consistent moment of the store, read without holding up writers (db/database.ts). */
  readSnapshot<T>(work: (db: Kysely<any>) => Promise<T>): Promise<T>;
};

/** The largest file taken, as sent (a gzipped one may unpack to UNPACKED_LIMIT). */
const UPLOAD_LIMIT = 256 * 1024 * 1024;
const UNPACKED_LIMIT = 512 * 1024 * 1024;

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
    return { status: 200, message: 'Data Fetched Successfully', data: { Allowed: await businessIsNew(deps.db, session.tenantId) } };
  });

  app.addContentTypeParser(['application/gzip', 'application/x-gzip'], { parseAs: 'buffer', bodyLimit: UPLOAD_LIMIT }, (_request, body, done) => done(null, body));
  app.post('/api/account/import-business', { bodyLimit: UPLOAD_LIMIT }, async (request) => {
    const session = await owner(request);
    const body = Buffer.isBuffer(request.body) ? unpack(request.body) : request.body;
    try {
      const loaded = await importBusiness(deps.db, deps.dialect, deps.registry, session.tenantId, session.email, body);
      return { status: 200, message: `Business loaded: ${loaded.rows} records in ${loaded.tables} tables`, data: { Rows: loaded.rows, Tables: loaded.tables } };
    } catch (error) {
      if (error instanceof BusinessFileError) throw badRequest(`Nothing was loaded: ${error.message}`, [{ path: '', message: error.message }]);
      throw error;
    }
  });
}

/** A gzipped file's JSON. */
function unpack(packed: Buffer): unknown {
  let text: string;
  try {
    text = zlib.gunzipSync(packed, { maxOutputLength: UNPACKED_LIMIT }).toString('utf8');
  } catch {
    throw badRequest('Nothing was loaded: the file is not a gzipped business file (it could not be unpacked).');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Nothing was loaded: the file is damaged (it is not JSON).');
  }
}
