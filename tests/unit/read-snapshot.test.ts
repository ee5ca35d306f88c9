// db/database.ts readSnapshot on the embedded store: a long read (a business file's export) sees one
// moment of the store and does not hold up the server's writes meanwhile; the write waiting for the
// read would never finish here, since the read waits for the write.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/db/database.ts';

describe('read snapshot (SQLite)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-snapshot-'));
  let database: Database | null = null;
  afterAll(async () => {
    await database?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reads one moment while a write goes through', async () => {
    database = await openDatabase({ databaseUrl: null, dataDir });
    const { db } = database;
    await sql`create table bill (id integer primary key, amount integer)`.execute(db);
    await sql`insert into bill (amount) values (100), (200)`.execute(db);
    const count = async (reader: typeof db) => Number((await sql<{ n: number }>`select count(*) as n from bill`.execute(reader)).rows[0].n);
    const seen = await database.readSnapshot(async (reader) => {
      const before = await count(reader);
      await db.transaction().execute((trx) => sql`insert into bill (amount) values (300)`.execute(trx));
      return [before, await count(reader)];
    });
    expect(seen).toEqual([2, 2]);
    expect(await count(db)).toBe(3);
  });
});
