// Business rules of the masters and documents, run by the engine inside each write's transaction.
import type { EntityHooks, HookRegistry } from '../../../engine/server/hooks.ts';
import type { Registry } from '../../../engine/schema/types.ts';
import { documentHooks } from '../documents/hooks.ts';
import { employeeAccountHooks } from '../users/employee-account.ts';
import { ledgerGroupHooks, ledgerHooks } from './ledger-rules.ts';
import { partyLedger } from './party-ledger.ts';
import { taxIdentityRules } from './tax-identity-rules.ts';

/** Runs several hook sets for one entity, in order. */
function combine(...sets: EntityHooks[]): EntityHooks {
  return {
    async beforeSave(ctx, record, before, input) {
      for (const set of sets) await set.beforeSave?.(ctx, record, before, input);
    },
    async afterSave(ctx, saved, before) {
      for (const set of sets) await set.afterSave?.(ctx, saved, before);
    },
    async beforeDelete(ctx, record) {
      for (const set of sets) await set.beforeDelete?.(ctx, record);
    },
    async afterDelete(ctx, record) {
      for (const set of sets) await set.afterDelete?.(ctx, record);
    },
  };
}

/** Every entity's business rules: the masters' and the documents'. */
export function entityHooks(registry: Registry): HookRegistry {
  return new Map<string, EntityHooks>([
    ...documentHooks(registry),
    ['ledger', ledgerHooks],
    ['ledgergroup', ledgerGroupHooks],
    ['firm', taxIdentityRules],
    ['party', combine(taxIdentityRules, partyLedger)],
    ['employee', employeeAccountHooks],
  ]);
}
