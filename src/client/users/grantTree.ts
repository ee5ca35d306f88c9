// The profile control tree (tab -> its activities) as plain data: which boxes are ticked, which tab
// boxes are half ticked, and what a click on a tab or an activity changes. No React, so it is tested
// on its own.

export type TabRow = { Id: number; tab_name: string; is_active: string; SortOrder?: number | null };
export type ActivityRow = { Id: number; tab_id: number; activity_title: string; url: string; SortOrder?: number | null };

export type TabState = 'checked' | 'unchecked' | 'indeterminate';
export type TreeNode = { tab: TabRow; state: TabState; activities: Array<{ activity: ActivityRow; checked: boolean }> };

const bySortOrder = <T extends { Id: number; SortOrder?: number | null }>(a: T, b: T) => (a.SortOrder ?? 0) - (b.SortOrder ?? 0) || a.Id - b.Id;

/** Tabs in menu order with their activities; tabs without activities are left out (nothing to grant). */
export function buildTree(tabs: TabRow[], activities: ActivityRow[], granted: ReadonlySet<number>): TreeNode[] {
  return [...tabs]
    .sort(bySortOrder)
    .map((tab) => {
      const own = activities.filter((activity) => activity.tab_id === tab.Id).sort(bySortOrder);
      const ticked = own.filter((activity) => granted.has(activity.Id)).length;
      const state: TabState = ticked === 0 ? 'unchecked' : ticked === own.length ? 'checked' : 'indeterminate';
      return { tab, state, activities: own.map((activity) => ({ activity, checked: granted.has(activity.Id) })) };
    })
    .filter((node) => node.activities.length > 0);
}

/** A tab box: ticks every activity of the tab, or clears them all when all were ticked. */
export function toggleTab(node: TreeNode, granted: ReadonlySet<number>): Set<number> {
  const next = new Set(granted);
  const tick = node.state !== 'checked';
  for (const { activity } of node.activities) {
    if (tick) next.add(activity.Id);
    else next.delete(activity.Id);
  }
  return next;
}

export function toggleActivity(activityId: number, granted: ReadonlySet<number>): Set<number> {
  const next = new Set(granted);
  if (next.has(activityId)) next.delete(activityId);
  else next.add(activityId);
  return next;
}
