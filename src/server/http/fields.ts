// Reads a flat set of text fields from a JSON or multipart/form-data body (the spec sends sign-in
// as JSON and sign-up and employee sign-in as multipart); anything else is a 400.
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

export function textFields<K extends string>(request: FastifyRequest, names: readonly K[]): Record<K, string | undefined> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Expected a form or a JSON object');
  }
  const fields = {} as Record<K, string | undefined>;
  for (const name of names) {
    const value = (body as Record<string, unknown>)[name];
    if (value === undefined || value === null) fields[name] = undefined;
    else if (typeof value === 'string') fields[name] = value;
    else throw badRequest(`${name} must be text`, [{ path: `/${name}`, message: 'must be text' }]);
  }
  return fields;
}
