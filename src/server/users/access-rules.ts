// Which entities, reports and the dashboard a set of granted pages (an employee's activity urls) opens,
// worked out from the schemas alone, so every new entity or report is covered without being listed:
// - an entity is read and written from its own page (x-entity.route) and its edit page
//   (x-entity.editRoute); a line table belongs to the pages of the document that holds it;
// - an entity a granted entity (or its lines, or a granted report's filters) links to, directly or
//   through another link, may be read (the pickers of a granted form need it) but not written;
// - a report is opened by a page of its own name or by the reports page;
// - the dashboard by the 'dashboard' page.
import type { Access } from '../../../engine/server/entity-routes.ts';
import type { ReportRegistry } from '../../../engine/schema/report-schema.ts';
import type { Registry } from '../../../engine/schema/types.ts';

export const DASHBOARD = 'dashboard';
export const REPORTS_PAGE = 'reports';

export type Decision = { read: boolean; write: boolean };

export class AccessRules {
  readonly #registry: Registry;
  readonly #reports: ReportRegistry;
  /** entity -> the pages that own it */
  readonly #owners = new Map<string, Set<string>>();
  /** entity -> the line entities it holds */
  readonly #lines = new Map<string, string[]>();

  constructor(registry: Registry, reports: ReportRegistry) {
    this.#registry = registry;
    this.#reports = reports;
    for (const [name, schema] of registry) {
      const meta = schema['x-entity'];
      const pages = [meta.route, meta.editRoute].filter((page): page is string => typeof page === 'string' && page !== '');
      this.#owners.set(name, new Set(pages));
      this.#lines.set(
        name,
        Object.values(schema.properties)
          .map((property) => property['x-lines'])
          .filter((lines): lines is string => typeof lines === 'string'),
      );
    }
    for (const [parent, lines] of this.#lines) {
      for (const line of lines) for (const page of this.#owners.get(parent) ?? []) this.#owners.get(line)?.add(page);
    }
  }

  /** What the granted pages allow on `name`: an entity, a report, or the dashboard. */
  decide(pages: ReadonlySet<string>, name: string): Decision {
    if (this.#registry.has(name)) {
      if (this.#writable(pages).has(name)) return { read: true, write: true };
      return { read: this.#readable(pages).has(name), write: false };
    }
    if (name === DASHBOARD) return { read: pages.has(DASHBOARD), write: false };
    // Any other name is a report's: a report schema's, or one a server route serves by that name.
    return { read: this.#reportGranted(pages, name), write: false };
  }

  allows(pages: ReadonlySet<string>, name: string, access: Access): boolean {
    return this.decide(pages, name)[access];
  }

  #reportGranted(pages: ReadonlySet<string>, name: string): boolean {
    return pages.has(name) || pages.has(REPORTS_PAGE);
  }

  #writable(pages: ReadonlySet<string>): Set<string> {
    const granted = new Set<string>();
    for (const [name, owners] of this.#owners) if ([...owners].some((page) => pages.has(page))) granted.add(name);
    return granted;
  }

  /** Everything reachable by links from the writable entities and the granted reports' filters. */
  #readable(pages: ReadonlySet<string>): Set<string> {
    const seen = new Set<string>();
    const queue = [...this.#writable(pages)];
    for (const [name, report] of this.#reports) {
      if (this.#reportGranted(pages, name)) queue.push(...Object.values(report['x-report'].links ?? {}));
    }
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      const schema = this.#registry.get(name);
      if (!schema) continue;
      queue.push(...Object.values(schema['x-entity'].links ?? {}), ...(this.#lines.get(name) ?? []));
    }
    return seen;
  }
}
