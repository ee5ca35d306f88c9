// The six print pages as a shop owner uses them: documents raised through the API, then each page opened
// as /{page}?id=N and read as the printed paper reads: the GST tax invoice's rule 46 particulars (both
// GSTINs, states with codes, place of supply, HSN, each line's taxable value and CGST+SGST or IGST),
// round-off and total in Indian grouping, the amount in words, terms and signature; a bill of supply for
// NON GST; the other five documents under their own headings; Print and Back; a clean one-page A4 PDF;
// and the sales invoice at 1400 and 375 px.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from '../support/browser.ts';
import { getJson, GOOD_PASSWORD, registerAndLogin, sendJson } from '../support/http.ts';
import { signIn, useApp } from './app.ts';

const app = useApp();

const PDF_DIR = path.resolve(import.meta.dirname, '..', '.artifacts', 'pdf');
const TERMS = '1. Goods once sold will not be taken back.\n2. Interest at 18% a year on bills unpaid after 30 days.\n3. Subject to Pune jurisdiction.';
const PO_TERMS = 'Deliver to our Pune godown between 10 am and 6 pm.';

type Doc = Record<string, any>;
const docs: Record<string, Doc> = {};
let page: Page;
let errors: string[];
let account: { email: string; password: string };

/** yyyy-mm-dd as printed: dd-mm-yyyy. */
const printed = (date: string) => date.slice(0, 10).split('-').reverse().join('-');

