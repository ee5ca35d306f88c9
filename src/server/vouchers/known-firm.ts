// A voucher's firm, read by its rules for the engine: the firm's name fills the voucher's FirmName (x-from),
// so the saved voucher is answered from what the save wrote instead of being read back, and the engine's
// link check takes the firm as found. A firm not found is left to that link check, which names it. (Not the
// documents' loadOne: that one refuses a missing firm itself and reads every column, where a voucher needs
// the name alone and the engine's own words for a bad link.)
import { markKnown, type WriteContext } from '../../../engine/server/index.ts';

export async function noteFirm(ctx: WriteContext, firmId: unknown): Promise<void> {
  if (firmId === undefined || firmId === null) return;
  const firm = await ctx.trx.selectFrom('firm').select(['Id', 'FirmName']).where('tenant_id', '=', ctx.tenantId).where('Id', '=', Number(firmId)).executeTakeFirst();
  if (firm) markKnown(ctx, 'firm', [firm]);
}
