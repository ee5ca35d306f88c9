// Whose is a master's opening balance. Each firm of a business keeps its own books (its own GSTIN, its own
// accounts, as Tally keeps one company per firm), so what a ledger or an item brought into the books belongs
// to one firm: the one the master names in OpeningFirmId or, where it names none (every master made before
// openings had a firm), the business's first firm. A firm's reports count only its own openings; the
// business's count each once, so the firms' trial balances, P&Ls and balance sheets add up to the business's.
import { sql, type RawBuilder } from 'kysely';

/** The firm a master row's opening belongs to, as SQL over the row aliased `alias`. */
export function openingFirmSql(alias: string): RawBuilder<number | null> {
  const row = sql.raw(alias);
  return sql<number | null>`coalesce(${row}."OpeningFirmId", (select min(f."Id") from firm f where f.tenant_id = ${row}.tenant_id))`;
}

/** `amount` in a firm's view: all of it when no firm is chosen, else only where the row's opening is that firm's. */
export function inFirmView<T>(amount: RawBuilder<T>, firmId: number | null | undefined, alias: string): RawBuilder<T> {
  return firmId ? sql<T>`(case when ${openingFirmSql(alias)} = ${firmId} then ${amount} else 0 end)` : amount;
}
