// A new business's owner in an API test: the signed-in API, the tenant's id, a create that must succeed,
// and direct reads of the store. The few lines most API tests begin with, written once.
import { expect, inject } from 'vitest';
import { registerAndLogin, sendJson } from './http.ts';
import type { RunningServer } from './server.ts';
import { queryStore } from './store-query.ts';

export type OwnerBooks = {
  api(path: string): string;
  tenant: number;
  /** POSTs a record and answers its data; anything but 200 fails the test with the answer. */
  post(entity: string, body: object): Promise<any>;
  /** A query on the server's store ($1 placeholders on both). */
  q(text: string, params?: unknown[]): Promise<any[]>;
};

export async function ownerBooks(server: RunningServer): Promise<OwnerBooks> {
  const owner = await registerAndLogin(server.origin);
  const api = (path: string) => `${server.origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${owner.token}`;
  const q = (text: string, params: unknown[] = []) => queryStore(server, inject('postgresUrl'), text, params);
  const tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  return { api, tenant, post, q };
}
