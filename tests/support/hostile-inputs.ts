// The hostile inputs the never-a-500 replay sends (tests/api/hostile-inputs.test.ts): each class of bad
// input a security review found or could find, built over every route the server has. Routes come from
// the server's own catalogue (the entities and reports it serves) and from the list of hand-written routes
// below, which a test checks against the routes the server registers.
import type { EntitySchema, PropertySchema } from '../../engine/schema/types.ts';
import type { ReportSchema } from '../../engine/schema/report-schema.ts';

export type HostileRequest = { method: string; path: string; query?: string; body?: string; contentType?: string; label: string };

/** Ids no store holds or that are no ids: zero, negatives, fractions, past int4, past 2^53, past int8, text. */
export const BAD_IDS = ['0', '-1', '1.5', '2147483648', '9007199254740993', '9223372036854775807', '9223372036854775808', '18446744073709551616', '1e20', 'abc', '%00', '1%00'];
/** The same as JSON numbers (1e400 is Infinity to a parser, 123456789012345678901234567890 is a float). */
export const BAD_ID_NUMBERS = ['0', '-1', '1.5', '2147483648', '9007199254740993', '9223372036854775808', '18446744073709551616', '1e20', '1e400', '123456789012345678901234567890', '"abc"', '"1\\u0000"'];
/** Amounts and quantities past what a scaled column holds (paise, thousandths) or a number is. */
export const BAD_AMOUNTS = ['9999999999999.99', '-9999999999999.99', '1e15', '1e308', '1e400', '0.0000001'];
/** Parameters no route takes. */
export const UNKNOWN_PARAMETERS = ['NoSuchParameter=1', '__proto__=1', 'constructor=1', '__proto__[x]=1', 'hasOwnProperty=1'];

/** The hand-written routes, with a sample of the parameters each takes (the first is repeated). */
export const HAND_WRITTEN: Array<{ method: string; path: string; takes?: string[]; form?: boolean }> = [
  { method: 'GET', path: '/api/meta/entities' },
  { method: 'GET', path: '/api/meta/reports' },
  { method: 'GET', path: '/api/meta/pages' },
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/ready' },
  { method: 'GET', path: '/api/inbox' },
  { method: 'GET', path: '/api/audit/verify' },
  { method: 'GET', path: '/api/dashboard', takes: ['FirmId', 'Date'] },
  { method: 'GET', path: '/api/vouchers/ledgers', takes: ['role'] },
  { method: 'GET', path: '/api/vouchers/openbills', takes: ['LedgerId', 'kind', 'FirmId', 'VoucherId'] },
  { method: 'GET', path: '/api/vouchers/settlements', takes: ['BillId', 'kind'] },
  { method: 'GET', path: '/api/items/rates', takes: ['ItemId'] },
  { method: 'GET', path: '/api/items/stock', takes: ['FirmId', 'Date', 'ItemId', 'DocType', 'DocId'] },
  { method: 'GET', path: '/api/einvoice', takes: ['FirmId', 'FromDate', 'ToDate'] },
  { method: 'GET', path: '/api/einvoice/sales/1' },
  { method: 'POST', path: '/api/einvoice/sales/1/irn' },
  { method: 'POST', path: '/api/einvoice/sales/1/cancel' },
  { method: 'GET', path: '/api/ewaybill/sales', takes: ['FirmId', 'FromDate', 'ToDate'] },
  { method: 'GET', path: '/api/ewaybill/sales/1' },
  { method: 'GET', path: '/api/ewaybill/sales/1/check' },
  { method: 'PUT', path: '/api/ewaybill/sales/1/number' },
  { method: 'GET', path: '/api/reports/ewaybill/sales', takes: ['FirmId', 'FromDate', 'ToDate', 'PartyId'] },
  { method: 'GET', path: '/api/reports/gstr1/portal-json', takes: ['FirmId', 'FromDate', 'ToDate', 'Section'] },
  { method: 'GET', path: '/api/reports/gstr3b/portal-json', takes: ['FirmId', 'FromDate', 'ToDate'] },
  { method: 'GET', path: '/api/reports/gstr1/einvoice-json', takes: ['FirmId', 'FromDate', 'ToDate'] },
  { method: 'GET', path: '/api/gstr2b', takes: ['FirmId'] },
  { method: 'POST', path: '/api/gstr2b', form: true },
  { method: 'GET', path: '/api/reports/bankreconciliation/clearing', takes: ['LineId'] },
  { method: 'PUT', path: '/api/reports/bankreconciliation/clearing' },
  { method: 'GET', path: '/api/periods/years', takes: ['FirmId'] },
  { method: 'GET', path: '/api/periods/years/checks', takes: ['FirmId', 'Year'] },
  { method: 'POST', path: '/api/periods/years/close' },
  { method: 'POST', path: '/api/periods/years/reopen' },
  { method: 'GET', path: '/api/print/sales/pdf', takes: ['id', 'copy'] },
  { method: 'POST', path: '/api/print/sales/share', takes: ['id', 'copy'] },
  { method: 'GET', path: '/api/shared/x.pdf' },
  { method: 'GET', path: '/api/print/shared-links' },
  { method: 'DELETE', path: '/api/print/shared-links/1' },
  { method: 'GET', path: '/api/import/item/template' },
  { method: 'GET', path: '/api/import/item/template.csv' },
  { method: 'POST', path: '/api/import/item/preview', form: true },
  { method: 'POST', path: '/api/import/item', form: true },
  { method: 'GET', path: '/api/periods' },
  { method: 'PUT', path: '/api/periods/lock' },
  { method: 'POST', path: '/api/periods/filings' },
  { method: 'POST', path: '/api/periods/filings/unmark' },
  { method: 'GET', path: '/api/account/me' },
  { method: 'GET', path: '/api/account/export' },
  { method: 'GET', path: '/api/account/import-business' },
  { method: 'POST', path: '/api/account/import-business', form: true },
  { method: 'POST', path: '/api/account/password' },
  { method: 'POST', path: '/api/account/renew' },
  { method: 'POST', path: '/api/account/forgot-password' },
  { method: 'POST', path: '/api/account/reset-password' },
  { method: 'POST', path: '/api/super/superUserLogin' },
  { method: 'POST', path: '/api/super/employeelogin', form: true },
  { method: 'POST', path: '/api/super/register', form: true },
  { method: 'GET', path: '/api/super/superlogindata/1' },
  { method: 'GET', path: '/api/super/emplogindata/1' },
  { method: 'GET', path: '/api/audit/trail', takes: ['FromDate', 'ToDate', 'Actor', 'Entity', 'RecordId', 'Action', 'Page', 'PerPage'] },
  { method: 'GET', path: '/api/audit/trail/export', takes: ['FromDate', 'ToDate', 'Actor', 'Entity', 'RecordId', 'Action', 'format'] },
];

