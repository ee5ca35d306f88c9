// The app's own addresses: `/` sends to `/bahi/`, and `/bahi/` opens the app whatever the client accepts (a
// client asking for no compression, as curl does, once got a 403 from the static files' directory); the
// page runs under its Content-Security-Policy without a violation.
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { signedInPage, useApp } from './app.ts';

const app = useApp();

const plainGet = (url: string) =>
  new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
    http
      .get(url, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), text }));
      })
      .on('error', reject);
  });

describe('the app address', () => {
  it('opens at /bahi/ for a client that asks for no compression', async () => {
    const page = await plainGet(`${app().server.origin}/bahi/`);
    expect([page.status, page.type]).toEqual([200, 'text/html; charset=utf-8']);
    expect(page.text).toContain('<div id="root">');
  });

  it('runs under its Content-Security-Policy with no violation', async () => {
    const { page } = await signedInPage(app(), { width: 1400, height: 900 });
    await page.addInitScript(() => {
      (window as any).__violations = [];
      document.addEventListener('securitypolicyviolation', (event) => (window as any).__violations.push(`${event.violatedDirective} ${event.blockedURI}`));
    });
    for (const path of ['/dashboard', '/salesform', '/firm', '/stockreport']) {
      await page.goto(app().url(path));
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as any).__violations)).toEqual([]);
    }
    // A master's form validates in the browser (ajv compiles its schema there: the policy allows eval).
    await page.goto(app().url('/unit'));
    await page.getByRole('button', { name: 'New', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^New Unit/ });
    await dialog.getByRole('textbox', { name: 'Unit name', exact: true }).fill('Box');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Data Saved Successfully' }).first().waitFor();
    expect(await page.evaluate(() => (window as any).__violations)).toEqual([]);
  });
});
