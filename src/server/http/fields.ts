// Reads a flat set of text fields from a JSON or multipart/form-data body (the spec sends sign-in
// as JSON and sign-up and employee sign-in as multipart); anything else is a 400.
import type { FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './errors.ts';

/** What @fastify/multipart (attachFieldsToBody: true) puts in the body for each part. */
type MultipartPart = { type: 'field' | 'file'; value?: unknown; valueTruncated?: boolean };

export function textFields<K extends string>(request: FastifyRequest, names: readonly K[]): Record<K, string | undefined> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Expected a form or a JSON object');
  }
  const fields = {} as Record<K, string | undefined>;
  for (const name of names) {
    const raw = (body as Record<string, unknown>)[name];
    const value = request.isMultipart() ? unwrapPart(name, raw) : raw;
    if (value === undefined || value === null) fields[name] = undefined;
    // No store keeps a NUL in text (PostgreSQL refuses it outright), and no name, e-mail or password has one.
    else if (typeof value === 'string' && value.includes('\u0000')) throw badRequest(`${name} must not contain a NUL character`, [{ path: `/${name}`, message: 'must not contain a NUL character' }]);
    else if (typeof value === 'string') fields[name] = value;
    else throw badRequest(`${name} must be text`, [{ path: `/${name}`, message: 'must be text' }]);
  }
  return fields;
}

/** Multipart parts arrive wrapped; a value cut short by the size limit must never be used as if whole. */
function unwrapPart(name: string, raw: unknown): unknown {
  if (Array.isArray(raw)) throw badRequest(`${name} was sent more than once`, [{ path: `/${name}`, message: 'must be sent once' }]);
  if (raw === undefined) return undefined;
  const part = raw as MultipartPart;
  if (part.type === 'file') return part; // a file is not text: the caller rejects it
  if (part.valueTruncated) throw new ApiError(413, `${name} is too long`, [{ path: `/${name}`, message: 'is too long' }]);
  return part.value;
}
