// Shared set-up for the browser tests: one server and one Chromium per test file, and the few
// steps most tests begin with (an account, a signed-in page).
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closePage, launchBrowser, newPage, type PageOptions } from '../support/browser.ts';
import { getJson, GOOD_PASSWORD, postForm, sendJson, uniqueEmail } from '../support/http.ts';
import { startServer, type RunningServer, type ServerOptions } from '../support/server.ts';

export interface App {
  server: RunningServer;
  browser: Browser;
  /** Absolute address of an app path, e.g. url('/login'). */
  url(path: string): string;
  /** A fresh page (own storage) at the given size; closed after the file. */
  page(options?: PageOptions): Promise<Page>;
}

/** Starts a server (with these options) and a browser before the file's tests and stops both after. */
export function useApp(options: ServerOptions = {}): () => App {
  let app: App | null = null;
  const pages: Page[] = [];
  beforeAll(async () => {
    const [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
    app = {
      server,
      browser,
      url: (path) => `${server.appUrl}${path}`,
      page: async (options) => {
        const page = await newPage(browser, options);
        pages.push(page);
        return page;
      },
    };
  });
  afterAll(async () => {
    await Promise.all(pages.map((page) => closePage(page).catch(() => {})));
    await app?.browser.close();
    await app?.server.stop();
  });
  return () => {
    if (!app) throw new Error('useApp() is only ready inside tests');
    return app;
  };
}

/** Registers a master through the API (quicker than the form when sign-up is not what is tested). */
export async function registerMaster(app: App): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('e2e');
  const reply = await postForm(`${app.server.origin}/api/super/register`, { uname: email, password: GOOD_PASSWORD });
  if (reply.status !== 200) throw new Error(`register failed: ${JSON.stringify(reply.body)}`);
  return { email, password: GOOD_PASSWORD };
}

/** Fills and submits the sign-in form at /login (or /emplogin) and waits for the dashboard. */
export async function signIn(app: App, page: Page, account: { email: string; password: string }, path = '/login') {
  await page.goto(app.url(path));
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(app.url('/dashboard'));
}

/** A signed-in master on a fresh page of the given size. */
export async function signedInPage(app: App, options?: PageOptions) {
  const account = await registerMaster(app);
  const page = await app.page(options);
  await signIn(app, page, account);
  return { page, account };
}

/** The toast with this text (toasts are role=alert). */
export const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** A signed-in master's page and their API token (for set-up through the API beside the browser). */
export async function signedInWithToken(app: App, options?: PageOptions) {
  const { page, account } = await signedInPage(app, options);
  const login = await sendJson('POST', `${app.server.origin}/api/super/superUserLogin`, { uname: account.email, password: account.password });
  return { page, account, token: String(login.body.tokenDetails.idToken) };
}

/** The API as a signed-in master, for set-up and checks beside the browser: an address, a create and a read. */
export function apiAs(app: App, token: () => string) {
  const url = (path: string) => `${app.server.origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token()}`;
  return {
    url,
    async create(entity: string, body: object): Promise<Record<string, any>> {
      const reply = await sendJson('POST', url(entity), body);
      if (reply.status !== 200) throw new Error(`${entity} set-up failed: ${JSON.stringify(reply.body)}`);
      return reply.body.data;
    },
    read: async (path: string) => (await getJson(url(path))).body.data,
  };
}

/** The status the API answers a GET with the token the signed-in page holds (what its user may call). */
export function statusAsPageUser(app: App, page: Page) {
  return (path: string) =>
    page.evaluate(async (address) => {
      const token = JSON.parse(localStorage.getItem('userDetails') ?? '{}').idToken ?? '';
      return (await fetch(`${address}${address.includes('?') ? '&' : '?'}auth=${token}`)).status;
    }, `${app.server.origin}/api/${path}`);
}

/**
 * Picks an item on a bill's first line as a clerk does: click the line's item cell, type, Enter on the offer.
 * It waits for the line and for the cell's editor to have the cursor before typing: a click on a grid still
 * wiring itself up is lost, and the keys with it (seen under load).
 */
export async function pickFirstLineItem(page: Page, typed: string, offer: RegExp) {
  const lines = page.getByTestId('billing-lines');
  await lines.locator('[role=row][data-row="0"]').waitFor();
  await lines.locator('[role=row][data-row="0"] [data-col="ItemName"]').first().click();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? ''), { timeout: 10_000 }).toBe('Item');
  await page.keyboard.type(typed);
  await page.getByRole('option', { name: offer }).first().waitFor();
  await page.keyboard.press('Enter');
}
