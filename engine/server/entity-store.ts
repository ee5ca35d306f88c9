// Generic, tenant-scoped reads and writes for every entity in the registry. Each write runs in one
// transaction with its checks, the server code's hooks and the edit-log entry, so a failure anywhere
// leaves nothing behind. The tenant always comes from the caller, never from the record.
import type { Kysely } from 'kysely';
import { fromRow, toRow, type Row } from '../schema/codec.ts';
import { isInputProperty, writeOnlyProperties } from '../schema/input.ts';
import type { EntitySchema, Registry } from '../schema/types.ts';
import { createAjv, EntityValidator } from '../schema/validator.ts';
import type { HookRegistry, WriteContext } from './hooks.ts';
import { HttpError, type FieldError } from './http-error.ts';
import { deleteLines, insertLines, lineTablesOf, readLines, validateLines, type LineTable } from './line-tables.ts';
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
  /** Records a write in the server's edit log; `caller` is whoever the server's authenticate returned. */
  recordEdit(trx: Kysely<any>, entry: EditLogEntry, caller: Caller): Promise<void>;
};

export class EntityStore {
  readonly #deps: EntityStoreDeps;
  readonly #validators = new Map<string, EntityValidator>();
  /** Entities with writeOnly fields validate updates apart: those fields may be left out to keep them. */
  readonly #updateValidators = new Map<string, EntityValidator>();
  readonly #lineTables = new Map<string, LineTable[]>();

