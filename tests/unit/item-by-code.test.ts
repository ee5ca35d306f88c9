// The item a scanned code names (src/client/documents/itemByCode.ts): an item held in the browser at once;
// else the server's exact ?Barcode= / ?ItemCode= filters; and nothing when the browser holds every item.
import { describe, expect, it } from 'vitest';
import type { EntityApi, ListQuery } from '../../engine/ui/api.ts';
import { ItemCatalog } from '../../src/client/documents/DocumentStore.ts';
import { itemByCode } from '../../src/client/documents/itemByCode.ts';

const salt = { Id: 3, ItemName: 'Tata Salt', ItemCode: 'TS-1', Barcode: '8901234500016' };
const parle = { Id: 1, ItemName: 'Parle-G', ItemCode: '1001' };

/** A server holding the two items, answering the item list's exact filters; it notes each query. */
function fakeApi(total: number) {
  const asked: ListQuery[] = [];
  const api = {
    list: async (_entity: string, query: ListQuery) => {
      asked.push(query);
      const rows = [salt, parle].filter((item) => Object.entries(query.filters ?? {}).every(([field, value]) => (item as Record<string, unknown>)[field] === value));
      return { rows: query.filters ? rows : [parle], total: query.filters ? rows.length : total };
    },
  } as unknown as EntityApi;
  return { api, asked };
}

describe('item by scanned code', () => {
  it('answers at once from the items held, and asks the server exactly for one not held', async () => {
    const { api, asked } = fakeApi(2); // two items, one held (a shop with more than the browser keeps)
    const items = new ItemCatalog(api);
    items.remember([parle]);
    const find = itemByCode(items, api, async (ids) => ids.map((ItemId) => ({ ItemId, EffectiveFrom: '2025-09-22', TaxRate: 5, CessRate: 0 })));
    expect(find('1001')).toBe(parle);
    const found = await find('8901234500016');
    expect(found).toMatchObject({ ItemName: 'Tata Salt', RateHistory: [{ ItemId: 3, TaxRate: 5 }] });
    expect(asked.map((query) => query.filters)).toEqual([{ Barcode: '8901234500016' }, { ItemCode: '8901234500016' }]);
    expect(items.map.get(3)).toBe(found); // held from now on
    expect(await find('890123450001')).toBeNull(); // a prefix is no code
  });

  it('answers "none" at once when the browser holds every item', async () => {
    const { api, asked } = fakeApi(1);
    const items = new ItemCatalog(api);
    await items.preload(); // the server's one item: all of them
    expect(items.holdsAll).toBe(true);
    expect(itemByCode(items, api, null)('8909999999999')).toBeNull();
    expect(asked.filter((query) => query.filters)).toEqual([]);
  });
});
