// The session store of SPEC section 4 driven with fake storage, API, menu, toasts and timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthApi, LoginResponse } from '../../src/client/api/authApi.ts';
import { SESSION_EXPIRED, SessionStore, type Navigator } from '../../src/client/session/sessionStore.ts';

const NOW = new Date('2026-11-20T10:00:00.000Z');

function fakeStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function fakeNavigator(path: string): Navigator & { visits: string[]; path: string } {
  const nav = {
    path,
    visits: [] as string[],
    currentPath: () => nav.path,
    go: (to: string) => {
      nav.visits.push(to);
      nav.path = to;
    },
  };
  return nav;
}

const okLogin = (expiresIn = 3600): LoginResponse => ({
  status: 200,
  message: 'Login Successfully',
  type: 'master',
  tokenDetails: { idToken: 'tok', expiresIn, userid: 7 },
});

function setup(overrides: Partial<Pick<AuthApi, 'masterLogin' | 'employeeLogin' | 'register' | 'renew'>> = {}, keepDrafts?: () => string[]) {
  const storage = fakeStorage();
  const toasts: [string, string][] = [];
  const menu = { load: vi.fn(async () => {}), clear: vi.fn() };
  const authApi = {
    masterLogin: vi.fn(async () => okLogin()),
    employeeLogin: vi.fn(async () => ({ ...okLogin(), type: 'employee' as const })),
    register: vi.fn(async () => ({ status: 200, message: 'Account Create Successfully' })),
    ...overrides,
  };
  const store = new SessionStore({ storage, authApi, menu, notify: (message, variant) => void toasts.push([message, variant]), keepDrafts });
  return { store, storage, toasts, menu, authApi };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sign-in', () => {
  it('saves the token details and user type, goes to /dashboard, toasts, loads the menu', async () => {
    const { store, storage, toasts, menu } = setup();
    const nav = fakeNavigator('/login');
    store.start(nav);
    await store.login('master', { uname: 'Owner@Shop.in', password: 'x' });

    expect(JSON.parse(storage.items.get('userDetails')!)).toEqual({
      idToken: 'tok',
      expiresIn: 3600,
      userid: 7,
      expireDate: '2026-11-20T11:00:00.000Z',
    });
    expect(storage.items.get('userType')).toBe('master');
    expect(nav.visits).toEqual(['/dashboard']);
    expect(toasts).toEqual([['Login Successfully', 'success']]);
    expect(store).toMatchObject({ isLoggedIn: true, email: 'owner@shop.in', successMessage: 'Login Successfully', loading: false });
    expect(menu.load).toHaveBeenCalledWith('master', 7);
  });

  it('logs out by itself when the token lifetime runs out', async () => {
    const { store, storage, toasts } = setup({ masterLogin: vi.fn(async () => okLogin(60)) });
    const nav = fakeNavigator('/login');
    store.start(nav);
    await store.login('master', { uname: 'a@b.in', password: 'x' });
    nav.path = '/sales';

    vi.advanceTimersByTime(59_000);
    expect(store.isLoggedIn).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(store.isLoggedIn).toBe(false);
    // Only the note for the sign-in page stays: why the session ended and where the user was.
    expect([...storage.items.keys()]).toEqual(['bahi.sessionEnded']);
    expect(store.endNote).toEqual({ message: SESSION_EXPIRED, kept: [], path: '/sales', userid: 7 });
    expect(nav.path).toBe('/login');
    expect(toasts.at(-1)).toEqual([SESSION_EXPIRED, 'info']);
  });

  it('stores and toasts the error of a refused sign-in, and stays logged out', async () => {
    const { store, toasts, storage } = setup({
      masterLogin: vi.fn(async () => ({ status: 401, message: 'Incorrect Email Or Password' })),
    });
    store.start(fakeNavigator('/login'));
    await store.login('master', { uname: 'a@b.in', password: 'wrong' });
    expect(store).toMatchObject({ isLoggedIn: false, errorMessage: 'Incorrect Email Or Password', loading: false });
    expect(toasts).toEqual([['Incorrect Email Or Password', 'error']]);
    expect(storage.items.size).toBe(0);
  });

  it('is loading while the call is in flight', async () => {
    let answer!: (value: LoginResponse) => void;
    const { store } = setup({ masterLogin: vi.fn(() => new Promise<LoginResponse>((resolve) => (answer = resolve))) });
    store.start(fakeNavigator('/login'));
    const pending = store.login('master', { uname: 'a@b.in', password: 'x' });
    expect(store.loading).toBe(true);
    answer(okLogin());
    await pending;
    expect(store.loading).toBe(false);
  });

  it('treats a failed menu load like a failed sign-in: toast and logout', async () => {
    const { store, toasts, menu } = setup();
    menu.load.mockRejectedValueOnce(new Error('boom'));
    const nav = fakeNavigator('/login');
    store.start(nav);
    await store.login('master', { uname: 'a@b.in', password: 'x' });
    await vi.runAllTimersAsync();
    expect(store.isLoggedIn).toBe(false);
    expect(toasts.at(-1)?.[1]).toBe('error');
    expect(nav.path).toBe('/login');
  });
});

