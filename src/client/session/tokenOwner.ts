// Whose token: the business (tid) and login (sub) a session token names. The token's first part is
// base64url JSON (src/server/auth/tokens.ts); reading it needs no secret, and nothing here trusts it
// beyond naming which drafts in this browser belong to whom.
import type { DraftOwner } from '../drafts/draftStorage.ts';

export function tokenOwner(idToken: string, userid: string | number): DraftOwner {
  try {
    const part = idToken.split('.')[0].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(part + '='.repeat((4 - (part.length % 4)) % 4))) as { tid?: unknown; sub?: unknown };
    const tenant = typeof claims.tid === 'number' ? claims.tid : 0;
    return { tenant, user: typeof claims.sub === 'number' ? claims.sub : userid };
  } catch {
    return { tenant: 0, user: userid };
  }
}
