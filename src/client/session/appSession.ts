import { authApi } from '../api/authApi.ts';
import { setForbiddenHandler, setTokenSource, setUnauthorizedHandler } from '../api/http.ts';
import { MenuStore } from '../menu/menuStore.ts';
import { notify } from '../notify/notify.ts';
import { SESSION_EXPIRED, SessionStore } from './sessionStore.ts';

// The app's single session and menu, wired to the real API, localStorage and toasts.

export const menuStore = new MenuStore((type, userid) => authApi.loginData(type, userid));

export const session = new SessionStore({ storage: window.localStorage, authApi, menu: menuStore, notify });

setTokenSource(() => session.idToken);
setUnauthorizedHandler((message) => session.endSession(message ?? SESSION_EXPIRED));
setForbiddenHandler(() => void menuStore.refresh());

/** Who is signed in: the address typed at sign-in, or after a reload the one the login data names. */
export function signedInEmail(): string | null {
  return session.email ?? menuStore.data?.email ?? null;
}
