// Configuration from the environment. Every setting has a default that works with nothing set;
// a bad value raises ConfigError, which main.ts prints as one line before exiting.
import path from 'node:path';

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
  /** Lifetime of a sign-in token, in seconds. */
  tokenLifetime: number;
  /** Token-signing secret from the environment; when null it is kept in dataDir/token-secret. */
  tokenSecret: string | null;
  logLevel: string;
};

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  return {
    port: integerSetting(env, 'PORT', 3000, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR?.trim() || 'data'),
    databaseUrl: databaseUrl(env.DATABASE_URL),
    client: clientName(env.CLIENT),
    schemasDir: env.SCHEMAS_DIR?.trim() ? path.resolve(cwd, env.SCHEMAS_DIR.trim()) : null,
    tokenLifetime: integerSetting(env, 'TOKEN_LIFETIME', 3600, 60, 30 * 24 * 3600),
    tokenSecret: tokenSecret(env.TOKEN_SECRET),
    logLevel: choice(env, 'LOG_LEVEL', 'info', LOG_LEVELS),
  };
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
