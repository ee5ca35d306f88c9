// Matches a month's GSTR-2B against the books and sorts every document into one of four groups. Pure:
// the route reads the stored 2B rows and the purchase-side documents, this decides.
//
// Why it matters: input tax credit may be taken only on an invoice or debit note the supplier has
// furnished in its GSTR-1 and that is communicated to the recipient (CGST Act s.16(2)(aa), in force from
// 1 January 2022, and rule 36(4) CGST Rules as amended by Notification 40/2021-Central Tax): GSTR-2B is
// that communication (rule 60(7)). A document in the books but not in 2B gives no credit yet; one in 2B
// but not in the books is credit the books miss (or a supplier's error); and a supplier's credit note
// (s.34(1)) in 2B takes credit back whether or not the books have it.
//
// A document is looked up by supplier GSTIN, kind (invoice, credit note, debit note) and number
// (normalised: document-number.ts); among several with that number the one of the same date wins, else
// the nearest. The date, the taxable value and each tax head are then compared, the amounts within the
// tolerance the user chose.
import { money, printedDate } from '../../../../../overrides/invoices/print-format.ts';
import { normaliseDocumentNumber } from './document-number.ts';

/** The kind of document as 2B types it: an invoice (b2b), or a note of type C or D (cdnr). */
export type DocType = 'INV' | 'C' | 'D';

/** Amounts in paise. */
export type Figures = { taxable: number; igst: number; cgst: number; sgst: number; cess: number };

export type TwoBDocument = Figures & {
  section: string;
  supplierGSTIN: string;
  supplierName: string;
  docType: DocType;
  number: string;
  date: string;
  /** An amendment's (b2ba, cdnra) original number: tried when the revised number is not in the books. */
  originalNumber: string | null;
  /** 2B's own say on the credit (itcavl Y, N or T) and, when not available, why (rsn). */
  itcAvailable: string | null;
  itcReason: string | null;
};

export type BookDocument = Figures & {
  entity: string;
  id: number;
  /** The form page that opens it (purchaseform ...). */
  route: string;
  /** The supplier's number of the document (its bill or note number), as keyed in the books. */
  number: string;
  /** Our own number (PUR/26-27/4), shown when the supplier's number is blank. */
  ownNumber: string;
  date: string;
  supplierGSTIN: string;
  supplierName: string;
  docType: DocType;
  /** Dated in the month reconciled: only these count as "in the books, not in 2B" when unmatched. */
  inPeriod: boolean;
};

export type Status = 'matched' | 'mismatched' | 'only2b' | 'onlyBooks';

export const STATUS_LABELS: Record<Status, string> = {
  matched: 'Matched',
  mismatched: 'Mismatched',
  only2b: 'In 2B, not in books',
  onlyBooks: 'In books, not in 2B',
};

export type Difference = { field: keyof Figures | 'date'; label: string; twoB: string; books: string; by: number };

export type ReconciledRow = {
  status: Status;
  twoB: TwoBDocument | null;
  book: BookDocument | null;
  differences: Difference[];
  /** The document's tax (books where the books have it, else 2B), negative for a credit note: credit it gives back. */
  creditAtStake: number;
};

const HEADS: Array<[keyof Figures, string]> = [
  ['taxable', 'Taxable value'],
  ['igst', 'IGST'],
  ['cgst', 'CGST'],
  ['sgst', 'SGST'],
  ['cess', 'Cess'],
];

export const taxOf = (figures: Figures) => figures.igst + figures.cgst + figures.sgst + figures.cess;

/** A credit note takes credit back (s.34(1)): its tax counts against the month's credit. */
const signed = (docType: DocType, amount: number) => (docType === 'C' ? -amount : amount);

