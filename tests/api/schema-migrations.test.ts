// The migrator on both stores against tables that already hold rows: a unique set or index added to a
// schema is created on the existing table (named by its columns, whatever the old database named it), a
// former index a wider one replaces is dropped after it, a
// unique set the existing rows break stops with the table, the columns and a duplicate, and a column
// whose declared type changed stops rather than being left as it was.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Database } from '../../src/server/db/database.ts';
import { tableFromSchema } from '../../engine/schema/table.ts';
import type { EntitySchema } from '../../engine/schema/types.ts';
import { migrate, MigrationError } from '../../engine/server/migrate.ts';
import { existingIndexes } from '../../engine/server/introspect-indexes.ts';
import { storesUnderTest } from '../support/stores.ts';

let counter = 0;
/** A widget table of its own per case, so the cases never meet on the shared PostgreSQL database. */
function widget(extra: { unique?: string[][]; indexes?: string[][]; Price?: object } = {}, table = `widget_m${process.pid}_${++counter}`): EntitySchema {
  return {
    type: 'object',
    properties: { Id: { type: 'integer' }, WidgetName: { type: 'string' }, Colour: { type: 'string' }, Price: { type: 'number', 'x-scale': 2, ...extra.Price } },
    'x-entity': { name: 'widget', table, label: 'Widgets', key: 'Id', unique: extra.unique ?? [], indexes: extra.indexes ?? [] },
  } as EntitySchema;
}

for (const store of storesUnderTest()) {
  describe(`migrations on existing tables [${store}]`, () => {
    let database: Database;
    beforeAll(async () => {
      const url = store === 'postgres' ? inject('postgresUrl') : null;
      database = await openDatabase({ databaseUrl: url, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-migrate-')) });
    });
    afterAll(async () => database.close());
    const run = (schema: EntitySchema) => migrate(database.db, database.kind, [tableFromSchema(schema)]);
    const insert = (table: string, rows: object[]) => database.db.insertInto(table).values(rows.map((row) => ({ RowVersion: 1, ...row }))).execute();

    it('adds a new unique set and a new index to a filled table, each once, named by their columns', async () => {
      const before = widget();
      const table = before['x-entity'].table!;
      await run(before);
      await insert(table, [{ tenant_id: 1, WidgetName: 'Pen', Colour: 'Red' }, { tenant_id: 2, WidgetName: 'Pen', Colour: 'Red' }]);
      const after = widget({ unique: [['WidgetName']], indexes: [['Colour']] }, table);
      await run(after);
      await run(after);
      const indexes = await existingIndexes(database.db, database.kind, table);
      expect(indexes.filter((index) => index.unique && index.columns.join() === 'tenant_id,WidgetName').map((index) => index.name)).toEqual([`${table}_uq_WidgetName`]);
      expect(indexes.filter((index) => index.columns.join() === 'tenant_id,Colour').map((index) => index.name)).toEqual([`${table}_ix_Colour`]);
      // Unique within a tenant (tenant 2's Pen stood already), and now enforced.
      await expect(insert(table, [{ tenant_id: 1, WidgetName: 'Pen' }])).rejects.toThrow(/unique/i);
    });

    it('replaces a former index by the wider one declared in its place, and keeps a former set declared again', async () => {
      const before = widget({ unique: [['WidgetName']], indexes: [['Colour']] });
      const table = before['x-entity'].table!;
      await run(before);
      await insert(table, [{ tenant_id: 1, WidgetName: 'Pen', Colour: 'Red' }]);
      const wider = { ...tableFromSchema(widget({ unique: [['WidgetName']], indexes: [['Colour', 'Price']] }, table)), formerIndexes: [['Colour'], ['WidgetName']] };
      await migrate(database.db, database.kind, [wider]);
      await migrate(database.db, database.kind, [wider]);
      const indexes = () => existingIndexes(database.db, database.kind, table);
      const plain = async () => (await indexes()).filter((index) => !index.unique).map((index) => index.columns.join()).sort();
      // The narrower index is gone once the wider one stands; a unique set on a former set's columns is never dropped.
      expect(await plain()).toEqual(['tenant_id,Colour,Price']);
      expect((await indexes()).some((index) => index.unique && index.columns.join() === 'tenant_id,WidgetName')).toBe(true);
      // A set both former and declared (a schema that changed its mind) stays.
      await migrate(database.db, database.kind, [{ ...wider, indexes: [['Colour', 'Price'], ['Colour']] }]);
      expect(await plain()).toEqual(['tenant_id,Colour', 'tenant_id,Colour,Price']);
    });

    it('keeps a unique set an older database named by position, without a second index', async () => {
      const table = `widget_old${process.pid}_${++counter}`;
      await database.db.schema
        .createTable(table)
        .addColumn('Id', 'integer')
        .addColumn('tenant_id', 'integer')
        .addColumn('WidgetName', 'text')
        .addColumn('Colour', 'text')
        .addColumn('Price', database.kind === 'postgres' ? 'bigint' : 'integer')
        .addColumn('CreatedBy', 'text').addColumn('CreatedOn', database.kind === 'postgres' ? 'timestamptz' : 'text')
        .addColumn('UpdatedBy', 'text').addColumn('UpdatedOn', database.kind === 'postgres' ? 'timestamptz' : 'text')
        .addColumn('RowVersion', database.kind === 'postgres' ? 'bigint' : 'integer')
        .addUniqueConstraint(`${table}_uq1`, ['tenant_id', 'WidgetName'])
        .execute();
      await run(widget({ unique: [['WidgetName']] }, table));
      const unique = (await existingIndexes(database.db, database.kind, table)).filter((index) => index.unique);
      expect(unique).toHaveLength(1);
    });

    it('stops on a new unique set that existing rows break, naming the table, the columns and a duplicate', async () => {
      const before = widget();
      const table = before['x-entity'].table!;
      await run(before);
      await insert(table, [{ tenant_id: 7, WidgetName: 'Ink', Colour: 'Blue' }, { tenant_id: 7, WidgetName: 'Ink', Colour: 'Black' }]);
      const error = await run(widget({ unique: [['WidgetName']] }, table)).catch((caught) => caught);
      expect(error).toBeInstanceOf(MigrationError);
      expect(error.message).toBe(`table ${table}: cannot make (WidgetName) unique: existing rows share WidgetName="Ink" (tenant 7)`);
      expect((await existingIndexes(database.db, database.kind, table)).some((index) => index.unique && index.columns.includes('WidgetName'))).toBe(false);
    });

    it('stops on a column whose declared type changed, rather than leaving it as it was', async () => {
      const before = widget();
      const table = before['x-entity'].table!;
      await run(before);
      const error = await run(widget({ Price: { type: 'string', 'x-scale': undefined } }, table)).catch((caught) => caught);
      expect(error).toBeInstanceOf(MigrationError);
      expect(error.message).toMatch(new RegExp(`^table ${table}: column Price is (integer|int8) in the database but the schema makes it text`));
      const columns = (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(database.db)).rows;
      expect(Number(columns[0].n)).toBe(0);
    });
  });
}
