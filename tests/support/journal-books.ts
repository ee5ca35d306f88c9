// Small books kept by journal vouchers for the report tests (API and browser): a fresh business with one
// firm, helpers over its API, and the proprietor's books of tests/api/nominal-ledgers.test.ts (every figure
// of it is worked out there).
import { expect } from 'vitest';
import { getJson, registerAndLogin, sendJson } from './http.ts';

export type Report = { rows: any[]; totals: any; summary: any };

/** A fresh business with one firm, and helpers over its API. */
export async function business(origin: string) {
  const { token, email } = await registerAndLogin(origin);
  const api = (path: string) => `${origin}/api/${path}${path.includes('?') ? '&' : '?'}auth=${token}`;
  const post = async (entity: string, body: object) => {
    const reply = await sendJson('POST', api(entity), body);
    expect(reply.status, `${entity}: ${JSON.stringify(reply.body)}`).toBe(200);
    return reply.body.data as Record<string, any>;
  };
  const report = async (query: string): Promise<Report> => {
    const reply = await getJson(api(`reports/${query}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data;
  };
  const group = async (code: string) => (await getJson(api(`ledgergroup?GroupCode=${code}`))).body.data.rows[0].Id as number;
  const system = async (code: string) => (await getJson(api(`ledger?SystemCode=${code}`))).body.data.rows[0] as Record<string, any>;
  const opening = async (code: string, amount: number, type: 'Dr' | 'Cr') => {
    const found = await system(code);
    expect((await sendJson('PUT', api(`ledger/${found.Id}`), { ...found, OpeningBalance: amount, OpeningType: type })).status).toBe(200);
    return Number(found.Id);
  };
  const firm = (await post('firm', { FirmName: 'Kale Agencies', State: 'Maharashtra' })).Id as number;
  const journal = (date: string, lines: Array<[number, number | null, number | null]>) =>
    post('journalvoucher', { FirmId: firm, VoucherDate: date, JournalLines: lines.map(([LedgerId, debit, credit]) => ({ LedgerId, ...(debit ? { Debit: debit } : {}), ...(credit ? { Credit: credit } : {}) })) });
  return { email, post, report, group, system, opening, journal };
}


/**
 * The proprietor's books of 2026-27: Cash 50,000 Dr and Capital 50,000 Cr; a rent bill with input tax paid
 * in cash, a cash sale with output tax, drawings, an advance from a customer and one to a supplier paid from
 * an empty bank account (tests/api/nominal-ledgers.test.ts works the sheet out).
 */
export async function proprietorBook(origin: string) {
  const books = await business(origin);
  const ids: Record<string, number> = {};
  ids.cash = await books.opening('CASH', 50000, 'Dr');
  await books.opening('CAPITAL', 50000, 'Cr');
  const ledger = async (name: string, code: string) => (await books.post('ledger', { LedgerName: name, GroupId: await books.group(code) })).Id as number;
  ids.drawings = await ledger('Drawings', 'CAPITAL');
  ids.rent = await ledger('Office Rent', 'INDIRECT_EXPENSES');
  ids.bank = await ledger('ICICI Current', 'BANK_ACCOUNTS');
  for (const code of ['SALES', 'INPUT_CGST', 'INPUT_SGST', 'OUTPUT_CGST', 'OUTPUT_SGST']) ids[code] = Number((await books.system(code)).Id);
  ids.kulkarni = (await books.post('party', { PartyName: 'Kulkarni Traders', PartyType: 'Customer', State: 'Maharashtra' })).LedgerId;
  ids.joshi = (await books.post('party', { PartyName: 'Joshi Suppliers', PartyType: 'Supplier', State: 'Maharashtra' })).LedgerId;
  await books.journal('2026-05-01', [[ids.rent, 10000, null], [ids.INPUT_CGST, 900, null], [ids.INPUT_SGST, 900, null], [ids.cash, null, 11800]]);
  await books.journal('2026-06-01', [[ids.cash, 5900, null], [ids.SALES, null, 5000], [ids.OUTPUT_CGST, null, 450], [ids.OUTPUT_SGST, null, 450]]);
  await books.journal('2026-07-01', [[ids.drawings, 4000, null], [ids.cash, null, 4000]]);
  await books.journal('2026-08-01', [[ids.cash, 3000, null], [ids.kulkarni, null, 3000]]);
  await books.journal('2026-09-01', [[ids.joshi, 2000, null], [ids.bank, null, 2000]]);
  return { ...books, ids };
}
