// The version of an answer made of schemas, for the browser's cache: a hash of the schemas' own text (as
// loaded, with a client's patches) and of anything else the answer carries, in the answer's order. It comes
// from the content alone, never from when a process started, so every server loading the same schema files
// gives the same version and a browser revalidating against another server still gets its 304.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Each schema object's hash, made once: the registry's schemas are not changed after loading. */
const schemaHashes = new WeakMap<object, string>();

function hashOf(schema: object): string {
  let hash = schemaHashes.get(schema);
  if (!hash) {
    hash = createHash('sha256').update(JSON.stringify(schema)).digest('base64url');
    schemaHashes.set(schema, hash);
  }
  return hash;
}

/** A strong entity tag for an answer listing these schemas beside the `extra` values (JSON-able). */
export function schemaListTag(schemas: readonly object[], extra: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(extra));
  for (const schema of schemas) hash.update(hashOf(schema));
  return `"${hash.digest('base64url').slice(0, 32)}"`;
}

/**
 * Marks the answer revalidatable (`private, no-cache`: the browser keeps it but asks each time) under
 * `tag`, and tells whether the request's If-None-Match already names it, so a 304 without a body will do.
 */
export function matchesTag(request: FastifyRequest, reply: FastifyReply, tag: string): boolean {
  reply.header('ETag', tag);
  reply.header('Cache-Control', 'private, no-cache');
  const asked = request.headers['if-none-match'];
  if (typeof asked !== 'string') return false;
  return asked === '*' || asked.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}
