// A Kysely dialect for Node's built-in node:sqlite (DatabaseSync).
// Kysely's own SqliteDialect hands one shared connection to every caller at once, so two concurrent
// transactions would interleave on it. This driver hands the single connection out under a lock:
// a transaction holds it from BEGIN to COMMIT, and statements outside transactions queue behind it.
import { createHash } from 'node:crypto';
import { DatabaseSync, type StatementSync, type SQLInputValue } from 'node:sqlite';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

const STATEMENT_CACHE_SIZE = 200;

/** How often a statement refused for another program's lock is tried again while it waits. */
const BUSY_RETRY_MS = 25;

type DriverOptions = { readOnly: boolean; busyMs: number };

export class NodeSqliteDialect implements Dialect {
  readonly #file: string;
  readonly #options: DriverOptions;
  /**
   * readOnly: a reader beside the server's own connection (a report worker); WAL lets it read while the server writes.
   * busyMs: how long a statement waits for a write lock another program holds (5 s when not given).
   */
  constructor(file: string, options: { readOnly?: boolean; busyMs?: number } = {}) {
    this.#file = file;
    this.#options = { readOnly: options.readOnly ?? false, busyMs: options.busyMs ?? 5000 };
  }
  createAdapter() {
    return new SqliteAdapter();
  }
  createDriver(): Driver {
    return new NodeSqliteDriver(this.#file, this.#options);
  }
  createIntrospector(db: Kysely<any>) {
    return new SqliteIntrospector(db);
  }
  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }
}

class NodeSqliteDriver implements Driver {
  readonly #file: string;
  readonly #options: DriverOptions;
  #connection: NodeSqliteConnection | null = null;
  #queue: Promise<void> = Promise.resolve();

  constructor(file: string, options: DriverOptions) {
    this.#file = file;
    this.#options = options;
  }

  async init(): Promise<void> {
    const { readOnly, busyMs } = this.#options;
    // At open, SQLite's own busy handler waits for another program's lock (it holds the thread, which
    // serves nothing yet); afterwards the connection waits without holding it (NodeSqliteConnection).
    const db = new DatabaseSync(this.#file, { readOnly, timeout: busyMs });
    registerFunctions(db);
    if (readOnly) {
      // The writer has already put the file in WAL mode (a setting kept in the file).
      this.#connection = new NodeSqliteConnection(db, busyMs);
      return;
    }
    // WAL lets readers in other processes (backups, the CLI) work while the server writes.
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON;');
    // SQLite keeps no statistics of its own, and without them it may pick an index for the order it gives
    // rather than for the rows it narrows to (the ledger report read a whole year by date to find one
    // ledger's lines). PRAGMA optimize gathers them where tables have changed, within a bounded effort, as
    // SQLite advises for long-lived connections: at open (0x10002: also tables not yet used) and every hour.
    // tests/api/report-plans.test.ts keeps the plans this gives.
    db.exec('PRAGMA optimize = 0x10002;');
    this.#connection = new NodeSqliteConnection(db, busyMs);
    this.#optimizer = setInterval(() => void this.#optimize(), 3600_000);
    this.#optimizer.unref();
  }

  #optimizer: NodeJS.Timeout | null = null;

  async #optimize(): Promise<void> {
    const connection = (await this.acquireConnection()) as NodeSqliteConnection;
    try {
      connection.exec('PRAGMA optimize;');
    } finally {
      connection.release();
    }
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.#queue;
    this.#queue = new Promise<void>((resolve) => (release = resolve));
    await previous;
    const connection = this.#connection!;
    connection.release = release;
    return connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as NodeSqliteConnection).release();
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${name}"`));
  }
  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to "${name}"`));
  }
  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release "${name}"`));
  }

  async destroy(): Promise<void> {
    if (this.#optimizer) clearInterval(this.#optimizer);
    await this.#queue;
    this.#connection?.close();
    this.#connection = null;
  }
}

class NodeSqliteConnection implements DatabaseConnection {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();
  readonly #busyMs: number;
  /** When a statement first found the write lock held by another program, until a write goes through. */
  #busySince: number | null = null;
  release: () => void = () => {};

