// Each firm's quantity of each item, kept by the database itself as stock moves are written and removed, so
// the stock check of a sale (documents/stock-on-hand.ts) reads one row per item instead of summing every move
// the item ever had: a busy counter's best seller moves tens of thousands of times a year, and a save summed
// them all. Triggers keep it, in the same transaction as the moves, so it can never disagree with them.
// On PostgreSQL the triggers run once per statement over the statement's rows, grouped and in item order,
// so two saves touching the same items lock their balances in the same order and cannot deadlock.
// The opening quantity (on the item, belonging to no firm) is not in it, exactly as in the stock reports.
import { sql, type Kysely } from 'kysely';
import type { TableSpec } from '../../../engine/schema/index.ts';
import type { StoreKind } from './database.ts';

export const stockBalanceTable: TableSpec = {
  name: 'stock_balance',
  tenantScoped: true,
  autoKey: null,
  primaryKey: ['firm_id', 'item_id'],
  columns: [
    { name: 'firm_id', type: 'integer', notNull: true },
    { name: 'item_id', type: 'integer', notNull: true },
    /** Thousandths of a unit: the firm's moves in less its moves out, all dates. */
    { name: 'qty', type: 'integer', notNull: true },
  ],
  unique: [],
  indexes: [],
};

const SQLITE_TRIGGERS = [
  `create trigger if not exists stock_balance_on_insert after insert on stock_move begin
     insert into stock_balance (tenant_id, firm_id, item_id, qty) values (new.tenant_id, coalesce(new.firm_id, 0), new.item_id, new.qty_in - new.qty_out)
     on conflict (tenant_id, firm_id, item_id) do update set qty = qty + excluded.qty;
   end`,
  `create trigger if not exists stock_balance_on_delete after delete on stock_move begin
     update stock_balance set qty = qty - (old.qty_in - old.qty_out) where tenant_id = old.tenant_id and firm_id = coalesce(old.firm_id, 0) and item_id = old.item_id;
   end`,
  `create trigger if not exists stock_balance_on_update after update of tenant_id, firm_id, item_id, qty_in, qty_out on stock_move begin
     update stock_balance set qty = qty - (old.qty_in - old.qty_out) where tenant_id = old.tenant_id and firm_id = coalesce(old.firm_id, 0) and item_id = old.item_id;
     insert into stock_balance (tenant_id, firm_id, item_id, qty) values (new.tenant_id, coalesce(new.firm_id, 0), new.item_id, new.qty_in - new.qty_out)
     on conflict (tenant_id, firm_id, item_id) do update set qty = qty + excluded.qty;
   end`,
];

/** One statement's change to the balances: `moved` rows as (tenant, firm, item, signed quantity), added in key order. */
const applyChange = (moved: string) => `
  insert into stock_balance (tenant_id, firm_id, item_id, qty)
  select tenant_id, firm_id, item_id, sum(qty) from (${moved}) as change group by 1, 2, 3 order by 1, 2, 3
  on conflict (tenant_id, firm_id, item_id) do update set qty = stock_balance.qty + excluded.qty`;
const rowsIn = (table: string, sign: '' | '-') => `select tenant_id, coalesce(firm_id, 0) as firm_id, item_id, ${sign}(qty_in - qty_out) as qty from ${table}`;

const POSTGRES_FUNCTIONS: Array<[string, string]> = [
  ['stock_balance_after_insert', applyChange(rowsIn('new_moves', ''))],
  ['stock_balance_after_delete', applyChange(rowsIn('old_moves', '-'))],
  ['stock_balance_after_update', applyChange(`${rowsIn('old_moves', '-')} union all ${rowsIn('new_moves', '')}`)],
];

const POSTGRES_TRIGGERS = [
  'create or replace trigger stock_balance_on_insert after insert on stock_move referencing new table as new_moves for each statement execute function stock_balance_after_insert()',
  'create or replace trigger stock_balance_on_delete after delete on stock_move referencing old table as old_moves for each statement execute function stock_balance_after_delete()',
  'create or replace trigger stock_balance_on_update after update on stock_move referencing old table as old_moves new table as new_moves for each statement execute function stock_balance_after_update()',
];

/** Creates the triggers; the first time (on books that already have moves) also fills the balances from the moves. Runs inside the migration's transaction. */
export async function installStockBalance(trx: Kysely<any>, kind: StoreKind): Promise<void> {
  const present =
    kind === 'sqlite'
      ? await sql`select 1 from sqlite_master where type = 'trigger' and name = 'stock_balance_on_insert'`.execute(trx)
      : await sql`select 1 from pg_trigger where tgname = 'stock_balance_on_insert'`.execute(trx);
  if (present.rows.length > 0) return;
  if (kind === 'sqlite') {
    for (const trigger of SQLITE_TRIGGERS) await sql.raw(trigger).execute(trx);
  } else {
    for (const [name, body] of POSTGRES_FUNCTIONS) {
      await sql.raw(`create or replace function ${name}() returns trigger language plpgsql as $$ begin ${body}; return null; end $$`).execute(trx);
    }
    for (const trigger of POSTGRES_TRIGGERS) await sql.raw(trigger).execute(trx);
  }
  await sql`delete from stock_balance`.execute(trx);
  await sql`insert into stock_balance (tenant_id, firm_id, item_id, qty)
            select tenant_id, coalesce(firm_id, 0), item_id, sum(qty_in - qty_out) from stock_move group by tenant_id, coalesce(firm_id, 0), item_id`.execute(trx);
}
