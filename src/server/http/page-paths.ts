// GET /api/meta/pages, open to anyone: the first path segment of every page the schemas give the browser
// (entities' list and edit pages, documents' form and print pages, vouchers' print pages, reports). A signed-out browser uses it to
// send such a path to sign-in rather than to the not-found page. Page names are no secret; no data is listed.
import type { FastifyInstance } from 'fastify';
import type { Registry, ReportRegistry } from '../../../engine/schema/index.ts';
import { documents } from '../../../overrides/billing/document-kinds.ts';
import { describedVouchers } from '../vouchers/voucher-rules.ts';

export function pagePaths(registry: Registry, reports: ReportRegistry): string[] {
  const paths = new Set<string>();
  for (const schema of registry.values()) {
    const meta = schema['x-entity'];
    for (const route of [meta.route, meta.editRoute]) if (typeof route === 'string' && route !== '') paths.add(route);
  }
  for (const kind of documents().kinds) {
    paths.add(kind.formRoute).add(kind.editRoute);
    if (kind.print) paths.add(kind.print.route);
  }
  for (const voucher of describedVouchers()) if (voucher.print) paths.add(voucher.print.route);
  for (const name of reports.keys()) paths.add(name);
  return [...paths].sort();
}

export async function pagePathsApi(app: FastifyInstance, deps: { registry: Registry; reports: ReportRegistry }): Promise<void> {
  const paths = pagePaths(deps.registry, deps.reports);
  app.get('/api/meta/pages', async () => ({ status: 200, message: 'Pages', data: { paths } }));
}
