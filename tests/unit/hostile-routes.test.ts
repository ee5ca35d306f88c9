// The never-a-500 replay (tests/api/hostile-inputs.test.ts) reaches every route the server has: the
// server is assembled here on a store that runs nothing, and each API route it registers is either one of
// the engine's generic routes (replayed per entity and per report) or in the replay's hand-written list.
import path from 'node:path';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { expect, it } from 'vitest';
import { loadRegistry, loadReports } from '../../engine/schema/index.ts';
import { buildApp, PROJECT_ROOT } from '../../src/server/app.ts';
import { TokenSigner } from '../../src/server/auth/tokens.ts';
import { installDocumentCatalog } from '../../src/server/documents/catalog.ts';
import { reportQueries } from '../../src/server/reports/index.ts';
import { HAND_WRITTEN } from '../support/hostile-inputs.ts';
import { noPdfs } from '../support/no-pdfs.ts';

/** Routes the replay covers otherwise: the generic ones per entity and report; logout ends the owner's sessions. */
const GENERIC = ['GET /api/:entity', 'POST /api/:entity', 'GET /api/:entity/:id', 'PUT /api/:entity/:id', 'DELETE /api/:entity/:id', 'GET /api/reports/:name'];
const LEFT_OUT = ['POST /api/account/logout'];

/** "METHOD /path" of every route in Fastify's printed tree (printRoutes with commonPrefix false). */
function routesOf(tree: string): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[└├]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    const url = stack.join(''); // a node's segment carries its own slash: "/", "api/import/:entity", "/template", ".csv"
    for (const method of match[3]?.split(', ') ?? []) if (method !== 'HEAD') routes.push(`${method} ${url}`);
  }
  return routes;
}

it('the replay covers every API route the server registers', async () => {
  const registry = loadRegistry(path.join(PROJECT_ROOT, 'schemas'));
  const reports = loadReports(path.join(PROJECT_ROOT, 'schemas'), new Set(reportQueries.keys()));
  installDocumentCatalog(registry);
  const db = new Kysely<any>({
    dialect: { createAdapter: () => new SqliteAdapter(), createDriver: () => new DummyDriver(), createIntrospector: (d) => new SqliteIntrospector(d), createQueryCompiler: () => new SqliteQueryCompiler() },
  });
  const app = await buildApp({ db, dialect: 'sqlite', registry, reports, client: null, signer: new TokenSigner('x'.repeat(64)), tokenLifetime: 3600, logLevel: 'silent', clientDir: '/nonexistent', pdfs: noPdfs() });
  try {
    await app.ready();
    const registered = routesOf(app.printRoutes({ commonPrefix: false })).filter((route) => route.includes(' /api/'));
    expect(registered.length).toBeGreaterThan(40);
    // A hand-written route is listed with sample values where the route has parameters (/api/einvoice/sales/1).
    const pattern = (route: string) => new RegExp(`^${route.replace(/[.]/g, '\\.').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    const listed = HAND_WRITTEN.map((route) => `${route.method} ${route.path}`);
    const uncovered = registered.filter((route) => !GENERIC.includes(route) && !LEFT_OUT.includes(route) && !listed.some((sample) => pattern(route).test(sample)));
    expect(uncovered).toEqual([]);
  } finally {
    await app.close();
  }
}, 60_000); // loading every schema and assembling the server takes seconds on a busy machine
