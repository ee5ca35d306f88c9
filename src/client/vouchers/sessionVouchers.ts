// The vouchers with lines (x-entity.voucher: the journal) among the schemas the signed-in user may use,
// so their list, form and print pages are routed from the schemas, as the documents' are.
import type { MetaStore } from '../../../engine/ui/stores/MetaStore.ts';
import type { EntitySchema } from '../../../engine/schema/types.ts';
import { describeVouchers, type VoucherDescription } from '../../shared/voucher-descriptions.ts';

const derived = new WeakMap<MetaStore, { names: string; vouchers: VoucherDescription[] }>();

/** The described vouchers of the schemas `meta` holds (none until they are loaded). */
export function vouchersOf(meta: MetaStore): VoucherDescription[] {
  const names = meta.names.join(',');
  const known = derived.get(meta);
  if (known && known.names === names) return known.vouchers;
  // The server checked every description at start-up; here they are only read.
  const vouchers = describeVouchers(meta.names.map((name) => ({ schema: meta.get(name)! })));
  derived.set(meta, { names, vouchers });
  return vouchers;
}

/** The description carried by one schema (a form is given its schema). */
export const voucherOfSchema = (schema: EntitySchema): VoucherDescription => describeVouchers([{ schema }])[0];

/** The described voucher whose list page is the first segment of `path`. */
export const voucherForList = (vouchers: readonly VoucherDescription[], path: string) => {
  const first = path.split('/').filter(Boolean)[0] ?? '';
  return vouchers.find((voucher) => voucher.listRoute === first);
};

export const voucherForPrint = (vouchers: readonly VoucherDescription[], first: string) => vouchers.find((voucher) => voucher.print?.route === first);
