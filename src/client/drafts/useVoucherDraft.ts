// The draft of a receipt, payment or contra voucher form: its fields and what it allocates to bills.
import { runInAction, toJS } from 'mobx';
import type { Row } from '../../../engine/ui/api.ts';
import type { VoucherStore } from '../vouchers/VoucherStore.ts';
import { useDraft, type DraftControl } from './useDraft.ts';
import { useSettleOnSave } from './useSettleOnSave.ts';

type VoucherDraft = { header: Row; allocations: Array<[number, number | null]> };

/** Keeps the voucher's unsaved changes as a draft (useDraft) and offers a kept one back. */
export function useVoucherDraft(store: VoucherStore): DraftControl<VoucherDraft> {
  const draft = useDraft<VoucherDraft>({
    entity: store.kind.entity,
    recordId: store.recordId,
    noun: 'voucher',
    snapshot: () => ({ header: toJS(store.header), allocations: [...store.allocations.entries()] }),
    restore: async (data) => {
      runInAction(() => {
        store.header = data.header ?? {};
      });
      await store.loadBills();
      runInAction(() => {
        store.allocations = new Map(Array.isArray(data.allocations) ? data.allocations : []);
      });
    },
  });
  useSettleOnSave(store, draft.settled);
  return draft;
}
