// The version of a printed record, read on the server's thread before a PDF is made: one indexed row, so
// a missing document answers 404 at once, and the PDF cache (pdf-renders.ts) keys on it, so an edit is
// printed at the next open.
import type { Kysely } from 'kysely';
import { tableFromSchema, type Registry } from '../../../engine/schema/index.ts';

/** The record's RowVersion and UpdatedOn as one text; null when the tenant has no such record. */
export async function documentVersion(db: Kysely<any>, registry: Registry, entity: string, tenantId: number, id: string): Promise<string | null> {
  const key = Number(id);
  const schema = registry.get(entity);
  if (!schema || !Number.isSafeInteger(key)) return null;
  const row = await db
    .selectFrom(tableFromSchema(schema).name)
    .select(['RowVersion', 'UpdatedOn'])
    .where('tenant_id', '=', tenantId)
    .where(schema['x-entity'].key, '=', key)
    .executeTakeFirst();
  return row ? `${String(row.RowVersion)}@${String(row.UpdatedOn)}` : null;
}
