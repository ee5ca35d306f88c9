// A shop owner brings their items (an Excel sheet) and parties (a CSV file) into Bahi through the import
// page, at desk (1400 px) and phone (375 px) widths: the Import button on the items list, a sheet with one
// bad row shown with its problem beside the row and nothing saved, the corrected sheet imported, and the
// rows then listed on the Items and Parties pages.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { getJson } from '../support/http.ts';
import { xlsxOf } from '../support/import-files.ts';
import { apiAs, signedInWithToken, useApp } from './app.ts';

const app = useApp();
const POLL = { timeout: 15_000 };

const ITEM_HEADERS = ['Item name', 'Unit', 'HSN / SAC code', 'GST rate %', 'Opening quantity', 'Opening rate (cost per unit)'];

async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  await page.getByLabel('File to import').setInputFiles({ name, mimeType, buffer });
}

describe('Import page', () => {
  for (const [width, height] of [
    [1400, 900],
    [375, 800],
  ] as const) {
    it(`imports a spreadsheet of items and a CSV of parties at ${width} px, refusing a sheet with a bad row`, async () => {
      const { page, token } = await signedInWithToken(app(), { width, height });
      const errors = collectPageErrors(page);
      const api = apiAs(app(), () => token);
      await api.create('unit', { UnitName: 'Pcs', UQC: 'PCS' });

      await page.goto(app().url('/item'));
      await page.getByRole('link', { name: 'Import' }).click();
      await page.waitForURL(/\/import\?entity=item/);

      // The sheet carries a title line and a blank line above its header (rows 1-3), so Copper Lota is row 5.
      const bad = xlsxOf(ITEM_HEADERS, [
        ['Steel Tumbler', 'Pcs', '7323', 18, 120, '45.50'],
        ['Copper Lota', 'Box', '7418', 12, 10, 310],
        ['Brass Diya', 'pcs', '7419', 12, 200, '22.25'],
      ]);
      await chooseFile(page, 'items.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bad);
      const problems = page.getByRole('list', { name: 'Problems' });
      await expect.poll(() => problems.textContent(), POLL).toContain('Row 5: Unit: there is no unit named "Box"');
      await expect.poll(() => page.getByRole('button', { name: 'Import 3 rows' }).isDisabled(), POLL).toBe(true);
      await saveScreenshot(page, `import-items-problem-${width}`);
      expect((await getJson(api.url('item'))).body.data.total).toBe(0);

      const good = xlsxOf(ITEM_HEADERS, [
        ['Steel Tumbler', 'Pcs', '7323', 18, 120, '45.50'],
        ['Copper Lota', 'Pcs', '7418', 12, 10, 310],
        ['Brass Diya', 'pcs', '7419', 12, 200, '22.25'],
      ]);
      await chooseFile(page, 'items.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', good);
      await expect.poll(() => page.getByText('3 ready').count(), POLL).toBe(1);
      await saveScreenshot(page, `import-items-preview-${width}`);
      await page.getByRole('button', { name: 'Import 3 rows' }).click();
      await page.getByRole('link', { name: 'Open Items' }).click();
      await page.waitForURL(/\/item$/);
      for (const name of ['Steel Tumbler', 'Copper Lota', 'Brass Diya']) await expect.poll(() => page.getByText(name).count(), POLL).toBeGreaterThan(0);
      await saveScreenshot(page, `import-items-listed-${width}`);

      await page.goto(app().url('/import?entity=party'));
      const parties = 'Party name,Party type,State,Mobile,Opening balance,Opening Dr / Cr\r\n"Patil Stores, Pune",Customer,Maharashtra,9822012345,"1,25,000.50",Dr\r\nShinde Wholesale,Supplier,Maharashtra,,40000,Cr\r\n';
      await chooseFile(page, 'parties.csv', 'text/csv', Buffer.from(parties, 'utf8'));
      await expect.poll(() => page.getByText('2 ready').count(), POLL).toBe(1);
      await saveScreenshot(page, `import-parties-preview-${width}`);
      await page.getByRole('button', { name: 'Import 2 rows' }).click();
      await page.getByRole('link', { name: 'Open Parties' }).click();
      await page.waitForURL(/\/party$/);
      for (const name of ['Patil Stores, Pune', 'Shinde Wholesale']) await expect.poll(() => page.getByText(name).count(), POLL).toBeGreaterThan(0);
      await saveScreenshot(page, `import-parties-listed-${width}`);
      expect(errors).toEqual([]);
    }, 120_000);
  }
});
