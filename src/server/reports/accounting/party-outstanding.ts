// Party-wise outstanding as on a date: for each customer (or supplier), its bills still open on that
// date with their age, its opening balance, and what stands on account (advances, credit notes, payments
// not set against a bill), adding up to the party's ledger balance as on that date.
//
// A bill's open balance is its BalanceBillAmt (net amount less what was settled at billing, the credit
// of the returns against it, and what vouchers set against it; bill-balances.ts) plus what vouchers and
// returns dated after the as-on date took off it, so an earlier date shows the bill as it stood then. A
// return's credit comes off a bill only down to zero; so the part of returns a bill took as on a date is
// the lesser of what the bill had open and their credit up to that date. The on-account figure is worked
// out apart from the bills: the party's journal lines up to the date that are not bills (vouchers,
// returns), less what vouchers and returns up to the date set against bills, so a credit note counts once
// (against its bill, or on account for what its bill could not take). Bills plus on-account plus opening
// equals the journal balance only when the bills, the allocations, the returns and the journal agree, and
// the tests check exactly that.
import { sql, type RawBuilder } from 'kysely';
import type { ReportContext, ReportQuery, ReportRow } from '../../../../engine/server/index.ts';
import { rupees } from '../../../../overrides/billing/exact.ts';
import { documents } from '../../../../overrides/billing/document-kinds.ts';
import { todayInIndia } from '../../documents/hooks.ts';
import { VOUCHER_KINDS, type BillKind } from '../../../shared/voucher-kinds.ts';
import { adjustmentRows, BILL_SIDES } from '../../vouchers/bill-balances.ts';
import { masterOpening } from './ledger-balances.ts';

type Side = { partyType: 'Customer' | 'Supplier'; bill: BillKind; sign: 1 | -1; total: string };

const SIDES: Record<'customer' | 'supplier', Side> = {
  customer: { partyType: 'Customer', bill: 'sales', sign: 1, total: 'Total receivable' }, // customers owe us: debit balances
  supplier: { partyType: 'Supplier', bill: 'purchase', sign: -1, total: 'Total payable' }, // we owe suppliers: credit balances
};

const BUCKETS = [
  ['Age0to30', 0, 30],
  ['Age31to60', 31, 60],
  ['Age61to90', 61, 90],
  ['AgeOver90', 91, null],
] as const;

function daysSince(ctx: ReportContext, asOn: string, column: RawBuilder<unknown>): RawBuilder<number> {
  return ctx.dialect === 'postgres' ? sql<number>`(cast(${asOn} as date) - ${column})` : sql<number>`cast(julianday(${asOn}) - julianday(${column}) as integer)`;
}

/**
 * A sum of paise as a whole number. PostgreSQL sums bigints as numeric, and every bill's balance built on
 * such a sum was then worked out in numeric arithmetic, measured at about half the open bills' time over
 * 40,000 bills; the cast keeps it in bigint (a sum of paise stays far inside its range).
 */
const whole = (total: RawBuilder<unknown>) => sql`cast(${total} as bigint)`;

const lesser = (a: RawBuilder<unknown>, b: RawBuilder<unknown>) => sql`(case when ${a} < ${b} then ${a} else ${b} end)`;

