// A voucher's firm, read by its rules for the engine: the firm's name fills the voucher's FirmName (x-from),
// so the saved voucher is answered from what the save wrote instead of being read back, and the engine's
// link check takes the firm as found. A firm not found is left to that link check, which names it. (Not the
// documents' loadOne: that one refuses a missing firm itself and reads every column, where a voucher needs
// the name alone and the engine's own words for a bad link.)
import { markKnown, type WriteContext } from '../../../engine/server/index.ts';
import { marksOf } from '../periods/firm-marks.ts';

export async function noteFirm(ctx: WriteContext, firmId: unknown): Promise<void> {
  if (firmId === undefined || firmId === null) return;
  if (!Number.isSafeInteger(Number(firmId))) return;
  // Read with the firm's period marks by the period guard in this transaction (periods/firm-marks.ts).
  const firm = await marksOf(ctx.trx, ctx.tenantId, Number(firmId));
  if (firm) markKnown(ctx, 'firm', [{ Id: firm.firmId, FirmName: firm.firmName }]);
}
