// Checks a business file before anything is written: its format and version, that every table and
// column is one this server keeps, every value's type, unique keys, and that every reference points at a
// row the file holds (the edit log, a history, may name records deleted before the export). The first
// problem refuses the file with one plain sentence.
import type { ColumnSpec, Registry } from '../../../engine/schema/index.ts';
import { FILE_FORMAT, FORMAT_VERSION, type FileTable } from './file-format.ts';
import { valueProblem } from './stored-values.ts';
import type { TravelTable } from './travel-tables.ts';

export class BusinessFileError extends Error {}

/** A table of the file, checked: its columns in the file's order (the key apart) and its rows. */
export type CheckedTable = { table: TravelTable; columns: ColumnSpec[]; keyAt: number; rows: unknown[][] };

export type CheckedFile = { exportedAt: string; menuPages: string | null; tables: CheckedTable[]; rowCount: number };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function checkBusinessFile(body: unknown, registry: Registry, travel: TravelTable[]): CheckedFile {
  if (!isObject(body) || body.format !== FILE_FORMAT) throw new BusinessFileError('This is not a Bahi business file (it has no "format": "bahi-business").');
  if (body.formatVersion !== FORMAT_VERSION) {
    throw new BusinessFileError(`This business file is format version ${JSON.stringify(body.formatVersion)}; this server reads format version ${FORMAT_VERSION} only.`);
  }
  if (!isObject(body.tables)) throw new BusinessFileError('The business file holds no tables.');
  const known = new Map(travel.map((table) => [table.name, table]));
  const tables: CheckedTable[] = [];
  for (const [name, given] of Object.entries(body.tables)) {
    const table = known.get(name);
    if (!table) throw new BusinessFileError(`The business file holds a table this server does not know: ${name}. It was made by a server with other schemas.`);
    tables.push(checkTable(table, given));
  }
  const ids = new Map<string, Set<number>>();
  for (const { table, keyAt, rows } of tables) {
    if (table.entity) ids.set(table.entity, new Set(rows.map((row) => row[keyAt] as number)));
  }
  for (const checked of tables) checkReferences(checked, registry, ids);
  checkJournalBalances(tables);
  const business = isObject(body.business) ? body.business : {};
  return {
    exportedAt: typeof body.exportedAt === 'string' ? body.exportedAt : '',
    menuPages: typeof business.menuPages === 'string' ? business.menuPages : null,
    tables,
    rowCount: tables.reduce((sum, table) => sum + table.rows.length, 0),
  };
}

function checkTable(table: TravelTable, given: unknown): CheckedTable {
  const where = `Table ${table.name}`;
  const shape = given as Partial<FileTable> | null;
  if (!isObject(shape) || !Array.isArray(shape.columns) || !Array.isArray(shape.rows)) throw new BusinessFileError(`${where} must have columns and rows.`);
  const byName = new Map(table.columns.map((column) => [column.name, column]));
  const names = shape.columns as unknown[];
  if (new Set(names).size !== names.length) throw new BusinessFileError(`${where} names a column twice.`);
  const keyAt = table.key ? names.indexOf(table.key) : -1;
  if (table.key && keyAt < 0) throw new BusinessFileError(`${where} has no ${table.key} column.`);
  const columns = names.map((name, at): ColumnSpec => {
    if (at === keyAt) return { name: table.key!, type: 'integer', notNull: true };
    const column = typeof name === 'string' ? byName.get(name) : undefined;
    if (!column) throw new BusinessFileError(`${where} has a column this server does not keep: ${String(name)}.`);
    return column;
  });
  const missing = table.columns.find((column) => column.notNull && !names.includes(column.name));
  if (missing) throw new BusinessFileError(`${where} has no ${missing.name} column.`);
  const keys = new Set<number>();
  (shape.rows as unknown[]).forEach((row, index) => {
    const at = `${where}, row ${index + 1}`;
    if (!Array.isArray(row) || row.length !== columns.length) throw new BusinessFileError(`${at} must be a list of ${columns.length} values.`);
    columns.forEach((column, n) => {
      const problem = valueProblem(column, row[n]);
      if (problem) throw new BusinessFileError(`${at}: ${column.name} ${problem}.`);
    });
    if (keyAt >= 0) {
      const key = row[keyAt] as number;
      if (keys.has(key)) throw new BusinessFileError(`${at}: ${table.key} ${key} appears twice.`);
      keys.add(key);
    }
  });
  return { table, columns, keyAt, rows: shape.rows as unknown[][] };
}

function checkReferences({ table, columns, rows }: CheckedTable, registry: Registry, ids: Map<string, Set<number>>): void {
  const at = (name: string) => columns.findIndex((column) => column.name === name);
  for (const [column, reference] of Object.entries(table.refs)) {
    const n = at(column);
    if (n < 0) continue;
    const from = 'entityFrom' in reference ? at(reference.entityFrom) : -1;
    rows.forEach((row, index) => {
      const value = row[n];
      if (value === null || table.noneValues?.includes(value as number)) return;
      const target = 'entity' in reference ? reference.entity : row[from];
      const where = `Table ${table.name}, row ${index + 1}: ${column} ${String(value)}`;
      if (typeof target !== 'string') throw new BusinessFileError(`${where} names no kind of record.`);
      if (table.history) return; // a deleted record's entries arrive without their record
      if (!registry.has(target)) throw new BusinessFileError(`${where} points at a ${target}, a kind of record this server does not know.`);
      if (!ids.get(target)?.has(value as number)) throw new BusinessFileError(`${where} points at a ${target} the file does not hold.`);
    });
  }
}

/**
 * Double entry: each document's journal lines debit what they credit, to the paisa, as every posting of this
 * server does (documents/posting.ts refuses one that does not). A file whose journal does not is refused,
 * so no business is loaded with books that cannot balance.
 */
function checkJournalBalances(tables: CheckedTable[]): void {
  const journal = tables.find((checked) => checked.table.name === 'journal_line');
  if (!journal) return;
  const at = (name: string) => journal.columns.findIndex((column) => column.name === name);
  const [docType, docId, debit, credit] = [at('doc_type'), at('doc_id'), at('debit'), at('credit')];
  const net = new Map<string, number>();
  for (const row of journal.rows) {
    const document = `${String(row[docType])} ${String(row[docId])}`;
    net.set(document, (net.get(document) ?? 0) + (row[debit] as number) - (row[credit] as number));
  }
  for (const [document, difference] of net) {
    if (difference !== 0) {
      throw new BusinessFileError(`The journal of ${document} does not balance: its debits and credits differ by ${Math.abs(difference)} paise. A Bahi export always balances; the file has been changed.`);
    }
  }
}
