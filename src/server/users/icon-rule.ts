// Tabs and activities name their icon; the name must be one of the business's Icon Master entries,
// so the menu never asks for an icon nobody registered.
import type { EntityHooks } from '../../../engine/server/index.ts';
import { badRequest } from '../http/errors.ts';

export const registeredIcon: EntityHooks = {
  async beforeSave(ctx, record) {
    if (record.icon === undefined || record.icon === null) return;
    const known = await ctx.trx
      .selectFrom('iconmaster')
      .select('Id')
      .where('tenant_id', '=', ctx.tenantId)
      .where('IconName', '=', String(record.icon))
      .executeTakeFirst();
    if (!known) throw badRequest(`Icon: no icon named "${String(record.icon)}" in the Icon Master`, [{ path: '/icon', message: 'Icon: not in the Icon Master' }]);
  },
};
