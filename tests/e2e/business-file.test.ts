// The business file on My Profile: the owner downloads the whole business; a new owner starts an empty
// business from it (a forged file refused first, with the server's sentence), watching the progress, and
// finds the firms, bills and numbers there. At 1400 and 375 px.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { GOOD_PASSWORD } from '../support/http.ts';
import { reportBooks } from '../support/report-books.ts';
import { signedInPage, signIn, toast, useApp } from './app.ts';

const app = useApp();

describe('business file', () => {
  it('downloads the business and starts a new business from the file', async () => {
    const books = await reportBooks(app().server.origin);
    const page = await app().page({ width: 1400, height: 900 });
    const errors = collectPageErrors(page);
    await signIn(app(), page, { email: books.email, password: GOOD_PASSWORD });
    await page.goto(app().url('/app-profile'));
    await page.getByRole('heading', { name: 'Business file' }).waitFor();
    // This business has records: it cannot be started from a file.
    await page.getByRole('button', { name: 'Download business file' }).waitFor();
    expect(await page.getByRole('button', { name: 'Start from a business file' }).count()).toBe(0);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download business file' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^bahi-owner-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.json$/);
    const file = await download.path();
    await toast(page, 'Business file downloaded').waitFor();
    await saveScreenshot(page, 'business-file-download-1400');
    const content = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(content.formatVersion).toBe(1);

    // A new owner, on a new business: a forged file is refused with the server's sentence, nothing loaded.
    const { page: fresh } = await signedInPage(app(), { width: 1400, height: 900 });
    await fresh.goto(app().url('/app-profile'));
    const start = fresh.getByRole('button', { name: 'Start from a business file' });
    await start.waitFor();
    const chooser = fresh.getByLabel('Business file to load');
    await chooser.setInputFiles({ name: 'forged.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...content, formatVersion: 2 })) });
    await fresh.getByRole('alert').filter({ hasText: 'Nothing was loaded: This business file is format version 2; this server reads format version 1 only.' }).waitFor();
    await saveScreenshot(fresh, 'business-file-refused-1400');

    // The real file: the load is held at the server's door so the progress can be seen, then let through.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await fresh.route('**/api/account/import-business?**', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    await chooser.setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: fs.readFileSync(file) });
    await fresh.getByRole('status').filter({ hasText: /Sending the file|Creating the business from the file/ }).waitFor();
    await expect.poll(() => fresh.getByRole('progressbar').count()).toBeGreaterThan(0);
    await saveScreenshot(fresh, 'business-file-loading-1400');
    release();
    await fresh.getByRole('alert').filter({ hasText: /^Business loaded: \d+ records in \d+ tables/ }).filter({ hasText: 'Open the dashboard' }).waitFor();
    await expect.poll(() => start.count()).toBe(0);
    await saveScreenshot(fresh, 'business-file-loaded-1400');
    await fresh.getByRole('link', { name: 'Open the dashboard' }).click();
    await fresh.waitForURL(app().url('/dashboard'));
    await fresh.goto(app().url('/sales'));
    await fresh.getByText('ST/26-27/7').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('fits a phone', async () => {
    const { page } = await signedInPage(app(), { width: 375, height: 800 });
    await page.goto(app().url('/app-profile'));
    await page.getByRole('button', { name: 'Start from a business file' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'business-file-375');
  });
});
