// Nominal ledgers across two financial years, and the balance sheet as Schedule III (Companies Act 2013,
// Division I) and a proprietor's accounts present it, on both stores, every figure worked by hand below.
//
// 1. Nominal ledgers start each financial year (1 April) at nil (issue 25, item 2). An income or expense
//    ledger's balance is the year's result: at the year's end it goes to the P&L A/c and so to capital
//    (Tally's practice; the trial balance's "Profit & Loss A/c" line). Its master opening is the opening of
//    the year the books start (the year of the first entry, 2024-25 here) and of no later year.
//
//    Masters: Cash 10,000 Dr; Commission Received (Indirect Incomes) 1,500 Cr; Office Rent (Indirect
//    Expenses > Establishment > Premises, two groups down) 600 Dr; Capital 9,100 Cr (10,000 + 600 − 1,500).
//    Journal vouchers:
//      2024-04-15  Office Rent Dr 1,000 / Cash Cr 1,000          (2024-25)
//      2024-09-01  Cash Dr 200 / Commission Received Cr 200       (2024-25)
//      2025-05-10  Office Rent Dr 250 / Cash Cr 250               (2025-26, first quarter)
//      2025-06-20  Office Rent Dr 150 / Cash Cr 150               (2025-26, first quarter)
//      2025-08-01  Office Rent Dr 400 / Cash Cr 400               (2025-26, second quarter)
//
// 2. The balance sheet (issue 25, item 9), books of 2026-27 only. The firm master has no constitution, so
//    the sheet is a proprietor's: capital = capital + profit − drawings, drawings never an asset; input tax
//    credit a current asset ("Balances with government authorities"), output tax a liability, not netted
//    (CGST Act s.49 sets off only when a return is filed); each ledger on the side its balance puts it.
//    Masters: Cash 50,000 Dr; Capital 50,000 Cr. Journal vouchers:
//      2026-05-01  Office Rent Dr 10,000 + Input CGST Dr 900 + Input SGST Dr 900 / Cash Cr 11,800
//      2026-06-01  Cash Dr 5,900 / Sales Cr 5,000 + Output CGST Cr 450 + Output SGST Cr 450
//      2026-07-01  Drawings (under Capital Account) Dr 4,000 / Cash Cr 4,000
//      2026-08-01  Cash Dr 3,000 / Kulkarni Traders (a customer) Cr 3,000: an advance received
//      2026-09-01  Joshi Suppliers (a supplier) Dr 2,000 / ICICI Current (Bank Accounts) Cr 2,000: an advance
//                  paid from a bank account that had nothing in it, so overdrawn
import { beforeAll, describe, expect, it } from 'vitest';
import { business, proprietorBook, type Report } from '../support/journal-books.ts';
import { describeEachStore } from '../support/stores.ts';

/** A ledger book's balance row as a signed figure, Dr positive. */
const signed = (row: any) => (row.BalanceType === 'Cr' ? -row.Balance : row.Balance);
const ends = (book: Report) => [signed(book.rows[0]), signed(book.rows.at(-1))];

