// An import is one business's large or hostile file among many businesses' work, on both stores: it is
// read in a worker and checked and written in short transactions, so another business's saves keep
// being answered throughout; a malformed Tally file (875 KB of unclosed tags) is a 400, not seconds of the
// server's thread; a file past IMPORT_MAX_ROWS a 413. And a shop's own names and files: a Hindi unit
// matches itself (never another unit), a Windows-1252 CSV arrives as written, and NULs are refused.
import { expect, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { sendImport } from '../support/import-files.ts';
import { describeEachStore } from '../support/stores.ts';

const MAX_ROWS = 25_000;

describeEachStore('Imports beside other businesses', (server) => {
  async function tenant() {
    const { token } = await registerAndLogin(server().origin);
    return { api: (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}` };
  }
  const itemsCsv = (count: number) => {
    const lines = ['Item name,Item code,Unit,HSN / SAC code,GST rate %,Cash rate,Opening quantity,Opening rate (cost per unit)'];
    for (let n = 0; n < count; n += 1) lines.push(`Item ${n},C${n},Pcs,9608,18,${10 + (n % 90)}.50,${n % 50},${5 + (n % 20)}.25`);
    return lines.join('\n');
  };

  it("previews and imports 20,000 items while another business's saves keep being answered", async () => {
    const importer = await tenant();
    const neighbour = await tenant();
    await sendJson('POST', importer.api('unit'), { UnitName: 'Pcs', UQC: 'PCS' });
    const file = itemsCsv(20_000);
    let done = false;
    let saves = 0;
    // The neighbour saves a party after another until the import is over; each must be answered 200.
    const neighbourSaves = (async () => {
      while (!done) {
        const saved = await sendJson('POST', neighbour.api('party'), { PartyName: `Neighbour ${saves}`, PartyType: 'Customer', State: 'Goa' });
        expect(saved.status, JSON.stringify(saved.body)).toBe(200);
        saves += 1;
      }
    })();
    const preview = await sendImport(importer.api, 'item', file, { preview: true });
    const previewSaves = saves;
    const imported = await sendImport(importer.api, 'item', file);
    const importSaves = saves - previewSaves;
    done = true;
    await neighbourSaves;
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({ total: 20_000, valid: 20_000, errors: [], saved: false });
    expect(imported.status, JSON.stringify(imported.body).slice(0, 300)).toBe(200);
    expect((await getJson(importer.api('item?PerPage=1'))).body.data.total).toBe(20_000);
    // Saves went through during the preview and during the import: neither held the store for its whole run.
    expect(previewSaves).toBeGreaterThanOrEqual(2);
    expect(importSaves).toBeGreaterThanOrEqual(2);
    expect((await getJson(neighbour.api('party?PerPage=1'))).body.data.total).toBe(saves);
  }, 600_000);

  it("answers 875 KB of unclosed Tally tags with a 400 at once, while another business's list is answered", async () => {
    const { api } = await tenant();
    const neighbour = await tenant();
    const [refused, list] = await Promise.all([sendImport(api, 'ledger', `<ENVELOPE>${'<LEDGER>'.repeat(112_000)}`, { preview: true }), getJson(neighbour.api('party?PerPage=10'))]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^This Tally file nests its elements more than 64 deep \(line 1, column \d+\)/);
    expect(list.status).toBe(200);
    expect((await getJson(neighbour.api('party?PerPage=10'))).status).toBe(200);
  }, 120_000);

  it(`refuses a file of more than ${MAX_ROWS.toLocaleString('en-IN')} rows with a 413 in plain words`, async () => {
    const { api } = await tenant();
    const answer = await sendImport(api, 'item', itemsCsv(MAX_ROWS + 1), { preview: true });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('This file has 25,001 rows; an import takes at most 25,000: split it into smaller files');
  }, 120_000);

  it('matches a Hindi unit to itself, and an unknown one is the row error, never another unit', async () => {
    const { api } = await tenant();
    for (const [UnitName, UQC] of [['नग', 'NOS'], ['किलो', 'KGS']]) expect((await sendJson('POST', api('unit'), { UnitName, UQC })).status).toBe(200);
    const refused = await sendImport(api, 'item', 'Item name,Unit\nचावल,किलो\nदाल,लीटर\n');
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toEqual([{ row: 3, field: 'UnitId', column: 'Unit', message: 'Unit: there is no unit named "लीटर" (add it first, or correct the name)' }]);
    const imported = await sendImport(api, 'item', 'Item name,Unit\nचावल,किलो\nदाल, किलो \n');
    expect(imported.status).toBe(200);
    const items = (await getJson(api('item?PerPage=10&sort=ItemName'))).body.data.rows;
    expect(items.map((item: any) => item.UnitName)).toEqual(['किलो', 'किलो']);
  });

  it('reads a Windows-1252 CSV as written, and refuses one with NUL bytes in plain words', async () => {
    const { api } = await tenant();
    const windows1252 = Buffer.from('Category name\r\nCafé crème\r\nPâtisserie\r\n', 'latin1'); // é è â are single bytes, as Excel's plain "CSV" writes them
    expect((await sendImport(api, 'category', windows1252)).status).toBe(200);
    const categories = (await getJson(api('category?PerPage=10&sort=CategoryName'))).body.data.rows;
    expect(categories.map((category: any) => category.CategoryName)).toEqual(['Café crème', 'Pâtisserie']);
    const withNuls = await sendImport(api, 'category', Buffer.from('Category name\r\nA\u0000B\r\n', 'latin1'));
    expect(withNuls.status).toBe(400);
    expect(withNuls.body.message).toMatch(/^This file has NUL bytes/);
  });
}, { env: { IMPORT_MAX_ROWS: String(MAX_ROWS) } });
