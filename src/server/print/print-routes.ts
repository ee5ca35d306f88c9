// PDFs of printed documents and vouchers, made by the server from the same model as the print page
// (invoice-model.ts for documents, src/shared/voucher-paper.ts for receipts, payments and contras,
// src/shared/journal-paper.ts for vouchers with lines such as the journal):
//   GET  /api/print/{printPath}/pdf?id=12[&copy=Duplicate]    the PDF (signed in; the document's read grant)
//   POST /api/print/{printPath}/share?id=12[&copy=...]        a link that opens that PDF without signing in
//   GET  /api/shared/{token}.pdf                              the PDF the link names
// A share token is signed with the server's token secret (HMAC, tokens.ts) for the purpose "share" and
// names the tenant, the print path, the id and the copy; it lasts SHARE_LIFETIME_DAYS. Nothing is kept in
// memory or in the database, so any server of the deployment opens it; an altered token answers 403 and
// an expired one 410. The PDF is made afresh from the document as it stands when the link is opened.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry } from '../../../engine/schema/index.ts';
import { columnsFromSchema, noteCells } from '../../../overrides/billing/BillingLinesRules.ts';
import { documents } from '../../../overrides/billing/document-kinds.ts';
import { buildInvoice } from '../../../overrides/invoices/invoice-model.ts';
import { invoicePdf } from '../../../overrides/invoices/invoice-pdf.ts';
import { InvoiceLoadError, loadInvoice } from '../../../overrides/invoices/load-invoice.ts';
import { printKindByPath, type PrintKind } from '../../../overrides/invoices/print-kinds.ts';
import { authorize } from '../auth/permissions.ts';
import type { Session } from '../auth/session.ts';
import type { TokenSigner } from '../auth/tokens.ts';
import type { StoreKind } from '../db/database.ts';
import { createEntityStore, signedInCaller } from '../entities.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { buildVoucherPaper, loadVoucherPaper, VOUCHER_PRINT_BY_PATH } from '../../shared/voucher-paper.ts';
import { voucherPdf } from '../../shared/voucher-pdf.ts';
import { buildJournalPaper, loadJournalPaper } from '../../shared/journal-paper.ts';
import { journalPdf } from '../../shared/journal-pdf.ts';
import { describedVouchers } from '../vouchers/voucher-rules.ts';
import type { InvoiceSource } from '../../../overrides/invoices/load-invoice.ts';
import type { PdfDocument } from '../../../overrides/invoices/invoice-pdf.ts';
import { renderPdf } from './pdf-render.ts';
import { tenantSource } from './server-source.ts';

export const SHARE_LIFETIME_DAYS = 7;
/** What a share token is signed for (tokens.ts signFor): never a session token, nor one of another use. */
export const SHARE_PURPOSE = 'share';

export type PrintDeps = {
  db: Kysely<any>;
  dialect: StoreKind;
  registry: Registry;
  signer: TokenSigner;
  /** PUBLIC_URL when set: share links start with it; else with the address the request came to. */
  publicUrl: string | null;
  readSession(request: FastifyRequest): Promise<Session>;
};

type PrintQuery = { id?: string; copy?: string };
type PrintRequest = FastifyRequest<{ Params: { path: string }; Querystring: PrintQuery }>;

/** A printed paper the server makes PDFs of: a document's (invoice-model.ts) or a voucher's (voucher-paper.ts). */
type PaperKind = {
  path: string;
  noun: string;
  entity: string;
  copies: string[];
  copyMark: string | null;
  /** The paper's title (its file name) and its PDF's definition, with the copy's marking. */
  make(source: InvoiceSource, id: string, copy: string | null): Promise<{ title: string; doc: PdfDocument }>;
};

const documentPaper = (print: PrintKind): PaperKind => ({
  path: print.path,
  noun: print.noun,
  entity: print.kind.entity,
  copies: print.copies,
  copyMark: print.copyMark,
  make: async (source, id, copy) => {
    const invoice = buildInvoice(await loadInvoice(print, id, source));
    return { title: invoice.title, doc: invoicePdf(invoice, copy) };
  },
});

function paperOf(registry: Registry, path: string): PaperKind {
  const voucher = VOUCHER_PRINT_BY_PATH.get(path);
  if (voucher && registry.has(voucher.kind.entity)) {
    return {
      path,
      noun: voucher.noun,
      entity: voucher.kind.entity,
      copies: [],
      copyMark: null,
      make: async (source, id) => {
        const paper = buildVoucherPaper(await loadVoucherPaper(voucher, id, source));
        return { title: paper.title, doc: voucherPdf(paper) };
      },
    };
  }
  const journal = describedVouchers().find((described) => described.print?.route === path);
  if (journal && registry.has(journal.entity)) {
    return {
      path,
      noun: journal.print?.noun ?? journal.title,
      entity: journal.entity,
      copies: [],
      copyMark: null,
      make: async (source, id) => {
        const paper = buildJournalPaper(await loadJournalPaper(journal, id, source));
        return { title: paper.title, doc: journalPdf(paper) };
      },
    };
  }
  return documentPaper(printOf(registry, path));
}

const printsByRegistry = new WeakMap<Registry, Map<string, PrintKind>>();

/**
 * The print kind of a page path, with the line fields a client adds printed under the item (as the print
 * page reads them from the line schema, src/client/invoices/invoicePages.tsx).
 */
