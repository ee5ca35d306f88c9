// Writes a Kysely `Database` interface from the tables the schemas (and the server's own declared tables)
// make: each table's columns as they are stored (integers for exact decimals, text for dates), so code that
// reads and writes rows is checked against the same truth as the migrations.
import type { ColumnType, TableSpec } from './table.ts';

/** What a column holds when read back, on either store (a boolean is 0 or 1 in the embedded one). */
const STORED: Record<ColumnType, string> = {
  text: 'string',
  integer: 'number',
  boolean: 'boolean | number',
  date: 'string',
  timestamp: 'string',
  json: 'unknown',
  real: 'number',
};

const typeName = (table: string) => `${table.replace(/(^|_)([a-z])/g, (_match, _sep, letter: string) => letter.toUpperCase())}Table`;

function tableType(table: TableSpec): string {
  const lines: string[] = [];
  if (table.autoKey) lines.push(`  ${table.autoKey}: Generated<number>;`);
  if (table.tenantScoped) lines.push('  tenant_id: number;');
  for (const column of table.columns) {
    if (column.name === table.autoKey || (table.tenantScoped && column.name === 'tenant_id')) continue;
    const type = STORED[column.type];
    // A NOT NULL column the migrator gives a zero default (migrate.ts) may be left out of an insert.
    const defaulted = column.notNull && column.type !== 'date' && column.type !== 'timestamp' && column.type !== 'json';
    lines.push(`  ${column.name}: ${defaulted ? `Generated<${type}>` : column.notNull ? type : `${type} | null`};`);
  }
  return `export type ${typeName(table.name)} = {\n${lines.join('\n')}\n};\n`;
}

/** The generated module: one row type per table and the Database interface over them. */
export function typescriptFor(tables: readonly TableSpec[]): string {
  const sorted = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  const map = sorted.map((table) => `  ${table.name}: ${typeName(table.name)};`).join('\n');
  return [
    '// Generated from schemas/ and the server\'s declared tables by `node scripts/generate-types.ts`. Do not edit:',
    '// change the schema and regenerate (`npm run typecheck` fails while this is stale).',
    "import type { Generated } from 'kysely';",
    '',
    ...sorted.map(tableType),
    `export interface Database {\n${map}\n}\n`,
  ].join('\n');
}
