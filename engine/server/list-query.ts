// Turns list parameters (Page, PerPage, search, sort, field filters) into a page of records and a total.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { toScaled } from '../schema/scaled.ts';
import type { EntitySchema, Registry } from '../schema/types.ts';
import { HttpError } from './http-error.ts';
import { joinedColumns, selectRecords, storedColumns, tableOf } from './read-query.ts';

export type ListParams = Record<string, string | undefined>;
export type Dialect = 'sqlite' | 'postgres';

const RESERVED = new Set(['Page', 'PerPage', 'search', 'sort', 'auth']);
export const MAX_PER_PAGE = 1000;

export async function listRecords(db: Kysely<any>, dialect: Dialect, registry: Registry, schema: EntitySchema, tenantId: number, params: ListParams) {
  const page = wholeNumber(params.Page, 1, 'Page');
  const perPage = Math.min(wholeNumber(params.PerPage, 10, 'PerPage'), MAX_PER_PAGE);
  const narrow = <Q extends SelectQueryBuilder<any, any, any>>(query: Q): Q => applyFilters(applySearch(query, dialect, registry, schema, params.search), schema, params);

  const counted = await narrow(db.selectFrom(`${tableOf(schema)} as t`).where('t.tenant_id', '=', tenantId))
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow();
  const [column, direction] = sortOrder(schema, params.sort);
  const rows = await narrow(selectRecords(db, registry, schema, tenantId))
    .orderBy(column, direction)
    .orderBy(`t.${schema['x-entity'].key}`, direction)
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return { rows, total: Number(counted.total), page, perPage };
}

function wholeNumber(raw: string | undefined, fallback: number, name: string): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new HttpError(400, `${name} must be a whole number from 1`);
  return Number(raw);
}

function applySearch<Q extends SelectQueryBuilder<any, any, any>>(query: Q, dialect: Dialect, registry: Registry, schema: EntitySchema, search: string | undefined): Q {
  const term = search?.trim();
  const fields = (schema['x-entity'].searchFields as string[] | undefined) ?? [];
  if (!term || fields.length === 0) return query;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const operator = sql.raw(dialect === 'postgres' ? 'ilike' : 'like');
  const joined = joinedColumns(schema);
  /** A stored column, or a label from a linked record (x-from) read by a subquery, so the count needs no join. */
  const searched = (field: string) => {
    const link = joined.get(field);
    const target = link && registry.get(link[1]);
    if (!link || !target) return sql.ref(`t.${field}`);
    return sql`(select s.${sql.ref(link[2])} from ${sql.table(tableOf(target))} s where s.tenant_id = t.tenant_id and s.${sql.ref(target['x-entity'].key)} = t.${sql.ref(link[0])})`;
  };
  return query.where((eb) => eb.or(fields.map((field) => sql<boolean>`${searched(field)} ${operator} ${pattern} escape '\\'`))) as Q;
}

function applyFilters<Q extends SelectQueryBuilder<any, any, any>>(query: Q, schema: EntitySchema, params: ListParams): Q {
  let narrowed = query;
  for (const [name, raw] of Object.entries(params)) {
    if (RESERVED.has(name) || raw === undefined) continue;
    const property = schema.properties[name];
    if (!property || property['x-virtual'] || property.writeOnly === true) continue; // unknown parameters (cache busters) and secrets are ignored
    narrowed = narrowed.where(`t.${name}`, '=', filterValue(name, property, raw)) as Q;
  }
  return narrowed;
}

function filterValue(name: string, property: EntitySchema['properties'][string], raw: string): unknown {
  if (property.type === 'boolean') return raw === 'true' || raw === '1';
  if (property.type === 'integer' || property.type === 'number') {
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value)) throw new HttpError(400, `${name} must be a number`);
    return property['x-scale'] !== undefined ? toScaled(value, property['x-scale']) : value;
  }
  return raw;
}

/** "Field", "-Field", "Field desc" or "Field asc"; only stored or joined columns. */
function sortOrder(schema: EntitySchema, raw: string | undefined): [string, 'asc' | 'desc'] {
  const text = (raw?.trim() || (schema['x-entity'].defaultSort as string | undefined) || schema['x-entity'].key).trim();
  const [spec, word] = text.split(/\s+/);
  const descending = spec.startsWith('-') || word?.toLowerCase() === 'desc';
  const field = spec.replace(/^-/, '');
  const direction = descending ? 'desc' : 'asc';
  if (field === schema['x-entity'].key || storedColumns(schema).includes(field)) return [`t.${field}`, direction];
  if (joinedColumns(schema).has(field)) return [field, direction];
  throw new HttpError(400, `Cannot sort by ${field}`);
}
