// The documents that post journal lines (bills, returns, the accounts vouchers and the vouchers with
// lines such as the journal), as the accounting
// reports show them: a label for the voucher type, the column holding the document's number and party,
// and the browser route that opens it. The reports look each line's document up by (doc_type, doc_id).
import { sql, type RawBuilder } from 'kysely';
import { documents, journalEffect, type DocumentCatalog } from '../../../../overrides/billing/document-kinds.ts';
import { VOUCHER_KINDS } from '../../../shared/voucher-kinds.ts';
import { describedVouchers } from '../../vouchers/voucher-rules.ts';

export type DocumentSource = { docType: string; table: string; numberField: string; partyNameField: string | null; label: string; route: string };

const VOUCHER_LABELS: Record<string, string> = { receipt: 'Receipt', payment: 'Payment', contravoucher: 'Contra' };

const sourcesByCatalog = new WeakMap<DocumentCatalog, DocumentSource[]>();

/** Every document that posts journal lines: the catalog's documents with a journal effect, and the vouchers (described ones by their schema). */
export function documentSources(catalog: DocumentCatalog = documents()): DocumentSource[] {
  let sources = sourcesByCatalog.get(catalog);
  if (!sources) {
    sources = [
      ...catalog.kinds
        .filter((kind) => journalEffect(kind) !== null)
        .map((kind) => ({ docType: kind.entity, table: kind.entity, numberField: kind.prefixedField, partyNameField: 'PartyName', label: kind.registerLabel, route: kind.editRoute })),
      // A voucher names ledgers, not a party: its particulars come from the journal's other side.
      ...VOUCHER_KINDS.map((kind) => ({ docType: kind.entity, table: kind.entity, numberField: 'PrefixVoucherNo', partyNameField: null, label: VOUCHER_LABELS[kind.entity], route: kind.entity })),
      ...describedVouchers().map((voucher) => ({ docType: voucher.entity, table: voucher.entity, numberField: voucher.prefixedField, partyNameField: null, label: voucher.registerLabel, route: voucher.listRoute })),
    ];
    sourcesByCatalog.set(catalog, sources);
  }
  return sources;
}

/**
 * A field of the journal line `j`'s document: a CASE on its doc_type whose one matching branch looks the
 * document up by key. (Joining every document table instead made PostgreSQL hash whole tables, such as
 * 375,000 receipts, for a ledger of a few thousand lines.) Names are constants, never input.
 */
function documentField(field: (source: DocumentSource) => string | null, otherwise: RawBuilder<unknown>): RawBuilder<string | null> {
  const branches = documentSources().flatMap((source) => {
    const column = field(source);
    if (!column) return [];
    return [sql`when ${sql.lit(source.docType)} then (select d.${sql.ref(column)} from ${sql.table(source.table)} d where d.tenant_id = j.tenant_id and d."Id" = j.doc_id)`];
  });
  return sql`case j.doc_type ${sql.join(branches, sql` `)} else ${otherwise} end`;
}

/** The document's number. */
export const documentNumber = () => documentField((source) => source.numberField, sql`''`);

/** The document's party name (null for documents without one). */
export const documentParty = () => documentField((source) => source.partyNameField, sql`null`);

/** Voucher type and route of a journal line's document, by its doc_type. */
export function describeDocument(docType: string): { label: string; route: string } {
  const source = documentSources().find((candidate) => candidate.docType === docType);
  return source ? { label: source.label, route: source.route } : { label: docType, route: docType };
}
