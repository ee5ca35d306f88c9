// The billing functions a document's description names (`x-entity.document.math`), so the server's save
// and the browser's live totals call the same math by name. A new kind of document math is added here.
import { recomputeDocument } from './recompute-document.ts';
import type { BillTotals } from './bill.ts';
import type { DocumentKind } from './document-kinds.ts';
import type { DocumentParties, Row } from './recompute-document.ts';

export type DocumentMath = (kind: DocumentKind, record: Row, parties: DocumentParties) => BillTotals;

export const MATH: Record<string, DocumentMath> = {
  /** Lines with quantity, rate, discount and GST slots; bill charges, discount and round-off. */
  billing: recomputeDocument,
};

/** The math a document's description names (checked at start-up, so it exists). */
export function mathOf(kind: DocumentKind): DocumentMath {
  return MATH[kind.math];
}
