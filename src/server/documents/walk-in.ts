// A walk-in sale: a counter shop does not make a customer master for every buyer. A sales bill may name no
// customer; it then goes to the system "Cash sale" customer (made the first time it is needed, with its
// ledger under Sundry Debtors), carrying the buyer's name and phone as typed on the bill. Such a bill is a
// supply to an unregistered person (B2C in GSTR-1: B2CS, or B2CL inter-state above the limit), its place of
// supply is the one typed, else the firm's own state (IGST Act s.10(1)(c): goods that do not move are
// supplied where they are delivered, at the counter), and it must be paid in full at billing: there is no
// customer to collect a balance from.
import type { WriteContext } from '../../../engine/server/index.ts';
import type { Registry, Row } from '../../../engine/schema/index.ts';
import { paise, rupees } from '../../../overrides/billing/exact.ts';
import type { DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { WALK_IN_CODE, isWalkInParty, walkInState } from '../../../overrides/billing/walk-in-buyer.ts';
import { badRequest } from '../http/errors.ts';
import { partyLedger } from '../masters/party-ledger.ts';
import { loadOne } from './lookups.ts';

export { WALK_IN_CODE };
const WALK_IN_NAME = 'Cash sale (walk-in)';

/** The tenant's walk-in customer, made with its ledger the first time a bill needs it. */
async function walkInParty(ctx: WriteContext, registry: Registry): Promise<Row> {
  const found = await ctx.trx.selectFrom('party').select('Id').where('tenant_id', '=', ctx.tenantId).where('SystemCode', '=', WALK_IN_CODE).executeTakeFirst();
  if (found) return loadOne(ctx.trx, registry, 'party', ctx.tenantId, found.Id, '/CustId', 'Party');
  const now = new Date().toISOString();
  const values = { PartyName: WALK_IN_NAME, PartyType: 'Customer', RegistrationType: 'Consumer', SystemCode: WALK_IN_CODE, OpeningBalance: 0, OpeningType: 'Dr', Status: 1 };
  const created = await ctx.trx
    .insertInto('party')
    .values({ ...values, tenant_id: ctx.tenantId, CreatedBy: ctx.actor, CreatedOn: now, UpdatedBy: ctx.actor, UpdatedOn: now, RowVersion: 1 })
    .returning('Id')
    .executeTakeFirstOrThrow();
  const saved: Row = { ...values, Id: Number(created.Id) };
  await partyLedger.afterSave!(ctx, saved, null);
  return loadOne(ctx.trx, registry, 'party', ctx.tenantId, saved.Id, '/CustId', 'Party');
}

export const isWalkIn = (party: Row) => isWalkInParty(party);

/**
 * The party a document's figures are worked for: the chosen customer; or, on a walk-in sale (no customer
 * named, or the walk-in customer on an edit), the walk-in customer as this bill's buyer: the typed name,
 * no GSTIN, and the typed place of supply (else the firm's state).
 */
export async function partyOfDocument(ctx: WriteContext, registry: Registry, kind: DocumentKind, record: Row, firm: Row): Promise<Row> {
  const named = record[kind.partyField];
  if (!kind.walkIn || (named !== undefined && named !== null)) {
    const party = await loadOne(ctx.trx, registry, 'party', ctx.tenantId, named, `/${kind.partyField}`, 'Party');
    if (!kind.walkIn || !isWalkIn(party)) return party;
  }
  const party = await walkInParty(ctx, registry);
  record[kind.partyField] = party.Id;
  const buyer = typeof record[kind.walkIn.nameField] === 'string' ? String(record[kind.walkIn.nameField]).trim() : '';
  return { ...party, PartyName: buyer || 'Cash sale', GSTIN: null, State: walkInState(record, firm.State), Address: null };
}

/**
 * At the counter, more handed over than the bill is change given back: a walk-in bill records what it came
 * to (so an edit that lowers the bill lowers what was received with it). Runs before the settlement.
 */
export function changeGivenBack(kind: DocumentKind, record: Row, party: Row): void {
  if (!kind.walkIn || !isWalkIn(party) || !kind.settledField) return;
  const given = record[kind.settledField];
  if (typeof given === 'number' && paise(given) > paise(Number(record.NetBillAmt))) record[kind.settledField] = record.NetBillAmt;
}

/** A walk-in sale is settled in full when it is made (after `settle` has worked out the balance). */
export function refuseUnpaidWalkIn(kind: DocumentKind, record: Row, party: Row): void {
  if (!kind.walkIn || !isWalkIn(party) || !kind.settledField) return;
  const balance = paise(Number(record.BalanceBillAmt ?? 0));
  if (balance === 0) return;
  const message = `A walk-in sale is paid in full at billing: ${rupees(balance).toFixed(2)} is left unpaid (choose a customer to sell on credit)`;
  throw badRequest(message, [{ path: `/${kind.settledField}`, message }]);
}
