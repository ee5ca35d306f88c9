// Ledgers the books depend on (cash, sales, purchase, the tax ledgers, round-off) carry a SystemCode:
// they may be renamed but never deleted. A party's ledger is changed only through its party.
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
