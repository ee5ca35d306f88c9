// A year of books for one tenant, written straight into the store for the report benchmark: parties
// with their ledgers, sales and purchase bills with the journal lines and stock moves posting would
// write, and receipts and payments on account (voucher rows and their journal lines) up to the wanted
// journal size.
// Multi-row VALUES of generated integers and dates (no user input), in one transaction.
import type { Sql } from './seed.ts';
import { seedItems } from './seed.ts';

export type SeedPlan = {
  journalLines: number;
  bills: number;
  customers: number;
  suppliers: number;
  items: number;
  /** The days the bills fall on, from 1 April 2025 (365 unless given: a month's bills are 30). */
  days?: number;
  /** Each sale with its one line (item, HSN, tax heads), as the GST returns read them; none unless asked. */
  saleLines?: boolean;
};

export type SeededBooks = {
  customers: Array<{ party: number; ledger: number }>;
  suppliers: Array<{ party: number; ledger: number }>;
  /** The customer with a tenth of all sales and receipts. */
  busiest: { party: number; ledger: number };
  items: number[];
  cash: number;
  bank: number;
  journalLines: number;
  bills: number;
  stockMoves: number;
  vouchers: number;
};

const YEAR_START = Date.UTC(2025, 3, 1); // 1 April 2025: the books cover the financial year 2025-26
const dayOf = (n: number, days = 365) => new Date(YEAR_START + (n % days) * 86_400_000).toISOString().slice(0, 10);

/** Collects rows and sends them as multi-row INSERTs of `size` rows. */
class BulkInsert {
  private rows: string[] = [];
  private readonly sql: Sql;
  private readonly head: string;
  private readonly size: number;
  inserted = 0;
  constructor(sql: Sql, head: string, size = 5000) {
    this.sql = sql;
    this.head = head;
    this.size = size;
  }
  async add(row: string): Promise<void> {
    this.rows.push(row);
    if (this.rows.length >= this.size) await this.flush();
  }
  async flush(): Promise<void> {
    if (this.rows.length === 0) return;
    await this.sql.query(`${this.head} values ${this.rows.join(',')}`);
    this.inserted += this.rows.length;
    this.rows = [];
  }
}

async function ids(sql: Sql, text: string): Promise<number[]> {
  return (await sql.query(text)).map((row) => Number(row.Id));
}

async function partiesWithLedgers(sql: Sql, tenantId: number, type: 'Customer' | 'Supplier', count: number) {
  const [group] = await sql.query(`select "Id" from ledgergroup where tenant_id = ${tenantId} and "GroupCode" = '${type === 'Customer' ? 'SUNDRY_DEBTORS' : 'SUNDRY_CREDITORS'}'`);
  const out: Array<{ party: number; ledger: number; name: string }> = [];
  for (let start = 0; start < count; start += 1000) {
    const names = Array.from({ length: Math.min(1000, count - start) }, (_, i) => `${type} ${String(start + i).padStart(5, '0')}`);
    const ledgers = await ids(sql, `insert into ledger (tenant_id, "LedgerName", "GroupId", "OpeningBalance", "OpeningType", "Status", "RowVersion") values ${names.map((name) => `(${tenantId}, '${name}', ${group.Id}, 0, 'Dr', 1, 1)`).join(',')} returning "Id"`);
    const parties = await ids(sql, `insert into party (tenant_id, "PartyName", "PartyType", "State", "LedgerId", "Status", "RowVersion") values ${names.map((name, i) => `(${tenantId}, '${name}', '${type}', 'Maharashtra', ${ledgers[i]}, 1, 1)`).join(',')} returning "Id"`);
    names.forEach((name, i) => out.push({ party: parties[i], ledger: ledgers[i], name }));
  }
  return out;
}