function billParts(side: Side) {
  const kind = documents().require(side.bill);
  const voucher = VOUCHER_KINDS.find((candidate) => candidate.allocations?.billKind === side.bill)!;
  const allocations = voucher.allocations!;
  const billSide = BILL_SIDES[side.bill];
  const open = sql`(b."NetBillAmt" - coalesce(${sql.ref(`b.${kind.settledField!}`)}, 0))`;
  return {
    table: sql.table(kind.entity),
    party: sql.ref(`b.${kind.partyField}`),
    date: sql.ref(`b.${kind.dateField}`),
    number: sql.ref(`b.${kind.prefixedField}`),
    settled: sql`coalesce(${sql.ref(`b.${kind.settledField!}`)}, 0)`,
    docType: kind.entity,
    route: `${kind.entity}form`,
    /** Per bill: what vouchers dated after the as-on date set against it. */
    later: (ctx: ReportContext, asOn: string) => sql`
      select a."BillId" as bill_id, ${whole(sql`sum(a."Amount")`)} as amount
        from ${sql.table(allocations.line)} a
        join ${sql.table(voucher.entity)} v on v.tenant_id = a.tenant_id and v."Id" = ${sql.ref(`a.${allocations.parentKey}`)}
       where a.tenant_id = ${ctx.tenantId} and v."VoucherDate" > ${asOn}
       group by a."BillId"`,
    /**
     * Per bill: the credit of the returns and credit notes against it less what debit notes add, all of
     * them and those up to the as-on date (a debit note dated later is not yet due on the bill).
     */
    returned: (ctx: ReportContext, asOn: string) => sql`
      select r.bill_id, ${whole(sql`sum(r.credit)`)} as credit_all, ${whole(sql`sum(case when r.adj_date <= ${asOn} then r.credit else 0 end)`)} as credit_to_date
        from (${adjustmentRows(billSide)}) r
       where r.tenant_id = ${ctx.tenantId}
       group by r.bill_id`,
    /** The bill's balance as on the date, with `later` joined as lt and `returned` as rt. */
    balance: sql`(b."BalanceBillAmt" + coalesce(lt.amount, 0)
      + ${lesser(open, sql`coalesce(rt.credit_all, 0)`)} - ${lesser(open, sql`coalesce(rt.credit_to_date, 0)`)})`,
  };
}

/**
 * Per party ledger of the side: its journal lines up to the date summed, all of them (total) and those of
 * bills (on_bills). A side's parties hold a third of a busy journal: PostgreSQL, given the ledgers as a set,
 * reads the whole journal in parallel (0.27 s over 1,000,000 lines, 0.5 s with a report beside it), where
 * a sum per ledger read from the covering ledger index (ledger_id, entry_date, debit, credit, doc_type)
 * takes 0.13 s; SQLite already reads that index ledger by ledger for the set (0.13 s), and has no LATERAL.
 */
function partyMovements(ctx: ReportContext, side: Side, billType: string, asOn: string): RawBuilder<unknown> {
  const sums = sql`sum(j.debit - j.credit) as total, sum(case when j.doc_type = ${billType} then j.debit - j.credit else 0 end) as on_bills`;
  if (ctx.dialect === 'postgres') {
    return sql`
      select p.ledger_id, m.total, m.on_bills
        from (select distinct "LedgerId" as ledger_id from party where tenant_id = ${ctx.tenantId} and "PartyType" = ${side.partyType}) p
       cross join lateral (select ${sums} from journal_line j
                            where j.tenant_id = ${ctx.tenantId} and j.ledger_id = p.ledger_id and j.entry_date <= ${asOn}) m`;
  }
  return sql`
    select j.ledger_id, ${sums}
      from journal_line j
     where j.tenant_id = ${ctx.tenantId} and j.entry_date <= ${asOn}
       and j.ledger_id in (select p."LedgerId" from party p where p.tenant_id = ${ctx.tenantId} and p."PartyType" = ${side.partyType})
     group by j.ledger_id`;
}

/**
 * The side's figures in one statement, two kinds of row: first one per party (part 1: its opening, its bills'
 * open total and what stands on account), then the bills open on the date (part 2: with their age in days),
 * each party's oldest first.
 *
 * Why one statement: both kinds of row come from every bill's balance as on the date, which takes the
 * bills joined to the later allocations and to the returns; two statements read and joined all of that
 * twice. Here the bills with their balances are one CTE read by both parts. SQLite is faster with it
 * MATERIALIZED (left to itself it inlines it and joins the bills to their allocations and returns twice:
 * about 150 ms against 115 ms for both sides over 50,000 bills, best of 11); on PostgreSQL the three ways
 * measured alike (125 to 127 ms, best of 11), and NOT MATERIALIZED keeps the balances in its own row form
 * rather than writing them to a tuplestore and reading them back twice (`later` and `returned`, read twice
 * then, are still worked out once).
 * The parts share their columns where they can (a UNION ALL row carries every column of both): each
 * column a row carries is a value the driver converts and an object property it sets, for 27,700 rows.
 * So the age buckets and the settled figure, which follow from the days, the balance and the amount,
 * are worked out in sideRows, not sent as five more columns. Parties sort by name, bills by party, date
 * and id, as before; the part number keeps the two apart.
 */
