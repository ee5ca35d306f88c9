// The tabs and activities a new business starts with: one tab per top group of the menu derived from the
// schemas (src/shared/menu-from-schemas.ts), one activity per page in it (every report page too, and
// profile control), so the owner builds a role by ticking boxes instead of typing urls; and, at
// start-up, the pages a new release (or a new schema file) adds, for the businesses already there.
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/errors.ts';
import { DIRECT_GROUPS } from '../../shared/app-shell-menu.ts';
import { menuLinks, menuTree, type MenuPage } from '../../shared/menu-from-schemas.ts';
import type { Database } from '../../generated/database.ts';

export type DefaultActivity = { title: string; url: string; icon: string };
export type DefaultTab = { name: string; icon: string; direct: boolean; activities: DefaultActivity[] };

/** The default tabs for the menu pages this server has loaded; a direct tab is a group of its one page. */
export function defaultTabs(pages: readonly MenuPage[]): DefaultTab[] {
  return menuTree([...pages]).map((group): DefaultTab => {
    const activities = menuLinks(group).map((link) => ({ title: link.label, url: link.path!.replace(/^\//, ''), icon: link.icon ?? '' }));
    const direct = Boolean(DIRECT_GROUPS[group.label]) && activities.length === 1;
    return { name: group.label, icon: group.icon ?? '', direct, activities };
  });
}

/** Every icon name the tabs use, for the icon master. */
const iconsOf = (tabs: DefaultTab[]): string[] => [...new Set(tabs.flatMap((tab) => [tab.icon, ...tab.activities.map((activity) => activity.icon)]))].sort();

/** The default pages, as recorded on the tenant: sorted urls, one per line. */
const pagesOf = (tabs: DefaultTab[]): string => [...new Set(tabs.flatMap((tab) => tab.activities.map((activity) => activity.url)))].sort().join('\n');

async function addMissingIcons(trx: Kysely<Database>, tenantId: number, tabs: DefaultTab[], audit: object): Promise<void> {
  const known = await trx.selectFrom('iconmaster').select('IconName').where('tenant_id', '=', tenantId).execute();
  const missing = iconsOf(tabs).filter((name) => !known.some((icon) => icon.IconName === name));
  if (missing.length > 0) {
    await trx
      .insertInto('iconmaster')
      .values(missing.map((name) => ({ tenant_id: tenantId, IconName: name, IconTitle: name, ...audit })))
      .execute();
  }
}

export async function seedDefaultMenu(trx: Kysely<Database>, tenantId: number, audit: object, pages: readonly MenuPage[]): Promise<void> {
  const tabsToSeed = defaultTabs(pages);
  await addMissingIcons(trx, tenantId, tabsToSeed, audit);
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
  await trx.updateTable('tenant').set({ menu_pages: pagesOf(tabsToSeed) }).where('id', '=', tenantId).execute();
}

/**
 * Pages this release added to the default menu (a new report, say) that a business has not been offered
 * yet join its menu under the tab of the same name, last, so its owner can grant them. A page offered
 * before is never put back: the owner may have deleted it. A business whose menu predates this record
 * counts the pages its menu holds as offered (so a page its owner deleted comes back, that once).
 * Nothing is added where the owner removed or renamed the tab.
 */
async function offerNewPages(trx: Kysely<Database>, tenantId: number, offeredBefore: string | null, audit: object, pages: readonly MenuPage[]): Promise<void> {
  const tabsNow = defaultTabs(pages);
  const held = await trx.selectFrom('activity').select('url').where('tenant_id', '=', tenantId).execute();
  const offered = new Set([...(offeredBefore ?? '').split('\n'), ...held.map((row) => row.url as string)]);
  const tabIds = new Map(
    (await trx.selectFrom('tab').select(['Id', 'tab_name']).where('tenant_id', '=', tenantId).execute()).map((row) => [row.tab_name as string, Number(row.Id)]),
  );
  const fresh = tabsNow
    .filter((tab) => tabIds.has(tab.name))
    .map((tab) => ({ ...tab, activities: tab.activities.filter((activity) => !offered.has(activity.url)) }))
    .filter((tab) => tab.activities.length > 0);
  if (fresh.length > 0) {
    await addMissingIcons(trx, tenantId, fresh, audit);
    for (const tab of fresh) {
      const tabId = tabIds.get(tab.name)!;
      const last = await trx.selectFrom('activity').select((eb) => eb.fn.max('SortOrder').as('top')).where('tenant_id', '=', tenantId).where('tab_id', '=', tabId).executeTakeFirst();
      const start = Number(last?.top ?? 0);
      await trx
        .insertInto('activity')
        .values(tab.activities.map((activity, index) => ({ tenant_id: tenantId, tab_id: tabId, activity_title: activity.title, url: activity.url, icon: activity.icon, SortOrder: start + (index + 1) * 10, ...audit })))
        .execute();
    }
  }
  await trx.updateTable('tenant').set({ menu_pages: pagesOf(tabsNow) }).where('id', '=', tenantId).execute();
}

/**
 * At start-up, every business whose menu was made from another default menu is brought up to date,
 * once per change of the default: one with no tab at all (registered before tabs existed) gets the whole
 * default menu, any other the pages it was never offered (offerNewPages). Another server doing the same
 * at the same moment makes one of the two inserts clash, which is harmless.
 */
export async function updateMenus(db: Kysely<Database>, pages: readonly MenuPage[]): Promise<number> {
  const current = pagesOf(defaultTabs(pages));
  const behind = await db
    .selectFrom('tenant')
    .select(['id', 'menu_pages'])
    .select(({ exists, selectFrom }) => exists(selectFrom('tab').select('tab.Id').whereRef('tab.tenant_id', '=', 'tenant.id')).as('has_tabs'))
    .where((eb) => eb.or([eb('menu_pages', 'is', null), eb('menu_pages', '<>', current)]))
    .execute();
  const now = new Date().toISOString();
  const audit = { CreatedBy: 'system', CreatedOn: now, UpdatedBy: 'system', UpdatedOn: now, RowVersion: 1 };
  for (const tenant of behind) {
    const tenantId = Number(tenant.id);
    try {
      await db.transaction().execute((trx) =>
        isTrue(tenant.has_tabs) ? offerNewPages(trx, tenantId, tenant.menu_pages as string | null, audit, pages) : seedDefaultMenu(trx, tenantId, audit, pages),
      );
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return behind.length;
}

/** SQLite answers exists() with 1 or 0, PostgreSQL with a boolean. */
const isTrue = (value: unknown): boolean => value === true || value === 1 || value === '1';
