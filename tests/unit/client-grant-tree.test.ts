// The profile control tree: tab boxes are ticked, clear or half ticked from their activities, and a
// click on a tab ticks or clears all of its activities.
import { describe, expect, it } from 'vitest';
import { buildTree, toggleActivity, toggleTab } from '../../src/client/users/grantTree.ts';

const tabs = [
  { Id: 2, tab_name: 'Sales', is_active: '1', SortOrder: 20 },
  { Id: 1, tab_name: 'Dashboard', is_active: '1', SortOrder: 10 },
  { Id: 3, tab_name: 'Empty', is_active: '1', SortOrder: 30 },
];
const activities = [
  { Id: 12, tab_id: 2, activity_title: 'Sales', url: 'sales', SortOrder: 20 },
  { Id: 11, tab_id: 2, activity_title: 'Quotation', url: 'quotation', SortOrder: 10 },
  { Id: 10, tab_id: 1, activity_title: 'Dashboard', url: 'dashboard', SortOrder: 10 },
];

describe('grant tree', () => {
  it('orders tabs and activities by position, leaves out tabs with nothing to grant, and states each tab', () => {
    const tree = buildTree(tabs, activities, new Set([12]));
    expect(tree.map((node) => [node.tab.tab_name, node.state])).toEqual([
      ['Dashboard', 'unchecked'],
      ['Sales', 'indeterminate'],
    ]);
    expect(tree[1].activities.map(({ activity, checked }) => [activity.activity_title, checked])).toEqual([
      ['Quotation', false],
      ['Sales', true],
    ]);
    expect(buildTree(tabs, activities, new Set([11, 12]))[1].state).toBe('checked');
  });

  it('ticks every activity of a half-ticked tab, and clears a fully ticked one', () => {
    const half = buildTree(tabs, activities, new Set([12, 10]))[1];
    expect([...toggleTab(half, new Set([12, 10]))].sort()).toEqual([10, 11, 12]);
    const full = buildTree(tabs, activities, new Set([11, 12]))[1];
    expect([...toggleTab(full, new Set([11, 12, 10]))]).toEqual([10]);
  });

  it('toggles one activity without touching the others', () => {
    expect([...toggleActivity(11, new Set([12]))].sort()).toEqual([11, 12]);
    expect([...toggleActivity(12, new Set([12, 10]))]).toEqual([10]);
  });
});