beforeAll(async () => {
  const origin = app().server.origin;
  const owner = await registerAndLogin(origin);
  const api = (p: string) => `${origin}/api/${p}?auth=${owner.token}`;
  const create = async (entity: string, body: object): Promise<Doc> => {
    const reply = await sendJson('POST', api(entity), body);
    if (reply.status !== 200) throw new Error(`${entity} set-up failed: ${JSON.stringify(reply.body)}`);
    return reply.body.data;
  };
  const firm = await create('firm', {
    FirmName: 'Sharma Stores', Address: '12, MG Road, Camp', City: 'Pune', State: 'Maharashtra', Pincode: '411001',
    GSTIN: '27AAPFU0939F1ZV', PAN: 'AAPFU0939F', Mobile: '9820012345', Email: 'accounts@sharmastores.in',
    BankName: 'HDFC Bank', BankAccountNo: '50100012345678', IFSC: 'HDFC0000123', BankBranch: 'FC Road, Pune', SalesPrefix: 'SS',
  });
  const local = await create('party', { PartyName: 'Local Customer', State: 'Maharashtra', Address: '5, Station Road, Pune', Mobile: '9890098900' });
  const mehta = await create('party', { PartyName: 'Mehta Traders', PartyType: 'Supplier', State: 'Karnataka', GSTIN: '29AAGCB7383J1Z4', Address: '44, Residency Road\nBengaluru' });
  const unit = await create('unit', { UnitName: 'Pcs', UQC: 'PCS' });
  const pen = await create('item', { ItemName: 'Pen', UnitId: unit.Id, HSNCode: '9608', TaxRate: 18, CashRate: 10 });
  const book = await create('item', { ItemName: 'Book', UnitId: unit.Id, HSNCode: '4901', TaxRate: 5, CashRate: 100 });
  await create('tandc', { Title: 'Standard terms', DocumentType: 'All documents', Terms: TERMS, IsDefault: true });
  await create('tandc', { Title: 'Purchase order terms', DocumentType: 'Purchase order', Terms: PO_TERMS, IsDefault: true });
  const sale = { FirmId: firm.Id, PaymentType: 'CREDIT' };
  const incomes = (await getJson(api('ledgergroup') + '&GroupCode=INDIRECT_INCOMES')).body.data.rows[0].Id;
  const freightLedger = await create('ledger', { LedgerName: 'Freight Outward', GroupId: incomes });
  const freight = await create('extracharges', { ChargeName: 'Freight', LedgerId: freightLedger.Id, DefaultAmount: 120, IsTaxable: true, TaxRate: 18, SACCode: '996511' });

  docs.intra = await create('sales', {
    ...sale, CustId: local.Id, ReceiptAmt: 100, ExtraBillCharges: 50, ExtraBillDiscount: 10,
    BillItems: [{ ItemId: pen.Id, Qty: 2, Rate: 100 }, { ItemId: book.Id, Qty: 3, Rate: 50, DiscPer: 10, BatchNo: 'B-7' }],
    BillCharges: [{ ChargeId: freight.Id }],
  });
  docs.inter = await create('sales', {
    ...sale, CustId: mehta.Id, BillItems: [{ ItemId: book.Id, Qty: 1000, Rate: 150 }, { ItemId: pen.Id, Qty: 10, Rate: 9 }],
  });
  docs.nonGst = await create('sales', { ...sale, CustId: local.Id, BillType: 'NON GST', BillItems: [{ ItemId: pen.Id, Qty: 3, Rate: 10 }] });
  docs.long = await create('sales', {
    ...sale, CustId: mehta.Id, BillItems: Array.from({ length: 45 }, (_, n) => ({ ItemId: n % 2 ? pen.Id : book.Id, Qty: n + 1, Rate: 10 + n })),
  });
  docs.quotation = await create('quotation', { FirmId: firm.Id, CustId: local.Id, ValidTill: '2099-03-31', QuotationItems: [{ ItemId: book.Id, Qty: 5, Rate: 100 }] });
  docs.challan = await create('deliverychallan', { FirmId: firm.Id, CustId: mehta.Id, VehicleDetails: 'MH12AB1234', ChallanItems: [{ ItemId: pen.Id, Qty: 4, Rate: 10 }] });
  // Rates with the tax in them (a registered supplier's bills otherwise default to EXCLUSIVE).
  const inclusive = { PurchaseType: 'INCLUSIVE' };
  docs.order = await create('purchaseorder', { FirmId: firm.Id, SupplierId: mehta.Id, ...inclusive, POItems: [{ ItemId: pen.Id, Qty: 500, Rate: 5.9 }] });
  docs.purchase = await create('purchase', {
    FirmId: firm.Id, SupplierId: mehta.Id, SupplierBillNo: 'MT-881', PaymentType: 'CREDIT', ...inclusive, PurchaseItems: [{ ItemId: pen.Id, Qty: 100, Rate: 5.9, BatchNo: 'P1' }],
  });
  docs.purchaseChallan = await create('purchasechallan', { FirmId: firm.Id, SupplierId: mehta.Id, SupplierBillNo: 'MT-DC-19', ...inclusive, PCItems: [{ ItemId: book.Id, Qty: 20, Rate: 80 }] });

  page = await app().page({ width: 1400, height: 900 });
  errors = collectPageErrors(page);
  account = { email: owner.email, password: GOOD_PASSWORD };
  await signIn(app(), page, account);
});

async function open(pagePath: string, id: number | string) {
  await page.goto(app().url(`/${pagePath}?id=${id}`));
  await page.locator('.inv-doc').waitFor();
}

const doc = () => page.locator('.inv-doc');
const field = (box: 'inv-meta' | 'inv-party' | 'inv-letterhead', label: string) => page.locator(`.${box} [data-field="${label}"] dd`);
const total = (label: string) => page.locator(`.inv-totals [data-total="${label}"] td`);
const lineCells = (row: number) => page.locator('.inv-lines tbody tr').nth(row).locator('td').allInnerTexts();
const lineHeads = () => page.locator('.inv-lines thead th').allInnerTexts();
const hsnRows = async () => {
  const rows = await page.locator('.inv-hsn tbody tr').all();
  return Promise.all(rows.map((row) => row.locator('td').allInnerTexts()));
};
/** Pages in a PDF Chromium wrote (its page objects are plain, not in object streams). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
/** Prints the open page to an A4 PDF (kept in tests/.artifacts/pdf) and answers its number of pages. */
async function printToPdf(name: string): Promise<number> {
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  fs.mkdirSync(PDF_DIR, { recursive: true });
  fs.writeFileSync(path.join(PDF_DIR, `${name}.pdf`), pdf);
  return pdfPages(pdf);
}

