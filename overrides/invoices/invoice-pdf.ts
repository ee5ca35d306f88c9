// The printed document as a pdfmake document definition: the same model as the HTML page (invoice-model.ts,
// laid out by InvoiceDocument.tsx) on A4. Pure: the server renders it (src/server/print/pdf-render.ts).
// The lines table gives its figure columns the width of their widest figure ('auto') and the item's
// description all the rest, so a 10-line bill keeps its names readable and fits one page; a longer one
// breaks between lines (never inside one) with the table's header repeated on every page.
import type { AddressBlock, Invoice, InvoiceLine } from './invoice-model.ts';
import { a4Paper, caption, fieldsInline, fieldsTable, GREY, HEAD_FILL, head, letterhead, num, signatures, TABLE_LAYOUT, titleBar, type PdfDocument, type PdfNode } from './pdf-parts.ts';
import { money, percent } from './print-format.ts';

function partyBox(label: string, block: AddressBlock): PdfNode {
  return {
    stack: [caption(label), { text: block.name, bold: true, fontSize: 9.5 }, ...block.address.map((line) => ({ text: line })), { text: fieldsInline(block.details) }],
  };
}

function partiesAndMeta(invoice: Invoice): PdfNode {
  return {
    table: { widths: ['*', '*'], body: [[partyBox(invoice.partyLabel, invoice.party), fieldsTable(invoice.meta)]] },
    layout: TABLE_LAYOUT,
    margin: [0, 4, 0, 0],
  };
}

type TaxKey = 'cgst' | 'sgst' | 'igst' | 'cess';
const TAX_NAME: Record<TaxKey, string> = { cgst: 'CGST', sgst: 'SGST', igst: 'IGST', cess: 'Cess' };

function taxGroups(invoice: Invoice): TaxKey[] {
  const { columns } = invoice;
  return [...(columns.intra ? (['cgst', 'sgst'] as const) : []), ...(columns.inter ? (['igst'] as const) : []), ...(columns.cess ? (['cess'] as const) : [])];
}


function lineRow(line: InvoiceLine, invoice: Invoice, taxes: TaxKey[]): PdfNode[] {
  const description: PdfNode = { stack: [{ text: line.name, bold: true }, ...line.notes.map((note) => ({ text: note, color: GREY, fontSize: 7 }))] };
  return [
    num(line.sr === null ? '' : String(line.sr)),
    description,
    { text: line.hsn, noWrap: true },
    num(line.qty),
    { text: line.unit, noWrap: true },
    num(line.rate),
    ...(invoice.columns.discount ? [{ stack: [num(line.discount), ...(line.discountPer ? [num(line.discountPer, { color: GREY, fontSize: 7 })] : [])] }] : []),
    num(line.taxable),
    ...taxes.flatMap((tax) => [num(line[tax].rate, { color: GREY }), num(line[tax].amount)]),
    num(line.amount, { bold: true }),
  ];
}

function linesTable(invoice: Invoice): PdfNode {
  const { columns, lineTotals, gst } = invoice;
  const taxes = taxGroups(invoice);
  const twoRows = taxes.length > 0;
  const span = twoRows ? 2 : 1;
  const fixed = (text: string, extra: Record<string, unknown> = {}) => head(text, { rowSpan: span, ...extra });
  const first: PdfNode[] = [
    fixed('#'),
    fixed('Description of Goods', { alignment: 'left' }),
    fixed('HSN'),
    fixed('Qty', { alignment: 'right' }),
    fixed('Unit'),
    fixed(columns.rateLabel.replace(' (', '\n('), { alignment: 'right' }),
    ...(columns.discount ? [fixed('Discount', { alignment: 'right' })] : []),
    fixed(gst ? 'Taxable\nValue' : 'Value', { alignment: 'right' }),
    ...taxes.flatMap((tax) => [head(TAX_NAME[tax], { colSpan: 2 }), '']),
    fixed('Amount', { alignment: 'right' }),
  ];
  const leading = 6 + (columns.discount ? 1 : 0) + 1;
  const second: PdfNode[] = twoRows ? [...Array.from({ length: leading }, () => ''), ...taxes.flatMap(() => [head('Rate'), head('Amount', { alignment: 'right' })]), ''] : [];
  const total: PdfNode[] = [
    '',
    { text: 'Total', bold: true },
    '',
    num(lineTotals.qty, { bold: true }),
    '',
    '',
    ...(columns.discount ? [num(lineTotals.discount, { bold: true })] : []),
    num(lineTotals.taxable, { bold: true }),
    ...taxes.flatMap((tax) => ['', num(lineTotals[tax], { bold: true })]),
    num(lineTotals.amount, { bold: true }),
  ];
  const widths = first.map((_, index) => (index === 1 ? '*' : 'auto'));
  return {
    table: {
      headerRows: span,
      dontBreakRows: true,
      widths,
      body: [first, ...(twoRows ? [second] : []), ...invoice.lines.map((line) => lineRow(line, invoice, taxes)), total],
    },
    layout: { ...TABLE_LAYOUT, fillColor: (row: number) => (row < span ? HEAD_FILL : null) },
    margin: [0, 4, 0, 0],
  };
}

