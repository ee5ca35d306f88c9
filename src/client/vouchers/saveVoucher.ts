// Saving a voucher form (receipt, payment, contra, journal): the store saves, the clerk is told the
// outcome (the server's message, or what to correct), and the page hears of the saved record.
import { SAVED_MESSAGE, UPDATED_MESSAGE } from '../../../engine/ui/messages.ts';
import type { Row, WriteResult } from '../../../engine/ui/api.ts';

type Saving = { save(): Promise<(WriteResult & { created: boolean }) | null>; failure: string | null };
type Notify = (message: string, variant: 'success' | 'error') => void;

export async function saveVoucher(store: Saving, notify: Notify, onSaved?: (record: Row, created: boolean) => void): Promise<void> {
  const result = await store.save();
  if (!result) {
    notify(store.failure ?? 'Please correct the marked fields.', 'error');
    return;
  }
  notify(result.message || (result.created ? SAVED_MESSAGE : UPDATED_MESSAGE), 'success');
  onSaved?.(result.record, result.created);
}
