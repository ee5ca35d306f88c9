// Which entities, reports and the dashboard a set of granted pages (an employee's activity urls) opens,
// worked out from the schemas alone, so every new entity or report is covered without being listed:
// - an entity is read and written from its own page (x-entity.route) and its edit page
//   (x-entity.editRoute); a line table belongs to the pages of the document that holds it;
// - an entity a granted entity's form (or its lines, or a granted report's filters) picks from may be
//   read but not written: a direct link whose field the form shows, not a hidden or read-only one, and
//   nothing further along the links (the party page reads no ledger groups, the receipt page reads the
//   bills it settles but not the quotations those were made from);
// - a report is opened by a page of its own name or by the reports page;
// - the dashboard by the 'dashboard' page.
import type { Access } from '../../../engine/server/index.ts';
import type { Registry, ReportRegistry } from '../../../engine/schema/index.ts';

export const DASHBOARD = 'dashboard';
export const REPORTS_PAGE = 'reports';
/** The audit trail: the owner's and an auditor's (permissions.ts), or a role's that grants this very page. */
export const AUDIT_TRAIL = 'audittrail';

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
    if (name === AUDIT_TRAIL) return { read: pages.has(AUDIT_TRAIL), write: false };
    // Any other name is a report's: a report schema's, or one a server route serves by that name.
    return { read: this.#reportGranted(pages, name), write: false };
  }

  allows(pages: ReadonlySet<string>, name: string, access: Access): boolean {
    return this.decide(pages, name)[access];
  }

  /**
   * Whether a granted page is the entity's own (its page, its edit page, or its document's for a line
   * table). Reading it because a granted form picks from it does not count: the receipt page reads the
   * bills it settles, but a receipt clerk does not keep sales bills, nor hand them to outsiders.
   */
  ownsPage(pages: ReadonlySet<string>, name: string): boolean {
    return [...(this.#owners.get(name) ?? [])].some((page) => pages.has(page));
  }

  #reportGranted(pages: ReadonlySet<string>, name: string): boolean {
    return pages.has(name) || pages.has(REPORTS_PAGE);
  }

  #writable(pages: ReadonlySet<string>): Set<string> {
    const granted = new Set<string>();
    for (const [name, owners] of this.#owners) if ([...owners].some((page) => pages.has(page))) granted.add(name);
    return granted;
  }

  /** What the writable entities' forms (and their lines') and the granted reports' filters pick from. */
  #readable(pages: ReadonlySet<string>): Set<string> {
    const writable = this.#writable(pages);
    const readable = new Set(writable);
    for (const name of writable) for (const target of this.#pickedBy(name)) readable.add(target);
    for (const [name, report] of this.#reports) {
      if (this.#reportGranted(pages, name)) for (const target of Object.values(report['x-report'].links ?? {})) readable.add(target);
    }
    return readable;
  }

  /** The entities a form picks from: its links, but those whose field is hidden or read-only. */
  #pickedBy(name: string): string[] {
    const schema = this.#registry.get(name);
    if (!schema) return [];
    return Object.entries(schema['x-entity'].links ?? {})
      .filter(([field]) => {
        const ui = schema.properties[field]?.['x-ui'] ?? {};
        return ui.widget !== 'hidden' && ui.readOnly !== true;
      })
      .map(([, target]) => target);
  }
}
