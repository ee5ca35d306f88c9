import { closeSnackbar, enqueueSnackbar, type SnackbarKey } from 'notistack';

// The one door to toasts. notistack 3 looks unmaintained (STACK.md), so nothing else imports it except
// ToastProvider and DraggableToast; replacing it means changing these three files only.

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** Toasts close by themselves after 5 s (SPEC section 9). */
export const TOAST_AUTO_HIDE_MS = 5000;

// The toast showing each message. notistack's own preventDuplicate drops a message while an identical
// toast is still in view, even one already fading out, so a report generated again as its last toast
// closed answered with no toast at all. Instead the newer toast replaces the older one: never two
// identical toasts, never none.
const showing = new Map<string, SnackbarKey>();

export function notify(message: string, variant: ToastVariant = 'default'): void {
  const earlier = showing.get(message);
  if (earlier !== undefined) closeSnackbar(earlier);
  const key = enqueueSnackbar(message, {
    variant,
    preventDuplicate: false,
    onExited: () => {
      if (showing.get(message) === key) showing.delete(message);
    },
  });
  showing.set(message, key);
}