describeEachStore('nominal ledgers and the balance sheet\'s presentation', (server) => {
  describe('income and expense ledgers start each financial year at nil', () => {
    let books: Awaited<ReturnType<typeof business>>;
    const ids: Record<string, number> = {};
    const tbSigned = (tb: Report, name: string) => {
      const line = tb.rows.find((row) => row.Particulars === name && !row.RowStyle);
      return line ? (line.Debit ?? 0) - (line.Credit ?? 0) : undefined;
    };

    beforeAll(async () => {
      books = await business(server().origin);
      ids.cash = await books.opening('CASH', 10000, 'Dr');
      ids.capital = await books.opening('CAPITAL', 9100, 'Cr');
      ids.commission = (await books.post('ledger', { LedgerName: 'Commission Received', GroupId: await books.group('INDIRECT_INCOMES'), OpeningBalance: 1500, OpeningType: 'Cr' })).Id;
      const establishment = (await books.post('ledgergroup', { GroupName: 'Establishment', Nature: 'Expenses', ParentGroupId: await books.group('INDIRECT_EXPENSES') })).Id;
      const premises = (await books.post('ledgergroup', { GroupName: 'Premises', Nature: 'Expenses', ParentGroupId: establishment })).Id;
      ids.rent = (await books.post('ledger', { LedgerName: 'Office Rent', GroupId: premises, OpeningBalance: 600, OpeningType: 'Dr' })).Id;
      await books.journal('2024-04-15', [[ids.rent, 1000, null], [ids.cash, null, 1000]]);
      await books.journal('2024-09-01', [[ids.cash, 200, null], [ids.commission, null, 200]]);
      await books.journal('2025-05-10', [[ids.rent, 250, null], [ids.cash, null, 250]]);
      await books.journal('2025-06-20', [[ids.rent, 150, null], [ids.cash, null, 150]]);
      await books.journal('2025-08-01', [[ids.rent, 400, null], [ids.cash, null, 400]]);
    }, 60_000);

    it('the issue\'s case: Commission Received opens 2024-25 at its master\'s Cr 1,500 and 2025-26 at nil', async () => {
      // 2024-25, the year the books start (their first entry is 15 April 2024): opening Cr 1,500, + Cr 200 = Cr 1,700.
      expect(ends(await books.report(`ledgerreport?FromDate=2024-04-01&ToDate=2025-03-31&LedgerId=${ids.commission}`))).toEqual([-1500, -1700]);
      // 2025-26: nil to nil; the 1,700 went to the P&L A/c at 31 March 2025.
      const next = await books.report(`ledgerreport?FromDate=2025-04-01&ToDate=2026-03-31&LedgerId=${ids.commission}`);
      expect(ends(next)).toEqual([0, 0]);
      expect(next.summary).toEqual({ Ledger: 'Commission Received', Opening: 0, Closing: 0 });
    });

    it('a quarter inside a year opens at what that year posted before it, and nothing older', async () => {
      // Jul–Sep 2025: 250 + 150 of April–June 2025 = Dr 400; + 400 = Dr 800. The master's 600 and 2024-25's
      // 1,000 are not in it.
      expect(ends(await books.report(`ledgerreport?FromDate=2025-07-01&ToDate=2025-09-30&LedgerId=${ids.rent}`))).toEqual([400, 800]);
      // Apr–Jun 2025 opens at nil: Dr 0 + 250 + 150 = Dr 400.
      expect(ends(await books.report(`ledgerreport?FromDate=2025-04-01&ToDate=2025-06-30&LedgerId=${ids.rent}`))).toEqual([0, 400]);
      // Jul–Sep 2024, in the first year: the master's 600 + April's 1,000 = Dr 1,600, nothing more that quarter.
      expect(ends(await books.report(`ledgerreport?FromDate=2024-07-01&ToDate=2024-09-30&LedgerId=${ids.rent}`))).toEqual([1600, 1600]);
    });

    it('a book over both years closes each year to the P&L A/c and starts the next at nil', async () => {
      const rows = (book: Report) => book.rows.map((row) => [row.Date, row.Particulars, row.Debit ?? null, row.Credit ?? null, signed(row)]);
      // Commission: Cr 1,500 + Cr 200 = Cr 1,700, emptied by a debit of 1,700 on 31 March 2025; nil to the end.
      const commission = await books.report(`ledgerreport?FromDate=2024-04-01&ToDate=2026-03-31&LedgerId=${ids.commission}`);
      expect(rows(commission)).toEqual([
        ['2024-04-01', 'Opening balance', null, null, -1500],
        ['2024-09-01', 'Cash', null, 200, -1700],
        ['2025-03-31', 'Transferred to the Profit & Loss A/c', 1700, null, 0],
        ['2026-03-31', 'Closing balance', null, null, 0],
      ]);
      // Opening −1,500 + debits 1,700 − credits 200 = 0, the closing.
      expect(commission.totals).toMatchObject({ Debit: 1700, Credit: 200, Balance: 0 });
      // Office Rent: Dr 600 + 1,000 = 1,600, emptied by a credit of 1,600; then 250 + 150 + 400 = Dr 800, as the
      // trial balance of 31 March 2026 has it.
      const rent = await books.report(`ledgerreport?FromDate=2024-04-01&ToDate=2026-03-31&LedgerId=${ids.rent}`);
      expect(rows(rent).map((row) => row[4])).toEqual([600, 1600, 0, 250, 400, 800, 800]);
      expect(rent.rows[2]).toMatchObject({ Date: '2025-03-31', Particulars: 'Transferred to the Profit & Loss A/c', Credit: 1600 });
      // 600 + (1,000 + 250 + 150 + 400) − 1,600 = 800.
      expect(rent.totals).toMatchObject({ Debit: 1800, Credit: 1600, Balance: 800, BalanceType: 'Dr' });
    });

    it('a real ledger carries everything: the cash book of 2025-26 opens at 31 March 2025\'s balance', async () => {
      // 10,000 − 1,000 + 200 = 9,200 Dr; then − 250 − 150 − 400 = 8,400 Dr.
      expect(ends(await books.report(`cashbankbook?FromDate=2025-04-01&ToDate=2026-03-31&LedgerId=${ids.cash}`))).toEqual([9200, 8400]);
    });

    it('the day book of a quarter lists its entries and no balance brought forward', async () => {
      const day = await books.report('daybook?FromDate=2025-07-01&ToDate=2025-09-30');
      expect(day.rows.filter((row) => !row.RowStyle).map((row) => [row.Particulars, row.Debit ?? null, row.Credit ?? null])).toEqual([
        ['Office Rent', 400, null],
        ['Cash', null, 400],
      ]);
    });

    it('the trial balance agrees with the ledgers in both years', async () => {
      // 31 March 2025 (the first year): Cash 9,200 Dr, Office Rent 600 + 1,000 = 1,600 Dr, Capital 9,100 Cr,
      // Commission 1,500 + 200 = 1,700 Cr; nothing from earlier years. Dr 10,800 = Cr 10,800.
      const first = await books.report('trialbalance?ToDate=2025-03-31');
      expect(['Cash', 'Office Rent', 'Capital', 'Commission Received'].map((name) => tbSigned(first, name))).toEqual([9200, 1600, -9100, -1700]);
      expect(first.rows.find((row) => row.Particulars === 'Profit & Loss A/c (earlier years)')).toBeUndefined();
      expect(first.totals).toEqual({ Particulars: 'Total', Debit: 10800, Credit: 10800 });
      // 31 March 2026: Cash 8,400 Dr, Office Rent 250 + 150 + 400 = 800 Dr, Capital 9,100 Cr, Commission nil;
      // 2024-25's profit 1,700 − 1,600 = 100 Cr in the P&L A/c. Dr 9,200 = Cr 9,200.
      const second = await books.report('trialbalance?ToDate=2026-03-31');
      expect(['Cash', 'Office Rent', 'Capital', 'Commission Received'].map((name) => tbSigned(second, name))).toEqual([8400, 800, -9100, undefined]);
      expect(second.rows.find((row) => row.Particulars === 'Profit & Loss A/c (earlier years)')).toMatchObject({ Credit: 100 });
      expect(second.totals).toEqual({ Particulars: 'Total', Debit: 9200, Credit: 9200 });
    });

    it('the P&L of each year and the balance sheet of a quarter', async () => {
      // 2024-25: commission 1,500 + 200 = 1,700 less rent 600 + 1,000 = 1,600: net profit 100, as the trial balance.
      expect((await books.report('profitandloss?FromDate=2024-04-01&ToDate=2025-03-31')).summary['Net profit']).toBe(100);
      // 2025-26: rent 800 alone: a loss of 800.
      expect((await books.report('profitandloss?FromDate=2025-04-01&ToDate=2026-03-31')).summary['Net profit']).toBe(-800);
      // Jul–Sep 2025: before it, 2024-25's 100 less April–June's rent 400 = −300; the quarter's rent 400 = −400.
      // Capital 9,100 − 300 − 400 = 8,400 = Cash 10,000 − 1,000 + 200 − 250 − 150 − 400.
      const bs = await books.report('balancesheet?FromDate=2025-07-01&ToDate=2025-09-30');
      expect(bs.summary).toEqual({ Liabilities: 8400, Assets: 8400, 'Closing stock': 0, 'Profit before the period': -300, 'Profit for the period': -400 });
    });
  });

  describe('the balance sheet as Schedule III and a proprietor\'s accounts present it', () => {
    let books: Awaited<ReturnType<typeof proprietorBook>>;
    let ids: Record<string, number>;

    beforeAll(async () => {
      books = await proprietorBook(server().origin);
      ids = books.ids;
    }, 60_000);

    it('drawings less from capital, input tax credit a current asset, each ledger on its balance\'s side', async () => {
      const bs = await books.report('balancesheet?FromDate=2026-04-01&ToDate=2027-03-31');
      // Loss for the year: sales 5,000 − rent 10,000 = −5,000. Capital 50,000 − 5,000 − drawings 4,000 = 41,000.
      // Current liabilities: Kulkarni's advance 3,000 + output tax 450 + 450 = 3,900. Borrowings: ICICI
      // overdrawn 2,000. Liabilities 41,000 + 3,900 + 2,000 = 46,900.
      // Current assets: Joshi's advance 2,000 + input tax credit 900 + 900 + Cash 50,000 − 11,800 + 5,900
      // − 4,000 + 3,000 = 43,100: 46,900. Every figure positive but the deductions from capital.
      expect(bs.rows.map((row) => [row.Particulars, row.Level ?? null, row.Amount ?? null])).toEqual([
        ['Liabilities', null, null],
        ['Capital Account', 0, null],
        ['Capital', 1, 50000],
        ['Less: loss for the period', 1, -5000],
        ['Less: Drawings', 1, -4000],
        ['Total Capital Account', 0, 41000],
        ['Current Liabilities', 0, null],
        ['Advances from customers', 1, null],
        ['Kulkarni Traders', 2, 3000],
        ['Total Advances from customers', 1, 3000],
        ['Duties & Taxes', 1, null],
        ['Output CGST', 2, 450],
        ['Output SGST', 2, 450],
        ['Total Duties & Taxes', 1, 900],
        ['Total Current Liabilities', 0, 3900],
        ['Loans (Liability)', 0, null],
        ['Bank OD A/c', 1, null],
        ['ICICI Current', 2, 2000],
        ['Total Bank OD A/c', 1, 2000],
        ['Total Loans (Liability)', 0, 2000],
        ['Total liabilities', null, 46900],
        ['Assets', null, null],
        ['Current Assets', 0, null],
        ['Advances to suppliers', 1, null],
        ['Joshi Suppliers', 2, 2000],
        ['Total Advances to suppliers', 1, 2000],
        ['Balances with government authorities (input tax credit)', 1, null],
        ['Input CGST', 2, 900],
        ['Input SGST', 2, 900],
        ['Total Balances with government authorities (input tax credit)', 1, 1800],
        ['Cash-in-Hand', 1, null],
        ['Cash', 2, 43100],
        ['Total Cash-in-Hand', 1, 43100],
        ['Total Current Assets', 0, 46900],
        ['Total assets', null, 46900],
      ]);
      expect(bs.rows.find((row) => row.Particulars === 'Less: Drawings').LedgerId).toBe(ids.drawings);
      expect(bs.summary).toEqual({ Liabilities: 46900, Assets: 46900, 'Closing stock': 0, 'Profit before the period': 0, 'Profit for the period': -5000 });
      // The two-column form: the same sides, row beside row.
      const two = await books.report('balancesheettwocolumns?FromDate=2026-04-01&ToDate=2027-03-31');
      expect(two.totals).toEqual({ Liabilities: 'Total', LiabilityAmount: 46900, Assets: 'Total', AssetAmount: 46900 });
      expect(two.rows.find((row) => row.Liabilities === 'Less: Drawings')).toMatchObject({ LiabilityAmount: -4000, LiabilityId: ids.drawings });
    });

    it('a debtor, a creditor and the bank on their own groups\' sides once their balances turn', async () => {
      // Kulkarni is billed 5,000 (now owes 2,000 Dr); Joshi bills 2,500 (owed 500 Cr); 5,000 paid into ICICI
      // (3,000 Dr). Each is back under its own group. Cash unchanged.
      await books.journal('2026-10-01', [[ids.kulkarni, 5000, null], [ids.SALES, null, 5000]]);
      await books.journal('2026-10-02', [[ids.rent, 2500, null], [ids.joshi, null, 2500]]);
      await books.journal('2026-10-03', [[ids.bank, 5000, null], [ids.cash, null, 5000]]);
      const bs = await books.report('balancesheet?FromDate=2026-04-01&ToDate=2027-03-31');
      const under = (name: string) => {
        const at = bs.rows.findIndex((row) => row.Particulars === name);
        return bs.rows.slice(0, at).reverse().find((row) => row.RowStyle === 'heading' && row.Level === bs.rows[at].Level - 1)?.Particulars;
      };
      expect([under('Kulkarni Traders'), under('Joshi Suppliers'), under('ICICI Current')]).toEqual(['Sundry Debtors', 'Sundry Creditors', 'Bank Accounts']);
      // Loss: sales 10,000 − rent 12,500 = −2,500; capital 50,000 − 2,500 − 4,000 = 43,500; + Joshi 500 + output
      // tax 900 = 44,900. Assets: Kulkarni 2,000 + input tax 1,800 + ICICI 3,000 + Cash 43,100 − 5,000 = 38,100: 44,900.
      expect(bs.summary).toMatchObject({ Liabilities: 44900, Assets: 44900, 'Profit for the period': -2500 });
    });
  });
});
