// What an invoice must say about its kind of supply (CGST Rules, rule 46): whether the tax is payable on
// reverse charge (clause (p)); on an export or a supply to a SEZ, the endorsement of the second proviso
// ("supply meant for export / supply to SEZ unit or SEZ developer for authorised operations on payment of
// integrated tax", or "... under bond or letter of undertaking without payment of integrated tax"); and an
// export's port, shipping bill and currency beside the number.
import type { DocumentKind } from '../billing/document-kinds.ts';
import { isExport, isSez, supplyOf, underLut } from '../billing/supply-kind.ts';

type Field = [string, string];

export function supplyEndorsement(kind: DocumentKind, doc: Record<string, unknown>): string | null {
  const { supply } = supplyOf(kind, doc);
  if (!isExport(supply) && !isSez(supply)) return null;
  return underLut(supply)
    ? 'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX'
    : 'SUPPLY MEANT FOR EXPORT/SUPPLY TO SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX';
}

/** The header lines the kind of supply adds: reverse charge Yes or No, the supply when not regular, an export's details. */
export function supplyFields(kind: DocumentKind, doc: Record<string, unknown>, titleOf: (field: string) => string, date: (iso: string) => string): Field[] {
  const { supply, reverseCharge } = supplyOf(kind, doc);
  const fields: Field[] = [['Reverse Charge', reverseCharge ? 'Yes' : 'No']];
  if (supply !== 'Regular') fields.push(['Supply', supply]);
  if (isExport(supply)) {
    for (const field of kind.exportFields) {
      const value = typeof doc[field] === 'string' ? (doc[field] as string) : '';
      if (value) fields.push([titleOf(field), /^\d{4}-\d{2}-\d{2}$/.test(value) ? date(value) : value]);
    }
  }
  return fields;
}