function sideStatement(ctx: ReportContext, side: Side, asOn: string) {
  const bill = billParts(side);
  const materialized = ctx.dialect === 'postgres' ? sql`not materialized` : sql`materialized`;
  return sql<SideRow>`
    with later as (${bill.later(ctx, asOn)}), returned as (${bill.returned(ctx, asOn)}),
    bills as ${materialized} (
      select b."Id" as id, ${bill.party} as party_id, ${bill.number} as number, ${bill.date} as bill_date,
             b."NetBillAmt" as amount, ${bill.settled} as settled_at_billing, ${bill.balance} as balance
        from ${bill.table} b
        left join later lt on lt.bill_id = b."Id"
        left join returned rt on rt.bill_id = b."Id"
       where b.tenant_id = ${ctx.tenantId} and ${bill.date} <= ${asOn}),
    billed as (
      select party_id, sum(balance) as open_bills, sum(amount - settled_at_billing - balance) as set_against
        from bills group by party_id),
    moved as (${partyMovements(ctx, side, bill.docType, asOn)})
    select 1 as part, p."PartyName" as party_name, p."Id" as party_id, null as bill_date, null as id,
           p."LedgerId" as ledger_id, null as number, ${masterOpening(undefined)} as amount,
           coalesce(bd.open_bills, 0) as balance,
           coalesce(m.total, 0) - coalesce(m.on_bills, 0) + ${sql.lit(side.sign)} * coalesce(bd.set_against, 0) as on_account,
           null as days
      from party p
      join ledger l on l.tenant_id = p.tenant_id and l."Id" = p."LedgerId"
      left join billed bd on bd.party_id = p."Id"
      left join moved m on m.ledger_id = p."LedgerId"
     where p.tenant_id = ${ctx.tenantId} and p."PartyType" = ${side.partyType}
    union all
    select 2, null, o.party_id, o.bill_date, o.id, null, o.number, o.amount, o.balance, null,
           ${daysSince(ctx, asOn, sql.ref('o.bill_date'))}
      from bills o
     where o.balance <> 0
     order by 1, 2, 3, 4, 5`.execute(ctx.db);
}

/**
 * A row of sideStatement. Part 1, a party: amount is its opening (Dr positive), balance its bills' open
 * total. Part 2, an open bill: amount is the bill's net amount, balance what is open on it, days its age.
 */
type SideRow = {
  part: number;
  party_name: string | null;
  party_id: number;
  bill_date: string | null;
  id: number | null;
  ledger_id: number | null;
  number: string | null;
  amount: number | string;
  balance: number | string;
  on_account: number | string | null;
  days: number | null;
};

type Ages = Record<(typeof BUCKETS)[number][0], number>;
const noAges = (): Ages => ({ Age0to30: 0, Age31to60: 0, Age61to90: 0, AgeOver90: 0 });
/** The age bucket of a bill `days` old (a bill is dated on or before the as-on date: never negative). */
const bucketOf = (days: number): keyof Ages => BUCKETS.find(([, low, high]) => days >= low && (high === null || days <= high))![0];
const agesIn = (ages: Ages) => Object.fromEntries(Object.entries(ages).map(([field, paise]) => [field, rupees(paise)]));

