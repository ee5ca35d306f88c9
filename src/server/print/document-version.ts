// What the print routes read of printed records on the server's thread: a record's version, before a PDF
// is made (one indexed row, so a missing document answers 404 at once, and the PDF cache, pdf-renders.ts,
// keys on it, so an edit is printed at the next open); and the numbers of the records a list of share
// links names.
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

/** The printed numbers of these records of one entity, by id (a deleted record is absent). */
export async function documentNumbers(db: Kysely<any>, registry: Registry, entity: string, numberField: string, tenantId: number, ids: number[]): Promise<Map<number, string>> {
  const schema = registry.get(entity);
  if (!schema || ids.length === 0) return new Map();
  const key = schema['x-entity'].key;
  const field = schema.properties[numberField] ? numberField : key;
  const rows = await db.selectFrom(tableFromSchema(schema).name).select([key, field]).where('tenant_id', '=', tenantId).where(key, 'in', ids).execute();
  return new Map(rows.map((row) => [Number(row[key]), String(row[field] ?? row[key])]));
}