/** Bodies no route can take: malformed JSON, huge JSON numbers, the wrong content type, broken forms. */
export function badBodies(): Array<Pick<HostileRequest, 'body' | 'contentType' | 'label'>> {
  const boundary = 'hostileBoundary';
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return [
    { label: 'malformed JSON', body: '{"a":', contentType: 'application/json' },
    { label: 'JSON of a list', body: '[1,2]', contentType: 'application/json' },
    { label: 'JSON null', body: 'null', contentType: 'application/json' },
    { label: 'huge JSON numbers', body: '{"Id":1e400,"FirmId":123456789012345678901234567890,"uname":1e400}', contentType: 'application/json' },
    { label: 'JSON with __proto__', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{}}}', contentType: 'application/json' },
    { label: 'JSON with a NUL', body: '{"uname":"a\\u0000@b.co","password":"\\u0000"}', contentType: 'application/json' },
    { label: 'wrong content type', body: 'a=1', contentType: 'text/plain' },
    { label: 'form-urlencoded', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { label: 'multipart without a boundary', body: part('a', '1'), contentType: 'multipart/form-data' },
    { label: 'multipart with the wrong boundary', body: part('a', '1') + `--${boundary}--\r\n`, contentType: 'multipart/form-data; boundary=another' },
    { label: 'truncated multipart', body: `--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\n12`, contentType: `multipart/form-data; boundary=${boundary}` },
    { label: 'multipart with no closing', body: part('a', '1'), contentType: `multipart/form-data; boundary=${boundary}` },
    { label: 'multipart part without a name', body: `--${boundary}\r\nContent-Disposition: form-data\r\n\r\n1\r\n--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` },
    { label: 'multipart with NUL fields', body: part('uname', 'a\u0000@b.co') + part('password', 'x\u0000') + part('OpeningQty', '9999999999999.99') + `--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` },
    { label: 'multipart field repeated', body: part('uname', 'a@b.co') + part('uname', 'c@d.co') + `--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` },
  ];
}

const isId = (name: string, property: PropertySchema) => property.type === 'integer' || name === 'Id' || name.endsWith('Id');

/** The bad values a field of the kind gets as a filter. */
const badValuesFor = (name: string, property: PropertySchema) => (isId(name, property) ? BAD_IDS : property.type === 'number' ? BAD_AMOUNTS : ['%00', 'a%00', '0000-01-01', '2026-02-30']);

/**
 * Bad filters over a set of fields: the first (the key, or a report's first filter) gets every bad value of
 * its kind, the others three each in turn, so that every value meets many fields while the replay stays
 * a few thousand requests (each field's value goes through the same check of its kind).
 */
