// Which GST returns a document feeds, so a filed return freezes exactly the documents it reported.
// GSTR-1 (CGST Act s.37): the outward invoices and the notes that amend them (reports/gst/gstr1-data.ts
// gstr1Documents: the invoices and the notes that amend them). GSTR-3B (s.39, rule 61): its table 3.1 is the same outward
// supplies net of returns, and its tables 4 and 5 are every inward document: the credit claimed (4A),
// given back (4B) and the exempt, nil-rated and composition inward supplies (5). So a filed GSTR-3B also
// freezes the purchases and their returns and notes: their input tax credit was claimed (or reported) in
// it, and a change goes through the next return (a supplier's credit or debit note), never by rewriting
// the bill (s.16(4) and s.34 as a tax practitioner applies them).
import { documents, journalEffect } from '../../../overrides/billing/document-kinds.ts';
import { gstr1Documents } from '../reports/gst/gstr1-data.ts';
import type { GstReturn } from './period-table.ts';

export function returnsFedBy(entity: string): GstReturn[] {
  const kind = documents().get(entity);
  if (!kind || journalEffect(kind) === null) return [];
  const outward = gstr1Documents().includes(entity);
  return outward ? ['GSTR-1', 'GSTR-3B'] : ['GSTR-3B'];
}

/** What to do instead of changing a document of a filed period. */
export function remedyFor(filed: GstReturn, side: 'sales' | 'purchase'): string {
  if (filed === 'GSTR-1') return 'raise a credit or debit note in an open period (or an amendment in a later GSTR-1)';
  return side === 'sales'
    ? 'raise a credit or debit note in an open period; the change goes through the next GSTR-3B'
    : 'record the supplier\'s credit or debit note in an open period; the input tax credit claimed is corrected through the next GSTR-3B';
}
