// Headless Chromium for the browser tests: Debian's /usr/bin/chromium driven by playwright-core
// (which ships no browser of its own), plus helpers for pages at a given size and screenshots.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const SCREENSHOT_DIR = path.join(ROOT, 'tests', '.artifacts', 'screenshots');

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Launches Chromium. chromium.launch() gives every launch a fresh temporary profile (user-data-dir)
 * and deletes it on close, so no state leaks between test files.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
}

export interface PageOptions {
  width?: number;
  height?: number;
}

/** A page in its own context (own cookies and localStorage) at the given viewport. */
export async function newPage(browser: Browser, { width = 1400, height = 900 }: PageOptions = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

/** Closes a page together with the context newPage made for it. */
export async function closePage(page: Page): Promise<void> {
  await page.context().close();
}

/** Saves tests/.artifacts/screenshots/<name>.png and returns its path. */
export async function saveScreenshot(page: Page, name: string, fullPage = true): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  return file;
}

/** Collects uncaught page errors, so a test can assert the page ran without any. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
