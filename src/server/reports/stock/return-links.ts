// Which document a return's goods came or went with, so the valuation can put them back at that
// document's cost (cost-flow.ts): a sales return names its sale, a delivery challan return its challan, a
// purchase return its purchase, a purchase challan return its challan. Read from the document catalog: a
// return's link is its source whose stock went the other way. A bill made from a challan moved no goods
// itself (the challan did: its source with stockMoved), so a return of that bill is traced on to the challan.
import { sql } from 'kysely';
import type { ReportContext } from '../../../../engine/server/index.ts';
import { documents, EFFECT_RULES } from '../../../../overrides/billing/document-kinds.ts';

/** A document by kind and id: "sales:12". */
export const docKey = (entity: string, id: number) => `${entity}:${id}`;

type Link = { entity: string; field: string; to: string };

/** Every (document kind, its field, the kind it names) the valuation follows. */
function linkKinds(): Link[] {
  const catalog = documents();
  const way = (entity: string) => {
    const kind = catalog.get(entity);
    return kind ? EFFECT_RULES[kind.effect].stock : null;
  };
  return catalog.kinds.flatMap((kind) => {
    const own = EFFECT_RULES[kind.effect].stock;
    if (own === null) return [];
    return kind.sources
      .filter((source) => (source.stockMoved ? way(source.entity) === own : way(source.entity) !== null && way(source.entity) !== own))
      .map((source) => ({ entity: kind.entity, field: source.field, to: source.entity }));
  });
}

/** Each return (and each bill made from a challan) of the tenant, by its key, to the key of the document it names. */
export async function returnLinks(ctx: ReportContext): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  const found = await Promise.all(
    linkKinds().map(async (link) => {
      const { rows } = await sql<{ id: unknown; named: unknown }>`
        select "Id" as id, ${sql.ref(link.field)} as named from ${sql.table(link.entity)}
         where tenant_id = ${ctx.tenantId} and ${sql.ref(link.field)} is not null`.execute(ctx.db);
      return rows.map((row) => [docKey(link.entity, Number(row.id)), docKey(link.to, Number(row.named))] as const);
    }),
  );
  for (const rows of found) for (const [from, to] of rows) links.set(from, to);
  return links;
}