describe('on load', () => {
  const save = (storage: ReturnType<typeof fakeStorage>, expireDate: string, type = 'master') => {
    storage.items.set('userDetails', JSON.stringify({ idToken: 'tok', expiresIn: 3600, userid: 7, expireDate }));
    storage.items.set('userType', type);
  };

  it('restores a live session, forwards /login to /dashboard and reschedules logout for the time left', () => {
    const { store, storage, menu } = setup();
    save(storage, '2026-11-20T10:10:00.000Z', 'employee');
    const nav = fakeNavigator('/login');
    store.start(nav);
    expect(store).toMatchObject({ isLoggedIn: true, userType: 'employee', started: true });
    expect(nav.visits).toEqual(['/dashboard']);
    expect(menu.load).toHaveBeenCalledWith('employee', 7);

    vi.advanceTimersByTime(10 * 60_000 - 1);
    expect(store.isLoggedIn).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.isLoggedIn).toBe(false);
  });

  it('keeps a deep link when restoring', () => {
    const { store, storage } = setup();
    save(storage, '2026-11-20T12:00:00.000Z');
    const nav = fakeNavigator('/sales');
    store.start(nav);
    expect(nav.visits).toEqual([]);
  });

  it('logs out an expired session and clears what was stored', () => {
    const { store, storage } = setup();
    save(storage, '2026-11-20T09:00:00.000Z');
    const nav = fakeNavigator('/dashboard');
    store.start(nav);
    expect(store.isLoggedIn).toBe(false);
    expect([...storage.items.keys()]).toEqual(['bahi.sessionEnded']);
    expect(nav.path).toBe('/login');
  });

  it('stays logged out with nothing stored, without navigating', () => {
    const { store } = setup();
    const nav = fakeNavigator('/page-register');
    store.start(nav);
    expect(store).toMatchObject({ isLoggedIn: false, started: true });
    expect(nav.visits).toEqual([]);
  });
});

describe('logout', () => {
  it.each([
    ['/emplogin', '/emplogin'],
    ['/page-register', '/page-register'],
    ['/dashboard', '/login'],
  ])('from %s goes to %s and clears credentials and messages', async (from, to) => {
    const { store, storage, menu } = setup();
    const nav = fakeNavigator('/login');
    store.start(nav);
    await store.login('master', { uname: 'a@b.in', password: 'x' });
    nav.path = from;
    store.logout();
    expect(nav.path).toBe(to);
    expect(storage.items.size).toBe(0);
    expect(menu.clear).toHaveBeenCalled();
    expect(store).toMatchObject({ session: null, userType: null, email: null, successMessage: null, errorMessage: null });
  });
});

