// The generic API for every entity the registry serves: list, get, create, update, delete, and the
// schemas themselves for the browser. Who the caller is and what they may do is the server's business,
// passed in as functions.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Registry } from '../schema/types.ts';
import type { Caller, EntityStore } from './entity-store.ts';
import { HttpError } from './http-error.ts';
import { listParameters, type ListParams } from './list-query.ts';
import { requestKey } from './request-key.ts';
import { matchesTag, schemaListTag } from './schema-etag.ts';

export type Access = 'read' | 'write';

export type EntityRoutesDeps = {
  store: EntityStore;
  registry: Registry;
  /** The active client customisation (its slot components are chosen in the browser by this name). */
  client: string | null;
  authenticate(request: FastifyRequest): Promise<Caller>;
  /** Throws (403) when the caller may not use the entity so. */
  authorize(request: FastifyRequest, caller: Caller, entity: string, access: Access): Promise<void> | void;
  messages: { created: string; updated: string; deleted: string; listed: string };
};

type EntityParams = { entity: string; id?: string };

export async function entityRoutes(app: FastifyInstance, deps: EntityRoutesDeps): Promise<void> {
  const served = (name: string) => {
    const schema = deps.registry.get(name);
    if (!schema || schema['x-entity'].api === false) throw new HttpError(404, `No such address: /api/${name}`);
    return name;
  };
  /** The server's messages, with any the entity's schema words its own way (x-entity.messages). */
  const messagesOf = (entity: string): EntityRoutesDeps['messages'] => ({ ...deps.messages, ...(deps.registry.get(entity)?.['x-entity'].messages ?? {}) });
  const caller = async (request: FastifyRequest<{ Params: EntityParams }>, access: Access) => {
    const entity = served(request.params.entity);
    const who = await deps.authenticate(request);
    await deps.authorize(request, who, entity, access);
    return { entity, who };
  };

  // The schemas change only when the server's schema files do, yet every page start reads them: the answer
  // carries an ETag of its content, so a browser that holds it gets a 304 without a body.
  app.get('/api/meta/entities', async (request, reply) => {
    const who = await deps.authenticate(request);
    const entities = [];
    for (const schema of deps.registry.values()) {
      if (schema['x-entity'].api === false) continue;
      try {
        await deps.authorize(request, who, schema['x-entity'].name, 'read');
        entities.push(schema);
      } catch {
        /* not granted: not listed */
      }
    }
    // The line tables of the listed entities travel with them (their rows only ever inside their parent's),
    // so a form can lay its lines out from the line schema.
    for (const parent of [...entities]) {
      for (const property of Object.values(parent.properties)) {
        const line = typeof property['x-lines'] === 'string' ? deps.registry.get(property['x-lines']) : undefined;
        if (line && !entities.includes(line)) entities.push(line);
      }
    }
    if (matchesTag(request, reply, schemaListTag(entities, deps.client))) return reply.code(304).send();
    return { status: 200, message: 'Entities', data: { client: deps.client, entities } };
  });

  // A list takes its paging, search, sort and the entity's fields as filters; an unknown entity answers 404.
  const listQuery = (request: FastifyRequest) => {
    const schema = deps.registry.get((request.params as EntityParams).entity);
    return schema ? listParameters(schema) : null;
  };
  app.get<{ Params: EntityParams; Querystring: ListParams }>('/api/:entity', { config: { query: listQuery } }, async (request) => {
    const { entity, who } = await caller(request, 'read');
    const result = await deps.store.list(entity, who, request.query);
    return { status: 200, message: deps.messages.listed, data: { rows: result.rows, total: result.total } };
  });

  app.get<{ Params: EntityParams }>('/api/:entity/:id', async (request) => {
    const { entity, who } = await caller(request, 'read');
    return { status: 200, message: deps.messages.listed, data: await deps.store.get(entity, who, request.params.id) };
  });

  app.post<{ Params: EntityParams }>('/api/:entity', async (request, reply) => {
    const { entity, who } = await caller(request, 'write');
    const notes = { warnings: [] as string[] };
    const key = requestKey(request);
    const { record: data, replayed } = await deps.store.createOnce(entity, who, request.body, key, notes);
    // A repeat answers as the first did (its warnings aside), marked so a client can tell.
    if (replayed) reply.header('idempotent-replayed', 'true');
    return withWarnings({ status: 200, message: messagesOf(entity).created, data }, notes.warnings);
  });

  app.put<{ Params: EntityParams }>('/api/:entity/:id', async (request) => {
    const { entity, who } = await caller(request, 'write');
    const notes = { warnings: [] as string[] };
    const data = await deps.store.update(entity, who, request.params.id, request.body, notes);
    return withWarnings({ status: 200, message: messagesOf(entity).updated, data }, notes.warnings);
  });

  app.delete<{ Params: EntityParams }>('/api/:entity/:id', async (request) => {
    const { entity, who } = await caller(request, 'write');
    await deps.store.remove(entity, who, request.params.id);
    return { status: 200, message: messagesOf(entity).deleted };
  });
}

/** A save's answer carries `warnings` only when a rule raised some, so the answer's shape is otherwise unchanged. */
function withWarnings<T extends object>(answer: T, warnings: string[]): T & { warnings?: string[] } {
  return warnings.length > 0 ? { ...answer, warnings } : answer;
}
