// Report schemas: every file in schemas/reports loads and names a query the server has; a broken
// report file stops start-up with its path and the reason; entity loading ignores report files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadRegistry } from '../../engine/schema/loader.ts';
import { loadReports } from '../../engine/schema/report-schema.ts';
import { PAGES } from '../../src/client/pages/catalog.ts';
import { reportQueries } from '../../src/server/reports/index.ts';

const SCHEMAS = path.resolve(import.meta.dirname, '../../schemas');

function folderWith(report: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-report-'));
  fs.writeFileSync(path.join(dir, 'r.json'), JSON.stringify(report));
  return dir;
}

const good = {
  title: 'Things',
  type: 'object',
  properties: { FromDate: { type: 'string', format: 'date' }, ToDate: { type: 'string', format: 'date' } },
  required: ['FromDate', 'ToDate'],
  'x-report': { name: 'things', kind: 'thing', query: 'q', period: 'full', columns: [{ field: 'Amount', title: 'Amount', type: 'money' }], totals: ['Amount'] },
};

describe('report schemas', () => {
  it('loads every report of the product, each naming a known query', () => {
    const reports = loadReports(SCHEMAS, new Set(reportQueries.keys()));
    expect(reports.size).toBeGreaterThanOrEqual(1);
    for (const [name, report] of reports) expect(report['x-report'].name).toBe(name);
  });

  it('carry the title their page has in the app catalog', () => {
    const reports = loadReports(SCHEMAS, new Set(reportQueries.keys()));
    const catalogued = PAGES.filter((page) => page.area === 'report' && reports.has(page.path));
    expect(catalogued.length).toBe(reports.size);
    for (const page of catalogued) expect([page.path, reports.get(page.path)?.title]).toEqual([page.path, page.title]);
  });

  it('are not mistaken for entities', () => {
    const registry = loadRegistry(SCHEMAS);
    expect([...registry.keys()].some((name) => name.endsWith('report'))).toBe(false);
  });

  it('stop start-up with the file and the reason when broken', () => {
    expect(loadReports(folderWith(good), new Set(['q'])).get('things')?.title).toBe('Things');
    const withFile = { ...good, 'x-report': { ...good['x-report'], downloads: [{ label: 'Portal file', path: 'things/file', fileName: 'THINGS' }] } };
    expect(loadReports(folderWith(withFile), new Set(['q'])).get('things')?.['x-report'].downloads).toEqual([{ label: 'Portal file', path: 'things/file', fileName: 'THINGS' }]);
    const cases: Array<[unknown, RegExp]> = [
      [{ ...good, 'x-report': { ...good['x-report'], query: 'nope' } }, /x-report.query "nope" is no query/],
      [{ ...good, 'x-report': { ...good['x-report'], totals: ['Missing'] } }, /totals names "Missing"/],
      [{ ...good, properties: {} }, /needs FromDate and ToDate/],
      [{ ...good, 'x-report': { ...good['x-report'], period: 'weekly' } }, /period must be/],
      [{ ...good, properties: { ...good.properties, Bad: { type: 'strin' } } }, /r\.json/],
      [{ ...good, 'x-report': { ...good['x-report'], columns: [{ field: 'Amount', title: 'Amount', link: { idField: 'Id' } }] } }, /link of "Amount" needs either "route" or "routeField"/],
      [{ ...good, 'x-report': { ...good['x-report'], columns: [{ field: 'Amount', title: 'Amount', link: { route: 'a', routeField: 'B', idField: 'Id' } }] } }, /link of "Amount" needs either/],
      [{ ...good, 'x-report': { ...good['x-report'], downloads: [{ label: 'File', path: '../escape', fileName: 'F' }] } }, /x-report.downloads: each needs/],
      [{ ...good, 'x-report': { ...good['x-report'], downloads: [{ path: 'things/file', fileName: 'F' }] } }, /x-report.downloads: each needs/],
    ];
    for (const [report, reason] of cases) expect(() => loadReports(folderWith(report), new Set(['q']))).toThrow(reason);
  });
});