  constructor(deps: EntityStoreDeps) {
    this.#deps = deps;
    const ajv = createAjv();
    for (const [name, schema] of deps.registry) {
      this.#validators.set(name, new EntityValidator(ajv, schema));
      if (writeOnlyProperties(schema).length > 0) this.#updateValidators.set(name, new EntityValidator(ajv, schema, 'update'));
      this.#lineTables.set(name, lineTablesOf(schema, deps.registry));
    }
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
      await this.#writeLines(trx, schema, caller.tenantId, Number(inserted[key]), value, false);
      const saved = (await this.#find(trx, schema, caller.tenantId, Number(inserted[key])))!;
      await this.#deps.hooks?.get(entity)?.afterSave?.(ctx, saved, null);
      await this.#deps.recordEdit(trx, { tenantId: caller.tenantId, actor: caller.actor, entity, recordId: Number(saved[key]), action: 'create', after: saved }, caller);
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
    const value = this.#validate(entity, input, 'update');
    return this.#inTransaction(schema, async (trx, ctx) => {
      const before = await this.#find(trx, schema, caller.tenantId, recordId);
      if (!before) throw notFound(schema);
      if (before.RowVersion !== version) throw stale(schema);
      await this.#deps.hooks?.get(entity)?.beforeSave?.(ctx, value, before, input as Row);
      await this.#checkLinks(trx, schema, caller.tenantId, value);
      // An update replaces the record: input fields it leaves out become empty, except writeOnly ones
      // (never sent back to the client, so left out means "keep"); fields the hooks set stay.
      const cleared = Object.fromEntries(
        Object.entries(schema.properties)
          .filter(([name, property]) => isInputProperty(schema, name, property) && property.writeOnly !== true)
          .map(([name]) => [name, null]),
      );
      const replaced = { ...cleared, ...value };
      const key = schema['x-entity'].key;
      const result = await trx
        .updateTable(tableOf(schema))
        .set((eb) => ({ ...toRow(schema, replaced), UpdatedBy: caller.actor, UpdatedOn: new Date().toISOString(), RowVersion: eb('RowVersion', '+', 1) }))
        .where('tenant_id', '=', caller.tenantId)
        .where(key, '=', recordId)
        .where('RowVersion', '=', version)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw stale(schema);
      await this.#writeLines(trx, schema, caller.tenantId, recordId, value, true);
      const saved = (await this.#find(trx, schema, caller.tenantId, recordId))!;
      await this.#deps.hooks?.get(entity)?.afterSave?.(ctx, saved, before);
      await this.#deps.recordEdit(trx, { tenantId: caller.tenantId, actor: caller.actor, entity, recordId, action: 'update', before, after: saved }, caller);
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
      for (const table of this.#lineTables.get(schema['x-entity'].name) ?? []) await deleteLines(trx, table, caller.tenantId, recordId);
      await trx.deleteFrom(tableOf(schema)).where('tenant_id', '=', caller.tenantId).where(schema['x-entity'].key, '=', recordId).execute();
      await this.#deps.hooks?.get(entity)?.afterDelete?.(ctx, before);
      await this.#deps.recordEdit(trx, { tenantId: caller.tenantId, actor: caller.actor, entity, recordId, action: 'delete', before }, caller);
    }, caller);
  }

  /** The header and each of its lines, validated with their own schemas; all problems reported at once. */
  #validate(entity: string, input: unknown, purpose: 'create' | 'update' = 'create'): Row {
    const validator = (purpose === 'update' && this.#updateValidators.get(entity)) || this.#validators.get(entity)!;
    const result = validator.check(input);
    const errors = result.ok ? [] : [...result.errors];
    const value: Row = result.ok ? result.value : {};
    for (const table of this.#lineTables.get(entity) ?? []) {
      const title = this.schema(entity).properties[table.property].title ?? table.property;
      const lines = validateLines(table, this.#validators.get(table.schema['x-entity'].name)!, (input as Row | null)?.[table.property], title);
      errors.push(...lines.errors);
      value[table.property] = lines.rows;
    }
    if (errors.length > 0) throw new HttpError(400, errors[0].message, errors);
    return value;
  }

  /** Writes a document's lines (replacing the old ones on update) and checks their links. */
  async #writeLines(trx: Kysely<any>, schema: EntitySchema, tenantId: number, parentId: number, value: Row, replacing: boolean): Promise<void> {
    for (const table of this.#lineTables.get(schema['x-entity'].name) ?? []) {
      const rows = (value[table.property] as Row[]) ?? [];
      await this.#checkLinks(trx, table.schema, tenantId, rows, table.property);
      if (replacing) await deleteLines(trx, table, tenantId, parentId);
      await insertLines(trx, table, tenantId, parentId, rows);
    }
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
    if (!row) return null;
    const record = fromRow(schema, row);
    for (const table of this.#lineTables.get(schema['x-entity'].name) ?? []) {
      record[table.property] = await readLines(db, this.#deps.registry, table, tenantId, id);
    }
    return record;
  }

  /**
   * Every link must point at a record of the same tenant: one query per link column, however many
   * rows (a document's lines) carry it.
   */
  async #checkLinks(trx: Kysely<any>, schema: EntitySchema, tenantId: number, rows: Row | Row[], prefix = ''): Promise<void> {
    const list = Array.isArray(rows) ? rows : [rows];
    const errors: FieldError[] = [];
    for (const [column, target] of Object.entries(schema['x-entity'].links ?? {})) {
      const wanted = [...new Set(list.map((row) => row[column]).filter((id) => id !== undefined && id !== null) as number[])];
      if (wanted.length === 0) continue;
      const targetSchema = this.schema(target);
      const targetKey = targetSchema['x-entity'].key;
      const narrowBy = schema.properties[column]?.['x-narrowBy'] ?? [];
      const found = await trx.selectFrom(tableOf(targetSchema)).select([targetKey, ...narrowBy]).where('tenant_id', '=', tenantId).where(targetKey, 'in', wanted).execute();
      const existing = new Map(found.map((row) => [Number(row[targetKey]), row]));
      list.forEach((row, index) => {
        if (row[column] === undefined || row[column] === null) return;
        const linked = existing.get(Number(row[column]));
        // A link narrowed by another field (a town by its region) must agree with it.
        const mismatch = linked && narrowBy.find((field) => row[field] !== undefined && row[field] !== null && String(row[field]) !== String(linked[field]));
        if (linked && !mismatch) return;
        const where = Array.isArray(rows) ? `${prefix ? `/${prefix}` : ''}/${index}` : '';
        const line = Array.isArray(rows) ? `Line ${index + 1}: ` : '';
        const title = schema.properties[column]?.title ?? column;
        const problem = mismatch ? `not in the chosen ${schema.properties[mismatch]?.title ?? mismatch}` : `no such ${targetSchema.title ?? target}`;
        errors.push({ path: `${where}/${column}`, message: `${line}${title}: ${problem}` });
      });
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
