// Vouchers as a clerk records them: a receipt from a customer into the bank settling two bills
// (allocate oldest first), the bills' balances dropping on the sales list, a second receipt refused
// for settling more than is due and then saved with the rest on account, a contra from cash to bank,
// and the pages at 1400 and 375 px.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { apiAs, signedInWithToken, toast, useApp } from './app.ts';

const app = useApp();
const CREATED = 'Voucher Created SuccessFully';

type Setup = { page: Page; token: string; ids: Record<string, number>; errors: string[] };
let setup: Setup;

const api = () => apiAs(app(), () => setup.token);
const create = (entity: string, body: object) => api().create(entity, body);
const balance = async (id: number) => (await api().read(`sales/${id}`)).BalanceBillAmt;

/** Picks a ledger in a voucher picker by typing part of its name. */
async function pickLedger(page: Page, label: string, typed: string, option: string) {
  const field = page.getByRole('dialog').getByLabel(label);
  await field.click();
  await field.fill(typed);
  await page.getByRole('listbox').getByRole('option').filter({ hasText: option }).first().click();
  await expect.poll(() => field.inputValue()).toBe(option);
}

async function newVoucher(page: Page, path: string, title: string) {
  await page.goto(app().url(path));
  await page.getByRole('button', { name: 'New', exact: true }).click();
  await page.getByRole('dialog').getByText(title).first().waitFor();
}

const dialogShot = async (page: Page, name: string) => {
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width, height: 1100 });
  await saveScreenshot(page, name, false);
  await page.setViewportSize(size);
};