describe('sales invoice within the state (tax invoice, CGST and SGST)', () => {
  it('prints what rule 46 asks for: supplier and recipient, number, date, place of supply, reverse charge', async () => {
    await open('salesinvoice', docs.intra.Id);
    await expect.poll(() => page.title()).toBe(`Tax Invoice ${docs.intra.PrefixBillNo}`);
    expect(await page.locator('.inv-heading').innerText()).toMatch(/^tax invoice$/i);
    expect(await page.locator('.inv-copy').innerText()).toBe('Original for Recipient');

    const letterhead = await page.locator('.inv-letterhead').innerText();
    expect(letterhead).toContain('Sharma Stores');
    expect(letterhead).toContain('12, MG Road, Camp');
    expect(letterhead).toContain('Pune - 411001');
    expect(await field('inv-letterhead', 'GSTIN').innerText()).toBe('27AAPFU0939F1ZV');
    expect(await field('inv-letterhead', 'State').innerText()).toBe('Maharashtra, Code: 27');

    expect(await page.locator('.inv-party .inv-party-name').innerText()).toBe('Local Customer');
    expect(await page.locator('.inv-party').innerText()).toContain('5, Station Road, Pune');
    expect(await field('inv-party', 'GSTIN').innerText()).toBe('Unregistered');
    expect(await field('inv-party', 'State').innerText()).toBe('Maharashtra, Code: 27');

    expect(await field('inv-meta', 'Invoice No.').innerText()).toBe(docs.intra.PrefixBillNo);
    expect(await field('inv-meta', 'Invoice Date').innerText()).toBe(printed(docs.intra.BillDate));
    expect(await field('inv-meta', 'Place of Supply').innerText()).toBe('Maharashtra (27)');
    expect(await field('inv-meta', 'Reverse Charge').innerText()).toBe('No');
    expect(await field('inv-meta', 'Payment').innerText()).toBe('CREDIT');
  });

  it('prints each line with HSN, quantity and unit, rate, discount, taxable value and CGST and SGST', async () => {
    expect(await lineHeads()).toEqual([
      '#', 'Description of Goods', 'HSN', 'Qty', 'Unit', 'Rate', 'Discount', 'Taxable Value', 'CGST', 'SGST', 'Amount',
      'Rate', 'Amount', 'Rate', 'Amount',
    ]);
    // The ₹10 bill discount is spread into the lines (tests/api/documents.test.ts works the same bill by hand):
    // pen 5.97 (taxable 194.03, CGST = SGST 17.46), book 15.00 + 4.03 = 19.03 (130.97, 3.27). Freight at the
    // master's ₹120.00 and 18 % prints under the items with its SAC: CGST = SGST 9 % = 10.80, net 141.60.
    expect(await lineCells(0)).toEqual(['1', 'Pen', '9608', '2', 'Pcs', '100.00', '5.97', '194.03', '9%', '17.46', '9%', '17.46', '228.95']);
    expect(await lineCells(1)).toEqual(['2', 'Book\nBatch B-7', '4901', '3', 'Pcs', '50.00', '19.03', '130.97', '2.5%', '3.27', '2.5%', '3.27', '137.51']);
    expect(await lineCells(2)).toEqual(['', 'Freight', '996511', '', '', '', '', '120.00', '9%', '10.80', '9%', '10.80', '141.60']);
    // Taxable 194.03 + 130.97 + 120.00 = 445.00; CGST 17.46 + 3.27 + 10.80 = 31.53; 228.95 + 137.51 + 141.60 = 508.06.
    expect(await page.locator('.inv-lines tfoot td').allInnerTexts()).toEqual(['', 'Total', '', '5', '', '', '25.00', '445.00', '', '31.53', '', '31.53', '508.06']);
    expect(await doc().innerText()).not.toContain('IGST');
  });

  it('totals with extra charges, discount, round-off and the total in Indian grouping and in words', async () => {
    // 325.00 + 120.00 + 31.53 + 31.53 + 50.00 (untaxed) = 558.06 -> 558.00 (round off -0.06); 100 received.
    expect(await page.locator('.inv-totals tr').allInnerTexts()).toEqual([
      'Value before Bill Discount\t335.00', 'Less: Bill Discount\t-10.00', 'Taxable Value\t325.00', 'Charges\t120.00', 'CGST\t31.53', 'SGST\t31.53',
      'Extra Charges\t50.00', 'Round Off\t-0.06', 'Total\t₹\u00a0558.00', 'Received\t100.00', 'Balance\t458.00',
    ]);
    expect(await page.locator('.inv-words-text').innerText()).toBe('Rupees Five Hundred Fifty-Eight Only');
  });

  it('adds the HSN-wise tax summary, bank details, terms, declaration and signatures', async () => {
    expect(await hsnRows()).toEqual([
      ['4901', '130.97', '2.5%', '3.27', '2.5%', '3.27', '0%', '0.00', '6.54'],
      ['9608', '194.03', '9%', '17.46', '9%', '17.46', '0%', '0.00', '34.92'],
      ['996511', '120.00', '9%', '10.80', '9%', '10.80', '0%', '0.00', '21.60'],
    ]);
    expect(await page.locator('.inv-hsn tfoot td').allInnerTexts()).toEqual(['Total', '445.00', '', '31.53', '', '31.53', '', '0.00', '63.06']);
    const bank = await page.locator('.inv-bank').innerText();
    for (const text of ['HDFC Bank', '50100012345678', 'HDFC0000123', 'FC Road, Pune']) expect(bank).toContain(text);
    expect(await page.locator('.inv-terms li').allInnerTexts()).toEqual([
      'Goods once sold will not be taken back.', 'Interest at 18% a year on bills unpaid after 30 days.', 'Subject to Pune jurisdiction.',
    ]);
    expect(await page.locator('.inv-declaration').innerText()).toContain('actual price of the goods described');
    expect(await page.locator('.inv-sign-firm').innerText()).toBe('For Sharma Stores\nAuthorised Signatory');
    expect(await page.locator('.inv-sign-receiver').innerText()).toBe("Receiver's Signature");
  });

  it('Print calls the browser print, the toolbar stays off the paper, and the PDF is one clean A4 page', async () => {
    await page.evaluate(() => {
      (window as any).printed = 0;
      window.print = () => ((window as any).printed += 1);
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as any).printed)).toBe(1);

    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => page.getByRole('navigation', { name: 'Print toolbar' }).isVisible()).toBe(false);
    expect(await doc().isVisible()).toBe(true);
    await page.emulateMedia({ media: null });

    expect(await printToPdf('salesinvoice')).toBe(1);
  });

  it('looks right at 1400 and 375 px', async () => {
    await saveScreenshot(page, 'invoice-sales-1400');
    const narrow = await app().page({ width: 375, height: 800 });
    await signIn(app(), narrow, account);
    await narrow.goto(app().url(`/salesinvoice?id=${docs.intra.Id}`));
    await narrow.locator('.inv-doc').waitFor();
    // Nothing spills past the screen's edge: the A4 sheet is drawn to the phone's width (print-phone.test.ts).
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(narrow, 'invoice-sales-375');
  });
});

