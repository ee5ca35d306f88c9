import { authApi } from '../api/authApi.ts';
import { setForbiddenHandler, setTokenSource, setUnauthorizedHandler } from '../api/http.ts';
import { MenuStore } from '../menu/menuStore.ts';
import { notify } from '../notify/notify.ts';
import { draftKeysOf, loadDraft, type DraftOwner } from '../drafts/draftStorage.ts';
import { keepChangedForms } from '../drafts/openForms.ts';
import { SESSION_EXPIRED, SessionStore } from './sessionStore.ts';
import { tokenOwner } from './tokenOwner.ts';

// The app's single session and menu, wired to the real API, localStorage and toasts.

export const menuStore = new MenuStore((type, userid) => authApi.loginData(type, userid));

export const session = new SessionStore({
  storage: window.localStorage,
  authApi,
  menu: menuStore,
  notify,
  keepDrafts: keepChangedForms,
  draftsOf: (stored) => draftKeysOf(localStorage, tokenOwner(stored.idToken, stored.userid)).map((key) => loadDraft(localStorage, key)?.label || 'form'),
});

/** Whose drafts this browser keeps for the signed-in user: their business and login; null when signed out. */
export function draftOwner(): DraftOwner | null {
  const current = session.session;
  return current ? tokenOwner(current.idToken, current.userid) : null;
}

setTokenSource(() => session.idToken);
setUnauthorizedHandler((message) => session.endSession(message ?? SESSION_EXPIRED));
setForbiddenHandler(() => void menuStore.refresh());

/** Who is signed in: the address typed at sign-in, or after a reload the one the login data names. */
export function signedInEmail(): string | null {
  return session.email ?? menuStore.data?.email ?? null;
}
