// What a role grants: the activities its profile ticks, under tabs that are active (SPEC section 3's
// tab and activity rows). The employee's sidebar, their routable pages and the server's checks all
// come from this one query, run afresh for every request, so a changed grant applies at once.
import type { Kysely } from 'kysely';
import type { Database } from '../../generated/database.ts';

export type GrantedTab = { tab_id: number; tab_name: string; is_active: string; is_subtab: string; icon: string | null };
export type GrantedActivity = { tab_id: number; activity_title: string; url: string; icon: string | null };
export type GrantedMenu = { tab: GrantedTab[]; activity: GrantedActivity[] };

/**
 * `everything`: an auditor's role (schemas/admin/role.json, Auditor) is shown every page of the business's
 * menu, whatever its profile ticks: they read everything (and the server refuses every change they try).
 */
export async function grantedMenu(db: Kysely<Database>, tenantId: number, roleId: number | null, everything = false): Promise<GrantedMenu> {
  if (roleId === null) return { tab: [], activity: [] };
  const base = everything
    ? db.selectFrom('activity as a').where('a.tenant_id', '=', tenantId)
    : db
        .selectFrom('profile as p')
        .innerJoin('profilecontrol as g', (join) => join.onRef('g.tenant_id', '=', 'p.tenant_id').onRef('g.ProfileId', '=', 'p.Id'))
        .innerJoin('activity as a', (join) => join.onRef('a.tenant_id', '=', 'g.tenant_id').onRef('a.Id', '=', 'g.ActivityId'))
        .where('p.tenant_id', '=', tenantId)
        .where('p.RoleId', '=', roleId);
  const rows = await base
    .innerJoin('tab as t', (join) => join.onRef('t.tenant_id', '=', 'a.tenant_id').onRef('t.Id', '=', 'a.tab_id'))
    .where('t.is_active', '=', '1')
    .select(['t.Id as tab_id', 't.tab_name', 't.is_active', 't.is_subtab', 't.icon as tab_icon', 'a.activity_title', 'a.url', 'a.icon'])
    .orderBy('t.SortOrder')
    .orderBy('t.Id')
    .orderBy('a.SortOrder')
    .orderBy('a.Id')
    .execute();
  const tabs = new Map<number, GrantedTab>();
  const activity: GrantedActivity[] = [];
  for (const row of rows) {
    const tabId = Number(row.tab_id);
    // The columns are optional in the schemas; the spec's wire shape has text in each.
    if (!tabs.has(tabId)) tabs.set(tabId, { tab_id: tabId, tab_name: row.tab_name ?? '', is_active: row.is_active ?? '', is_subtab: row.is_subtab ?? '', icon: row.tab_icon ?? '' });
    activity.push({ tab_id: tabId, activity_title: row.activity_title ?? '', url: row.url ?? '', icon: row.icon ?? '' });
  }
  return { tab: [...tabs.values()], activity };
}

/** Activity urls as page names: '/sales' and 'sales' are the same page. */
export function grantedPages(menu: GrantedMenu): Set<string> {
  return new Set(menu.activity.map((activity) => activity.url.trim().replace(/^\/+|\/+$/g, '')).filter((url) => url !== ''));
}
