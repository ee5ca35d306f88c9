// PDFs of printed documents and vouchers, made by the server from the same model as the print page
// (invoice-model.ts for documents, src/shared/voucher-paper.ts for receipts, payments and contras,
// src/shared/journal-paper.ts for vouchers with lines such as the journal):
//   GET  /api/print/{printPath}/pdf?id=12[&copy=Duplicate]    the PDF (signed in; the document's read grant)
// and share links to them (shared-link-routes.ts). Every PDF is made in a worker thread, at most a few of
// one business's at once, and kept a while (pdf-renders.ts); the answer's X-Cache says whether this one
// was made for it (miss) or was already made (hit).
import type { FastifyInstance } from 'fastify';
import { authorize } from '../auth/permissions.ts';
import { signedInCaller } from '../entities.ts';
import { copyOf, idOf, paperOf, PRINT_PARAMETERS } from './paper-kinds.ts';
import { sendPaper, type PrintDeps } from './paper-reply.ts';
import type { PdfJob } from './pdf-job.ts';
import { sharedLinkRoutes } from './shared-link-routes.ts';

type PrintQuery = { id?: string; copy?: string };

export async function printRoutes(app: FastifyInstance, deps: PrintDeps): Promise<void> {
  const authenticate = signedInCaller(deps.readSession);

  app.get<{ Params: { path: string }; Querystring: PrintQuery }>('/api/print/:path/pdf', { config: { query: PRINT_PARAMETERS } }, async (request, reply) => {
    const caller = await authenticate(request);
    const print = paperOf(deps.registry, request.params.path);
    await authorize(request, caller, print.entity, 'read');
    const job: PdfJob = { tenantId: caller.tenantId, path: print.path, id: idOf(request.query.id), copy: copyOf(print, request.query.copy) };
    // Made afresh: the user may just have changed the firm or the party the paper prints.
    return sendPaper(reply, deps, print, job, 'attachment', { fresh: true });
  });

  await sharedLinkRoutes(app, deps);
}
