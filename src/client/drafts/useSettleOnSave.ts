// A voucher form's store (receipt, payment, contra, journal) shows what the server holds once it has
// loaded and after each save that went through: that is when its draft is measured afresh (or cleared).
import { useEffect } from 'react';
import { reaction } from 'mobx';

export type SavingStore = { state: string; saving: boolean; failure: string | null };

export function useSettleOnSave(store: SavingStore, settled: () => void): void {
  useEffect(
    () =>
      reaction(
        // Loaded, then each save that went through (saving ends without a failure).
        () => store.state === 'idle' && !store.saving && store.failure === null,
        (clean) => {
          if (clean) settled();
        },
        { fireImmediately: true },
      ),
    [store, settled],
  );
}
