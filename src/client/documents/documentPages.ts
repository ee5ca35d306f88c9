// The documents' pages (SPEC section 2): the list path, the form path and its edit path, and the
// conversions between documents (a quotation becomes a bill, an order a purchase ...), all read from the
// document catalog (each schema's x-entity.document), so a document added as schema files gets its pages.
import type { Conversion, DocumentCatalog, DocumentKind, Side } from '../../../overrides/billing/document-kinds.ts';

export type { Conversion };

export type DocumentPage = {
  entity: string;
  /** The list page path (the layout page). */
  list: string;
  /** The new-document form path. */
  form: string;
  /** The edit form path, before '/{id}'. */
  edit: string;
  /** Singular title of the form. */
  title: string;
  kind: DocumentKind;
  side: Side;
};

const pagesByCatalog = new WeakMap<DocumentCatalog, DocumentPage[]>();

export function documentPages(catalog: DocumentCatalog): readonly DocumentPage[] {
  let pages = pagesByCatalog.get(catalog);
  if (!pages) {
    pages = catalog.kinds.map((kind) => ({ entity: kind.entity, list: kind.listRoute, form: kind.formRoute, edit: kind.editRoute, title: kind.title, kind, side: kind.side }));
    pagesByCatalog.set(catalog, pages);
  }
  return pages;
}

export function pageOf(catalog: DocumentCatalog, entity: string): DocumentPage | undefined {
  return documentPages(catalog).find((page) => page.entity === entity);
}

/** The document a list path shows. */
export function pageForList(catalog: DocumentCatalog, path: string): DocumentPage | undefined {
  const first = path.split('/').filter(Boolean)[0] ?? '';
  return documentPages(catalog).find((entry) => entry.list === first);
}

/** The document and record id a form path opens: '/salesform' (new) or '/dcform/12' (edit). */
export function pageForForm(catalog: DocumentCatalog, path: string): { page: DocumentPage; id: string | null } | undefined {
  const [first = '', second] = path.split('/').filter(Boolean);
  if (second !== undefined) {
    const found = documentPages(catalog).find((entry) => entry.edit === first);
    return found ? { page: found, id: decodeURIComponent(second) } : undefined;
  }
  const found = documentPages(catalog).find((entry) => entry.form === first);
  return found ? { page: found, id: null } : undefined;
}

export const newFormPath = (entry: DocumentPage) => `/${entry.form}`;
export const editFormPath = (entry: DocumentPage, id: string | number) => `/${entry.edit}/${encodeURIComponent(String(id))}`;

export const conversionsFrom = (catalog: DocumentCatalog, source: string) => catalog.conversions.filter((conversion) => conversion.source === source);

/** The conversion a form's query string asks for (the first one that names a source id). */
export function conversionFromQuery(catalog: DocumentCatalog, target: string, search: string): { conversion: Conversion; sourceId: string } | undefined {
  const params = new URLSearchParams(search);
  for (const conversion of catalog.conversions) {
    if (conversion.target !== target) continue;
    const value = params.get(conversion.param);
    if (value && /^\d+$/.test(value)) return { conversion, sourceId: value };
  }
  return undefined;
}

/** The target form's address for converting a saved source document. */
export function conversionPath(catalog: DocumentCatalog, conversion: Conversion, sourceId: string | number): string {
  const target = pageOf(catalog, conversion.target)!;
  return `${newFormPath(target)}?${conversion.param}=${encodeURIComponent(String(sourceId))}`;
}
