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
import { reportAnswerText, type ReportAnswerDeps, type ReportJob } from './report-answer.ts';
import type { ReportFilters } from './report-types.ts';
import type { ReportBody } from './report-workers.ts';

export type ReportRoutesDeps = ReportAnswerDeps & {
  authenticate(request: FastifyRequest): Promise<Caller>;
  authorize(request: FastifyRequest, caller: Caller, name: string, access: Access): Promise<void> | void;
  /** Runs a job elsewhere (report-workers.ts) and gives its answer's bytes as they come; absent: on this thread. */
  run?(job: ReportJob, acceptEncoding?: string): Promise<ReportBody>;
};

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

  // A report takes its filters as parameters; an unknown report answers 404.
  const filterNames = (request: FastifyRequest) => {
    const report = deps.reports.get((request.params as { name: string }).name);
    return report ? Object.keys(report.properties) : null;
  };
  app.get<{ Params: { name: string }; Querystring: Record<string, string> }>('/api/reports/:name', { config: { query: filterNames } }, async (request, reply) => {
    const report = deps.reports.get(request.params.name);
    if (!report) throw new HttpError(404, `No such report: ${request.params.name}`);
    const who = await deps.authenticate(request);
    await deps.authorize(request, who, report['x-report'].name, 'read');
    const job: ReportJob = { report: report['x-report'].name, tenantId: who.tenantId, filters: validFilters(validators.get(report['x-report'].name)!, request.query) };
    reply.type('application/json; charset=utf-8');
    if (!deps.run) return reply.send(await reportAnswerText(deps, job));
    const body = await deps.run(job, request.headers['accept-encoding']);
    if (body.encoding) reply.header('content-encoding', body.encoding).header('vary', 'accept-encoding');
    return reply.send(body.stream);
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
