// App-shell facts of the sidebar that no schema carries: the order and icons of the groups, and the
// pages that are not entities (dashboard, the reports index, profile control). Everything else in the
// menu comes from the schemas' `x-entity.menu` / `x-report.menu` blocks (menu-from-schemas.ts).

/** Sidebar groups in order; a sub-group is written "Parent/Child". */
export const MENU_GROUPS: Array<{ name: string; icon: string }> = [
  { name: 'Dashboard', icon: 'dashboard' },
  { name: 'Masters', icon: 'masters' },
  { name: 'Sales', icon: 'sales' },
  { name: 'Purchase', icon: 'purchase' },
  { name: 'Accounts', icon: 'accounts' },
  { name: 'Reports', icon: 'reports' },
  { name: 'User Management', icon: 'users' },
  { name: 'User Management/Masters', icon: 'masters' },
  { name: 'User Management/Office', icon: 'office' },
];

/** A group whose one page stands in the sidebar as a plain link, not as a group. */
export const DIRECT_GROUPS: Record<string, string> = { Dashboard: 'dashboard', Reports: 'reports' };

/** Pages that are not entities: in the menu (`sidebar`) or only granted (profile control). */
export const SHELL_PAGES: Array<{ group: string; order: number; icon: string; label: string; route: string; sidebar: boolean }> = [
  { group: 'Dashboard', order: 10, icon: 'dashboard', label: 'Dashboard', route: 'dashboard', sidebar: true },
  { group: 'Accounts', order: 900, icon: 'accounts', label: 'Year-end close', route: 'yearendclose', sidebar: true },
  { group: 'Reports', order: 0, icon: 'reports', label: 'All Reports', route: 'reports', sidebar: true },
  // The edit log as an auditor reads it (src/server/audit/trail-routes.ts): the owner's and auditors'.
  { group: 'User Management', order: 900, icon: 'audittrail', label: 'Audit trail', route: 'audittrail', sidebar: true },
  { group: 'User Management', order: 1000, icon: 'profile', label: 'Profile Control', route: 'profilecontrol', sidebar: false },
];
