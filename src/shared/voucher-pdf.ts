// A printed receipt, payment or contra voucher (voucher-paper.ts) as a pdfmake document definition on A4,
// in the invoices' PDF style (overrides/invoices/invoice-pdf.ts), as the page lays it out
// (src/client/vouchers/print/VoucherPaperView.tsx). Pure: the server renders it.
import { a4Paper, caption, fieldsInline, fieldsTable, head, letterhead, num, signatures, TABLE_LAYOUT, titleBar, type PdfDocument, type PdfNode } from '../../overrides/invoices/pdf-parts.ts';
import type { VoucherPaper } from './voucher-paper.ts';

function billsTable(paper: VoucherPaper): PdfNode {
  if (paper.bills.length === 0) return paper.onAccount ? { text: fieldsInline([['On account (advance)', paper.onAccount]]), margin: [0, 6, 0, 0] } : '';
  const rows: PdfNode[][] = paper.bills.map((bill) => [{ text: bill.billNo }, { text: bill.date }, num(bill.amount)]);
  if (paper.onAccount) rows.push([{ text: 'On account' }, '', num(paper.onAccount)]);
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: ['*', 'auto', 'auto'], body: [[head('Against Bill No.', { alignment: 'left' }), head('Bill Date'), head('Amount', { alignment: 'right' })], ...rows] },
    layout: { ...TABLE_LAYOUT, fillColor: (row: number) => (row === 0 ? '#eeeeee' : null) },
    margin: [0, 6, 0, 0],
  };
}

export function voucherPdf(paper: VoucherPaper): PdfDocument {
  const party: PdfNode = { stack: [caption(paper.from[0]), { text: paper.from[1], bold: true, fontSize: 9.5 }, { text: fieldsInline([paper.account]) }] };
  const words: PdfNode[] = [caption('Amount in Words'), { text: paper.amountInWords, bold: true, margin: [0, 0, 0, 3] }];
  if (paper.narration) words.push(caption('Remarks'), { text: paper.narration });
  return a4Paper(paper.title, paper.heading, null, [
    letterhead(paper.firm),
    titleBar(paper.heading, null),
    { table: { widths: ['*', '*'], body: [[party, fieldsTable(paper.meta)]] }, layout: TABLE_LAYOUT, margin: [0, 4, 0, 0] },
    {
      columns: [
        { width: '*', stack: words },
        { width: 200, columns: [{ text: 'Amount', bold: true, fontSize: 10 }, num(paper.amount, { bold: true, fontSize: 10 })] },
      ],
      columnGap: 12,
      margin: [0, 6, 0, 0],
    },
    billsTable(paper),
    { columns: [{ width: '*', text: '' }, signatures(paper.signatory, paper.receiverSigns)], margin: [0, 12, 0, 0], unbreakable: true },
  ]);
}
