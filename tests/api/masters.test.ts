// Every master through the generic API on both stores: create, read, list (paging, search, sort),
// update, stale update, bad input (nothing written), another tenant's ids, delete and referenced delete.
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

type Case = {
  entity: string;
  valid: Record<string, unknown>;
  change: Record<string, unknown>;
  invalid: [Record<string, unknown>, string, string];
  search: string;
};

const CASES: Case[] = [
  { entity: 'unit', valid: { UnitName: 'Kilogram', UQC: 'KGS', DecimalPlaces: 3 }, change: { UnitName: 'Kilo' }, invalid: [{ UnitName: 'X', UQC: 'KILO' }, '/UQC', 'GST unit code (UQC) must be one of'], search: 'kilo' },
  { entity: 'category', valid: { CategoryName: 'Stationery', Desc: 'Pens and paper' }, change: { Desc: 'Office' }, invalid: [{ CategoryName: '' }, '/CategoryName', 'Category name is required'], search: 'station' },
  { entity: 'manufacturer', valid: { ManufacturerName: 'Camlin' }, change: { ManufacturerName: 'Kokuyo Camlin' }, invalid: [{ ManufacturerName: 'x'.repeat(101) }, '/ManufacturerName', 'Manufacturer name must be at most 100 characters'], search: 'CAML' },
  {
    entity: 'firm',
    valid: { FirmName: 'Sharma Stores', State: 'Maharashtra', GSTIN: '27AAPFU0939F1ZV', Mobile: '9820012345', Email: 'accounts@sharma.in', Pincode: '411001', IFSC: 'HDFC0001234', SalesPrefix: 'SS' },
    change: { Address: 'MG Road, Pune' },
    invalid: [{ FirmName: 'F', State: 'Maharashtra', Mobile: '12345' }, '/Mobile', 'Mobile must be 10 digits'],
    search: 'sharma',
  },
  { entity: 'item', valid: { ItemName: 'Gel pen blue', ItemCode: 'GP-01', UnitId: 0, HSNCode: '96081019', TaxRate: 18, CashRate: 10.5, MRP: 12, OpeningQty: 2.5 }, change: { CashRate: 11.25 }, invalid: [{ ItemName: 'P', UnitId: 0, HSNCode: '12' }, '/HSNCode', 'HSN / SAC code must be 4, 6 or 8 digits'], search: 'GP-0' },
  { entity: 'party', valid: { PartyName: 'Mehta Traders', PartyType: 'Customer', GSTIN: '29AAGCB7383J1Z4', State: 'Karnataka', Mobile: '9988776655', OpeningBalance: 1500.75 }, change: { CreditLimit: 50000 }, invalid: [{ PartyName: 'P', PAN: 'ABC' }, '/PAN', 'PAN must be 5 letters, 4 digits and a letter (like ABCDE1234F)'], search: 'mehta' },
  { entity: 'extracharges', valid: { ChargeName: 'Freight', LedgerId: 0, ChargeType: 'Amount', DefaultAmount: 150 }, change: { DefaultAmount: 175.5 }, invalid: [{ ChargeName: 'F', LedgerId: 0, DefaultAmount: 1.005 }, '/DefaultAmount', 'Default amount must have at most 2 decimal places'], search: 'frei' },
  { entity: 'tandc', valid: { Title: 'Standard', Terms: 'Goods once sold will not be taken back.' }, change: { IsDefault: false }, invalid: [{ Title: 'T', Terms: 'x', DocumentType: 'Letters' }, '/DocumentType', 'Printed on must be one of'], search: 'standard' },
  { entity: 'ledger', valid: { LedgerName: 'HDFC Bank', GroupId: 0, OpeningBalance: 25000, OpeningType: 'Dr' }, change: { OpeningBalance: 26000.1 }, invalid: [{ LedgerName: 'L', GroupId: 'bank' }, '/GroupId', 'Group must be a whole number'], search: 'hdfc' },
  { entity: 'city', valid: { CityName: 'Pune', StateId: 0 }, change: { CityName: 'Pune City' }, invalid: [{ StateId: 0 }, '/CityName', 'City name is required'], search: 'pun' },
];

