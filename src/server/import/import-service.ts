// One import: a file's rows, through the column mapping, as records of one entity, validated and saved
// by the engine's store exactly as the API saves them one by one (the same validator and hooks: a party
// gets its ledger, an item its GST rate history), all in one transaction. A preview runs the very same
// save and rolls it back, so it cannot pass a row the import would refuse.
import type { Kysely } from 'kysely';
import type { Caller, EntityStore, FieldError } from '../../../engine/server/index.ts';
import type { Registry, Row } from '../../../engine/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { cellValue } from './cell-values.ts';
import { autoMapping, importColumns, looseKey, type ImportColumn } from './columns.ts';
import { canonicalGroupName } from './group-names.ts';
import { readTable, type UploadedFile } from './read-table.ts';
import { IMPORTABLE_ENTITIES, isImportable } from '../../shared/importable.ts';
import type { ImportAnswer, RowError } from '../../shared/import-answer.ts';

export type { ImportAnswer, RowError };


/** Rows a preview sends back to be shown (errors are sent for every row). */
const PREVIEW_ROWS = 100;
const MAX_ERRORS = 1000;

export type ImportRequest = UploadedFile & { mapping?: Record<string, number | null> };

export type ImportDeps = { db: Kysely<any>; registry: Registry; store: EntityStore };

export function importableSchema(registry: Registry, entity: string) {
  const schema = registry.get(entity);
  if (!schema || !isImportable(entity)) throw notFound(`Nothing named ${entity} can be imported: choose one of ${IMPORTABLE_ENTITIES.filter((name) => registry.has(name)).join(', ')}`);
  return schema;
}

export async function runImport(deps: ImportDeps, caller: Caller, entity: string, request: ImportRequest, commit: boolean): Promise<ImportAnswer> {
  const schema = importableSchema(deps.registry, entity);
  const columns = importColumns(deps.registry, schema);
  const bahiNames = async () => ({
    groups: new Set((await namesOf(deps, caller, 'ledgergroup', 'GroupName')).keys()),
    ledgers: new Set((await namesOf(deps, caller, 'ledger', 'LedgerName')).keys()),
  });
  const table = await readTable(request, entity, schema, bahiNames);
  if (table.rows.length === 0) throw badRequest('The file has a header but no rows to import', [{ path: '/content', message: 'has no rows' }]);
  const mapping = checkedMapping(request.mapping, columns, table.headers);
  const unmapped = columns.filter((column) => column.required && mapping[column.field] === null);
  if (unmapped.length > 0) {
    const message = `Choose the file's column for ${unmapped.map((column) => column.title).join(', ')}: ${unmapped.length === 1 ? 'it is' : 'they are'} required`;
    throw badRequest(message, unmapped.map((column) => ({ path: `/mapping/${column.field}`, message })));
  }

  // Link columns: the linked records' names, loosely, to their ids (a ledger's group also by its other spellings).
  const resolvers = new Map<string, Map<string, number>>();
  for (const column of columns) {
    if (column.link && mapping[column.field] !== null) resolvers.set(column.field, await namesOf(deps, caller, column.link.entity, column.link.nameField));
  }
  const problems: FieldError[] = [];
  const inputs: Row[] = table.rows.map((row, index) => {
    const record: Row = {};
    for (const column of columns) {
      const at = mapping[column.field];
      if (at === null) continue;
      const text = (row.cells[at] ?? '').trim();
      if (text === '') continue;
      if (column.link) {
        const key = looseKey(column.link.entity === 'ledgergroup' ? canonicalGroupName(text) : text);
        const id = resolvers.get(column.field)!.get(key);
        if (id === undefined) problems.push({ path: `/${index}/${column.field}`, message: `${column.title}: there is no ${column.link.title.toLowerCase()} named "${text}" (add it first, or correct the name)` });
        else record[column.field] = id;
        continue;
      }
      record[column.field] = cellValue(schema.properties[column.field], text);
    }
    return record;
  });

  const result = await deps.store.createMany(entity, caller, inputs, { dryRun: !commit || problems.length > 0 });
  // An unknown name is said once, in its own words, not again as "is required".
  const named = new Set(problems.map((problem) => problem.path));
  const errors = [...problems, ...result.errors.filter((error) => !named.has(error.path))];
  const bad = new Set(errors.map((error) => error.path.split('/')[1]));
  const titleOf = new Map(columns.map((column) => [column.field, column.title]));
  const rowErrors = errors
    .map((error) => {
      const [, index, field = ''] = error.path.split('/');
      const at = mapping[field];
      return { row: table.rows[Number(index)]?.line ?? 0, field, column: at !== null && at !== undefined ? table.headers[at] : (titleOf.get(field) ?? field), message: error.message };
    })
    .sort((a, b) => a.row - b.row)
    .slice(0, MAX_ERRORS);
  return {
    kind: table.kind,
    headers: table.headers,
    columns,
    mapping,
    total: table.rows.length,
    valid: table.rows.length - bad.size,
    errors: rowErrors,
    warnings: [...table.notes, ...new Set(result.warnings)],
    preview: table.rows.slice(0, PREVIEW_ROWS).map((row) => ({
      row: row.line,
      values: Object.fromEntries(columns.filter((column) => mapping[column.field] !== null).map((column) => [column.field, (row.cells[mapping[column.field]!] ?? '').trim()])),
    })),
    saved: result.saved,
  };
}

/** The mapping sent (each field to a file column's index, or null), checked; none sent: matched by the headers. */
function checkedMapping(sent: ImportRequest['mapping'], columns: ImportColumn[], headers: string[]): Record<string, number | null> {
  if (sent === undefined || sent === null) return autoMapping(headers, columns);
  if (typeof sent !== 'object' || Array.isArray(sent)) throw badRequest('mapping must be an object of field names and column numbers', [{ path: '/mapping', message: 'must be an object' }]);
  const mapping: Record<string, number | null> = {};
  for (const column of columns) {
    const at = (sent as Record<string, unknown>)[column.field];
    if (at === undefined || at === null) mapping[column.field] = null;
    else if (typeof at === 'number' && Number.isInteger(at) && at >= 0 && at < headers.length) mapping[column.field] = at;
    else throw badRequest(`mapping: ${column.title} must name one of the file's ${headers.length} columns`, [{ path: `/mapping/${column.field}`, message: 'is not a column of the file' }]);
  }
  for (const field of Object.keys(sent)) {
    if (!columns.some((column) => column.field === field)) throw badRequest(`mapping: ${field} is not a field that can be imported`, [{ path: `/mapping/${field}`, message: 'is not an importable field' }]);
  }
  return mapping;
}

/** The tenant's records of `entity` by their name, loosely (case and spacing ignored). */
async function namesOf(deps: ImportDeps, caller: Caller, entity: string, nameField: string): Promise<Map<string, number>> {
  const rows = await deps.db.selectFrom(entity).select(['Id', nameField]).where('tenant_id', '=', caller.tenantId).execute();
  return new Map(rows.map((row) => [looseKey(String(row[nameField] ?? '')), Number(row.Id)]));
}
