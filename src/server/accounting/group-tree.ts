// The tenant's ledger groups as a tree, resolved in one place. A sub-group takes its parent's place at any
// depth, as in Tally: "Freight Inward" under "Carriage & Freight" under Direct Expenses is a direct expense;
// a bank ledger two groups below Bank Accounts is a bank ledger. Its nature is its primary group's. Every
// report and rule that asks "is this ledger under X" asks here, never by looking at one parent.
import type { Kysely } from 'kysely';
import type { Nature } from './chart-of-accounts.ts';

export type GroupNode = {
  Id: number;
  GroupName: string;
  GroupCode: string | null;
  ParentGroupId: number | null;
  /** The primary group's nature: a sub-group cannot differ from the group it sits in. */
  Nature: Nature;
  /** From the primary group down to this one. */
  chain: number[];
  /** The fixed codes on the chain (this group's own and every ancestor's). */
  codes: ReadonlySet<string>;
};

export type GroupTree = {
  byId: ReadonlyMap<number, GroupNode>;
  /** True when the group is `code`'s fixed group or anywhere beneath it. */
  isUnder(groupId: number, code: string): boolean;
  /** The group's children, by name. */
  childrenOf(groupId: number | null): GroupNode[];
};

type GroupRow = { Id: number; GroupName: string; GroupCode: string | null; ParentGroupId: number | null; Nature: string };

/** Builds the tree from the group rows; a parent missing or a loop (which saves refuse) ends a chain there. */
export function treeOf(rows: GroupRow[]): GroupTree {
  const raw = new Map(rows.map((row) => [Number(row.Id), row]));
  const byId = new Map<number, GroupNode>();
  const resolve = (id: number, seen: Set<number>): GroupNode => {
    const done = byId.get(id);
    if (done) return done;
    const row = raw.get(id)!;
    const parentId = row.ParentGroupId === null ? null : Number(row.ParentGroupId);
    const parent = parentId !== null && raw.has(parentId) && !seen.has(parentId) ? resolve(parentId, new Set([...seen, id])) : null;
    const codes = new Set(parent?.codes ?? []);
    if (row.GroupCode) codes.add(row.GroupCode);
    const node: GroupNode = {
      Id: id,
      GroupName: row.GroupName,
      GroupCode: row.GroupCode ?? null,
      ParentGroupId: parent ? parent.Id : null,
      Nature: (parent?.Nature ?? row.Nature) as Nature,
      chain: [...(parent?.chain ?? []), id],
      codes,
    };
    byId.set(id, node);
    return node;
  };
  for (const id of raw.keys()) resolve(id, new Set([id]));
  const byName = (a: GroupNode, b: GroupNode) => a.GroupName.localeCompare(b.GroupName);
  return {
    byId,
    isUnder: (groupId, code) => byId.get(groupId)?.codes.has(code) ?? false,
    childrenOf: (groupId) => [...byId.values()].filter((node) => node.ParentGroupId === groupId).sort(byName),
  };
}

/** The tenant's groups (a few dozen rows), as a tree. */
export async function groupTree(db: Kysely<any>, tenantId: number): Promise<GroupTree> {
  const rows = await db.selectFrom('ledgergroup').select(['Id', 'GroupName', 'GroupCode', 'ParentGroupId', 'Nature']).where('tenant_id', '=', tenantId).execute();
  return treeOf(rows as GroupRow[]);
}

/** Cash-in-Hand and Bank Accounts: the groups whose ledgers are cash or bank, at any depth beneath them. */
const CASH_AND_BANK_CODES = ['CASH_IN_HAND', 'BANK_ACCOUNTS'];

export const isCashOrBank = (tree: GroupTree, groupId: number) => CASH_AND_BANK_CODES.some((code) => tree.isUnder(groupId, code));

/**
 * A nominal ledger's group: income or expense (sales, purchase, direct or indirect, at any depth, a user's
 * primary group of that nature too). Its balance is the year's result: it starts each financial year at
 * nil, what it held before going to the profit and loss account and so to capital (Tally; Schedule III
 * carries the year's profit to "Reserves and Surplus").
 */
export const isNominal = (group: GroupNode) => group.Nature === 'Income' || group.Nature === 'Expenses';

/**
 * The tree with headings of a report's own beneath fixed groups (the balance sheet's "Advances from
 * customers" under Current Liabilities, say): `under` is the parent's fixed code; a heading takes its nature,
 * chain and codes. A heading whose parent the tenant lacks is left out.
 */
export function withHeadings(tree: GroupTree, headings: Array<{ Id: number; GroupName: string; under: string }>): GroupTree {
  const byCode = new Map([...tree.byId.values()].filter((node) => node.GroupCode).map((node) => [node.GroupCode!, node]));
  const added: GroupNode[] = [];
  for (const heading of headings) {
    const parent = byCode.get(heading.under);
    if (!parent) continue;
    added.push({ Id: heading.Id, GroupName: heading.GroupName, GroupCode: null, ParentGroupId: parent.Id, Nature: parent.Nature, chain: [...parent.chain, heading.Id], codes: parent.codes });
  }
  const byId = new Map([...tree.byId, ...added.map((node): [number, GroupNode] => [node.Id, node])]);
  const byName = (a: GroupNode, b: GroupNode) => a.GroupName.localeCompare(b.GroupName);
  return {
    byId,
    isUnder: (groupId, code) => byId.get(groupId)?.codes.has(code) ?? false,
    childrenOf: (groupId) => [...tree.childrenOf(groupId), ...added.filter((node) => node.ParentGroupId === groupId)].sort(byName),
  };
}

/** The tenant's fixed group of `code` (every tenant has them all from the day it registers). */
export const fixedGroup = (tree: GroupTree, code: string) => [...tree.byId.values()].find((node) => node.GroupCode === code);

/**
 * The groups whose ledgers are a cost of purchase (AS 2 para 10, Ind AS 2 para 11: the purchase price and
 * the freight, handling and other costs directly attributable to acquiring the goods): Purchase Accounts and
 * Direct Expenses, at any depth beneath them. A charge booked anywhere else (Indirect Expenses: a selling or
 * administrative cost) is a period expense in the P&L, not a part of what the goods cost (AS 2 para 13).
 */
const COST_OF_PURCHASE_CODES = ['PURCHASE', 'DIRECT_EXPENSES'];

export const isCostOfPurchase = (tree: GroupTree, groupId: number) => COST_OF_PURCHASE_CODES.some((code) => tree.isUnder(groupId, code));
