// The tabs and activities a new business starts with: one per page of the master's menu (every report
// page too, and profile control), so the owner builds a role by ticking boxes instead of typing urls.
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../db/errors.ts';
import { MASTER_MENU, type MenuEntry } from '../../shared/master-menu.ts';

export type DefaultActivity = { title: string; url: string; icon: string };
export type DefaultTab = { name: string; icon: string; direct: boolean; activities: DefaultActivity[] };

/** The report pages of SPEC section 2; 'reports' is the list page that opens any of them. */
const REPORT_PAGES: Array<[string, string]> = [
  ['reports', 'All Reports'],
  ['ledgerreport', 'Ledger Report'],
  ['stockreport', 'Stock Report'],
  ['salesreport', 'Sales Report'],
  ['purchasereport', 'Purchase Report'],
  ['itemwisesalesreport', 'Item-wise Sales Report'],
  ['categorywisestockreport', 'Category-wise Stock Report'],
  ['purchasereturnreport', 'Purchase Return Report'],
  ['itemledgerreport', 'Item Ledger Report'],
  ['purchasechallanreport', 'Purchase Challan Report'],
  ['pcreturnreport', 'Purchase Challan Return Report'],
  ['itemwisepurchasereport', 'Item-wise Purchase Report'],
  ['partywiseoutstanding', 'Party-wise Outstanding'],
  ['purchaseorderreport', 'Purchase Order Report'],
  ['deliverychallanreport', 'Delivery Challan Report'],
  ['dcreturnreport', 'DC Return Report'],
  ['salesreturnreport', 'Sales Return Report'],
  ['quotationreport', 'Quotation Report'],
];

/** Pages reached from another page rather than the menu, granted like any other. */
const EXTRA_PAGES: Record<string, DefaultActivity[]> = {
  'User Management': [{ title: 'Profile Control', url: 'profilecontrol', icon: 'profile' }],
};

const leaves = (entry: MenuEntry): DefaultActivity[] =>
  entry.path ? [{ title: entry.label, url: entry.path.replace(/^\//, ''), icon: entry.icon ?? '' }] : (entry.children ?? []).flatMap(leaves);

export const DEFAULT_TABS: DefaultTab[] = MASTER_MENU.map((entry): DefaultTab => {
  if (entry.path === '/reports') {
    return { name: entry.label, icon: entry.icon ?? '', direct: false, activities: REPORT_PAGES.map(([url, title]) => ({ title, url, icon: 'reports' })) };
  }
  return { name: entry.label, icon: entry.icon ?? '', direct: Boolean(entry.path), activities: [...leaves(entry), ...(EXTRA_PAGES[entry.label] ?? [])] };
});

/** Every icon name the default menu uses, for the icon master. */
export const DEFAULT_ICONS: string[] = [...new Set(DEFAULT_TABS.flatMap((tab) => [tab.icon, ...tab.activities.map((activity) => activity.icon)]))].sort();

export async function seedDefaultMenu(trx: Kysely<any>, tenantId: number, audit: object): Promise<void> {
  const known = await trx.selectFrom('iconmaster').select('IconName').where('tenant_id', '=', tenantId).execute();
  const missing = DEFAULT_ICONS.filter((name) => !known.some((icon) => icon.IconName === name));
  if (missing.length > 0) {
    await trx
      .insertInto('iconmaster')
      .values(missing.map((name) => ({ tenant_id: tenantId, IconName: name, IconTitle: name, ...audit })))
      .execute();
  }
  const tabs = await trx
    .insertInto('tab')
    .values(
      DEFAULT_TABS.map((tab, index) => ({
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
      DEFAULT_TABS.flatMap((tab) =>
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
export async function seedMissingMenus(db: Kysely<any>): Promise<number> {
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
      await db.transaction().execute((trx) => seedDefaultMenu(trx, Number(id), audit));
      seeded += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  return seeded;
}
