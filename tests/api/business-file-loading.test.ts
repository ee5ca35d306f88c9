// While a business file is loaded into a business, in many short writes, the business is fenced: its own
// calls answer 503 (the load's are the only ones it takes) and other businesses carry on. A load cut short
// by a stopped server leaves the fence behind; after 30 minutes it lifts and the file may be loaded again.
// The fence is set in the database here, so the test needs no load slow enough to catch in the act.
import { expect, inject, it } from 'vitest';
import { getJson, registerAndLogin } from '../support/http.ts';
import { describeEachStore } from '../support/stores.ts';
import { queryStore, writeStore } from '../support/store-query.ts';

describeEachStore('Business file: the fence while loading', (server) => {
  const databaseUrl = () => inject('postgresUrl') ?? null;

  async function business() {
    const { email, token } = await registerAndLogin(server().origin);
    const [{ tenant_id: tenantId }] = await queryStore(server(), databaseUrl(), 'select tenant_id from account where email = $1', [email]);
    const api = (path: string) => `${server().origin}/api/${path}?auth=${encodeURIComponent(token)}`;
    const markLoading = (since: Date) => writeStore(server(), databaseUrl(), 'update tenant set loading_since = $1 where id = $2', [since.toISOString(), Number(tenantId)]);
    return { api, markLoading };
  }

  it('answers the business 503 while it loads, and lifts a fence left by a load cut short', async () => {
    const [loading, other] = [await business(), await business()];
    await loading.markLoading(new Date());
    const fenced = await getJson(loading.api('unit'));
    expect([fenced.status, fenced.body.message]).toEqual([503, 'This business is being loaded from a business file; its records will be here when it is done. Please try again in a minute.']);
    expect((await getJson(loading.api('account/import-business'))).status).toBe(503);
    expect((await getJson(other.api('unit'))).status).toBe(200);

    await loading.markLoading(new Date(Date.now() - 31 * 60_000));
    expect((await getJson(loading.api('unit'))).status).toBe(200);
    expect((await getJson(loading.api('account/import-business'))).body.data.Allowed).toBe(true);
  });
});
