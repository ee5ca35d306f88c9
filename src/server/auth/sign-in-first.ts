// The sign-in is checked before a body is read. Fastify parses a body before the handler runs, so a
// handler that reads the session itself has already taken whatever a stranger sent (250 MB of JSON took
// 6-12 s and 2.8 GB before its 401). Here every route but the open ones (open-routes.ts) verifies its
// token, expiry and account in onRequest, the first step, and is answered 401 with its body unread; the
// session is kept for the handler's readSession, so the account is read once per request as before.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../http/errors.ts';
import type { Session } from './session.ts';
import { isOpenRoute, OPEN_BODY_LIMIT } from './open-routes.ts';
import { refuseAuditorWrite } from './auditor-reads-only.ts';

export function installSignInFirst(app: FastifyInstance, readSession: (request: FastifyRequest) => Promise<Session>): void {
  // Must run before the routes are added: open routes get a small body limit unless they set their own.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.bodyLimit === undefined && methods.every((method) => isOpenRoute(method, route.url))) route.bodyLimit = OPEN_BODY_LIMIT;
  });
  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    // No route: the not-found answer, which needs no sign-in either.
    if (url === undefined || isOpenRoute(request.method, url)) return;
    // A token given twice is neither: said as the query check (engine/server/query-parameters.ts) says it.
    if (Array.isArray((request.query as Record<string, unknown>).auth)) throw badRequest('auth is given more than once', [{ path: '/auth', message: 'is given more than once' }]);
    // Refused here, the body is never parsed nor held: Node discards what the client still sends, a chunk at
    // a time, while the answer goes out (closing the connection instead would lose the answer to a reset).
    refuseAuditorWrite(request.method, url, await readSession(request));
  });
}
