// The layers stay apart (docs/ARCHITECTURE.md): the engine knows schemas, not business, and imports nothing
// of the app; the browser never imports the server; the schema layer never imports the UI. This test reads
// the source files as text, so it fails the moment a change crosses a line.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...sources(relative));
    else if (/\.(ts|tsx)$/.test(entry.name)) found.push(relative);
  }
  return found;
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** Every module a file imports (static imports, re-exports and dynamic imports), resolved from the root. */
function importsOf(file: string): string[] {
  const text = read(file);
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((match) => match[1]);
  return specifiers.filter((spec) => spec.startsWith('.')).map((spec) => path.relative(ROOT, path.resolve(ROOT, path.dirname(file), spec)));
}

const violations = (files: string[], bad: (target: string) => boolean) =>
  files.flatMap((file) => importsOf(file).filter(bad).map((target) => `${file} imports ${target}`));

// Words of this product's business: none may appear in the engine, code or comments.
const BUSINESS_WORDS = [
  'gst', 'cgst', 'sgst', 'igst', 'gstin', 'hsn', 'gstr', 'sales', 'purchase', 'invoice', 'party', 'parties', 'ledger',
  'voucher', 'firm', 'tax', 'paise', 'rupee', 'rupees', 'customer', 'supplier', 'journal', 'stock', 'debit', 'credit',
  'billing', 'receipt', 'payment', 'quotation', 'challan',
];

describe('layering', () => {
  const engine = sources('engine');
  const browser = [...sources('src/client'), ...sources('overrides/invoices'), ...sources('overrides/billing'), ...sources('overrides/clients'), ...sources('engine/ui')];

  it('the engine imports nothing of the app (src/) or of the overrides', () => {
    expect(violations(engine, (target) => target.startsWith('src/') || target.startsWith('overrides/'))).toEqual([]);
  });

  it('the engine uses no business words, in code or comments', () => {
    const pattern = new RegExp(`\\b(${BUSINESS_WORDS.join('|')})\\b`, 'i');
    const found = engine.flatMap((file) =>
      read(file)
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => pattern.test(line))
        .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('browser code never imports the server (wire types live in src/shared)', () => {
    expect(violations(browser, (target) => target.startsWith('src/server/'))).toEqual([]);
  });

  it('the schema layer never imports the UI', () => {
    expect(violations(sources('engine/schema'), (target) => target.startsWith('engine/ui/'))).toEqual([]);
  });

  it('server code imports the engine server and schema layers only through their index files', () => {
    const inside = (target: string) => /^engine\/(server|schema)\/(?!index\.ts$)/.test(target);
    expect(violations([...sources('src/server'), ...sources('scripts')], inside)).toEqual([]);
  });

  it('shared code (src/shared) imports neither the server nor the browser', () => {
    expect(violations(sources('src/shared'), (target) => target.startsWith('src/server/') || target.startsWith('src/client/'))).toEqual([]);
  });
});
