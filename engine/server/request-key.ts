// The Idempotency-Key header of a create (IETF httpapi-idempotency-key-header draft): a client's own
// name for one request, so that sending it again (a lost answer, a double click, a retry after a
// time-out) cannot make a second record.
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { RequestKey } from './entity-store.ts';
import { HttpError } from './http-error.ts';

/** Printable ASCII, as a header value can carry it, up to 255 characters (a UUID is 36). */
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's key and a digest of its body, or null when it sent none. */
export function requestKey(request: FastifyRequest): RequestKey | null {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header : [header];
  if (key.length !== 1 || !KEY.test(key[0])) {
    throw new HttpError(400, 'Idempotency-Key must be one value of 1 to 255 printable characters, such as a UUID', [{ path: '/Idempotency-Key', message: 'is malformed' }]);
  }
  return { key: key[0], digest: createHash('sha256').update(JSON.stringify(request.body ?? null)).digest('base64url') };
}
