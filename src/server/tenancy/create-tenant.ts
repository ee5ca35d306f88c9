// Registering a master creates a tenant, its sign-in, the fixed ledger groups, the standard ledgers
// and the default menu tabs and activities (for building employee roles), all in one transaction:
// a business either exists whole or not at all.
import type { Kysely } from 'kysely';
import type { MenuPage } from '../../shared/menu-from-schemas.ts';
import { FIXED_GROUPS, STANDARD_LEDGERS } from '../accounting/chart-of-accounts.ts';
import { recordEdit } from '../audit/edit-log.ts';
import { INDIAN_STATES } from '../masters/indian-states.ts';
import { seedDefaultMenu } from './default-menu.ts';
import type { Database } from '../../generated/database.ts';

export type NewTenant = { email: string; passwordHash: string; /** The client's IP address, for the audit trail. */ address?: string | null };

export async function createTenant(db: Kysely<Database>, input: NewTenant, menu: readonly MenuPage[]): Promise<{ tenantId: number; accountId: number }> {
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const tenant = await trx
      .insertInto('tenant')
      .values({ name: input.email, created_on: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const tenantId = Number(tenant.id);
    const account = await trx
      .insertInto('account')
      .values({ tenant_id: tenantId, email: input.email, password_hash: input.passwordHash, kind: 'master', active: true, created_on: now })
      .returning('id')
      .executeTakeFirstOrThrow();

    await seedBusiness(trx, tenantId, input.email, menu, now);
    await recordEdit(trx, { tenantId, actor: input.email, address: input.address ?? null, entity: 'tenant', recordId: tenantId, action: 'create', after: { email: input.email } });
    return { tenantId, accountId: Number(account.id) };
  });
}

/**
 * What a new business starts with: the fixed ledger groups, the standard ledgers, India's states and the
 * default menu. Also what a business file's failed load puts back (business-file/import-business.ts).
 */
export async function seedBusiness(trx: Kysely<Database>, tenantId: number, actor: string, menu: readonly MenuPage[], now = new Date().toISOString()): Promise<void> {
  const audit = { CreatedBy: actor, CreatedOn: now, UpdatedBy: actor, UpdatedOn: now, RowVersion: 1 };
  const groupIds = await insertGroups(trx, tenantId, audit);
  await trx
    .insertInto('ledger')
    .values(
      STANDARD_LEDGERS.map((ledger) => ({
        tenant_id: tenantId,
        LedgerName: ledger.name,
        GroupId: groupIds.get(ledger.group),
        OpeningBalance: 0,
        OpeningType: 'Dr',
        SystemCode: ledger.code,
        Status: 1,
        ...audit,
      })),
    )
    .execute();
  await seedGeography(trx, tenantId, audit);
  await seedDefaultMenu(trx, tenantId, audit, menu);
}

/** India and its states and union territories, with GST state codes, ready for the pickers. */
async function seedGeography(trx: Kysely<Database>, tenantId: number, audit: object): Promise<void> {
  const india = await trx
    .insertInto('country')
    .values({ tenant_id: tenantId, CountryName: 'India', CountryCode: 'IN', ...audit })
    .returning('Id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('state')
    .values(INDIAN_STATES.map((state) => ({ tenant_id: tenantId, StateName: state.name, GSTStateCode: state.code, CountryId: india.Id, ...audit })))
    .execute();
}

/** Primary groups first (one insert), then the sub-groups that point at them (a second insert). */
async function insertGroups(trx: Kysely<Database>, tenantId: number, audit: object): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const primaries = FIXED_GROUPS.filter((group) => !group.parent);
  const children = FIXED_GROUPS.filter((group) => group.parent);
  for (const level of orderByDepth(primaries, children)) {
    const rows = await trx
      .insertInto('ledgergroup')
      .values(
        level.map((group) => ({
          tenant_id: tenantId,
          GroupName: group.name,
          GroupCode: group.code,
          ParentGroupId: group.parent ? ids.get(group.parent) : null,
          Nature: group.nature,
          IsFixed: true,
          ...audit,
        })),
      )
      .returning(['Id', 'GroupCode'])
      .execute();
    // Every fixed group is inserted with its code, so none comes back without one.
    for (const row of rows) ids.set(row.GroupCode ?? '', Number(row.Id));
  }
  return ids;
}

/** Splits groups into levels so every parent is inserted before its children. */
function orderByDepth<T extends { code: string; parent?: string }>(primaries: T[], children: T[]): T[][] {
  const levels: T[][] = [primaries];
  let placed = new Set(primaries.map((group) => group.code));
  let rest = children;
  while (rest.length > 0) {
    const level = rest.filter((group) => placed.has(group.parent!));
    if (level.length === 0) throw new Error(`ledger groups with unknown parents: ${rest.map((g) => g.code).join(', ')}`);
    levels.push(level);
    placed = new Set([...placed, ...level.map((group) => group.code)]);
    rest = rest.filter((group) => !placed.has(group.code));
  }
  return levels;
}