function hsnTable(invoice: Invoice): PdfNode | null {
  const { hsn, columns } = invoice;
  if (!hsn || hsn.rows.length === 0) return null;
  const taxes = [
    ...(columns.intra ? ([['CGST', 'cgst', 'cgstRate'], ['SGST', 'sgst', 'sgstRate']] as const) : []),
    ...(columns.inter ? ([['IGST', 'igst', 'igstRate']] as const) : []),
    ['Cess', 'cess', 'cessRate'] as const,
  ];
  const first: PdfNode[] = [head('HSN/SAC', { rowSpan: 2 }), head('Taxable Value', { rowSpan: 2, alignment: 'right' }), ...taxes.flatMap(([name]) => [head(name, { colSpan: 2 }), '']), head('Total Tax', { rowSpan: 2, alignment: 'right' })];
  const second: PdfNode[] = ['', '', ...taxes.flatMap(() => [head('Rate'), head('Amount', { alignment: 'right' })]), ''];
  const rows = hsn.rows.map((row) => [
    { text: row.hsn || '—' },
    num(money(row.taxable)),
    ...taxes.flatMap(([, amount, rate]) => [num(percent(row[rate]), { color: GREY }), num(money(row[amount]))]),
    num(money(row.totalTax)),
  ]);
  const total = [{ text: 'Total', bold: true }, num(money(hsn.total.taxable), { bold: true }), ...taxes.flatMap(([, amount]) => ['', num(money(hsn.total[amount]), { bold: true })]), num(money(hsn.total.totalTax), { bold: true })];
  return {
    table: { headerRows: 2, dontBreakRows: true, widths: first.map((_, index) => (index === 0 ? '*' : 'auto')), body: [first, second, ...rows, total] },
    layout: { ...TABLE_LAYOUT, fillColor: (row: number) => (row < 2 ? HEAD_FILL : null) },
    margin: [0, 4, 0, 0],
    fontSize: 7,
  };
}

function wordsAndTotals(invoice: Invoice): PdfNode {
  const left: PdfNode[] = [caption('Amount in Words'), { text: invoice.amountInWords, bold: true, margin: [0, 0, 0, 3] }];
  if (invoice.narration) left.push(caption('Remarks'), { text: invoice.narration, margin: [0, 0, 0, 3] });
  if (invoice.bank.length) left.push(caption('Bank Details'), fieldsTable(invoice.bank));
  const totals: PdfNode = {
    table: {
      widths: ['*', 'auto'],
      body: invoice.totals.map((row) => [
        { text: row.label, bold: !!row.strong, fontSize: row.strong ? 10 : 8 },
        num(row.value, { bold: !!row.strong, fontSize: row.strong ? 10 : 8 }),
      ]),
    },
    layout: { ...TABLE_LAYOUT, vLineWidth: () => 0, hLineWidth: (row: number, node: { table: { body: unknown[] } }) => (row === node.table.body.length - 1 || row === node.table.body.length ? 0.5 : 0) },
  };
  return { columns: [{ width: '*', stack: left }, { width: 200, stack: [totals] }], columnGap: 12, margin: [0, 6, 0, 0] };
}


function closing(invoice: Invoice): PdfNode {
  const left: PdfNode[] = [];
  if (invoice.terms.length) left.push(caption('Terms & Conditions'), { ol: invoice.terms.map((term) => term.replace(/^\d+[.)]\s*/, '')), fontSize: 7.5, margin: [0, 0, 0, 3] });
  if (invoice.endorsement) left.push({ text: invoice.endorsement, bold: true, margin: [0, 0, 0, 3] });
  if (invoice.declaration) left.push(caption('Declaration'), { text: invoice.declaration, fontSize: 7.5 });
  return {
    columns: [{ width: '*', stack: left }, signatures(invoice.signatory, invoice.receiverSigns)],
    columnGap: 12,
    margin: [0, 6, 0, 0],
    unbreakable: true,
  };
}

function einvoiceBlock(invoice: Invoice): PdfNode | null {
  const mark = invoice.einvoice;
  if (!mark) return null;
  return {
    columns: [
      { width: '*', stack: [caption('e-Invoice'), fieldsTable(mark.fields), ...(mark.cancelled ? [{ text: `IRN cancelled on ${mark.cancelled}`, bold: true, color: '#b00020' }] : [])] },
      ...(mark.qr ? [{ width: 'auto', qr: mark.qr, fit: 90 }] : []),
    ],
    margin: [0, 4, 0, 0],
  };
}

/** The document definition of the paper, with the copy's marking (Original / Duplicate / Triplicate) top right. */
export function invoicePdf(invoice: Invoice, copyMark: string | null = invoice.copyMark): PdfDocument {
  const eway = invoice.ewayBill;
  const content: PdfNode[] = [
    letterhead(invoice.firm),
    titleBar(invoice.heading, copyMark),
    einvoiceBlock(invoice) ?? '',
    partiesAndMeta(invoice),
    eway ? { text: [{ text: 'e-Way Bill No. ', color: GREY }, { text: eway.number, bold: true }, eway.date ? { text: ` dated ${eway.date}` } : ''], margin: [0, 3, 0, 0] } : '',
    linesTable(invoice),
    wordsAndTotals(invoice),
    hsnTable(invoice) ?? '',
    closing(invoice),
  ];
  return a4Paper(invoice.title, invoice.heading, copyMark, content);
}
