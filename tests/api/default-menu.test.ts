// The tabs and activities a business starts with mirror the owner's menu (every page, each report page,
// profile control), a business registered before they existed gets them at the next start, and pages a
// release adds join an existing business's menu once, never bringing back one its owner deleted.
import { describe, expect, inject, it } from 'vitest';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { buildSidebar, menuPages as derivedPages, type MenuEntry } from '../../src/shared/menu-from-schemas.ts';
import { getJson, registerAndLogin } from '../support/http.ts';
import { startServer, type RunningServer } from '../support/server.ts';
import { queryStore, writeStore } from '../support/store-query.ts';
import { storesUnderTest } from '../support/stores.ts';

const REPORT_PAGES = ['ledgerreport', 'stockreport', 'salesreport', 'purchasereport', 'itemwisesalesreport', 'categorywisestockreport', 'purchasereturnreport', 'itemledgerreport', 'purchasechallanreport', 'pcreturnreport', 'itemwisepurchasereport', 'partywiseoutstanding', 'purchaseorderreport', 'deliverychallanreport', 'dcreturnreport', 'salesreturnreport', 'quotationreport'];
const menuPages = (entries: MenuEntry[]): string[] => entries.flatMap((entry) => (entry.path ? [entry.path.slice(1)] : menuPages(entry.children ?? [])));
/** The master's sidebar, derived from the schemas' menu blocks. */
const MASTER_MENU = buildSidebar(derivedPages(loadRegistry('schemas').values(), []));

describe('default menu', () => {
  for (const store of storesUnderTest()) {
    // Four server starts in one test: on a loaded machine (the whole suite on two cores) that passes 30 s.
    it(`seeds every page at registration, at start-up for a business without tabs, and a release's new pages once [${store}]`, { timeout: 120_000 }, async () => {
      const databaseUrl = inject('postgresUrl');
      const first = await startServer({ store, databaseUrl });
      let second: RunningServer | null = null;
      let third: RunningServer | null = null;
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
        // meta/reports is no list: it takes no PerPage (an unknown parameter is a 400).
        const schemas = (await getJson(`${first.origin}/api/meta/reports?auth=${owner.token}`)).body.data.reports as Array<{ title: string; 'x-report': { name: string } }>;
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
        // As a business registered before tabs existed: no tabs, no record of the pages offered.
        for (const table of ['activity', 'tab']) await writeStore(first, databaseUrl, `delete from ${table} where tenant_id = $1`, [tenant]);
        await writeStore(first, databaseUrl, 'update tenant set menu_pages = null where id = $1', [tenant]);
        second = await startServer({ store, databaseUrl, dataDir: first.dataDir });
        const reseeded = await getJson(api(second.origin, 'tab'));
        expect(reseeded.body.data.total).toBe(MASTER_MENU.length);
        expect((await getJson(api(second.origin, 'activity'))).body.data.total).toBe(activities.length);

        // A release adds the GSTR-3B page: it was never offered to this business, so it joins the
        // Reports tab, last. The owner deleted the trial balance page after it was offered: it stays out.
        await second.stop();
        const held = async (server: RunningServer) => (await getJson(api(server.origin, 'activity'))).body.data.rows as Array<{ url: string; tab_id: number; SortOrder: number }>;
        const [pages] = await queryStore(first, databaseUrl, 'select menu_pages from tenant where id = $1', [tenant]);
        expect(String(pages.menu_pages).split('\n')).toEqual(expect.arrayContaining(['gstr3b', 'trialbalance', 'profilecontrol']));
        await writeStore(first, databaseUrl, "delete from activity where tenant_id = $1 and url in ('gstr3b', 'trialbalance')", [tenant]);
        await writeStore(first, databaseUrl, 'update tenant set menu_pages = $1 where id = $2', [String(pages.menu_pages).replace('gstr3b\n', ''), tenant]);
        third = await startServer({ store, databaseUrl, dataDir: first.dataDir });
        let now = await held(third);
        const gstr3b = now.find((activity) => activity.url === 'gstr3b');
        const reportsNow = now.filter((activity) => activity.tab_id === gstr3b?.tab_id);
        expect(gstr3b?.SortOrder).toBe(Math.max(...reportsNow.map((activity) => activity.SortOrder)));
        expect(now.map((activity) => activity.url)).not.toContain('trialbalance');
        const [updated] = await queryStore(first, databaseUrl, 'select menu_pages from tenant where id = $1', [tenant]);
        expect(updated.menu_pages).toBe(pages.menu_pages);

        // A business whose menu predates the record gets the pages its menu lacks.
        await third.stop();
        await writeStore(first, databaseUrl, 'update tenant set menu_pages = null where id = $1', [tenant]);
        third = await startServer({ store, databaseUrl, dataDir: first.dataDir });
        now = await held(third);
        expect(now.map((activity) => activity.url)).toContain('trialbalance');
        expect(now.length).toBe(activities.length);
      } finally {
        await first.stop();
        await second?.stop();
        await third?.stop();
      }
    });
  }
});
