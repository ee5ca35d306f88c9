// The report contract between the engine and the server's queries. A report schema
// (schemas/reports/<name>.json, see engine/README.md) names its columns, totals and filters and the
// query that fills them; the server registers each query by name. The engine validates the filters
// against the schema, runs the named query scoped to the caller's tenant, and serves the result.
import type { Kysely } from 'kysely';

/** What a query gets: the database and the tenant taken from the verified token, never from the request. */
export type ReportContext = {
  db: Kysely<any>;
  dialect: 'sqlite' | 'postgres';
  tenantId: number;
};

/** Validated filter values: FromDate and ToDate (yyyy-mm-dd) for period reports, plus the report's own. */
export type ReportFilters = { FromDate?: string; ToDate?: string; [filter: string]: unknown };

/**
 * One row: values by column field. Money goes out in whole units with at most two decimals (converted from
 * hundredths exactly by the query), quantities in units with at most three.
 * `RowStyle` marks a heading, subtotal or total row inside a sectioned report; `Level` (0, 1, 2 ...) nests a
 * row under the heading above it, and the grid indents its first cell.
 */
export type ReportRow = Record<string, string | number | boolean | null> & { RowStyle?: 'heading' | 'subtotal' | 'total' };

export type ReportResult = {
  rows: ReportRow[];
  /** The totals row, when the query computes it itself (otherwise the engine sums the schema's `totals`). */
  totals?: ReportRow;
  /** Figures shown above the grid (e.g. opening and closing balance): label to value. */
  summary?: Record<string, string | number | null>;
};

/**
 * A report too large to hold whole: its rows in chunks, in order, as the database hands them over; then the
 * totals row and summary, which may depend on every row (a running balance's last figure). A report worker writes
 * each chunk to the client as it comes, so memory stays flat whatever the report's size.
 */
export type ReportStream = {
  chunks: AsyncIterable<ReportRow[]>;
  /** Asked once the last chunk is out. */
  end(): Pick<ReportResult, 'totals' | 'summary'>;
  /** True when `end` always gives the totals row: the engine then does not sum the rows for one. */
  ownTotals?: boolean;
};

/** `options` are the report schema's `x-report.options`, so one query can serve several reports. */
export type ReportQuery = (ctx: ReportContext, filters: ReportFilters, options: Record<string, unknown>) => Promise<ReportResult | ReportStream>;

export const isReportStream = (result: ReportResult | ReportStream): result is ReportStream => 'chunks' in result;

export type ReportQueries = ReadonlyMap<string, ReportQuery>;
