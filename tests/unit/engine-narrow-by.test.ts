// x-narrowBy: a link whose choices depend on another field of the same record (a city within the chosen
// state). The loader checks the declaration, the picker is told which fields narrow it, and a change
// of the narrowing field empties the links below it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../engine/schema/loader.ts';
import type { EntitySchema } from '../../engine/schema/types.ts';
import { compileUiSchema } from '../../engine/schema/ui-schema.ts';
import { clearNarrowedLinks } from '../../engine/ui/form/record.ts';

const region: EntitySchema = {
  type: 'object',
  properties: { Id: { type: 'integer' }, Name: { type: 'string' }, ZoneId: { type: 'integer' } },
  'x-entity': { name: 'region', label: 'Regions', key: 'Id' },
};
const town: EntitySchema = {
  type: 'object',
  properties: { Id: { type: 'integer' }, Name: { type: 'string' }, RegionId: { type: 'integer' } },
  'x-entity': { name: 'town', label: 'Towns', key: 'Id' },
};
const site = (narrowBy: string[]): EntitySchema => ({
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    ZoneId: { type: 'integer' },
    RegionId: { type: 'integer', 'x-narrowBy': narrowBy },
    TownId: { type: 'integer', 'x-narrowBy': ['RegionId'] },
    Name: { type: 'string' },
  },
  'x-entity': { name: 'site', label: 'Sites', key: 'Id', links: { RegionId: 'region', TownId: 'town' } },
});

function schemasDir(files: Record<string, EntitySchema>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-narrow-'));
  for (const [name, schema] of Object.entries(files)) fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(schema));
  return dir;
}

describe('x-narrowBy', () => {
  it('is passed to the link picker', () => {
    const ui = compileUiSchema(site(['ZoneId'])) as Record<string, { 'ui:options'?: Record<string, unknown> }>;
    expect(ui.RegionId['ui:options']).toMatchObject({ target: 'region', narrowBy: ['ZoneId'] });
  });

  it('must name a field both the record and the link target have', () => {
    expect(() => loadRegistry(schemasDir({ region, town, site: site(['ZoneId']) }))).not.toThrow();
    expect(() => loadRegistry(schemasDir({ region, town, site: site(['Colour']) }))).toThrow(/RegionId.x-narrowBy names "Colour"/);
  });

  it('empties the links below a changed field, down the chain, and leaves the rest', () => {
    const schema = site(['ZoneId']);
    const data = { ZoneId: 2, RegionId: 5, TownId: 9, Name: 'Depot' };
    expect(clearNarrowedLinks(schema, ['ZoneId'], data)).toEqual({ ZoneId: 2, RegionId: undefined, TownId: undefined, Name: 'Depot' });
    expect(clearNarrowedLinks(schema, ['RegionId'], data)).toEqual({ ...data, TownId: undefined });
    expect(clearNarrowedLinks(schema, ['Name'], data)).toBe(data);
    // Both chosen in one change (a record loaded into the form): neither is emptied.
    expect(clearNarrowedLinks(schema, ['ZoneId', 'RegionId'], data)).toEqual({ ...data, TownId: undefined });
  });
});
