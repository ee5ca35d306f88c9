// The draft of a journal voucher form: firm, date and narration, and its lines as typed.
import { toJS } from 'mobx';
import type { Row } from '../../../engine/ui/api.ts';
import type { JournalStore } from '../vouchers/journal/JournalStore.ts';
import { useDraft, type DraftControl } from './useDraft.ts';
import { useSettleOnSave } from './useSettleOnSave.ts';

type JournalDraft = { header: Row; lines: Row[] };

/** Keeps the voucher's unsaved changes as a draft (useDraft) and offers a kept one back. */
export function useJournalDraft(store: JournalStore): DraftControl<JournalDraft> {
  const draft = useDraft<JournalDraft>({
    entity: store.voucher.entity,
    recordId: store.recordId,
    noun: 'voucher',
    // What was typed: a line's key is the form's own, and an empty row (one added, not filled) no change.
    snapshot: () => ({ header: toJS(store.header), lines: store.filledLines.map(({ key: _key, ...line }) => ({ ...line })) }),
    restore: (data) => store.restore(data.header ?? {}, Array.isArray(data.lines) ? data.lines : []),
  });
  useSettleOnSave(store, draft.settled);
  return draft;
}