describe('vouchers', () => {
  beforeAll(async () => {
    const { page, token } = await signedInWithToken(app(), { width: 1400, height: 900 });
    setup = { page, token, ids: {}, errors: collectPageErrors(page) };
    const ids = setup.ids;
    ids.firm = (await create('firm', { FirmName: 'Sharma Stores', State: 'Maharashtra', SalesPrefix: 'SS' })).Id;
    ids.customer = (await create('party', { PartyName: 'Asha Traders', State: 'Maharashtra' })).Id;
    ids.supplier = (await create('party', { PartyName: 'Mehta Supplies', State: 'Maharashtra', PartyType: 'Supplier' })).Id;
    const unit = (await create('unit', { UnitName: 'Pcs', UQC: 'PCS' })).Id;
    const item = (await create('item', { ItemName: 'Rice bag', UnitId: unit, HSNCode: '1006', TaxRate: 0, CashRate: 100 })).Id;
    const bill = async (date: string, qty: number) =>
      (await create('sales', { FirmId: ids.firm, CustId: ids.customer, BillDate: date, BillType: 'NON GST', PaymentType: 'CREDIT', BillItems: [{ ItemId: item, Qty: qty, Rate: 100 }] })).Id;
    ids.older = await bill('2026-06-01', 1000); // 1,00,000.00
    ids.newer = await bill('2026-07-01', 5); // 500.00
    ids.purchase = (await create('purchase', { FirmId: ids.firm, SupplierId: ids.supplier, PurchaseDate: '2026-06-05', PurchaseType: 'NON GST', PaymentType: 'CREDIT', PurchaseItems: [{ ItemId: item, Qty: 20, Rate: 50 }] })).Id;
    const bankGroup = (await api().read('ledgergroup?GroupCode=BANK_ACCOUNTS')).rows[0].Id;
    ids.bank = (await create('ledger', { LedgerName: 'HDFC Bank', GroupId: bankGroup })).Id;
  });

  it('takes a receipt into the bank, settles the bills oldest first, and the bills show the drop', async () => {
    const { page } = setup;
    await newVoucher(page, '/receipt', 'New Receipt');
    await pickLedger(page, 'Received from', 'Asha', 'Asha Traders');
    await pickLedger(page, 'Into (cash / bank)', 'HDFC', 'HDFC Bank');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('table', { name: 'Open bills' }).waitFor();
    await dialog.locator('#field-Amount').fill('100200.50');
    await dialog.locator('#field-Mode').selectOption('NEFT');
    await dialog.getByLabel('Cheque / reference no.').fill('UTR0042');
    await dialog.getByRole('button', { name: 'Allocate oldest first' }).click();
    await expect.poll(() => dialog.locator(`#allocate-${setup.ids.older}`).inputValue()).toBe('1,00,000.00');
    expect(await dialog.locator(`#allocate-${setup.ids.newer}`).inputValue()).toBe('200.50');
    expect(await dialog.getByTestId('allocated').textContent()).toBe('1,00,200.50');
    expect(await dialog.getByTestId('on-account').textContent()).toBe('0.00');
    // Less on the newer bill leaves the rest on account.
    await dialog.locator(`#allocate-${setup.ids.newer}`).fill('100');
    await expect.poll(() => dialog.getByTestId('on-account').textContent()).toBe('100.50');
    await dialogShot(page, 'vouchers-receipt-1400');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, CREATED).first().waitFor();
    await page.getByRole('gridcell', { name: 'RV/26-27/1' }).waitFor();
    expect([await balance(setup.ids.older), await balance(setup.ids.newer)]).toEqual([0, 400]);
    await saveScreenshot(page, 'vouchers-list-1400', false);

    await page.goto(app().url('/sales'));
    const newerRow = page.locator('.ag-row').filter({ hasText: 'SS/26-27/2' }).first();
    await expect.poll(async () => (await newerRow.textContent()) ?? '').toContain('400.00');
    const olderRow = page.locator('.ag-row').filter({ hasText: 'SS/26-27/1' }).first();
    expect(await olderRow.textContent()).toContain('1,00,000.00');

    // The bill's own form names the receipt that settles it and what is still due.
    await page.goto(app().url(`/salesform/${setup.ids.newer}`));
    const settled = page.getByTestId('settled-by-vouchers');
    await settled.waitFor();
    expect(await settled.textContent()).toContain('RV/26-27/1');
    expect(await page.getByTestId('total-balance').textContent()).toBe('500.00');
    expect(await page.getByTestId('due-after-vouchers').textContent()).toBe('400.00');
    await settled.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'vouchers-bill-settled-1400', false);
  });

  it('refuses a receipt settling more than is due (the row says why), then saves it with the rest on account, at 375 px', async () => {
    const { page } = setup;
    await page.setViewportSize({ width: 375, height: 800 });
    await newVoucher(page, '/receipt', 'New Receipt');
    await pickLedger(page, 'Received from', 'Asha', 'Asha Traders');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('table', { name: 'Open bills' }).waitFor();
    expect(await dialog.locator('tbody tr').count()).toBe(1); // the older bill is settled
    await dialog.locator('#field-Amount').fill('1000');
    await dialog.locator(`#allocate-${setup.ids.newer}`).fill('400.01');
    await dialogShot(page, 'vouchers-receipt-375');
    // The form blocks nothing the server decides: it answers 400 and the row shows the reason.
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'has only 400.00 due').first().waitFor();
    await dialog.getByText('Has only 400.00 due', { exact: true }).waitFor();
    await dialogShot(page, 'vouchers-receipt-error-375');
    await dialog.getByRole('button', { name: 'Allocate oldest first' }).click();
    await expect.poll(() => dialog.getByTestId('on-account').textContent()).toBe('600.00');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, CREATED).first().waitFor();
    expect(await balance(setup.ids.newer)).toBe(0);
    await saveScreenshot(page, 'vouchers-list-375', false);
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  it('edits a receipt: its bills come back with what it holds on them, and a change moves the balance', async () => {
    const { page } = setup;
    await page.goto(app().url('/receipt'));
    await page.getByRole('gridcell', { name: 'RV/26-27/2' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Edit Receipt').waitFor();
    await dialog.getByText('RV/26-27/2').waitFor();
    const settle = dialog.locator(`#allocate-${setup.ids.newer}`);
    await expect.poll(() => settle.inputValue()).toBe('400.00');
    expect(await dialog.locator('tbody tr').first().textContent()).toContain('400.00'); // due to this voucher: balance 0 + its 400
    await settle.fill('150');
    await expect.poll(() => dialog.getByTestId('on-account').textContent()).toBe('850.00');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, 'Data Updated Successfully').first().waitFor();
    expect(await balance(setup.ids.newer)).toBe(250);
  });

  it('opens one receipt from its address (/receipt/{id}, where the ledger report links)', async () => {
    const { page } = setup;
    const receipt = (await api().read('receipt?PrefixVoucherNo=RV/26-27/2')).rows[0];
    await page.goto(app().url(`/receipt/${receipt.Id}`));
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Edit Receipt').waitFor();
    await dialog.getByText('RV/26-27/2').waitFor();
    // The voucher's own form (not the generic one): the bill it settles, with what it holds on it.
    await expect.poll(() => dialog.locator(`#allocate-${setup.ids.newer}`).inputValue()).toBe('150.00');

    // Its Print opens the receipt voucher: the firm, who paid, the amount in figures and words, the bill.
    await dialog.getByRole('link', { name: 'Print' }).click();
    await page.waitForURL(app().url(`/receiptprint?id=${receipt.Id}`));
    const paper = page.getByRole('article', { name: 'Receipt Voucher RV/26-27/2' });
    await paper.waitFor();
    const rupees = Number(receipt.Amount).toLocaleString('en-IN', { minimumFractionDigits: 2 });
    expect(await paper.locator('.inv-firm-name').textContent()).toBe('Sharma Stores');
    expect(await paper.getByRole('region', { name: 'Paid by and into' }).textContent()).toContain('Received with thanks fromAsha Traders');
    expect(await paper.locator('[data-total="Amount"] td').textContent()).toBe(`₹\u00a0${rupees}`);
    expect(await paper.getByRole('region', { name: 'Amount in words' }).textContent()).toMatch(/^Amount in WordsRupees .+ Only$/);
    const billRow = paper.getByRole('region', { name: 'Bills settled' }).locator('tbody tr');
    expect(await billRow.allTextContents()).toEqual([`${(await api().read(`sales/${setup.ids.newer}`)).PrefixBillNo}01-07-2026150.00`]);
    expect(await page.title()).toBe('Receipt Voucher RV/26-27/2');
    await saveScreenshot(page, 'receipt-print-1400');
    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, 'receipt-print-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('dialog').getByText('Edit Receipt').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  });

  it('pays a supplier from the bank by cheque, settling the purchase, at 375 px', async () => {
    const { page } = setup;
    await page.setViewportSize({ width: 375, height: 800 });
    await newVoucher(page, '/payment', 'New Payment');
    const dialog = page.getByRole('dialog');
    // The party side is first and offers parties (suppliers first) before other ledgers, never cash or bank.
    const to = dialog.getByLabel('Paid to');
    await to.click();
    const offered = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(offered.slice(0, 2).map((text) => text.split('Customer')[0].split('Supplier')[0])).toEqual(['Mehta Supplies', 'Asha Traders']);
    expect(offered.some((text) => text.startsWith('HDFC Bank'))).toBe(false);
    await page.keyboard.press('Escape');
    await pickLedger(page, 'Paid to', 'Mehta', 'Mehta Supplies');
    await pickLedger(page, 'Paid from (cash / bank)', 'HDFC', 'HDFC Bank');
    await dialog.locator('#field-Amount').fill('1000');
    await dialog.locator('#field-Mode').selectOption('CHEQUE');
    await dialog.getByLabel('Cheque / reference no.').fill('004512');
    await dialog.getByRole('button', { name: 'Allocate oldest first' }).click();
    await expect.poll(() => dialog.locator(`#allocate-${setup.ids.purchase}`).inputValue()).toBe('1,000.00');
    await dialogShot(page, 'vouchers-payment-375');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, CREATED).first().waitFor();
    expect((await api().read(`purchase/${setup.ids.purchase}`)).BalanceBillAmt).toBe(0);
    await page.setViewportSize({ width: 1400, height: 900 });
  });

  it('moves cash into the bank with a contra voucher, offering only cash and bank ledgers', async () => {
    const { page } = setup;
    await newVoucher(page, '/contravoucher', 'New Contra voucher');
    const from = page.getByRole('dialog').getByLabel('From (cash / bank)');
    await from.click();
    await from.fill('');
    const offered = await page.getByRole('listbox').getByRole('option').allTextContents();
    expect(offered.map((text) => text.split('Cash-in-Hand')[0].split('Bank Accounts')[0])).toEqual(['Cash', 'HDFC Bank']);
    await page.getByRole('listbox').getByRole('option').filter({ hasText: 'Cash-in-Hand' }).click();
    await pickLedger(page, 'To (cash / bank)', 'HDFC', 'HDFC Bank');
    await page.getByRole('dialog').locator('#field-Amount').fill('2500');
    await dialogShot(page, 'vouchers-contra-1400');
    await page.getByRole('dialog').getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, CREATED).first().waitFor();
    await page.getByRole('gridcell', { name: 'CV/26-27/1' }).waitFor();
    expect(setup.errors).toEqual([]);
  });
});
