import ky from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { createEntityApi, EntityApiError, UNREACHABLE_MESSAGE } from '../../engine/ui/api.ts';
import { ListStore } from '../../engine/ui/stores/ListStore.ts';
import { MetaStore } from '../../engine/ui/stores/MetaStore.ts';
import { fakeApi } from './engine-ui-fake-api.ts';
import { ledgerSchema } from './engine-ui-fixtures.ts';

type Answer = { status: number; body: unknown } | Error;

function client(answers: Answer[]) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    const answer = answers.shift() ?? { status: 200, body: { status: 200, data: {} } };
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  const http = ky.create({ prefix: 'http://bahi.test/api', fetch, retry: 0 });
  return { api: createEntityApi(http), requests };
}

describe('createEntityApi', () => {
  it('lists with Page, PerPage, search, sort and equality filters', async () => {
    const { api, requests } = client([{ status: 200, body: { status: 200, data: { rows: [{ Id: 1 }], total: 41 } } }]);
    const result = await api.list('ledger', { page: 2, perPage: 10, search: 'cash', sort: '-LedgerName', filters: { GroupId: 9 } });
    expect(result).toEqual({ rows: [{ Id: 1 }], total: 41 });
    const url = new URL(requests[0].url);
    expect(url.pathname).toBe('/api/ledger');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      Page: '2',
      PerPage: '10',
      search: 'cash',
      sort: '-LedgerName',
      GroupId: '9',
    });
  });

  it('sends each create with its own Idempotency-Key and retries a create whose answer was lost with the same key', async () => {
    const { api, requests } = client([
      new TypeError('Failed to fetch'),
      { status: 200, body: { status: 200, message: 'Data Saved Successfully', data: { Id: 6 } } },
      { status: 200, body: { status: 200, message: 'Data Saved Successfully', data: { Id: 7 } } },
    ]);
    expect((await api.create('ledger', { LedgerName: 'Cash' })).record).toEqual({ Id: 6 });
    expect((await api.create('ledger', { LedgerName: 'Bank' })).record).toEqual({ Id: 7 });
    const keys = requests.map((request) => request.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]); // the retry: the server answers it with the first's record if that one landed
    expect(keys[2]).not.toBe(keys[0]); // the next record: a new key
  });

  it('gets, creates, updates and deletes with the right methods and returns the messages', async () => {
    const { api, requests } = client([
      { status: 200, body: { status: 200, data: { Id: 5, LedgerName: 'Cash' } } },
      { status: 200, body: { status: 200, message: 'Data Saved Successfully', data: { Id: 6 } } },
      { status: 200, body: { status: 200, message: 'Data Updated Successfully', data: { Id: 6, RowVersion: 2 } } },
      { status: 200, body: { status: 200, message: 'Data Deleted Successfully!' } },
      { status: 200, body: { status: 200, data: { client: 'demo', entities: [ledgerSchema()] } } },
    ]);
    expect(await api.get('ledger', 5)).toEqual({ Id: 5, LedgerName: 'Cash' });
    expect(await api.create('ledger', { LedgerName: 'Bank' })).toEqual({ record: { Id: 6 }, message: 'Data Saved Successfully' });
    expect((await api.update('ledger', 6, { LedgerName: 'Bank', RowVersion: 1 })).message).toBe('Data Updated Successfully');
    expect(await api.remove('ledger', 6)).toBe('Data Deleted Successfully!');
    const meta = await api.meta();
    expect(meta.client).toBe('demo');
    expect(meta.entities[0]['x-entity'].name).toBe('ledger');
    expect(requests.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'GET /api/ledger/5',
      'POST /api/ledger',
      'PUT /api/ledger/6',
      'DELETE /api/ledger/6',
      'GET /api/meta/entities',
    ]);
    expect(await requests[2].json()).toEqual({ LedgerName: 'Bank', RowVersion: 1 });
  });

  it('turns failures into EntityApiError with status, message and field errors', async () => {
    const { api } = client([
      { status: 400, body: { status: 400, message: 'Invalid data', errors: [{ path: '/LedgerName', message: 'is required' }] } },
      { status: 409, body: { status: 409, message: 'Used by 3 sales bills' } },
      { status: 200, body: { status: 500, message: 'Refused' } },
      new TypeError('fetch failed'),
    ]);
    const bad = await api.create('ledger', {}).catch((error: unknown) => error);
    expect(bad).toBeInstanceOf(EntityApiError);
    expect(bad).toMatchObject({ status: 400, message: 'Invalid data', errors: [{ path: '/LedgerName', message: 'is required' }] });
    await expect(api.remove('ledger', 1)).rejects.toMatchObject({ status: 409, message: 'Used by 3 sales bills' });
    await expect(api.get('ledger', 1)).rejects.toMatchObject({ status: 500, message: 'Refused' });
    await expect(api.get('ledger', 1)).rejects.toMatchObject({ status: 0, message: UNREACHABLE_MESSAGE });
  });
});

describe('stores', () => {
  it('ListStore pages, searches and sorts on the server and drops stale answers', async () => {
    const rows = Array.from({ length: 25 }, (_, index) => ({ Id: index + 1, LedgerName: `L${index + 1}` }));
    const api = fakeApi([ledgerSchema()], { ledger: rows });
    const store = new ListStore(api, ledgerSchema());
    expect(store.perPage).toBe(10);
    expect(store.sort).toBe('LedgerName');
    await store.load();
    expect(store.rows).toHaveLength(10);
    expect(store.total).toBe(25);
    expect(store.pageCount).toBe(3);
    await store.setPage(3);
    expect(store.rows).toHaveLength(5);
    await store.setSort('-LedgerName');
    expect(store.page).toBe(1);
    expect(api.list).toHaveBeenLastCalledWith('ledger', expect.objectContaining({ sort: '-LedgerName', page: 1 }));
    const slow = store.setSearch('L1');
    const fast = store.setSearch('L2');
    await Promise.all([slow, fast]);
    expect(store.search).toBe('L2');
    expect(store.total).toBe(7); // L2, L20..L25
    api.list.mockRejectedValueOnce(new EntityApiError(403, 'Not permitted'));
    await store.reload();
    expect(store.state).toBe('error');
    expect(store.error).toBe('Not permitted');
  });

  it('ListStore steps back a page when the last row of the last page goes', async () => {
    const api = fakeApi([ledgerSchema()], { ledger: Array.from({ length: 11 }, (_, index) => ({ Id: index + 1 })) });
    const store = new ListStore(api, ledgerSchema());
    await store.setPage(2);
    expect(store.rows).toHaveLength(1);
    await api.remove('ledger', 11);
    await store.reload();
    await vi.waitFor(() => expect(store.page).toBe(1));
    await vi.waitFor(() => expect(store.rows).toHaveLength(10));
  });

  it('MetaStore loads once and reports errors', async () => {
    const api = fakeApi([ledgerSchema()], {});
    const meta = new MetaStore(api);
    expect(meta.get('ledger')).toBeUndefined();
    await Promise.all([meta.ensureLoaded(), meta.ensureLoaded()]);
    expect(api.meta).toHaveBeenCalledTimes(1);
    expect(meta.get('ledger')?.title).toBe('Ledger');
    expect(meta.names).toEqual(['ledger']);
    api.meta.mockRejectedValueOnce(new EntityApiError(401, 'Session expired'));
    await meta.reload();
    expect(meta.state).toBe('error');
    expect(meta.error).toBe('Session expired');
  });
});
