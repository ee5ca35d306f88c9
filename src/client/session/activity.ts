// The user is working: keys, clicks, touches, scrolling. Reported at most once a second.
const EVENTS = ['keydown', 'pointerdown', 'input', 'wheel', 'touchstart'] as const;

export function watchActivity(onActivity: () => void, target: Window = window): () => void {
  let last = 0;
  const listener = () => {
    const now = Date.now();
    if (now - last < 1000) return;
    last = now;
    onActivity();
  };
  for (const name of EVENTS) target.addEventListener(name, listener, { capture: true, passive: true });
  return () => {
    for (const name of EVENTS) target.removeEventListener(name, listener, { capture: true });
  };
}
