// Configuration from the environment. Every setting has a default that works with nothing set;
// a bad value raises ConfigError, which main.ts prints as one line before exiting.
import os from 'node:os';
import path from 'node:path';
import type { DatabaseTimeouts } from './db/database.ts';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string, or null for the embedded store (node:sqlite in dataDir). */
  databaseUrl: string | null;
  /** Per-client customisation folder under overrides/clients, or null. */
  client: string | null;
  /** Folder of entity schemas; null means the project's schemas/. */
  schemasDir: string | null;
  /** Idle limit of a session, in seconds: a token lives this long and the client renews it while the user works. */
  tokenLifetime: number;
  /** Idle limit when "Remember my preference" was ticked at sign-in (never shorter than tokenLifetime). */
  rememberLifetime: number;
  /** A session ends this many seconds after its sign-in, however often it was renewed. */
  sessionMaxAge: number;
  /** Token-signing secret from the environment; when null it is kept in dataDir/token-secret. */
  tokenSecret: string | null;
  logLevel: string;
  /** The embedded store copies itself into dataDir/backups this often (0: never), keeping this many. */
  backupEveryHours: number;
  backupKeep: number;
  /** Whom to believe about a client's address behind a proxy (Fastify's trustProxy); false: nobody. */
  trustProxy: boolean | number | string;
  /** Sign-ups one address may make in a day before each further one waits; 0: no limit. */
  signupsPerAddress: number;
  /** Share links (GET /api/shared/...) one address may open in a minute; 0: no limit. */
  sharedLinksPerMinute: number;
  /** Times one share link may be opened in a minute, from any address; 0: no limit. */
  sharedLinkOpensPerMinute: number;
  /** Worker threads that make PDFs (print/pdf-worker.ts): never on the server's own thread. */
  pdfWorkers: number;
  /** A PDF still being made after this many seconds is stopped and answered with a 503. */
  pdfTimeLimit: number;
  /** One business's PDFs being made or waiting at once; beyond it 429. */
  pdfsPerBusiness: number;
  /** Megabytes of made PDFs kept in memory (0: none kept). */
  pdfCacheMb: number;
  /** The SMTP server that sends password-reset mail (smtp:// or smtps://), or null: no reset by e-mail. */
  smtpUrl: string | null;
  /** The sender of Bahi's mail, e.g. "Bahi <no-reply@books.example.com>". */
  mailFrom: string;
  /** The address users open (scheme, host, optional path, no trailing slash), or null when not set. */
  publicUrl: string | null;
  /** Worker threads that build reports off the event loop; 0: reports run on the server's own thread. */
  reportWorkers: number;
  /** A report still running after this many seconds is stopped and answered with a 503. */
  reportTimeLimit: number;
  /** Worker threads that read uploaded import files off the event loop; 0: on the server's own thread. */
  importWorkers: number;
  /** Reading an import file for longer than this many seconds is stopped and answered with a 503. */
  importTimeLimit: number;
  /** Rows one import may hold; a larger file is refused (413). */
  importMaxRows: number;
  /** How long the store may keep a request waiting before it is answered 503 (db/database.ts). */
  databaseTimeouts: DatabaseTimeouts;
  /** At SIGTERM, requests in hand have this many seconds to finish before they are answered 503 and the server exits. */
  shutdownGrace: number;
};

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const config: Config = {
    port: integerSetting(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || 'data'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    client: clientName(env.CLIENT),
    schemasDir: env.SCHEMAS_DIR?.trim() ? path.resolve(cwd, env.SCHEMAS_DIR.trim()) : null,
    // As low as 10 s, so a browser test can see a session end (and be renewed) in real time.
    tokenLifetime: integerSetting(env, 'TOKEN_LIFETIME', 3600, 10, 30 * 24 * 3600),
    rememberLifetime: integerSetting(env, 'REMEMBER_LIFETIME', 7 * 24 * 3600, 10, 90 * 24 * 3600),
    // As low as 10 s, so a test can see a session reach its end in real time.
    sessionMaxAge: integerSetting(env, 'SESSION_MAX_AGE', 30 * 24 * 3600, 10, 366 * 24 * 3600),
    tokenSecret: tokenSecret(env.TOKEN_SECRET),
    logLevel: choice(env, 'LOG_LEVEL', 'info', LOG_LEVELS),
    backupEveryHours: integerSetting(env, 'BACKUP_EVERY_HOURS', 24, 0, 24 * 365),
    backupKeep: integerSetting(env, 'BACKUP_KEEP', 14, 1, 10_000),
    trustProxy: trustProxy(env.TRUST_PROXY),
    signupsPerAddress: integerSetting(env, 'SIGNUPS_PER_ADDRESS', 20, 0, 1_000_000),
    sharedLinksPerMinute: integerSetting(env, 'SHARED_LINKS_PER_MINUTE', 60, 0, 1_000_000),
    sharedLinkOpensPerMinute: integerSetting(env, 'SHARED_LINK_OPENS_PER_MINUTE', 30, 0, 1_000_000),
    // One worker by default: a PDF is seconds of one core, and the requests of every business need the other.
    pdfWorkers: integerSetting(env, 'PDF_WORKERS', 1, 1, 16),
    pdfTimeLimit: integerSetting(env, 'PDF_TIME_LIMIT', 30, 1, 600),
    pdfsPerBusiness: integerSetting(env, 'PDFS_PER_BUSINESS', 2, 1, 100),
    pdfCacheMb: integerSetting(env, 'PDF_CACHE_MB', 64, 0, 4096),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: mailFrom(env.MAIL_FROM),
    publicUrl: publicUrl(env.PUBLIC_URL),
    // One core is left to the requests of every other business: a worker per core would starve them.
    reportWorkers: integerSetting(env, 'REPORT_WORKERS', Math.min(4, Math.max(1, os.availableParallelism() - 1)), 0, 64),
    reportTimeLimit: integerSetting(env, 'REPORT_TIME_LIMIT', 60, 1, 3600),
    importWorkers: integerSetting(env, 'IMPORT_WORKERS', 1, 0, 16),
    importTimeLimit: integerSetting(env, 'IMPORT_TIME_LIMIT', 30, 1, 3600),
    importMaxRows: integerSetting(env, 'IMPORT_MAX_ROWS', 50_000, 1, 1_000_000),
    databaseTimeouts: {
      statementMs: integerSetting(env, 'DB_STATEMENT_TIMEOUT', 15, 1, 3600) * 1000,
      lockMs: integerSetting(env, 'DB_LOCK_TIMEOUT', 5, 1, 3600) * 1000,
      connectMs: integerSetting(env, 'DB_CONNECT_TIMEOUT', 5, 1, 600) * 1000,
      busyMs: integerSetting(env, 'DB_BUSY_TIMEOUT', 5, 1, 600) * 1000,
    },
    shutdownGrace: integerSetting(env, 'SHUTDOWN_GRACE', 7, 1, 600),
  };
  config.rememberLifetime = Math.max(config.rememberLifetime, config.tokenLifetime);
  // Reports built on the server's own thread run on its connections: they keep the report's time limit.
  if (config.reportWorkers === 0) config.databaseTimeouts.statementMs = Math.max(config.databaseTimeouts.statementMs, config.reportTimeLimit * 1000);
  // Mail without the address to link to would answer every reset with "not set up": say so at start.
  if (config.smtpUrl && !config.publicUrl) {
    throw new ConfigError('SMTP_URL is set but PUBLIC_URL is not: password-reset mail links to PUBLIC_URL, the address users open (e.g. https://books.example.com)');
  }
  return config;
}

function integerSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return Number(raw);
}

function databaseUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError('DATABASE_URL must be a postgres:// connection string, not an unreadable value');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`DATABASE_URL must start with postgres:// or postgresql://, not ${url.protocol}//`);
  }
  return value;
}

function clientName(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (!/^[a-z0-9][a-z0-9_-]{0,63}$/i.test(value)) {
    throw new ConfigError(`CLIENT must be a folder name under overrides/clients (letters, digits, - and _), not "${value}"`);
  }
  return value;
}

function tokenSecret(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.length < 32) throw new ConfigError('TOKEN_SECRET must be at least 32 characters long');
  return value;
}

function choice(env: NodeJS.ProcessEnv, name: string, fallback: string, options: string[]): string {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!options.includes(value)) throw new ConfigError(`${name} must be one of ${options.join(', ')}, not "${value}"`);
  return value;
}

/**
 * TRUST_PROXY: unset or false, nobody (the address is the connection's); true, any proxy (only when the
 * server is reachable through the proxy alone); a number, that many proxies in front; otherwise the
 * proxies' addresses or CIDR ranges, comma-separated (e.g. 127.0.0.1,10.0.0.0/8).
 */
function trustProxy(raw: string | undefined): boolean | number | string {
  const value = raw?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const parts = value.split(',').map((part) => part.trim());
  if (parts.every((part) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(part))) return parts.join(',');
  throw new ConfigError(`TRUST_PROXY must be true, false, a number of proxies or their addresses (e.g. 127.0.0.1,10.0.0.0/8), not "${value}"`);
}

function smtpUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    /* reported below */
  }
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    throw new ConfigError('SMTP_URL must look like smtp://user:password@mail.example.com:587 (or smtps:// for TLS from the start)');
  }
  return value;
}

function mailFrom(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return 'Bahi <no-reply@localhost>';
  // A name and an address, or an address alone; never a line break (it would add mail headers).
  if (/[\r\n]/.test(value) || !/^([^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(value)) {
    throw new ConfigError(`MAIL_FROM must be an address, or a name and an address as in "Bahi <no-reply@books.example.com>", not "${value}"`);
  }
  return value;
}

/**
 * PUBLIC_URL: where users open Bahi (https://books.example.com). Links in mail are built from it and never
 * from the request's Host header: an attacker asking for a reset of someone else's login controls that
 * header, and a link to their own host would hand them the victim's reset token.
 */
function publicUrl(raw: string | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    /* reported below */
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`PUBLIC_URL must be the address users open, such as https://books.example.com, not "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
