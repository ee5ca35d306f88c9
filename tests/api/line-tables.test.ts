// The engine's line tables on both stores: lines travel inside their document, are validated row by
// row, replaced on update, removed on delete, and keep what they link to from being deleted.
import { expect, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { ORDER_LINE_SCHEMA, ORDER_SCHEMA } from '../support/order-schemas.ts';
import { copySchemas } from '../support/schemas-copy.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('line tables', (server) => {
  it('saves, reads, replaces and deletes a document with its lines', async () => {
    const { token } = await registerAndLogin(server().origin);
    const api = (p: string) => `${server().origin}/api/${p}?auth=${token}`;
    const box = (await sendJson('POST', api('unit'), { UnitName: 'Box', UQC: 'BOX' })).body.data;
    const kg = (await sendJson('POST', api('unit'), { UnitName: 'Kg', UQC: 'KGS' })).body.data;

    const created = await sendJson('POST', api('order'), { OrderRef: 'A-1', Lines: [{ UnitId: box.Id, Qty: 2 }, { UnitId: kg.Id, Qty: 1.25, LineNo: 99, OrderId: 5 }] });
    expect(created.status).toBe(200);
    const order = created.body.data;
    expect(order.Lines).toMatchObject([
      { LineNo: 1, OrderId: order.Id, UnitId: box.Id, UnitName: 'Box', Qty: 2 },
      { LineNo: 2, OrderId: order.Id, UnitId: kg.Id, UnitName: 'Kg', Qty: 1.25 },
    ]);
    expect((await getJson(api(`order/${order.Id}`))).body.data.Lines).toHaveLength(2);

    const updated = await sendJson('PUT', api(`order/${order.Id}`), { ...order, Lines: [{ UnitId: kg.Id, Qty: 3 }] });
    expect(updated.body.data.Lines).toMatchObject([{ LineNo: 1, UnitId: kg.Id, Qty: 3 }]);

    const refused = await sendJson('DELETE', api(`unit/${kg.Id}`), undefined);
    expect(refused).toMatchObject({ status: 409, body: { message: 'Cannot delete this Unit: it is used by 1 Order line' } });
    expect((await sendJson('DELETE', api(`unit/${box.Id}`), undefined)).status).toBe(200); // no longer on any line

    expect((await sendJson('DELETE', api(`order/${order.Id}`), undefined)).status).toBe(200);
    expect((await sendJson('DELETE', api(`unit/${kg.Id}`), undefined)).status).toBe(200); // its lines went with it
  });

  it('reports every bad line by its path and writes nothing', async () => {
    const { token } = await registerAndLogin(server().origin);
    const api = (p: string) => `${server().origin}/api/${p}?auth=${token}`;
    const box = (await sendJson('POST', api('unit'), { UnitName: 'Box', UQC: 'BOX' })).body.data;
    const reply = await sendJson('POST', api('order'), { OrderRef: 'B-1', Lines: [{ UnitId: box.Id, Qty: 1 }, { UnitId: box.Id }, { UnitId: box.Id, Qty: 0.0001 }] });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { path: '/Lines/1/Qty', message: 'Line 2: Quantity is required' },
      { path: '/Lines/2/Qty', message: 'Line 3: Quantity must have at most 3 decimal places' },
    ]);
    const empty = await sendJson('POST', api('order'), { OrderRef: 'B-2', Lines: [] });
    expect(empty.body.errors).toEqual([{ path: '/Lines', message: 'Lines needs at least 1 line' }]);
    const foreign = await sendJson('POST', api('order'), { OrderRef: 'B-3', Lines: [{ UnitId: 999999, Qty: 1 }] });
    expect(foreign.body.errors).toEqual([{ path: '/Lines/0/UnitId', message: 'Line 1: Unit: no such Unit' }]);
    expect((await getJson(api('order'))).body.data.total).toBe(0);
  });
}, { env: { SCHEMAS_DIR: copySchemas({ 'test/order.json': ORDER_SCHEMA, 'test/orderline.json': ORDER_LINE_SCHEMA }) } });