describeEachStore('masters API', (server) => {
  const url = (p: string) => `${server().origin}/api/${p}`;
  let owner: { token: string };
  let other: { token: string };
  const links: Record<string, number> = {};
  const as = (who: { token: string }, p: string) => `${url(p)}${p.includes('?') ? '&' : '?'}auth=${who.token}`;
  const fill = (record: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v === 0 && k.endsWith('Id') ? links[k] : v]));

  beforeAll(async () => {
    owner = await registerAndLogin(server().origin);
    other = await registerAndLogin(server().origin);
    links.UnitId = (await sendJson('POST', as(owner, 'unit'), { UnitName: 'Pieces', UQC: 'PCS' })).body.data.Id;
    const bank = await getJson(as(owner, 'ledgergroup?GroupCode=BANK_ACCOUNTS'));
    links.GroupId = bank.body.data.rows[0].Id;
    const freight = await getJson(as(owner, 'ledger?search=Round'));
    links.LedgerId = freight.body.data.rows[0].Id;
    const maharashtra = await getJson(as(owner, 'state?GSTStateCode=27'));
    links.StateId = maharashtra.body.data.rows[0].Id;
  });

  for (const c of CASES) {
    describe(c.entity, () => {
      let id: number;
      let created: Record<string, any>;

      it('creates, and returns the record with exact amounts', async () => {
        const reply = await sendJson('POST', as(owner, c.entity), fill(c.valid));
        expect(reply.body.message).toBe('Data Saved Successfully');
        expect(reply.status).toBe(200);
        created = reply.body.data;
        id = created.Id;
        expect(created).toMatchObject(fill(c.valid));
        expect(created.RowVersion).toBe(1);
        expect(created.CreatedBy).toMatch(/@example\.com$/);
      });

      it('reads it back, and finds it by search', async () => {
        expect((await getJson(as(owner, `${c.entity}/${id}`))).body.data).toEqual(created);
        const found = await getJson(as(owner, `${c.entity}?search=${encodeURIComponent(c.search)}`));
        expect(found.body.data.rows.map((r: { Id: number }) => r.Id)).toContain(id);
      });

      it('refuses bad input with the field and a plain message, writing nothing', async () => {
        const before = (await getJson(as(owner, c.entity))).body.data.total;
        const reply = await sendJson('POST', as(owner, c.entity), fill(c.invalid[0]));
        expect(reply.status).toBe(400);
        const error = reply.body.errors.find((e: { path: string }) => e.path === c.invalid[1]);
        expect(error?.message).toContain(c.invalid[2]);
        expect((await getJson(as(owner, c.entity))).body.data.total).toBe(before);
      });

      it('updates with the version read, and refuses a stale version', async () => {
        const reply = await sendJson('PUT', as(owner, `${c.entity}/${id}`), { ...created, ...c.change });
        expect(reply.body.message).toBe('Data Updated Successfully');
        expect(reply.body.data).toMatchObject({ ...c.change, RowVersion: 2 });
        const stale = await sendJson('PUT', as(owner, `${c.entity}/${id}`), { ...created, ...c.change });
        expect(stale.status).toBe(409);
        expect(stale.body.message).toMatch(/changed by someone else/);
      });

      it("hides it from another tenant: 404 for its id, absent from lists", async () => {
        expect((await getJson(as(other, `${c.entity}/${id}`))).status).toBe(404);
        expect((await sendJson('PUT', as(other, `${c.entity}/${id}`), { ...created, ...c.change, RowVersion: 2 })).status).toBe(404);
        expect((await sendJson('DELETE', as(other, `${c.entity}/${id}`), undefined)).status).toBe(404);
        const list = await getJson(as(other, `${c.entity}?search=${encodeURIComponent(c.search)}`));
        expect(list.body.data.rows.map((r: { Id: number }) => r.Id)).not.toContain(id);
      });

      it('deletes it', async () => {
        const reply = await sendJson('DELETE', as(owner, `${c.entity}/${id}`), undefined);
        expect(reply).toMatchObject({ status: 200, body: { message: 'Data Deleted Successfully!' } });
        expect((await getJson(as(owner, `${c.entity}/${id}`))).status).toBe(404);
      });
    });
  }

  it('pages, sorts and counts a list', async () => {
    for (let n = 1; n <= 23; n += 1) {
      await sendJson('POST', as(owner, 'category'), { CategoryName: `Paged ${String(n).padStart(2, '0')}` });
    }
    const first = await getJson(as(owner, 'category?search=Paged'));
    expect(first.body.data.total).toBe(23);
    expect(first.body.data.rows).toHaveLength(10); // the spec's default page size
    expect(first.body.data.rows[0].CategoryName).toBe('Paged 01');
    const third = await getJson(as(owner, 'category?search=Paged&Page=3&PerPage=10&sort=-CategoryName'));
    expect(third.body.data.rows.map((r: { CategoryName: string }) => r.CategoryName)).toEqual(['Paged 03', 'Paged 02', 'Paged 01']);
    expect((await getJson(as(owner, 'category?sort=Nope'))).status).toBe(400);
    expect((await getJson(as(owner, 'category?Page=0'))).status).toBe(400);
  });

  it('refuses to delete what another record uses, naming the user', async () => {
    const item = await sendJson('POST', as(owner, 'item'), { ItemName: 'Stapler', UnitId: links.UnitId });
    expect(item.status).toBe(200);
    const reply = await sendJson('DELETE', as(owner, `unit/${links.UnitId}`), undefined);
    expect(reply).toMatchObject({ status: 409, body: { message: 'Cannot delete this Unit: it is used by 1 Item' } });
  });

  it('refuses links to another tenant\'s records', async () => {
    const reply = await sendJson('POST', as(other, 'item'), { ItemName: 'Borrowed unit', UnitId: links.UnitId });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ path: '/UnitId', message: 'Unit: no such Unit' }]);
  });

  it('keeps a party ledger in step with its party', async () => {
    const party = (await sendJson('POST', as(owner, 'party'), { PartyName: 'Joshi & Co', PartyType: 'Supplier', OpeningBalance: 999.99, OpeningType: 'Cr' })).body.data;
    let ledger = (await getJson(as(owner, `ledger/${party.LedgerId}`))).body.data;
    expect(ledger).toMatchObject({ LedgerName: 'Joshi & Co', GroupName: 'Sundry Creditors', OpeningBalance: 999.99, OpeningType: 'Cr' });
    await sendJson('PUT', as(owner, `party/${party.Id}`), { ...party, PartyName: 'Joshi Brothers', PartyType: 'Customer' });
    ledger = (await getJson(as(owner, `ledger/${party.LedgerId}`))).body.data;
    expect(ledger).toMatchObject({ LedgerName: 'Joshi Brothers', GroupName: 'Sundry Debtors' });
    expect((await sendJson('DELETE', as(owner, `ledger/${party.LedgerId}`), undefined)).body.message).toMatch(/belongs to the party Joshi Brothers/);
    await sendJson('DELETE', as(owner, `party/${party.Id}`), undefined);
    expect((await getJson(as(owner, `ledger/${party.LedgerId}`))).status).toBe(404);
  });

  it('checks GSTINs: check character, state code, embedded PAN, and fills an empty state', async () => {
    const bad = await sendJson('POST', as(owner, 'party'), { PartyName: 'Typo', GSTIN: '27AAPFU0939F1ZA' });
    expect(bad.body.errors[0]).toEqual({ path: '/GSTIN', message: 'GSTIN check character does not match: look for a typing mistake' });
    const wrongState = await sendJson('POST', as(owner, 'party'), { PartyName: 'Wrong state', GSTIN: '27AAPFU0939F1ZV', State: 'Gujarat' });
    expect(wrongState.body.message).toBe('GSTIN starts with 27 (Maharashtra) but the state is Gujarat');
    const wrongPan = await sendJson('POST', as(owner, 'party'), { PartyName: 'Wrong PAN', GSTIN: '27AAPFU0939F1ZV', PAN: 'ABCDE1234F' });
    expect(wrongPan.body.errors[0].path).toBe('/PAN');
    const filled = await sendJson('POST', as(owner, 'firm'), { FirmName: 'Bengaluru branch', GSTIN: '29aagcb7383j1z4', State: '' });
    expect(filled.body.data).toMatchObject({ State: 'Karnataka', GSTIN: '29AAGCB7383J1Z4' });
  });

  it('keeps the fixed ledger groups: no delete, no change of nature, renaming allowed', async () => {
    const suspense = (await getJson(as(owner, 'ledgergroup?GroupCode=SUSPENSE'))).body.data.rows[0];
    expect((await sendJson('DELETE', as(owner, `ledgergroup/${suspense.Id}`), undefined)).body.message).toBe(
      'Cannot delete Suspense A/c: it is one of the fixed groups the books rely on',
    );
    expect((await sendJson('PUT', as(owner, `ledgergroup/${suspense.Id}`), { ...suspense, Nature: 'Income' })).status).toBe(409);
    const renamed = await sendJson('PUT', as(owner, `ledgergroup/${suspense.Id}`), { ...suspense, GroupName: 'Suspense' });
    expect(renamed.body.data.GroupName).toBe('Suspense');
  });

  it('refuses to delete the ledgers the books post to', async () => {
    const cash = (await getJson(as(owner, 'ledger?SystemCode=CASH'))).body.data.rows[0];
    const reply = await sendJson('DELETE', as(owner, `ledger/${cash.Id}`), undefined);
    expect(reply).toMatchObject({ status: 409, body: { message: 'Cannot delete the Cash ledger: the books post to it' } });
  });

  it('records every create, update and delete in the edit log with who, before and after', async () => {
    const unit = (await sendJson('POST', as(owner, 'unit'), { UnitName: 'Dozen', UQC: 'DOZ' })).body.data;
    await sendJson('PUT', as(owner, `unit/${unit.Id}`), { ...unit, UnitName: 'Dozens' });
    await sendJson('DELETE', as(owner, `unit/${unit.Id}`), undefined);
    const log = await queryStore(server(), inject('postgresUrl'), 'select actor, action, before_data, after_data, at from edit_log where entity = $1 and record_id = $2 order by id', ['unit', unit.Id]);
    const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
    expect(log.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(new Set(log.map((entry) => entry.actor))).toEqual(new Set([unit.CreatedBy]));
    expect(parse(log[0].after_data)).toMatchObject({ UnitName: 'Dozen' });
    expect(parse(log[1].before_data)).toMatchObject({ UnitName: 'Dozen' });
    expect(parse(log[1].after_data)).toMatchObject({ UnitName: 'Dozens', RowVersion: 2 });
    expect(parse(log[2].before_data)).toMatchObject({ UnitName: 'Dozens' });
    expect(log[2].after_data).toBeNull();
  });

  it("keeps a branch's city within its state and its state within its country (x-narrowBy)", async () => {
    const karnataka = (await getJson(as(owner, 'state?GSTStateCode=29'))).body.data.rows[0];
    const nashik = (await sendJson('POST', as(owner, 'city'), { CityName: 'Nashik', StateId: links.StateId })).body.data;
    const mysuru = (await sendJson('POST', as(owner, 'city'), { CityName: 'Mysuru', StateId: karnataka.Id })).body.data;
    // The picker's narrowed list: only the chosen state's cities.
    const inKarnataka = (await getJson(as(owner, `city?StateId=${karnataka.Id}`))).body.data.rows.map((row: { CityName: string }) => row.CityName);
    expect(inKarnataka).toContain('Mysuru');
    expect(inKarnataka).not.toContain('Nashik');
    const office = (await sendJson('POST', as(owner, 'type'), { TypeName: 'Depot' })).body.data;
    const branch = { BranchName: 'Nashik depot', TypeId: office.Id, CountryId: karnataka.CountryId, StateId: links.StateId };
    const wrongCity = await sendJson('POST', as(owner, 'branch'), { ...branch, CityId: mysuru.Id });
    expect([wrongCity.status, wrongCity.body.errors?.[0]]).toEqual([400, { path: '/CityId', message: 'City: not in the chosen State' }]);
    const otherCountry = (await sendJson('POST', as(owner, 'country'), { CountryName: 'Nepal' })).body.data;
    const wrongState = await sendJson('POST', as(owner, 'branch'), { ...branch, CountryId: otherCountry.Id, CityId: nashik.Id });
    expect([wrongState.status, wrongState.body.message]).toEqual([400, 'State: not in the chosen Country']);
    expect((await getJson(as(owner, 'branch?search=Nashik'))).body.data.total).toBe(0);
    const saved = await sendJson('POST', as(owner, 'branch'), { ...branch, CityId: nashik.Id });
    expect(saved.body.data).toMatchObject({ CityName: 'Nashik', StateName: 'Maharashtra' });
  });

  it('answers unknown entities and ids with 404, ids no record can have with 400, and no token with 401', async () => {
    expect((await getJson(as(owner, 'nothing'))).status).toBe(404);
    expect((await getJson(as(owner, 'unit/9007199254740991'))).status).toBe(404);
    for (const malformed of ['abc', '0', '1.5', '9007199254740992', '9223372036854775808']) expect([malformed, (await getJson(as(owner, `unit/${malformed}`))).status]).toEqual([malformed, 400]);
    expect((await getJson(url('unit'))).status).toBe(401);
  });
});