async function sideRows(ctx: ReportContext, side: Side, asOn: string): Promise<{ rows: ReportRow[]; total: number; ages: Ages }> {
  const bill = billParts(side);
  const { rows: figures } = await sideStatement(ctx, side, asOn);
  const parties: SideRow[] = [];
  const bills = new Map<number, SideRow[]>();
  for (const row of figures) {
    if (Number(row.part) === 1) {
      parties.push(row);
      continue;
    }
    const partyId = Number(row.party_id);
    if (!bills.has(partyId)) bills.set(partyId, []);
    bills.get(partyId)!.push(row);
  }
  const rows: ReportRow[] = [];
  let sideTotal = 0;
  const sideAges = noAges();
  for (const party of parties) {
    const opening = side.sign * Number(party.amount);
    const onAccount = side.sign * Number(party.on_account);
    const total = opening + Number(party.balance) + onAccount; // bills are in the side's own direction already
    const own = bills.get(Number(party.party_id)) ?? [];
    if (total === 0 && own.length === 0 && onAccount === 0) continue;
    const ages = noAges();
    rows.push({ LedgerId: Number(party.ledger_id), Particulars: String(party.party_name), RowStyle: 'heading' });
    if (opening !== 0) rows.push({ Particulars: 'Opening balance', Balance: rupees(opening) });
    for (const row of own) {
      const amount = Number(row.amount);
      const balance = Number(row.balance);
      const days = Number(row.days);
      const bucket = bucketOf(days);
      ages[bucket] += balance;
      rows.push({
        Id: Number(row.id),
        DocRoute: bill.route,
        Particulars: String(party.party_name),
        Number: String(row.number),
        Date: String(row.bill_date),
        Days: days,
        BillAmount: rupees(amount),
        Settled: rupees(amount - balance),
        Balance: rupees(balance),
        // Only the bill's own bucket is filled; the others stay empty rather than a column of zeros. Written
        // out (BUCKETS' fields, in its order) rather than spread from Object.fromEntries: one object of a
        // fixed shape per bill, not three more, over 20,000 bills and more.
        Age0to30: bucket === 'Age0to30' ? rupees(balance) : null,
        Age31to60: bucket === 'Age31to60' ? rupees(balance) : null,
        Age61to90: bucket === 'Age61to90' ? rupees(balance) : null,
        AgeOver90: bucket === 'AgeOver90' ? rupees(balance) : null,
      });
    }
    if (onAccount !== 0) rows.push({ Particulars: 'On account (advances, credit notes, unallocated)', Balance: rupees(onAccount) });
    rows.push({ LedgerId: Number(party.ledger_id), Particulars: `Total ${String(party.party_name)}`, Balance: rupees(total), ...agesIn(ages), RowStyle: 'subtotal' });
    sideTotal += total;
    for (const [field] of BUCKETS) sideAges[field] += ages[field];
  }
  rows.push({ Particulars: side.total, Balance: rupees(sideTotal), ...agesIn(sideAges), RowStyle: 'total' });
  return { rows, total: sideTotal, ages: sideAges };
}

export const partyOutstanding: ReportQuery = async (ctx, filters) => {
  const asOn = filters.AsOnDate ? String(filters.AsOnDate) : todayInIndia();
  const wanted: Array<keyof typeof SIDES> = filters.Side === 'customer' || filters.Side === 'supplier' ? [filters.Side] : ['customer', 'supplier'];
  // The sides do not depend on each other. On PostgreSQL both statements start at once, on the report
  // worker's two connections, and the first side's rows go out (stringified, compressed) while the second's
  // statement is still running. On SQLite a statement runs on this thread, so the second waits until the
  // first side's rows are out: the first side is then compressed (on the thread pool) while it runs.
  const started = wanted.map((name) => (ctx.dialect === 'postgres' ? sideRows(ctx, SIDES[name], asOn) : null));
  for (const early of started) early?.catch(() => {}); // awaited in turn below; a failure meanwhile is not unhandled
  const parts: Array<{ name: keyof typeof SIDES } & Awaited<ReturnType<typeof sideRows>>> = [];
  async function* chunks(): AsyncIterable<ReportRow[]> {
    for (const [index, name] of wanted.entries()) {
      const part = { name, ...(await (started[index] ?? sideRows(ctx, SIDES[name], asOn))) };
      parts.push(part);
      yield part.rows;
    }
  }
  const end = () => {
    const summary = Object.fromEntries(parts.map((part) => [SIDES[part.name].total, rupees(part.total)]));
    const totals: ReportRow =
      parts.length === 1
        ? { Particulars: SIDES[parts[0].name].total, Balance: rupees(parts[0].total), ...agesIn(parts[0].ages) }
        : { Particulars: 'Receivable less payable', Balance: rupees(parts[0].total - parts[1].total) };
    return { totals, summary };
  };
  return { chunks: chunks(), end, ownTotals: true };
};
