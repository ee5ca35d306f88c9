// What a signed-in user may do. The master (owner) may do everything. An employee may use an entity,
// a report or the dashboard only as far as their role's activities grant it (users/access-rules.ts);
// their employee record and grant are read afresh for every request (once per request, however many
// checks it makes), so deactivation and a changed grant apply to the very next call.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Access, Caller } from '../../../engine/server/index.ts';
import { forbidden } from '../http/errors.ts';
import type { AccessRules } from '../users/access-rules.ts';
import { grantedMenu, grantedPages } from '../users/granted-menu.ts';

export type SignedInCaller = Caller & {
  kind: 'master' | 'employee';
  accountId?: number;
  /** For an employee: their employee record and role. */
  employee?: { id: number; roleId: number | null; auditor?: boolean };
  /** The client's IP address (Fastify's request.ip, behind a proxy as TRUST_PROXY allows): for the audit trail. */
  address?: string;
};

export type PermissionDeps = { db: Kysely<any>; rules: AccessRules };

declare module 'fastify' {
  interface FastifyInstance {
    bahiPermissions: PermissionDeps;
  }
}

/** Makes `authorize` work for every route of this app (and of plugins registered inside it). */
export function installPermissions(app: FastifyInstance, deps: PermissionDeps): void {
  app.decorate('bahiPermissions', deps);
}

const grantsOfRequest = new WeakMap<FastifyRequest, Promise<Set<string>>>();

/** The pages the employee's role grants, read once per request. */
function grantedPagesOf(request: FastifyRequest, deps: PermissionDeps, caller: SignedInCaller): Promise<Set<string>> {
  let pages = grantsOfRequest.get(request);
  if (!pages) {
    pages = grantedMenu(deps.db, caller.tenantId, caller.employee?.roleId ?? null).then(grantedPages);
    grantsOfRequest.set(request, pages);
  }
  return pages;
}

export const AUDITOR_WRITES = 'An auditor reads the books and changes nothing';

/**
 * Throws 403 unless the caller may `access` `name`: an entity name, a report name, or 'dashboard'.
 */
export async function authorize(request: FastifyRequest, caller: Caller, name: string, access: Access): Promise<void> {
  const who = caller as SignedInCaller;
  if (who.kind === 'master') return;
  if (who.kind !== 'employee' || !who.employee) throw forbidden('Your role does not include this page');
  // An auditor reads everything and changes nothing (the sign-in hook refuses their writes before any
  // route runs, auditor-reads-only.ts; this says the same to a route that asks).
  if (who.employee.auditor) {
    if (access === 'read') return;
    throw forbidden(AUDITOR_WRITES);
  }
  const deps = request.server.bahiPermissions;
  const pages = await grantedPagesOf(request, deps, who);
  if (!deps.rules.allows(pages, name, access)) {
    throw forbidden(access === 'write' ? 'Your role does not allow changing this' : 'Your role does not include this page');
  }
}

/**
 * Whether a login's role grants the entity's own page (AccessRules.ownsPage); the owner's always does.
 * Read afresh, without a request: a share link asks it of the login that made the link, at every open.
 */
export async function grantsOwnPage(deps: PermissionDeps, login: { tenantId: number; kind: 'master' | 'employee'; roleId: number | null }, entity: string): Promise<boolean> {
  if (login.kind === 'master') return true;
  const pages = grantedPages(await grantedMenu(deps.db, login.tenantId, login.roleId));
  return deps.rules.ownsPage(pages, entity);
}

/** Throws 403 with `message` unless the caller's role grants the entity's own page. */
export async function authorizeOwnPage(request: FastifyRequest, caller: Caller, entity: string, message: string): Promise<void> {
  const who = caller as SignedInCaller;
  if (who.kind === 'master') return;
  if (who.kind !== 'employee' || !who.employee || who.employee.auditor) throw forbidden(message);
  const deps = request.server.bahiPermissions;
  if (!deps.rules.ownsPage(await grantedPagesOf(request, deps, who), entity)) throw forbidden(message);
}
