// The tabs and activities a business starts with mirror the owner's menu (every page, each report page,
// profile control), and a business registered before they existed gets them at the next start.
import { describe, expect, inject, it } from 'vitest';
import { MASTER_MENU, type MenuEntry } from '../../src/shared/master-menu.ts';
import { getJson, registerAndLogin } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { writeStore } from '../support/store-query.ts';
import { storesUnderTest } from '../support/stores.ts';

const REPORT_PAGES = ['ledgerreport', 'stockreport', 'salesreport', 'purchasereport', 'itemwisesalesreport', 'categorywisestockreport', 'purchasereturnreport', 'itemledgerreport', 'purchasechallanreport', 'pcreturnreport', 'itemwisepurchasereport', 'partywiseoutstanding', 'purchaseorderreport', 'deliverychallanreport', 'dcreturnreport', 'salesreturnreport', 'quotationreport'];
const menuPages = (entries: MenuEntry[]): string[] => entries.flatMap((entry) => (entry.path ? [entry.path.slice(1)] : menuPages(entry.children ?? [])));

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
        // Every loaded report (the spec's and the books and GST returns beyond them) is its own activity
        // under Reports, titled as its schema, after the one that opens them all.
        const reportsTab = tabs.find((tab: { tab_name: string }) => tab.tab_name === 'Reports');
        const underReports = activities.filter((activity: { tab_id: number }) => activity.tab_id === reportsTab.Id);
        const schemas = (await getJson(api(first.origin, 'meta/reports'))).body.data.reports as Array<{ title: string; 'x-report': { name: string } }>;
        expect(schemas.length).toBeGreaterThan(REPORT_PAGES.length);
        expect(underReports[0]).toMatchObject({ url: 'reports', activity_title: 'All Reports' });
        expect(new Set(underReports.slice(1).map((activity: { url: string; activity_title: string }) => `${activity.url}: ${activity.activity_title}`))).toEqual(
          new Set(schemas.map((schema) => `${schema['x-report'].name}: ${schema.title}`)),
        );
        expect(new Set(urls).size).toBe(urls.length);
        const icons = (await getJson(api(first.origin, 'iconmaster'))).body.data.rows.map((icon: { IconName: string }) => icon.IconName);
        expect(icons).toEqual(expect.arrayContaining(['sales', 'reports', 'employee']));

        await first.stop();
        const tenant = Number(JSON.parse(Buffer.from(owner.token.split('.')[0], 'base64url').toString()).tid);
        for (const table of ['activity', 'tab']) await writeStore(first, databaseUrl, `delete from ${table} where tenant_id = $1`, [tenant]);
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
