// Where each document's lines live: the line table and the column pointing at the document
// (the line schemas' x-entity name and parentKey), for the reports that read lines.
export type LineTable = { table: string; parentKey: string };

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
  const lines = LINE_TABLES[entity];
  if (!lines) throw new Error(`no line table for document "${entity}"`);
  return lines;
}
