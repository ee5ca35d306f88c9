// The import API. Only the owner, or an employee whose role grants that master's page (write access,
// auth/permissions.ts), may import. The file travels as JSON: `content` (the file's bytes in base64) or
// `text` (CSV or XML text), with an optional `mapping` ({ field: column index or null }); or as a
// multipart form with a `file` part and an optional `mapping` field (that JSON), within the form limits
// the server sets for every upload (2 MB a file).
//   GET  /api/import/:entity/template      the columns (field, title, required, link, choices)
//   GET  /api/import/:entity/template.csv  an empty CSV with the header row (Excel opens it)
//   POST /api/import/:entity/preview       every row checked as the save would, nothing kept
//   POST /api/import/:entity               all rows saved (in short transactions), or none (400 with the rows' errors)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry } from '../../../engine/schema/index.ts';
import type { Caller, TaskWorkers } from '../../../engine/server/index.ts';
import { authorize } from '../auth/permissions.ts';
import type { Session } from '../auth/session.ts';
import type { StoreKind } from '../db/database.ts';
import { createEntityStore, signedInCaller } from '../entities.ts';
import { badRequest } from '../http/errors.ts';
import { importColumns } from './columns.ts';
import { csvRecord } from './csv.ts';
import { importableSchema, runImport, type ImportDeps, type ImportRequest } from './import-service.ts';
import { parseFile, type ParsedFile, type UploadedFile } from './parse-file.ts';

/** How uploaded files are read: in these workers (off the server's thread), or with none on this thread; at most maxRows rows. */
export type ImportFiles = { maxRows: number; workers?: TaskWorkers<UploadedFile, ParsedFile> };

export type ImportApiDeps = { db: Kysely<any>; dialect: StoreKind; registry: Registry; readSession(request: FastifyRequest): Promise<Session>; files?: ImportFiles };

/** IMPORT_MAX_ROWS's default (config.ts), for an app built without a configuration (tests). */
const DEFAULT_MAX_ROWS = 50_000;

/** A 10,000-row spreadsheet as base64 is a few megabytes; room to spare. */
const IMPORT_BODY_LIMIT = 32 * 1024 * 1024;

type Params = { entity: string };

export async function importApi(app: FastifyInstance, deps: ImportApiDeps): Promise<void> {
  const authenticate = signedInCaller(deps.readSession);
  const store = createEntityStore({ db: deps.db, dialect: deps.dialect, registry: deps.registry });
  const files = deps.files ?? { maxRows: DEFAULT_MAX_ROWS };
  const importDeps = (caller: Caller): ImportDeps => ({
    db: deps.db,
    registry: deps.registry,
    store,
    parse: (file) => (files.workers ? files.workers.run(caller.tenantId, file) : parseFile(file, files.maxRows)),
  });
  const allowed = async (request: FastifyRequest<{ Params: Params }>) => {
    const caller = await authenticate(request);
    const schema = importableSchema(deps.registry, request.params.entity);
    await authorize(request, caller, schema['x-entity'].name, 'write');
    return { caller, schema };
  };

  app.get<{ Params: Params }>('/api/import/:entity/template', async (request) => {
    const { schema } = await allowed(request);
    return { status: 200, message: 'Data Fetched Successfully', data: { entity: schema['x-entity'].name, label: schema['x-entity'].label, columns: importColumns(deps.registry, schema) } };
  });

  app.get<{ Params: Params }>('/api/import/:entity/template.csv', async (request, reply) => {
    const { schema } = await allowed(request);
    const header = csvRecord(importColumns(deps.registry, schema).map((column) => column.title));
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${schema['x-entity'].name}-import-template.csv"`);
    return `\ufeff${header}\r\n`; // the byte-order mark makes Excel read the file as UTF-8
  });

  const body = async (request: FastifyRequest): Promise<ImportRequest> => {
    const sent = request.isMultipart() ? await fromForm(request) : (request.body as ImportRequest | undefined);
    if (!sent || typeof sent !== 'object' || (typeof sent.content !== 'string' && typeof sent.text !== 'string')) {
      throw badRequest('Send the file as content (base64) or text', [{ path: '/content', message: 'is required' }]);
    }
    return sent;
  };

  app.post<{ Params: Params }>('/api/import/:entity/preview', { bodyLimit: IMPORT_BODY_LIMIT }, async (request) => {
    const { caller, schema } = await allowed(request);
    const data = await runImport(importDeps(caller), caller, schema['x-entity'].name, await body(request), false);
    return { status: 200, message: data.errors.length === 0 ? `${data.total} rows are ready to import` : `${data.total - data.valid} of ${data.total} rows need correcting`, data };
  });

  app.post<{ Params: Params }>('/api/import/:entity', { bodyLimit: IMPORT_BODY_LIMIT }, async (request, reply) => {
    const { caller, schema } = await allowed(request);
    const data = await runImport(importDeps(caller), caller, schema['x-entity'].name, await body(request), true);
    if (!data.saved) {
      const first = data.errors[0];
      reply.code(400);
      return {
        status: 400,
        message: `Nothing was imported: ${data.total - data.valid} of ${data.total} rows need correcting${first ? ` (row ${first.row}: ${first.message})` : ''}`,
        errors: data.errors.map((error) => ({ path: `/rows/${error.row}/${error.field}`, message: `Row ${error.row}: ${error.message}` })),
        data,
      };
    }
    return { status: 200, message: `${data.total} ${schema['x-entity'].label ?? schema['x-entity'].name} imported`, data: { ...data, preview: [] } };
  });
}

/** A multipart form's `file` part and `mapping` field (@fastify/multipart, attachFieldsToBody). */
async function fromForm(request: FastifyRequest): Promise<ImportRequest> {
  const form = (request.body ?? {}) as Record<string, { type?: string; value?: unknown; toBuffer?: () => Promise<Buffer> } | undefined>;
  const file = form.file;
  if (!file || file.type !== 'file' || !file.toBuffer) throw badRequest('Send the file as the form part named file', [{ path: '/file', message: 'is required' }]);
  const content = (await file.toBuffer()).toString('base64');
  const mapping = form.mapping?.type === 'field' ? String(form.mapping.value ?? '') : '';
  if (mapping === '') return { content };
  try {
    return { content, mapping: JSON.parse(mapping) };
  } catch {
    throw badRequest('mapping must be JSON: { "ItemName": 0, ... }', [{ path: '/mapping', message: 'is not JSON' }]);
  }
}
