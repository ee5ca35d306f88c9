// Books saved before goods out on a delivery challan stayed in stock until billed (issue 25 item 4;
// challan-books.ts) are put the way they are written now, at start-up: a bill made from such a challan that
// moved nothing gets its own stock moves from its lines (as posting.ts writes them: out at its date, its
// rate, no cost), then the challans' (and their returns') moves are taken away, so an unbilled challan's goods
// are back in stock. Idempotent, SQL only, in the migration's transaction; the stock balance triggers follow.
// (Purchase challans of before: challan-journal-migration.ts.)
import { sql, type Kysely } from 'kysely';
import { EFFECT_RULES, type DocumentCatalog } from '../../../overrides/billing/document-kinds.ts';
import { challanRole } from './challan-books.ts';

/** Every business's books (at the upgrade), or one business's (a business file saved before it, once loaded). */
export async function moveChallanGoodsToBills(trx: Kysely<any>, catalog: DocumentCatalog, tenantId?: number): Promise<void> {
  const onlyTenant = (column: string) => (tenantId === undefined ? sql`` : sql`and ${sql.ref(column)} = ${tenantId}`);
  const held = catalog.kinds.filter((kind) => challanRole(kind) === 'heldUntilBilled').map((kind) => kind.entity);
  if (held.length === 0) return;
  for (const kind of catalog.kinds) {
    if (EFFECT_RULES[kind.effect].stock !== 'out' || !kind.lineTable) continue;
    for (const source of kind.sources) {
      if (!held.includes(source.entity) || source.stockMoved) continue;
      const { table, parentKey } = kind.lineTable;
      await sql`insert into stock_move (tenant_id, doc_type, doc_id, firm_id, move_date, item_id, batch_no, qty_in, qty_out, rate, cost)
        select d.tenant_id, ${kind.entity}, d."Id", d."FirmId", d.${sql.ref(kind.dateField)}, l."ItemId", l."BatchNo", 0, coalesce(l."Qty", 0) + coalesce(l."FreeQty", 0), coalesce(l."Rate", 0), null
          from ${sql.table(kind.entity)} d join ${sql.table(table)} l on l.tenant_id = d.tenant_id and l.${sql.ref(parentKey)} = d."Id"
         where d.${sql.ref(source.field)} is not null ${onlyTenant('d.tenant_id')}
           and exists (select 1 from stock_move c where c.tenant_id = d.tenant_id and c.doc_type = ${source.entity} and c.doc_id = d.${sql.ref(source.field)})
           and not exists (select 1 from stock_move m where m.tenant_id = d.tenant_id and m.doc_type = ${kind.entity} and m.doc_id = d."Id")`.execute(trx);
    }
  }
  await sql`delete from stock_move where doc_type in (${sql.join(held)}) ${onlyTenant('tenant_id')}`.execute(trx);
}
