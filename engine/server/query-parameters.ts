// Every API route says which query parameters it takes (its `config.query`), and one hook refuses the rest
// before the route runs: a parameter the route does not take (a typing mistake, ?__proto__=1, a probe)
// answers 400 naming it rather than being silently ignored, a parameter given twice (?Page=1&Page=2, which
// the parser turns into a list) answers 400 rather than being guessed at, and a value holding a control
// character (a NUL, which PostgreSQL refuses in text) answers 400 before any store sees it.
//
// A route that declares nothing takes no parameters. The token parameter (`auth`, how the spec's clients
// send it) is taken everywhere. A file a report offers (x-report.downloads, GET /api/reports/{path}) is
// fetched with the report's filters, so its route takes those too.
//
// The hook runs at preValidation: after any sign-in check made on the request (onRequest), so a signed-out
// caller is told to sign in rather than how to ask; before a form is read, when it is installed before the
// multipart parser's own preValidation hook.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unsafeCharacter } from '../schema/control-characters.ts';
import type { ReportRegistry } from '../schema/report-schema.ts';
import { HttpError } from './http-error.ts';

/**
 * The names a route takes, or a function of the request giving them (an entity's filters come from its
 * schema); the function answers null when the route will refuse the request anyway (an unknown entity).
 */
export type QueryDeclaration = readonly string[] | ((request: FastifyRequest) => Iterable<string> | null);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The query parameters the route takes, besides `auth` (query-parameters.ts). */
    query?: QueryDeclaration;
  }
}

/** Parameters every route takes. */
const EVERYWHERE = ['auth'];

export function installQueryCheck(app: FastifyInstance, reports: ReportRegistry): void {
  const downloadFilters = new Map<string, string[]>();
  for (const report of reports.values()) {
    for (const download of report['x-report'].downloads ?? []) {
      const path = `/api/reports/${download.path}`;
      downloadFilters.set(path, [...(downloadFilters.get(path) ?? []), ...Object.keys(report.properties)]);
    }
  }
  app.addHook('preValidation', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || !route.startsWith('/api/')) return; // no such route (a 404), or a page
    const query = request.query as Record<string, unknown>;
    const given = Object.keys(query);
    if (given.length === 0) return;
    const declared = request.routeOptions.config.query ?? [];
    const names = typeof declared === 'function' ? declared(request) : declared;
    if (names === null) return;
    const taken = new Set([...EVERYWHERE, ...names, ...(downloadFilters.get(request.url.split('?')[0]) ?? [])]);
    for (const name of given) {
      const shown = name.length > 60 ? `${name.slice(0, 60)}…` : name;
      const refuse = (message: string) => new HttpError(400, `${shown} ${message}`, [{ path: `/${shown}`, message }]);
      if (!taken.has(name)) throw refuse(`is not a parameter of ${route}`);
      const value = query[name];
      if (Array.isArray(value)) throw refuse('is given more than once');
      const character = typeof value === 'string' ? unsafeCharacter(value) : null;
      if (character) throw refuse(`must not contain control or text-direction characters (${character})`);
    }
  });
}
