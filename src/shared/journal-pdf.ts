// A printed journal voucher (journal-paper.ts) as a pdfmake document definition on A4, in the invoices'
// PDF style (overrides/invoices/invoice-pdf.ts), as the page lays it out (JournalPaperView.tsx): the
// lines (debits, then "To" the credits) with their narrations, the totals, the amount in words. Pure.
import { a4Paper, caption, fieldsTable, head, letterhead, num, signatures, TABLE_LAYOUT, titleBar, type PdfDocument, type PdfNode } from '../../overrides/invoices/pdf-parts.ts';
import type { JournalPaper } from './journal-paper.ts';

export function journalPdf(paper: JournalPaper): PdfDocument {
  const rows: PdfNode[][] = paper.lines.map((line) => [
    { stack: [{ text: line.particulars, bold: true }, ...(line.narration ? [{ text: line.narration, color: '#555555', fontSize: 7 }] : [])] },
    num(line.debit),
    num(line.credit),
  ]);
  const words: PdfNode[] = [caption('Amount in Words'), { text: paper.amountInWords, bold: true, margin: [0, 0, 0, 3] }];
  if (paper.narration) words.push(caption('Remarks'), { text: paper.narration });
  return a4Paper(paper.title, paper.heading, null, [
    letterhead(paper.firm),
    titleBar(paper.heading, null),
    { columns: [{ width: '*', text: '' }, { width: 240, stack: [fieldsTable(paper.meta)] }], margin: [0, 4, 0, 0] },
    {
      table: {
        headerRows: 1,
        dontBreakRows: true,
        widths: ['*', 90, 90],
        body: [
          [head('Particulars', { alignment: 'left' }), head('Debit', { alignment: 'right' }), head('Credit', { alignment: 'right' })],
          ...rows,
          [{ text: 'Total', bold: true }, num(paper.totalDebit, { bold: true }), num(paper.totalCredit, { bold: true })],
        ],
      },
      layout: { ...TABLE_LAYOUT, fillColor: (row: number) => (row === 0 ? '#eeeeee' : null) },
      margin: [0, 4, 0, 0],
    },
    { stack: words, margin: [0, 6, 0, 0] },
    { columns: [{ width: '*', text: '' }, signatures(paper.signatory, false)], margin: [0, 12, 0, 0], unbreakable: true },
  ]);
}