describe('sales invoice across states (IGST) and a NON GST bill', () => {
  it('charges IGST with the recipient\'s GSTIN and state code, and groups lakhs the Indian way', async () => {
    await open('salesinvoice', docs.inter.Id);
    expect(await field('inv-party', 'GSTIN').innerText()).toBe('29AAGCB7383J1Z4');
    expect(await field('inv-party', 'State').innerText()).toBe('Karnataka, Code: 29');
    expect(await field('inv-meta', 'Place of Supply').innerText()).toBe('Karnataka (29)');
    const heads = await lineHeads();
    expect(heads).toContain('IGST');
    expect(heads).not.toContain('CGST');
    expect(heads).not.toContain('Discount');
    expect(await lineCells(0)).toEqual(['1', 'Book', '4901', '1,000', 'Pcs', '150.00', '1,50,000.00', '5%', '7,500.00', '1,57,500.00']);
    expect(await lineCells(1)).toEqual(['2', 'Pen', '9608', '10', 'Pcs', '9.00', '90.00', '18%', '16.20', '106.20']);
    expect(await page.locator('.inv-totals tr').allInnerTexts()).toEqual([
      'Taxable Value\t1,50,090.00', 'IGST\t7,516.20', 'Round Off\t-0.20', 'Total\t₹\u00a01,57,606.00', 'Received\t0.00', 'Balance\t1,57,606.00',
    ]);
    expect(await page.locator('.inv-words-text').innerText()).toBe('Rupees One Lakh Fifty-Seven Thousand Six Hundred Six Only');
    expect(await hsnRows()).toEqual([
      ['4901', '1,50,000.00', '5%', '7,500.00', '0%', '0.00', '7,500.00'],
      ['9608', '90.00', '18%', '16.20', '0%', '0.00', '16.20'],
    ]);
    expect(await printToPdf('salesinvoice-igst')).toBe(1);
  });

  it('heads a NON GST bill "Bill of Supply", without tax columns or HSN summary', async () => {
    await open('salesinvoice', docs.nonGst.Id);
    expect(await page.locator('.inv-heading').innerText()).toMatch(/^bill of supply$/i);
    const text = await doc().innerText();
    expect(text).not.toMatch(/tax invoice/i);
    expect(text).not.toMatch(/CGST|SGST|IGST|Reverse Charge/);
    expect(await page.locator('.inv-hsn').count()).toBe(0);
    expect(await page.locator('.inv-copy').innerText()).toBe('Original for Recipient');
    expect(await lineCells(0)).toEqual(['1', 'Pen', '9608', '3', 'Pcs', '10.00', '30.00', '30.00']);
    expect(await total('Total').innerText()).toBe('₹\u00a030.00');
    expect(await page.locator('.inv-words-text').innerText()).toBe('Rupees Thirty Only');
    expect(await printToPdf('salesinvoice-nongst')).toBe(1);
  });
});

