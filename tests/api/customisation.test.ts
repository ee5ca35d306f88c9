// The engine's promises: a client's patches reach the API and the table; a new master needs one file;
// a broken schema file stops the start with its path and the reason.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { copySchemas, VEHICLE_SCHEMA } from '../support/schemas-copy.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('the demo client', (server) => {
  it('adds Warranty (months) to Item in the API, the list columns and the table, and relabels a Party field', async () => {
    const { token } = await registerAndLogin(server().origin);
    const api = (p: string) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${token}`;
    const meta = (await getJson(api('meta/entities'))).body.data;
    expect(meta.client).toBe('demo');
    const item = meta.entities.find((e: any) => e['x-entity'].name === 'item');
    expect(item.properties.WarrantyMonths.title).toBe('Warranty (months)');
    expect(item['x-entity'].listColumns).toContain('WarrantyMonths');
    expect(meta.entities.find((e: any) => e['x-entity'].name === 'party').properties.Route.title).toBe('Delivery beat');

    const unit = (await sendJson('POST', api('unit'), { UnitName: 'Nos', UQC: 'NOS' })).body.data;
    const saved = await sendJson('POST', api('item'), { ItemName: 'Mixer grinder', UnitId: unit.Id, WarrantyMonths: 24 });
    expect(saved.body.data.WarrantyMonths).toBe(24);
    const rows = await queryStore(server(), inject('postgresUrl'), 'select "WarrantyMonths" as w from item where "Id" = $1', [saved.body.data.Id]);
    expect(Number(rows[0].w)).toBe(24);
    const bad = await sendJson('POST', api('item'), { ItemName: 'Kettle', UnitId: unit.Id, WarrantyMonths: 500 });
    expect(bad.body.errors[0]).toEqual({ path: '/WarrantyMonths', message: 'Warranty (months) must be at most 120' });
  });

  it('adds Serial no. to every sales-side line with one patch on the shared base line (salesline)', async () => {
    // The patch applies before x-extends is resolved, so quotation, challan, DC return, sales return (and
    // purchase, whose line extends salesline too) lines all gain the field.
    const { token } = await registerAndLogin(server().origin);
    const api = (p: string) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${token}`;
    const post = async (entity: string, body: object) => {
      const reply = await sendJson('POST', api(entity), body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data;
    };
    const firm = (await post('firm', { FirmName: 'Demo Electronics', State: 'Maharashtra' })).Id;
    const customer = (await post('party', { PartyName: 'Patil', State: 'Maharashtra' })).Id;
    const unit = (await post('unit', { UnitName: 'Nos', UQC: 'NOS' })).Id;
    const item = (await post('item', { ItemName: 'Mixer grinder', UnitId: unit, TaxRate: 18, CashRate: 2500, OpeningQty: 10 })).Id;
    const line = (serial: string) => [{ ItemId: item, Qty: 1, Rate: 2500, SerialNo: serial }];
    const bill = await post('sales', { FirmId: firm, CustId: customer, PaymentType: 'CREDIT', BillItems: line('MG-001') });
    const challan = await post('deliverychallan', { FirmId: firm, CustId: customer, ChallanItems: line('MG-002') });
    const documents: Array<[string, string, object]> = [
      ['sales', 'BillItems', bill],
      ['quotation', 'QuotationItems', await post('quotation', { FirmId: firm, CustId: customer, QuotationItems: line('MG-003') })],
      ['deliverychallan', 'ChallanItems', challan],
      ['deliverychallanreturn', 'DCReturnItems', await post('deliverychallanreturn', { FirmId: firm, CustId: customer, ChallanId: challan.Id, DCReturnItems: line('MG-002') })],
      ['salesreturn', 'SalesReturnItems', await post('salesreturn', { FirmId: firm, CustId: customer, SalesId: bill.Id, PaymentType: 'CREDIT NOTE', SalesReturnItems: line('MG-001') })],
    ];
    for (const [entity, linesField, saved] of documents) {
      const read = (await getJson(api(`${entity}/${(saved as { Id: number }).Id}`))).body.data;
      expect(read[linesField][0].SerialNo, entity).toMatch(/^MG-00\d$/);
      const table = `${entity === 'deliverychallanreturn' ? 'dcreturn' : entity}line`;
      const rows = await queryStore(server(), inject('postgresUrl'), `select "SerialNo" as s from ${table} where "SerialNo" is not null`, []);
      expect(rows.length, table).toBeGreaterThan(0);
    }
    const bad = await sendJson('POST', api('quotation'), { FirmId: firm, CustId: customer, QuotationItems: line('X'.repeat(31)) });
    expect(bad.status).toBe(400);
  });
}, { env: { CLIENT: 'demo' } });

describeEachStore('a master added as one schema file', (server) => {
  it('gets full CRUD with validation, search and paging, with no code change', async () => {
    const { token } = await registerAndLogin(server().origin);
    const api = (p: string) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${token}`;
    const created = await sendJson('POST', api('vehicle'), { VehicleNo: 'MH12AB1234', DriverName: 'Suresh', CapacityKg: 1250.5 });
    expect(created.body).toMatchObject({ status: 200, message: 'Data Saved Successfully', data: { VehicleNo: 'MH12AB1234', CapacityKg: 1250.5 } });
    const bad = await sendJson('POST', api('vehicle'), { VehicleNo: 'truck' });
    expect(bad.body.errors[0]).toEqual({ path: '/VehicleNo', message: 'Vehicle number must look like MH12AB1234' });
    expect((await getJson(api('vehicle?search=sures'))).body.data.total).toBe(1);
    const id = created.body.data.Id;
    const updated = await sendJson('PUT', api(`vehicle/${id}`), { ...created.body.data, DriverName: 'Ramesh' });
    expect(updated.body.message).toBe('Data Updated Successfully');
    expect((await sendJson('DELETE', api(`vehicle/${id}`), undefined)).body.message).toBe('Data Deleted Successfully!');
  });
}, { env: { SCHEMAS_DIR: copySchemas({ 'masters/vehicle.json': VEHICLE_SCHEMA }) } });

it.each([
  [{ 'masters/vehicle.json': '{ "type": "object", ' }, /masters\/vehicle\.json: not valid JSON/],
  [{ 'masters/vehicle.json': { ...VEHICLE_SCHEMA, properties: { ...VEHICLE_SCHEMA.properties, DriverName: { type: 'text' } } } }, /masters\/vehicle\.json: .*type/],
  [{ 'masters/vehicle.json': { ...VEHICLE_SCHEMA, 'x-entity': { ...VEHICLE_SCHEMA['x-entity'], links: { DriverName: 'driver' } } } }, /points at "driver", which is no entity/],
])('a broken schema file stops the start with its path and the reason (%#)', (extra, reason) => {
  const run = spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../../src/server/main.ts')], {
    env: { PATH: process.env.PATH, PORT: '0', SCHEMAS_DIR: copySchemas(extra) },
    encoding: 'utf8',
    timeout: 15_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(/^Bahi cannot start: broken schema /);
  expect(run.stderr).toMatch(reason);
});
