// Issue 12's proof on both stores: a "Proforma invoice" added as schema files only (tests/support/
// proforma-schemas.ts; no TypeScript changes) is numbered, totalled by the billing math, posts nothing,
// is listed, converts to a sales bill (which marks it billed), and has its form and print pages. A
// description that is missing or names what its schema lacks stops the start with the file and reason.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, expect, inject, it } from 'vitest';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { PROFORMA_SCHEMA, proformaSchemas } from '../support/proforma-schemas.ts';
import { queryStore } from '../support/store-query.ts';
import { describeEachStore } from '../support/stores.ts';

describeEachStore('a document added as schema files only', (server) => {
  let api: (p: string) => string;
  let tenant: number;
  const ids: Record<string, number> = {};
  const q = (sql: string, params: unknown[] = []) => queryStore(server(), inject('postgresUrl'), sql, params);

  beforeAll(async () => {
    const owner = await registerAndLogin(server().origin);
    api = (p) => `${server().origin}/api/${p}${p.includes('?') ? '&' : '?'}auth=${owner.token}`;
    tenant = Number((await q('select tenant_id from account where email = $1', [owner.email]))[0].tenant_id);
    const post = async (entity: string, body: object) => (await sendJson('POST', api(entity), body)).body.data.Id as number;
    ids.firm = await post('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra', SalesPrefix: 'SS' });
    ids.customer = await post('party', { PartyName: 'Local Customer', State: 'Maharashtra' });
    ids.unit = await post('unit', { UnitName: 'Pcs', UQC: 'PCS' });
    ids.pen = await post('item', { ItemName: 'Pen', UnitId: ids.unit, HSNCode: '9608', TaxRate: 18, CashRate: 100 });
    ids.book = await post('item', { ItemName: 'Book', UnitId: ids.unit, HSNCode: '4901', TaxRate: 5, CashRate: 50 });
  });

  it('numbers it PI/26-27/n, totals it by the billing math and posts nothing', async () => {
    const reply = await sendJson('POST', api('proformainvoice'), {
      FirmId: ids.firm, CustId: ids.customer, ProformaDate: '2026-11-20', BillType: 'EXCLUSIVE', ValidTill: '2026-12-20',
      ProformaItems: [{ ItemId: ids.pen, Qty: 2, Rate: 100 }, { ItemId: ids.book, Qty: 3, Rate: 50, DiscPer: 10 }],
    });
    expect(reply.status).toBe(200);
    const doc = reply.body.data;
    ids.proforma = doc.Id;
    // By hand: Pen 2 × 100 = 200.00 taxable, 9 % CGST and 9 % SGST = 18.00 each; Book 3 × 50 = 150.00 less 10 %
    // (15.00) = 135.00 taxable, 2.5 % each = 3.375, rounded to 3.38 per slot. Taxable 335.00; tax 2 × (18.00 +
    // 3.38) = 42.76; total 377.76, rounded to the rupee: 378.00 with a round-off of 0.24. Firm SS is a sales
    // prefix; the proforma names no firm prefix field, so its own default PI; 20 Nov 2026 is in FY 2026-27.
    expect(doc).toMatchObject({ PrefixProformaNo: 'PI/26-27/1', ProformaNo: 1, TotTaxable: 335, TotCGST: 21.38, TotSGST: 21.38, TotTax: 42.76, NetTotal: 377.76, RoundOff: 0.24, NetBillAmt: 378 });
    expect(doc.ProformaItems.map((line: any) => [line.ItemName, line.TaxableAmt, line.NetAmt])).toEqual([['Pen', 200, 236], ['Book', 135, 141.76]]);
    const second = await sendJson('POST', api('proformainvoice'), { FirmId: ids.firm, CustId: ids.customer, ProformaDate: '2026-11-21', ProformaItems: [{ ItemId: ids.pen, Qty: 1, Rate: 100 }] });
    expect(second.body.data.PrefixProformaNo).toBe('PI/26-27/2');
    // A document of effect "none" writes no journal lines and no stock moves.
    const posted = await q('select (select count(*) from journal_line where tenant_id = $1 and doc_type = $2) as j, (select count(*) from stock_move where tenant_id = $1 and doc_type = $2) as s', [tenant, 'proformainvoice']);
    expect([Number(posted[0].j), Number(posted[0].s)]).toEqual([0, 0]);
  });

  it('lists it and reads it back with its lines', async () => {
    const list = (await getJson(api('proformainvoice?sort=PrefixProformaNo'))).body.data;
    expect(list.total).toBe(2);
    expect(list.rows.map((row: any) => row.PrefixProformaNo)).toEqual(['PI/26-27/1', 'PI/26-27/2']);
    const one = (await getJson(api(`proformainvoice/${ids.proforma}`))).body.data;
    expect(one.ProformaItems).toHaveLength(2);
    expect(one.IsConverted).toBeFalsy();
  });

  it('converts to a sales bill, which marks it billed until the bill is deleted', async () => {
    const bill = await sendJson('POST', api('sales'), {
      FirmId: ids.firm, CustId: ids.customer, BillDate: '2026-11-22', PaymentType: 'CREDIT', ProformaId: ids.proforma,
      BillItems: [{ ItemId: ids.pen, Qty: 2, Rate: 100 }, { ItemId: ids.book, Qty: 3, Rate: 50, DiscPer: 10 }],
    });
    expect(bill.status).toBe(200);
    // The same lines, so the same figures as the proforma: 378.00; the bill takes the firm's sales prefix SS.
    expect(bill.body.data).toMatchObject({ PrefixBillNo: 'SS/26-27/1', ProformaId: ids.proforma, NetBillAmt: 378 });
    expect((await getJson(api(`proformainvoice/${ids.proforma}`))).body.data.IsConverted).toBe(true);
    await sendJson('DELETE', api(`sales/${bill.body.data.Id}`), undefined);
    expect((await getJson(api(`proformainvoice/${ids.proforma}`))).body.data.IsConverted).toBe(false);
  });

  it('has its form and print pages among the pages the browser routes', async () => {
    const { paths } = (await getJson(`${server().origin}/api/meta/pages`)).body.data;
    for (const page of ['proformainvoice', 'proformainvoiceform', 'proformaprint']) expect(paths).toContain(page);
    const meta = (await getJson(api('meta/entities'))).body.data.entities;
    const proforma = meta.find((schema: any) => schema['x-entity'].name === 'proformainvoice');
    expect(proforma['x-entity'].document).toMatchObject({ effect: 'none', form: { route: 'proformainvoiceform' }, print: { route: 'proformaprint', heading: 'Proforma Invoice' } });
  });
}, { env: { SCHEMAS_DIR: proformaSchemas() } });

