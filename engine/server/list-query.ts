// Turns list parameters (Page, PerPage, search, sort, field filters) into a page of records and a total.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { fitsScale, toScaled } from '../schema/scaled.ts';
import { isSaneDate } from '../schema/validator.ts';
import type { EntitySchema, Registry } from '../schema/types.ts';
import { HttpError } from './http-error.ts';
import { joinedColumns, selectRecords, storedColumns, tableOf } from './read-query.ts';

export type ListParams = Record<string, string | undefined>;
export type Dialect = 'sqlite' | 'postgres';

const RESERVED = new Set(['Page', 'PerPage', 'search', 'sort', 'auth']);

/** A property a list can be filtered by: stored and readable (a secret is never filtered by). */
const filterable = (property: EntitySchema['properties'][string]) => !property['x-virtual'] && property.writeOnly !== true;

/** The query parameters a list of the entity takes (query-parameters.ts): paging, search, sort and its filters. */
export function listParameters(schema: EntitySchema): string[] {
  return [...RESERVED, ...Object.keys(schema.properties).filter((name) => filterable(schema.properties[name]))];
}
export const MAX_PER_PAGE = 1000;

/** Pages beyond this are refused (the offset must stay within what both stores' integers hold). */
export const MAX_PAGE = 1_000_000;

export async function listRecords(db: Kysely<any>, dialect: Dialect, registry: Registry, schema: EntitySchema, tenantId: number, given: ListParams) {
  const params = singleValued(given);
  const page = wholeNumber(params.Page, 1, 'Page', MAX_PAGE);
  const perPage = Math.min(wholeNumber(params.PerPage, 10, 'PerPage', Infinity), MAX_PER_PAGE);
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

/** A parameter given twice (?sort=Id&sort=Id arrives as a list) is refused rather than guessed at. */
function singleValued(given: ListParams): ListParams {
  for (const [name, value] of Object.entries(given)) {
    if (Array.isArray(value)) throw new HttpError(400, `${name} is given more than once`, [{ path: `/${name}`, message: 'is given more than once' }]);
  }
  return given;
}

function wholeNumber(raw: string | undefined, fallback: number, name: string, most: number): number {
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new HttpError(400, `${name} must be a whole number from 1`);
  // Past what anyone pages to, a page number only overflows the offset: nothing is there.
  if (Number(raw) > most) throw new HttpError(400, `${name} must be a whole number from 1 to ${most}`);
  return Number(raw);
}

function applySearch<Q extends SelectQueryBuilder<any, any, any>>(query: Q, dialect: Dialect, registry: Registry, schema: EntitySchema, search: string | undefined): Q {
  const term = search?.trim();
  const fields = (schema['x-entity'].searchFields as string[] | undefined) ?? [];
  if (!term || fields.length === 0) return query;
  if (term.includes('\u0000')) throw new HttpError(400, 'search contains a character that is not allowed', [{ path: '/search', message: 'contains a character that is not allowed' }]);
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
    // Own properties only: a parameter named __proto__ or constructor is no field.
    const property = Object.hasOwn(schema.properties, name) ? schema.properties[name] : undefined;
    if (!property || !filterable(property)) continue; // the route refuses other parameters (query-parameters.ts); a caller of its own gets them ignored
    const value = filterValue(name, property, raw);
    // A yes-or-no field left empty means no: "=false" finds the records that never had it set too.
    narrowed = (value === false ? narrowed.where((eb) => eb.or([eb(`t.${name}`, '=', false), eb(`t.${name}`, 'is', null)])) : narrowed.where(`t.${name}`, '=', value)) as Q;
  }
  return narrowed;
}

/**
 * A filter's value in the column's own type, checked before any SQL sees it: a store refuses (and the
 * caller would get a 500) an integer column compared with 1.5 or 1e20, a date column with "garbage", or
 * text holding a NUL.
 */
function filterValue(name: string, property: EntitySchema['properties'][string], raw: string): unknown {
  const refuse = (message: string) => new HttpError(400, `${name} ${message}`, [{ path: `/${name}`, message }]);
  if (property.type === 'boolean') return raw === 'true' || raw === '1';
  if (property.type === 'integer' || property.type === 'number') {
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value)) throw refuse('must be a number');
    // An amount or quantity is compared as its column holds it: to its decimals and within its bound.
    const scale = property['x-scale'];
    if (scale !== undefined && !fitsScale(value, scale)) throw refuse(`must be a number with at most ${scale} decimal places within range`);
    const stored = scale !== undefined ? toScaled(value, scale) : value;
    // Integer columns (and scaled amounts) are 64-bit on PostgreSQL: whole numbers a double holds exactly.
    if ((property.type === 'integer' || property['x-scale'] !== undefined) && !Number.isSafeInteger(stored)) throw refuse('must be a whole number within range');
    return stored;
  }
  if (property.format === 'date' && !isSaneDate(raw)) throw refuse('must be a date (yyyy-mm-dd) between 1900 and 2999');
  if (raw.includes('\u0000')) throw refuse('contains a character that is not allowed');
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
