// Reads what a printed document needs: the document (its lines inside), then together the firm, the
// party, the states' GST codes and the terms. Only the document itself must load; without the others the
// page still prints from the document's own copy of the party's name, address and GSTIN.
import type { InvoiceData, Row, StateCode } from './invoice-model.ts';
import type { PrintKind } from './print-kinds.ts';

/** How the page reaches the API (the app shell gives it its `?auth=` client). */
export interface InvoiceSource {
  /** GET /api/{entity}/{id} -> data; throws an InvoiceLoadError (or anything) when it fails. */
  get(entity: string, id: string | number): Promise<Row>;
  /** GET /api/{entity}?params -> data.rows */
  list(entity: string, params: Record<string, string>): Promise<Row[]>;
}

/** A failed read, with the HTTP status when there was an answer. */
export class InvoiceLoadError extends Error {
  readonly status: number | null;
  constructor(status: number | null, message: string) {
    super(message);
    this.name = 'InvoiceLoadError';
    this.status = status;
  }
}

/** What the page says when the paper (a document, a voucher) cannot be shown. */
export function loadFailureMessage(print: { noun: string }, id: string | null, error: unknown): string {
  if (id === null || !/^\d+$/.test(id)) return `Open a ${print.noun} from its list to print it (the address needs ?id=<number>).`;
  const status = error instanceof InvoiceLoadError ? error.status : null;
  if (status === 404) return `There is no ${print.noun} with id ${id}. It may have been deleted.`;
  if (status === 403) return `You are not allowed to see ${print.noun}s.`;
  const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
  return `The ${print.noun} could not be loaded.${reason}`;
}

let statesOnce: Promise<StateCode[]> | null = null;

/** The states and their GST codes, read once per page load (they are the same for everyone). */
export function loadStates(source: InvoiceSource): Promise<StateCode[]> {
  if (!statesOnce) {
    statesOnce = source.list('state', { PerPage: '100' }).then((rows) =>
      rows.map((row) => ({ name: String(row.StateName ?? ''), code: String(row.GSTStateCode ?? '') })).filter((state) => state.name && state.code),
    );
    statesOnce.catch(() => (statesOnce = null));
  }
  return statesOnce;
}

/** Forgets the states read so far (tests). */
export function forgetStates(): void {
  statesOnce = null;
}

/**
 * The document's terms: the ones it names (TandCId), else the default terms printed on this kind of
 * document, else (where the kind takes them) the default terms for all documents.
 */
async function loadTerms(print: PrintKind, doc: Row, source: InvoiceSource): Promise<string | null> {
  const named = doc.TandCId;
  if (named !== null && named !== undefined && named !== '') {
    const terms = await source.get('tandc', named as number).catch(() => null);
    if (terms && typeof terms.Terms === 'string') return terms.Terms;
  }
  const defaults = await source.list('tandc', { IsDefault: 'true', PerPage: '100' });
  const forThis = defaults.find((row) => row.DocumentType === print.termsFor);
  const forAll = print.generalTerms ? defaults.find((row) => !row.DocumentType || row.DocumentType === 'All documents') : undefined;
  const chosen = forThis ?? forAll;
  return chosen && typeof chosen.Terms === 'string' ? chosen.Terms : null;
}

const settled = <T>(result: PromiseSettledResult<T>, fallback: T): T => (result.status === 'fulfilled' ? result.value : fallback);

export async function loadInvoice(print: PrintKind, id: string, source: InvoiceSource): Promise<InvoiceData> {
  const doc = await source.get(print.kind.entity, id);
  const firmId = doc.FirmId;
  const partyId = doc[print.kind.partyField];
  const [firm, party, states, terms] = await Promise.allSettled([
    firmId ? source.get('firm', firmId as number) : Promise.resolve(null),
    partyId ? source.get('party', partyId as number) : Promise.resolve(null),
    loadStates(source),
    loadTerms(print, doc, source),
  ]);
  return {
    print,
    doc,
    firm: settled(firm, null),
    party: settled(party, null),
    states: settled(states, [] as StateCode[]),
    terms: settled(terms, null),
  };
}