describe('a long bill', () => {
  it('runs onto more A4 pages, every line printed once', async () => {
    await open('salesinvoice', docs.long.Id);
    expect(await page.locator('.inv-lines tbody tr').count()).toBe(45);
    expect(await lineCells(44)).toEqual(['45', 'Book', '4901', '45', 'Pcs', '54.00', '2,430.00', '5%', '121.50', '2,551.50']);
    expect(await total('Total').innerText()).toBe(`₹\u00a0${docs.long.NetBillAmt.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);
    expect(await printToPdf('salesinvoice-long')).toBeGreaterThan(1);
  });
});

describe('the other five documents under their own headings', () => {
  it('quotation: the customer, validity, figures and the terms for all documents', async () => {
    await open('quotationinvoice', docs.quotation.Id);
    expect(await page.locator('.inv-heading').innerText()).toMatch(/^quotation$/i);
    expect(await page.locator('.inv-copy').count()).toBe(0);
    expect(await field('inv-meta', 'Quotation No.').innerText()).toBe(docs.quotation.PrefixQuotationNo);
    expect(await field('inv-meta', 'Date').innerText()).toBe(printed(docs.quotation.QuotationDate));
    expect(await field('inv-meta', 'Valid Till').innerText()).toBe('31-03-2099');
    expect(await page.locator('.inv-party .inv-caption').innerText()).toMatch(/^quotation for$/i);
    expect(await lineCells(0)).toEqual(['1', 'Book', '4901', '5', 'Pcs', '100.00', '500.00', '2.5%', '12.50', '2.5%', '12.50', '525.00']);
    expect(await total('Total').innerText()).toBe('₹\u00a0525.00');
    expect(await page.locator('.inv-words-text').innerText()).toBe('Rupees Five Hundred Twenty-Five Only');
    expect(await page.locator('.inv-terms li').count()).toBe(3);
    expect(await page.locator('.inv-bank').count()).toBe(1);
    expect(await page.locator('.inv-declaration').count()).toBe(0);
    expect(await printToPdf('quotationinvoice')).toBe(1);
  });

  it('delivery challan: the consignee across states, IGST, vehicle, a receiver\'s signature', async () => {
    await open('dcinvoice', docs.challan.Id);
    expect(await page.locator('.inv-heading').innerText()).toMatch(/^delivery challan$/i);
    expect(await page.locator('.inv-copy').innerText()).toBe('Original for Consignee');
    expect(await field('inv-meta', 'Challan No.').innerText()).toBe(docs.challan.PrefixChallanNo);
    expect(await field('inv-meta', 'Place of Supply').innerText()).toBe('Karnataka (29)');
    expect(await field('inv-meta', 'Vehicle').innerText()).toBe('MH12AB1234');
    expect(await page.locator('.inv-party .inv-caption').innerText()).toMatch(/^consignee$/i);
    expect(await lineCells(0)).toEqual(['1', 'Pen', '9608', '4', 'Pcs', '10.00', '40.00', '18%', '7.20', '47.20']);
    expect(await total('Total').innerText()).toBe(`₹\u00a0${docs.challan.NetBillAmt.toFixed(2)}`);
    expect(await page.locator('.inv-sign-receiver').count()).toBe(1);
    expect(await page.locator('.inv-bank').count()).toBe(0);
    expect(await printToPdf('dcinvoice')).toBe(1);
  });

  it('purchase order: the supplier as the party, goods coming to the firm\'s state, its own terms', async () => {
    await open('purchaseorderinvoice', docs.order.Id);
    expect(await page.locator('.inv-heading').innerText()).toMatch(/^purchase order$/i);
    expect(await page.locator('.inv-letterhead .inv-firm-name').innerText()).toBe('Sharma Stores');
    expect(await page.locator('.inv-party .inv-caption').innerText()).toMatch(/^supplier$/i);
    expect(await page.locator('.inv-party .inv-party-name').innerText()).toBe('Mehta Traders');
    expect(await field('inv-party', 'GSTIN').innerText()).toBe('29AAGCB7383J1Z4');
    expect(await field('inv-meta', 'PO No.').innerText()).toBe(docs.order.PrefixPONo);
    expect(await field('inv-meta', 'Place of Supply').innerText()).toBe('Maharashtra (27)');
    expect((await lineHeads()).slice(0, 8)).toEqual(['#', 'Description of Goods', 'HSN', 'Qty', 'Unit', 'Rate (incl. GST)', 'Taxable Value', 'IGST']);
    expect(await lineCells(0)).toEqual(['1', 'Pen', '9608', '500', 'Pcs', '5.90', '2,500.00', '18%', '450.00', '2,950.00']);
    expect(await total('Total').innerText()).toBe('₹\u00a02,950.00');
    expect(await page.locator('.inv-words-text').innerText()).toBe('Rupees Two Thousand Nine Hundred Fifty Only');
    expect(await page.locator('.inv-terms li').allInnerTexts()).toEqual([PO_TERMS]);
    expect(await printToPdf('purchaseorderinvoice')).toBe(1);
    expect(await page.locator('.inv-sign-firm').innerText()).toBe('For Sharma Stores\nAuthorised Signatory');
  });

  it('purchase: a purchase voucher with the supplier\'s details, supplier bill number, IGST and what is payable', async () => {
    await open('purchaseinvoice', docs.purchase.Id);
    expect(await page.locator('.inv-heading').innerText()).toMatch(/^purchase voucher$/i);
    expect(await page.locator('.inv-party .inv-caption').innerText()).toMatch(/^supplier$/i);
    expect(await page.locator('.inv-party').innerText()).toContain('Bengaluru');
    expect(await field('inv-party', 'GSTIN').innerText()).toBe('29AAGCB7383J1Z4');
    expect(await field('inv-party', 'State').innerText()).toBe('Karnataka, Code: 29');
    expect(await field('inv-meta', 'Voucher No.').innerText()).toBe(docs.purchase.PrefixPurchaseNo);
    expect(await field('inv-meta', 'Supplier Bill No.').innerText()).toBe('MT-881');
    expect(await lineCells(0)).toEqual(['1', 'Pen\nBatch P1', '9608', '100', 'Pcs', '5.90', '500.00', '18%', '90.00', '590.00']);
    expect(await page.locator('.inv-totals tr').allInnerTexts()).toEqual([
      'Taxable Value\t500.00', 'IGST\t90.00', 'Round Off\t0.00', 'Total\t₹\u00a0590.00', 'Paid\t0.00', 'Balance\t590.00',
    ]);
    expect(await page.locator('.inv-words-text').innerText()).toBe('Rupees Five Hundred Ninety Only');
    expect(await page.locator('.inv-bank').count()).toBe(0);
    // The firm's terms for all documents are its selling terms: not printed on its record of a purchase.
    expect(await page.locator('.inv-terms').count()).toBe(0);
    expect(await printToPdf('purchaseinvoice')).toBe(1);
  });

  it('purchase challan: its heading, number, the supplier\'s challan number and the goods received', async () => {
    await open('purchasechallaninvoice', docs.purchaseChallan.Id);
    expect(await page.locator('.inv-heading').innerText()).toMatch(/^purchase challan$/i);
    expect(await field('inv-meta', 'Challan No.').innerText()).toBe(docs.purchaseChallan.PrefixPCNo);
    expect(await field('inv-meta', 'Date').innerText()).toBe(printed(docs.purchaseChallan.PCDate));
    expect(await field('inv-meta', 'Supplier Challan No.').innerText()).toBe('MT-DC-19');
    expect(await lineCells(0)).toEqual(['1', 'Book', '4901', '20', 'Pcs', '80.00', '1,523.81', '5%', '76.19', '1,600.00']);
    expect(await page.locator('.inv-words-text').innerText()).toBe('Rupees One Thousand Six Hundred Only');
    expect(await page.locator('.inv-terms').count()).toBe(0);
    expect(await printToPdf('purchasechallaninvoice')).toBe(1);
  });
});

describe('getting there and back', () => {
  it('Back returns to the page the print was opened from, or to the list when it was opened in a tab of its own', async () => {
    await page.goto(app().url('/dashboard'));
    await page.goto(app().url(`/salesinvoice?id=${docs.intra.Id}`));
    await page.locator('.inv-doc').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(app().url('/dashboard'));

    // A saved bill's form offers its print, and Back returns to the form.
    await page.goto(app().url(`/salesform/${docs.intra.Id}`));
    await page.getByRole('link', { name: 'Print' }).click();
    await page.waitForURL(app().url(`/salesinvoice?id=${docs.intra.Id}`));
    await page.locator('.inv-doc').waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(app().url(`/salesform/${docs.intra.Id}`));

    // As a list's Print opens it: a new tab with no history of its own.
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      page.evaluate((url) => void window.open(url, '_blank'), app().url(`/purchaseinvoice?id=${docs.purchase.Id}`)),
    ]);
    await tab.locator('.inv-doc').waitFor();
    await tab.getByRole('button', { name: 'Back' }).click();
    await tab.waitForURL(app().url('/purchase'));
    await tab.close();
  });

  it('says so when the document does not exist or the address has no id', async () => {
    await page.goto(app().url('/purchaseinvoice?id=999999'));
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('There is no purchase with id 999999');
    expect(await page.getByRole('button', { name: 'Print' }).isDisabled()).toBe(true);
    await page.goto(app().url('/dcinvoice'));
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Open a delivery challan from its list');
  });

  it('ran without a page error', () => {
    expect(errors).toEqual([]);
  });
});
