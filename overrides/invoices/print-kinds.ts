// The printable documents (salesinvoice, purchaseorderinvoice, purchaseinvoice, purchasechallaninvoice,
// quotationinvoice, dcinvoice, and any document whose schema describes a print page): what each is
// called on paper and how it reads, from the `print` block of its x-entity.document (document-kinds.ts).
// A credit or debit note (the *note.json schemas) carries what rule 53(1A) of the CGST Rules asks: the
// supplier's and the recipient's names, addresses and GSTINs (letterhead and party box), "Credit Note" or
// "Debit Note" (heading), its serial number and date, the number and date of the invoice it amends (extra
// fields read through the note's link to the bill, x-from), the taxable value, rate and tax (lines and the
// HSN summary) and the signature.
import type { DocumentCatalog, DocumentKind, PrintSpec, Side } from '../billing/document-kinds.ts';

export type { Side };

export type PrintKind = Omit<PrintSpec, 'route' | 'copies'> & {
  /** The page path (SPEC section 2), opened as /{path}?id=12. */
  path: string;
  /** The document kind it prints. */
  kind: DocumentKind;
  side: Side;
  /** The copy marking printed top right (rule 48 for tax invoices, rule 55 for challans): the original's. */
  copyMark: string | null;
  /** Every copy's marking, the original first. */
  copies: string[];
  /** Line fields beyond the standard figures (a client's field on the line schema): [title, field], printed under the item. */
  lineNotes?: Array<[string, string]>;
};

const printsByCatalog = new WeakMap<DocumentCatalog, PrintKind[]>();

export function printKinds(catalog: DocumentCatalog): readonly PrintKind[] {
  let prints = printsByCatalog.get(catalog);
  if (!prints) {
    prints = catalog.withPrint().map((kind) => {
      const { route, copies, ...paper } = kind.print;
      return { ...paper, path: route, kind, side: kind.side, copies, copyMark: copies[0] ?? null };
    });
    printsByCatalog.set(catalog, prints);
  }
  return prints;
}

export const printKindByPath = (catalog: DocumentCatalog, path: string): PrintKind | undefined => printKinds(catalog).find((print) => print.path === path);

export const printKindOf = (catalog: DocumentCatalog, entity: string): PrintKind | undefined => printKinds(catalog).find((print) => print.kind.entity === entity);
