// The documents that post journal lines (bills, returns and the accounts vouchers), as the accounting
// reports show them: a label for the voucher type, the column holding the document's number and party,
// and the browser route that opens it. The reports join journal_line to each table by (doc_type, doc_id)
// with one left join per kind.
import { sql, type RawBuilder } from 'kysely';
import { DOCUMENT_KINDS, type Effect } from '../../../../overrides/billing/document-kinds.ts';
import { VOUCHER_KINDS } from '../../../shared/voucher-kinds.ts';

export type DocumentSource = { docType: string; table: string; numberField: string; partyNameField: string | null; label: string; route: string };

const LABELS: Partial<Record<Effect, string>> = { sale: 'Sales', saleReturn: 'Sales return', purchase: 'Purchase', purchaseReturn: 'Purchase return' };

const VOUCHER_LABELS: Record<string, string> = { receipt: 'Receipt', payment: 'Payment', contravoucher: 'Contra' };

export const DOCUMENT_SOURCES: DocumentSource[] = [
  ...DOCUMENT_KINDS.filter((kind) => LABELS[kind.effect]).map((kind) => ({
    docType: kind.entity,
    table: kind.entity,
    numberField: kind.prefixedField,
    partyNameField: 'PartyName',
    label: LABELS[kind.effect]!,
    route: `${kind.entity}form`,
  })),
  // A voucher names ledgers, not a party: its particulars come from the journal's other side.
  ...VOUCHER_KINDS.map((kind) => ({ docType: kind.entity, table: kind.entity, numberField: 'PrefixVoucherNo', partyNameField: null, label: VOUCHER_LABELS[kind.entity], route: kind.entity })),
];

const alias = (index: number) => sql.raw(`src${index}`);
const column = (index: number, field: string) => sql.raw(`src${index}."${field}"`);

/** Left joins from the journal line `j` to every source document (names are constants, never input). */
export function documentJoins(): RawBuilder<unknown> {
  return sql.join(
    DOCUMENT_SOURCES.map(
      (source, index) =>
        sql`left join ${sql.table(source.table)} as ${alias(index)} on j.doc_type = ${sql.lit(source.docType)} and ${column(index, 'Id')} = j.doc_id and ${alias(index)}.tenant_id = j.tenant_id`,
    ),
    sql` `,
  );
}

/** The joined document's number. */
export function documentNumber(): RawBuilder<string | null> {
  return sql`coalesce(${sql.join(DOCUMENT_SOURCES.map((source, index) => column(index, source.numberField)))}, '')`;
}

/** The joined document's party name (null for documents without one). */
export function documentParty(): RawBuilder<string | null> {
  const named = DOCUMENT_SOURCES.flatMap((source, index) => (source.partyNameField ? [column(index, source.partyNameField)] : []));
  return sql`coalesce(${sql.join([...named, sql`null`])})`;
}

const bySourceType = new Map(DOCUMENT_SOURCES.map((source) => [source.docType, source]));

/** Voucher type and route of a journal line's document, by its doc_type. */
export function describeDocument(docType: string): { label: string; route: string } {
  const source = bySourceType.get(docType);
  return source ? { label: source.label, route: source.route } : { label: docType, route: docType };
}
