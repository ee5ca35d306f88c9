// An employee's sidebar and routable pages from server tabs and activities (SPEC section 6).
import { describe, expect, it } from 'vitest';
import { buildEmployeeMenu, employeeAllowedPaths, isPathAllowed } from '../../src/client/menu/employeeMenu.ts';
import type { Activity, Tab } from '../../src/client/menu/types.ts';

const tabs: Tab[] = [
  { tab_id: 1, tab_name: 'Dashboard', is_active: '1', is_subtab: '0', icon: 'dashboard' },
  { tab_id: 2, tab_name: 'Sales', is_active: '1', is_subtab: '1', icon: 'sales' },
  { tab_id: 3, tab_name: 'Reports', is_active: '1', is_subtab: '0', icon: null },
  { tab_id: 4, tab_name: 'Hidden', is_active: '0', is_subtab: '0', icon: null },
];
const activities: Activity[] = [
  { tab_id: 1, activity_title: 'Dashboard', url: '/dashboard', icon: null },
  { tab_id: '2', activity_title: 'Quotation', url: 'quotation', icon: 'quotation' },
  { tab_id: 2, activity_title: 'Sales', url: '/sales/', icon: null },
  { tab_id: 4, activity_title: 'Hidden page', url: '/party', icon: null },
];

describe('employee menu', () => {
  it('keeps active tabs; a direct tab links to its activity, a sub-tab lists its activities', () => {
    expect(buildEmployeeMenu(tabs, activities)).toEqual([
      { label: 'Dashboard', icon: 'dashboard', path: '/dashboard' },
      {
        label: 'Sales',
        icon: 'sales',
        children: [
          { label: 'Quotation', icon: 'quotation', path: '/quotation' },
          { label: 'Sales', icon: undefined, path: '/sales' },
        ],
      },
      // No activity of its own: the lower-cased tab name is the url.
      { label: 'Reports', icon: undefined, path: '/reports' },
    ]);
  });

  it('allows the pages named by activity urls, ignoring a leading slash', () => {
    const allowed = employeeAllowedPaths(activities);
    expect(isPathAllowed(allowed, 'quotation')).toBe(true);
    expect(isPathAllowed(allowed, '/quotation')).toBe(true);
    expect(isPathAllowed(allowed, 'sales')).toBe(true);
    expect(isPathAllowed(allowed, 'firm')).toBe(false);
  });
});