const startWith = (schemasDir: string) =>
  spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../../src/server/main.ts')], {
    env: { PATH: process.env.PATH, PORT: '0', SCHEMAS_DIR: schemasDir },
    encoding: 'utf8',
    timeout: 15_000,
  });

const without = (key: string) => {
  const { [key]: _gone, ...rest } = PROFORMA_SCHEMA['x-entity'] as Record<string, unknown>;
  return { ...PROFORMA_SCHEMA, 'x-entity': rest };
};
const describedWith = (change: object) => ({ ...PROFORMA_SCHEMA, 'x-entity': { ...PROFORMA_SCHEMA['x-entity'], document: { ...PROFORMA_SCHEMA['x-entity'].document, ...change } } });

/** A header of its own (not derived from a document) whose lines are sales lines, with no description. */
const ESTIMATE = {
  title: 'Estimate',
  type: 'object',
  properties: { Id: { type: 'integer' }, FirmId: { type: 'integer' }, Items: { type: 'array', 'x-virtual': true, 'x-lines': 'estimateline' } },
  'x-entity': { name: 'estimate', label: 'Estimates', route: 'estimate', key: 'Id', links: { FirmId: 'firm' } },
};
const ESTIMATE_LINE = { 'x-extends': 'salesline', properties: { SalesId: null, EstimateId: { type: 'integer' } }, 'x-entity': { name: 'estimateline', label: 'Estimate lines', parentKey: 'EstimateId', indexes: [['EstimateId']] } };

it('a header whose lines are a document\'s lines but that describes no document stops the start', () => {
  const run = startWith(proformaSchemas({ 'documents/estimate.json': ESTIMATE, 'documents/estimateline.json': ESTIMATE_LINE }));
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/^Bahi cannot start: broken schema .*estimate\.json: "estimate" is a document \(it extends one, or its lines do\) but has no x-entity\.document description/);
});

it.each([
  // Without its own description it inherits the sales bill's, which names the bill's lines and pages.
  [without('document'), /proformainvoice\.json: x-entity\.document (lines names "BillItems"|names the page "salesform")/],
  [describedWith({ form: { route: 'salesform', editRoute: 'proformainvoiceform' } }), /proformainvoice\.json: x-entity\.document names the page "salesform", which is sales's/],
  [describedWith({ lines: 'Items' }), /proformainvoice\.json: x-entity\.document lines names "Items", which is not a property of proformainvoice/],
  [describedWith({ effect: 'teleport' }), /proformainvoice\.json: x-entity\.document effect "teleport" is none of/],
  [describedWith({ math: 'guesswork' }), /proformainvoice\.json: x-entity\.document math "guesswork" is no billing function/],
])('a document description that is missing or wrong stops the start with the file and the reason (%#)', (schema, reason) => {
  // A note: the copied sales.json also names the proforma as a source, so without a description the
  // proforma would be a shell that saves without number, totals or postings; start-up refuses it.
  const run = startWith(proformaSchemas({ 'documents/proformainvoice.json': schema }));
  expect(run.status).toBe(1);
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
  expect(run.stderr).toMatch(/^Bahi cannot start: broken schema /);
  expect(run.stderr).toMatch(reason);
});
