// Share links: a PDF opened without signing in, for as long as the link is good.
//   POST   /api/print/{printPath}/share?id=12[&copy=...]   a new link (the role must grant the document's own page)
//   GET    /api/shared/{token}.pdf                         the PDF the link names
//   GET    /api/print/shared-links                         the business's links (an employee: their own)
//   DELETE /api/print/shared-links/{id}                    withdraws a link: it never opens again
// A link is a record (shared-links.ts) and its token says nothing (share-token.ts). At each open the link
// must exist, be neither withdrawn nor expired (410), its maker still stand (link-standing.ts, 403), and
// the document still exist (404). Opening is paced per client address (sharedLinksPerMinute, every call
// counting, a good link or not: guessing tokens is what it stops) and per link (sharedLinkOpensPerMinute,
// from anywhere: a link posted somewhere public cannot become a render loop), both counted in the
// database (attempt_throttle), so every server agrees; beyond either, 429 with Retry-After.
//
// Links of the earlier kind (signed JSON naming the business and the document, before these records) are
// refused with 410, not opened until their seven days run out: they cannot be listed or withdrawn, and do
// not say who made them, so they would outlive a deactivated clerk or a lost grant, which is what the
// records fix. Whoever holds one asks the sender, who shares again in one click.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AttemptThrottle, type PacePolicy } from '../auth/attempt-throttle.ts';
import { authorizeOwnPage } from '../auth/permissions.ts';
import { tooMany } from '../auth/routes.ts';
import { signedInCaller } from '../entities.ts';
import type { SignedInCaller } from '../auth/permissions.ts';

/** The audit trail's who of a signed-in caller. */
const whoOf = (caller: SignedInCaller) => ({ actor: caller.actor, employeeId: caller.employee?.id ?? null, address: caller.address ?? null });
import { ApiError, badRequest, body, notFound } from '../http/errors.ts';
import { checkStanding } from './link-standing.ts';
import { isRecordId } from '../../../engine/server/index.ts';
import { copyOf, idOf, paperOf, PRINT_PARAMETERS } from './paper-kinds.ts';
import { missingPaper, sendPaper, type PrintDeps } from './paper-reply.ts';
import { documentVersion } from './document-version.ts';
import { listed } from './shared-link-list.ts';
import { ShareTokens } from './share-token.ts';
import { findLink, insertLink, listLinks, revokeLink, type SharedLink } from './shared-links.ts';

export const SHARE_LIFETIME_DAYS = 7;
/** The purpose the earlier links were signed for (tokens.ts signFor), and the share tokens' key is derived for. */
export const SHARE_PURPOSE = 'share';

type PrintRequest = FastifyRequest<{ Params: { path: string }; Querystring: { id?: string; copy?: string } }>;

const INVALID = 'This link is not valid: it was changed or did not come from this Bahi';

/** 429 with Retry-After in whole seconds. */
function refuseFor(reply: FastifyReply, what: string, waitMs: number) {
  const refusal = tooMany(what, waitMs);
  return reply.code(429).header('Retry-After', String(Math.ceil(waitMs / 1000))).send(body(429, refusal.message));
}

/** Query parameters a shared link lets through: all (engine/server/query-parameters.ts), see its route. */
const whateverIsGiven = (request: FastifyRequest) => Object.keys(request.query as object);

