// PDFs of printed documents and vouchers, made by the server from the same model as the print page
// (invoice-model.ts for documents, src/shared/voucher-paper.ts for receipts, payments and contras,
// src/shared/journal-paper.ts for vouchers with lines such as the journal):
//   GET  /api/print/{printPath}/pdf?id=12[&copy=Duplicate]    the PDF (signed in; the document's read grant)
//   POST /api/print/{printPath}/share?id=12[&copy=...]        a link that opens that PDF without signing in
//   GET  /api/shared/{token}.pdf                              the PDF the link names
// A share token is signed with the server's token secret (HMAC, tokens.ts) for the purpose "share" and
// names the tenant, the print path, the id and the copy; it lasts SHARE_LIFETIME_DAYS. Nothing is kept in
// memory or in the database, so any server of the deployment opens it; an altered token answers 403 and
// an expired one 410. The PDF is made afresh from the document as it stands when the link is opened.
// Opening links is paced per client address (the address Fastify believes under TRUST_PROXY): at most
// sharedLinksPerMinute a minute, counted in the database (attempt_throttle) so every server shares the
// count; beyond it 429 with Retry-After. Generous for people, a wall for a script trying tokens.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry } from '../../../engine/schema/index.ts';
import { InvoiceLoadError } from '../../../overrides/invoices/load-invoice.ts';
import { authorize } from '../auth/permissions.ts';
import type { Session } from '../auth/session.ts';
import { AttemptThrottle } from '../auth/attempt-throttle.ts';
import { tooMany } from '../auth/routes.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import type { StoreKind } from '../db/database.ts';
import { createEntityStore, signedInCaller } from '../entities.ts';
import { ApiError, body, notFound } from '../http/errors.ts';
import { copyOf, fileName, idOf, paperOf, type PaperKind } from './paper-kinds.ts';
import { renderPdf } from './pdf-render.ts';
import { tenantSource } from './server-source.ts';

export const SHARE_LIFETIME_DAYS = 7;
/** What a share token is signed for (tokens.ts signFor): never a session token, nor one of another use. */
export const SHARE_PURPOSE = 'share';

export type PrintDeps = {
  db: Kysely<any>;
  dialect: StoreKind;
  registry: Registry;
  signer: TokenSigner;
  /** PUBLIC_URL when set: share links start with it; else with the address the request came to. */
  publicUrl: string | null;
  /** Share links one client address may open in a minute; 0: no limit. */
  sharedLinksPerMinute: number;
  readSession(request: FastifyRequest): Promise<Session>;
};

type PrintQuery = { id?: string; copy?: string };
const PRINT_PARAMETERS = ['id', 'copy'];
type PrintRequest = FastifyRequest<{ Params: { path: string }; Querystring: PrintQuery }>;

function sendPdf(reply: FastifyReply, bytes: Buffer, name: string, disposition: 'attachment' | 'inline') {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}

