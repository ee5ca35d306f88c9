// Checks a business file while it is read, before anything is written: its format and version, that every
// table and column is one this server keeps, every value's type, unique keys, and that every reference
// points at a row the file holds (the edit log, a history, may name records deleted before the export).
// The file arrives as a stream (read-file-worker.ts), so each row is checked as it comes and only what the
// whole-file checks need is kept: each entity's keys, each reference, each document's journal balance.
// The first problem refuses the file with one plain sentence.
import type { ColumnSpec } from '../../../engine/schema/index.ts';
import { FILE_FORMAT, FORMAT_VERSION } from './file-format.ts';
import { valueProblem } from './stored-values.ts';
import type { TravelTable } from './travel-tables.ts';

export class BusinessFileError extends Error {}

/** A table of the file as it begins: its columns in the file's order (the key apart, whose spec is made here). */
export type TableStart = { table: TravelTable; columns: ColumnSpec[]; keyAt: number };

/** A table of the file, checked, with its rows. */
export type CheckedTable = TableStart & { rows: unknown[][] };

/** What the file says of itself besides its tables. */
export type FileSummary = { exportedAt: string; menuPages: string | null; rowCount: number };

export type CheckedFile = FileSummary & { tables: CheckedTable[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The references of one column of a table, kept until every table has been read: row numbers, values, targets. */
type KeptReferences = { column: string; rows: number[]; values: number[]; targets: string[] };

type TableInProgress = TableStart & { keys: Set<number>; rowCount: number; rowsEnded: boolean; references: KeptReferences[]; journal: number[] | null };

export class FileChecker {
  readonly #known: Map<string, TravelTable>;
  readonly #entities: ReadonlySet<string>;
  readonly #header: Record<string, unknown> = {};
  readonly #tables = new Map<string, TableInProgress>();
  /** Each document's debits less its credits, in paise: "sales 12" -> 0 when it balances. */
  readonly #journalNet = new Map<string, number>();

  /** `entities`: the kinds of record this server knows (a reference to another is refused). */
  constructor(travel: TravelTable[], entities: Iterable<string>) {
    this.#known = new Map(travel.map((table) => [table.name, table]));
    this.#entities = new Set(entities);
  }

  /** A top-level value of the file: format, formatVersion, exportedAt, business. */
  header(key: string, value: unknown): void {
    this.#header[key] = value;
  }

  /** A table's list of columns, which begins it: a Bahi file gives each table's columns before its rows. */
  columns(name: string, given: unknown): TableStart {
    this.#checkFormat();
    const table = this.#known.get(name);
    if (!table) throw new BusinessFileError(`The business file holds a table this server does not know: ${name}. It was made by a server with other schemas.`);
    const where = `Table ${name}`;
    if (this.#tables.has(name)) throw new BusinessFileError(`${where} appears twice.`);
    if (!Array.isArray(given)) throw new BusinessFileError(`${where} must have columns and rows.`);
    const names = given as unknown[];
    const byName = new Map(table.columns.map((column) => [column.name, column]));
    if (new Set(names).size !== names.length) throw new BusinessFileError(`${where} names a column twice.`);
    const keyAt = table.key ? names.indexOf(table.key) : -1;
    if (table.key && keyAt < 0) throw new BusinessFileError(`${where} has no ${table.key} column.`);
    const columns = names.map((column, at): ColumnSpec => {
      if (at === keyAt) return { name: table.key!, type: 'integer', notNull: true };
      const spec = typeof column === 'string' ? byName.get(column) : undefined;
      if (!spec) throw new BusinessFileError(`${where} has a column this server does not keep: ${String(column)}.`);
      return spec;
    });
    const missing = table.columns.find((column) => column.notNull && !names.includes(column.name));
    if (missing) throw new BusinessFileError(`${where} has no ${missing.name} column.`);
    const at = (column: string) => columns.findIndex((spec) => spec.name === column);
    const references = Object.keys(table.refs).filter((column) => at(column) >= 0).map((column) => ({ column, rows: [], values: [], targets: [] }));
    const journal = table.name === 'journal_line' ? ['doc_type', 'doc_id', 'debit', 'credit'].map(at) : null;
    const start = { table, columns, keyAt };
    this.#tables.set(name, { ...start, keys: new Set(), rowCount: 0, rowsEnded: false, references, journal });
    return start;
  }

  /** One row of a table whose columns came before it. */
  row(name: string, row: unknown): void {
    const state = this.#tables.get(name);
    if (!state || state.rowsEnded) throw new BusinessFileError(`Table ${name} must have its columns before its rows, and its rows once.`);
    state.rowCount += 1;
    const { table, columns, keyAt } = state;
    const at = `Table ${name}, row ${state.rowCount}`;
    if (!Array.isArray(row) || row.length !== columns.length) throw new BusinessFileError(`${at} must be a list of ${columns.length} values.`);
    columns.forEach((column, n) => {
      const problem = valueProblem(column, row[n]);
      if (problem) throw new BusinessFileError(`${at}: ${column.name} ${problem}.`);
    });
    if (keyAt >= 0) {
      const key = row[keyAt] as number;
      if (state.keys.has(key)) throw new BusinessFileError(`${at}: ${table.key} ${key} appears twice.`);
      state.keys.add(key);
    }
    for (const kept of state.references) this.#keepReference(state, kept, row, state.rowCount);
    if (state.journal) {
      const [docType, docId, debit, credit] = state.journal;
      const document = `${String(row[docType])} ${String(row[docId])}`;
      this.#journalNet.set(document, (this.#journalNet.get(document) ?? 0) + (row[debit] as number) - (row[credit] as number));
    }
  }

  /** The end of a table's rows: `given` is what remains of its list (the rows were taken one by one). */
  rowsEnded(name: string, given: unknown): void {
    const state = this.#tables.get(name);
    if (!state || !Array.isArray(given)) throw new BusinessFileError(`Table ${name} must have columns and rows.`);
    state.rowsEnded = true;
  }

  /** The whole file has been read: the checks that need every table, then what the file says of itself. */
  finish(): FileSummary {
    this.#checkFormat();
    if (this.#tables.size === 0) throw new BusinessFileError('The business file holds no tables.');
    const unfinished = [...this.#tables.values()].find((state) => !state.rowsEnded);
    if (unfinished) throw new BusinessFileError(`Table ${unfinished.table.name} must have columns and rows.`);
    const ids = new Map<string, Set<number>>();
    for (const { table, keys } of this.#tables.values()) if (table.entity) ids.set(table.entity, keys);
    for (const state of this.#tables.values()) {
      for (const kept of state.references) {
        kept.values.forEach((value, n) => {
          if (ids.get(kept.targets[n])?.has(value)) return;
          throw new BusinessFileError(`Table ${state.table.name}, row ${kept.rows[n]}: ${kept.column} ${value} points at a ${kept.targets[n]} the file does not hold.`);
        });
      }
    }
    this.#checkJournalBalances();
    const business = isObject(this.#header.business) ? this.#header.business : {};
    return {
      exportedAt: typeof this.#header.exportedAt === 'string' ? this.#header.exportedAt : '',
      menuPages: typeof business.menuPages === 'string' ? business.menuPages : null,
      rowCount: [...this.#tables.values()].reduce((sum, state) => sum + state.rowCount, 0),
    };
  }

  #checkFormat(): void {
    if (this.#header.format !== FILE_FORMAT) throw new BusinessFileError('This is not a Bahi business file (it has no "format": "bahi-business").');
    if (this.#header.formatVersion !== FORMAT_VERSION) {
      throw new BusinessFileError(`This business file is format version ${JSON.stringify(this.#header.formatVersion)}; this server reads format version ${FORMAT_VERSION} only.`);
    }
  }

  /** Checks what a reference can say alone, and keeps it for the check against every table's keys at the end. */
  #keepReference({ table, columns }: TableInProgress, kept: KeptReferences, row: unknown[], rowNumber: number): void {
    const reference = table.refs[kept.column];
    const value = row[columns.findIndex((column) => column.name === kept.column)];
    if (value === null || table.noneValues?.includes(value as number)) return;
    const target = 'entity' in reference ? reference.entity : row[columns.findIndex((column) => column.name === reference.entityFrom)];
    const where = `Table ${table.name}, row ${rowNumber}: ${kept.column} ${String(value)}`;
    if (typeof target !== 'string') throw new BusinessFileError(`${where} names no kind of record.`);
    if (table.history) return; // a deleted record's entries arrive without their record
    if (!this.#entities.has(target)) throw new BusinessFileError(`${where} points at a ${target}, a kind of record this server does not know.`);
    kept.rows.push(rowNumber);
    kept.values.push(value as number);
    kept.targets.push(target);
  }

  /**
   * Double entry: each document's journal lines debit what they credit, to the paisa, as every posting of this
   * server does (documents/posting.ts refuses one that does not). A file whose journal does not is refused,
   * so no business is loaded with books that cannot balance.
   */
  #checkJournalBalances(): void {
    for (const [document, difference] of this.#journalNet) {
      if (difference !== 0) {
        throw new BusinessFileError(`The journal of ${document} does not balance: its debits and credits differ by ${Math.abs(difference)} paise. A Bahi export always balances; the file has been changed.`);
      }
    }
  }
}
