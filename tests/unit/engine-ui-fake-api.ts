// An in-memory EntityApi for the engine UI tests: records per entity, search over the display
// field, and spies on every call.
import { vi } from 'vitest';
import type { EntityApi, ListQuery, Row } from '../../engine/ui/api.ts';
import type { EntitySchema } from '../../engine/schema/types.ts';

export type FakeApi = EntityApi & {
  [K in keyof EntityApi]: ReturnType<typeof vi.fn> & EntityApi[K];
} & { data: Record<string, Row[]> };

export function fakeApi(schemas: EntitySchema[], data: Record<string, Row[]>): FakeApi {
  let nextId = 1000;
  const searchField = (entity: string) => {
    const meta = schemas.find((schema) => schema['x-entity'].name === entity)?.['x-entity'];
    return (Array.isArray(meta?.searchFields) ? meta.searchFields[0] : undefined) as string | undefined;
  };
  const api = {
    data,
    meta: vi.fn(async () => ({ client: null, entities: schemas })),
    list: vi.fn(async (entity: string, query: ListQuery) => {
      let rows = data[entity] ?? [];
      const field = searchField(entity);
      if (query.search && field) {
        const text = query.search.toLowerCase();
        rows = rows.filter((row) => String(row[field] ?? '').toLowerCase().includes(text));
      }
      const start = (query.page - 1) * query.perPage;
      return { rows: rows.slice(start, start + query.perPage), total: rows.length };
    }),
    get: vi.fn(async (entity: string, id: string | number) => {
      const row = (data[entity] ?? []).find((item) => String(item.Id) === String(id));
      if (!row) throw new Error('not found');
      return { ...row };
    }),
    create: vi.fn(async (entity: string, body: Row) => {
      const record = { ...body, Id: nextId++, RowVersion: 1 };
      (data[entity] ??= []).push(record);
      return { record, message: 'Data Saved Successfully' };
    }),
    update: vi.fn(async (_entity: string, _id: string | number, body: Row) => ({
      record: { ...body, RowVersion: Number(body.RowVersion ?? 0) + 1 },
      message: 'Data Updated Successfully',
    })),
    remove: vi.fn(async (entity: string, id: string | number) => {
      data[entity] = (data[entity] ?? []).filter((row) => String(row.Id) !== String(id));
      return 'Data Deleted Successfully!';
    }),
  };
  return api as unknown as FakeApi;
}
