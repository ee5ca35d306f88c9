// Builds the browser app when dist/client is missing or older than any of its sources, so
// `npm start` and `npm test` always serve what is in the tree, without rebuilding needlessly.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(ROOT, 'dist', 'client', 'index.html');
const SOURCES = ['src/client', 'src/shared', 'engine/ui', 'overrides', 'schemas', 'vite.config.ts', 'package-lock.json'];

function newestSourceTime(): number {
  let newest = 0;
  const visit = (target: string) => {
    if (!fs.existsSync(target)) return;
    const stat = fs.statSync(target);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(target)) visit(path.join(target, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  for (const source of SOURCES) visit(path.join(ROOT, source));
  return newest;
}

export function clientBuildIsStale(): boolean {
  return !fs.existsSync(STAMP) || fs.statSync(STAMP).mtimeMs < newestSourceTime();
}

export function buildClientIfStale(): void {
  if (!clientBuildIsStale()) return;
  console.log('Building the browser app (dist/client)…');
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Bahi cannot start: the browser app failed to build (see above).');
    process.exit(result.status ?? 1);
  }
}