export async function seedBooks(sql: Sql, tenantId: number, firmId: number, plan: SeedPlan): Promise<SeededBooks> {
  await sql.query('begin');
  const system = new Map((await sql.query(`select "Id", "SystemCode" from ledger where tenant_id = ${tenantId} and "SystemCode" is not null`)).map((row) => [String(row.SystemCode), Number(row.Id)]));
  const [bankGroup] = await sql.query(`select "Id" from ledgergroup where tenant_id = ${tenantId} and "GroupCode" = 'BANK_ACCOUNTS'`);
  const [bankRow] = await sql.query(`insert into ledger (tenant_id, "LedgerName", "GroupId", "OpeningBalance", "OpeningType", "Status", "RowVersion") values (${tenantId}, 'Bench Bank', ${bankGroup.Id}, 0, 'Dr', 1, 1) returning "Id"`);
  const cash = system.get('CASH')!;
  const bank = Number(bankRow.Id);
  const [unit] = await sql.query(`insert into unit (tenant_id, "UnitName", "UQC", "RowVersion") values (${tenantId}, 'Pcs', 'PCS', 1) returning "Id"`);
  await sql.query('commit');
  await seedItems(sql, tenantId, Number(unit.Id), plan.items);
  await sql.query('begin');
  const items = await ids(sql, `select "Id" from item where tenant_id = ${tenantId} order by "Id"`);
  const customers = await partiesWithLedgers(sql, tenantId, 'Customer', plan.customers);
  const suppliers = await partiesWithLedgers(sql, tenantId, 'Supplier', plan.suppliers);

  const journal = new BulkInsert(sql, 'insert into journal_line (tenant_id, doc_type, doc_id, firm_id, entry_date, ledger_id, debit, credit)');
  const stock = new BulkInsert(sql, 'insert into stock_move (tenant_id, doc_type, doc_id, firm_id, move_date, item_id, qty_in, qty_out, rate)');
  const saleLines = new BulkInsert(
    sql,
    'insert into salesline (tenant_id, "SalesId", "LineNo", "ItemId", "ItemName", "HSNCode", "UnitId", "Qty", "Rate", "ItemTotal", "TaxRate", "TaxableAmt", "TaxPer1", "TaxAmt1", "TaxPer2", "TaxAmt2", "TotTax", "NetAmt")',
  );
  let written = 0;
  const line = (docType: string, docId: number, date: string, ledger: number, debit: number, credit: number) => {
    written += 1;
    return journal.add(`(${tenantId},'${docType}',${docId},${firmId},'${date}',${ledger},${debit},${credit})`);
  };

  // Bills: four in five are sales, a tenth of the sales go to the busiest customer; every other bill is settled at once.
  const salesCount = Math.round(plan.bills * 0.8);
  for (const [entity, count] of [['sales', salesCount], ['purchase', plan.bills - salesCount]] as const) {
    const sale = entity === 'sales';
    const parties = sale ? customers : suppliers;
    for (let start = 0; start < count; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - start) }, (_, i) => {
        const n = start + i;
        const party = sale && n % 10 === 0 ? parties[0] : parties[(n * 7919) % parties.length];
        const rupeesTaxable = 100 + ((n * 37) % 9900);
        const taxable = rupeesTaxable * 100;
        const half = rupeesTaxable * 9; // 9 % of whole rupees, in paise: exact
        const net = taxable + 2 * half;
        const settled = n % 2 === 0 ? net : 0;
        return { n, party, date: dayOf(n, plan.days), taxable, half, net, settled };
      });
      const cols = sale
        ? '"FirmId", "CustId", "Prefix", "BillNo", "PrefixBillNo", "BillDate", "PartyName", "BillType", "PaymentType", "TotTaxable", "TotCGST", "TotSGST", "TotTax", "NetBillAmt", "ReceiptAmt", "BalanceBillAmt"'
        : '"FirmId", "SupplierId", "Prefix", "PurchaseNo", "PrefixPurchaseNo", "PurchaseDate", "PartyName", "PurchaseType", "PaymentType", "TotTaxable", "TotCGST", "TotSGST", "TotTax", "NetBillAmt", "PaymentAmt", "BalanceBillAmt"';
      const prefix = sale ? 'B' : 'P';
      const billIds = await ids(
        sql,
        `insert into ${entity} (tenant_id, ${cols}, "RowVersion") values ${batch
          .map((b) => `(${tenantId}, ${firmId}, ${b.party.party}, '${prefix}', ${b.n + 1}, '${prefix}/${b.n + 1}', '${b.date}', '${b.party.name}', 'EXCLUSIVE', '${b.settled ? 'CASH' : 'CREDIT'}', ${b.taxable}, ${b.half}, ${b.half}, ${2 * b.half}, ${b.net}, ${b.settled}, ${b.net - b.settled}, 1)`)
          .join(',')} returning "Id"`,
      );
      for (const [i, b] of batch.entries()) {
        const id = billIds[i];
        const [dr, cr] = sale ? ([1, 0] as const) : ([0, 1] as const); // a purchase is a sale mirrored
        const pick = (amount: number, side: 0 | 1) => (side ? [0, amount] : [amount, 0]) as [number, number];
        await line(entity, id, b.date, b.party.ledger, ...pick(b.net, cr as 0 | 1));
        await line(entity, id, b.date, system.get(sale ? 'SALES' : 'PURCHASE')!, ...pick(b.taxable, dr as 0 | 1));
        await line(entity, id, b.date, system.get(sale ? 'OUTPUT_CGST' : 'INPUT_CGST')!, ...pick(b.half, dr as 0 | 1));
        await line(entity, id, b.date, system.get(sale ? 'OUTPUT_SGST' : 'INPUT_SGST')!, ...pick(b.half, dr as 0 | 1));
        if (b.settled) {
          await line(entity, id, b.date, cash, ...pick(b.settled, cr as 0 | 1));
          await line(entity, id, b.date, b.party.ledger, ...pick(b.settled, dr as 0 | 1));
        }
        // The line sells two of the bill's first item at 18 % (quantities in thousandths, rates in thousandths of a percent).
        if (sale && plan.saleLines) {
          const item = items[(b.n * 13) % items.length];
          await saleLines.add(`(${tenantId},${id},1,${item},'Item ${item}','9608',${unit.Id},2000,${b.taxable / 2},${b.taxable},18000,${b.taxable},9000,${b.half},9000,${b.half},${2 * b.half},${b.net})`);
        }
        for (const k of [0, 1]) {
          const item = items[(b.n * 13 + k * 101) % items.length];
          await stock.add(`(${tenantId},'${entity}',${id},${firmId},'${b.date}',${item},${sale ? 0 : 5000},${sale ? 2000 : 0},${1000 + (b.n % 500)})`);
        }
      }
    }
  }
  // Receipts from customers and payments to suppliers (voucher rows and their two journal lines), on
  // account, into cash or the bank, until the journal is full; 1,000 vouchers to a batch.
  let vouchers = 0;
  for (let start = 0; written < plan.journalLines; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, (plan.journalLines - written) / 2) }, (_, i) => {
      const n = start + i;
      const receipt = n % 4 !== 3;
      const party = receipt ? (n % 10 === 0 ? customers[0] : customers[(n * 104_729) % customers.length]) : suppliers[(n * 104_729) % suppliers.length];
      return { n, receipt, party, amount: 100 * (50 + ((n * 31) % 5000)), money: n % 3 === 0 ? bank : cash, date: dayOf(n * 3, plan.days) };
    });
    for (const receipt of [true, false]) {
      const own = batch.filter((v) => v.receipt === receipt);
      if (own.length === 0) continue;
      const entity = receipt ? 'receipt' : 'payment';
      const voucherIds = await ids(
        sql,
        `insert into ${entity} (tenant_id, "FirmId", "Prefix", "VoucherNo", "PrefixVoucherNo", "VoucherDate", "FromLedgerId", "ToLedgerId", "Amount", "Mode", "AllocatedAmt", "OnAccountAmt", "RowVersion") values ${own
          .map((v) => {
            const [from, to] = receipt ? [v.party.ledger, v.money] : [v.money, v.party.ledger];
            return `(${tenantId}, ${firmId}, '${receipt ? 'RV' : 'PV'}', ${v.n + 1}, '${receipt ? 'RV' : 'PV'}/${v.n + 1}', '${v.date}', ${from}, ${to}, ${v.amount}, 'CASH', 0, ${v.amount}, 1)`;
          })
          .join(',')} returning "Id"`,
      );
      for (const [i, v] of own.entries()) {
        await line(entity, voucherIds[i], v.date, receipt ? v.money : v.party.ledger, v.amount, 0); // To Dr
        await line(entity, voucherIds[i], v.date, receipt ? v.party.ledger : v.money, 0, v.amount); // From Cr
      }
      vouchers += own.length;
    }
  }
  await journal.flush();
  await stock.flush();
  await saleLines.flush();
  await sql.query('commit');
  return {
    customers: customers.map(({ party, ledger }) => ({ party, ledger })),
    suppliers: suppliers.map(({ party, ledger }) => ({ party, ledger })),
    busiest: customers[0],
    items,
    cash,
    bank,
    journalLines: journal.inserted,
    bills: plan.bills,
    stockMoves: stock.inserted,
    vouchers,
  };
}
