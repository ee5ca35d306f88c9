// What is in each chunk of the browser build: builds the app (into dist/client, as `npm run build` does)
// and prints every JavaScript chunk with its minified, brotli and gzip sizes, the chunks it imports, and
// its biggest sources grouped by package, so a page's weight can be traced to what it pulls in.
//   node scripts/chunk-report.ts [--modules N] [--list NAME] [--page NAME]
// --modules N: the N biggest owners per chunk (12 by default); --list NAME: every source of the chunks
// whose file name starts with NAME, one a line; --page NAME: what opening the page whose lazy chunk's
// file name starts with NAME downloads (the entry, that chunk and every chunk they import), summed.
import path from 'node:path';
import zlib from 'node:zlib';
import { build, type Plugin } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const topFlag = process.argv.indexOf('--modules');
const TOP = topFlag > 0 ? Number(process.argv[topFlag + 1]) : 12;
const listFlag = process.argv.indexOf('--list');
const LIST = listFlag > 0 ? `assets/${process.argv[listFlag + 1]}` : null;
const pageFlag = process.argv.indexOf('--page');
const PAGE = pageFlag > 0 ? `assets/${process.argv[pageFlag + 1]}` : null;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** node_modules/<pkg>/… → the package (scoped ones keep their scope); our own files keep their folder. */
function owner(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const marker = clean.lastIndexOf('node_modules/');
  if (marker >= 0) {
    const parts = clean.slice(marker + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const relative = path.relative(ROOT, clean);
  return relative.split('/').slice(0, 3).join('/');
}

const report: Plugin = {
  name: 'bahi-chunk-report',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
    chunks.sort((a, b) => b.code.length - a.code.length);
    const sizes = new Map<string, { min: number; br: number; gz: number }>();
    for (const chunk of chunks) {
      const code = Buffer.from(chunk.code);
      const br = zlib.brotliCompressSync(code, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      const gz = zlib.gzipSync(code, { level: 9 }).length;
      sizes.set(chunk.fileName, { min: code.length, br, gz });
      console.log(`\n${chunk.fileName}${chunk.isEntry ? ' (entry)' : ''}: ${kb(code.length)} min, ${kb(br)} br, ${kb(gz)} gz`);
      if (chunk.imports.length) console.log(`  imports: ${chunk.imports.join(', ')}`);
      if (chunk.dynamicImports.length) console.log(`  loads later: ${chunk.dynamicImports.length} chunks`);
      const byOwner = new Map<string, number>();
      for (const [id, info] of Object.entries(chunk.modules)) {
        byOwner.set(owner(id), (byOwner.get(owner(id)) ?? 0) + info.renderedLength);
      }
      const biggest = [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, TOP);
      for (const [name, size] of biggest) console.log(`  ${kb(size).padStart(10)}  ${name}`);
      if (LIST && chunk.fileName.startsWith(LIST)) {
        for (const [id, info] of Object.entries(chunk.modules)) console.log(`    ${kb(info.renderedLength).padStart(10)}  ${path.relative(ROOT, id)}`);
      }
    }
    if (PAGE) {
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const loaded = new Set<string>();
      const visit = (name: string) => {
        if (loaded.has(name) || !byName.has(name)) return;
        loaded.add(name);
        for (const imported of byName.get(name)!.imports) visit(imported);
      };
      for (const chunk of chunks) if (chunk.isEntry || chunk.fileName.startsWith(PAGE)) visit(chunk.fileName);
      const rows = [...loaded].map((name) => ({ name, ...sizes.get(name)! })).sort((a, b) => b.br - a.br);
      const sum = (key: 'min' | 'br' | 'gz') => rows.reduce((total, row) => total + row[key], 0);
      console.log(`\nOpening ${PAGE}* loads ${rows.length} chunks: ${kb(sum('min'))} min, ${kb(sum('br'))} br, ${kb(sum('gz'))} gz`);
      for (const row of rows) console.log(`  ${kb(row.min).padStart(10)} min ${kb(row.br).padStart(10)} br ${kb(row.gz).padStart(10)} gz  ${row.name}`);
    }
  },
};

await build({ root: path.join(ROOT, 'src/client'), configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn', plugins: [report] });
