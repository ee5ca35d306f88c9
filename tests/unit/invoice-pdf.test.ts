// The PDF layout of a printed document (overrides/invoices/invoice-pdf.ts) and the sharing helpers
// (paper-share.ts): the lines table gives the description what the figures leave, keeps each line whole
// and repeats its header; a 10-line tax invoice renders to one A4 page and a 40-line one to more; the
// copy marking (rule 48(1) CGST Rules) is the one asked for; wa.me gets an Indian mobile as 91 + 10 digits.
import { describe, expect, it } from 'vitest';
import { buildInvoice, type Row } from '../../overrides/invoices/invoice-model.ts';
import { invoicePdf } from '../../overrides/invoices/invoice-pdf.ts';
import { dispositionName, invoiceSubject, shareText, whatsAppNumber, whatsAppUrl } from '../../overrides/invoices/paper-share.ts';
import { printKindByPath } from '../../overrides/invoices/print-kinds.ts';
import { renderPdf } from '../../src/server/print/pdf-render.ts';
import { projectDocuments } from '../support/document-catalog.ts';

const { catalog } = projectDocuments();
const print = printKindByPath(catalog, 'salesinvoice')!;
const pageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

/** A bill of `count` lines of 2 × ₹100 at 18% (₹200 + ₹18 + ₹18 = ₹236 a line). */
function bill(count: number, mobile: string | null = '9890098900') {
  const line = (n: number): Row => ({
    ItemName: `Aashirvaad Shudh Chakki Atta 10 kg (pack ${n + 1})`, HSNCode: '1101', UnitName: 'Pcs', Qty: 2, Rate: 100, TaxableAmt: 200,
    TaxPer1: 9, TaxAmt1: 18, TaxPer2: 9, TaxAmt2: 18, NetAmt: 236,
  });
  const doc: Row = {
    FirmName: 'Shree Sai Traders', PartyName: 'Gupta General Stores', PrefixBillNo: 'SS/26-27/1', BillDate: '2026-11-25', BillType: 'EXCLUSIVE', PlaceOfSupply: 'Maharashtra',
    BillItems: Array.from({ length: count }, (_, n) => line(n)), TotTaxable: 200 * count, TotCGST: 18 * count, TotSGST: 18 * count, RoundOff: 0, NetBillAmt: 236 * count, ReceiptAmt: 0, BalanceBillAmt: 236 * count,
  };
  return buildInvoice({
    print, doc, firm: { FirmName: 'Shree Sai Traders', State: 'Maharashtra', GSTIN: '27AAPFU0939F1ZV' }, party: { PartyName: 'Gupta General Stores', State: 'Maharashtra', Mobile: mobile },
    states: [{ name: 'Maharashtra', code: '27' }], terms: '1. Goods once sold will not be taken back.\n2. Subject to Pune jurisdiction.',
  });
}

type Table = { table: { widths: string[]; headerRows: number; dontBreakRows: boolean; body: unknown[][] } };
const linesTable = (content: unknown[]) => content.find((node) => (node as Table).table?.body?.[0]?.some((cell) => (cell as { text?: string }).text === 'Description of Goods')) as Table;

describe('the PDF of a printed document', () => {
  it('gives the description every width the figures leave, keeps lines whole and repeats the two header rows', () => {
    const table = linesTable(invoicePdf(bill(3)).content);
    // #, Description, HSN, Qty, Unit, Rate, Taxable Value, CGST rate and amount, SGST rate and amount, Amount.
    expect(table.table.widths).toEqual(['auto', '*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto']);
    expect(table.table.headerRows).toBe(2);
    expect(table.table.dontBreakRows).toBe(true);
    // Two header rows, three lines and the total.
    expect(table.table.body).toHaveLength(6);
  });

  it('marks the copy asked for, else the original (rule 48(1): original, duplicate, triplicate)', () => {
    const mark = (doc: ReturnType<typeof invoicePdf>) => JSON.stringify(doc.content[1]);
    expect(mark(invoicePdf(bill(1)))).toContain('Original for Recipient');
    expect(mark(invoicePdf(bill(1), 'Triplicate for Supplier'))).toContain('Triplicate for Supplier');
  });

  it('renders a 10-line tax invoice on one A4 page and a 40-line one on more', async () => {
    const ten = await renderPdf(invoicePdf(bill(10)));
    expect(ten.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(ten)).toBe(1);
    expect(ten.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pageCount(await renderPdf(invoicePdf(bill(40))))).toBeGreaterThan(1);
  });
});

describe('sharing', () => {
  it.each([
    ['9890098900', '919890098900'],
    ['98900 98900', '919890098900'],
    ['09890098900', '919890098900'],
    ['+91 98900-98900', '919890098900'],
    ['020 2612 3456', null], // a Pune landline: no WhatsApp number
    ['5890098900', null], // Indian mobiles start with 6 to 9
    ['', null],
    [null, null],
  ])('reads %j as the wa.me number %j', (mobile, number) => {
    expect(whatsAppNumber(mobile)).toBe(number);
  });

  it('writes the message with the document, its date, the firm, the amount and the link', () => {
    // 2 lines × ₹236 = ₹472.
    const url = 'https://books.example.com/api/shared/abc.def.pdf';
    expect(shareText(invoiceSubject(bill(2)), url)).toBe(`Tax Invoice SS/26-27/1 dated 25-11-2026 from Shree Sai Traders for ₹ 472.00. PDF: ${url}`);
    expect(whatsAppUrl(invoiceSubject(bill(2)), url)).toBe(`https://wa.me/919890098900?text=${encodeURIComponent(shareText(invoiceSubject(bill(2)), url))}`);
    expect(whatsAppUrl(invoiceSubject(bill(2, null)), url)).toMatch(/^https:\/\/wa\.me\/\?text=Tax%20Invoice/);
  });

  it('reads the file name the server gave, the UTF-8 one first', () => {
    expect(dispositionName(`attachment; filename="Tax Invoice SS-26-27-1.pdf"; filename*=UTF-8''Tax%20Invoice%20SS-26-27-1.pdf`, 'x.pdf')).toBe('Tax Invoice SS-26-27-1.pdf');
    expect(dispositionName('attachment; filename="Bill of Supply 7.pdf"', 'x.pdf')).toBe('Bill of Supply 7.pdf');
    expect(dispositionName(null, 'salesinvoice-12.pdf')).toBe('salesinvoice-12.pdf');
  });
});
