// The generic report API: GET /api/reports/{name}?FromDate=&ToDate=&... validates the filters with
// the report's own schema, runs the query the schema names for the caller's tenant, and adds the
// totals row; GET /api/meta/reports lists the report schemas the caller may open.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { filterSchema, type ReportRegistry, type ReportSchema } from '../schema/report-schema.ts';
import { fromScaled, toScaled } from '../schema/scaled.ts';
import { createAjv, SchemaValidator } from '../schema/validator.ts';
import type { Access } from './entity-routes.ts';
import type { Caller } from './entity-store.ts';
import { HttpError } from './http-error.ts';
import type { ReportFilters, ReportQueries, ReportResult, ReportRow } from './report-types.ts';
import type { ReportBody, ReportJob } from './report-workers.ts';

/** What building a report's answer needs, on the server's thread or in a report worker. */
export type ReportAnswerDeps = {
  db: Kysely<any>;
  dialect: 'sqlite' | 'postgres';
  reports: ReportRegistry;
  queries: ReportQueries;
  /** The announcement of a generated report, from its kind. */
  message(kind: string): string;
};

export type ReportRoutesDeps = ReportAnswerDeps & {
  authenticate(request: FastifyRequest): Promise<Caller>;
  authorize(request: FastifyRequest, caller: Caller, name: string, access: Access): Promise<void> | void;
  /** Runs a job elsewhere (report-workers.ts) and gives its answer's bytes; absent: on this thread. */
  run?(job: ReportJob, acceptEncoding?: string): Promise<ReportBody>;
};

/** A report's whole answer: its query's rows for the tenant, with the totals row the schema asks for. */
export async function reportAnswer(deps: ReportAnswerDeps, job: ReportJob) {
  const report = deps.reports.get(job.report)!;
  const query = deps.queries.get(report['x-report'].query)!;
  const result = await query({ db: deps.db, dialect: deps.dialect, tenantId: job.tenantId }, job.filters, report['x-report'].options ?? {});
  return { status: 200, message: deps.message(report['x-report'].kind), data: withTotals(report, result) };
}

const SCALE = { money: 2, quantity: 3 } as const;

export async function reportRoutes(app: FastifyInstance, deps: ReportRoutesDeps): Promise<void> {
  const ajv = createAjv({ coerceTypes: true });
  const validators = new Map([...deps.reports].map(([name, report]) => [name, new SchemaValidator(ajv, report, filterSchema(report))]));

  app.get('/api/meta/reports', async (request) => {
    const who = await deps.authenticate(request);
    const granted: ReportSchema[] = [];
    for (const [name, report] of deps.reports) {
      try {
        await deps.authorize(request, who, name, 'read');
        granted.push(report);
      } catch {
        /* not granted: not listed */
      }
    }
    return { status: 200, message: 'Reports', data: { reports: granted } };
  });

  app.get<{ Params: { name: string }; Querystring: Record<string, string> }>('/api/reports/:name', async (request, reply) => {
    const report = deps.reports.get(request.params.name);
    if (!report) throw new HttpError(404, `No such report: ${request.params.name}`);
    const who = await deps.authenticate(request);
    await deps.authorize(request, who, report['x-report'].name, 'read');
    const job: ReportJob = { report: report['x-report'].name, tenantId: who.tenantId, filters: validFilters(validators.get(report['x-report'].name)!, request.query) };
    if (!deps.run) return reportAnswer(deps, job);
    const body = await deps.run(job, request.headers['accept-encoding']);
    if (body.encoding) reply.header('content-encoding', body.encoding).header('vary', 'accept-encoding');
    return reply.type('application/json; charset=utf-8').send(body.bytes);
  });
}

function validFilters(validator: SchemaValidator, query: Record<string, string>): ReportFilters {
  const checked = validator.check(query);
  if (!checked.ok) throw new HttpError(400, checked.errors[0].message, checked.errors);
  const filters = checked.value as ReportFilters;
  if (filters.FromDate && filters.ToDate && filters.FromDate > filters.ToDate) {
    throw new HttpError(400, 'From date must not be after To date', [{ path: '/FromDate', message: 'From date must not be after To date' }]);
  }
  return filters;
}

/** Sums the schema's total columns exactly (money in hundredths, quantities in thousandths), unless the query did. */
function withTotals(report: ReportSchema, result: ReportResult): ReportResult {
  const totals = report['x-report'].totals;
  if (result.totals || !totals?.length) return result;
  const row: ReportRow = {};
  for (const field of totals) {
    const type = report['x-report'].columns.find((column) => column.field === field)?.type;
    const scale = type === 'money' || type === 'quantity' ? SCALE[type] : 0;
    let sum = 0;
    for (const line of result.rows) {
      if (line.RowStyle) continue; // headings and subtotals are not data
      const value = Number(line[field] ?? 0);
      sum += scale ? toScaled(value, scale) : value;
    }
    row[field] = scale ? fromScaled(sum, scale) : sum;
  }
  return { ...result, totals: row };
}
