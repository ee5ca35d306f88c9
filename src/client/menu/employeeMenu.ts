import type { Activity, MenuEntry, Tab } from './types.ts';

// An employee's sidebar and routable pages come from the tabs and activities the server assigns
// (SPEC section 6).

/** Activity urls arrive as 'sales' or '/sales'; compare them without the leading slash. */
export function normaliseUrl(url: string): string {
  return url.trim().replace(/^\/+/, '').replace(/\/+$/, '');
}

function toPath(url: string): string {
  return `/${normaliseUrl(url)}`;
}

function isOn(flag: string | number): boolean {
  return String(flag) === '1';
}

/**
 * Active tabs only. A tab with is_subtab '0' is a direct link to its single activity's url (or its
 * lower-cased name when it has none); any other tab is a group listing its activities.
 */
export function buildEmployeeMenu(tabs: Tab[], activities: Activity[]): MenuEntry[] {
  return tabs
    .filter((tab) => isOn(tab.is_active))
    .map((tab): MenuEntry => {
      const own = activities.filter((activity) => String(activity.tab_id) === String(tab.tab_id));
      const icon = tab.icon ?? undefined;
      if (String(tab.is_subtab) === '0') {
        const url = own[0]?.url ?? tab.tab_name.toLowerCase();
        return { label: tab.tab_name, icon, path: toPath(url) };
      }
      return {
        label: tab.tab_name,
        icon,
        children: own.map((activity) => ({
          label: activity.activity_title,
          icon: activity.icon ?? undefined,
          path: toPath(activity.url),
        })),
      };
    });
}

/** The layout page paths (without slashes) an employee may open. */
export function employeeAllowedPaths(activities: Activity[]): Set<string> {
  return new Set(activities.map((activity) => normaliseUrl(activity.url)).filter((url) => url !== ''));
}

export function isPathAllowed(allowed: ReadonlySet<string>, path: string): boolean {
  return allowed.has(normaliseUrl(path));
}
