// Business rules of the masters and documents, run by the engine inside each write's transaction.
import { combineHooks, type EntityHooks, type HookRegistry } from '../../../engine/server/index.ts';
import type { Registry } from '../../../engine/schema/index.ts';
import { documentHooks } from '../documents/hooks.ts';
import { irnGuards } from '../einvoice/irn-guard.ts';
import { returnCaps } from '../documents/return-cap.ts';
import { employeeAccountHooks } from '../users/employee-account.ts';
import { registeredIcon } from '../users/icon-rule.ts';
import { oneLinePerActivity } from '../users/profile-rules.ts';
import { billGuards } from '../vouchers/bill-guard.ts';
import { billReturns } from '../vouchers/bill-returns.ts';
import { voucherHooks } from '../vouchers/hooks.ts';
import { describedVoucherHooks } from '../vouchers/voucher-rules.ts';
import { partyVoucherGuard } from '../vouchers/party-guard.ts';
import { ledgerGroupHooks, ledgerHooks } from './ledger-rules.ts';
import { partyLedger } from './party-ledger.ts';
import { taxIdentityRules } from './tax-identity-rules.ts';
import { hsnDigits } from './hsn-digits.ts';
import { itemRateRules } from './item-rates.ts';

const combine = combineHooks;

/** Every entity's business rules: the masters', the documents' and the vouchers' (those with lines by their described rule). An entity named twice runs both sets, in this order. */
export function entityHooks(registry: Registry): HookRegistry {
  const sets: Array<[string, EntityHooks]> = [
    // A document with an IRN is refused before any of its own rules run.
    ...irnGuards(registry),
    ...documentHooks(registry),
    ...billGuards().filter(([entity]) => registry.has(entity)),
    ...billReturns().filter(([entity]) => registry.has(entity)),
    ...returnCaps().filter(([entity]) => registry.has(entity)),
    ...voucherHooks(registry),
    ...describedVoucherHooks().filter(([entity]) => registry.has(entity)),
    ['item', combine(hsnDigits, itemRateRules)],
    ['ledger', ledgerHooks],
    ['ledgergroup', ledgerGroupHooks],
    ['firm', taxIdentityRules],
    ['party', combine(taxIdentityRules, partyLedger)],
    ['party', partyVoucherGuard],
    ['employee', employeeAccountHooks],
    ['tab', registeredIcon],
    ['activity', registeredIcon],
    ['profile', oneLinePerActivity],
  ];
  const byEntity = new Map<string, EntityHooks[]>();
  for (const [entity, hooks] of sets) byEntity.set(entity, [...(byEntity.get(entity) ?? []), hooks]);
  return new Map([...byEntity].map(([entity, list]) => [entity, list.length === 1 ? list[0] : combine(...list)]));
}
