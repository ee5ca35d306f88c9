// Ledgers the books depend on (cash, sales, purchase, the tax ledgers, round-off) carry a SystemCode:
// they may be renamed but never deleted. A party's ledger is changed only through its party. The
// fixed groups of the chart of accounts may be renamed but not deleted or moved to another nature. A
// sub-group sits under one group, never under itself, and takes that group's nature.
import type { EntityHooks } from '../../../engine/server/index.ts';
import { groupTree } from '../accounting/group-tree.ts';
import { badRequest, conflict } from '../http/errors.ts';
import { refuseIfPartyLedger } from './party-ledger.ts';

export const ledgerHooks: EntityHooks = {
  async beforeSave(ctx, _record, before) {
    if (before) await refuseIfPartyLedger(ctx, before.Id);
  },
  async beforeDelete(ctx, record) {
    if (record.SystemCode) throw conflict(`Cannot delete the ${record.LedgerName} ledger: the books post to it`);
    await refuseIfPartyLedger(ctx, record.Id);
  },
};

export const ledgerGroupHooks: EntityHooks = {
  async beforeSave(ctx, record, before) {
    if (before?.IsFixed && (record.Nature !== before.Nature || (record.ParentGroupId ?? null) !== (before.ParentGroupId ?? null))) {
      throw conflict(`${before.GroupName} is a fixed group: it may be renamed, but its nature and place stay`);
    }
    if (record.ParentGroupId === null || record.ParentGroupId === undefined) return;
    const tree = await groupTree(ctx.trx, ctx.tenantId);
    const parent = tree.byId.get(Number(record.ParentGroupId));
    if (!parent) throw badRequest('Under group: no such group', [{ path: '/ParentGroupId', message: 'Under group: no such group' }]);
    if (before && parent.chain.includes(Number(before.Id))) {
      const message = 'A group cannot sit under itself or under one of its own sub-groups';
      throw badRequest(message, [{ path: '/ParentGroupId', message }]);
    }
    // A sub-group takes its parent's place, so its nature too (as Tally's sub-groups do): Freight Inward
    // under Direct Expenses is an expense whatever the form sent.
    record.Nature = parent.Nature;
  },
  beforeDelete(_ctx, record) {
    if (record.IsFixed) throw conflict(`Cannot delete ${record.GroupName}: it is one of the fixed groups the books rely on`);
  },
};
