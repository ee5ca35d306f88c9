// Ledgers the books depend on (cash, sales, purchase, the tax ledgers, round-off) carry a SystemCode.
// They may be renamed or regrouped within their nature, but never deleted.
import type { EntityHooks } from '../../../engine/server/hooks.ts';
import { conflict } from '../http/errors.ts';

export const ledgerHooks: EntityHooks = {
  beforeDelete(_ctx, record) {
    if (record.SystemCode) throw conflict(`Cannot delete the ${record.LedgerName} ledger: the books post to it`);
  },
};
