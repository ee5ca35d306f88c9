import { makeAutoObservable, runInAction } from 'mobx';
import { normaliseEmail } from '../../shared/credentials.ts';
import { ApiRejection, describeError } from '../api/apiError.ts';
import type { AuthApi, Credentials } from '../api/authApi.ts';
import type { ToastVariant } from '../notify/notify.ts';
import {
  MAX_TIMER_MS,
  USER_DETAILS_KEY,
  USER_TYPE_KEY,
  decideOnLoad,
  isUserType,
  logoutTarget,
  newerStoredSession,
  parseStoredSession,
  pathAfterRestore,
  renewDue,
  renewLeadMs,
  toStoredSession,
  type StoredSession,
  type TokenDetails,
  type UserType,
} from './sessionRules.ts';
import { readSessionEndNote, SESSION_END_NOTE_KEY, sessionEndMessage, type SessionEndNote } from './sessionEndNote.ts';

// The session of SPEC section 4: sign-in, sign-up, restore on load, automatic and manual logout.
// Everything it touches outside itself comes in through SessionDeps, so tests can drive it in Node.

export interface Navigator {
  /** Router path without the /bahi base. */
  currentPath(): string;
  go(path: string, options?: { replace?: boolean }): void;
}

export interface SessionDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  authApi: Pick<AuthApi, 'masterLogin' | 'employeeLogin' | 'register' | 'signOut' | 'renew'>;
  menu: { load(type: UserType, userid: string | number): Promise<void>; clear(): void };
  notify(message: string, variant: ToastVariant): void;
  now?: () => Date;
  /** Keeps every changed form as a draft before the session goes; answers what was kept ("bill"). */
  keepDrafts?: () => string[];
  /** The drafts kept in this browser for the login whose (expired) token this is. */
  draftsOf?: (session: StoredSession) => string[];
}

export const LOGIN_FAILED = 'Incorrect Email Or Password';
export const REGISTER_FAILED = 'Could not create the account. Please try again.';
export const MENU_FAILED = 'Could not load your menu. Please sign in again.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

export class SessionStore {
  session: StoredSession | null = null;
  userType: UserType | null = null;
  /** Known only in the tab where the user signed in; the stored details do not carry it. */
  email: string | null = null;
  loading = false;
  errorMessage: string | null = null;
  successMessage: string | null = null;
  /** False until start() has decided between a restored session and none. */
  started = false;
  /**
   * Which sign-in this is: changes at each sign-in, restore and logout, never at a renewal (a fresh token
   * for the same session), so what is loaded per session (schemas, reports) stays through renewals.
   */
  generation = 0;
  /** Where the sign-in pages lead once signed in: the dashboard, or back where a session that ended left off. */
  landing = '/dashboard';
  /** Why the last session ended by itself (shown on the sign-in page), until the next sign-in. */
  endNote: SessionEndNote | null = null;

  private readonly deps: SessionDeps;
  private navigator: Navigator | null = null;
  private logoutTimer: ReturnType<typeof setTimeout> | null = null;
  private renewTimer: ReturnType<typeof setTimeout> | null = null;
  /** When the user last did something (ms since the epoch). */
  private lastActivity = 0;
  private renewing = false;

  constructor(deps: SessionDeps) {
    this.deps = deps;
    makeAutoObservable<SessionStore, 'deps' | 'navigator' | 'logoutTimer' | 'renewTimer' | 'lastActivity' | 'renewing'>(this, {
      deps: false,
      navigator: false,
      logoutTimer: false,
      renewTimer: false,
      lastActivity: false,
      renewing: false,
    });
    this.endNote = readSessionEndNote(deps.storage.getItem(SESSION_END_NOTE_KEY));
  }

  get isLoggedIn(): boolean {
    return this.session !== null;
  }

  get idToken(): string | null {
    return this.session?.idToken ?? null;
  }

  /** App start: restore a live stored session, log out an expired one, or stay logged out. */
  start(navigator: Navigator): void {
    this.navigator = navigator;
    if (this.started) return; // React's development double effects must not restore twice.
    const { storage } = this.deps;
    const decision = decideOnLoad(storage.getItem(USER_DETAILS_KEY), storage.getItem(USER_TYPE_KEY), this.now());
    if (decision.kind === 'restore') {
      this.session = decision.session;
      this.userType = decision.userType;
      this.generation += 1;
      this.scheduleLogout(decision.remainingMs);
      const next = pathAfterRestore(navigator.currentPath());
      if (next) navigator.go(next, { replace: true });
      void this.loadMenu();
    } else if (decision.kind === 'expired') {
      const stored = parseStoredSession(storage.getItem(USER_DETAILS_KEY));
      const kept = stored && this.deps.draftsOf ? this.deps.draftsOf(stored) : [];
      this.noteEnd(kept, stored?.userid ?? null, null);
      if (kept.length === 0) this.deps.notify(SESSION_EXPIRED, 'info');
      this.logout();
    }
    this.started = true;
  }

