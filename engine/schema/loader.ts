// Loads every *.json under a schemas folder into a frozen registry keyed by entity name, applies a
// client's merge patches over them, and checks each result: its shape for the engine and its JSON
// Schema keywords with ajv. A broken file stops start-up with its path and the reason (SchemaError).
import fs from 'node:fs';
import path from 'node:path';
import { mergePatch } from './merge-patch.ts';
import type { EntitySchema, Registry } from './types.ts';
import { createAjv } from './validator.ts';

export class SchemaError extends Error {}

const schemaFiles = new WeakMap<EntitySchema, string>();

/** The file a loaded schema came from (its base file, or the client patch that last changed it), for messages. */
export function schemaFile(schema: EntitySchema): string | undefined {
  return schemaFiles.get(schema);
}

export type LoadOptions = {
  /** A client's folder of patches (<entity>.json); a file naming a new entity adds it. */
  patchesDir?: string | null;
};

/**
 * The order: every base file; a client's patch on each base; the `x-extends` files over their (patched)
 * bases, so one client patch on a shared base reaches every entity derived from it; a client's patch on a
 * derived entity; last, client files that name new entities.
 */
export function loadRegistry(schemasDir: string, options: LoadOptions = {}): Registry {
  const registry = new Map<string, { schema: EntitySchema; file: string }>();
  const derived: Array<{ file: string; patch: Record<string, any> }> = [];
  const patches = clientPatches(options.patchesDir);
  const add = (file: string, schema: EntitySchema) => {
    addEntity(registry, file, schema);
    const name = schema['x-entity'].name;
    const patch = patches.get(name);
    if (!patch) return;
    patches.delete(name);
    const patched = mergePatch(schema, patch.content) as EntitySchema;
    checkShape(patch.file, patched);
    registry.set(name, { schema: patched, file: patch.file });
  };
  for (const file of jsonFiles(schemasDir)) {
    const content = readJson(file) as Record<string, any>;
    if ('x-report' in content) continue; // a report, loaded by report-schema.ts
    if (typeof content['x-extends'] === 'string') {
      derived.push({ file, patch: content });
      continue;
    }
    add(file, content as EntitySchema);
  }
  // "x-extends": "base" makes a file a merge patch over another entity's schema (resolved in order, so
  // a derived schema may itself be extended).
  while (derived.length > 0) {
    const ready = derived.findIndex(({ patch }) => registry.has(patch['x-extends']));
    if (ready < 0) throw new SchemaError(`${derived[0].file}: x-extends names "${derived[0].patch['x-extends']}", which is no entity`);
    const [{ file, patch }] = derived.splice(ready, 1);
    const { 'x-extends': base, ...rest } = patch;
    const merged = mergePatch(registry.get(base)!.schema, rest) as EntitySchema;
    // Kept so rules outside the engine can tell what an entity was derived from (x-entity.extends).
    if (merged['x-entity'] && typeof merged['x-entity'] === 'object') merged['x-entity'] = { ...merged['x-entity'], extends: base };
    add(file, merged);
  }
  for (const [name, { file, content }] of patches) {
    checkShape(file, content);
    registry.set(name, { schema: content as EntitySchema, file });
  }
  const ajv = createAjv();
  const frozen = new Map<string, EntitySchema>();
  const lineOwners = new Map<string, string>();
  for (const [name, { schema, file }] of registry) {
    try {
      ajv.compile({ ...schema, $schema: undefined, $id: undefined });
    } catch (error) {
      throw new SchemaError(`${file}: ${(error as Error).message}`);
    }
    checkLinks(file, schema, registry);
    checkLineOwner(file, name, schema, lineOwners);
    frozen.set(name, deepFreeze(schema));
    schemaFiles.set(schema, file);
  }
  return frozen;
}

/** A client's files by the entity they name (the file's name): patches, or whole new entities. */
function clientPatches(dir: string | null | undefined): Map<string, { file: string; content: Record<string, any> }> {
  const patches = new Map<string, { file: string; content: Record<string, any> }>();
  if (!dir || !fs.existsSync(dir)) return patches;
  for (const file of jsonFiles(dir)) patches.set(path.basename(file, '.json'), { file, content: readJson(file) as Record<string, any> });
  return patches;
}

