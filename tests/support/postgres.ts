// The PostgreSQL side of the test run: a database of its own, created at the start and dropped at the
// end. The server to use comes from TEST_DATABASE_URL or DATABASE_URL (CI sets it), else the local
// default; when none answers, the PostgreSQL runs are skipped with one clear line.
import pg from 'pg';

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_ADMIN_URL;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function postgresAnswers(): Promise<boolean> {
  try {
    await adminQuery('select 1');
    return true;
  } catch {
    return false;
  }
}

/** Creates a uniquely named database and returns its URL. */
export async function createTestDatabase(label: string): Promise<{ name: string; url: string }> {
  const name = `bahi_test_${label}_${process.pid}_${Date.now().toString(36)}`;
  await adminQuery(`create database ${name}`);
  return { name, url: withDatabase(adminUrl(), name) };
}

export async function dropTestDatabase(name: string): Promise<void> {
  await adminQuery(`drop database if exists ${name} with (force)`);
}
