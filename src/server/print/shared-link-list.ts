// A business's share links as GET /api/print/shared-links answers them: what each opens (the document's
// number as printed), who made it, when, until when, and whether it still opens.
import { documentNumbers } from './document-version.ts';
import { paperOf, type PaperKind } from './paper-kinds.ts';
import type { PrintDeps } from './paper-reply.ts';
import type { SharedLink } from './shared-links.ts';

type ListedLink = SharedLink & { madeBy: string };

/**
 * The links as the list shows them, with each document's number as printed (null: the document was
 * deleted since, or its print page is gone), read in one query per kind of paper.
 */
export async function listed(deps: PrintDeps, tenantId: number, links: ListedLink[], now: number) {
  const papers = new Map<string, PaperKind | null>();
  for (const link of links) {
    if (papers.has(link.path)) continue;
    try {
      papers.set(link.path, paperOf(deps.registry, link.path));
    } catch {
      papers.set(link.path, null); // a print page this server no longer has
    }
  }
  const numbers = new Map<string, Map<number, string>>();
  for (const [path, paper] of papers) {
    const ids = [...new Set(links.filter((link) => link.path === path).map((link) => link.recordId))];
    numbers.set(path, paper ? await documentNumbers(deps.db, deps.registry, paper.entity, paper.numberField, tenantId, ids) : new Map());
  }
  const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
  return links.map((link) => ({
    Id: link.id,
    PrintPath: link.path,
    Noun: papers.get(link.path)?.noun ?? link.entity,
    RecordId: link.recordId,
    Number: numbers.get(link.path)?.get(link.recordId) ?? null,
    Copy: link.copy,
    MadeBy: link.madeBy,
    CreatedOn: iso(link.createdAt),
    ExpiresOn: iso(link.expiresAt),
    RevokedOn: iso(link.revokedAt),
    State: link.revokedAt !== null ? 'withdrawn' : link.expiresAt <= now ? 'expired' : 'open',
  }));
}
