// The PDF cache (src/server/print/pdf-cache.ts): bounded by bytes, the least recently used going first,
// entries older than the age limit not served, and a file larger than a quarter of it not kept.
import { describe, expect, it } from 'vitest';
import { PdfCache } from '../../src/server/print/pdf-cache.ts';

const file = (kb: number) => ({ name: `${kb}.pdf`, bytes: Buffer.alloc(kb * 1024) });

describe('PDF cache', () => {
  it('drops the least recently used when full', () => {
    const cache = new PdfCache(100 * 1024, 60_000);
    cache.set('a', file(20), 0);
    cache.set('b', file(20), 0);
    cache.set('c', file(20), 0);
    cache.set('d', file(20), 0);
    expect(cache.get('a', 1)?.name).toBe('20.pdf'); // a is now the latest used
    cache.set('e', file(25), 1); // 105 KB: the least recently used (b) goes
    expect(cache.get('b', 2)).toBeNull();
    for (const key of ['a', 'c', 'd', 'e']) expect(cache.get(key, 2)).not.toBeNull();
    expect(cache.bytes).toBe(85 * 1024);
  });

  it('serves nothing older than its age limit, and keeps no file over a quarter of its size', () => {
    const cache = new PdfCache(100 * 1024, 60_000);
    cache.set('a', file(10), 0);
    expect(cache.get('a', 60_000)).not.toBeNull();
    expect(cache.get('a', 60_001)).toBeNull();
    expect(cache.bytes).toBe(0);
    cache.set('big', file(26), 0);
    expect(cache.get('big', 1)).toBeNull();
    expect(cache.bytes).toBe(0);
  });
});
