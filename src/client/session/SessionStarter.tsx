import { useEffect, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { routerPath } from '../routing/basename.ts';
import { watchActivity } from './activity.ts';
import { session } from './appSession.ts';

/**
 * Hands the router to the session store and starts the session. A layout effect, so a restored
 * session is known before the first paint and deep links are not bounced through /login.
 */
export function SessionStarter() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;

  useLayoutEffect(() => {
    session.start({
      // Read from the address bar, so a timer firing long after the last render still sees the real path.
      currentPath: () => routerPath(window.location.pathname),
      go: (path, options) => void navigateRef.current(path, { replace: options?.replace ?? false }),
    });
  }, []);
  // Work renews the session (sliding): only idle time ends it.
  useEffect(() => watchActivity(() => session.noteActivity()), []);
  return null;
}
