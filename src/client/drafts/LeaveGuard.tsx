// Asks before a form with unsaved changes is left. The app runs on <BrowserRouter> (not a data router),
// where react-router's useBlocker is not available, so the router's navigator is wrapped instead: every
// in-app link and navigate() passes through push/replace. Reload and close ask through the browser's
// own beforeunload prompt; the browser's Back and Forward through useBackGuard.
import { useContext, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { session } from '../session/appSession.ts';
import { changedForms } from './openForms.ts';
import { useBackGuard } from './useBackGuard.ts';

type Go = (to: unknown, ...rest: unknown[]) => void;

/** The path a push/replace leads to (a string or { pathname, search }). */
function pathnameOf(to: unknown): string | null {
  if (typeof to === 'string') return new URL(to, window.location.href).pathname;
  if (to && typeof to === 'object' && 'pathname' in to && typeof to.pathname === 'string') return to.pathname;
  return null;
}

/** Whether leaving now needs asking: signed in (a session ending leaves at once), a changed form, another page. */
function mustAsk(to: string | null, from = window.location.pathname): boolean {
  if (!session.isLoggedIn || changedForms().length === 0) return false;
  return to === null || to !== from;
}

/** Leaving on purpose: the changed forms drop their drafts, then the step is taken. */
const dropping = (go: () => void) => () => {
  for (const form of changedForms()) form.discard();
  go();
};

export function LeaveGuard() {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    const nav = navigator as unknown as { push: Go; replace: Go };
    const { push, replace } = nav;
    const guarded = (original: Go): Go =>
      function (this: unknown, to, ...rest) {
        if (!mustAsk(pathnameOf(to))) return original.call(nav, to, ...rest);
        setPending(() => dropping(() => original.call(nav, to, ...rest)));
      };
    nav.push = guarded(push);
    nav.replace = guarded(replace);
    return () => {
      nav.push = push;
      nav.replace = replace;
    };
  }, [navigator]);

  useBackGuard(
    (from, to) => mustAsk(to, from),
    (leave) => setPending(() => dropping(leave)),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (changedForms().length === 0) return;
      // The form's draft is written too, so a reload that goes ahead still offers it back.
      for (const form of changedForms()) form.keep();
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const stay = () => setPending(null);
  const leave = () => {
    const go = pending;
    setPending(null);
    go?.();
  };
  const noun = changedForms()[0]?.noun ?? 'form';
  return (
    <Dialog open={pending !== null} onClose={stay} aria-labelledby="leave-guard-title">
      <DialogTitle id="leave-guard-title">Leave without saving?</DialogTitle>
      <DialogContent>
        <DialogContentText>This {noun} has changes that are not saved. If you leave, they are lost.</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={leave} color="error">
          Leave
        </Button>
        <Button onClick={stay} variant="contained" autoFocus>
          Stay
        </Button>
      </DialogActions>
    </Dialog>
  );
}
