// The tabs and activities a business starts with mirror the owner's menu (every page, each report page,
// profile control), and a business registered before they existed gets them at the next start.
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { MASTER_MENU, type MenuEntry } from '../../src/shared/master-menu.ts';
import { getJson, registerAndLogin } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { storesUnderTest } from '../support/stores.ts';

const REPORT_PAGES = ['ledgerreport', 'stockreport', 'salesreport', 'purchasereport', 'itemwisesalesreport', 'categorywisestockreport', 'purchasereturnreport', 'itemledgerreport', 'purchasechallanreport', 'pcreturnreport', 'itemwisepurchasereport', 'partywiseoutstanding', 'purchaseorderreport', 'deliverychallanreport', 'dcreturnreport', 'salesreturnreport', 'quotationreport'];
const menuPages = (entries: MenuEntry[]): string[] => entries.flatMap((entry) => (entry.path ? [entry.path.slice(1)] : menuPages(entry.children ?? [])));

/** Writes to a test server's database directly (to make a business look registered long ago). */
async function writeStore(server: RunningServer, databaseUrl: string | null, statements: string[], tenantId: number): Promise<void> {
  if (server.store === 'sqlite') {
    const db = new DatabaseSync(path.join(server.dataDir, 'bahi.sqlite'));
    try {
      for (const text of statements) db.prepare(text.replace('$1', '?')).run(tenantId);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl! });
  await client.connect();
  try {
    for (const text of statements) await client.query(text, [tenantId]);
  } finally {
    await client.end();
  }
}

describe('default menu', () => {
  for (const store of storesUnderTest()) {
    it(`seeds every page at registration, and at start-up for a business without tabs [${store}]`, async () => {
      const databaseUrl = inject('postgresUrl');
      const first = await startServer({ store, databaseUrl });
      let second: RunningServer | null = null;
      try {
        const owner = await registerAndLogin(first.origin);
        const api = (origin: string, p: string) => `${origin}/api/${p}?PerPage=1000&auth=${owner.token}`;
        const tabs = (await getJson(api(first.origin, 'tab'))).body.data.rows;
        const activities = (await getJson(api(first.origin, 'activity'))).body.data.rows;
        expect(tabs.map((tab: { tab_name: string }) => tab.tab_name)).toEqual(MASTER_MENU.map((entry) => entry.label));
        expect(tabs.find((tab: { tab_name: string }) => tab.tab_name === 'Dashboard')).toMatchObject({ is_subtab: '0', is_active: '1' });
        const urls = activities.map((activity: { url: string }) => activity.url);
        for (const page of [...menuPages(MASTER_MENU), ...REPORT_PAGES, 'profilecontrol']) expect(urls).toContain(page);
        expect(new Set(urls).size).toBe(urls.length);
        const icons = (await getJson(api(first.origin, 'iconmaster'))).body.data.rows.map((icon: { IconName: string }) => icon.IconName);
        expect(icons).toEqual(expect.arrayContaining(['sales', 'reports', 'employee']));

        await first.stop();
        const tenant = Number(JSON.parse(Buffer.from(owner.token.split('.')[0], 'base64url').toString()).tid);
        await writeStore(first, databaseUrl, ['delete from activity where tenant_id = $1', 'delete from tab where tenant_id = $1'], tenant);
        second = await startServer({ store, databaseUrl, dataDir: first.dataDir });
        const reseeded = await getJson(api(second.origin, 'tab'));
        expect(reseeded.body.data.total).toBe(MASTER_MENU.length);
        expect((await getJson(api(second.origin, 'activity'))).body.data.total).toBe(activities.length);
      } finally {
        await first.stop();
        await second?.stop();
      }
    });
  }
});
