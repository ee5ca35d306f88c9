// What a client may send for an entity: every stored property except the key, the audit columns,
// and fields the server sets itself (x-ui.readOnly or x-virtual).
import { AUDIT_COLUMNS } from './table.ts';
import type { EntitySchema, PropertySchema } from './types.ts';

const AUDIT = new Set(AUDIT_COLUMNS.map((column) => column.name));

export function isInputProperty(schema: EntitySchema, name: string, property: PropertySchema): boolean {
  return name !== schema['x-entity'].key && !AUDIT.has(name) && !property['x-virtual'] && property['x-ui']?.readOnly !== true;
}

/**
 * The JSON Schema the server validates input with: input properties only, nothing else kept. For an
 * update, `writeOnly` properties are optional: the client never saw their value, and leaving one out
 * keeps the stored value.
 */
export function inputSchema(schema: EntitySchema, purpose: 'create' | 'update' = 'create'): object {
  const properties = Object.fromEntries(Object.entries(schema.properties).filter(([name, property]) => isInputProperty(schema, name, property)));
  const optional = (name: string) => purpose === 'update' && properties[name].writeOnly === true;
  return {
    type: 'object',
    properties,
    required: (schema.required ?? []).filter((name) => name in properties && !optional(name)),
    additionalProperties: false,
  };
}

/** Properties written but never read back (passwords): JSON Schema's `writeOnly`. */
export function writeOnlyProperties(schema: EntitySchema): string[] {
  return Object.entries(schema.properties).filter(([, property]) => property.writeOnly === true).map(([name]) => name);
}
