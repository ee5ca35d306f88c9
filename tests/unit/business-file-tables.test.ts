// What a business file carries and the order its tables are written in (src/server/business-file/):
// derived from the schemas' links and line tables, so a new entity travels with no code change; a table
// pointing at itself or a ring of tables has those references filled in last; secrets stay behind.
import { describe, expect, it } from 'vitest';
import type { EntitySchema, Registry } from '../../engine/schema/index.ts';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { travelTables, type TravelTable } from '../../src/server/business-file/travel-tables.ts';
import { insertOrder as order } from '../../src/server/business-file/insert-order.ts';
import { SCHEMAS_DIR } from '../support/document-catalog.ts';

const entity = (name: string, links: Record<string, string> = {}, extra: Partial<EntitySchema['x-entity']> = {}, properties: EntitySchema['properties'] = {}): EntitySchema => ({
  type: 'object',
  properties: { Id: { type: 'integer' }, Name: { type: 'string' }, ...Object.fromEntries(Object.keys(links).map((column) => [column, { type: 'integer' }])), ...properties },
  'x-entity': { name, label: name, key: 'Id', links, ...extra },
});
const registryOf = (...schemas: EntitySchema[]): Registry => new Map(schemas.map((schema) => [schema['x-entity'].name, schema]));
const names = (tables: TravelTable[]) => tables.map((table) => table.name);

describe('business file tables', () => {
  it('carries every schema table and the books of the server, and no secrets', () => {
    const tables = travelTables(loadRegistry(SCHEMAS_DIR));
    expect(names(tables)).toEqual(expect.arrayContaining(['firm', 'sales', 'salesline', 'receiptallocation', 'journalline', 'officetype', 'journal_line', 'stock_move', 'document_counter', 'bank_clearing', 'year_close', 'edit_log']));
    for (const secret of ['account', 'tenant', 'attempt_throttle', 'password_reset', 'shared_link']) expect(names(tables)).not.toContain(secret);
    const byName = new Map(tables.map((table) => [table.name, table]));
    expect(byName.get('employee')!.columns.map((column) => column.name)).not.toContain('Password');
    expect(byName.get('salesline')!.refs).toEqual({ ItemId: { entity: 'item' }, UnitId: { entity: 'unit' }, SalesId: { entity: 'sales' } });
    expect(byName.get('journal_line')!.refs.doc_id).toEqual({ entityFrom: 'doc_type' });
    // A closed year travels with its firm (and the valuation method it keeps).
    expect(byName.get('year_close')!.refs).toEqual({ firm_id: { entity: 'firm' } });
    expect(byName.get('year_close')!.columns.map((column) => column.name)).toContain('stock_valuation');
    expect(byName.get('edit_log')!.columns.map((column) => column.name)).not.toContain('request_key');
  });

  it('writes each table after the tables it points at; a new entity takes its place from its links alone', () => {
    const registry = registryOf(
      entity('visit', { FirmId: 'firm', VanId: 'van' }, {}, { Stops: { type: 'array', 'x-virtual': true, 'x-lines': 'visitstop' } }),
      entity('visitstop', { PartyId: 'party' }, { parentKey: 'VisitId', api: false, audit: false }, { VisitId: { type: 'integer' } }),
      entity('van', { FirmId: 'firm' }),
      entity('party'),
      entity('firm'),
    );
    const { order: written, deferred } = order(travelTables(registry));
    const at = (name: string) => names(written).indexOf(name);
    expect(at('firm')).toBeLessThan(at('van'));
    expect(at('van')).toBeLessThan(at('visit'));
    expect(at('visit')).toBeLessThan(at('visitstop'));
    expect(at('party')).toBeLessThan(at('visitstop'));
    expect(names(written).slice(-7)).toEqual(['journal_line', 'stock_move', 'bank_clearing', 'document_counter', 'year_close', 'period_mark', 'edit_log']);
    expect(deferred.size).toBe(0);
  });

  it('fills in last a reference to its own table and one round a ring', () => {
    const registry = registryOf(entity('group', { ParentId: 'group' }), entity('hen', { EggId: 'egg' }), entity('egg', { HenId: 'hen' }));
    const { order: written, deferred } = order(travelTables(registry));
    expect(names(written).slice(0, 3)).toEqual(['group', 'hen', 'egg']);
    expect(deferred).toEqual(new Map([['group', new Set(['ParentId'])], ['hen', new Set(['EggId'])]]));
  });
});