export async function sharedLinkRoutes(app: FastifyInstance, deps: PrintDeps): Promise<void> {
  const authenticate = signedInCaller(deps.readSession);
  const throttle = new AttemptThrottle(deps.db);
  const tokens = new ShareTokens(deps.signer.keyFor(SHARE_PURPOSE));
  const perAddress: PacePolicy = { limit: deps.sharedLinksPerMinute, windowMs: 60_000 };
  const perLink: PacePolicy = { limit: deps.sharedLinkOpensPerMinute, windowMs: 60_000 };

  app.post('/api/print/:path/share', { config: { query: PRINT_PARAMETERS } }, async (request: PrintRequest) => {
    const caller = await authenticate(request);
    const print = paperOf(deps.registry, request.params.path);
    await authorizeOwnPage(request, caller, print.entity, `Your role does not include the ${print.noun} page, so you cannot share ${print.noun}s`);
    const id = idOf(request.query.id);
    const copy = copyOf(print, request.query.copy);
    // The document must exist now, in this business and under this print page's entity: the link is
    // refused rather than handed out for nothing (or for a record of another kind with the same id).
    if ((await documentVersion(deps.db, deps.registry, print.entity, caller.tenantId, id)) === null) throw missingPaper(print, id);
    const now = Date.now();
    const expiresAt = now + SHARE_LIFETIME_DAYS * 86_400_000;
    const { token, hash } = tokens.issue(caller.tenantId);
    await insertLink(deps.db, { tenantId: caller.tenantId, accountId: caller.accountId!, path: print.path, entity: print.entity, recordId: Number(id), copy: copy !== print.copyMark ? copy : null, createdAt: now, expiresAt }, hash, whoOf(caller));
    const path = `/api/shared/${token}.pdf`;
    const origin = deps.publicUrl ?? `${request.protocol}://${request.host}`;
    const expires = new Date(expiresAt).toISOString();
    return { status: 200, message: `Anyone with this link can open the PDF until ${expires.slice(0, 10)}`, data: { url: new URL(path, origin).href, path, expires } };
  });

  /** The link a token names, good now; 403 for a token that is none of ours, 410 for one withdrawn, expired or of the earlier kind. */
  async function openLink(token: string, now: number): Promise<SharedLink> {
    const read = tokens.read(token);
    const link = read ? await findLink(deps.db, read.tenantId, read.hash) : null;
    if (!link) {
      const earlier = deps.signer.readFor(SHARE_PURPOSE, token, now);
      if (!('refused' in earlier) || earlier.refused === 'expired') throw new ApiError(410, 'This link was made by an earlier version of Bahi and no longer opens: ask the sender for a new one');
      throw new ApiError(403, INVALID);
    }
    if (link.revokedAt !== null) throw new ApiError(410, 'This link was withdrawn by the business that shared it');
    if (link.expiresAt <= now) throw new ApiError(410, 'This link has expired: ask the sender for a new one');
    return link;
  }

  // A shared link reads no parameter (its token is the path), yet the apps that carry links add their own
  // (fbclid, utm_source): they are let through, so that a link opened from such an app still opens.
  app.get<{ Params: { file: string } }>('/api/shared/:file', { config: { query: whateverIsGiven } }, async (request, reply) => {
    const addressWait = perAddress.limit > 0 ? await throttle.pace(`shared-from:${request.ip}`, perAddress) : 0;
    if (addressWait > 0) return refuseFor(reply, 'shared links opened from this address', addressWait);
    const link = await openLink(request.params.file.replace(/\.pdf$/, ''), Date.now());
    const linkWait = perLink.limit > 0 ? await throttle.pace(`shared-link:${link.tenantId}:${link.id}`, perLink) : 0;
    if (linkWait > 0) return refuseFor(reply, 'opens of this link', linkWait);
    await checkStanding(deps.db, app.bahiPermissions, link);
    const print = paperOf(deps.registry, link.path);
    return sendPaper(reply, deps, print, { tenantId: link.tenantId, path: print.path, id: String(link.recordId), copy: link.copy ?? print.copyMark }, 'inline');
  });

  /** The owner sees and withdraws every link of the business; an employee their own. */
  const whose = (caller: Awaited<ReturnType<typeof authenticate>>) => (caller.kind === 'master' ? null : caller.accountId!);

  app.get('/api/print/shared-links', async (request) => {
    const caller = await authenticate(request);
    const now = Date.now();
    const rows = await listed(deps, caller.tenantId, await listLinks(deps.db, caller.tenantId, whose(caller)), now);
    return { status: 200, message: 'Data Fetched Successfully', data: { rows, total: rows.length } };
  });

  app.delete<{ Params: { id: string } }>('/api/print/shared-links/:id', async (request) => {
    const caller = await authenticate(request);
    const raw = request.params.id;
    if (!isRecordId(raw)) throw badRequest('The link id must be a whole number above 0', [{ path: '/id', message: 'must be a whole number above 0' }]);
    if (!(await revokeLink(deps.db, caller.tenantId, Number(raw), whose(caller), whoOf(caller)))) throw notFound(`There is no shared link with id ${raw}`);
    return { status: 200, message: 'The link was withdrawn: it no longer opens', data: { Id: Number(raw) } };
  });
}
