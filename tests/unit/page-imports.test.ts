// Pages load only what they use (docs/ARCHITECTURE.md, "The browser build"): browser code imports the
// engine's modules themselves, never the engine's index, which would bring the grid, the record form and
// the reports into whatever page named one thing from it; and AG Grid is given its modules one by one, not
// all of them. A test of the source text, so it fails the moment such an import comes back.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
}

const browser = ['src/client', 'src/shared', 'overrides', 'engine/ui'].flatMap(sources);
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

it('imports no engine index in browser code', () => {
  const offenders = browser.filter((file) => /from\s+'[./]*engine\/ui\/index\.ts'|from\s+'\.\/index\.ts'/.test(read(file)) && !file.endsWith('engine/ui/index.ts'));
  expect(offenders).toEqual([]);
});

it('registers AG Grid modules one by one', () => {
  expect(browser.filter((file) => read(file).includes('AllCommunityModule'))).toEqual([]);
});
