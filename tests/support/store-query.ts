// Reads a test server's database directly, to check what an API call did or did not write.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import type { RunningServer } from './server.ts';

export async function queryStore(server: RunningServer, databaseUrl: string | null, text: string, params: unknown[] = []): Promise<any[]> {
  if (server.store === 'sqlite') {
    const db = new DatabaseSync(path.join(server.dataDir, 'bahi.sqlite'), { readOnly: true });
    try {
      return db.prepare(text.replace(/\$\d+/g, '?')).all(...(params as any[]));
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl! });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Writes to a test server's database directly: rows a test needs that no API makes yet. */
export async function writeStore(server: RunningServer, databaseUrl: string | null, text: string, params: unknown[] = []): Promise<void> {
  if (server.store === 'sqlite') {
    const db = new DatabaseSync(path.join(server.dataDir, 'bahi.sqlite'));
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      db.prepare(text.replace(/\$\d+/g, '?')).run(...(params as any[]));
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl! });
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}
