// Sending a paper's PDF, from a signed-in download or a share link alike, and what both routes need.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry } from '../../../engine/schema/index.ts';
import type { Session } from '../auth/session.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import { body, notFound } from '../http/errors.ts';
import { documentVersion } from './document-version.ts';
import type { PaperKind } from './paper-kinds.ts';
import type { PdfJob } from './pdf-job.ts';
import { PdfsBusy, type PdfRenders } from './pdf-renders.ts';

export type PrintDeps = {
  db: Kysely<any>;
  registry: Registry;
  signer: TokenSigner;
  pdfs: PdfRenders;
  /** PUBLIC_URL when set: share links start with it; else with the address the request came to. */
  publicUrl: string | null;
  /** Share links one client address may open in a minute; 0: no limit. */
  sharedLinksPerMinute: number;
  /** Times one share link may be opened in a minute, from anywhere; 0: no limit. */
  sharedLinkOpensPerMinute: number;
  readSession(request: FastifyRequest): Promise<Session>;
};

/** 404 in the print page's words. */
export const missingPaper = (print: Pick<PaperKind, 'noun'>, id: string) => notFound(`There is no ${print.noun} with id ${id}. It may have been deleted.`);

function sendPdf(reply: FastifyReply, bytes: Buffer, name: string, disposition: 'attachment' | 'inline') {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}

/**
 * Sends the paper's PDF, kept or made now (`fresh`: made now); 404 when the tenant has no such document,
 * 429 with Retry-After when the business has too many PDFs being made.
 */
export async function sendPaper(reply: FastifyReply, deps: PrintDeps, print: PaperKind, job: PdfJob, disposition: 'attachment' | 'inline', options: { fresh?: boolean } = {}) {
  const version = await documentVersion(deps.db, deps.registry, print.entity, job.tenantId, job.id);
  if (version === null) throw missingPaper(print, job.id);
  try {
    const made = await deps.pdfs.file(job, version, options);
    reply.header('X-Cache', made.cached ? 'hit' : 'miss');
    return sendPdf(reply, made.file.bytes, made.file.name, disposition);
  } catch (error) {
    if (error instanceof PdfsBusy) return reply.code(429).header('Retry-After', String(error.retryAfterSeconds)).send(body(429, error.message));
    throw error;
  }
}

