// The menu derived from the schemas: every entity with `x-entity.menu` and every report with
// `x-report.menu`, placed in the app shell's groups (app-shell-menu.ts). The master's sidebar and each
// new business's default tabs and activities are both read from here, so a new schema file with a menu
// block reaches the sidebar, the Reports page and Profile Control with no code.
import { DIRECT_GROUPS, MENU_GROUPS, SHELL_PAGES } from './app-shell-menu.ts';

/** The `menu` block of x-entity / x-report. */
export type MenuBlock = { group: string; order?: number; icon?: string; label?: string };

/** One page of the menu: its route (no leading slash) and its menu block, with the schema title as fallback label. */
export type MenuPage = { route: string; group: string; order: number; icon: string; label: string; sidebar: boolean };

/** A sidebar entry: a link (path) or a group (children). Icons are names looked up in menuIcons.tsx. */
export interface MenuEntry {
  label: string;
  icon?: string;
  /** Router path without the /bahi base, e.g. '/sales'. */
  path?: string;
  children?: MenuEntry[];
}

type EntityLike = { title?: string; 'x-entity': { route?: string; menu?: unknown } };
type ReportLike = { title?: string; 'x-report': { name: string; menu?: unknown } };

const pageOf = (route: string, menu: unknown, title: string | undefined): MenuPage | null => {
  if (!menu || typeof menu !== 'object') return null;
  const block = menu as MenuBlock;
  return { route, group: block.group, order: block.order ?? 0, icon: block.icon ?? '', label: block.label || title || route, sidebar: true };
};

/** Every page of the menu (shell pages, entities, reports), sorted by group order, then order, then label. */
export function menuPages(entities: Iterable<EntityLike>, reports: Iterable<ReportLike>): MenuPage[] {
  const pages: MenuPage[] = [...SHELL_PAGES];
  for (const schema of entities) {
    const meta = schema['x-entity'];
    const page = meta.route ? pageOf(meta.route, meta.menu, schema.title) : null;
    if (page) pages.push(page);
  }
  for (const report of reports) {
    // A report sits in the Reports tab but not in the sidebar: the sidebar's Reports link opens the list.
    const page = pageOf(report['x-report'].name, report['x-report'].menu, report.title);
    if (page) pages.push({ ...page, sidebar: false });
  }
  const rank = (group: string) => {
    const at = MENU_GROUPS.findIndex((known) => known.name === group);
    return at < 0 ? MENU_GROUPS.length : at;
  };
  return pages.sort((a, b) => rank(a.group) - rank(b.group) || a.order - b.order || a.label.localeCompare(b.label));
}

const groupIcon = (name: string): string => MENU_GROUPS.find((group) => group.name === name)?.icon ?? '';

/**
 * The pages as a tree of groups: a group lists its pages and then its sub-groups in one list, ordered by
 * `order` (a sub-group takes the order of its first page). Top groups come in the app shell's order.
 */
export function menuTree(pages: MenuPage[]): MenuEntry[] {
  const entriesOf = (group: string): Array<{ order: number; entry: MenuEntry }> => {
    const own = pages.filter((page) => page.group === group).map((page) => ({ order: page.order, entry: { label: page.label, icon: page.icon, path: `/${page.route}` } }));
    const subNames = [...new Set(pages.map((page) => page.group).filter((name) => name.startsWith(`${group}/`) && !name.slice(group.length + 1).includes('/')))];
    const subs = subNames.map((name) => {
      const inner = entriesOf(name);
      return { order: Math.min(...inner.map((item) => item.order)), entry: { label: name.slice(group.length + 1), icon: groupIcon(name), children: inner.map((item) => item.entry) } };
    });
    return [...own, ...subs].sort((a, b) => a.order - b.order);
  };
  const topNames = [...new Set(pages.map((page) => page.group.split('/')[0]))];
  return topNames.map((name) => ({ label: name, icon: groupIcon(name), children: entriesOf(name).map((item) => item.entry) }));
}

/** The links under an entry, depth first. */
export const menuLinks = (entry: MenuEntry): MenuEntry[] => (entry.path ? [entry] : (entry.children ?? []).flatMap(menuLinks));

/** The sidebar: the pages shown in it, a direct group (Dashboard, Reports) as its page's plain link. */
export function buildSidebar(pages: MenuPage[]): MenuEntry[] {
  return menuTree(pages.filter((page) => page.sidebar)).map((group) => {
    const direct = DIRECT_GROUPS[group.label];
    return direct ? { label: group.label, icon: group.icon, path: `/${direct}` } : group;
  });
}
