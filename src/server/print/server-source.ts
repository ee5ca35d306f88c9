// The print model's InvoiceSource (overrides/invoices/load-invoice.ts) over one tenant's own records, read
// as GET /api/{entity}/{id} and GET /api/{entity} read them (the entity store), so the server's PDF
// prints exactly what the print page shows. A record that is not found fails as the API's 404 would.
import type { EntityStore } from '../../../engine/server/index.ts';
import { HttpError } from '../../../engine/server/index.ts';
import { InvoiceLoadError, type InvoiceSource } from '../../../overrides/invoices/load-invoice.ts';
import type { Row } from '../../../overrides/invoices/invoice-model.ts';

async function read<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof HttpError) throw new InvoiceLoadError(error.statusCode, error.message);
    throw error;
  }
}

export function tenantSource(store: EntityStore, tenantId: number, actor: string): InvoiceSource {
  const caller = { tenantId, actor };
  return {
    get: (entity, id) => read(() => store.get(entity, caller, id)) as Promise<Row>,
    list: async (entity, params) => (await read(() => store.list(entity, caller, params))).rows as Row[],
  };
}
