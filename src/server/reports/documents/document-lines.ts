// Where each document's lines live: the line table and the column pointing at the document
// (the line schemas' x-entity name and parentKey), for the reports that read lines. A document not listed
// here is found through its description (document-kinds.ts reads its line schema).
import { documents, type LineTable } from '../../../../overrides/billing/document-kinds.ts';

export type { LineTable };

export const LINE_TABLES: Record<string, LineTable> = {
  quotation: { table: 'quotationline', parentKey: 'QuotationId' },
  deliverychallan: { table: 'deliverychallanline', parentKey: 'ChallanId' },
  deliverychallanreturn: { table: 'dcreturnline', parentKey: 'DCReturnId' },
  sales: { table: 'salesline', parentKey: 'SalesId' },
  salesreturn: { table: 'salesreturnline', parentKey: 'SalesReturnId' },
  purchaseorder: { table: 'purchaseorderline', parentKey: 'POId' },
  purchasechallan: { table: 'purchasechallanline', parentKey: 'PCId' },
  purchasechallanreturn: { table: 'pcreturnline', parentKey: 'PCReturnId' },
  purchase: { table: 'purchaseline', parentKey: 'PurchaseId' },
  purchasereturn: { table: 'purchasereturnline', parentKey: 'PurchaseReturnId' },
};

export function lineTableOf(entity: string): LineTable {
  const lines = LINE_TABLES[entity] ?? documents().get(entity)?.lineTable;
  if (!lines) throw new Error(`no line table for document "${entity}"`);
  return lines;
}

/** Where a document's charges from the extra charges master live (documents that carry them). */
export const CHARGE_TABLES: Record<string, LineTable> = {
  sales: { table: 'salescharge', parentKey: 'SalesId' },
  purchase: { table: 'purchasecharge', parentKey: 'PurchaseId' },
};

export function chargeTableOf(entity: string): LineTable | null {
  return CHARGE_TABLES[entity] ?? documents().get(entity)?.chargeTable ?? null;
}
