// Loads every *.json under a schemas folder into a frozen registry keyed by entity name.
// A broken file stops start-up with its path and the reason (SchemaError).
import fs from 'node:fs';
import path from 'node:path';
import type { EntitySchema, Registry } from './types.ts';

export class SchemaError extends Error {}

export function loadRegistry(schemasDir: string): Registry {
  const registry = new Map<string, EntitySchema>();
  for (const file of jsonFiles(schemasDir)) {
    const schema = readSchema(file);
    const name = schema['x-entity'].name;
    if (registry.has(name)) throw new SchemaError(`${file}: entity "${name}" is defined twice`);
    registry.set(name, deepFreeze(schema));
  }
  return registry;
}

function readSchema(file: string): EntitySchema {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SchemaError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const problem = shapeProblem(parsed);
  if (problem) throw new SchemaError(`${file}: ${problem}`);
  return parsed as EntitySchema;
}

/** The structural checks the engine relies on; the JSON Schema keywords themselves are ajv's business. */
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
  for (const group of [...asArray(meta.unique), ...asArray(meta.indexes)]) {
    for (const column of asArray(group)) {
      if (typeof column !== 'string' || !(column in value.properties)) {
        return `x-entity unique/indexes name "${String(column)}", which is not a property`;
      }
    }
  }
  return null;
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
