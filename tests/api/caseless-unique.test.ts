// Names that differ only in letter case are one name for units, categories and manufacturers (their
// schema's x-ignoreCase): "pcs" after "Pcs" is refused as a duplicate (409, by the database's index on
// the lower-cased name, so servers saving at once cannot both get in), in the API and in an import, per
// business; a record may still change the case of its own name. Both stores.
import { expect, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { sendImport } from '../support/import-files.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('unique names regardless of case', (server) => {
  async function tenant() {
    const { token } = await registerAndLogin(server().origin);
    return (path: string) => `${server().origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
  }

  it('refuses "pcs" after "Pcs", lets a unit change the case of its own name, and leaves other businesses alone', async () => {
    const api = await tenant();
    const pcs = await sendJson('POST', api('unit'), { UnitName: 'Pcs', UQC: 'PCS' });
    expect(pcs.status).toBe(200);
    for (const name of ['pcs', 'PCS']) {
      const again = await sendJson('POST', api('unit'), { UnitName: name, UQC: 'PCS' });
      expect([again.status, again.body.message]).toEqual([409, 'A Unit with this Unit name already exists']);
    }
    const renamed = await sendJson('PUT', api(`unit/${pcs.body.data.Id}`), { UnitName: 'PCS', UQC: 'PCS', RowVersion: pcs.body.data.RowVersion });
    expect([renamed.status, renamed.body.data.UnitName]).toEqual([200, 'PCS']);
    // Another unit may not be renamed onto it in another case either.
    const box = (await sendJson('POST', api('unit'), { UnitName: 'Box', UQC: 'BOX' })).body.data;
    const onto = await sendJson('PUT', api(`unit/${box.Id}`), { UnitName: 'pcs', UQC: 'BOX', RowVersion: box.RowVersion });
    expect(onto.status).toBe(409);

    const category = await sendJson('POST', api('category'), { CategoryName: 'Stationery' });
    expect(category.status).toBe(200);
    expect((await sendJson('POST', api('category'), { CategoryName: 'STATIONERY' })).status).toBe(409);
    expect((await sendJson('POST', api('manufacturer'), { ManufacturerName: 'Camlin' })).status).toBe(200);
    expect((await sendJson('POST', api('manufacturer'), { ManufacturerName: 'camlin' })).status).toBe(409);

    // Another business has its own names.
    const other = await tenant();
    expect((await sendJson('POST', other('unit'), { UnitName: 'pcs', UQC: 'PCS' })).status).toBe(200);
  });

  it('refuses in an import a name given twice in two cases, or stored already in another case', async () => {
    const api = await tenant();
    expect((await sendJson('POST', api('category'), { CategoryName: 'Stationery' })).status).toBe(200);
    const twice = await sendImport(api, 'category', 'Category name\nToys\nTOYS\n', { preview: true });
    expect(twice.body.data.errors).toEqual([{ row: 3, field: 'CategoryName', column: 'Category name', message: 'Category name "TOYS" is given again (first at record 1)' }]);
    const stored = await sendImport(api, 'category', 'Category name\nToys\nstationery\n');
    expect(stored.status).toBe(400);
    expect(stored.body.data.errors).toEqual([{ row: 3, field: 'CategoryName', column: 'Category name', message: 'Category name "stationery" already exists' }]);
    const names = (await getJson(api('category?PerPage=100'))).body.data.rows.map((row: { CategoryName: string }) => row.CategoryName);
    expect(names).toEqual(['Stationery']);
  });
});
