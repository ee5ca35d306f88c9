// A party whose ledger a voucher names cannot be deleted: deleting the party removes its ledger, which
// would leave the voucher and its journal lines pointing at nothing (bills already refuse through
// their link to the party; an on-account receipt has no bill).
import type { EntityHooks } from '../../../engine/server/index.ts';
import { VOUCHER_KINDS } from '../../shared/voucher-kinds.ts';
import { conflict } from '../http/errors.ts';

export const partyVoucherGuard: EntityHooks = {
  async beforeDelete(ctx, record) {
    if (!record.LedgerId) return;
    const ledger = Number(record.LedgerId);
    for (const kind of VOUCHER_KINDS) {
      const used = await ctx.trx
        .selectFrom(kind.entity)
        .select('PrefixVoucherNo')
        .where('tenant_id', '=', ctx.tenantId)
        .where((eb) => eb.or([eb('FromLedgerId', '=', ledger), eb('ToLedgerId', '=', ledger)]))
        .limit(3)
        .execute();
      if (used.length > 0) {
        throw conflict(`Cannot delete ${String(record.PartyName)}: ${kind.entity} ${used.map((row) => row.PrefixVoucherNo).join(', ')} ${used.length === 1 ? 'names' : 'name'} this party. Delete those vouchers first.`);
      }
    }
  },
};
