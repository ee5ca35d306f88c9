// Where server code plugs business rules into the generic CRUD: the engine calls these by entity
// name inside the write transaction, and knows nothing of what they do.
import type { Kysely } from 'kysely';
import type { Row } from '../schema/codec.ts';

export type WriteContext = { trx: Kysely<any>; tenantId: number; actor: string; entity: string };

export type EntityHooks = {
  /**
   * Check or adjust the validated record before it is written; throw an HttpError to refuse.
   * `input` is what the client sent, before defaults were filled in.
   */
  beforeSave?(ctx: WriteContext, record: Row, before: Row | null, input: Row): Promise<void> | void;
  /** Keep related rows in step after the write (same transaction). */
  afterSave?(ctx: WriteContext, saved: Row, before: Row | null): Promise<void> | void;
  /** Refuse or prepare a delete; throw an HttpError to refuse. */
  beforeDelete?(ctx: WriteContext, record: Row): Promise<void> | void;
  afterDelete?(ctx: WriteContext, record: Row): Promise<void> | void;
};

export type HookRegistry = ReadonlyMap<string, EntityHooks>;
