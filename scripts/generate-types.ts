// Generates src/generated/database.ts (a Kysely Database interface) from schemas/ and the server's own
// tables. With --check it only reports whether the file is stale (exit 1), which `npm run typecheck` uses
// so a schema change without regenerating fails.
import fs from 'node:fs';
import path from 'node:path';
import { loadRegistry, tableFromSchema, typescriptFor } from '../engine/schema/index.ts';
import { systemTables } from '../src/server/db/system-tables.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET = path.join(ROOT, 'src', 'generated', 'database.ts');

export function expectedTypes(schemasDir = path.join(ROOT, 'schemas')): string {
  return typescriptFor([...systemTables, ...[...loadRegistry(schemasDir).values()].map(tableFromSchema)]);
}

if (import.meta.main) {
  const expected = expectedTypes();
  const current = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, 'utf8') : '';
  if (process.argv.includes('--check')) {
    if (current !== expected) {
      console.error('src/generated/database.ts is stale: run `node scripts/generate-types.ts` (npm run types) and commit it.');
      process.exit(1);
    }
  } else if (current !== expected) {
    fs.mkdirSync(path.dirname(TARGET), { recursive: true });
    fs.writeFileSync(TARGET, expected);
    console.log('wrote src/generated/database.ts');
  }
}
