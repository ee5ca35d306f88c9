// The draft of a sales, purchase or other document form: its header, party, charges and filled lines.
import { useEffect } from 'react';
import { reaction, runInAction, toJS } from 'mobx';
import { blankLine, isBlankLine, type LineRow } from '../../../overrides/billing/BillingLinesRules.ts';
import type { Row } from '../../../engine/ui/api.ts';
import type { DocumentStore } from '../documents/DocumentStore.ts';
import { useDraft, type DraftControl } from './useDraft.ts';

type DocumentDraft = {
  header: Row;
  party: Row | null;
  charges: DocumentStore['charges'];
  settledTyped: boolean;
  taxModeChosen: boolean;
  rateDate: string | null;
  lines: Row[];
};

function snapshot(store: DocumentStore): DocumentDraft {
  return {
    header: toJS(store.header),
    party: toJS(store.party),
    charges: toJS(store.charges),
    settledTyped: store.settledTyped,
    taxModeChosen: store.taxModeChosen,
    rateDate: store.rateDate,
    // What the user typed, not what the form shows beside it: the row key, a failed save's errors and the
    // stock watch's notes ("6 in stock") change without any change to the bill.
    lines: store.lines.filter((line) => !isBlankLine(line)).map(({ key: _key, errors: _errors, notes: _notes, stockNote: _stockNote, ...line }) => line),
  };
}

async function restore(store: DocumentStore, draft: DocumentDraft): Promise<void> {
  const lines = Array.isArray(draft.lines) ? draft.lines : [];
  await store.items.ensure(lines.map((line) => Number(line.ItemId)).filter((id) => Number.isFinite(id) && id > 0));
  runInAction(() => {
    store.header = draft.header ?? {};
    store.party = draft.party ?? null;
    store.charges = Array.isArray(draft.charges) ? draft.charges : [];
    store.settledTyped = draft.settledTyped === true;
    store.taxModeChosen = draft.taxModeChosen === true;
    store.rateDate = draft.rateDate ?? null;
    store.lines = [...lines.map((line): LineRow => ({ ...line, key: blankLine().key })), blankLine()];
    store.linesVersion += 1;
  });
  store.recompute();
}

/** Keeps the form's unsaved changes as a draft (useDraft) and offers a kept one back. */
export function useDocumentDraft(store: DocumentStore, id: string | null): DraftControl<DocumentDraft> {
  const draft = useDraft<DocumentDraft>({
    entity: store.page.entity,
    recordId: id,
    noun: store.kind.side === 'purchase' ? 'document' : 'bill',
    snapshot: () => snapshot(store),
    restore: (data) => restore(store, data),
  });
  // What the server holds (the document loaded, or just saved) is what changes are measured against.
  useEffect(
    () =>
      reaction(
        () => (store.state === 'idle' ? store.record ?? 'new' : null),
        (shown) => {
          if (shown !== null) draft.settled();
        },
        { fireImmediately: true },
      ),
    [store, draft.settled],
  );
  return draft;
}
