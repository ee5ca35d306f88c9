// Generic, tenant-scoped reads and writes for every entity in the registry. Each write runs in one
// transaction with its checks, the server code's hooks and the edit-log entry, so a failure anywhere
// leaves nothing behind. The tenant always comes from the caller, never from the record.
import type { Kysely } from 'kysely';
import { fromRow, toRow, type Row } from '../schema/codec.ts';
import { isInputProperty } from '../schema/input.ts';
import type { EntitySchema, Registry } from '../schema/types.ts';
import { createAjv, EntityValidator } from '../schema/validator.ts';
import type { HookRegistry, WriteContext } from './hooks.ts';
import { HttpError } from './http-error.ts';
import { listRecords, type Dialect, type ListParams } from './list-query.ts';
import { selectRecords, tableOf } from './read-query.ts';
import { uniqueViolationMessage } from './unique-violation.ts';

export type Caller = { tenantId: number; actor: string };

export type EditLogEntry = {
  tenantId: number;
  actor: string;
  entity: string;
  recordId: number;
  action: 'create' | 'update' | 'delete';
  before?: Row;
  after?: Row;
};

export type EntityStoreDeps = {
  db: Kysely<any>;
  dialect: Dialect;
  registry: Registry;
  hooks?: HookRegistry;
  recordEdit(trx: Kysely<any>, entry: EditLogEntry): Promise<void>;
};

export class EntityStore {
  readonly #deps: EntityStoreDeps;
  readonly #validators = new Map<string, EntityValidator>();

  constructor(deps: EntityStoreDeps) {
    this.#deps = deps;
    const ajv = createAjv();
    for (const [name, schema] of deps.registry) this.#validators.set(name, new EntityValidator(ajv, schema));
  }

  schema(entity: string): EntitySchema {
    const schema = this.#deps.registry.get(entity);
    if (!schema) throw new HttpError(404, `No such entity: ${entity}`);
    return schema;
  }

  async list(entity: string, caller: Caller, params: ListParams) {
    const schema = this.schema(entity);
    const result = await listRecords(this.#deps.db, this.#deps.dialect, this.#deps.registry, schema, caller.tenantId, params);
    return { ...result, rows: result.rows.map((row) => fromRow(schema, row)) };
  }

  async get(entity: string, caller: Caller, id: unknown): Promise<Row> {
    const schema = this.schema(entity);
    const found = await this.#find(this.#deps.db, schema, caller.tenantId, parseId(id));
    if (!found) throw notFound(schema);
    return found;
  }

  async create(entity: string, caller: Caller, input: unknown): Promise<Row> {
    const schema = this.schema(entity);
    const value = this.#validate(entity, input);
    return this.#inTransaction(schema, async (trx, ctx) => {
      await this.#deps.hooks?.get(entity)?.beforeSave?.(ctx, value, null, input as Row);
      await this.#checkLinks(trx, schema, caller.tenantId, value);
      const now = new Date().toISOString();
      const key = schema['x-entity'].key;
      const inserted = await trx
        .insertInto(tableOf(schema))
        .values({ ...toRow(schema, value), tenant_id: caller.tenantId, CreatedBy: caller.actor, CreatedOn: now, UpdatedBy: caller.actor, UpdatedOn: now, RowVersion: 1 })
        .returning(key)
        .executeTakeFirstOrThrow();
      const saved = (await this.#find(trx, schema, caller.tenantId, Number(inserted[key])))!;
      await this.#deps.hooks?.get(entity)?.afterSave?.(ctx, saved, null);
      await this.#deps.recordEdit(trx, { tenantId: caller.tenantId, actor: caller.actor, entity, recordId: Number(saved[key]), action: 'create', after: saved });
      return saved;
    }, caller);
  }

  async update(entity: string, caller: Caller, id: unknown, input: unknown): Promise<Row> {
    const schema = this.schema(entity);
    const recordId = parseId(id);
    const version = (input as Row | null)?.RowVersion;
    if (typeof version !== 'number' || !Number.isInteger(version)) {
      throw new HttpError(400, 'RowVersion is required: send the version of the record you are editing', [{ path: '/RowVersion', message: 'is required' }]);
    }
    const value = this.#validate(entity, input);
    return this.#inTransaction(schema, async (trx, ctx) => {
      const before = await this.#find(trx, schema, caller.tenantId, recordId);
      if (!before) throw notFound(schema);
      if (before.RowVersion !== version) throw stale(schema);
      await this.#deps.hooks?.get(entity)?.beforeSave?.(ctx, value, before, input as Row);
      await this.#checkLinks(trx, schema, caller.tenantId, value);
      const replaced = Object.fromEntries(
        Object.entries(schema.properties).filter(([name, property]) => isInputProperty(schema, name, property)).map(([name]) => [name, value[name] ?? null]),
      );
      const key = schema['x-entity'].key;
      const result = await trx
        .updateTable(tableOf(schema))
        .set((eb) => ({ ...toRow(schema, replaced), UpdatedBy: caller.actor, UpdatedOn: new Date().toISOString(), RowVersion: eb('RowVersion', '+', 1) }))
        .where('tenant_id', '=', caller.tenantId)
        .where(key, '=', recordId)
        .where('RowVersion', '=', version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw stale(schema);
      const saved = (await this.#find(trx, schema, caller.tenantId, recordId))!;
      await this.#deps.hooks?.get(entity)?.afterSave?.(ctx, saved, before);
      await this.#deps.recordEdit(trx, { tenantId: caller.tenantId, actor: caller.actor, entity, recordId, action: 'update', before, after: saved });
      return saved;
    }, caller);
  }

