// The tabs and activities a new business starts with: one per page of the master's menu (every report
// page too, and profile control), so the owner builds a role by ticking boxes instead of typing urls.
import type { Kysely } from 'kysely';
import { groupReports } from '../../../engine/schema/report-groups.ts';
import type { ReportRegistry } from '../../../engine/schema/report-schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { MASTER_MENU, type MenuEntry } from '../../shared/master-menu.ts';

export type DefaultActivity = { title: string; url: string; icon: string };
export type DefaultTab = { name: string; icon: string; direct: boolean; activities: DefaultActivity[] };

/** The list page that opens every report, granted as one activity ahead of the reports one by one. */
const ALL_REPORTS: DefaultActivity = { title: 'All Reports', url: 'reports', icon: 'reports' };

/**
 * The Reports tab's activities: all reports, then one per loaded report schema (its name as the page,
 * its title), in the order the reports page lists them, so every report can be granted on its own.
 */
function reportActivities(reports: ReportRegistry): DefaultActivity[] {
  const each = groupReports(reports.values()).flatMap((group) => group.reports);
  return [ALL_REPORTS, ...each.map((report) => ({ title: report.title || report['x-report'].name, url: report['x-report'].name, icon: 'reports' }))];
}

/** Pages reached from another page rather than the menu, granted like any other. */
const EXTRA_PAGES: Record<string, DefaultActivity[]> = {
  'User Management': [{ title: 'Profile Control', url: 'profilecontrol', icon: 'profile' }],
};

const leaves = (entry: MenuEntry): DefaultActivity[] =>
  entry.path ? [{ title: entry.label, url: entry.path.replace(/^\//, ''), icon: entry.icon ?? '' }] : (entry.children ?? []).flatMap(leaves);

/** The default tabs for the reports this server has loaded. */
export function defaultTabs(reports: ReportRegistry): DefaultTab[] {
  return MASTER_MENU.map((entry): DefaultTab => {
    const activities = entry.path === '/reports' ? reportActivities(reports) : [...leaves(entry), ...(EXTRA_PAGES[entry.label] ?? [])];
    return { name: entry.label, icon: entry.icon ?? '', direct: Boolean(entry.path) && entry.path !== '/reports', activities };
  });
}

/** Every icon name the tabs use, for the icon master. */
const iconsOf = (tabs: DefaultTab[]): string[] => [...new Set(tabs.flatMap((tab) => [tab.icon, ...tab.activities.map((activity) => activity.icon)]))].sort();

export async function seedDefaultMenu(trx: Kysely<any>, tenantId: number, audit: object, reports: ReportRegistry): Promise<void> {
  const tabsToSeed = defaultTabs(reports);
  const known = await trx.selectFrom('iconmaster').select('IconName').where('tenant_id', '=', tenantId).execute();
  const missing = iconsOf(tabsToSeed).filter((name) => !known.some((icon) => icon.IconName === name));
  if (missing.length > 0) {
    await trx
      .insertInto('iconmaster')
      .values(missing.map((name) => ({ tenant_id: tenantId, IconName: name, IconTitle: name, ...audit })))
      .execute();
  }
  const tabs = await trx
    .insertInto('tab')
    .values(
      tabsToSeed.map((tab, index) => ({
        tenant_id: tenantId,
        tab_name: tab.name,
        is_active: '1',
        is_subtab: tab.direct ? '0' : '1',
        icon: tab.icon,
        SortOrder: (index + 1) * 10,
        ...audit,
      })),
    )
    .returning(['Id', 'tab_name'])
    .execute();
  const tabIds = new Map(tabs.map((row) => [row.tab_name as string, Number(row.Id)]));
  await trx
    .insertInto('activity')
    .values(
      tabsToSeed.flatMap((tab) =>
        tab.activities.map((activity, index) => ({
          tenant_id: tenantId,
          tab_id: tabIds.get(tab.name),
          activity_title: activity.title,
          url: activity.url,
          icon: activity.icon,
          SortOrder: (index + 1) * 10,
          ...audit,
        })),
      ),
    )
    .execute();
}

/**
 * Businesses registered before tabs existed get the default menu at start-up, once: a business with
 * any tab is left alone (its owner may have changed the menu). Another server doing the same at the
 * same moment makes one of the two inserts clash, which is harmless.
 */
export async function seedMissingMenus(db: Kysely<any>, reports: ReportRegistry): Promise<number> {
  const bare = await db
    .selectFrom('tenant')
    .select('id')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('tab').select('tab.Id').whereRef('tab.tenant_id', '=', 'tenant.id'))))
    .execute();
  const now = new Date().toISOString();
  let seeded = 0;
  for (const { id } of bare) {
    const audit = { CreatedBy: 'system', CreatedOn: now, UpdatedBy: 'system', UpdatedOn: now, RowVersion: 1 };
    try {
      await db.transaction().execute((trx) => seedDefaultMenu(trx, Number(id), audit, reports));
      seeded += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return seeded;
}
