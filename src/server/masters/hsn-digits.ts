// HSN codes on invoices (Notification 78/2020-Central Tax, 15 October 2020, under rule 46 of the CGST
// Rules): 4 digits for a business whose aggregate turnover in the previous financial year was up to
// ₹5 crore, 6 digits above ₹5 crore; 8 digits are what exports and imports use. The item's schema allows
// 4, 6 or 8 digits; here an item needs at least 6 when any firm of the business is marked as above ₹5 crore
// (`TurnoverAbove5Cr`), since an item is the business's, not one firm's.
import type { EntityHooks, WriteContext } from '../../../engine/server/index.ts';
import { badRequest } from '../http/errors.ts';

export const HSN_SIX_DIGITS_MESSAGE = 'HSN / SAC code must have 6 or 8 digits: a firm has aggregate turnover above ₹5 crore (Notification 78/2020-Central Tax)';

/** Asked once per write transaction, however many items it saves (an import's thousands). */
const askedIn = new WeakMap<WriteContext, Promise<boolean>>();

function anyFirmAbove5Cr(ctx: WriteContext): Promise<boolean> {
  let answer = askedIn.get(ctx);
  if (!answer) {
    answer = ctx.trx
      .selectFrom('firm')
      .select('TurnoverAbove5Cr')
      .where('tenant_id', '=', ctx.tenantId)
      .execute()
      .then((firms) => firms.some((firm) => firm.TurnoverAbove5Cr === true || Number(firm.TurnoverAbove5Cr) === 1));
    askedIn.set(ctx, answer);
  }
  return answer;
}

export const hsnDigits: EntityHooks = {
  async beforeSave(ctx, record) {
    const code = record.HSNCode;
    if (typeof code !== 'string' || code.length >= 6) return;
    if (await anyFirmAbove5Cr(ctx)) throw badRequest(HSN_SIX_DIGITS_MESSAGE, [{ path: '/HSNCode', message: HSN_SIX_DIGITS_MESSAGE }]);
  },
};
