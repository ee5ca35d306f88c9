// A quotation, challan or order is converted once: while a bill (or purchase) made from it exists, no
// other document may be made from it, or the goods would be billed twice. Deleting that bill frees it
// again. Which documents are made from which comes from the schemas (x-entity.document.sources with
// marksConverted), so a new convertible document is covered without a line here.
import type { WriteContext } from '../../../engine/server/index.ts';
import { documents, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { conflict } from '../http/errors.ts';

type Row = Record<string, unknown>;

export async function refuseSecondConversion(ctx: WriteContext, kind: DocumentKind, record: Row, before: Row | null): Promise<void> {
  for (const source of kind.sources) {
    const sourceId = record[source.field];
    if (!source.marksConverted || sourceId === undefined || sourceId === null) continue;
    if (before && Number(before[source.field]) === Number(sourceId)) continue; // an edit of the document made from it
    const made = await madeFrom(ctx, source.entity, Number(sourceId));
    if (made) {
      const sourceKind = documents().get(source.entity);
      const what = (sourceKind?.title ?? source.entity).toLowerCase();
      throw conflict(`This ${what} was already converted into ${made.title} ${made.number}: delete that one to convert it again`);
    }
  }
}

/** The first document (of any kind) made from the source that marks it converted, with its number. */
async function madeFrom(ctx: WriteContext, sourceEntity: string, sourceId: number): Promise<{ title: string; number: string } | null> {
  for (const kind of documents().kinds) {
    for (const source of kind.sources) {
      if (source.entity !== sourceEntity || !source.marksConverted) continue;
      const row = await ctx.trx
        .selectFrom(kind.entity)
        .select([kind.prefixedField])
        .where('tenant_id', '=', ctx.tenantId)
        .where(source.field, '=', sourceId)
        .executeTakeFirst();
      if (row) return { title: kind.title, number: String(row[kind.prefixedField]) };
    }
  }
  return null;
}
