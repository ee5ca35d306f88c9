// The rules a voucher with lines may name in its schema (x-entity.voucher.rule), as a document names its
// billing math: the schema describes the voucher, the rule is the code that checks, numbers and posts it.
// The server's descriptions are read and checked once at start-up (documents/catalog.ts) and installed here.
import type { EntityHooks } from '../../../engine/server/index.ts';
import type { VoucherDescription } from '../../shared/voucher-descriptions.ts';
import { journalRule } from './journal.ts';

export const VOUCHER_RULES: Readonly<Record<string, (voucher: VoucherDescription) => EntityHooks>> = { journal: journalRule };

let installed: readonly VoucherDescription[] | null = null;

export function installVoucherDescriptions(vouchers: readonly VoucherDescription[]): void {
  installed = vouchers;
}

/** The vouchers with lines of this server's schemas (the same on every server). */
export function describedVouchers(): readonly VoucherDescription[] {
  if (!installed) throw new Error('the voucher descriptions are not installed (installDocumentCatalog at start-up)');
  return installed;
}

/** Each described voucher's rule, for the engine's hooks. */
export function describedVoucherHooks(): Array<[string, EntityHooks]> {
  return describedVouchers().map((voucher) => [voucher.entity, VOUCHER_RULES[voucher.rule](voucher)]);
}