function addEntity(registry: Map<string, { schema: EntitySchema; file: string }>, file: string, schema: EntitySchema): void {
  checkShape(file, schema);
  const name = schema['x-entity'].name;
  if (registry.has(name)) throw new SchemaError(`${file}: entity "${name}" is defined twice`);
  registry.set(name, { schema, file });
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SchemaError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

function checkShape(file: string, value: unknown): void {
  const problem = shapeProblem(value);
  if (problem) throw new SchemaError(`${file}: ${problem}`);
}

/** The structural checks the engine relies on; the JSON Schema keywords themselves are ajv's business. */
const STORABLE_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'];

function shapeProblem(value: unknown): string | null {
  if (!isObject(value)) return 'the file must hold one JSON object';
  if (value.type !== 'object') return '"type" must be "object"';
  if (!isObject(value.properties)) return '"properties" must be an object';
  const meta = value['x-entity'];
  if (!isObject(meta)) return 'an "x-entity" block is required';
  if (typeof meta.name !== 'string' || !/^[a-z][a-z0-9_]*$/.test(meta.name)) {
    return 'x-entity.name must be a lower-case identifier';
  }
  if (typeof meta.key !== 'string' || !(meta.key in value.properties)) {
    return 'x-entity.key must name one of the properties';
  }
  for (const [name, property] of Object.entries(value.properties)) {
    // One JSON type per property: the table gives each column one store type ("type": ["integer", "null"]
    // has none; a value is left out, not null, to be empty).
    if (isObject(property) && property.type !== undefined && !STORABLE_TYPES.includes(property.type as string)) {
      return `property ${name}: "type" must be one of ${STORABLE_TYPES.join(', ')} (a list of types cannot be stored in one column)`;
    }
  }
  for (const [name, property] of Object.entries(value.properties)) {
    if (!isObject(property) || property['x-ignoreCase'] === undefined) continue;
    const inUnique = asArray(meta.unique).some((set) => asArray(set).includes(name));
    if (property['x-ignoreCase'] !== true || (property.type ?? 'string') !== 'string' || property.format !== undefined || !inUnique) {
      return `property ${name}: "x-ignoreCase" is true or absent, on a text property named in x-entity.unique`;
    }
  }
  const named = [...asArray(meta.unique), ...asArray(meta.indexes)].flatMap(asArray);
  for (const column of [...named, ...asArray(meta.listColumns), ...asArray(meta.searchFields)]) {
    if (typeof column !== 'string' || !(column in value.properties)) {
      return `x-entity names "${String(column)}", which is not a property`;
    }
  }
  for (const column of asArray(meta.listFilters)) {
    const property = typeof column === 'string' ? value.properties[column] : undefined;
    if (!property || (property.type !== 'boolean' && !Array.isArray(property.enum))) {
      return `x-entity.listFilters names "${String(column)}", which is not a yes-or-no or choice property`;
    }
  }
  for (const column of [...asArray(meta.listColumns), ...asArray(meta.searchFields), meta.defaultSort]) {
    if (typeof column === 'string' && value.properties[column.replace(/^-/, '')]?.writeOnly === true) {
      return `x-entity shows or searches "${column}", which is writeOnly (never read back)`;
    }
  }
  return null;
}

function checkLinks(file: string, schema: EntitySchema, registry: Map<string, { schema: EntitySchema }>): void {
  for (const [column, target] of Object.entries(schema['x-entity'].links ?? {})) {
    if (!(column in schema.properties)) throw new SchemaError(`${file}: x-entity.links names "${column}", which is not a property`);
    if (!registry.has(target)) throw new SchemaError(`${file}: x-entity.links.${column} points at "${target}", which is no entity`);
  }
  for (const [name, property] of Object.entries(schema.properties)) {
    const narrowBy = property['x-narrowBy'];
    if (narrowBy !== undefined) {
      const target = registry.get(schema['x-entity'].links?.[name] ?? '')?.schema;
      if (!target) throw new SchemaError(`${file}: ${name} has x-narrowBy but is no link (x-entity.links)`);
      for (const field of asArray(narrowBy)) {
        if (typeof field !== 'string' || !(field in schema.properties) || !(field in target.properties)) {
          throw new SchemaError(`${file}: ${name}.x-narrowBy names "${String(field)}", which this entity and ${target['x-entity'].name} must both have`);
        }
      }
    }
    const lines = property['x-lines'];
    if (lines === undefined) continue;
    const lineSchema = typeof lines === 'string' ? registry.get(lines)?.schema : undefined;
    if (!lineSchema) throw new SchemaError(`${file}: ${name} has x-lines "${String(lines)}", which is no entity`);
    const parentKey = lineSchema['x-entity'].parentKey;
    if (typeof parentKey !== 'string' || !(parentKey in lineSchema.properties) || !('LineNo' in lineSchema.properties)) {
      throw new SchemaError(`${file}: the line entity "${lines}" needs x-entity.parentKey naming one of its properties, and a LineNo property`);
    }
    if (property.type !== 'array' || !property['x-virtual']) throw new SchemaError(`${file}: ${name} holds lines, so it must be an x-virtual array`);
  }
}

/**
 * A line entity's rows are found by their parent's key alone, so one line table serves one parent: two
 * entities sharing it (a derived entity that kept its base's line property) would read each other's rows.
 */
function checkLineOwner(file: string, name: string, schema: EntitySchema, owners: Map<string, string>): void {
  for (const [property, value] of Object.entries(schema.properties)) {
    const lines = value['x-lines'];
    if (typeof lines !== 'string') continue;
    const owner = owners.get(lines);
    if (owner && owner !== name) {
      throw new SchemaError(`${file}: ${property} holds the lines "${lines}", which are ${owner}'s: give ${name} its own line entity, or drop the property (null)`);
    }
    owners.set(lines, name);
  }
}

function jsonFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) throw new SchemaError(`${dir}: schemas folder not found`);
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function isObject(value: unknown): value is Record<string, any> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
