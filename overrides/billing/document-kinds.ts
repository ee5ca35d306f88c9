// The ten documents of the spec, described by what differs between them: their field names (the spec
// names sales and purchase fields differently), where their number prefix comes from, and what they do
// to the books. Everything else is shared (documents/*.ts).

export type Effect =
  | 'sale' // journal (party Dr, sales and output tax Cr) and stock out
  | 'saleReturn' // the reverse of a sale, stock in
  | 'purchase' // journal (purchase and input tax Dr, party Cr) and stock in
  | 'purchaseReturn' // the reverse of a purchase, stock out
  | 'stockOut' // challans out: stock only
  | 'stockIn' // challans in: stock only
  | 'none'; // quotations and purchase orders

export type DocumentKind = {
  entity: string;
  effect: Effect;
  numberField: string;
  prefixedField: string;
  dateField: string;
  linesField: string;
  partyField: 'CustId' | 'SupplierId';
  taxModeField: 'BillType' | 'PurchaseType';
  chargesField: string;
  discountField: string;
  discountPerField: string;
  /** The amount received or paid at once (null where the document moves no money). */
  settledField: 'ReceiptAmt' | 'PaymentAmt' | null;
  /** The firm field holding this document's prefix, and the prefix when the firm gives none. */
  firmPrefixField: string | null;
  defaultPrefix: string;
};

const SALES_SIDE = { partyField: 'CustId', taxModeField: 'BillType', chargesField: 'ExtraBillCharges', discountField: 'ExtraBillDiscount', discountPerField: 'ExtraBillDiscountInPer' } as const;
const PURCHASE_SIDE = { partyField: 'SupplierId', taxModeField: 'PurchaseType', chargesField: 'ExtraPurchaseCharges', discountField: 'ExtraPurchaseDiscount', discountPerField: 'ExtraPurchaseDiscountInPer' } as const;

export const DOCUMENT_KINDS: DocumentKind[] = [
  { entity: 'quotation', effect: 'none', ...SALES_SIDE, numberField: 'QuotationNo', prefixedField: 'PrefixQuotationNo', dateField: 'QuotationDate', linesField: 'QuotationItems', settledField: null, firmPrefixField: 'QuotationPrefix', defaultPrefix: 'QT' },
  { entity: 'deliverychallan', effect: 'stockOut', ...SALES_SIDE, numberField: 'ChallanNo', prefixedField: 'PrefixChallanNo', dateField: 'ChallanDate', linesField: 'ChallanItems', settledField: null, firmPrefixField: 'ChallanPrefix', defaultPrefix: 'DC' },
  { entity: 'deliverychallanreturn', effect: 'stockIn', ...SALES_SIDE, numberField: 'DCReturnNo', prefixedField: 'PrefixDCReturnNo', dateField: 'DCReturnDate', linesField: 'DCReturnItems', settledField: null, firmPrefixField: null, defaultPrefix: 'DCR' },
  { entity: 'sales', effect: 'sale', ...SALES_SIDE, numberField: 'BillNo', prefixedField: 'PrefixBillNo', dateField: 'BillDate', linesField: 'BillItems', settledField: 'ReceiptAmt', firmPrefixField: 'SalesPrefix', defaultPrefix: 'INV' },
  { entity: 'salesreturn', effect: 'saleReturn', ...SALES_SIDE, numberField: 'SalesReturnNo', prefixedField: 'PrefixSalesReturnNo', dateField: 'SalesReturnDate', linesField: 'SalesReturnItems', settledField: null, firmPrefixField: 'SalesReturnPrefix', defaultPrefix: 'CN' },
  { entity: 'purchaseorder', effect: 'none', ...PURCHASE_SIDE, numberField: 'PONo', prefixedField: 'PrefixPONo', dateField: 'PODate', linesField: 'POItems', settledField: null, firmPrefixField: 'PurchaseOrderPrefix', defaultPrefix: 'PO' },
  { entity: 'purchasechallan', effect: 'stockIn', ...PURCHASE_SIDE, numberField: 'PCNo', prefixedField: 'PrefixPCNo', dateField: 'PCDate', linesField: 'PCItems', settledField: null, firmPrefixField: null, defaultPrefix: 'PC' },
  { entity: 'purchasechallanreturn', effect: 'stockOut', ...PURCHASE_SIDE, numberField: 'PCReturnNo', prefixedField: 'PrefixPCReturnNo', dateField: 'PCReturnDate', linesField: 'PCReturnItems', settledField: null, firmPrefixField: null, defaultPrefix: 'PCR' },
  { entity: 'purchase', effect: 'purchase', ...PURCHASE_SIDE, numberField: 'PurchaseNo', prefixedField: 'PrefixPurchaseNo', dateField: 'PurchaseDate', linesField: 'PurchaseItems', settledField: 'PaymentAmt', firmPrefixField: null, defaultPrefix: 'PUR' },
  { entity: 'purchasereturn', effect: 'purchaseReturn', ...PURCHASE_SIDE, numberField: 'PurchaseReturnNo', prefixedField: 'PrefixPurchaseReturnNo', dateField: 'PurchaseReturnDate', linesField: 'PurchaseReturnItems', settledField: null, firmPrefixField: null, defaultPrefix: 'DN' },
];

export const KIND_BY_ENTITY = new Map(DOCUMENT_KINDS.map((kind) => [kind.entity, kind]));