describe('sign-up', () => {
  it('toasts the server message and goes to /login', async () => {
    const { store, toasts, authApi } = setup();
    const nav = fakeNavigator('/page-register');
    store.start(nav);
    await store.register({ uname: 'a@b.in', password: 'Abc1@' });
    expect(authApi.register).toHaveBeenCalledWith({ uname: 'a@b.in', password: 'Abc1@' });
    expect(toasts).toEqual([['Account Create Successfully', 'success']]);
    expect(nav.path).toBe('/login');
    expect(store.successMessage).toBe('Account Create Successfully');
  });

  it('stores and toasts a refusal, staying on the page', async () => {
    const { store, toasts } = setup({ register: vi.fn(async () => ({ status: 409, message: 'Email Must Be Unique' })) });
    const nav = fakeNavigator('/page-register');
    store.start(nav);
    await store.register({ uname: 'a@b.in', password: 'Abc1@' });
    expect(store.errorMessage).toBe('Email Must Be Unique');
    expect(toasts).toEqual([['Email Must Be Unique', 'error']]);
    expect(nav.visits).toEqual([]);
  });
});

describe('sliding session', () => {
  const renewed = (idToken: string, expiresIn = 60): LoginResponse => ({ status: 200, message: 'Session renewed', tokenDetails: { idToken, expiresIn, userid: 7 } });

  it('renews at activity past half the lifetime, and activity keeps it alive beyond its lifetime', async () => {
    let round = 0;
    const renew = vi.fn(async () => renewed(`tok${++round}`));
    const { store, storage } = setup({ masterLogin: vi.fn(async () => okLogin(60)), renew });
    store.start(fakeNavigator('/login'));
    await store.login('master', { uname: 'a@b.in', password: 'x' });

    vi.advanceTimersByTime(20_000);
    store.noteActivity(); // before half its life: nothing yet
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(11_000);
    store.noteActivity(); // 31 s of 60: renewed
    await vi.waitFor(() => expect(store.idToken).toBe('tok1'));
    const stored = JSON.parse(storage.items.get('userDetails')!);
    expect(stored.idToken).toBe('tok1');
    // A full lifetime from the renewal (vi.waitFor moves the fake clock on by its polling steps).
    expect(Date.parse(stored.expireDate) - Date.now()).toBeGreaterThan(59_000);

    // Working on, a minute and more after sign-in: still signed in.
    for (let step = 0; step < 4; step += 1) {
      vi.advanceTimersByTime(31_000);
      store.noteActivity();
      await vi.waitFor(() => expect(store.idToken).toBe(`tok${step + 2}`));
    }
    expect(store.isLoggedIn).toBe(true);
  });

  it('renews shortly before expiry after activity in the first half; without activity it ends', async () => {
    const renew = vi.fn(async () => renewed('fresh'));
    const { store } = setup({ masterLogin: vi.fn(async () => okLogin(60)), renew });
    store.start(fakeNavigator('/login'));
    await store.login('master', { uname: 'a@b.in', password: 'x' });
    vi.advanceTimersByTime(5_000);
    store.noteActivity();
    vi.advanceTimersByTime(42_000); // 47 s: the last check comes at 48 s (a fifth of 60 s before expiry)
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    await vi.waitFor(() => expect(store.idToken).toBe('fresh'));

    // Left alone now: the renewed token runs out and the session ends.
    vi.advanceTimersByTime(60_000);
    expect(store.isLoggedIn).toBe(false);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('keeps changed forms as drafts when the session ends, says so, and goes back there after signing in', async () => {
    const keep = vi.fn(() => ['bill']);
    const { store, toasts } = setup({ masterLogin: vi.fn(async () => okLogin(60)) }, keep);
    const nav = fakeNavigator('/login');
    store.start(nav);
    await store.login('master', { uname: 'a@b.in', password: 'x' });
    nav.path = '/salesinvoice';
    vi.advanceTimersByTime(60_000);
    expect(keep).toHaveBeenCalled();
    const message = 'Your session ended; your unsaved bill is kept as a draft. Sign in to carry on.';
    // The sign-in page shows the note; no toast covers it.
    expect(toasts.map(([text]) => text)).not.toContain(message);
    expect(store.endNote).toMatchObject({ message, kept: ['bill'], path: '/salesinvoice' });

    await store.login('master', { uname: 'a@b.in', password: 'x' });
    expect(nav.path).toBe('/salesinvoice');
    expect(store.endNote).toBeNull();
  });
});
