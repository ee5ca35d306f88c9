// One import: a file's rows, through the column mapping, as records of one entity, validated and saved
// by the engine's store exactly as the API saves them one by one (the same validator and hooks: a party
// gets its ledger, an item its GST rate history). A preview runs the very same save and rolls it back, so
// it cannot pass a row the import would refuse.
//
// Short transactions: the rows are checked, and then written, in batches of BATCH_ROWS, each its own
// transaction, with the event loop free between them, so another business's save (SQLite has one writer)
// waits for one batch, never for the whole file. All rows or none, still: every row is checked first
// (repeats across the whole file too, which no single batch sees) and nothing is written if any is
// wrong; and should a batch be refused on the way (a name saved meanwhile by someone else), the records
// the earlier batches wrote are deleted again (each deletion in the edit log, as any is) and the import
// answers as refused. The one thing that could stop that undoing is a record used in the seconds between
// (a bill raised with an item just imported); the answer then names what was kept.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { markRepeated, type Caller, type EntityStore, type FieldError } from '../../../engine/server/index.ts';
import type { Registry, Row } from '../../../engine/schema/index.ts';
import { badRequest, notFound } from '../http/errors.ts';
import { cellValue } from './cell-values.ts';
import { autoMapping, importColumns, looseKey, type ImportColumn } from './columns.ts';
import { canonicalGroupName } from './group-names.ts';
import { readTable, type ParseFile, type UploadedFile } from './read-table.ts';
import { IMPORTABLE_ENTITIES, isImportable } from '../../shared/importable.ts';
import type { ImportAnswer, RowError } from '../../shared/import-answer.ts';

export type { ImportAnswer, RowError };


/** Rows a preview sends back to be shown (errors are sent for every row). */
const PREVIEW_ROWS = 100;
const MAX_ERRORS = 1000;
/** Rows checked or written in one transaction: a few tens of milliseconds of another business's wait. */
export const BATCH_ROWS = 250;

export type ImportRequest = UploadedFile & { mapping?: Record<string, number | null> };

export type ImportDeps = { db: Kysely<any>; registry: Registry; store: EntityStore; parse: ParseFile };

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
  const table = await readTable(request, deps.parse, entity, schema, bahiNames);
  if (table.rows.length === 0) throw badRequest('The file has a header but no rows to import', [{ path: '/content', message: 'has no rows' }]);
  const mapping = checkedMapping(request.mapping, columns, table.headers);
  const unmapped = columns.filter((column) => column.required && mapping[column.field] === null);
  if (unmapped.length > 0) {
    const message = `Choose the file's column for ${unmapped.map((column) => column.title).join(', ')}: ${unmapped.length === 1 ? 'it is' : 'they are'} required`;
    throw badRequest(message, unmapped.map((column) => ({ path: `/mapping/${column.field}`, message })));
  }

  // Link columns: the linked records' names, loosely, to their ids (a ledger's group also by its other spellings).
  const resolvers = new Map<string, Map<string, number | null>>();
  for (const column of columns) {
    if (column.link && mapping[column.field] !== null) resolvers.set(column.field, await namesOf(deps, caller, column.link.entity, column.link.nameField));
  }
  const problems: FieldError[] = [];
  const inputs: Row[] = [];
  for (const [index, row] of table.rows.entries()) {
    if (index > 0 && index % BATCH_ROWS === 0) await nextTurn();
    const record: Row = {};
    for (const column of columns) {
      const at = mapping[column.field];
      if (at === null) continue;
      const text = (row.cells[at] ?? '').trim();
      if (text === '') continue;
      if (column.link) {
        const key = looseKey(column.link.entity === 'ledgergroup' ? canonicalGroupName(text) : text);
        const id = resolvers.get(column.field)!.get(key);
        const kind = column.link.title.toLowerCase();
        if (id === undefined) problems.push({ path: `/${index}/${column.field}`, message: `${column.title}: there is no ${kind} named "${text}" (add it first, or correct the name)` });
        else if (id === null) problems.push({ path: `/${index}/${column.field}`, message: `${column.title}: more than one ${kind} is named like "${text}" (rename one of them)` });
        else record[column.field] = id;
        continue;
      }
      record[column.field] = cellValue(schema.properties[column.field], text);
    }
    inputs.push(record);
  }
  // Repeats across the whole file, which the batches below each see only within themselves.
  markRepeated(schema, [...inputs], problems);

  const checked = await inBatches(deps, caller, entity, inputs, true);
  // An unknown name or a repeat is said once, in its own words, not again as "is required" or by its batch.
  const named = new Set(problems.map((problem) => problem.path));
  let errors = [...problems, ...checked.errors.filter((error) => !named.has(error.path))];
  const warnings = [...table.notes, ...new Set(checked.warnings)];
  let saved = false;
  if (commit && errors.length === 0) {
    const written = await inBatches(deps, caller, entity, inputs, false);
    saved = written.errors.length === 0;
    errors = written.errors;
    warnings.push(...new Set(written.warnings));
  }
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
    warnings,
    preview: table.rows.slice(0, PREVIEW_ROWS).map((row) => ({
      row: row.line,
      values: Object.fromEntries(columns.filter((column) => mapping[column.field] !== null).map((column) => [column.field, (row.cells[mapping[column.field]!] ?? '').trim()])),
    })),
    saved,
  };
}

