import { useEffect, type ReactNode } from 'react';
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
  useToastsNeverHidden();
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

/**
 * An open dialog hides everything beside it from screen readers (MUI sets aria-hidden on <body>'s other
 * children), and a dialog opened over another leaves the toasts hidden when it closes, while the outer one
 * stays open: "Saved" would never be read out. Toasts are messages for now, whatever is open: whenever
 * their container is hidden, it is shown again.
 */
function useToastsNeverHidden(): void {
  useEffect(() => {
    const reveal = () => {
      for (const container of document.querySelectorAll(`.${CONTAINER_CLASS}[aria-hidden]`)) container.removeAttribute('aria-hidden');
    };
    // The container is one of <body>'s children: an attribute set on it is a change in body's subtree.
    const observer = new MutationObserver(reveal);
    observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-hidden'] });
    return () => observer.disconnect();
  }, []);
}
