import type { ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider } from 'notistack';
import { DraggableToast } from './DraggableToast.tsx';
import { TOAST_AUTO_HIDE_MS } from './notify.ts';

const TOAST_COMPONENTS = {
  default: DraggableToast,
  success: DraggableToast,
  error: DraggableToast,
  warning: DraggableToast,
  info: DraggableToast,
};

const CONTAINER_CLASS = 'bahi-toasts';

// Toasts sit just below the header bar (56 px on phones, 64 px wider), so they never hide the
// profile menu or the shortcuts while they are up.
const containerOffset = (
  <GlobalStyles
    styles={(theme) => ({
      [`.${CONTAINER_CLASS}`]: {
        top: '64px !important',
        [theme.breakpoints.up('sm')]: { top: '72px !important' },
      },
      // A toast is never part of a printed page (a report, an invoice).
      '@media print': { [`.${CONTAINER_CLASS}`]: { display: 'none !important' } },
    })}
  />
);

/**
 * Toasts top-right, auto-closing after 5 s, each one draggable away. They are rendered straight into
 * <body>, not inside the app's root: an open dialog marks everything beside it aria-hidden, so a
 * toast raised from a dialog (a unit created from the item form's picker) inside the root would be
 * hidden from screen readers.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      domRoot={document.body}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      maxSnack={4}
      preventDuplicate
      Components={TOAST_COMPONENTS}
      classes={{ containerAnchorOriginTopRight: CONTAINER_CLASS }}
    >
      {containerOffset}
      {children}
    </SnackbarProvider>
  );
}