  constructor(db: DatabaseSync, busyMs: number) {
    this.#db = db;
    this.#busyMs = busyMs;
    // SQLite's busy handler would sleep on the server's only thread, holding up every request: the
    // connection waits between tries instead (executeQuery).
    db.exec('PRAGMA busy_timeout = 0;');
  }

  /**
   * Another program holding the write lock (a backup, the sqlite3 shell, a second server on the same file)
   * refuses a statement with SQLITE_BUSY: tried again until `busyMs` has passed since the lock was first
   * met, then the busy error is thrown (answered 503). Only a statement outside a transaction, or a
   * transaction's BEGIN, is tried again: a save begins IMMEDIATE, taking the write lock at its BEGIN, so
   * nothing inside it waits for one.
   */
  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    for (;;) {
      try {
        const result = this.#execute<R>(compiled);
        if (this.#busySince !== null && !/^\s*select/i.test(compiled.sql)) this.#busySince = null;
        return result;
      } catch (error) {
        if (!this.#mayWaitFor(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, BUSY_RETRY_MS));
      }
    }
  }

  #mayWaitFor(error: unknown): boolean {
    const code = (error as { errcode?: unknown })?.errcode;
    if (typeof code !== 'number' || (code & 0xff) !== 5 || this.#db.isTransaction) return false; // SQLITE_BUSY
    const now = performance.now();
    this.#busySince ??= now;
    return now - this.#busySince < this.#busyMs;
  }

  #execute<R>(compiled: CompiledQuery): QueryResult<R> {
    const statement = this.#prepare(compiled.sql);
    const parameters = compiled.parameters.map(toSqliteValue);
    if (this.#answersRows(statement)) {
      return { rows: statement.all(...parameters) as R[] };
    }
    const { changes, lastInsertRowid } = statement.run(...parameters);
    return { rows: [], numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid) };
  }

  /** Rows a chunk at a time (a report worker streams a large answer instead of holding it whole). */
  async *streamQuery<R>(compiled: CompiledQuery, chunkSize = 1000): AsyncIterableIterator<QueryResult<R>> {
    // A statement of its own, not the cached one: an iteration left open must not share it with other queries.
    const statement = this.#db.prepare(compiled.sql);
    let rows: R[] = [];
    for (const row of statement.iterate(...compiled.parameters.map(toSqliteValue))) {
      rows.push(row as R);
      if (rows.length >= chunkSize) {
        yield { rows };
        rows = [];
      }
    }
    if (rows.length > 0) yield { rows };
  }

  exec(sql: string): void {
    this.#db.exec(sql);
  }

  close(): void {
    this.#statements.clear();
    this.#db.close();
  }

  /**
   * Whether a statement gives rows (a select, or a write with RETURNING), asked of SQLite once per
   * statement: columns() builds a description of every column on each call (a save's insert returns some
   * sixty).
   */
  readonly #givesRows = new WeakMap<StatementSync, boolean>();

  #answersRows(statement: StatementSync): boolean {
    let rows = this.#givesRows.get(statement);
    if (rows === undefined) {
      rows = statement.columns().length > 0;
      this.#givesRows.set(statement, rows);
    }
    return rows;
  }

  /** Prepared statements are cached by SQL text: the engine issues the same shapes over and over. */
  #prepare(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (statement) {
      this.#statements.delete(sql);
    } else {
      statement = this.#db.prepare(sql);
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        this.#statements.delete(this.#statements.keys().next().value!);
      }
    }
    this.#statements.set(sql, statement);
    return statement;
  }
}

/** node:sqlite binds only null, numbers, bigints, strings and bytes. */
function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && !(value instanceof Uint8Array)) return JSON.stringify(value);
  return value as SQLInputValue;
}

/**
 * SQL functions PostgreSQL has and SQLite lacks, on every connection the server opens: bahi_sha256(text),
 * hex, which the edit log's chain trigger uses (audit/trail-chain.ts). A program without it (the sqlite3
 * shell) cannot insert an edit-log entry at all.
 */
export function registerFunctions(db: DatabaseSync): void {
  db.function('bahi_sha256', { deterministic: true }, (text) => createHash('sha256').update(String(text), 'utf8').digest('hex'));
}
