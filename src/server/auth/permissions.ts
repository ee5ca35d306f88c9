// What a signed-in user may do with an entity. The master (owner) may do everything. Employees get
// their grants with user management; until an employee has a role, they are granted nothing.
import type { FastifyRequest } from 'fastify';
import type { Access } from '../../../engine/server/entity-routes.ts';
import type { Caller } from '../../../engine/server/entity-store.ts';
import { forbidden } from '../http/errors.ts';

export type SignedInCaller = Caller & { kind: 'master' | 'employee' };

export function authorize(_request: FastifyRequest, caller: Caller, _entity: string, _access: Access): void {
  if ((caller as SignedInCaller).kind === 'master') return;
  throw forbidden('Your role does not include this page');
}
