// Keeps a form's unsaved changes as a draft in the browser's storage and offers a kept one back:
// while the form differs from what it loaded (or last saved), its data is written a moment after each
// change, and at once when the session ends or the tab closes; a save clears it. Opening the form again
// (after signing in, or after a reload) offers the draft: Restore or Discard.
import { useCallback, useEffect, useRef, useState } from 'react';
import { draftOwner } from '../session/appSession.ts';
import { openForm } from './openForms.ts';
import { clearDraft, draftKey, loadDraft, saveDraft, type Draft } from './draftStorage.ts';

export type DraftBinding<T> = {
  entity: string;
  /** The record being edited, or null for a new one. */
  recordId: number | string | null;
  /** What the form holds, for messages: "bill", "voucher". */
  noun: string;
  /** The form's data as JSON can hold it. */
  snapshot(): T;
  /** Puts a kept draft's data back into the form. */
  restore(data: T): void | Promise<void>;
};

export type DraftControl<T> = {
  /** A kept draft of this form, until the user restores or discards it. */
  offer: Draft<T> | null;
  restore(): void;
  discard(): void;
  /**
   * The form now shows what the server holds (loaded, or saved): that is what changes are measured
   * against. The first call (the load) offers a kept draft; later ones (saves) clear it.
   */
  settled(): void;
  /** The user chose to drop the changes (Cancel): the draft goes and is not written again. */
  abandon(): void;
};

const WRITE_EVERY_MS = 1000;

export function useDraft<T>(binding: DraftBinding<T>): DraftControl<T> {
  const latest = useRef(binding);
  latest.current = binding;
  const [offer, setOffer] = useState<Draft<T> | null>(null);
  const offerRef = useRef<Draft<T> | null>(null);
  offerRef.current = offer;
  const state = useRef({ baseline: null as string | null, pending: false, written: null as string | null, writtenKey: null as string | null, loaded: false, lastKey: null as string | null, left: false });

  // The last key known while signed in: the session may already be gone when the form unmounts.
  const keyOf = () => {
    const owner = draftOwner();
    if (owner) state.current.lastKey = draftKey(owner, latest.current.entity, latest.current.recordId);
    return state.current.lastKey;
  };
  const current = () => JSON.stringify(latest.current.snapshot());
  const dirty = () => state.current.baseline !== null && !state.current.pending && current() !== state.current.baseline;

  const write = useCallback((force: boolean) => {
    const key = keyOf();
    const s = state.current;
    if (!key || s.left || (offerRef.current && !force)) return;
    if (dirty()) {
      const now = current();
      if (now === s.written && key === s.writtenKey && !force) return;
      if (saveDraft(localStorage, key, latest.current.noun, JSON.parse(now))) {
        s.written = now;
        s.writtenKey = key;
      }
    } else if (s.writtenKey) {
      clearDraft(localStorage, s.writtenKey);
      s.written = s.writtenKey = null;
    }
  }, []);

  const forget = useCallback(() => {
    const s = state.current;
    if (s.writtenKey) clearDraft(localStorage, s.writtenKey);
    const key = keyOf();
    if (key) clearDraft(localStorage, key);
    s.written = s.writtenKey = null;
  }, []);

  // Left without saving, by the user's choice: the draft goes and is not written again.
  const abandon = useCallback(() => {
    state.current.left = true;
    forget();
  }, [forget]);

  const settled = useCallback(() => {
    const s = state.current;
    const first = !s.loaded;
    s.loaded = true;
    s.left = false;
    // Measured once the form has worked out its figures (a macrotask later); clean until then.
    s.pending = true;
    setTimeout(() => {
      s.baseline = current();
      s.pending = false;
      if (!first) return;
      const key = keyOf();
      const kept = key ? loadDraft<T>(localStorage, key) : null;
      if (kept && JSON.stringify(kept.data) !== s.baseline) setOffer(kept);
      else if (kept && key) clearDraft(localStorage, key);
    }, 0);
    if (!first) {
      forget();
      setOffer(null);
    }
  }, [forget]);

  useEffect(() => {
    const timer = setInterval(() => write(false), WRITE_EVERY_MS);
    const unregister = openForm({ noun: latest.current.noun, dirty, keep: () => write(true), discard: abandon });
    const onHide = () => write(true);
    window.addEventListener('pagehide', onHide);
    return () => {
      clearInterval(timer);
      unregister();
      window.removeEventListener('pagehide', onHide);
      // Unmounted while changed (the browser's Back, the session ending): the draft stays for next time.
      write(true);
    };
  }, [write, abandon]);

  const restore = useCallback(() => {
    const kept = offerRef.current;
    setOffer(null);
    if (!kept) return;
    // The kept draft is this form's own from now on: a save (even one that gives the record its id at once) clears it.
    state.current.writtenKey = keyOf();
    state.current.written = null;
    void latest.current.restore(kept.data);
  }, []);

  const discard = useCallback(() => {
    const key = keyOf();
    if (key) clearDraft(localStorage, key);
    setOffer(null);
  }, []);

  return { offer, restore, discard, settled, abandon };
}
