// The ten documents' pages (SPEC section 2): the list path, the form path and its edit path, and the
// conversions between documents (a quotation becomes a bill, an order a purchase ...). Field names
// come from overrides/billing/document-kinds.ts; nothing here names a document's fields.
import { KIND_BY_ENTITY, type DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import type { Side } from '../../../overrides/billing/BillingLinesRules.ts';

export type DocumentPage = {
  entity: string;
  /** The list page path (the layout page). */
  list: string;
  /** The new-document form path. */
  form: string;
  /** The edit form path, before '/{id}'. */
  edit: string;
  /** Singular title, as the shell's catalog names the form. */
  title: string;
  kind: DocumentKind;
  side: Side;
};

const page = (entity: string, form: string, edit: string, title: string): DocumentPage => {
  const kind = KIND_BY_ENTITY.get(entity);
  if (!kind) throw new Error(`no document kind for ${entity}`);
  return { entity, list: entity, form, edit, title, kind, side: kind.partyField === 'SupplierId' ? 'purchase' : 'sales' };
};

export const DOCUMENT_PAGES: readonly DocumentPage[] = [
  page('quotation', 'quotationform', 'quotationform', 'Quotation'),
  page('deliverychallan', 'deliverychallanform', 'dcform', 'Delivery Challan'),
  page('deliverychallanreturn', 'dcreturnform', 'dcreturnform', 'DC Return'),
  page('sales', 'salesform', 'salesform', 'Sales Bill'),
  page('salesreturn', 'salesreturnform', 'salesreturnform', 'Sales Return'),
  page('purchaseorder', 'purchaseorderform', 'purchaseorderform', 'Purchase Order'),
  page('purchasechallan', 'purchasechallanform', 'purchasechallanform', 'Purchase Challan'),
  page('purchasechallanreturn', 'purchasechallanreturnform', 'purchasechallanreturnform', 'Purchase Challan Return'),
  page('purchase', 'purchaseform', 'purchaseform', 'Purchase Bill'),
  page('purchasereturn', 'purchasereturnform', 'purchasereturnform', 'Purchase Return'),
];

export const PAGE_BY_ENTITY = new Map(DOCUMENT_PAGES.map((entry) => [entry.entity, entry]));

/** The document a list path shows. */
export function pageForList(path: string): DocumentPage | undefined {
  const first = path.split('/').filter(Boolean)[0] ?? '';
  return DOCUMENT_PAGES.find((entry) => entry.list === first);
}

/** The document and record id a form path opens: '/salesform' (new) or '/dcform/12' (edit). */
export function pageForForm(path: string): { page: DocumentPage; id: string | null } | undefined {
  const [first = '', second] = path.split('/').filter(Boolean);
  if (second !== undefined) {
    const found = DOCUMENT_PAGES.find((entry) => entry.edit === first);
    return found ? { page: found, id: decodeURIComponent(second) } : undefined;
  }
  const found = DOCUMENT_PAGES.find((entry) => entry.form === first);
  return found ? { page: found, id: null } : undefined;
}

export const newFormPath = (entry: DocumentPage) => `/${entry.form}`;
export const editFormPath = (entry: DocumentPage, id: string | number) => `/${entry.edit}/${encodeURIComponent(String(id))}`;

/** One document made from another: the target keeps the source's id in `linkField`. */
export type Conversion = {
  source: string;
  target: string;
  /** The target's field pointing at the source (a link in the target's schema). */
  linkField: string;
  /** The query parameter of the target's form that names the source: salesform?fromQuotation=12. */
  param: string;
  /** The button on the source's form. */
  label: string;
};

export const CONVERSIONS: readonly Conversion[] = [
  { source: 'quotation', target: 'sales', linkField: 'QuotationId', param: 'fromQuotation', label: 'Make bill' },
  { source: 'deliverychallan', target: 'sales', linkField: 'DCId', param: 'fromChallan', label: 'Make bill' },
  { source: 'deliverychallan', target: 'deliverychallanreturn', linkField: 'ChallanId', param: 'fromChallan', label: 'Challan return' },
  { source: 'sales', target: 'salesreturn', linkField: 'SalesId', param: 'fromSales', label: 'Sales return' },
  { source: 'purchaseorder', target: 'purchase', linkField: 'POId', param: 'fromOrder', label: 'Make purchase' },
  { source: 'purchasechallan', target: 'purchase', linkField: 'PCId', param: 'fromChallan', label: 'Make purchase' },
  { source: 'purchasechallan', target: 'purchasechallanreturn', linkField: 'PCId', param: 'fromChallan', label: 'Challan return' },
  { source: 'purchase', target: 'purchasereturn', linkField: 'PurchaseId', param: 'fromPurchase', label: 'Purchase return' },
];

export const conversionsFrom = (source: string) => CONVERSIONS.filter((conversion) => conversion.source === source);

/** The conversion a form's query string asks for (the first one that names a source id). */
export function conversionFromQuery(target: string, search: string): { conversion: Conversion; sourceId: string } | undefined {
  const params = new URLSearchParams(search);
  for (const conversion of CONVERSIONS) {
    if (conversion.target !== target) continue;
    const value = params.get(conversion.param);
    if (value && /^\d+$/.test(value)) return { conversion, sourceId: value };
  }
  return undefined;
}

/** The target form's address for converting a saved source document. */
export function conversionPath(conversion: Conversion, sourceId: string | number): string {
  const target = PAGE_BY_ENTITY.get(conversion.target)!;
  return `${newFormPath(target)}?${conversion.param}=${encodeURIComponent(String(sourceId))}`;
}
