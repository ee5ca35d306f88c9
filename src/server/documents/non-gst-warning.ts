// A NON GST sale of goods that carry a GST rate. A registered person's taxable supply owes GST whatever
// the bill says (CGST Act s.9(1)); a bill of supply without tax is for exempt goods or a composition dealer
// (s.31(3)(c), rule 49). The bill is saved as the clerk made it (a wrong tax mode is the clerk's to correct,
// and an exempt sale of a taxable item is possible), but the save's answer warns, naming the lines. Such
// lines reach GSTR-3B 3.1(c) and GSTR-1 table 8 as the NON GST lines they are (README, GST reports).
import type { Row } from '../../../engine/schema/index.ts';
import type { DocumentKind } from '../../../overrides/billing/document-kinds.ts';

/** The warning for a registered firm's NON GST sale whose lines' items carry GST on its date, or none. */
export function nonGstWarnings(kind: DocumentKind, record: Row, firm: Row): string[] {
  if (kind.effect !== 'sale' || record[kind.taxModeField] !== 'NON GST' || !firm.GSTIN) return [];
  const lines = (record[kind.linesField] as Row[] | undefined) ?? [];
  const taxed = lines.flatMap((line, index) => {
    const rate = Number(line.TaxRate ?? 0);
    const cess = Number(line.CessRate ?? 0);
    if (rate <= 0 && cess <= 0) return [];
    return [`line ${index + 1} ${String(line.ItemName)} (GST ${rate}%${cess > 0 ? ` + cess ${cess}%` : ''})`];
  });
  if (taxed.length === 0) return [];
  return [`NON GST bill with goods that carry GST: ${taxed.join(', ')}. It is saved without tax and reported as a NON GST supply (GSTR-3B 3.1(c)); choose INCLUSIVE or EXCLUSIVE if GST is due.`];
}