  async login(kind: UserType, credentials: Credentials): Promise<void> {
    this.beginRequest();
    try {
      const body =
        kind === 'master'
          ? await this.deps.authApi.masterLogin(credentials)
          : await this.deps.authApi.employeeLogin(credentials);
      const details = body.tokenDetails;
      if (body.status !== 200 || !details) throw new ApiRejection(body.message ?? LOGIN_FAILED);
      const session = toStoredSession(details, this.now());
      const userType = isUserType(body.type) ? body.type : kind;
      const message = body.message ?? 'Login Successfully';
      // Back where a session that ended by itself left this login (its draft is offered there).
      const note = this.endNote;
      const back = note?.path && String(note.userid) === String(details.userid) ? note.path : null;
      runInAction(() => {
        this.landing = back ?? '/dashboard';
        this.session = session;
        this.userType = userType;
        this.generation += 1;
        this.email = normaliseEmail(credentials.uname);
        this.successMessage = message;
      });
      this.deps.storage.setItem(USER_DETAILS_KEY, JSON.stringify(session));
      this.deps.storage.setItem(USER_TYPE_KEY, userType);
      this.scheduleLogout(details.expiresIn * 1000);
      this.clearEndNote();
      this.navigator?.go(this.landing);
      // Back at a form, its draft offer says what comes next; a toast would cover its buttons.
      if (!back) this.deps.notify(message, 'success');
      void this.loadMenu();
    } catch (error) {
      this.fail(describeError(error, LOGIN_FAILED));
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** Sign-up sends only uname and password; confirm_password is checked in the form. */
  async register(credentials: Credentials): Promise<void> {
    this.beginRequest();
    try {
      const body = await this.deps.authApi.register(credentials);
      if (body.status !== 200) throw new ApiRejection(body.message ?? REGISTER_FAILED);
      const message = body.message ?? 'Account Create Successfully';
      runInAction(() => {
        this.successMessage = message;
      });
      this.deps.notify(message, 'success');
      this.navigator?.go('/login');
    } catch (error) {
      this.fail(describeError(error, REGISTER_FAILED));
    } finally {
      runInAction(() => {
        this.loading = false;
      });
    }
  }

  /** The Logout menu: ends the login's sessions on the server too (a copied token stops working), then here. */
  async signOut(): Promise<void> {
    try {
      await this.deps.authApi.signOut?.();
    } catch {
      // Signed out here whatever the server answers: an expired token has nothing left to end.
    }
    this.logout();
  }

  /** A fresh token for this session (the password was just changed, which ended the old one). */
  adoptToken(details: TokenDetails): void {
    const session = toStoredSession(details, this.now());
    this.session = session;
    this.deps.storage.setItem(USER_DETAILS_KEY, JSON.stringify(session));
    this.scheduleLogout(details.expiresIn * 1000);
  }

  /** The user is working: renew the token once it is past half its life. */
  noteActivity(): void {
    this.lastActivity = this.now().getTime();
    this.renewIfDue();
  }

  /** A fresh token for the session (POST /api/account/renew) when the user has worked since the last one. */
  private renewIfDue(): void {
    const session = this.session;
    if (!session || this.renewing || !this.deps.authApi.renew) return;
    if (!renewDue(session, this.lastActivity, this.now().getTime())) return;
    this.renewing = true;
    this.deps.authApi
      .renew()
      .then((body) => {
        // Adopted only if it is still this session (not signed out or replaced meanwhile).
        if (body.status === 200 && body.tokenDetails && this.session === session) this.adoptToken(body.tokenDetails);
      })
      // A refused token ends the session through the 401 handler; a lost connection is tried again at the next activity.
      .catch(() => {})
      .finally(() => {
        this.renewing = false;
      });
  }

  /** Clears the token, the stored details and user type, then leaves for the matching sign-in page. */
  logout(): void {
    // Whatever ends the session, a changed form is kept as a draft first (while its owner is known).
    if (this.session) this.deps.keepDrafts?.();
    this.clearTimer();
    this.session = null;
    this.generation += 1;
    this.landing = '/dashboard';
    this.userType = null;
    this.email = null;
    this.errorMessage = null;
    this.successMessage = null;
    this.deps.storage.removeItem(USER_DETAILS_KEY);
    this.deps.storage.removeItem(USER_TYPE_KEY);
    this.deps.menu.clear();
    if (this.navigator) this.navigator.go(logoutTarget(this.navigator.currentPath()));
  }

  /** A signed-in session that can no longer be used (menu load failed, token refused): toast and log out. */
  endSession(message: string): void {
    if (!this.isLoggedIn) return;
    const kept = this.keptDrafts();
    this.noteEnd(kept, this.session?.userid ?? null, this.navigator?.currentPath() ?? null, kept.length > 0 ? sessionEndMessage(kept) : message);
    // With a draft kept, the sign-in page says so (a toast on top would only cover it).
    if (kept.length === 0) this.fail(message);
    this.logout();
  }

  /** Keeps every changed form as a draft; answers the drafts this login has (those just kept, or else the stored ones). */
  private keptDrafts(): string[] {
    const kept = this.deps.keepDrafts?.() ?? [];
    if (kept.length > 0 || !this.session || !this.deps.draftsOf) return kept;
    return this.deps.draftsOf(this.session);
  }

  /** Forgets why the last session ended (the sign-in page's message). */
  clearEndNote(): void {
    this.endNote = null;
    this.deps.storage.removeItem(SESSION_END_NOTE_KEY);
  }

  private noteEnd(kept: string[], userid: string | number | null, path: string | null, message = sessionEndMessage(kept)): void {
    const note: SessionEndNote = { message, kept, path: path && !['/login', '/emplogin'].includes(path) ? path : null, userid };
    this.endNote = note;
    this.deps.storage.setItem(SESSION_END_NOTE_KEY, JSON.stringify(note));
  }

  private async loadMenu(): Promise<void> {
    const { session, userType } = this;
    if (!session || !userType) return;
    try {
      await this.deps.menu.load(userType, session.userid);
    } catch (error) {
      // Ignore failures of a session that has since ended (e.g. the 401 handler already logged out).
      if (this.session === session) this.endSession(describeError(error, MENU_FAILED));
    }
  }

  private beginRequest(): void {
    this.loading = true;
    this.errorMessage = null;
    this.successMessage = null;
  }

  private fail(message: string): void {
    runInAction(() => {
      this.errorMessage = message;
    });
    this.deps.notify(message, 'error');
  }

  /** Long lifetimes are waited out in steps, since setTimeout cannot wait more than about 24.8 days. */
  private scheduleLogout(delayMs: number): void {
    this.clearTimer();
    this.logoutTimer = setTimeout(() => this.onLogoutTimer(), Math.min(Math.max(delayMs, 0), MAX_TIMER_MS));
    // The last chance to renew: shortly before expiry, if the user worked since the token was issued.
    const session = this.session;
    if (session) {
      const at = delayMs - renewLeadMs(session);
      if (at > 0 && at <= MAX_TIMER_MS) this.renewTimer = setTimeout(() => this.renewIfDue(), at);
    }
  }

  private onLogoutTimer(): void {
    this.logoutTimer = null;
    if (!this.session) return;
    const remainingMs = Date.parse(this.session.expireDate) - this.now().getTime();
    // A long lifetime is waited out in steps; a timer firing a moment early still counts as expiry.
    if (remainingMs > 1000) {
      this.scheduleLogout(remainingMs);
      return;
    }
    // Another tab of this login renewed the token: carry on with it.
    const newer = newerStoredSession(this.session, this.deps.storage.getItem(USER_DETAILS_KEY));
    if (newer) {
      this.session = newer;
      this.scheduleLogout(Date.parse(newer.expireDate) - this.now().getTime());
      return;
    }
    const kept = this.keptDrafts();
    this.noteEnd(kept, this.session.userid, this.navigator?.currentPath() ?? null);
    if (kept.length === 0) this.deps.notify(SESSION_EXPIRED, 'info');
    this.logout();
  }

  private clearTimer(): void {
    if (this.logoutTimer !== null) clearTimeout(this.logoutTimer);
    if (this.renewTimer !== null) clearTimeout(this.renewTimer);
    this.logoutTimer = null;
    this.renewTimer = null;
  }

  private now(): Date {
    return this.deps.now ? this.deps.now() : new Date();
  }
}
