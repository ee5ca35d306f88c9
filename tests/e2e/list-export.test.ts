// A list's CSV and Excel hold every row of the list as searched, not only the page on screen: twelve
// traders and one shop, ten rows a page, searched for "Traders" → a CSV of the twelve traders (header,
// twelve rows, final line end) and a workbook with all twelve names, at 1400 and 375 px.
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { apiAs, signedInWithToken, useApp } from './app.ts';

const app = useApp();
let page: Page;
let token: string;
let errors: string[];
const api = () => apiAs(app(), () => token);
const TRADERS = Array.from({ length: 12 }, (_, index) => `Traders No ${String(index + 1).padStart(2, '0')}`);

async function download(button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  return { name: file.suggestedFilename(), bytes: fs.readFileSync((await file.path())!) };
}

describe('list export', () => {
  beforeAll(async () => {
    const signed = await signedInWithToken(app(), { width: 1400, height: 900 });
    ({ page, token } = signed);
    errors = collectPageErrors(page);
    for (const name of TRADERS) await api().create('party', { PartyName: name, State: 'Maharashtra' });
    await api().create('party', { PartyName: 'Corner Shop', State: 'Maharashtra' });
  });

  for (const width of [1400, 375]) {
    it(`exports every searched row, beyond the page shown, as CSV and Excel at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(app().url('/party'));
      await page.getByRole('textbox', { name: /^Search/ }).fill('Traders');
      await expect.poll(() => page.getByTestId('list-total').textContent()).toBe('12 records');
      await saveScreenshot(page, `list-export-${width}`, false);
      const csv = await download('CSV');
      expect(csv.name).toBe('party.csv');
      const lines = csv.bytes.toString('utf8').replace(/^\uFEFF/, '').split('\r\n');
      const nameColumn = lines[0].split(',').indexOf('Party name');
      expect(nameColumn).toBeGreaterThanOrEqual(0);
      expect(lines.slice(1, -1).map((line) => line.split(',')[nameColumn]).sort()).toEqual(TRADERS);
      expect(lines.at(-1)).toBe('');
      const xlsx = await download('Excel');
      expect(xlsx.name).toBe('party.xlsx');
      const sheet = strFromU8(unzipSync(new Uint8Array(xlsx.bytes))['xl/worksheets/sheet1.xml']);
      for (const name of TRADERS) expect(sheet).toContain(`<t>${name}</t>`);
      expect(sheet).not.toContain('Corner Shop');
      expect(errors).toEqual([]);
    });
  }
});