export async function printRoutes(app: FastifyInstance, deps: PrintDeps): Promise<void> {
  const store = createEntityStore(deps);
  const authenticate = signedInCaller(deps.readSession);
  const throttle = new AttemptThrottle(deps.db);
  const sharedPace = { limit: deps.sharedLinksPerMinute, windowMs: 60_000 };

  /** The paper of one document of a tenant: its PDF bytes and file name; 404 when there is no such document. */
  async function paper(tenantId: number, actor: string, print: PaperKind, id: string, copy: string | null) {
    const made = await print.make(tenantSource(store, tenantId, actor), id, copy).catch((error: unknown) => {
      if (error instanceof InvoiceLoadError && error.status === 404) throw notFound(`There is no ${print.noun} with id ${id}. It may have been deleted.`);
      throw error;
    });
    const bytes = await renderPdf(made.doc);
    return { bytes, name: fileName(made.title, copy, print.copyMark) };
  }

  /** The signed-in caller allowed to read the document, with what they asked for. */
  async function asked(request: PrintRequest) {
    const caller = await authenticate(request);
    const print = paperOf(deps.registry, request.params.path);
    await authorize(request, caller, print.entity, 'read');
    return { caller, print, id: idOf(request.query.id), copy: copyOf(print, request.query.copy) };
  }

  app.get<{ Params: { path: string }; Querystring: PrintQuery }>('/api/print/:path/pdf', { config: { query: PRINT_PARAMETERS } }, async (request, reply) => {
    const { caller, print, id, copy } = await asked(request);
    const made = await paper(caller.tenantId, caller.actor, print, id, copy);
    return sendPdf(reply, made.bytes, made.name, 'attachment');
  });

  app.post<{ Params: { path: string }; Querystring: PrintQuery }>('/api/print/:path/share', { config: { query: PRINT_PARAMETERS } }, async (request) => {
    const { caller, print, id, copy } = await asked(request);
    // The document must exist now; the link is refused rather than handed out for nothing.
    await store.get(print.entity, { tenantId: caller.tenantId, actor: caller.actor }, id).catch(() => {
      throw notFound(`There is no ${print.noun} with id ${id}. It may have been deleted.`);
    });
    const lifetime = SHARE_LIFETIME_DAYS * 24 * 3600;
    const token = deps.signer.signFor(SHARE_PURPOSE, { t: caller.tenantId, p: print.path, i: Number(id), ...(copy && copy !== print.copyMark ? { c: copy } : {}) }, lifetime);
    const path = `/api/shared/${token}.pdf`;
    const origin = deps.publicUrl ?? `${request.protocol}://${request.host}`;
    const expires = new Date(Date.now() + lifetime * 1000).toISOString();
    return { status: 200, message: `Anyone with this link can open the PDF until ${expires.slice(0, 10)}`, data: { url: new URL(path, origin).href, path, expires } };
  });

  // A shared link reads no parameter (its token is the path), yet the apps that carry links add their own
  // (fbclid, utm_source): they are let through, so that a link opened from such an app still opens.
  const whateverIsGiven = (request: FastifyRequest) => Object.keys(request.query as object);
  app.get<{ Params: { file: string } }>('/api/shared/:file', { config: { query: whateverIsGiven } }, async (request, reply) => {
    // Every call counts, a good link or not: guessing tokens is what the pace stops.
    const wait = sharedPace.limit > 0 ? await throttle.pace(`shared-from:${request.ip}`, sharedPace) : 0;
    if (wait > 0) {
      const refusal = tooMany('shared links opened from this address', wait);
      return reply.code(429).header('Retry-After', String(Math.ceil(wait / 1000))).send(body(429, refusal.message));
    }
    const token = request.params.file.replace(/\.pdf$/, '');
    const read = deps.signer.readFor(SHARE_PURPOSE, token);
    if ('refused' in read) {
      if (read.refused === 'expired') throw new ApiError(410, 'This link has expired: ask the sender for a new one');
      throw new ApiError(403, 'This link is not valid: it was changed or did not come from this Bahi');
    }
    const { t, p, i, c } = read.claims;
    if (typeof t !== 'number' || typeof p !== 'string' || typeof i !== 'number') throw new ApiError(403, 'This link is not valid: it was changed or did not come from this Bahi');
    // A link outlives nothing its business has lost: once the owner's login is disabled, no link of the
    // business opens (checked in the database, so every server agrees).
    const owner = await deps.db.selectFrom('account').select('active').where('tenant_id', '=', t).where('kind', '=', 'master').executeTakeFirst();
    if (!owner?.active) throw new ApiError(403, 'This link is no longer valid: the business that shared it is not active');
    const print = paperOf(deps.registry, p);
    const copy = typeof c === 'string' ? copyOf(print, c) : print.copyMark;
    const made = await paper(t, 'share link', print, String(i), copy);
    return sendPdf(reply, made.bytes, made.name, 'inline');
  });
}
