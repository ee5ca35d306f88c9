// Loads what a print page prints, named by the ?id= of its address: loading, ready, or the reason it
// cannot be shown (no id, not found, not allowed, unreachable), in the words of loadFailureMessage.
import { useEffect, useState } from 'react';
import { loadFailureMessage, type InvoiceSource } from './load-invoice.ts';

/** What the app shell gives a print page: what it prints, the ?id= of its address (null when none), the API, Back. */
export type PrintPageProps<P> = { print: P; id: string | null; source: InvoiceSource; onBack: () => void };

export type Paper<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; message: string };

/** `load` reads the paper of that id; the effect runs again when the id or `what` (the kind printed) changes. */
export function usePaper<T>(what: { noun: string }, id: string | null, load: (id: string) => Promise<T>): Paper<T> {
  const valid = id !== null && /^\d+$/.test(id);
  const [paper, setPaper] = useState<Paper<T>>(() => (valid ? { state: 'loading' } : { state: 'error', message: loadFailureMessage(what, id, null) }));

  useEffect(() => {
    if (!valid) {
      setPaper({ state: 'error', message: loadFailureMessage(what, id, null) });
      return;
    }
    let live = true;
    setPaper({ state: 'loading' });
    load(id).then(
      (data) => live && setPaper({ state: 'ready', data }),
      (error: unknown) => live && setPaper({ state: 'error', message: loadFailureMessage(what, id, error) }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure on every render; what it reads is named by `what` and `id`.
  }, [what, id, valid]);

  return paper;
}
