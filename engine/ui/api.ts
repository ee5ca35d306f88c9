// The engine's data access, injected by the app shell (which owns the HTTP client and its auth).
// Every failure reaches the UI as an EntityApiError, whatever client produced it.
import type { KyInstance } from 'ky';
import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type { EntitySchema } from '../schema/types.ts';
import { newRequestKey, RETRY_WITH_KEY } from './request-key.ts';

export type Row = Record<string, unknown>;
export type RecordId = string | number;

export type ListQuery = {
  /** 1-based. */
  page: number;
  perPage: number;
  search?: string;
  /** A field name, or -Field for descending. */
  sort?: string;
  /** Equality filters: ?Field=value. */
  filters?: Record<string, string | number | boolean>;
};

export type ListResult = { rows: Row[]; total: number };
export type MetaResult = { client: string | null; entities: EntitySchema[] };

/** What the server answered for a write: the record and its message (e.g. 'Data Saved Successfully'). */
export type WriteResult = { record: Row; message: string; warnings?: string[] };

export type EntityApi = {
  /** The schemas the user may use, and the active client customisation (null for none). */
  meta(): Promise<MetaResult>;
  list(entity: string, query: ListQuery): Promise<ListResult>;
  get(entity: string, id: RecordId): Promise<Row>;
  create(entity: string, body: Row): Promise<WriteResult>;
  update(entity: string, id: RecordId, body: Row): Promise<WriteResult>;
  /** Resolves to the server's message ('Data Deleted Successfully!'). */
  remove(entity: string, id: RecordId): Promise<string>;
};

export type FieldError = { path: string; message: string };

/** A failed call: HTTP status (0 when the server could not be reached), message, and 400 field errors. */
export class EntityApiError extends Error {
  readonly status: number;
  readonly errors: FieldError[];
  constructor(status: number, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'EntityApiError';
    this.status = status;
    this.errors = errors;
  }
}

export const UNREACHABLE_MESSAGE = 'Cannot reach the server. Check your connection and try again.';
export const TIMEOUT_MESSAGE = 'The server took too long to answer. Please try again.';

/** Any thrown value as an EntityApiError (other errors keep their message, with status 0). */
export function toApiError(error: unknown, fallback = 'Something went wrong. Please try again.'): EntityApiError {
  if (error instanceof EntityApiError) return error;
  if (error instanceof Error && error.name === 'EntityApiError' && 'status' in error) {
    const { status, errors } = error as unknown as { status: number; errors?: FieldError[] };
    return new EntityApiError(status, error.message, errors ?? []);
  }
  return new EntityApiError(0, error instanceof Error && error.message ? error.message : fallback);
}

/**
 * The EntityApi over a ky instance whose prefix is the API root ('/api') and which adds the auth
 * token itself, as the app shell's client does.
 */
export function createEntityApi(http: KyInstance): EntityApi {
  const path = (entity: string, id?: RecordId) =>
    id === undefined ? encodeURIComponent(entity) : `${encodeURIComponent(entity)}/${encodeURIComponent(String(id))}`;

  return {
    async meta() {
      const { data } = await callApi<{ client?: string | null; entities?: EntitySchema[] }>(
        () => http.get('meta/entities').json(),
        'Could not load the page definitions.',
      );
      return { client: typeof data?.client === 'string' ? data.client : null, entities: Array.isArray(data?.entities) ? data.entities : [] };
    },
    async list(entity, query) {
      const { data } = await callApi<{ rows?: Row[]; total?: number }>(
        () => http.get(path(entity), { searchParams: listParams(query) }).json(),
        'Could not load the list.',
      );
      const rows = Array.isArray(data?.rows) ? data.rows : [];
      return { rows, total: typeof data?.total === 'number' ? data.total : rows.length };
    },
    async get(entity, id) {
      const { data } = await callApi<Row>(() => http.get(path(entity, id)).json(), 'Could not load the record.');
      return data ?? {};
    },
    async create(entity, body) {
      const headers = { 'idempotency-key': newRequestKey() };
      const { data, message, warnings } = await callApi<Row>(() => http.post(path(entity), { json: body, headers, retry: RETRY_WITH_KEY }).json(), 'Could not save.');
      return { record: data ?? {}, message, ...(warnings.length > 0 ? { warnings } : {}) };
    },
    async update(entity, id, body) {
      const { data, message, warnings } = await callApi<Row>(
        () => http.put(path(entity, id), { json: body }).json(),
        'Could not save.',
      );
      return { record: data ?? {}, message, ...(warnings.length > 0 ? { warnings } : {}) };
    },
    async remove(entity, id) {
      const { message } = await callApi<unknown>(() => http.delete(path(entity, id)).json(), 'Could not delete.');
      return message;
    },
  };
}

/**
 * One call to the server's envelope ({status, message, data}): its data and message, or an
 * EntityApiError for any failure (HTTP error, unreachable, time-out, or a failure status in the body).
 */
export async function callApi<T>(request: () => Promise<unknown>, fallback: string): Promise<{ data: T; message: string; warnings: string[] }> {
  let body: unknown;
  try {
    body = await request();
  } catch (error) {
    throw fromKyError(error, fallback);
  }
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as {
    status?: unknown;
    message?: unknown;
    data?: unknown;
    errors?: unknown;
    warnings?: unknown;
  };
  const message = typeof envelope.message === 'string' ? envelope.message : '';
  // A 2xx answer whose body still reports a failure status.
  if (typeof envelope.status === 'number' && (envelope.status < 200 || envelope.status > 299)) {
    throw new EntityApiError(envelope.status, message || fallback, fieldErrors(envelope.errors));
  }
  // A save the server made but warns about (engine/server/hooks.ts): its sentences.
  const warnings = Array.isArray(envelope.warnings) ? envelope.warnings.filter((warning): warning is string => typeof warning === 'string') : [];
  return { data: envelope.data as T, message, warnings };
}

/** The query string of a list call: Page, PerPage, search, sort and the equality filters. */
export function listParams(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  params.set('Page', String(query.page));
  params.set('PerPage', String(query.perPage));
  if (query.search) params.set('search', query.search);
  if (query.sort) params.set('sort', query.sort);
  for (const [field, value] of Object.entries(query.filters ?? {})) params.set(field, String(value));
  return params;
}

export function fromKyError(error: unknown, fallback: string): EntityApiError {
  if (isHTTPError(error)) {
    const body = (typeof error.data === 'object' && error.data !== null ? error.data : {}) as {
      message?: unknown;
      errors?: unknown;
    };
    const message = typeof body.message === 'string' && body.message !== '' ? body.message : fallback;
    return new EntityApiError(error.response.status, message, fieldErrors(body.errors));
  }
  if (isNetworkError(error)) return new EntityApiError(0, UNREACHABLE_MESSAGE);
  if (isTimeoutError(error)) return new EntityApiError(0, TIMEOUT_MESSAGE);
  return toApiError(error, fallback);
}

function fieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is { path?: unknown; message?: unknown } => typeof item === 'object' && item !== null)
    .map((item) => ({
      path: typeof item.path === 'string' ? item.path : '',
      message: typeof item.message === 'string' ? item.message : 'is not valid',
    }));
}