function printOf(registry: Registry, path: string): PrintKind {
  let prints = printsByRegistry.get(registry);
  if (!prints) printsByRegistry.set(registry, (prints = new Map()));
  const known = prints.get(path);
  if (known) return known;
  const print = printKindByPath(documents(), path);
  if (!print || !registry.has(print.kind.entity)) throw notFound(`There is no print page "${path}"`);
  const lineEntity = registry.get(print.kind.entity)!.properties[print.kind.linesField]?.['x-lines'];
  const lineSchema = typeof lineEntity === 'string' ? registry.get(lineEntity) : undefined;
  const withNotes = lineSchema ? { ...print, lineNotes: noteCells(columnsFromSchema(lineSchema as Parameters<typeof columnsFromSchema>[0])) } : print;
  prints.set(path, withNotes);
  return withNotes;
}

function idOf(raw: unknown): string {
  const id = typeof raw === 'string' ? raw.trim() : '';
  if (!/^[1-9]\d{0,15}$/.test(id)) throw badRequest('id must be the number of a saved document (?id=12)', [{ path: '/id', message: 'must be a whole number above 0' }]);
  return id;
}

/** The copy asked for, by its marking or its first word ("Duplicate"); none: the original. */
function copyOf(print: Pick<PaperKind, 'copies' | 'copyMark' | 'noun'>, raw: unknown): string | null {
  if (raw === undefined || raw === '') return print.copyMark;
  const wanted = String(raw).trim().toLowerCase();
  const found = print.copies.find((copy) => copy.toLowerCase() === wanted || copy.split(' ')[0].toLowerCase() === wanted);
  if (found) return found;
  const choices = print.copies.map((copy) => copy.split(' ')[0]);
  const message = choices.length ? `copy must be one of ${choices.join(', ')}` : `A ${print.noun} is printed without copy markings`;
  throw badRequest(message, [{ path: '/copy', message }]);
}

/** "Tax Invoice SS/26-27/1" -> a file name a disk takes. */
const fileName = (title: string, copy: string | null, original: string | null) =>
  `${[title, copy && copy !== original ? `(${copy.split(' ')[0]})` : ''].filter(Boolean).join(' ').replace(/[\\/:*?"<>|\u0000-\u001f]+/g, '-')}.pdf`;

function sendPdf(reply: FastifyReply, bytes: Buffer, name: string, disposition: 'attachment' | 'inline') {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}

export async function printRoutes(app: FastifyInstance, deps: PrintDeps): Promise<void> {
  const store = createEntityStore(deps);
  const authenticate = signedInCaller(deps.readSession);

  /** The paper of one document of a tenant: its PDF bytes and file name; 404 when there is no such document. */
  async function paper(tenantId: number, actor: string, print: PaperKind, id: string, copy: string | null) {
    const made = await print.make(tenantSource(store, tenantId, actor), id, copy).catch((error: unknown) => {
      if (error instanceof InvoiceLoadError && error.status === 404) throw notFound(`There is no ${print.noun} with id ${id}. It may have been deleted.`);
      throw error;
    });
    const bytes = await renderPdf(made.doc);
    return { bytes, name: fileName(made.title, copy, print.copyMark) };
  }

  /** The signed-in caller allowed to read the document, with what they asked for. */
  async function asked(request: PrintRequest) {
    const caller = await authenticate(request);
    const print = paperOf(deps.registry, request.params.path);
    await authorize(request, caller, print.entity, 'read');
    return { caller, print, id: idOf(request.query.id), copy: copyOf(print, request.query.copy) };
  }

  app.get<{ Params: { path: string }; Querystring: PrintQuery }>('/api/print/:path/pdf', async (request, reply) => {
    const { caller, print, id, copy } = await asked(request);
    const made = await paper(caller.tenantId, caller.actor, print, id, copy);
    return sendPdf(reply, made.bytes, made.name, 'attachment');
  });

  app.post<{ Params: { path: string }; Querystring: PrintQuery }>('/api/print/:path/share', async (request) => {
    const { caller, print, id, copy } = await asked(request);
    // The document must exist now; the link is refused rather than handed out for nothing.
    await store.get(print.entity, { tenantId: caller.tenantId, actor: caller.actor }, id).catch(() => {
      throw notFound(`There is no ${print.noun} with id ${id}. It may have been deleted.`);
    });
    const lifetime = SHARE_LIFETIME_DAYS * 24 * 3600;
    const token = deps.signer.signFor(SHARE_PURPOSE, { t: caller.tenantId, p: print.path, i: Number(id), ...(copy && copy !== print.copyMark ? { c: copy } : {}) }, lifetime);
    const path = `/api/shared/${token}.pdf`;
    const origin = deps.publicUrl ?? `${request.protocol}://${request.host}`;
    const expires = new Date(Date.now() + lifetime * 1000).toISOString();
    return { status: 200, message: `Anyone with this link can open the PDF until ${expires.slice(0, 10)}`, data: { url: new URL(path, origin).href, path, expires } };
  });

  app.get<{ Params: { file: string } }>('/api/shared/:file', async (request, reply) => {
    const token = request.params.file.replace(/\.pdf$/, '');
    const read = deps.signer.readFor(SHARE_PURPOSE, token);
    if ('refused' in read) {
      if (read.refused === 'expired') throw new ApiError(410, 'This link has expired: ask the sender for a new one');
      throw new ApiError(403, 'This link is not valid: it was changed or did not come from this Bahi');
    }
    const { t, p, i, c } = read.claims;
    if (typeof t !== 'number' || typeof p !== 'string' || typeof i !== 'number') throw new ApiError(403, 'This link is not valid: it was changed or did not come from this Bahi');
    const print = paperOf(deps.registry, p);
    const copy = typeof c === 'string' ? copyOf(print, c) : print.copyMark;
    const made = await paper(t, 'share link', print, String(i), copy);
    return sendPdf(reply, made.bytes, made.name, 'inline');
  });
}
