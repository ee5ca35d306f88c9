// Each party has its own ledger, under Sundry Debtors (customers) or Sundry Creditors (suppliers),
// carrying the party's name and opening balance. The party owns it: saving the party keeps the
// ledger in step, deleting the party removes it, and the ledger cannot be edited on its own.
import type { Kysely } from 'kysely';
import type { EntityHooks, WriteContext } from '../../../engine/server/index.ts';
import { toScaled, type Row } from '../../../engine/schema/index.ts';
import { conflict } from '../http/errors.ts';
import type { Database } from '../../generated/database.ts';

const GROUP_FOR_TYPE: Record<string, string> = { Customer: 'SUNDRY_DEBTORS', Supplier: 'SUNDRY_CREDITORS' };

async function groupId(trx: Kysely<Database>, tenantId: number, code: string): Promise<number> {
  const group = await trx.selectFrom('ledgergroup').select('Id').where('tenant_id', '=', tenantId).where('GroupCode', '=', code).executeTakeFirstOrThrow();
  return Number(group.Id);
}

async function refuseNameClash(ctx: WriteContext, name: string, ownLedgerId: unknown): Promise<void> {
  const clash = await ctx.trx
    .selectFrom('ledger')
    .select('Id')
    .where('tenant_id', '=', ctx.tenantId)
    .where('LedgerName', '=', name)
    .executeTakeFirst();
  if (clash && Number(clash.Id) !== Number(ownLedgerId)) {
    throw conflict(`A ledger named "${name}" already exists: give the party another name`);
  }
}

function ledgerValues(party: Row, group: number, actor: string) {
  return {
    LedgerName: party.PartyName,
    GroupId: group,
    OpeningBalance: toScaled(Number(party.OpeningBalance ?? 0), 2),
    OpeningType: party.OpeningType ?? 'Dr',
    Status: party.Status ?? 1,
    UpdatedBy: actor,
    UpdatedOn: new Date().toISOString(),
  };
}

export const partyLedger: EntityHooks = {
  async beforeSave(ctx, record, before) {
    await refuseNameClash(ctx, String(record.PartyName), before?.LedgerId);
  },

  async afterSave(ctx, saved) {
    const group = await groupId(ctx.trx, ctx.tenantId, GROUP_FOR_TYPE[String(saved.PartyType)]);
    const values = ledgerValues(saved, group, ctx.actor);
    if (saved.LedgerId) {
      await ctx.trx
        .updateTable('ledger')
        .set((eb) => ({ ...values, RowVersion: eb('RowVersion', '+', 1) }))
        .where('tenant_id', '=', ctx.tenantId)
        .where('Id', '=', saved.LedgerId as number)
        .execute();
      return;
    }
    const ledger = await ctx.trx
      .insertInto('ledger')
      .values({ ...values, tenant_id: ctx.tenantId, CreatedBy: ctx.actor, CreatedOn: values.UpdatedOn, RowVersion: 1 })
      .returning('Id')
      .executeTakeFirstOrThrow();
    saved.LedgerId = Number(ledger.Id);
    await ctx.trx.updateTable('party').set({ LedgerId: saved.LedgerId }).where('tenant_id', '=', ctx.tenantId).where('Id', '=', saved.Id as number).execute();
  },

  async afterDelete(ctx, record) {
    if (!record.LedgerId) return;
    await ctx.trx.deleteFrom('ledger').where('tenant_id', '=', ctx.tenantId).where('Id', '=', record.LedgerId as number).execute();
  },
};

/** A party's ledger is edited through the party. */
export async function refuseIfPartyLedger(ctx: WriteContext, ledgerId: unknown): Promise<void> {
  const owner = await ctx.trx
    .selectFrom('party')
    .select('PartyName')
    .where('tenant_id', '=', ctx.tenantId)
    .where('LedgerId', '=', Number(ledgerId))
    .executeTakeFirst();
  if (owner) throw conflict(`This ledger belongs to the party ${owner.PartyName}: change it through the party`);
}
