// Where server code plugs business rules into the generic CRUD: the engine calls these by entity
// name inside the write transaction, and knows nothing of what they do.
import type { Kysely } from 'kysely';
import type { Row } from '../schema/codec.ts';
import type { Dialect } from './list-query.ts';

export type WriteContext = {
  trx: Kysely<any>;
  /**
   * The store the transaction runs on: a rule may lean on what its transactions guarantee (an SQLite
   * write transaction holds the database's one write lock from its start, BEGIN IMMEDIATE, so rows need
   * no lock of their own there).
   */
  dialect: Dialect;
  tenantId: number;
  actor: string;
  entity: string;
  /**
   * Records a hook has read in this transaction and tenant, by entity: the engine's link check takes them
   * as found and does not ask again (a save whose rules read its links already saves those queries).
   */
  verified: Map<string, Set<number>>;
  /**
   * Rows a hook has read (or the fields of them it knows), by entity and id: the engine fills a saved
   * record's joined labels (x-from) from them instead of reading the record back.
   */
  known: Map<string, Map<number, Row>>;
  /**
   * Warnings for the person saving: the write goes ahead, and the API's answer carries them as `warnings`
   * (a list of sentences) beside its message. Hooks push to it.
   */
  warnings: string[];
};

/** Notes that the hook found these records of `entity` in the caller's tenant, in this transaction. */
export function markVerified(ctx: WriteContext, entity: string, ids: Iterable<unknown>): void {
  let known = ctx.verified.get(entity);
  if (!known) ctx.verified.set(entity, (known = new Set()));
  for (const id of ids) if (id !== undefined && id !== null) known.add(Number(id));
}

/** Notes rows of `entity` the hook read in this transaction (found, as markVerified, and their fields known). */
export function markKnown(ctx: WriteContext, entity: string, rows: Iterable<Row>): void {
  let byId = ctx.known.get(entity);
  if (!byId) ctx.known.set(entity, (byId = new Map()));
  const ids: number[] = [];
  for (const row of rows) {
    if (row.Id === undefined || row.Id === null) continue;
    byId.set(Number(row.Id), { ...byId.get(Number(row.Id)), ...row });
    ids.push(Number(row.Id));
  }
  markVerified(ctx, entity, ids);
}

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

/** Runs several hook sets for one entity, in order. */
export function combineHooks(...sets: EntityHooks[]): EntityHooks {
  return {
    async beforeSave(ctx, record, before, input) {
      for (const set of sets) await set.beforeSave?.(ctx, record, before, input);
    },
    async afterSave(ctx, saved, before) {
      for (const set of sets) await set.afterSave?.(ctx, saved, before);
    },
    async beforeDelete(ctx, record) {
      for (const set of sets) await set.beforeDelete?.(ctx, record);
    },
    async afterDelete(ctx, record) {
      for (const set of sets) await set.afterDelete?.(ctx, record);
    },
  };
}
