// One data-access layer over both stores: Kysely on node:sqlite (embedded, the default) or on
// PostgreSQL through pg (when DATABASE_URL is set). Callers see only `Database`.
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql, type LogEvent } from 'kysely';
import pg from 'pg';
import Cursor from 'pg-cursor';
import { NodeSqliteDialect } from './node-sqlite-dialect.ts';
import { privateDir, privateFile } from '../ops/private-files.ts';

export type StoreKind = 'sqlite' | 'postgres';

export type Database = {
  db: Kysely<any>;
  kind: StoreKind;
  /** Where the data lives, for the start-up line (never includes a password). */
  describe: string;
  /**
   * Runs `work` on one consistent moment of the store without holding up writers (a whole business's
   * export reads for seconds): PostgreSQL, a repeatable-read transaction on a pooled connection; SQLite,
   * a read transaction on a connection of its own (in WAL mode a reader keeps its snapshot while the
   * server's one connection goes on writing).
   */
  readSnapshot<T>(work: (db: Kysely<any>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

export class DatabaseUnavailable extends Error {}

// pg hands back int8 and date columns as strings by default. Our int8 columns hold paise and ids,
// which stay far below 2^53; dates travel as yyyy-mm-dd text and times as ISO text, as in SQLite.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (value) => new Date(value).toISOString());

export type OpenOptions = {
  databaseUrl: string | null;
  dataDir: string;
  /** Called with each SQL statement run and its parameters (benchmarks count them; a test explains their plans). */
  onQuery?: (sql: string, parameters: readonly unknown[]) => void;
  /** A reader for a report worker: a read-only connection (two on PostgreSQL) whose statements end after `statementTimeoutMs`. */
  reader?: { statementTimeoutMs: number };
  /** How long the store may take before a request is answered 503 (config.ts); absent: DEFAULT_TIMEOUTS. */
  databaseTimeouts?: DatabaseTimeouts;
};

/**
 * Bounds on waiting for the store, so a database that is down, hung or locked answers 503 in seconds
 * instead of holding requests (and the server's connections) for ever. All in milliseconds.
 */
export type DatabaseTimeouts = {
  /** PostgreSQL: a statement of the app's own running longer is cancelled (statement_timeout; report workers keep REPORT_TIME_LIMIT). */
  statementMs: number;
  /** PostgreSQL: a statement waiting this long for a row or table another transaction holds gives up (lock_timeout). */
  lockMs: number;
  /** PostgreSQL: a new connection not made in this time, or no free one in the pool, fails (connectionTimeoutMillis). */
  connectMs: number;
  /** SQLite: a write waits this long for another program's write lock (busy timeout). */
  busyMs: number;
};

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { statementMs: 15_000, lockMs: 5_000, connectMs: 5_000, busyMs: 5_000 };

/**
 * A server that stopped answering altogether (hung, or the network between silently dropping bytes) never
 * sends the statement timeout's cancellation either: pg's own read timeout, this much later, gives up on it.
 */
const HUNG_AFTER_STATEMENT_TIMEOUT_MS = 2_000;

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const log = options.onQuery ? (event: LogEvent) => options.onQuery!(event.query.sql, event.query.parameters) : undefined;
  const timeouts = options.databaseTimeouts ?? DEFAULT_TIMEOUTS;
  if (options.databaseUrl) return openPostgres(options.databaseUrl, log, timeouts, options.reader);
  return openSqlite(options.dataDir, log, timeouts.busyMs, Boolean(options.reader));
}

type Log = ((event: LogEvent) => void) | undefined;

async function openSqlite(dataDir: string, log: Log, busyMs: number, readOnly: boolean): Promise<Database> {
  const file = path.join(dataDir, 'bahi.sqlite');
  if (readOnly) fs.mkdirSync(dataDir, { recursive: true });
  else {
    // Owner-only before SQLite first writes to it; its -wal and -shm files take the same mode.
    privateDir(dataDir);
    privateFile(file);
  }
  const db = new Kysely<any>({ dialect: new NodeSqliteDialect(file, { readOnly, busyMs }), log });
  const readSnapshot = async <T>(work: (db: Kysely<any>) => Promise<T>): Promise<T> => {
    const reader = new Kysely<any>({ dialect: new NodeSqliteDialect(file, { readOnly: true, busyMs }), log });
    try {
      return await reader.connection().execute(async (connection) => {
        await sql`begin`.execute(connection); // deferred: a read transaction, no write lock
        try {
          return await work(connection);
        } finally {
          await sql`commit`.execute(connection);
        }
      });
    } finally {
      await reader.destroy();
    }
  };
  return { db, kind: 'sqlite', describe: `embedded database ${file}`, readSnapshot, close: () => db.destroy() };
}

async function openPostgres(url: string, log: Log, timeouts: DatabaseTimeouts, reader?: OpenOptions['reader']): Promise<Database> {
  const statementMs = reader ? reader.statementTimeoutMs : timeouts.statementMs;
  const pool = new pg.Pool({
    connectionString: url,
    max: reader ? 2 : 10,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: statementMs + HUNG_AFTER_STATEMENT_TIMEOUT_MS,
    // The kernel's probes find a server whose machine or network went away while a connection sits idle.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // PostgreSQL's JIT compiles any query its planner costs high, which a report over a large journal is:
  // measured on the ledger report of 45,500 lines, compiling took 3.1 s of CPU for a query that runs in
  // 0.2 s without it. Short queries never gain from it, so the app's sessions turn it off.
  // A report worker's sessions are read-only and end a statement that outruns the report's time budget.
  // The app's sessions plan every statement for its parameters (plan_cache_mode), named or not, so a
  // statement prepared by name (preparedByName below) never runs a plan made for other parameters.
  // Every session's statements and lock waits are bounded (statement_timeout, lock_timeout), so a
  // runaway query or a row held by a stuck transaction answers 503 in seconds rather than never.
  const bounds = `set statement_timeout = ${Math.max(1, Math.round(statementMs))}; set lock_timeout = ${Math.max(1, Math.round(timeouts.lockMs))}`;
  const setup = reader
    ? `set jit = off; set default_transaction_read_only = on; ${bounds}`
    : `set jit = off; set plan_cache_mode = force_custom_plan; ${bounds}`;
  const names = reader ? null : new StatementNames();
  pool.on('connect', (client) => {
    // A connection lost while a request holds it (the server restarted, the network reset it) is an
    // 'error' on that client: its query fails and the request answers 503, but the event itself, with no
    // listener, would end the process. The pool drops the client when it is released.
    client.on('error', () => {});
    client.query(setup).catch(() => {});
    dropWhenHung(client);
    if (names) preparedByName(client, names);
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailable(`cannot reach PostgreSQL at ${redactUrl(url)}: ${(error as Error).message}`);
  }
  // A connection dropped by the server while idle must not crash the process either (the pool drops it).
  pool.on('error', () => {});
  // The cursor lets a report stream its rows (report workers) instead of reading them all at once.
  const db = new Kysely<any>({ dialect: new PostgresDialect({ pool, cursor: Cursor }), log });
  const readSnapshot = <T>(work: (db: Kysely<any>) => Promise<T>): Promise<T> => db.transaction().setIsolationLevel('repeatable read').execute(work);
  return { db, kind: 'postgres', describe: `PostgreSQL ${redactUrl(url)}`, readSnapshot, close: () => db.destroy() };
}

/**
 * Names for the statement texts the app runs again and again (a save's inserts and look-ups): from its
 * third run a text gets a name, and each connection then parses it once and afterwards only binds and
 * runs it. Texts whose result columns a migration could change (`*`) are left unnamed: PostgreSQL refuses
 * a prepared statement whose result type changed. At most MAX_NAMES names, so each connection's prepared
 * statements stay few whatever the app runs.
 */
class StatementNames {
  static readonly MAX_NAMES = 300;
  readonly #names = new Map<string, string>();
  readonly #runs = new Map<string, number>();

  of(text: string): string | undefined {
    const named = this.#names.get(text);
    if (named !== undefined || this.#names.size >= StatementNames.MAX_NAMES || text.includes('*')) return named;
    const runs = (this.#runs.get(text) ?? 0) + 1;
    if (runs < 3) {
      if (this.#runs.size >= 10_000) this.#runs.clear(); // texts run once or twice: forgotten, never many
      this.#runs.set(text, runs);
      return undefined;
    }
    this.#runs.delete(text);
    const name = `bahi_${this.#names.size + 1}`;
    this.#names.set(text, name);
    return name;
  }
}

/**
 * What a plain BEGIN (a save's transaction: Kysely sends `begin` for a transaction without an isolation
 * level) sends instead. Inside a save, a statement prepared by name may keep a generic plan: PostgreSQL's
 * `auto` mode plans its first five runs for their parameters and then keeps one generic plan only if it
 * costs no more than those did. A save's statements (inserts, look-ups by key, the stock and number rows of
 * one item or series) have one good plan whatever the values, so planning them anew at every run (the
 * session's force_custom_plan) is work thrown away: measured A/B on the posting bench (two rounds, 28
 * November 2026), a 10-line bill through the API took 6.9 and 7.6 ms before, 6.4 and 7.3 ms after.
 * `set local` ends with the transaction, so reads outside a save keep planning for their parameters.
 * Sent in the same round trip (the simple protocol takes both statements in one message, as BEGIN
 * carries no parameters).
 */
const BEGIN_A_SAVE = 'begin; set local plan_cache_mode = auto';

/**
 * pg's read timeout answers the caller but leaves the connection waiting for the server and hands it back
 * to the pool as if well, where the next query would queue behind the one that never ends. The connection
 * is closed instead; the pool drops it and makes a fresh one when the server answers again.
 */
function dropWhenHung(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const running = query(...args);
    if (running instanceof Promise) {
      running.catch((error: Error) => {
        if (error?.message === 'Query read timeout') (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      });
    }
    return running;
  }) as typeof client.query;
}

/** Runs the connection's statements that carry parameters under their names, where they have one. */
function preparedByName(client: pg.PoolClient, names: StatementNames): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, ...rest: unknown[]) => {
    if (text === 'begin' && rest.length === 0) return query(BEGIN_A_SAVE, values);
    const name = typeof text === 'string' && Array.isArray(values) && values.length > 0 && rest.length === 0 ? names.of(text) : undefined;
    return name ? query({ name, text, values }) : query(text, values, ...rest);
  }) as typeof client.query;
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'postgres://…';
  }
}
