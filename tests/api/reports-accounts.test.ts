// The accounting reports over a small, fixed set of books (tests/support/accounts-fixture.ts), every
// figure worked out by hand below, on both stores. The journal the fixture writes, in rupees:
//
//   p0  2026-03-20 purchase  Purchase Dr 3,000, Input CGST Dr 75, Input SGST Dr 75, Sagar Cr 3,150;
//                            paid 1,000: Sagar Dr 1,000, Cash Cr 1,000
//   p1  2026-04-05 purchase  Purchase Dr 9,000 (5,000 + 4,000), Input CGST Dr 550 (450 + 100), Input SGST Dr 550, Sagar Cr 10,100
//   s1  2026-04-10 sale      Asha Dr 1,180, Sales Cr 1,000, Output CGST Cr 90, Output SGST Cr 90; received 500: Cash Dr 500, Asha Cr 500
//   s2  2026-05-20 sale      Asha Dr 1,050, Sales Cr 1,000, Output CGST Cr 25, Output SGST Cr 25
//   sr1 2026-06-05 return    Asha Cr 105, Sales Dr 100, Output CGST Dr 2.50, Output SGST Dr 2.50 (a credit note)
//   pr1 2026-06-10 return    Sagar Dr 590, Purchase Cr 500, Input CGST Cr 45, Input SGST Cr 45; refunded: Cash Dr 590, Sagar Cr 590
//   s3  2026-06-15 sale      Bharat Dr 590, Sales Cr 500, Output CGST Cr 45, Output SGST Cr 45; paid: HDFC Bank Dr 590, Bharat Cr 590
//   s4  2026-06-25 sale      Bharat Dr 117, Sales Cr 99.50, Output CGST Cr 8.96, Output SGST Cr 8.96, Round Off Dr 0.42
//   cv1 2026-06-16 contra    HDFC Bank Dr 3,000, Cash Cr 3,000
//   rv1 2026-06-20 receipt   Cash Dr 1,000, Asha Cr 1,000 (600 set against s1, 400 on account)
//   pv1 2026-06-28 payment   Sagar Dr 2,500, HDFC Bank Cr 2,500 (2,150 settles p0, 350 on account)
//   rv2 2026-07-05 receipt   HDFC Bank Dr 80, Asha Cr 80 (the last 80 of s1), after the quarter
//
// Ledger masters' openings: Cash 5,000 Dr, Asha 1,000 Dr, Capital 4,000 Cr, Sagar 2,000 Cr (they balance).
import { beforeAll, expect, it } from 'vitest';
import { accountsFixture, type AccountsFixture } from '../support/accounts-fixture.ts';
import { getJson, registerAndLogin, sendJson } from '../support/http.ts';
import { describeEachStore } from '../support/stores.ts';

const QUARTER = 'FromDate=2026-04-01&ToDate=2026-06-30';

