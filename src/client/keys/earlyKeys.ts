// Keys typed before a page is ready are not lost. A clerk who opens a new bill starts typing the customer at
// once, while the form's chunk and its firms and items are still loading and nothing has the focus yet: the
// browser drops those keys. Here, printable keys typed while a page shows its loading spinner (role
// "status", named "Loading") and nothing is focused are held for a moment, and the field that takes the
// focus next (the form's first field, focused when it is ready) receives them as if typed there. A click, a
// key with Ctrl, Alt or Meta, or a pause longer than HOLD_MS forgets them. Only while a page loads: at any
// other time a key with nothing focused is left alone (a grid redrawing its cell has its own handling).

/** How long held keys wait for a field to take the focus. */
export const HOLD_MS = 3000;

type Held = { text: string; at: number };

const nothingFocused = (doc: Document) => doc.activeElement === null || doc.activeElement === doc.body || doc.activeElement === doc.documentElement;

/** The spinner a page shows while it loads (PageSpinner, the document form's own). */
const LOADING = '[role="status"][aria-label="Loading"]';

const takesText = (element: EventTarget | null): element is HTMLInputElement | HTMLTextAreaElement =>
  (element instanceof HTMLInputElement && ['text', 'search', 'tel', 'email', 'url', ''].includes(element.type)) || element instanceof HTMLTextAreaElement;

/** Starts holding early keys for this document; returns the function that stops it. */
export function holdEarlyKeys(doc: Document = document, now: () => number = () => performance.now()): () => void {
  let held: Held | null = null;
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.altKey || event.metaKey) {
      held = null;
      return;
    }
    if (!nothingFocused(doc) || event.key.length !== 1 || doc.querySelector(LOADING) === null) return;
    const at = now();
    held = held && at - held.at <= HOLD_MS ? { text: held.text + event.key, at } : { text: event.key, at };
  };
  const forget = () => {
    held = null;
  };
  const onFocus = (event: FocusEvent) => {
    const keys = held;
    held = null;
    if (!keys || now() - keys.at > HOLD_MS || !takesText(event.target) || event.target.readOnly || event.target.disabled) return;
    const field = event.target;
    // After the focus settles, as if typed: insertText fires the input events a React field listens to.
    queueMicrotask(() => {
      if (doc.activeElement !== field) return;
      if (!doc.execCommand('insertText', false, keys.text)) field.value += keys.text;
    });
  };
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('mousedown', forget, true);
  doc.addEventListener('focusin', onFocus, true);
  return () => {
    doc.removeEventListener('keydown', onKey, true);
    doc.removeEventListener('mousedown', forget, true);
    doc.removeEventListener('focusin', onFocus, true);
  };
}
