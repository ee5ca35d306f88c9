// Serves every schema entity through the engine's generic API, with this product's messages, its
// sign-in, its edit log and its business rules (hooks) plugged in.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { entityRoutes, EntityStore } from '../../engine/server/index.ts';
import type { Registry } from '../../engine/schema/index.ts';
import { keptRequest, recordEdit, recordEdits } from './audit/edit-log.ts';
import { authorize, type SignedInCaller } from './auth/permissions.ts';
import type { Session } from './auth/session.ts';
import type { StoreKind } from './db/database.ts';
import { entityHooks } from './masters/hooks.ts';
import { periodGuard } from './periods/write-guard.ts';

export type EntityDeps = {
  db: Kysely<any>;
  dialect: StoreKind;
  registry: Registry;
  client: string | null;
  readSession(request: FastifyRequest): Promise<Session>;
};

/** Who is calling, from the verified token: their tenant, their name for the edit log, and their kind. */
export function signedInCaller(readSession: EntityDeps['readSession']) {
  return async (request: FastifyRequest): Promise<SignedInCaller> => {
    const session = await readSession(request);
    return { tenantId: session.tenantId, actor: session.email, kind: session.kind, accountId: session.accountId, employee: session.employee, address: request.ip };
  };
}

/** The edit log's employee and address of a signed-in caller. */
export const whoOf = (caller: SignedInCaller) => ({ employeeId: caller.employee?.id ?? null, address: caller.address ?? null });

export function createEntityStore(deps: Omit<EntityDeps, 'readSession' | 'client'>): EntityStore {
  return new EntityStore({
    ...deps,
    hooks: entityHooks(deps.registry),
    // No write into a firm's locked books or a filed GST period, whatever the entity (periods/write-guard.ts).
    everyEntity: periodGuard(deps.registry),
    recordEdit: (trx, entry, caller) => recordEdit(trx, { ...entry, ...whoOf(caller as SignedInCaller) }),
    recordEdits: (trx, entries, caller) => recordEdits(trx, entries.map((entry) => ({ ...entry, ...whoOf(caller as SignedInCaller) }))),
    keptRequest,
  });
}

export async function entityApi(app: FastifyInstance, deps: EntityDeps): Promise<void> {
  await entityRoutes(app, {
    store: createEntityStore(deps),
    registry: deps.registry,
    client: deps.client,
    authenticate: signedInCaller(deps.readSession),
    authorize,
    messages: {
      created: 'Data Saved Successfully',
      updated: 'Data Updated Successfully',
      deleted: 'Data Deleted Successfully!',
      listed: 'Data Fetched Successfully',
    },
  });
}
