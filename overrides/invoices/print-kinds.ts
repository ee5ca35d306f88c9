// The six printable documents of the spec (salesinvoice, purchaseorderinvoice, purchaseinvoice,
// purchasechallaninvoice, quotationinvoice, dcinvoice): what each is called on paper and how it reads.
// Field names come from the document kinds (overrides/billing/document-kinds.ts), never from here.
import { KIND_BY_ENTITY, type DocumentKind } from '../billing/document-kinds.ts';

/** Which way the goods go: the firm supplies the party (sales side) or the party supplies the firm. */
export type Side = 'sales' | 'purchase';

export type PrintKind = {
  /** The page path (SPEC section 2), opened as /{path}?id=12. */
  path: string;
  /** The document kind it prints. */
  kind: DocumentKind;
  side: Side;
  /** What the record is called in messages ("sales bill"). */
  noun: string;
  /** The heading on paper. */
  heading: string;
  /** The heading when the document carries no GST (tax mode NON GST): rule 49's bill of supply. */
  nonGstHeading?: string;
  numberLabel: string;
  dateLabel: string;
  /** The box the party stands in ("Bill To", "Supplier" ...). */
  partyLabel: string;
  /** The copy marking printed top right (rule 48 for tax invoices, rule 55 for challans). */
  copyMark: string | null;
  /** Header fields of this document besides number and date: [label, field]. */
  extraFields: Array<[string, string]>;
  /** The terms and conditions master's "Printed on" value that targets this document. */
  termsFor: string;
  /**
   * Whether terms "Printed on: All documents" print here too. Not on the firm's own record of what a
   * supplier sent (purchase voucher, purchase challan): the firm's selling terms do not belong there.
   */
  generalTerms: boolean;
  /** The firm's bank details (where the party pays the firm). */
  showBank: boolean;
  /** A receiver's signature box beside the firm's (goods handed over against this paper). */
  receiverSigns: boolean;
  /** The rule 46 declaration and the reverse-charge line of a tax invoice. */
  taxInvoice: boolean;
};

const kindOf = (entity: string): DocumentKind => {
  const kind = KIND_BY_ENTITY.get(entity);
  if (!kind) throw new Error(`no document kind ${entity}`);
  return kind;
};

export const PRINT_KINDS: PrintKind[] = [
  {
    path: 'salesinvoice',
    kind: kindOf('sales'),
    side: 'sales',
    noun: 'sales bill',
    heading: 'Tax Invoice',
    nonGstHeading: 'Bill of Supply',
    numberLabel: 'Invoice No.',
    dateLabel: 'Invoice Date',
    partyLabel: 'Bill To',
    copyMark: 'Original for Recipient',
    extraFields: [['Payment', 'PaymentType'], ['Vehicle', 'VehicleDetails'], ['Sent by', 'ByHand']],
    termsFor: 'Sales',
    generalTerms: true,
    showBank: true,
    receiverSigns: true,
    taxInvoice: true,
  },
  {
    path: 'quotationinvoice',
    kind: kindOf('quotation'),
    side: 'sales',
    noun: 'quotation',
    heading: 'Quotation',
    numberLabel: 'Quotation No.',
    dateLabel: 'Date',
    partyLabel: 'Quotation For',
    copyMark: null,
    extraFields: [['Valid Till', 'ValidTill']],
    termsFor: 'Quotation',
    generalTerms: true,
    showBank: true,
    receiverSigns: false,
    taxInvoice: false,
  },
  {
    path: 'dcinvoice',
    kind: kindOf('deliverychallan'),
    side: 'sales',
    noun: 'delivery challan',
    heading: 'Delivery Challan',
    numberLabel: 'Challan No.',
    dateLabel: 'Challan Date',
    partyLabel: 'Consignee',
    copyMark: 'Original for Consignee',
    extraFields: [['Vehicle', 'VehicleDetails'], ['Sent by', 'ByHand']],
    termsFor: 'Delivery challan',
    generalTerms: true,
    showBank: false,
    receiverSigns: true,
    taxInvoice: false,
  },
  {
    path: 'purchaseorderinvoice',
    kind: kindOf('purchaseorder'),
    side: 'purchase',
    noun: 'purchase order',
    heading: 'Purchase Order',
    numberLabel: 'PO No.',
    dateLabel: 'PO Date',
    partyLabel: 'Supplier',
    copyMark: null,
    extraFields: [['Deliver By', 'DeliveryBy']],
    termsFor: 'Purchase order',
    generalTerms: true,
    showBank: false,
    receiverSigns: false,
    taxInvoice: false,
  },
  {
    path: 'purchaseinvoice',
    kind: kindOf('purchase'),
    side: 'purchase',
    noun: 'purchase',
    heading: 'Purchase Voucher',
    numberLabel: 'Voucher No.',
    dateLabel: 'Date',
    partyLabel: 'Supplier',
    copyMark: null,
    extraFields: [['Supplier Bill No.', 'SupplierBillNo'], ['Payment', 'PaymentType'], ['Vehicle', 'VehicleDetails']],
    termsFor: 'Purchase',
    generalTerms: false,
    showBank: false,
    receiverSigns: false,
    taxInvoice: false,
  },
  {
    path: 'purchasechallaninvoice',
    kind: kindOf('purchasechallan'),
    side: 'purchase',
    noun: 'purchase challan',
    heading: 'Purchase Challan',
    numberLabel: 'Challan No.',
    dateLabel: 'Date',
    partyLabel: 'Supplier',
    copyMark: null,
    extraFields: [['Supplier Challan No.', 'SupplierBillNo'], ['Vehicle', 'VehicleDetails']],
    termsFor: 'Purchase',
    generalTerms: false,
    showBank: false,
    receiverSigns: false,
    taxInvoice: false,
  },
];

export const PRINT_KIND_BY_PATH = new Map(PRINT_KINDS.map((print) => [print.path, print]));