function badFilters(path: string, fields: Array<[string, PropertySchema]>): HostileRequest[] {
  return fields.flatMap(([name, property], at) => {
    const values = badValuesFor(name, property);
    const chosen = at === 0 ? values : [0, 1, 2].map((turn) => values[(at + turn * 4) % values.length]);
    return [...new Set(chosen)].map((bad) => ({ method: 'GET', path, query: `${name}=${bad}`, label: 'bad filter' }));
  });
}

/** A record of the entity with every field of one kind set to one bad value (and its lines too). */
function bodyWith(entity: EntitySchema, byName: Map<string, EntitySchema>, value: (name: string, property: PropertySchema) => string | null): string {
  const fields: string[] = [];
  for (const [name, property] of Object.entries(entity.properties)) {
    const line = typeof property['x-lines'] === 'string' ? byName.get(property['x-lines']) : undefined;
    const given = line ? `[${bodyWith(line, byName, value)}]` : value(name, property);
    if (given !== null) fields.push(`${JSON.stringify(name)}:${given}`);
  }
  return `{${fields.join(',')}}`;
}

/** Every hostile request against the engine's generic routes of one entity. */
export function entityRequests(entity: EntitySchema, byName: Map<string, EntitySchema>): HostileRequest[] {
  const name = entity['x-entity'].name;
  const requests: HostileRequest[] = [];
  const list = `/api/${name}`;
  for (const unknown of UNKNOWN_PARAMETERS) requests.push({ method: 'GET', path: list, query: unknown, label: 'unknown parameter' });
  requests.push({ method: 'GET', path: list, query: 'Page=1&Page=2', label: 'repeated parameter' });
  for (const search of ['%00', 'a%00b', '%1B%5B31m', '%25%00']) requests.push({ method: 'GET', path: list, query: `search=${search}`, label: 'NUL in search' });
  const key = entity['x-entity'].key;
  const filters = Object.entries(entity.properties).filter(([, property]) => !property['x-virtual'] && property.writeOnly !== true && !property['x-lines']);
  requests.push(...badFilters(list, filters.sort(([a], [b]) => Number(b === key) - Number(a === key))));
  for (const id of BAD_IDS) {
    for (const method of ['GET', 'DELETE']) requests.push({ method, path: `${list}/${id}`, label: 'bad path id' });
    requests.push({ method: 'PUT', path: `${list}/${id}`, body: '{}', contentType: 'application/json', label: 'bad path id' });
  }
  const strings = bodyWith(entity, byName, (_, property) => (property.type === 'string' ? JSON.stringify('x\u0000y') : null));
  const bodies = [
    ...BAD_ID_NUMBERS.map((bad) => ({ label: 'bad ids in a body', body: bodyWith(entity, byName, (field, property) => (isId(field, property) ? bad : null)) })),
    ...BAD_AMOUNTS.map((bad) => ({ label: 'overflowing amounts in a body', body: bodyWith(entity, byName, (_, property) => (property.type === 'number' ? bad : null)) })),
    { label: 'NUL in a body', body: strings },
  ];
  for (const target of [list, `${list}/1`]) {
    const method = target === list ? 'POST' : 'PUT';
    for (const { label, body } of bodies) requests.push({ method, path: target, body, contentType: 'application/json', label });
    for (const bad of badBodies()) requests.push({ method, path: target, ...bad });
  }
  return requests;
}

/** Every hostile request against one report's route. */
export function reportRequests(report: ReportSchema): HostileRequest[] {
  const path = `/api/reports/${report['x-report'].name}`;
  const requests: HostileRequest[] = UNKNOWN_PARAMETERS.map((unknown) => ({ method: 'GET', path, query: unknown, label: 'unknown parameter' }));
  const [first] = Object.keys(report.properties);
  if (first) requests.push({ method: 'GET', path, query: `${first}=1&${first}=2`, label: 'repeated parameter' });
  return [...requests, ...badFilters(path, Object.entries(report.properties))];
}

/** Every hostile request against the hand-written routes. */
export function handWrittenRequests(): HostileRequest[] {
  const requests: HostileRequest[] = [];
  for (const route of HAND_WRITTEN) {
    for (const unknown of UNKNOWN_PARAMETERS) requests.push({ method: route.method, path: route.path, query: unknown, label: 'unknown parameter' });
    const repeated = route.takes?.[0] ?? 'auth';
    requests.push({ method: route.method, path: route.path, query: `${repeated}=1&${repeated}=2`, label: 'repeated parameter' });
    for (const taken of route.takes ?? []) {
      for (const bad of [...BAD_IDS, ...BAD_AMOUNTS, '0000-01-01', 'a%00b']) requests.push({ method: route.method, path: route.path, query: `${taken}=${bad}`, label: 'bad parameter' });
    }
    if (route.method !== 'GET') for (const bad of badBodies()) requests.push({ method: route.method, path: route.path, ...bad });
  }
  return requests;
}
