// What a printed receipt, payment and contra voucher say, from vouchers shaped as the server answers them.
import { describe, expect, it } from 'vitest';
import { buildVoucherPaper, VOUCHER_PRINT_BY_PATH, voucherPrintOf } from '../../src/shared/voucher-paper.ts';

const firm = { FirmName: 'Sharma Stores', Address: 'MG Road', City: 'Pune', Pincode: '411001', State: 'Maharashtra', GSTIN: '27AAPFU0939F1ZV', Mobile: '9820012345' };
const states = [{ name: 'Maharashtra', code: '27' }];
const receipt = {
  Id: 4, FirmId: 1, FirmName: 'Sharma Stores', PrefixVoucherNo: 'RV/26-27/4', VoucherDate: '2026-11-20', FromLedgerName: 'Mehta Traders', ToLedgerName: 'HDFC Bank',
  Amount: 12500.5, Mode: 'NEFT', ChequeNo: 'UTR2026110045', ChequeDate: '2026-11-20', Narration: 'November bills', AllocatedAmt: 11000.5, OnAccountAmt: 1500,
  ReceiptAllocations: [
    { BillNo: 'SS/26-27/1', BillDate: '2026-11-02', Amount: 10000 },
    { BillNo: 'SS/26-27/3', BillDate: '2026-11-09', Amount: 1000.5 },
  ],
};

describe('printed vouchers', () => {
  it('a receipt: who paid, into which account, the amount in figures and words, the bills settled and the advance', () => {
    const paper = buildVoucherPaper({ print: VOUCHER_PRINT_BY_PATH.get('receiptprint')!, voucher: receipt, firm, states });
    expect(paper.title).toBe('Receipt Voucher RV/26-27/4');
    expect(paper.firm).toEqual({
      name: 'Sharma Stores',
      address: ['MG Road', 'Pune - 411001'],
      details: [['GSTIN', '27AAPFU0939F1ZV'], ['State', 'Maharashtra, Code: 27'], ['Mobile', '9820012345']],
    });
    expect(paper.meta).toEqual([['Voucher No.', 'RV/26-27/4'], ['Date', '20-11-2026'], ['Mode', 'NEFT'], ['Cheque / Ref. No.', 'UTR2026110045'], ['Cheque Date', '20-11-2026']]);
    expect([paper.from, paper.account]).toEqual([['Received with thanks from', 'Mehta Traders'], ['Received into', 'HDFC Bank']]);
    expect([paper.amount, paper.amountInWords]).toEqual(['₹\u00a012,500.50', 'Rupees Twelve Thousand Five Hundred and Fifty Paise Only']);
    expect(paper.bills).toEqual([
      { billNo: 'SS/26-27/1', date: '02-11-2026', amount: '10,000.00' },
      { billNo: 'SS/26-27/3', date: '09-11-2026', amount: '1,000.50' },
    ]);
    expect([paper.billsTotal, paper.onAccount, paper.narration, paper.receiverSigns]).toEqual(['11,000.50', '1,500.00', 'November bills', false]);
  });

  it('a payment by cash is signed for by the payee and names no cheque; a contra moves money between two accounts', () => {
    const payment = { ...receipt, PrefixVoucherNo: 'PV/26-27/2', FromLedgerName: 'Cash', ToLedgerName: 'Office Rent', Mode: 'CASH', Amount: 18000, OnAccountAmt: 18000, ReceiptAllocations: undefined, PaymentAllocations: [], Narration: '' };
    const paid = buildVoucherPaper({ print: VOUCHER_PRINT_BY_PATH.get('paymentprint')!, voucher: payment, firm: null, states: [] });
    expect([paid.from, paid.account, paid.receiverSigns, paid.narration]).toEqual([['Paid to', 'Office Rent'], ['Paid from', 'Cash'], true, null]);
    expect(paid.meta.map(([label]) => label)).toEqual(['Voucher No.', 'Date', 'Mode']);
    expect([paid.bills, paid.onAccount, paid.firm.name]).toEqual([[], '18,000.00', 'Sharma Stores']);

    const contra = { ...receipt, PrefixVoucherNo: 'CV/26-27/1', FromLedgerName: 'Cash', ToLedgerName: 'HDFC Bank', Mode: 'CASH', Amount: 10000 };
    const moved = buildVoucherPaper({ print: voucherPrintOf('contravoucher')!, voucher: contra, firm, states });
    expect([moved.heading, moved.from, moved.account, moved.bills, moved.onAccount]).toEqual(['Contra Voucher', ['Transferred to', 'HDFC Bank'], ['Transferred from', 'Cash'], [], null]);
  });
});
