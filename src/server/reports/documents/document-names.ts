// How reports name each document type and which browser form opens one (the spec's form routes
// with an id, e.g. salesform/12), so rows that list documents can link to them.
export const DOCUMENT_NAMES: Record<string, { label: string; formRoute: string }> = {
  quotation: { label: 'Quotation', formRoute: 'quotationform' },
  deliverychallan: { label: 'Delivery challan', formRoute: 'dcform' },
  deliverychallanreturn: { label: 'DC return', formRoute: 'dcreturnform' },
  sales: { label: 'Sales', formRoute: 'salesform' },
  salesreturn: { label: 'Sales return', formRoute: 'salesreturnform' },
  purchaseorder: { label: 'Purchase order', formRoute: 'purchaseorderform' },
  purchasechallan: { label: 'Purchase challan', formRoute: 'purchasechallanform' },
  purchasechallanreturn: { label: 'PC return', formRoute: 'purchasechallanreturnform' },
  purchase: { label: 'Purchase', formRoute: 'purchaseform' },
  purchasereturn: { label: 'Purchase return', formRoute: 'purchasereturnform' },
};
