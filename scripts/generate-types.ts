// Generates src/generated/entities.ts from schemas/. With --check it only reports whether the file is
// stale (exit 1), which `npm run typecheck` uses so a schema change without regenerating fails.
import fs from 'node:fs';
import path from 'node:path';
import { loadRegistry } from '../engine/schema/loader.ts';
import { typescriptFor } from '../engine/schema/typescript.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const TARGET = path.join(ROOT, 'src', 'generated', 'entities.ts');
const expected = typescriptFor(loadRegistry(path.join(ROOT, 'schemas')));
const current = fs.existsSync(TARGET) ? fs.readFileSync(TARGET, 'utf8') : '';

if (process.argv.includes('--check')) {
  if (current !== expected) {
    console.error('src/generated/entities.ts is stale: run `node scripts/generate-types.ts` (npm run types) and commit it.');
    process.exit(1);
  }
} else if (current !== expected) {
  fs.mkdirSync(path.dirname(TARGET), { recursive: true });
  fs.writeFileSync(TARGET, expected);
  console.log('wrote src/generated/entities.ts');
}