describeEachStore('accounting reports', (server) => {
  let books: AccountsFixture;
  const report = async (query: string) => {
    const reply = await getJson(books.api(`reports/${query}`));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body as { message: string; data: { rows: any[]; totals: any; summary: any } };
  };
  /** Ledger rows (those carrying a LedgerId and no style) as [name, debit, credit] or [name, amount]. */
  const ledgerRows = (rows: any[], ...fields: string[]) => rows.filter((row) => row.LedgerId && !row.RowStyle).map((row) => [row.Particulars, ...fields.map((field) => row[field])]);

  beforeAll(async () => {
    books = await accountsFixture(server().origin);
  }, 60_000);

  it('ledger report: opening, each line with its voucher and a running balance, closing', async () => {
    const { message, data } = await report(`ledgerreport?${QUARTER}&LedgerId=${books.ledgers.asha}`);
    expect(message).toBe('Generated ledger Report Successfully');
    expect(data.rows.map((row) => [row.Date, row.VoucherType ?? '', row.Number ?? '', row.Particulars, row.Debit ?? null, row.Credit ?? null, row.Balance, row.BalanceType])).toEqual([
      ['2026-04-01', '', '', 'Opening balance', null, null, 1000, 'Dr'], // the master's opening, nothing before April
      ['2026-04-10', 'Sales', 'KT/26-27/1', 'Sales', 1180, null, 2180, 'Dr'], // 1,000 + 1,180
      ['2026-04-10', 'Sales', 'KT/26-27/1', 'Cash', null, 500, 1680, 'Dr'], // 2,180 − 500 received
      ['2026-05-20', 'Sales', 'KT/26-27/2', 'Sales', 1050, null, 2730, 'Dr'], // 1,680 + 1,050
      ['2026-06-05', 'Sales return', 'CN/26-27/1', 'Sales', null, 105, 2625, 'Dr'], // 2,730 − 105
      ['2026-06-20', 'Receipt', 'RV/26-27/1', 'Cash', null, 1000, 1625, 'Dr'], // 2,625 − 1,000
      ['2026-06-30', '', '', 'Closing balance', null, null, 1625, 'Dr'],
    ]);
    // Opening 1,000 + debits 2,230 (1,180 + 1,050) − credits 1,605 (500 + 105 + 1,000) = closing 1,625.
    expect(data.totals).toMatchObject({ Debit: 2230, Credit: 1605, Balance: 1625, BalanceType: 'Dr' });
    expect(data.rows[1]).toMatchObject({ Id: books.docs.s1, DocRoute: 'salesform' });
  });

  it('ledger report of a supplier: what came before the period is its opening, credit balances say Cr', async () => {
    const { data } = await report(`ledgerreport?${QUARTER}&LedgerId=${books.ledgers.sagar}`);
    // Before April: 2,000 Cr opening + 3,150 Cr (p0) − 1,000 Dr paid = 4,150 Cr.
    expect(data.summary).toEqual({ Ledger: 'Sagar Wholesale', 'Opening (Cr)': 4150, 'Closing (Cr)': 11750 });
    expect(data.rows.slice(1, -1).map((row) => [row.Number, row.Particulars, row.Debit, row.Credit, row.Balance, row.BalanceType])).toEqual([
      ['PUR/26-27/1', 'Purchase', null, 10100, 14250, 'Cr'], // 4,150 + 10,100
      ['DN/26-27/1', 'Purchase', 590, null, 13660, 'Cr'], // the return: 14,250 − 590
      ['DN/26-27/1', 'Cash', null, 590, 14250, 'Cr'], // refunded in cash: back to 14,250
      ['PV/26-27/1', 'HDFC Bank', 2500, null, 11750, 'Cr'], // paid from the bank: 14,250 − 2,500
    ]);
  });

  it('every ledger: opening plus the period equals its closing, and agrees with the trial balance', async () => {
    const atStart = await report('trialbalance?ToDate=2026-03-31');
    const atEnd = await report('trialbalance?ToDate=2026-06-30');
    const signed = (row: any) => Math.round(((row.Debit ?? 0) - (row.Credit ?? 0)) * 100);
    const balanceOn = (rows: any[], id: number) => {
      const row = rows.find((candidate) => candidate.LedgerId === id && !candidate.RowStyle);
      return row ? signed(row) : 0;
    };
    const ids = [...new Set(atEnd.data.rows.filter((row) => row.LedgerId && !row.RowStyle).map((row) => row.LedgerId as number))];
    expect(ids.length).toBe(13); // the thirteen ledgers of the trial balance below
    for (const id of ids) {
      const { data } = await report(`ledgerreport?${QUARTER}&LedgerId=${id}`);
      const bookSigned = (row: any) => Math.round(row.Balance * 100) * (row.BalanceType === 'Cr' ? -1 : 1);
      const opening = bookSigned(data.rows[0]);
      const closing = bookSigned(data.rows.at(-1));
      // A P&L ledger starts the year 2026-27 at nil (its 2025-26 balance went to the profit and loss account);
      // every other ledger opens the year at its closing on 31 March.
      const name = atEnd.data.rows.find((row) => row.LedgerId === id).Particulars;
      const startsAtNil = ['Sales', 'Purchase', 'Round Off'].includes(name);
      expect(opening, `opening of ledger ${id}`).toBe(startsAtNil ? 0 : balanceOn(atStart.data.rows, id));
      if (startsAtNil && name === 'Purchase') expect(balanceOn(atStart.data.rows, id)).toBe(300000); // p0 in March
      expect(opening + Math.round(data.totals.Debit * 100) - Math.round(data.totals.Credit * 100), `ledger ${id}`).toBe(closing);
      expect(closing, `closing of ledger ${id}`).toBe(balanceOn(atEnd.data.rows, id));
    }
  });

  it('cash and bank book: the cash ledger by default, a bank ledger on request, nothing else', async () => {
    const cash = await report('cashbankbook?FromDate=2026-06-01&ToDate=2026-06-30');
    // Opening on 1 June: 5,000 − 1,000 (p0) + 500 (s1) = 4,500 Dr.
    expect(cash.data.rows.map((row) => [row.VoucherType ?? '', row.Particulars, row.Debit ?? null, row.Credit ?? null, row.Balance])).toEqual([
      ['', 'Opening balance', null, null, 4500],
      ['Purchase return', 'Sagar Wholesale', 590, null, 5090], // refunded by Sagar
      ['Contra', 'HDFC Bank', null, 3000, 2090], // into the bank
      ['Receipt', 'Asha Traders', 1000, null, 3090],
      ['', 'Closing balance', null, null, 3090],
    ]);
    const bank = await report(`cashbankbook?${QUARTER}&LedgerId=${books.ledgers.bank}`);
    expect(bank.data.rows.map((row) => [row.Number ?? '', row.Particulars, row.Balance])).toEqual([
      ['', 'Opening balance', 0],
      ['KT/26-27/3', 'Bharat Stores', 590],
      ['CV/26-27/1', 'Cash', 3590], // 590 + 3,000
      ['PV/26-27/1', 'Sagar Wholesale', 1090], // 3,590 − 2,500; the receipt of 5 July is after the quarter
      ['', 'Closing balance', 1090],
    ]);
    expect(bank.data.rows[2]).toMatchObject({ Id: books.docs.cv1, DocRoute: 'contravoucher' });
    const sales = await getJson(books.api(`reports/cashbankbook?${QUARTER}&LedgerId=${books.ledgers.sales}`));
    expect(sales.status).toBe(400);
    expect(sales.body.message).toBe('Sales is not a cash or bank ledger');
  });

  it('trial balance: every ledger on its side by group, and the two sides equal', async () => {
    const { message, data } = await report('trialbalance?ToDate=2026-06-30');
    expect(message).toBe('Generated trial balance Report Successfully');
    expect(ledgerRows(data.rows, 'Debit', 'Credit')).toEqual([
      ['Capital', null, 4000],
      ['Input CGST', 580, null], // 75 + 550 − 45
      ['Input SGST', 580, null],
      ['Output CGST', null, 166.46], // 90 + 25 − 2.50 + 45 + 8.96
      ['Output SGST', null, 166.46],
      ['Sagar Wholesale', null, 11750], // 2,000 + 3,150 − 1,000 + 10,100 − 590 + 590 − 2,500
      ['HDFC Bank', 1090, null], // 590 + 3,000 − 2,500
      ['Cash', 3090, null], // 5,000 − 1,000 + 500 + 590 − 3,000 + 1,000
      ['Asha Traders', 1625, null], // 1,000 + 1,180 − 500 + 1,050 − 105 − 1,000
      ['Bharat Stores', 117, null], // 590 − 590 + 117
      ['Sales', null, 2499.5], // 1,000 + 1,000 − 100 + 500 + 99.50
      ['Round Off', 0.42, null],
      ['Purchase', 8500, null], // the year's 9,000 − 500; March's 3,000 belongs to 2025-26 and sits in the opening stock
    ]);
    // Tally's trial balance for the year 2026-27: the stock on 1 April (100 Books bought at 30 in March) is a
    // debit line; the earlier year's result, 3,000 of purchases less the 3,000 still in stock, is nil.
    expect(data.rows.find((row) => row.Particulars === 'Opening stock')).toMatchObject({ Debit: 3000, Credit: null });
    expect(data.rows.some((row) => String(row.Particulars).startsWith('Profit & Loss A/c'))).toBe(false);
    expect(data.rows.find((row) => row.Particulars === 'Total Sundry Debtors')).toMatchObject({ Debit: 1742, RowStyle: 'subtotal' });
    // Dr 3,090 + 1,090 + 1,625 + 117 + 8,500 + 3,000 (opening stock) + 580 + 580 + 0.42 = 18,582.42
    // Cr 11,750 + 4,000 + 2,499.50 + 166.46 + 166.46 = 18,582.42
    expect(data.totals).toEqual({ Particulars: 'Total', Debit: 18582.42, Credit: 18582.42 });
  });

  it('trial balance of one firm counts the masters\' openings in the firm they belong to (the first firm when they name none)', async () => {
    // The masters' openings name no firm, so they are the first firm's (accounting/opening-firm.ts): a firm
    // with nothing of its own shows nothing, and the first firm's trial balance is the whole business's.
    const other = (await sendJson('POST', books.api('firm'), { FirmName: 'Kulkarni Branch', State: 'Maharashtra' })).body.data.Id;
    const { data } = await report(`trialbalance?ToDate=2026-06-30&FirmId=${other}`);
    expect(data.rows).toEqual([]);
    expect(data.totals).toEqual({ Particulars: 'Total', Debit: 0, Credit: 0 });
    const mine = await report(`trialbalance?ToDate=2026-06-30&FirmId=${books.firm}`);
    // With the openings, as the business's (above): Dr 18,582.42 = Cr 18,582.42; Cash 5,000 opening − 1,910 = 3,090 Dr.
    expect(mine.data.totals).toEqual({ Particulars: 'Total', Debit: 18582.42, Credit: 18582.42 });
    expect(ledgerRows(mine.data.rows, 'Debit', 'Credit')).toContainEqual(['Cash', 3090, null]);
  });

  it('profit and loss: the trading section with stock at cost, the gross profit, then the net', async () => {
    const { message, data } = await report(`profitandloss?${QUARTER}`);
    expect(message).toBe('Generated profit and loss Report Successfully');
    expect(ledgerRows(data.rows, 'Amount')).toEqual([
      ['Sales', 2499.5],
      ['Purchase', 8500], // 9,000 − 500 returned; p0 falls before April
      ['Round Off', 0.42],
    ]);
    // Stock at cost, weighted average (AS 2; the firm's default), all purchases EXCLUSIVE so cost = taxable value:
    //   Book: 100 at 30 (20 Mar) = 3,000 is the quarter's opening stock. +200 at 20 (5 Apr) = 300 costing 7,000.
    //         Out 20 (20 May): 7,000 × 20/300 = 466.67, leaving 280 at 6,533.33. Back 2 (5 Jun) at the last
    //         outward's unit cost: 2 × 466.67/20 = 46.67, so 282 at 6,580.00.
    //   Pen:  100 at 50 (5 Apr) = 5,000; out 10 (sale) 500, out 10 (purchase return) 500, out 5: 250, out 1: 50,
    //         leaving 74 at 3,700.00.
    // Opening stock 3,000; closing 6,580 + 3,700 = 10,280.
    // Cost of goods sold: 3,000 + 8,500 − 10,280 = 1,220 (check: Book 466.67 − 46.67 = 420, Pen 500 + 250 + 50 = 800).
    const value = (particulars: string) => data.rows.find((row) => row.Particulars === particulars)?.Amount;
    expect(value('Opening stock')).toBe(3000);
    expect(value('Less: closing stock')).toBe(-10280);
    expect(value('Total cost of goods sold')).toBe(1220);
    // Gross: 2,499.50 − 1,220 = 1,279.50
    expect(data.rows.find((row) => row.Particulars === 'Gross profit')).toMatchObject({ Amount: 1279.5 });
    // Net: 1,279.50 − 0.42 round-off (an indirect expense) = 1,279.08
    expect(data.totals).toEqual({ Particulars: 'Net profit', Amount: 1279.08 });
    expect(data.rows.filter((row) => row.Particulars === 'Net profit')).toEqual([]); // shown once, as the totals row
    expect(data.summary).toMatchObject({ 'Opening stock': 3000, 'Closing stock': 10280, 'Cost of goods sold': 1220, 'Gross profit': 1279.5, 'Net profit': 1279.08 });
  });

  it('balance sheet: both sides equal, ledgers as the trial balance has them, the profit as the P&L has it', async () => {
    const { data } = await report(`balancesheet?${QUARTER}`);
    const tb = await report('trialbalance?ToDate=2026-06-30');
    const pl = await report(`profitandloss?${QUARTER}`);
    // Input tax credit (580 × 2 Dr) is a current asset, "Balances with government authorities" (Schedule III),
    // output tax (166.46 × 2 Cr) a liability under Duties & Taxes: not netted, as a return sets them off only
    // when it is filed (CGST Act s.49).
    // Liabilities: Capital 4,000 + P&L (before April: p0's 3,000 purchase less the 3,000 of Book still in stock
    //   on 31 March = 0; the quarter's net profit 1,279.08) = 5,279.08; Sagar 11,750; output tax 332.92: 17,362
    // Assets: HDFC 1,090 + Cash 3,090 + Asha 1,625 + Bharat 117 + input tax 1,160 + closing stock 10,280 = 17,362
    expect(data.summary).toEqual({ Liabilities: 17362, Assets: 17362, 'Closing stock': 10280, 'Profit before the period': 0, 'Profit for the period': 1279.08 });
    expect(data.rows.find((row) => row.Particulars === 'Total Duties & Taxes')).toMatchObject({ Amount: 332.92 });
    expect(data.rows.find((row) => row.Particulars === 'Total Balances with government authorities (input tax credit)')).toMatchObject({ Amount: 1160 });
    expect(data.rows.find((row) => row.Particulars === 'Total Capital Account')).toMatchObject({ Amount: 5279.08 });
    expect(data.rows.findIndex((row) => row.Particulars === 'Duties & Taxes')).toBeLessThan(data.rows.findIndex((row) => row.Particulars === 'Assets'));
    expect(data.rows.findIndex((row) => row.Particulars === 'Input CGST')).toBeGreaterThan(data.rows.findIndex((row) => row.Particulars === 'Assets'));
    expect(data.summary['Profit for the period']).toBe(pl.data.summary['Net profit']);
    const tbBalance = new Map(ledgerRows(tb.data.rows, 'Debit', 'Credit').map(([name, debit, credit]) => [name, Math.round(((debit ?? 0) - (credit ?? 0)) * 100)]));
    const liabilities = data.rows.findIndex((row) => row.Particulars === 'Assets');
    data.rows.forEach((row, index) => {
      if (!row.LedgerId || row.RowStyle) return;
      const dr = Math.round(row.Amount * 100) * (index < liabilities ? -1 : 1); // liabilities are shown as credit balances
      expect(dr, row.Particulars).toBe(tbBalance.get(row.Particulars));
    });
    // Every asset and liability ledger of the trial balance is on the sheet (the rest are revenue ledgers).
    expect(ledgerRows(data.rows, 'Amount').length).toBe(tbBalance.size - 3);
  });

  it('day book: each document with its lines, debits equal credits', async () => {
    const { data } = await report('daybook?FromDate=2026-06-25&ToDate=2026-06-25');
    expect(data.rows.map((row) => [row.RowStyle ?? '', row.Number ?? '', row.Particulars, row.Debit ?? null, row.Credit ?? null])).toEqual([
      ['heading', 'KT/26-27/4', 'Bharat Stores', null, null],
      ['', '', 'Bharat Stores', 117, null],
      ['', '', 'Sales', null, 99.5],
      ['', '', 'Output CGST', null, 8.96],
      ['', '', 'Output SGST', null, 8.96],
      ['', '', 'Round Off', 0.42, null],
    ]);
    expect(data.totals).toEqual({ Debit: 117.42, Credit: 117.42 });
    const june = await report('daybook?FromDate=2026-06-01&ToDate=2026-06-30');
    // sr1 105 + pr1 1,180 (590 + 590) + s3 1,180 + cv1 3,000 + rv1 1,000 + s4 117.42 + pv1 2,500 = 9,082.42 each side
    expect(june.data.totals).toEqual({ Debit: 9082.42, Credit: 9082.42 });
    expect(june.data.rows.filter((row) => row.RowStyle === 'heading').map((row) => [row.Date, row.VoucherType, row.Number])).toEqual([
      ['2026-06-05', 'Sales return', 'CN/26-27/1'],
      ['2026-06-10', 'Purchase return', 'DN/26-27/1'],
      ['2026-06-15', 'Sales', 'KT/26-27/3'],
      ['2026-06-16', 'Contra', 'CV/26-27/1'],
      ['2026-06-20', 'Receipt', 'RV/26-27/1'],
      ['2026-06-25', 'Sales', 'KT/26-27/4'],
      ['2026-06-28', 'Payment', 'PV/26-27/1'],
    ]);
  });

  it('party-wise outstanding: open bills with their age, opening and on-account amounts, per side', async () => {
    const { message, data } = await report('partywiseoutstanding?AsOnDate=2026-06-30');
    expect(message).toBe('Generated party-wise outstanding Report Successfully');
    expect(data.rows.map((row) => [row.RowStyle ?? '', row.Particulars, row.Number ?? '', row.Days ?? '', row.BillAmount ?? '', row.Settled ?? '', row.Balance ?? '', row.Age0to30 ?? '', row.Age31to60 ?? '', row.Age61to90 ?? '', row.AgeOver90 ?? ''])).toEqual([
      ['heading', 'Asha Traders', '', '', '', '', '', '', '', '', ''],
      ['', 'Opening balance', '', '', '', '', 1000, '', '', '', ''],
      // 10 Apr to 30 Jun: 20 + 31 + 30 days. 500 at billing + 600 by rv1 = 1,100 settled; rv2 (5 July) is later.
      ['', 'Asha Traders', 'KT/26-27/1', 81, 1180, 1100, 80, '', '', 80, ''],
      ['', 'Asha Traders', 'KT/26-27/2', 41, 1050, 0, 1050, '', 1050, '', ''], // 20 May: 11 + 30
      ['', 'On account (advances, credit notes, unallocated)', '', '', '', '', -505, '', '', '', ''], // credit note 105 + 400 of rv1
      ['subtotal', 'Total Asha Traders', '', '', '', '', 1625, 0, 1050, 80, 0], // 1,000 + 80 + 1,050 − 505
      ['heading', 'Bharat Stores', '', '', '', '', '', '', '', '', ''],
      ['', 'Bharat Stores', 'KT/26-27/4', 5, 117, 0, 117, 117, '', '', ''], // s3 was paid in full: not listed
      ['subtotal', 'Total Bharat Stores', '', '', '', '', 117, 117, 0, 0, 0],
      ['total', 'Total receivable', '', '', '', '', 1742, 117, 1050, 80, 0],
      ['heading', 'Sagar Wholesale', '', '', '', '', '', '', '', '', ''],
      ['', 'Opening balance', '', '', '', '', 2000, '', '', '', ''],
      // p0 was settled by pv1 on 28 June: not listed.
      ['', 'Sagar Wholesale', 'PUR/26-27/1', 86, 10100, 0, 10100, '', '', 10100, ''], // 5 Apr: 25 + 31 + 30
      ['', 'On account (advances, credit notes, unallocated)', '', '', '', '', -350, '', '', '', ''], // pv1's 2,500 less 2,150 set against p0
      ['subtotal', 'Total Sagar Wholesale', '', '', '', '', 11750, 0, 0, 10100, 0], // 2,000 + 10,100 − 350 (the return was refunded in cash)
      ['total', 'Total payable', '', '', '', '', 11750, 0, 0, 10100, 0],
    ]);
    expect(data.totals).toEqual({ Particulars: 'Receivable less payable', Balance: -10008 }); // 1,742 − 11,750
  });

  it('party-wise outstanding on an earlier date, and one side at a time', async () => {
    const { data } = await report('partywiseoutstanding?AsOnDate=2026-05-31&Side=customer');
    // On 31 May: s1 is 51 days old with 680 open (the receipts of 20 June and 5 July come later), s2 11;
    // the credit note and Bharat's bills come later too.
    expect(data.rows.filter((row) => row.Number).map((row) => [row.Number, row.Days, row.Balance])).toEqual([
      ['KT/26-27/1', 51, 680],
      ['KT/26-27/2', 11, 1050],
    ]);
    expect(data.totals).toEqual({ Particulars: 'Total receivable', Balance: 2730, Age0to30: 1050, Age31to60: 680, Age61to90: 0, AgeOver90: 0 }); // 1,000 + 680 + 1,050
    const suppliers = await report('partywiseoutstanding?AsOnDate=2026-06-30&Side=supplier');
    expect(suppliers.data.rows.some((row) => row.Particulars === 'Asha Traders')).toBe(false);
    expect(suppliers.data.totals.Balance).toBe(11750);
    // On 31 July s1 is settled (rv2); Asha: 1,000 + 1,050 (s2) − 505 on account = 1,545, her ledger less rv2's 80.
    const july = await report('partywiseoutstanding?AsOnDate=2026-07-31&Side=customer');
    expect(july.data.rows.filter((row) => row.Number).map((row) => row.Number)).toEqual(['KT/26-27/2', 'KT/26-27/4']);
    expect(july.data.rows.find((row) => row.Particulars === 'Total Asha Traders').Balance).toBe(1545);
  });

  it('each party\'s outstanding is its ledger balance from the journal', async () => {
    for (const asOn of ['2026-04-30', '2026-06-30', '2026-07-31']) {
      const { data } = await report(`partywiseoutstanding?AsOnDate=${asOn}`);
      const totals = data.rows.filter((row) => row.RowStyle === 'subtotal');
      expect(totals.length).toBeGreaterThan(1);
      for (const total of totals) {
        const ledger = await report(`ledgerreport?FromDate=2026-04-01&ToDate=${asOn}&LedgerId=${total.LedgerId}`);
        const closing = ledger.data.rows.at(-1);
        const side = total.LedgerId === books.ledgers.sagar ? 'Cr' : 'Dr';
        expect([total.Particulars, total.Balance], asOn).toEqual([total.Particulars, closing.BalanceType === side ? closing.Balance : -closing.Balance]);
      }
    }
  });

  it('a difference among the masters\' openings shows in the trial balance and the balance sheet', async () => {
    const owner = await registerAndLogin(server().origin);
    const api = (path: string) => `${server().origin}/api/${path}&auth=${owner.token}`;
    expect((await sendJson('POST', api('party?'), { PartyName: 'Lone Debtor', PartyType: 'Customer', OpeningBalance: 750.25 })).status).toBe(200);
    const tb = (await getJson(api('reports/trialbalance?ToDate=2026-06-30'))).body.data;
    expect(tb.rows.at(-1)).toEqual({ Particulars: 'Difference in opening balances', Debit: null, Credit: 750.25 });
    expect(tb.totals).toEqual({ Particulars: 'Total', Debit: 750.25, Credit: 750.25 });
    const bs = (await getJson(api(`reports/balancesheet?${QUARTER}`))).body.data;
    expect(bs.summary).toMatchObject({ Liabilities: 750.25, Assets: 750.25 });
  });

  it('refuses bad filters, another tenant\'s ledger, and a missing ledger', async () => {
    const missing = await getJson(books.api(`reports/ledgerreport?${QUARTER}`));
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: '/LedgerId', message: 'Ledger is required' }]);
    expect((await getJson(books.api(`reports/ledgerreport?${QUARTER}&LedgerId=999999`))).status).toBe(404);
    const stranger = await registerAndLogin(server().origin);
    const theirs = await getJson(`${server().origin}/api/reports/ledgerreport?${QUARTER}&LedgerId=${books.ledgers.asha}&auth=${stranger.token}`);
    expect(theirs.status).toBe(404);
    const side = await getJson(books.api('reports/partywiseoutstanding?Side=everyone'));
    expect(side.status).toBe(400);
    expect(side.body.errors[0].path).toBe('/Side');
    expect((await getJson(books.api('reports/trialbalance'))).status).toBe(400);
  });

  it('lists the accounting reports for the browser', async () => {
    const reply = await getJson(books.api('meta/reports'));
    const names = reply.body.data.reports.map((one: any) => one['x-report'].name);
    expect(names).toEqual(expect.arrayContaining(['ledgerreport', 'partywiseoutstanding', 'trialbalance', 'profitandloss', 'balancesheet', 'daybook', 'cashbankbook']));
  });
});
