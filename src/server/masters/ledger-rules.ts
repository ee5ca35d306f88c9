// Ledgers the books depend on (cash, sales, purchase, the tax ledgers, round-off) carry a SystemCode:
// they may be renamed but never deleted. A party's ledger is changed only through its party. The
// fixed groups of the chart of accounts may be renamed but not deleted or moved to another nature.
import type { EntityHooks } from '../../../engine/server/hooks.ts';
import { conflict } from '../http/errors.ts';
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
  beforeSave(_ctx, record, before) {
    if (before?.IsFixed && (record.Nature !== before.Nature || (record.ParentGroupId ?? null) !== (before.ParentGroupId ?? null))) {
      throw conflict(`${before.GroupName} is a fixed group: it may be renamed, but its nature and place stay`);
    }
  },
  beforeDelete(_ctx, record) {
    if (record.IsFixed) throw conflict(`Cannot delete ${record.GroupName}: it is one of the fixed groups the books rely on`);
  },
};
