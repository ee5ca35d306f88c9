// An import's batches (src/server/import/import-service.ts) against a stand-in store: every row is
// checked before any is written, repeats across batches are found, and a batch refused while writing
// (a name saved meanwhile by someone else) has the earlier batches' records deleted again, so the import
// is still all or none.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../engine/schema/loader.ts';
import type { EntityStore, ManyCreated } from '../../engine/server/index.ts';
import { BATCH_ROWS, runImport } from '../../src/server/import/import-service.ts';
import { parseFile } from '../../src/server/import/parse-file.ts';

const registry = loadRegistry(path.resolve(import.meta.dirname, '../../schemas'));
const caller = { tenantId: 1, actor: 'owner' };

/** A store that keeps what it is asked, saving every batch but the `refuse`-th write. */
function fakeStore(refuse?: number) {
  const calls: Array<{ dryRun: boolean; names: string[] }> = [];
  const removed: unknown[] = [];
  let nextId = 1;
  let writes = 0;
  const store = {
    async createMany(_entity: string, _caller: unknown, inputs: Array<Record<string, unknown>>, options: { dryRun?: boolean }): Promise<ManyCreated> {
      calls.push({ dryRun: !!options.dryRun, names: inputs.map((input) => String(input.CategoryName)) });
      if (options.dryRun) return { records: [], errors: [], warnings: [], saved: false };
      writes += 1;
      if (writes === refuse) return { records: [], errors: [{ path: '/3/CategoryName', message: 'Category name "Meanwhile" already exists' }], warnings: [], saved: false };
      return { records: inputs.map((input) => ({ ...input, Id: nextId++ })), errors: [], warnings: [], saved: true };
    },
    async remove(_entity: string, _caller: unknown, id: unknown) {
      removed.push(id);
    },
  };
  return { store: store as unknown as EntityStore, calls, removed };
}

const file = (names: string[]) => ({ text: ['Category name', ...names].join('\n') });
const names = (count: number) => Array.from({ length: count }, (_, n) => `Category ${n}`);
const run = (store: EntityStore, text: { text: string }, commit: boolean) => runImport({ db: null as never, registry, store, parse: (upload) => parseFile(upload, 50_000) }, caller, 'category', text, commit);

describe('import batches', () => {
  it('checks every batch before writing any, then writes them in order', async () => {
    const { store, calls } = fakeStore();
    const answer = await run(store, file(names(BATCH_ROWS * 2 + 1)), true);
    expect(answer).toMatchObject({ total: BATCH_ROWS * 2 + 1, errors: [], saved: true });
    expect(calls.map((call) => [call.dryRun, call.names.length])).toEqual([[true, BATCH_ROWS], [true, BATCH_ROWS], [true, 1], [false, BATCH_ROWS], [false, BATCH_ROWS], [false, 1]]);
  });

  it('finds a name given again in a later batch, and writes nothing', async () => {
    const { store, calls } = fakeStore();
    const answer = await run(store, file([...names(BATCH_ROWS), 'category 0']), true);
    expect(answer.saved).toBe(false);
    expect(answer.errors).toEqual([{ row: BATCH_ROWS + 2, field: 'CategoryName', column: 'Category name', message: 'Category name "category 0" is given again (first at record 1)' }]);
    expect(calls.every((call) => call.dryRun)).toBe(true);
  });

  it('deletes what the earlier batches wrote when a later one is refused, and answers with its row', async () => {
    const { store, removed } = fakeStore(3);
    const answer = await run(store, file(names(BATCH_ROWS * 3)), true);
    expect(answer.saved).toBe(false);
    expect(answer.errors).toEqual([{ row: BATCH_ROWS * 2 + 3 + 2, field: 'CategoryName', column: 'Category name', message: 'Category name "Meanwhile" already exists' }]);
    expect(removed).toHaveLength(BATCH_ROWS * 2);
    expect(removed[0]).toBe(BATCH_ROWS * 2); // newest first
  });
});
