// Books saved before a purchase challan was owed on GRNI (issue 25 item 4; challan-books.ts) are put the way
// they are written now, at start-up, after the GRNI ledger is there (grni-ledger.ts): a purchase challan (or its
// return) with no journal gets Dr Purchase, Cr GRNI at its lines' cost (the return the reverse), and a bill made
// from one that never cleared GRNI gets Dr GRNI, Cr Purchase for the challan's cost of what it billed (its old
// journal debited Purchase with all of it). Idempotent: a document with such lines is left alone.
import { sql, type Kysely } from 'kysely';
import type { DocumentCatalog } from '../../../overrides/billing/document-kinds.ts';
import { GRNI } from '../accounting/grni-ledger.ts';
import { challanJournal, challanRole, grniCleared } from './challan-books.ts';

type Ledgers = Map<number, Record<string, number>>;

/** `and <alias>.tenant_id = <id>` when one business's books are put right, nothing for every business's. */
const onlyTenant = (alias: string, tenantId: number | undefined) => (tenantId === undefined ? sql`` : sql`and ${sql.ref(`${alias}.tenant_id`)} = ${tenantId}`);

async function ledgersByTenant(trx: Kysely<any>, tenantId: number | undefined): Promise<Ledgers> {
  const { rows } = await sql<{ tenant_id: unknown; code: string; id: unknown }>`
    select g.tenant_id, g."SystemCode" as code, g."Id" as id from ledger g where g."SystemCode" in ('PURCHASE', ${GRNI.code}) ${onlyTenant('g', tenantId)}`.execute(trx);
  const byTenant: Ledgers = new Map();
  for (const row of rows) byTenant.set(Number(row.tenant_id), { ...(byTenant.get(Number(row.tenant_id)) ?? {}), [row.code]: Number(row.id) });
  return byTenant;
}

type Line = { tenant_id: number; doc_type: string; doc_id: number; firm_id: unknown; entry_date: unknown; ledger_id: number; debit: number; credit: number; narration: string };

async function insertLines(trx: Kysely<any>, lines: Line[]): Promise<void> {
  for (let at = 0; at < lines.length; at += 500) await trx.insertInto('journal_line').values(lines.slice(at, at + 500)).execute();
}

/** Every business's books (at the upgrade), or one business's (a business file saved before it, once loaded). */
export async function postChallansOfBefore(trx: Kysely<any>, catalog: DocumentCatalog, tenantId?: number): Promise<void> {
  const challans = catalog.kinds.filter((kind) => (challanRole(kind) === 'received' || challanRole(kind) === 'sentBack') && kind.lineTable);
  if (challans.length === 0) return;
  const ledgers = await ledgersByTenant(trx, tenantId);
  const lines: Line[] = [];
  for (const kind of challans) {
    const { table, parentKey } = kind.lineTable!;
    const { rows } = await sql<{ tenant_id: unknown; id: unknown; firm: unknown; date: unknown; cost: unknown }>`
      select d.tenant_id, d."Id" as id, d."FirmId" as firm, d.${sql.ref(kind.dateField)} as date,
             sum(coalesce(l."TaxableAmt", 0) + coalesce(l."NonClaimableTax", 0)) as cost
        from ${sql.table(kind.entity)} d join ${sql.table(table)} l on l.tenant_id = d.tenant_id and l.${sql.ref(parentKey)} = d."Id"
       where not exists (select 1 from journal_line j where j.tenant_id = d.tenant_id and j.doc_type = ${kind.entity} and j.doc_id = d."Id") ${onlyTenant('d', tenantId)}
       group by d.tenant_id, d."Id", d."FirmId", d.${sql.ref(kind.dateField)}`.execute(trx);
    for (const row of rows) {
      const books = ledgers.get(Number(row.tenant_id));
      if (!books?.PURCHASE || !books[GRNI.code]) continue;
      for (const line of challanJournal(challanRole(kind), Number(row.cost), books)) {
        lines.push({ tenant_id: Number(row.tenant_id), doc_type: kind.entity, doc_id: Number(row.id), firm_id: row.firm, entry_date: row.date, ledger_id: line.ledger, debit: line.debit, credit: line.credit, narration: line.narration });
      }
    }
  }
  // Bills made from a purchase challan that cleared nothing: their challan's cost of what they billed.
  for (const kind of catalog.kinds) {
    if (kind.effect !== 'purchase' || !kind.lineTable) continue;
    for (const source of kind.sources) {
      const sourceKind = catalog.get(source.entity);
      if (!source.stockMoved || !sourceKind?.lineTable || challanRole(sourceKind) !== 'received') continue;
      const { rows: bills } = await sql<{ tenant_id: unknown; id: unknown; firm: unknown; date: unknown; challan: unknown }>`
        select d.tenant_id, d."Id" as id, d."FirmId" as firm, d.${sql.ref(kind.dateField)} as date, d.${sql.ref(source.field)} as challan from ${sql.table(kind.entity)} d
         where d.${sql.ref(source.field)} is not null ${onlyTenant('d', tenantId)}
           and not exists (select 1 from journal_line j join ledger g on g.tenant_id = j.tenant_id and g."Id" = j.ledger_id
                            where j.tenant_id = d.tenant_id and j.doc_type = ${kind.entity} and j.doc_id = d."Id" and g."SystemCode" = ${GRNI.code})`.execute(trx);
      for (const bill of bills) {
        const books = ledgers.get(Number(bill.tenant_id));
        if (!books?.PURCHASE || !books[GRNI.code]) continue;
        const read = (lineKind: typeof kind, id: unknown) =>
          trx.selectFrom(lineKind.lineTable!.table).select(['ItemId', 'Qty', 'FreeQty', 'TaxableAmt', 'NonClaimableTax'])
            .where('tenant_id', '=', Number(bill.tenant_id)).where(lineKind.lineTable!.parentKey, '=', Number(id)).execute();
        const billed = (await read(kind, bill.id)).map((line) => ({ ItemId: line.ItemId, Qty: Number(line.Qty ?? 0) / 1000, FreeQty: Number(line.FreeQty ?? 0) / 1000 }));
        const cleared = grniCleared(billed, await read(sourceKind, bill.challan));
        if (cleared === 0) continue;
        const common = { tenant_id: Number(bill.tenant_id), doc_type: kind.entity, doc_id: Number(bill.id), firm_id: bill.firm, entry_date: bill.date };
        lines.push(
          { ...common, ledger_id: books[GRNI.code], debit: cleared, credit: 0, narration: 'bill for goods received on challan' },
          { ...common, ledger_id: books.PURCHASE, debit: 0, credit: cleared, narration: 'booked on the challan' },
        );
      }
    }
  }
  await insertLines(trx, lines);
}
