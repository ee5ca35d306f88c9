// Business rules of the masters, run by the engine inside each write's transaction.
import type { EntityHooks, HookRegistry } from '../../../engine/server/hooks.ts';
import type { Registry } from '../../../engine/schema/types.ts';
import { ledgerHooks } from './ledger-rules.ts';

export function masterHooks(_registry: Registry): HookRegistry {
  return new Map<string, EntityHooks>([['ledger', ledgerHooks]]);
}
