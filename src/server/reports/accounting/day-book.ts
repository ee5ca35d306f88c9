// The day book: every journal entry of the period, document by document (a heading with its date, type,
// number and party, then its debit and credit lines), in the order they were dated and made. A year of a busy
// shop runs to hundreds of thousands of lines, so the rows stream out as the database reads them.
import { sql } from 'kysely';
import type { ReportQuery, ReportRow } from '../../../../engine/server/index.ts';
import { rowsInChunks } from '../rows-in-chunks.ts';
import { describeDocument, documentNumber, documentParty } from './document-sources.ts';
import { amountOnItsSide, firmCondition } from './ledger-balances.ts';

export const dayBook: ReportQuery = async (ctx, filters) => {
  const firmId = filters.FirmId ? Number(filters.FirmId) : undefined;
  const lines = sql<Record<string, unknown>>`
    select j.entry_date, j.doc_type, j.doc_id, j.ledger_id, l."LedgerName" as ledger_name, j.debit, j.credit,
           ${documentNumber()} as number, ${documentParty()} as party
      from journal_line j
      join ledger l on l.tenant_id = j.tenant_id and l."Id" = j.ledger_id
     where j.tenant_id = ${ctx.tenantId} and j.entry_date >= ${String(filters.FromDate)} and j.entry_date <= ${String(filters.ToDate)} ${firmCondition(firmId)}
     order by j.entry_date, j.doc_type, j.doc_id, j.id`;
  let current = '';
  async function* chunks(): AsyncIterable<ReportRow[]> {
    for await (const rows of rowsInChunks(ctx.db, lines.compile(ctx.db))) {
      const out: ReportRow[] = [];
      for (const row of rows) {
        const key = `${row.doc_type}:${row.doc_id}`;
        if (key !== current) {
          current = key;
          const document = describeDocument(String(row.doc_type));
          out.push({ Id: Number(row.doc_id), DocRoute: document.route, Date: String(row.entry_date), VoucherType: document.label, Number: String(row.number ?? ''), Particulars: String(row.party ?? ''), RowStyle: 'heading' });
        }
        out.push({ LedgerId: Number(row.ledger_id), Particulars: String(row.ledger_name), ...amountOnItsSide(Number(row.debit), Number(row.credit)) });
      }
      yield out;
    }
  }
  return { chunks: chunks(), end: () => ({}) };
};
