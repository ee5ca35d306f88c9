// Writes TypeScript types for entity records from their schemas, so code that touches records is
// checked against the same truth as the API and the tables.
import type { EntitySchema, PropertySchema, Registry } from './types.ts';

function tsType(property: PropertySchema): string {
  if (property.enum) return property.enum.map((value) => JSON.stringify(value)).join(' | ');
  switch (property.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'array':
      return `Array<${property.items ? tsType(property.items) : 'unknown'}>`;
    case 'object':
      return 'Record<string, unknown>';
    default:
      return 'string';
  }
}

function typeName(schema: EntitySchema): string {
  const name = schema['x-entity'].name;
  return `${name[0].toUpperCase()}${name.slice(1)}Record`;
}

function entityType(schema: EntitySchema): string {
  const required = new Set([...(schema.required ?? []), schema['x-entity'].key]);
  const lines = Object.entries(schema.properties).map(([name, property]) => {
    const doc = property.title ? `  /** ${property.title}${property['x-scale'] !== undefined ? ` (exact to ${property['x-scale']} decimals)` : ''} */\n` : '';
    return `${doc}  ${name}${required.has(name) ? '' : '?'}: ${tsType(property)}${required.has(name) ? '' : ' | null'};`;
  });
  lines.push('  RowVersion?: number;', '  CreatedBy?: string | null;', '  CreatedOn?: string | null;', '  UpdatedBy?: string | null;', '  UpdatedOn?: string | null;');
  return `/** ${schema.title ?? schema['x-entity'].label} */\nexport type ${typeName(schema)} = {\n${lines.join('\n')}\n};\n`;
}

export function typescriptFor(registry: Registry): string {
  const schemas = [...registry.values()].sort((a, b) => a['x-entity'].name.localeCompare(b['x-entity'].name));
  const map = schemas.map((schema) => `  ${schema['x-entity'].name}: ${typeName(schema)};`).join('\n');
  return [
    '// Generated from schemas/ by `node scripts/generate-types.ts`. Do not edit: change the schema and regenerate.',
    '',
    ...schemas.map(entityType),
    `export type EntityRecords = {\n${map}\n};\n`,
  ].join('\n');
}
