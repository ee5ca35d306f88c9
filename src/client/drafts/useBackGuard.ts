// The browser's Back (and Forward, or a jump from its history list) while a changed form is open. The app
// runs on <BrowserRouter>, which follows such a step at once and has no blocker; so the step is caught
// before the router hears of it, undone with history.go in the other direction (no entry is added, none
// is left behind), and asked about; leaving takes the same step again, and this time it passes. With
// nothing changed, nothing stops. Listeners on window run in the order they were added (a capturing one
// is not enough in every browser), so the one listener here is added when this module loads, before the
// router mounts and adds its own.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The router's index of a history entry (it keeps one in each entry's state), or null. */
function indexOf(state: unknown): number | null {
  const idx = state && typeof state === 'object' && 'idx' in state ? (state as { idx: unknown }).idx : null;
  return typeof idx === 'number' ? idx : null;
}

type Guard = {
  /** The entry the app shows: the router's index and the pathname. */
  here: { index: number | null; pathname: string };
  mustAsk(from: string, to: string): boolean;
  ask(leave: () => void): void;
};

let guard: Guard | null = null;
let undoing = false;
let passing = false;

function onPop(event: PopStateEvent) {
  if (undoing) {
    // The step put back: the router never saw it go.
    undoing = false;
    event.stopImmediatePropagation();
    return;
  }
  if (passing || !guard) {
    passing = false;
    return;
  }
  const { here, mustAsk, ask } = guard;
  const to = indexOf(event.state);
  const delta = to === null || here.index === null ? -1 : to - here.index;
  if (delta === 0 || !mustAsk(here.pathname, window.location.pathname)) return;
  event.stopImmediatePropagation();
  undoing = true;
  window.history.go(-delta);
  ask(() => {
    passing = true;
    window.history.go(delta);
  });
}

if (typeof window !== 'undefined') window.addEventListener('popstate', onPop, { capture: true });

/**
 * `mustAsk(from, to)`: whether leaving the page at `from` for `to` (pathnames) needs asking.
 * `ask(leave)`: asks; `leave()` goes on with the step.
 */
export function useBackGuard(mustAsk: (from: string, to: string) => boolean, ask: (leave: () => void) => void): void {
  const location = useLocation();
  const mine = useRef<Guard>({ here: { index: null, pathname: location.pathname }, mustAsk, ask });
  mine.current.mustAsk = mustAsk;
  mine.current.ask = ask;
  useEffect(() => {
    mine.current.here = { index: indexOf(window.history.state), pathname: location.pathname };
  }, [location]);
  useEffect(() => {
    guard = mine.current;
    return () => {
      if (guard === mine.current) guard = null;
    };
  }, []);
}