const keyOf = (gstin: string, docType: DocType, number: string) => `${gstin.trim().toUpperCase()}|${docType}|${normaliseDocumentNumber(number)}`;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Where the 2B document and the books' one differ beyond the tolerance (paise), field by field. */
export function differencesOf(twoB: TwoBDocument, book: BookDocument, tolerance: number): Difference[] {
  const found: Difference[] = [];
  if (twoB.date !== book.date) {
    found.push({ field: 'date', label: 'Date', twoB: printedDate(twoB.date), books: printedDate(book.date), by: dayNumber(book.date) - dayNumber(twoB.date) });
  }
  for (const [field, label] of HEADS) {
    const by = book[field] - twoB[field];
    if (Math.abs(by) > tolerance) found.push({ field, label, twoB: money(twoB[field]), books: money(book[field]), by });
  }
  return found;
}

/**
 * What 2B itself says against a document's credit, in words: "N" means not available even though the
 * supplier furnished it, for the reason GSTR-2B gives ("P": the place of supply is the supplier's state but
 * the recipient is registered in another, so no credit for this GSTIN; "C": the supplier's return was filed
 * after the time limit of CGST Act s.16(4)).
 */
export function itcNote(document: TwoBDocument | null): string | null {
  if (!document || document.itcAvailable !== 'N') return null;
  const reasons: Record<string, string> = {
    P: 'the place of supply is in the supplier’s state, not yours',
    C: 'the supplier filed after the time limit of s.16(4)',
  };
  const reason = document.itcReason ? reasons[document.itcReason] : undefined;
  return `2B: credit not available${reason ? `: ${reason}` : ''}`;
}

/** "Taxable value: 2B 1,000.00, books 1,001.00 (books 1.00 more)"; a date by days. */
export function describeDifference(difference: Difference): string {
  const size = Math.abs(difference.by);
  const how =
    difference.field === 'date'
      ? `books ${size} day${size === 1 ? '' : 's'} ${difference.by > 0 ? 'later' : 'earlier'}`
      : `books ${money(size)} ${difference.by > 0 ? 'more' : 'less'}`;
  return `${difference.label}: 2B ${difference.twoB}, books ${difference.books} (${how})`;
}

/**
 * Every 2B document matched, mismatched or not in the books, then the books' documents of the month
 * that no 2B document took. Each book document is taken at most once. Order: the 2B file's, then the books'.
 */
export function reconcile(twoB: TwoBDocument[], books: BookDocument[], tolerance: number): ReconciledRow[] {
  const byKey = new Map<string, BookDocument[]>();
  for (const book of books) {
    const key = keyOf(book.supplierGSTIN, book.docType, book.number || book.ownNumber);
    byKey.set(key, [...(byKey.get(key) ?? []), book]);
  }
  const taken = new Set<BookDocument>();
  const pick = (document: TwoBDocument, number: string): BookDocument | null => {
    const candidates = (byKey.get(keyOf(document.supplierGSTIN, document.docType, number)) ?? []).filter((book) => !taken.has(book));
    if (candidates.length === 0) return null;
    const distance = (book: BookDocument) => Math.abs(dayNumber(book.date) - dayNumber(document.date));
    return candidates.reduce((best, book) => (distance(book) < distance(best) ? book : best));
  };
  const rows: ReconciledRow[] = twoB.map((document) => {
    const book = pick(document, document.number) ?? (document.originalNumber ? pick(document, document.originalNumber) : null);
    if (!book) return { status: 'only2b', twoB: document, book: null, differences: [], creditAtStake: signed(document.docType, taxOf(document)) };
    taken.add(book);
    const differences = differencesOf(document, book, tolerance);
    return { status: differences.length === 0 ? 'matched' : 'mismatched', twoB: document, book, differences, creditAtStake: signed(book.docType, taxOf(book)) };
  });
  for (const book of books) {
    if (book.inPeriod && !taken.has(book)) rows.push({ status: 'onlyBooks', twoB: null, book, differences: [], creditAtStake: signed(book.docType, taxOf(book)) });
  }
  return rows;
}
