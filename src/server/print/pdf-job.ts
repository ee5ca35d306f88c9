// One PDF to make, as the PDF workers (pdf-worker.ts) make it: the paper read from the tenant's records,
// its model built, laid out and rendered by pdfmake. A worker answers the file's name on a first line of
// JSON and then the PDF's bytes; pdf-renders.ts reads the two apart.
import type { EntityStore } from '../../../engine/server/index.ts';
import type { Registry } from '../../../engine/schema/index.ts';
import { InvoiceLoadError } from '../../../overrides/invoices/load-invoice.ts';
import { notFound } from '../http/errors.ts';
import { fileName, paperOf } from './paper-kinds.ts';
import { renderPdf } from './pdf-render.ts';
import { tenantSource } from './server-source.ts';

/** What a worker is sent (structured-cloneable): the tenant, the print page path, the id and the copy, already checked. */
export type PdfJob = { tenantId: number; path: string; id: string; copy: string | null };

/** A made PDF and the name it is downloaded under. */
export type PdfFile = { bytes: Buffer; name: string };

/** Reads, lays out and renders the paper; 404 when the tenant has no such document. */
export async function makePdf(store: EntityStore, registry: Registry, job: PdfJob): Promise<PdfFile> {
  const print = paperOf(registry, job.path);
  const made = await print.make(tenantSource(store, job.tenantId, 'pdf'), job.id, job.copy).catch((error: unknown) => {
    if (error instanceof InvoiceLoadError && error.status === 404) throw notFound(`There is no ${print.noun} with id ${job.id}. It may have been deleted.`);
    throw error;
  });
  return { bytes: await renderPdf(made.doc), name: fileName(made.title, job.copy, print.copyMark) };
}

const NEWLINE = 0x0a;

/** The worker's answer: the name's line, then the bytes. */
export const nameLine = (name: string): string => `${JSON.stringify({ name })}\n`;

/** The worker's answer read back into the file and its name. */
export function readAnswer(answer: Buffer): PdfFile {
  const end = answer.indexOf(NEWLINE);
  const { name } = JSON.parse(answer.subarray(0, end).toString('utf8')) as { name: string };
  return { name, bytes: answer.subarray(end + 1) };
}
