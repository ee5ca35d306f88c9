// GSTR-3B table 6.1: paying the month's tax out of the electronic credit ledger and then in cash, in the
// order the law sets (all figures in paise):
// - CGST Act s.49(5)(a) and rule 88A: integrated tax credit goes first against integrated tax, and what is
//   left against central and State tax "in any order and in any proportion"; the central and State credit
//   may be used only once the integrated credit is used up (rule 88A, Circular 98/17/2019-GST).
// - s.49(5)(b), (c): central tax credit against central tax, then integrated tax; never State tax.
// - s.49(5)(d), (e) and its proviso: State tax credit against State tax, then integrated tax, and the latter
//   only where no central tax credit is left for it; never central tax.
// - GST (Compensation to States) Act s.11(2): cess credit pays cess only.
// - s.49(4): the credit ledger pays "output tax" only, so tax owed on inward supplies under reverse charge
//   (3.1(d)) is paid in cash.
// Where the law leaves a choice (how the integrated credit left after integrated tax is split between
// central and State tax), the split is the one that leaves the least to pay in cash: first the part of each
// that its own credit cannot cover, then the rest, central tax first.

export const HEADS = ['igst', 'cgst', 'sgst', 'cess'] as const;
export type Head = (typeof HEADS)[number];
export type ByHead = Record<Head, number>;

export type SetOff = {
  /** Output tax of the month (other than reverse charge), by head. */
  payable: ByHead;
  /** Credit used: by the credit's head, then the liability's head it paid. */
  paidByCredit: Record<Head, ByHead>;
  /** Output tax left to pay in cash, by head. */
  cash: ByHead;
  /** Tax on inward supplies under reverse charge, all in cash. */
  reverseChargeCash: ByHead;
  /** Credit left in the ledger, carried forward. */
  creditLeft: ByHead;
};

export const noTax = (): ByHead => ({ igst: 0, cgst: 0, sgst: 0, cess: 0 });

export function setOff(payable: ByHead, credit: ByHead, reverseCharge: ByHead): SetOff {
  const owed = { ...payable };
  const left = { ...credit };
  const paidByCredit: Record<Head, ByHead> = { igst: noTax(), cgst: noTax(), sgst: noTax(), cess: noTax() };
  const use = (from: Head, against: Head, most = Infinity) => {
    const amount = Math.max(0, Math.min(left[from], owed[against], most));
    left[from] -= amount;
    owed[against] -= amount;
    paidByCredit[from][against] += amount;
  };
  use('igst', 'igst');
  // What central and State credit cannot cover themselves, then whatever integrated credit remains.
  use('igst', 'cgst', Math.max(0, owed.cgst - left.cgst));
  use('igst', 'sgst', Math.max(0, owed.sgst - left.sgst));
  use('igst', 'cgst');
  use('igst', 'sgst');
  use('cgst', 'cgst');
  use('sgst', 'sgst');
  use('cgst', 'igst');
  use('sgst', 'igst');
  use('cess', 'cess');
  return { payable: { ...payable }, paidByCredit, cash: owed, reverseChargeCash: { ...reverseCharge }, creditLeft: left };
}
