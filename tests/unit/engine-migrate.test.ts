// The schema-to-table compiler and the migrator, on a real embedded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRegistry, SchemaError } from '../../engine/schema/loader.ts';
import { tableFromSchema } from '../../engine/schema/table.ts';
import { migrate } from '../../engine/server/migrate.ts';
import { NodeSqliteDialect } from '../../src/server/db/node-sqlite-dialect.ts';

const dirs: string[] = [];
function schemasDir(files: Record<string, unknown>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-schemas-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), typeof content === 'string' ? content : JSON.stringify(content));
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const widget = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { Id: { type: 'integer' }, WidgetName: { type: 'string' }, Price: { type: 'number', 'x-scale': 2 }, Active: { type: 'boolean' }, ...extra },
  'x-entity': { name: 'widget', label: 'Widgets', key: 'Id', unique: [['WidgetName']] },
});

describe('schema registry', () => {
  it('loads and freezes schemas', () => {
    const registry = loadRegistry(schemasDir({ 'widget.json': widget() }));
    expect(Object.isFrozen(registry.get('widget')!.properties)).toBe(true);
  });

  it.each([
    ['{ not json', /widget\.json: not valid JSON/],
    [{ type: 'object', properties: {} }, /an "x-entity" block is required/],
    [{ ...widget(), 'x-entity': { name: 'widget', key: 'Nope' } }, /x-entity\.key must name one of the properties/],
    [{ ...widget(), 'x-entity': { name: 'widget', key: 'Id', unique: [['Ghost']] } }, /"Ghost", which is not a property/],
    // A column holds one store type: a list of JSON types has none.
    [widget({ Stock: { type: ['integer', 'null'] } }), /property Stock: "type" must be one of string, number, integer, boolean, array, object/],
  ])('stops on a broken file with its path and the reason (%#)', (content, message) => {
    expect(() => loadRegistry(schemasDir({ 'widget.json': content }))).toThrowError(SchemaError);
    expect(() => loadRegistry(schemasDir({ 'widget.json': content }))).toThrowError(message);
  });
});

describe('migrate', () => {
  it('creates tenant-scoped tables, then adds a new field as a column, idempotently', async () => {
    const db = new Kysely<any>({ dialect: new NodeSqliteDialect(':memory:') });
    const first = tableFromSchema(loadRegistry(schemasDir({ 'w.json': widget() })).get('widget')!);
    await migrate(db, 'sqlite', [first]);
    await db.insertInto('widget').values({ tenant_id: 1, WidgetName: 'Pen', Price: 1050, Active: true }).execute();

    const second = tableFromSchema(loadRegistry(schemasDir({ 'w.json': widget({ Colour: { type: 'string' } }) })).get('widget')!);
    await migrate(db, 'sqlite', [second]);
    await migrate(db, 'sqlite', [second]);
    const columns = (await db.introspection.getTables()).find((t) => t.name === 'widget')!.columns.map((c) => c.name);
    expect(columns).toEqual(['Id', 'tenant_id', 'WidgetName', 'Price', 'Active', 'CreatedBy', 'CreatedOn', 'UpdatedBy', 'UpdatedOn', 'RowVersion', 'Colour']);
    expect(await db.selectFrom('widget').select(['WidgetName', 'Price', 'Colour']).execute()).toEqual([{ WidgetName: 'Pen', Price: 1050, Colour: null }]);

    // unique within a tenant, not across tenants
    await db.insertInto('widget').values({ tenant_id: 2, WidgetName: 'Pen' }).execute();
    await expect(db.insertInto('widget').values({ tenant_id: 1, WidgetName: 'Pen' }).execute()).rejects.toThrow(/UNIQUE/);
    await db.destroy();
  });

  it('makes a new optional field unique over existing rows that leave it empty, and still refuses real duplicates', async () => {
    const db = new Kysely<any>({ dialect: new NodeSqliteDialect(':memory:') });
    await migrate(db, 'sqlite', [tableFromSchema(loadRegistry(schemasDir({ 'w.json': widget() })).get('widget')!)]);
    await db.insertInto('widget').values([{ tenant_id: 1, WidgetName: 'Pen' }, { tenant_id: 1, WidgetName: 'Ink' }]).execute();
    const keyed = { ...widget({ Code: { type: 'string' } }), 'x-entity': { name: 'widget', key: 'Id', unique: [['WidgetName'], ['Code']] } };
    // Two rows with no Code are no duplicates (a unique index holds many NULLs on both stores).
    await migrate(db, 'sqlite', [tableFromSchema(loadRegistry(schemasDir({ 'w.json': keyed })).get('widget')!)]);
    await db.insertInto('widget').values({ tenant_id: 1, WidgetName: 'Nib', Code: 'N1' }).execute();
    await expect(db.insertInto('widget').values({ tenant_id: 1, WidgetName: 'Cap', Code: 'N1' }).execute()).rejects.toThrow(/UNIQUE/);
    await db.destroy();
  });

  it('serialises transactions on the single embedded connection', async () => {
    const db = new Kysely<any>({ dialect: new NodeSqliteDialect(':memory:') });
    await db.schema.createTable('n').addColumn('v', 'integer').execute();
    await db.insertInto('n').values({ v: 0 }).execute();
    // Each transaction reads then writes; interleaving would lose increments.
    await Promise.all(
      Array.from({ length: 50 }, () =>
        db.transaction().execute(async (trx) => {
          const { v } = await trx.selectFrom('n').select('v').executeTakeFirstOrThrow();
          await new Promise((resolve) => setTimeout(resolve, 1));
          await trx.updateTable('n').set({ v: v + 1 }).execute();
        }),
      ),
    );
    expect((await db.selectFrom('n').select('v').executeTakeFirstOrThrow()).v).toBe(50);
    await db.destroy();
  });
});
