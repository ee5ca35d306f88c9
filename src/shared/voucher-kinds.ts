// The three accounts vouchers (SPEC: receipt, payment, contra voucher), described by what differs
// between them. All three post the same way: the To ledger is debited, the From ledger credited.
// Shared by the server's rules and the browser's voucher form.

/** The bills a voucher may settle: receipts settle sales bills, payments settle purchases. */
export type BillKind = 'sales' | 'purchase';

export type VoucherKind = {
  entity: 'receipt' | 'payment' | 'contravoucher';
  /** The number series: RV/26-27/1, PV/..., CV/... per firm and financial year. */
  prefix: string;
  /** The side naming the party (or any other ledger); null for a contra, whose both sides are cash or bank. */
  partySide: 'FromLedgerId' | 'ToLedgerId' | null;
  /** The side that is cash or bank (a contra's other side is cash or bank too). */
  cashSide: 'FromLedgerId' | 'ToLedgerId';
  /** The voucher's allocation lines and the bills they settle, when it settles bills. */
  allocations: { field: 'ReceiptAllocations' | 'PaymentAllocations'; line: string; parentKey: string; billKind: BillKind } | null;
};

export const VOUCHER_KINDS: readonly VoucherKind[] = [
  { entity: 'receipt', prefix: 'RV', partySide: 'FromLedgerId', cashSide: 'ToLedgerId', allocations: { field: 'ReceiptAllocations', line: 'receiptallocation', parentKey: 'ReceiptId', billKind: 'sales' } },
  { entity: 'payment', prefix: 'PV', partySide: 'ToLedgerId', cashSide: 'FromLedgerId', allocations: { field: 'PaymentAllocations', line: 'paymentallocation', parentKey: 'PaymentId', billKind: 'purchase' } },
  { entity: 'contravoucher', prefix: 'CV', partySide: null, cashSide: 'FromLedgerId', allocations: null },
];

export const VOUCHER_KIND_BY_ENTITY = new Map(VOUCHER_KINDS.map((kind) => [kind.entity as string, kind]));

/** What a ledger is to a voucher's pickers. */
export type LedgerRole = 'cashbank' | 'party' | 'other';
