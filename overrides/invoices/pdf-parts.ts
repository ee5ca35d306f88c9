// The pieces every PDF paper shares (invoice-pdf.ts, src/shared/voucher-pdf.ts and journal-pdf.ts), in
// pdfmake's document definitions: the A4 frame with its fonts, styles and page footer, the letterhead,
// the heading bar with the copy's marking, captions, label-value fields, figure cells, thin-ruled tables
// and the signature boxes. Pure.
import type { AddressBlock, Field } from './invoice-model.ts';

export type PdfNode = Record<string, unknown> | string | PdfNode[];
export type PdfDocument = Record<string, unknown> & { content: PdfNode[] };

export const GREY = '#555555';
const LINE = '#999999';
export const HEAD_FILL = '#eeeeee';

/** Thin grey rules and tight padding: the figure tables of the paper. */
export const TABLE_LAYOUT = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => LINE,
  vLineColor: () => LINE,
  paddingLeft: () => 2.5,
  paddingRight: () => 2.5,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

export const caption = (text: string): PdfNode => ({ text: text.toUpperCase(), style: 'caption' });

export const fieldsInline = (fields: Field[]): PdfNode[] =>
  // The label and its value stay on one line (a no-break space between them); the break falls between fields.
  fields.flatMap(([label, value], index) => [{ text: `${index ? '   ' : ''}${label}:\u00a0`, color: GREY }, { text: value.replace(/ /g, '\u00a0'), bold: true }]);

export const fieldsTable = (fields: Field[]): PdfNode => ({
  layout: 'noBorders',
  table: { widths: ['auto', '*'], body: fields.map(([label, value]) => [{ text: label, color: GREY }, { text: value, bold: true }]) },
});

export function letterhead(firm: AddressBlock): PdfNode {
  return {
    stack: [
      { text: firm.name, style: 'firm' },
      ...firm.address.map((line) => ({ text: line })),
      firm.details.length ? { text: fieldsInline(firm.details), margin: [0, 1, 0, 0] } : '',
    ],
    alignment: 'center',
    margin: [0, 0, 0, 4],
  };
}

/** The paper's heading on a grey bar, the copy's marking at its right. */
export function titleBar(heading: string, copyMark: string | null): PdfNode {
  return {
    table: {
      widths: ['*', 'auto'],
      body: [[{ text: heading.toUpperCase(), style: 'heading' }, { text: copyMark ?? '', style: 'copy' }]],
    },
    layout: { ...TABLE_LAYOUT, vLineWidth: () => 0, fillColor: () => HEAD_FILL, paddingTop: () => 3, paddingBottom: () => 3 },
  };
}


export const num = (text: string, extra: Record<string, unknown> = {}): PdfNode => ({ text, alignment: 'right', noWrap: true, ...extra });
export const head = (text: string, extra: Record<string, unknown> = {}): PdfNode => ({ text, style: 'th', ...extra });

/** The receiver's signature box where goods or money are handed over, and the firm's. */
export function signatures(signatory: string, receiverSigns: boolean): PdfNode {
  const firmSign: PdfNode = { width: '*', stack: [{ text: `For ${signatory}`, bold: true }, { text: 'Authorised Signatory', margin: [0, 32, 0, 0] }], alignment: 'right' };
  const signs: PdfNode[] = receiverSigns ? [{ width: 'auto', text: "Receiver's Signature", margin: [0, 42, 0, 0] }, firmSign] : [firmSign];
  return { width: receiverSigns ? 240 : 160, columns: signs, columnGap: 16 };
}

/** An A4 paper: margins, fonts and styles, the title in the PDF's properties, "Page n of m" at the foot of a longer one. */
export function a4Paper(title: string, subject: string, copyMark: string | null, content: PdfNode[]): PdfDocument {
  const footerText = [title, copyMark].filter(Boolean).join(' · ');
  return {
    pageSize: 'A4',
    pageMargins: [28, 24, 28, 28],
    info: { title, subject, creator: 'Bahi' },
    defaultStyle: { font: 'Roboto', fontSize: 8, lineHeight: 1.1 },
    styles: {
      firm: { fontSize: 15, bold: true, margin: [0, 0, 0, 1] },
      heading: { fontSize: 11, bold: true },
      copy: { fontSize: 8, italics: true, alignment: 'right', margin: [0, 2, 0, 0] },
      caption: { fontSize: 6.5, bold: true, color: GREY, margin: [0, 0, 0, 1] },
      th: { bold: true, fontSize: 7.5, alignment: 'center' },
    },
    footer: (page: number, pages: number) => ({
      columns: [
        { text: pages > 1 ? footerText : '', color: GREY },
        { text: pages > 1 ? `Page ${page} of ${pages}` : '', alignment: 'right', color: GREY },
      ],
      fontSize: 7,
      margin: [28, 8, 28, 0],
    }),
    content,
  };
}
