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
    [widget({ Colour: { type: 'string', 'x-ignoreCase': true } }), /property Colour: "x-ignoreCase" is true or absent, on a text property named in x-entity.unique/],
    [widget({ Price: { type: 'number', 'x-ignoreCase': true } }), /property Price: "x-ignoreCase"/],
    // A column holds one store type: a list of JSON types has none.
    [widget({ Stock: { type: ['integer', 'null'] } }), /property Stock: "type" must be one of string, number, integer, boolean, array, object/],
  ])('stops on a broken file with its path and the reason (%#)', (content, message) => {
    expect(() => loadRegistry(schemasDir({ 'widget.json': content }))).toThrowError(SchemaError);
    expect(() => loadRegistry(schemasDir({ 'widget.json': content }))).toThrowError(message);
  });
});

/** The widget whose name is unique regardless of case (x-ignoreCase). */
const caseless = () => widget({ WidgetName: { type: 'string', 'x-ignoreCase': true } });
const caselessTable = () => tableFromSchema(loadRegistry(schemasDir({ 'w.json': caseless() })).get('widget')!);

describe('migrate', () => {
  it('makes a set with a column ignoring case unique on its lower-cased text, per tenant', async () => {
    const db = new Kysely<any>({ dialect: new NodeSqliteDialect(':memory:') });
    expect(await migrate(db, 'sqlite', [caselessTable()])).toEqual([]);
    expect(await migrate(db, 'sqlite', [caselessTable()])).toEqual([]);
    await db.insertInto('widget').values({ tenant_id: 1, WidgetName: 'Pcs' }).execute();
    await expect(db.insertInto('widget').values({ tenant_id: 1, WidgetName: 'pcs' }).execute()).rejects.toThrow("UNIQUE constraint failed: index 'widget_uqci_WidgetName'");
    await db.insertInto('widget').values({ tenant_id: 2, WidgetName: 'pcs' }).execute();
    // A record may change its own name's case.
    await db.updateTable('widget').set({ WidgetName: 'PCS' }).where('tenant_id', '=', 1).execute();
    await db.destroy();
  });

  it('adds the case-blind index to a table unique as typed, or, where rows differ only in case, leaves a note and keeps it unique as typed', async () => {
    const db = new Kysely<any>({ dialect: new NodeSqliteDialect(':memory:') });
    await migrate(db, 'sqlite', [tableFromSchema(loadRegistry(schemasDir({ 'w.json': widget() })).get('widget')!)]);
    await db.insertInto('widget').values([{ tenant_id: 1, WidgetName: 'Pcs' }, { tenant_id: 1, WidgetName: 'pcs' }, { tenant_id: 2, WidgetName: 'Box' }]).execute();
    expect(await migrate(db, 'sqlite', [caselessTable()])).toEqual([
      'table widget: (WidgetName) is not yet unique regardless of case: existing rows differ only in case (WidgetName="pcs" (tenant 1)); it stays unique as typed until they are told apart',
    ]);
    await expect(db.insertInto('widget').values({ tenant_id: 1, WidgetName: 'Pcs' }).execute()).rejects.toThrow(/UNIQUE/);
    await db.insertInto('widget').values({ tenant_id: 2, WidgetName: 'BOX' }).execute();
    // Told apart, the next start makes the index.
    await db.updateTable('widget').set({ WidgetName: 'Pieces' }).where('WidgetName', '=', 'pcs').execute();
    await db.deleteFrom('widget').where('WidgetName', '=', 'BOX').execute();
    expect(await migrate(db, 'sqlite', [caselessTable()])).toEqual([]);
    await expect(db.insertInto('widget').values({ tenant_id: 2, WidgetName: 'box' }).execute()).rejects.toThrow("index 'widget_uqci_WidgetName'");
    await db.destroy();
  });

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
