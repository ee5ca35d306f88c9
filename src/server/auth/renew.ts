// The sliding session: POST /api/account/renew answers a fresh token (the spec's tokenDetails shape)
// with the same claims as the one presented: account, tenant, kind, e-mail, session epoch, whether the
// sign-in was remembered and when it was made. The browser asks while the user works, so idle time ends a
// session, and so does SESSION_MAX_AGE from the sign-in (a token that slid on for ever would let a stolen
// one live for ever).
// Nothing is kept in the server's memory: the token and the account row (shared by every server on the
// database) decide. readSession refuses an expired or forged token, a login switched off, and a token
// from before the login's sessions were ended (signed out, password changed): none can be renewed.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tokenDetails, type AuthDeps } from './routes.ts';
import { tokenFrom } from './session.ts';
import type { TokenSigner } from './tokens.ts';

type RenewDeps = Pick<AuthDeps, 'signer' | 'tokenLifetime' | 'rememberLifetime' | 'sessionMaxAge' | 'readSession'>;

/** Whether the request's (valid) token came from a sign-in with "Remember my preference" ticked. */
export function isRemembered(request: FastifyRequest, signer: TokenSigner): boolean {
  const token = tokenFrom(request);
  return (token ? signer.verify(token) : null)?.rm === 1;
}

export async function renewRoute(app: FastifyInstance, deps: RenewDeps): Promise<void> {
  app.post('/api/account/renew', async (request) => {
    const session = await deps.readSession(request);
    const claims = deps.signer.verify(tokenFrom(request)!)!;
    const account = { id: session.accountId, tenant_id: session.tenantId, kind: session.kind, email: session.email, session_epoch: claims.ep ?? 0 };
    // A token from before sign-in times were kept starts its count now.
    return { status: 200, message: 'Session renewed', tokenDetails: tokenDetails(deps, account, claims.rm === 1, claims.auth_time) };
  });
}