  async remove(entity: string, caller: Caller, id: unknown): Promise<void> {
    const schema = this.schema(entity);
    const recordId = parseId(id);
    await this.#inTransaction(schema, async (trx, ctx) => {
      const before = await this.#find(trx, schema, caller.tenantId, recordId);
      if (!before) throw notFound(schema);
      await this.#deps.hooks?.get(entity)?.beforeDelete?.(ctx, before);
      await this.#refuseIfReferenced(trx, schema, caller.tenantId, recordId);
      await trx.deleteFrom(tableOf(schema)).where('tenant_id', '=', caller.tenantId).where(schema['x-entity'].key, '=', recordId).execute();
      await this.#deps.hooks?.get(entity)?.afterDelete?.(ctx, before);
      await this.#deps.recordEdit(trx, { tenantId: caller.tenantId, actor: caller.actor, entity, recordId, action: 'delete', before });
    }, caller);
  }

  #validate(entity: string, input: unknown): Row {
    const result = this.#validators.get(entity)!.check(input);
    if (!result.ok) throw new HttpError(400, result.errors[0].message, result.errors);
    return result.value;
  }

  async #inTransaction<T>(schema: EntitySchema, work: (trx: Kysely<any>, ctx: WriteContext) => Promise<T>, caller: Caller): Promise<T> {
    try {
      return await this.#deps.db.transaction().execute((trx) => work(trx, { trx, tenantId: caller.tenantId, actor: caller.actor, entity: schema['x-entity'].name }));
    } catch (error) {
      const duplicate = uniqueViolationMessage(error, schema);
      if (duplicate) throw new HttpError(409, duplicate);
      throw error;
    }
  }

  async #find(db: Kysely<any>, schema: EntitySchema, tenantId: number, id: number): Promise<Row | null> {
    const row = await selectRecords(db, this.#deps.registry, schema, tenantId).where(`t.${schema['x-entity'].key}`, '=', id).executeTakeFirst();
    return row ? fromRow(schema, row) : null;
  }

  /** Every link must point at a record of the same tenant. */
  async #checkLinks(trx: Kysely<any>, schema: EntitySchema, tenantId: number, value: Row): Promise<void> {
    const errors = [];
    for (const [column, target] of Object.entries(schema['x-entity'].links ?? {})) {
      if (value[column] === undefined || value[column] === null) continue;
      const targetSchema = this.schema(target);
      const exists = await trx
        .selectFrom(tableOf(targetSchema))
        .select(targetSchema['x-entity'].key)
        .where('tenant_id', '=', tenantId)
        .where(targetSchema['x-entity'].key, '=', value[column] as number)
        .executeTakeFirst();
      if (!exists) errors.push({ path: `/${column}`, message: `${schema.properties[column]?.title ?? column}: no such ${targetSchema.title ?? target}` });
    }
    if (errors.length > 0) throw new HttpError(400, errors[0].message, errors);
  }

  /** A record another record links to cannot be deleted; the answer names what uses it. */
  async #refuseIfReferenced(trx: Kysely<any>, schema: EntitySchema, tenantId: number, id: number): Promise<void> {
    const name = schema['x-entity'].name;
    for (const other of this.#deps.registry.values()) {
      for (const [column, target] of Object.entries(other['x-entity'].links ?? {})) {
        if (target !== name) continue;
        const used = await trx
          .selectFrom(tableOf(other))
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .where(column, '=', id)
          .executeTakeFirstOrThrow();
        const count = Number(used.n);
        if (count > 0) {
          const what = count === 1 ? (other.title ?? other['x-entity'].name) : other['x-entity'].label;
          throw new HttpError(409, `Cannot delete this ${schema.title ?? name}: it is used by ${count} ${what}`);
        }
      }
    }
  }
}

function parseId(raw: unknown): number {
  const text = String(raw);
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : -1; // -1 finds nothing: a malformed id is simply not found
}

const notFound = (schema: EntitySchema) => new HttpError(404, `No such ${schema.title ?? schema['x-entity'].name}`);
const stale = (schema: EntitySchema) =>
  new HttpError(409, `This ${schema.title ?? schema['x-entity'].name} was changed by someone else after you opened it. Reload it and make your change again.`);
