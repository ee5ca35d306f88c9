// Renders a pdfmake document definition (overrides/invoices/invoice-pdf.ts) to PDF bytes with the Roboto
// fonts pdfmake ships (they carry the rupee sign, U+20B9). Nothing is fetched: no URL and no file
// outside the fonts' folder may be read while a document is made.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { PdfDocument } from '../../../overrides/invoices/pdf-parts.ts';

type PdfMake = {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(allow: (url: string) => boolean): void;
  setLocalAccessPolicy(allow: (file: string) => boolean): void;
  createPdf(doc: PdfDocument): { getBuffer(): Promise<Buffer> };
};

const require = createRequire(import.meta.url);
let ready: PdfMake | null = null;

function pdfmake(): PdfMake {
  if (ready) return ready;
  const make = require('pdfmake') as PdfMake;
  const fonts = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  const font = (name: string) => path.join(fonts, `Roboto-${name}.ttf`);
  make.setFonts({ Roboto: { normal: font('Regular'), bold: font('Medium'), italics: font('Italic'), bolditalics: font('MediumItalic') } });
  make.setUrlAccessPolicy(() => false);
  make.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fonts + path.sep));
  ready = make;
  return make;
}

export async function renderPdf(doc: PdfDocument): Promise<Buffer> {
  return pdfmake().createPdf(doc).getBuffer();
}
