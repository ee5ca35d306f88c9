// The e-way bill a document travels under, as its paper prints it: the 12-digit number the portal gave
// (grouped 4-4-4 as the portal's own print writes it) and its date, once recorded on the document
// (EwayBillNo, EwayBillDate). Pure.
import { printedDate } from './print-format.ts';

export type EwayBillMark = { number: string; date: string };

export function ewayBillMark(doc: Record<string, unknown>): EwayBillMark | null {
  const number = typeof doc.EwayBillNo === 'string' ? doc.EwayBillNo.replace(/\s+/g, '') : '';
  if (!/^[0-9]{12}$/.test(number)) return null;
  return { number: number.replace(/^(\d{4})(\d{4})(\d{4})$/, '$1 $2 $3'), date: doc.EwayBillDate ? printedDate(doc.EwayBillDate) : '' };
}
