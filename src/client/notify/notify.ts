import { enqueueSnackbar } from 'notistack';

// The one door to toasts. notistack 3 looks unmaintained (STACK.md), so nothing else imports it except
// ToastProvider and DraggableToast; replacing it means changing these three files only.

export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** Toasts close by themselves after 5 s (SPEC section 9). */
export const TOAST_AUTO_HIDE_MS = 5000;

export function notify(message: string, variant: ToastVariant = 'default'): void {
  enqueueSnackbar(message, { variant });
}
