// A list's export takes every row the list selects, a server page (1,000 rows) at a time, and writes
// choices and yes/no as the list shows them while money and dates keep their kinds.
import { describe, expect, it } from 'vitest';
import { compileGridColumns } from '../../engine/ui/grid-columns.ts';
import { EXPORT_PAGE_SIZE, fetchEveryRow, listExportTable } from '../../engine/ui/list/list-export.ts';
import type { EntitySchema } from '../../engine/schema/types.ts';
import type { ListQuery } from '../../engine/ui/api.ts';

describe('list export', () => {
  it('fetches 2,345 rows as three pages of the same query, reporting progress', async () => {
    const all = Array.from({ length: 2345 }, (_, index) => ({ Id: index + 1 }));
    const asked: ListQuery[] = [];
    const progress: string[] = [];
    const api = {
      async list(_entity: string, query: ListQuery) {
        asked.push(query);
        const from = (query.page - 1) * query.perPage;
        return { rows: all.slice(from, from + query.perPage), total: all.length };
      },
    };
    const query: ListQuery = { page: 3, perPage: 10, search: 'rice', sort: '-Id', filters: { Active: true } };
    const rows = await fetchEveryRow(api, 'item', query, (fetched, total) => progress.push(`${fetched}/${total}`));
    expect(rows.map((row) => row.Id)).toEqual(all.map((row) => row.Id));
    expect(asked.map((q) => [q.page, q.perPage, q.search, q.sort, q.filters])).toEqual([1, 2, 3].map((page) => [page, EXPORT_PAGE_SIZE, 'rice', '-Id', { Active: true }]));
    expect(progress).toEqual(['1000/2345', '2000/2345', '2345/2345']);
  });

  it('writes a choice and a yes/no as their labels, and keeps money and dates as such', () => {
    const schema = {
      type: 'object',
      properties: {
        Id: { type: 'integer' },
        Name: { type: 'string', title: 'Name' },
        Kind: { type: 'string', title: 'Kind', enum: ['C', 'S'], 'x-ui': { enumNames: ['Customer', 'Supplier'] } },
        Active: { type: 'boolean', title: 'Active' },
        Opening: { type: 'number', title: 'Opening', 'x-scale': 2 },
        Since: { type: 'string', format: 'date', title: 'Since' },
      },
      'x-entity': { name: 'contact', label: 'Contacts', key: 'Id', listColumns: ['Name', 'Kind', 'Active', 'Opening', 'Since'] },
    } as unknown as EntitySchema;
    const table = listExportTable(schema, compileGridColumns(schema), [{ Id: 1, Name: 'Asha', Kind: 'S', Active: true, Opening: 1250.5, Since: '2026-04-01' }]);
    expect(table.columns.map((column) => [column.title, column.type])).toEqual([
      ['Name', 'text'],
      ['Kind', 'text'],
      ['Active', 'text'],
      ['Opening', 'money'],
      ['Since', 'date'],
    ]);
    expect(table.rows[0]).toMatchObject({ Name: 'Asha', Kind: 'Supplier', Active: 'Yes', Opening: 1250.5, Since: '2026-04-01' });
  });
});
