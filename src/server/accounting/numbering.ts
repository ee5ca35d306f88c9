// Document numbers per tenant, firm, document type and financial year. The counter row is advanced
// with one upsert inside the document's own transaction: a concurrent save waits for the row lock
// (PostgreSQL) or the write lock (SQLite), and a save that fails rolls its number back with it, so
// numbers are never repeated and never skipped.
import { sql, type Kysely } from 'kysely';
import { fiscalYearOf } from './fiscal-year.ts';

export type DocumentNumber = { fiscalYear: string; number: number; /** e.g. "SS/26-27/7" */ prefixed: string };

/** GST rule 46: an invoice number is at most 16 characters. */
export const MAX_PREFIXED_LENGTH = 16;

export async function takeNumber(
  trx: Kysely<any>,
  key: { tenantId: number; firmId: number; docType: string; date: string; prefix: string },
): Promise<DocumentNumber> {
  const fiscalYear = fiscalYearOf(key.date);
  const row = await trx
    .insertInto('document_counter')
    .values({ tenant_id: key.tenantId, firm_id: key.firmId, doc_type: key.docType, fiscal_year: fiscalYear, last_number: 1 })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'firm_id', 'doc_type', 'fiscal_year']).doUpdateSet({ last_number: sql`document_counter.last_number + 1` }),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow();
  const number = Number(row.last_number);
  return { fiscalYear, number, prefixed: prefixedNumber(key.prefix, fiscalYear, number) };
}

/** "SS" + 2026-27 + 7 -> "SS/26-27/7"; without a prefix "26-27/7". */
export function prefixedNumber(prefix: string, fiscalYear: string, number: number): string {
  const year = `${fiscalYear.slice(2, 4)}-${fiscalYear.slice(5, 7)}`;
  const text = [prefix, year, String(number)].filter(Boolean).join('/');
  if (text.length > MAX_PREFIXED_LENGTH) throw new RangeError(`document number ${text} is longer than ${MAX_PREFIXED_LENGTH} characters`);
  return text;
}