/**
 * The records through the store's createMany, BATCH_ROWS to a transaction, errors' paths as indexes of
 * the whole list. Checking (`dryRun`) goes through every batch, so each row's problems are named; writing
 * stops at the first batch refused and deletes what the batches before it wrote.
 */
async function inBatches(deps: ImportDeps, caller: Caller, entity: string, inputs: Row[], dryRun: boolean): Promise<{ errors: FieldError[]; warnings: string[] }> {
  const errors: FieldError[] = [];
  const warnings: string[] = [];
  const written: Row[] = [];
  for (let start = 0; start < inputs.length; start += BATCH_ROWS) {
    if (start > 0) await nextTurn(); // other requests go first, between two transactions
    const result = await deps.store.createMany(entity, caller, inputs.slice(start, start + BATCH_ROWS), { dryRun });
    errors.push(...result.errors.map((error) => ({ ...error, path: error.path.replace(/^\/(\d+)/, (_, index) => `/${start + Number(index)}`) })));
    warnings.push(...result.warnings);
    if (dryRun) continue;
    if (!result.saved) {
      errors.push(...(await undo(deps, caller, entity, written)));
      break;
    }
    written.push(...result.records);
  }
  return { errors, warnings };
}

/** Deletes the records an import wrote before a batch of it was refused, newest first; what cannot be deleted is said. */
async function undo(deps: ImportDeps, caller: Caller, entity: string, written: Row[]): Promise<FieldError[]> {
  const key = deps.registry.get(entity)!['x-entity'].key;
  const kept: string[] = [];
  for (const [count, record] of [...written].reverse().entries()) {
    if (count > 0 && count % BATCH_ROWS === 0) await nextTurn();
    try {
      await deps.store.remove(entity, caller, record[key]);
    } catch (error) {
      kept.push(`${record[key]} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  if (kept.length === 0) return [];
  return [{ path: '', message: `${kept.length} of the ${written.length} records imported before the refusal could not be removed again, and stay: ${kept.slice(0, 10).join('; ')}` }];
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

/** The tenant's records of `entity` by their name, loosely (looseKey); null for a name two records share so. */
async function namesOf(deps: ImportDeps, caller: Caller, entity: string, nameField: string): Promise<Map<string, number | null>> {
  const rows = await deps.db.selectFrom(entity).select(['Id', nameField]).where('tenant_id', '=', caller.tenantId).execute();
  const byName = new Map<string, number | null>();
  for (const row of rows) {
    const key = looseKey(String(row[nameField] ?? ''));
    byName.set(key, byName.has(key) ? null : Number(row.Id));
  }
  return byName;
}
