// The report format: a JSON Schema object whose properties are the report's filters (the same schema
// validates the query string on the server and draws the filter form in the browser), plus an
// `x-report` block naming the columns, the totals and the server query that fills them.
import fs from 'node:fs';
import path from 'node:path';
import type { PropertySchema } from './types.ts';
import { SchemaError } from './loader.ts';
import { createAjv } from './validator.ts';

export type ReportColumnType = 'text' | 'date' | 'money' | 'quantity' | 'number';

export type ReportColumn = {
  field: string;
  title: string;
  type?: ReportColumnType;
  /**
   * A browser route opened from the row, with the row's value of `idField` appended (e.g. salesform/12).
   * `routeField` names a row field holding the route instead, for rows whose targets differ (a register of
   * several kinds of record). With `param`, the id goes in the query string instead, to open another
   * report filtered by it (route 'ledgerreport', param 'LedgerId' opens ledgerreport?LedgerId=5).
   */
  link?: { route?: string; routeField?: string; idField: string; param?: string };
};

export type ReportMeta = {
  /** API kind and page path: GET /api/reports/{name}, /{name} in the browser. */
  name: string;
  /** Plural heading on the page. Defaults to the schema's title. */
  label?: string;
  /** How the result is announced: 'Generated {kind} Report Successfully'. */
  kind: string;
  /** The server query that fills it, and options passed to that query. */
  query: string;
  options?: Record<string, unknown>;
  /** Which period choices the filter offers: the full set, the short set (today or custom), or none. */
  period: 'full' | 'short' | 'none';
  /** Filter fields that pick a record: `{ "RegionId": "region" }`. */
  links?: Record<string, string>;
  columns: ReportColumn[];
  /** Columns summed into the totals row (money and quantity columns are summed exactly). */
  totals?: string[];
  /** Heading under which the reports list shows it. */
  group?: string;
  /**
   * Files the server builds from the same filters, offered as downloads beside CSV and Excel:
   * GET /api/reports/{path}?filters, saved as `{fileName}_{from}_to_{to}.json`.
   */
  downloads?: Array<{ label: string; path: string; fileName: string }>;
};

export type ReportSchema = {
  title: string;
  type: 'object';
  properties: Record<string, PropertySchema>;
  required?: string[];
  'x-report': ReportMeta;
  [keyword: string]: unknown;
};

export type ReportRegistry = ReadonlyMap<string, ReportSchema>;

/** Every report schema under the folder (recursively), checked; a broken one stops start-up. */
export function loadReports(schemasDir: string, knownQueries?: ReadonlySet<string>): ReportRegistry {
  const reports = new Map<string, ReportSchema>();
  const ajv = createAjv({ coerceTypes: true });
  for (const file of fs.readdirSync(schemasDir, { recursive: true, withFileTypes: true })) {
    if (!file.isFile() || !file.name.endsWith('.json')) continue;
    const where = path.join(file.parentPath, file.name);
    let content: unknown;
    try {
      content = JSON.parse(fs.readFileSync(where, 'utf8'));
    } catch (error) {
      throw new SchemaError(`${where}: not valid JSON (${(error as Error).message})`);
    }
    if (typeof content !== 'object' || content === null || !('x-report' in content)) continue;
    const report = content as ReportSchema;
    const problem = shapeProblem(report, knownQueries);
    if (problem) throw new SchemaError(`${where}: ${problem}`);
    try {
      ajv.compile(filterSchema(report));
    } catch (error) {
      throw new SchemaError(`${where}: ${(error as Error).message}`);
    }
    if (reports.has(report['x-report'].name)) throw new SchemaError(`${where}: report "${report['x-report'].name}" is defined twice`);
    reports.set(report['x-report'].name, report);
  }
  return reports;
}

/** The JSON Schema the filters are validated with (query strings: types coerced, unknown keys dropped). */
export function filterSchema(report: ReportSchema): Record<string, unknown> {
  const { 'x-report': _meta, $schema: _s, ...schema } = report;
  return schema;
}

function shapeProblem(report: ReportSchema, knownQueries?: ReadonlySet<string>): string | null {
  const meta = report['x-report'];
  if (report.type !== 'object' || typeof report.properties !== 'object') return 'a report needs "type": "object" and its filters as "properties"';
  if (typeof meta.name !== 'string' || !/^[a-z][a-z0-9]*$/.test(meta.name)) return 'x-report.name must be a lower-case identifier';
  if (typeof meta.kind !== 'string' || typeof meta.query !== 'string') return 'x-report needs "kind" and "query"';
  if (!['full', 'short', 'none'].includes(meta.period)) return 'x-report.period must be "full", "short" or "none"';
  if (meta.period !== 'none' && !(report.properties.FromDate && report.properties.ToDate)) return 'a period report needs FromDate and ToDate filters';
  if (!Array.isArray(meta.columns) || meta.columns.length === 0) return 'x-report.columns must list the columns';
  const fields = new Set(meta.columns.map((column) => column.field));
  for (const total of meta.totals ?? []) if (!fields.has(total)) return `x-report.totals names "${total}", which is no column`;
  for (const column of meta.columns) {
    if (column.link && !column.link.route === !column.link.routeField) return `x-report.columns: the link of "${column.field}" needs either "route" or "routeField"`;
  }
  for (const download of meta.downloads ?? []) {
    if (typeof download.label !== 'string' || typeof download.fileName !== 'string' || typeof download.path !== 'string' || !/^[a-z0-9][a-z0-9/-]*$/.test(download.path)) {
      return 'x-report.downloads: each needs a "label", a "fileName" and a "path" under /api/reports/';
    }
  }
  for (const filter of Object.keys(meta.links ?? {})) if (!(filter in report.properties)) return `x-report.links names "${filter}", which is no filter`;
  if (knownQueries && !knownQueries.has(meta.query)) return `x-report.query "${meta.query}" is no query the server knows`;
  return null;
}
