// JSON Schema's writeOnly in the engine: such a field (a password) is accepted as input, required only
// when a record is created, never read back, sorted or filtered by, and a schema may not list it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputSchema, writeOnlyProperties } from '../../engine/schema/input.ts';
import { loadRegistry } from '../../engine/schema/loader.ts';
import type { EntitySchema } from '../../engine/schema/types.ts';
import { compileFormSchema } from '../../engine/schema/ui-schema.ts';
import { createAjv, EntityValidator } from '../../engine/schema/validator.ts';
import { storedColumns } from '../../engine/server/read-query.ts';

const member: EntitySchema = {
  type: 'object',
  properties: {
    Id: { type: 'integer' },
    Name: { type: 'string', minLength: 1 },
    Secret: { type: 'string', writeOnly: true, minLength: 3 },
  },
  required: ['Name', 'Secret'],
  'x-entity': { name: 'member', label: 'Members', key: 'Id', listColumns: ['Name'] },
};

describe('writeOnly properties', () => {
  it('are input, required on create and optional on update', () => {
    expect(writeOnlyProperties(member)).toEqual(['Secret']);
    expect(inputSchema(member)).toMatchObject({ required: ['Name', 'Secret'] });
    expect(inputSchema(member, 'update')).toMatchObject({ required: ['Name'] });
    const ajv = createAjv();
    expect(new EntityValidator(ajv, member).check({ Name: 'A' })).toMatchObject({ ok: false, errors: [{ path: '/Secret', message: 'Secret is required' }] });
    expect(new EntityValidator(ajv, member, 'update').check({ Name: 'A' })).toEqual({ ok: true, value: { Name: 'A' } });
    expect(new EntityValidator(ajv, member, 'update').check({ Name: 'A', Secret: 'x' })).toMatchObject({ ok: false });
  });

  it('are never read back', () => {
    expect(storedColumns(member)).not.toContain('Secret');
    expect(storedColumns(member)).toContain('Name');
  });

  it('are not demanded by the browser form (an opened record has no value to show)', () => {
    expect(compileFormSchema(member).required).toEqual(['Name']);
  });

  it('may not be shown in the list or searched', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-writeonly-'));
    fs.writeFileSync(path.join(dir, 'member.json'), JSON.stringify({ ...member, 'x-entity': { ...member['x-entity'], searchFields: ['Secret'] } }));
    expect(() => loadRegistry(dir)).toThrow(/searches "Secret", which is writeOnly/);
  });
});
