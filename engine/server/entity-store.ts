// Generic, tenant-scoped reads and writes for every entity in the registry. Each write runs in one
// transaction with its checks, the server code's hooks and the edit-log entry, so a failure anywhere
// leaves nothing behind. The tenant always comes from the caller, never from the record.
import { sql, type Kysely } from 'kysely';
import { fromRow, toRow, type Row } from '../schema/codec.ts';
import { toScaled } from '../schema/scaled.ts';
import { isInputProperty, writeOnlyProperties } from '../schema/input.ts';
import type { EntitySchema, Registry } from '../schema/types.ts';
import { createAjv, EntityValidator } from '../schema/validator.ts';
import { combineHooks, type EntityHooks, type HookRegistry, type WriteContext } from './hooks.ts';
import { HttpError, type FieldError } from './http-error.ts';
import { isRecordId, MAX_RECORD_ID } from './record-id.ts';
import { insertRows, writeLater } from './insert-rows.ts';
import { deleteLines, insertLines, lineTablesOf, readLines, validateLines, type LineTable } from './line-tables.ts';
import { listRecords, type Dialect, type ListParams } from './list-query.ts';
import { joinedColumns, selectRecords, storedColumns, tableOf } from './read-query.ts';
import { markRepeated, uniqueText } from './repeated-in-batch.ts';
import { uniqueViolationMessage } from './unique-violation.ts';

export type Caller = { tenantId: number; actor: string };

/** Filled by a write with the hooks' warnings (engine/server/hooks.ts), once the write has committed. */
export type WriteNotes = { warnings: string[] };

export type EditLogEntry = {
  tenantId: number;
  actor: string;
  entity: string;
  recordId: number;
  action: 'create' | 'update' | 'delete';
  before?: Row;
  after?: Row;
  /** The create's Idempotency-Key and a digest of its body, kept with the entry that the create wrote. */
  request?: RequestKey;
};

/** A client's key for one create (the Idempotency-Key header) and a digest of the body it came with. */
export type RequestKey = { key: string; digest: string };

/** A create an Idempotency-Key was first used for: what it made, and the digest of the body it carried. */
export type KeptRequest = { entity: string; recordId: number; digest: string };

export type EntityStoreDeps = {
  db: Kysely<any>;
  dialect: Dialect;
  registry: Registry;
  hooks?: HookRegistry;
  /**
   * Rules for every entity's writes, run before the entity's own hooks (`ctx.entity` names the entity): a
   * rule of the server's that no write may pass by, whatever it writes.
   */
  everyEntity?: EntityHooks;
  /** Records a write in the server's edit log; `caller` is whoever the server's authenticate returned. */
  recordEdit(trx: Kysely<any>, entry: EditLogEntry, caller: Caller): Promise<void>;
  /** Records many creates at once (a batch's); without it, `recordEdit` is called for each. */
  recordEdits?(trx: Kysely<any>, entries: EditLogEntry[], caller: Caller): Promise<void>;
  /** The create a tenant's Idempotency-Key was first used for, from the edit log; null if none. */
  keptRequest?(db: Kysely<any>, tenantId: number, key: string): Promise<KeptRequest | null>;
};

/** What a batch create answers: the records saved (none unless all were), each record's problems, the hooks' warnings. */
export type ManyCreated = { records: Row[]; errors: FieldError[]; warnings: string[]; saved: boolean };

/** Thrown inside a batch's transaction to roll it back when it is only a trial or a record failed. */
const ROLLBACK = Symbol('rollback');

/**
 * Rows of one multi-row insert: below what both stores take as parameters of one statement (SQLite
 * 32,766, PostgreSQL 65,535), with room to spare.
 */
function slices(rows: Row[]): Row[][] {
  const columns = new Set(rows.flatMap((row) => Object.keys(row))).size || 1;
  const size = Math.max(1, Math.floor(30_000 / columns));
  const out: Row[][] = [];
  for (let start = 0; start < rows.length; start += size) out.push(rows.slice(start, start + size));
  return out;
}

/** A record's problems, their paths led by its index in the batch. */
function rowErrors(error: unknown, index: number): FieldError[] {
  if (!(error instanceof HttpError)) throw error;
  const list = error.errors && error.errors.length > 0 ? error.errors : [{ path: '', message: error.message }];
  return list.map((item) => ({ path: `/${index}${item.path}`, message: item.message }));
}

/** What a create answers: the record, and whether it was made earlier by the same Idempotency-Key. */
export type Created = { record: Row; replayed: boolean };

export class EntityStore {
  readonly #deps: EntityStoreDeps;
  readonly #validators = new Map<string, EntityValidator>();
  /** Entities with writeOnly fields validate updates apart: those fields may be left out to keep them. */
  readonly #updateValidators = new Map<string, EntityValidator>();
  readonly #lineTables = new Map<string, LineTable[]>();
  /** Each entity's hooks: `everyEntity`'s first, then its own. */
  readonly #hooks = new Map<string, EntityHooks>();

  constructor(deps: EntityStoreDeps) {
    this.#deps = deps;
    for (const name of deps.registry.keys()) {
      const sets = [deps.everyEntity, deps.hooks?.get(name)].filter((set): set is EntityHooks => set !== undefined);
      if (sets.length > 0) this.#hooks.set(name, sets.length === 1 ? sets[0] : combineHooks(...sets));
    }
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

  async create(entity: string, caller: Caller, input: unknown, notes?: WriteNotes): Promise<Row> {
    return (await this.createOnce(entity, caller, input, null, notes)).record;
  }

  /**
   * A create that a client may safely send again (the IETF httpapi Idempotency-Key draft): the key is
   * written with the create's edit-log entry, in its transaction, so a key is kept exactly when its record
   * was. A repeat answers the record the first made and writes nothing; the same key with another body,
   * or for another entity, is refused (422). Two at once: the second's entry breaks the key's unique
   * index, its whole transaction (and any number it took) rolls back, and it answers the first's record.
   */
  async createOnce(entity: string, caller: Caller, input: unknown, request: RequestKey | null, notes?: WriteNotes): Promise<Created> {
    if (request) {
      const earlier = await this.#replay(entity, caller, request);
      if (earlier) return earlier;
    }
    try {
      return { record: await this.#insert(entity, caller, input, request, notes), replayed: false };
    } catch (error) {
      const earlier = request && (await this.#replay(entity, caller, request));
      if (earlier) return earlier;
      throw error;
    }
  }

  async #replay(entity: string, caller: Caller, request: RequestKey): Promise<Created | null> {
    const kept = await this.#deps.keptRequest?.(this.#deps.db, caller.tenantId, request.key);
    if (!kept) return null;
    if (kept.entity !== entity || kept.digest !== request.digest) {
      throw new HttpError(422, 'This Idempotency-Key was already used for a different request: send a new key with a new record');
    }
    const schema = this.schema(entity);
    const record = await this.#find(this.#deps.db, schema, caller.tenantId, kept.recordId);
    if (!record) throw new HttpError(409, `The ${schema.title ?? entity} this Idempotency-Key created has since been deleted`);
    return { record, replayed: true };
  }

  async #insert(entity: string, caller: Caller, input: unknown, request: RequestKey | null, notes?: WriteNotes): Promise<Row> {
    const schema = this.schema(entity);
    const value = this.#validate(entity, input);
    return this.#inTransaction(schema, (trx, ctx) => this.#insertOne(trx, ctx, schema, caller, value, input as Row, request), caller, notes);
  }

  /** One create inside a write transaction: the hooks, the link check, the row, its lines and the edit-log entry. */
  async #insertOne(trx: Kysely<any>, ctx: WriteContext, schema: EntitySchema, caller: Caller, value: Row, input: Row, request: RequestKey | null): Promise<Row> {
    const entity = schema['x-entity'].name;
    await this.#hooks.get(entity)?.beforeSave?.(ctx, value, null, input);
    await this.#checkLinks(trx, schema, caller.tenantId, value, '', ctx.verified);
    const now = new Date().toISOString();
    const key = schema['x-entity'].key;
    const [inserted] = await insertRows(trx, tableOf(schema), [{ ...toRow(schema, value), tenant_id: caller.tenantId, CreatedBy: caller.actor, CreatedOn: now, UpdatedBy: caller.actor, UpdatedOn: now, RowVersion: 1 }], storedColumns(schema));
    const lines = await this.#writeLines(trx, schema, caller.tenantId, Number(inserted[key]), value, false, ctx.verified);
    const saved = await this.#asSaved(trx, schema, caller.tenantId, inserted, lines, ctx);
    await this.#hooks.get(entity)?.afterSave?.(ctx, saved, null);
    await this.#deps.recordEdit(trx, { tenantId: caller.tenantId, actor: caller.actor, entity, recordId: Number(saved[key]), action: 'create', after: saved, ...(request ? { request } : {}) }, caller);
    return saved;
  }

  /**
   * Creates many records of one entity in ONE transaction, each exactly as `create` would (validation,
   * hooks, link checks, lines, edit log): all are saved or none is. Every record is tried, so the answer
   * names each one's problems (paths `/<index>/<field>`); with any problem, or with `dryRun`, the
   * transaction is rolled back and nothing stays. Links and unique column sets are checked for all the
   * records at once first (a few queries, not one per record), so a large batch stays fast.
   */
  async createMany(entity: string, caller: Caller, inputs: unknown[], options: { dryRun?: boolean } = {}): Promise<ManyCreated> {
    const schema = this.schema(entity);
    const errors: FieldError[] = [];
    const values: Array<Row | null> = inputs.map((input, index) => {
      try {
        return this.#validate(entity, input);
      } catch (error) {
        errors.push(...rowErrors(error, index));
        return null;
      }
    });
    const records: Row[] = [];
    const warnings: string[] = [];
    try {
      await this.#deps.db.transaction().execute(async (trx) => {
        const ctx: WriteContext = { trx, dialect: this.#deps.dialect, tenantId: caller.tenantId, actor: caller.actor, entity, verified: new Map(), known: new Map(), warnings };
        await this.#preloadLinks(trx, schema, caller.tenantId, values, ctx, errors);
        await this.#checkUniqueAcross(trx, schema, caller.tenantId, values, errors);
        records.push(...(await this.#insertBatch(trx, ctx, schema, caller, values, inputs as Row[], errors)));
        await writeLater(trx);
        if (errors.length > 0 || options.dryRun) throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) {
        // A refusal by the database itself (a unique index the checks above could not foresee).
        const duplicate = uniqueViolationMessage(error, schema);
        if (!duplicate) throw error;
        errors.push({ path: '', message: duplicate });
      }
      return { records: [], errors, warnings, saved: false };
    }
    return { records, errors, warnings, saved: true };
  }

  /**
   * The batch's writes, giving each record what `#insertOne` gives one: its beforeSave hook and link
   * check, then the rows in multi-row inserts (in slices below the stores' parameter limits), the lines
   * likewise, each record's afterSave hook and the edit-log entries. A record refused by a hook is left
   * out and named in `errors`; with any, nothing more is written (the caller rolls back).
   */
  async #insertBatch(trx: Kysely<any>, ctx: WriteContext, schema: EntitySchema, caller: Caller, values: Array<Row | null>, inputs: Row[], errors: FieldError[]): Promise<Row[]> {
    const entity = schema['x-entity'].name;
    const hooks = this.#hooks.get(entity);
    const chosen: number[] = [];
    for (const [index, value] of values.entries()) {
      if (!value) continue;
      try {
        await hooks?.beforeSave?.(ctx, value, null, inputs[index]);
        await this.#checkLinks(trx, schema, caller.tenantId, value, '', ctx.verified);
        chosen.push(index);
      } catch (error) {
        errors.push(...rowErrors(error, index));
      }
    }
    if (errors.length > 0 || chosen.length === 0) return [];
    const now = new Date().toISOString();
    const key = schema['x-entity'].key;
    const audit = { tenant_id: caller.tenantId, CreatedBy: caller.actor, CreatedOn: now, UpdatedBy: caller.actor, UpdatedOn: now, RowVersion: 1 };
    const rows = chosen.map((index) => ({ ...toRow(schema, values[index]!), ...audit }));
    const inserted: Row[] = [];
    for (const slice of slices(rows)) {
      const stored = await trx.insertInto(tableOf(schema)).values(slice).returning(storedColumns(schema)).execute();
      // RETURNING names no order, but the keys of one multi-row insert rise in the order of its rows.
      inserted.push(...stored.sort((a, b) => Number(a[key]) - Number(b[key])));
    }
    const ids = inserted.map((row) => Number(row[key]));
    const lines = new Map<string, Map<number, Row[]>>();
    for (const table of this.#lineTables.get(entity) ?? []) {
      const lineRows = chosen.map((index) => (values[index]![table.property] as Row[]) ?? []);
      await this.#checkLinks(trx, table.schema, caller.tenantId, lineRows.flat(), table.property, ctx.verified);
      const all = lineRows.flatMap((list, at) => list.map((row, line) => ({ ...toRow(table.schema, row), tenant_id: caller.tenantId, [table.parentKey]: ids[at], LineNo: line + 1 })));
      const byParent = new Map<number, Row[]>();
      for (const slice of slices(all)) {
        for (const row of await trx.insertInto(tableOf(table.schema)).values(slice).returning(storedColumns(table.schema)).execute()) {
          const parent = Number(row[table.parentKey]);
          byParent.set(parent, [...(byParent.get(parent) ?? []), fromRow(table.schema, row)]);
        }
      }
      for (const list of byParent.values()) list.sort((a, b) => Number(a.LineNo) - Number(b.LineNo));
      lines.set(table.property, byParent);
    }
    const saved: Row[] = [];
    for (const [at, stored] of inserted.entries()) {
      const own = new Map([...lines].map(([property, byParent]) => [property, byParent.get(ids[at]) ?? []]));
      const record = await this.#asSaved(trx, schema, caller.tenantId, stored, own, ctx);
      try {
        await hooks?.afterSave?.(ctx, record, null);
      } catch (error) {
        errors.push(...rowErrors(error, chosen[at]));
      }
      saved.push(record);
    }
    if (errors.length > 0) return [];
    const entries = saved.map((record) => ({ tenantId: caller.tenantId, actor: caller.actor, entity, recordId: Number(record[key]), action: 'create' as const, after: record }));
    if (this.#deps.recordEdits) await this.#deps.recordEdits(trx, entries, caller);
    else for (const entry of entries) await this.#deps.recordEdit(trx, entry, caller);
    return saved;
  }

  /**
   * Reads, once for the whole batch, every record the batch links to (all their columns, in slices below
   * the stores' parameter limits): a missing one is each referring record's error, and those found are
   * known to the per-record saves, which then neither check them again nor read the saved record back.
   */
  async #preloadLinks(trx: Kysely<any>, schema: EntitySchema, tenantId: number, values: Array<Row | null>, ctx: WriteContext, errors: FieldError[]): Promise<void> {
    for (const [column, target] of Object.entries(schema['x-entity'].links ?? {})) {
      if ((schema.properties[column]?.['x-narrowBy'] ?? []).length > 0) continue; // checked per record, with the fields it must agree on
      const wanted = [...new Set(values.map((row) => row?.[column]).filter((id) => id !== undefined && id !== null).map(Number))];
      const targetSchema = this.schema(target);
      const targetKey = targetSchema['x-entity'].key;
      const found = new Map<number, Row>();
      for (let start = 0; start < wanted.length; start += 1000) {
        const rows = await trx.selectFrom(tableOf(targetSchema)).selectAll().where('tenant_id', '=', tenantId).where(targetKey, 'in', wanted.slice(start, start + 1000)).execute();
        for (const row of rows) found.set(Number(row[targetKey]), fromRow(targetSchema, row));
      }
      let known = ctx.known.get(target);
      if (!known) ctx.known.set(target, (known = new Map()));
      let verified = ctx.verified.get(target);
      if (!verified) ctx.verified.set(target, (verified = new Set()));
      for (const [id, row] of found) {
        known.set(id, { ...row, ...known.get(id) });
        verified.add(id);
      }
      values.forEach((row, index) => {
        if (!row || row[column] === undefined || row[column] === null || found.has(Number(row[column]))) return;
        errors.push({ path: `/${index}/${column}`, message: `${schema.properties[column]?.title ?? column}: no such ${targetSchema.title ?? target}` });
        values[index] = null;
      });
    }
  }

  /** Each unique column set (x-entity.unique): a value stored already, or given twice in the batch, is an error of each record that gives it. */
  async #checkUniqueAcross(trx: Kysely<any>, schema: EntitySchema, tenantId: number, values: Array<Row | null>, errors: FieldError[]): Promise<void> {
    markRepeated(schema, values, errors);
    for (const columns of schema['x-entity'].unique ?? []) {
      if (columns.length !== 1) continue; // several columns: the database's own index answers
      const titles = schema.properties[columns[0]]?.title ?? columns[0];
      const caseless = (column: string) => schema.properties[column]?.['x-ignoreCase'] === true;
      const [column] = columns;
      const stored = (value: unknown) => (schema.properties[column]?.['x-scale'] !== undefined && typeof value === 'number' ? toScaled(value, schema.properties[column]['x-scale']!) : value);
      const given = [...new Set(values.filter((row): row is Row => !!row && row[column] !== undefined && row[column] !== null).map((row) => (caseless(column) ? uniqueText(schema, column, row[column]) : stored(row[column]))))];
      const taken = new Set<string>();
      const compared = caseless(column) ? sql<string>`lower(${sql.ref(column)})` : sql.ref(column);
      for (let start = 0; start < given.length; start += 1000) {
        const rows = await trx.selectFrom(tableOf(schema)).select(compared.as('value')).where('tenant_id', '=', tenantId).where(compared, 'in', given.slice(start, start + 1000) as any[]).execute();
        for (const row of rows) taken.add(String(row.value));
      }
      values.forEach((row, index) => {
        if (!row || row[column] === undefined || row[column] === null) return;
        if (!taken.has(caseless(column) ? uniqueText(schema, column, row[column]) : String(stored(row[column])))) return;
        errors.push({ path: `/${index}/${column}`, message: `${titles} "${row[column]}" already exists` });
        values[index] = null;
      });
    }
  }

  async update(entity: string, caller: Caller, id: unknown, input: unknown, notes?: WriteNotes): Promise<Row> {
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
      await this.#hooks.get(entity)?.beforeSave?.(ctx, value, before, input as Row);
      await this.#checkLinks(trx, schema, caller.tenantId, value, '', ctx.verified);
      // An update replaces the record: input fields it leaves out become empty, except writeOnly ones
      // (never sent back to the client, so left out means "keep"); fields the hooks set stay.
      const cleared = Object.fromEntries(
        Object.entries(schema.properties)
          .filter(([name, property]) => isInputProperty(schema, name, property) && property.writeOnly !== true)
          .map(([name]) => [name, null]),
      );
      const replaced = { ...cleared, ...value };
      const key = schema['x-entity'].key;
      const updated = await trx
        .updateTable(tableOf(schema))
        .set((eb) => ({ ...toRow(schema, replaced), UpdatedBy: caller.actor, UpdatedOn: new Date().toISOString(), RowVersion: eb('RowVersion', '+', 1) }))
        .where('tenant_id', '=', caller.tenantId)
        .where(key, '=', recordId)
        .where('RowVersion', '=', version)
        .returning(storedColumns(schema))
        .executeTakeFirst();
      if (!updated) throw stale(schema);
      const lines = await this.#writeLines(trx, schema, caller.tenantId, recordId, value, before, ctx.verified);
      const saved = await this.#asSaved(trx, schema, caller.tenantId, updated, lines, ctx);
      await this.#hooks.get(entity)?.afterSave?.(ctx, saved, before);
      await this.#deps.recordEdit(trx, { tenantId: caller.tenantId, actor: caller.actor, entity, recordId, action: 'update', before, after: saved }, caller);
      return saved;
    }, caller, notes);
  }

  async remove(entity: string, caller: Caller, id: unknown): Promise<void> {
    const schema = this.schema(entity);
    const recordId = parseId(id);
    await this.#inTransaction(schema, async (trx, ctx) => {
      const before = await this.#find(trx, schema, caller.tenantId, recordId);
      if (!before) throw notFound(schema);
      await this.#hooks.get(entity)?.beforeDelete?.(ctx, before);
      await this.#refuseIfReferenced(trx, schema, caller.tenantId, recordId);
      for (const table of this.#lineTables.get(schema['x-entity'].name) ?? []) await deleteLines(trx, table, caller.tenantId, recordId);
      await trx.deleteFrom(tableOf(schema)).where('tenant_id', '=', caller.tenantId).where(schema['x-entity'].key, '=', recordId).execute();
      await this.#hooks.get(entity)?.afterDelete?.(ctx, before);
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

  /**
   * Writes a document's lines (replacing, on update, those `before` had: a table it had none in needs no
   * delete), checks their links, and answers them as stored, by property.
   */
  async #writeLines(trx: Kysely<any>, schema: EntitySchema, tenantId: number, parentId: number, value: Row, before: Row | false, verified: WriteContext['verified']): Promise<Map<string, Row[]>> {
    const written = new Map<string, Row[]>();
    for (const table of this.#lineTables.get(schema['x-entity'].name) ?? []) {
      const rows = (value[table.property] as Row[]) ?? [];
      await this.#checkLinks(trx, table.schema, tenantId, rows, table.property, verified);
      const had = before ? before[table.property] : [];
      if (!Array.isArray(had) || had.length > 0) await deleteLines(trx, table, tenantId, parentId);
      written.set(table.property, await insertLines(trx, table, tenantId, parentId, rows));
    }
    return written;
  }

  /**
   * The record as saved, from what the writes returned, without reading it back: its joined labels
   * (x-from) come from the rows the save's hook read (ctx.known); where one is not known, the record is
   * read back whole.
   */
  async #asSaved(trx: Kysely<any>, schema: EntitySchema, tenantId: number, stored: Row, lines: Map<string, Row[]>, ctx: WriteContext): Promise<Row> {
    const record = fromRow(schema, stored);
    for (const [property, rows] of lines) record[property] = rows;
    const complete =
      fillJoined(schema, [record], ctx.known) &&
      (this.#lineTables.get(schema['x-entity'].name) ?? []).every((table) => fillJoined(table.schema, lines.get(table.property) ?? [], ctx.known));
    return complete ? record : (await this.#find(trx, schema, tenantId, Number(stored[schema['x-entity'].key])))!;
  }

  async #inTransaction<T>(schema: EntitySchema, work: (trx: Kysely<any>, ctx: WriteContext) => Promise<T>, caller: Caller, notes?: WriteNotes): Promise<T> {
    try {
      const warnings: string[] = [];
      const result = await this.#deps.db.transaction().execute(async (trx) => {
        const done = await work(trx, { trx, dialect: this.#deps.dialect, tenantId: caller.tenantId, actor: caller.actor, entity: schema['x-entity'].name, verified: new Map(), known: new Map(), warnings });
        await writeLater(trx); // rows a hook put off (insertLater) that the edit log did not take along
        return done;
      });
      notes?.warnings.push(...warnings);
      return result;
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
   * rows (a document's lines) carry it; none where the save's hook has read every one of them already.
   */
  async #checkLinks(trx: Kysely<any>, schema: EntitySchema, tenantId: number, rows: Row | Row[], prefix = '', verified?: WriteContext['verified']): Promise<void> {
    const list = Array.isArray(rows) ? rows : [rows];
    const errors: FieldError[] = [];
    for (const [column, target] of Object.entries(schema['x-entity'].links ?? {})) {
      const wanted = [...new Set(list.map((row) => row[column]).filter((id) => id !== undefined && id !== null) as number[])];
      if (wanted.length === 0) continue;
      const targetSchema = this.schema(target);
      const targetKey = targetSchema['x-entity'].key;
      const narrowBy = schema.properties[column]?.['x-narrowBy'] ?? [];
      const known = verified?.get(target);
      if (narrowBy.length === 0 && known && wanted.every((id) => known.has(Number(id)))) continue;
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

/** Fills each row's joined labels from known rows of the linked entity; false where one is not known. */
function fillJoined(schema: EntitySchema, rows: Row[], known: WriteContext['known']): boolean {
  for (const [name, [link, target, field]] of joinedColumns(schema)) {
    for (const row of rows) {
      if (row[link] === undefined || row[link] === null) {
        row[name] = null;
        continue;
      }
      const linked = known.get(target)?.get(Number(row[link]));
      if (!linked || !(field in linked)) return false;
      row[name] = linked[field] ?? null;
    }
  }
  return true;
}

/** A path's id; one that is no record id (0, 1.5, 2^63, "abc") is a 400, one in range but unknown a 404 (by the caller). */
function parseId(raw: unknown): number {
  const text = String(raw);
  if (!isRecordId(text)) throw new HttpError(400, `The id must be a whole number from 1 to ${MAX_RECORD_ID}`, [{ path: '/Id', message: `must be a whole number from 1 to ${MAX_RECORD_ID}` }]);
  return Number(text);
}

const notFound = (schema: EntitySchema) => new HttpError(404, `No such ${schema.title ?? schema['x-entity'].name}`);
const stale = (schema: EntitySchema) =>
  new HttpError(409, `This ${schema.title ?? schema['x-entity'].name} was changed by someone else after you opened it. Reload it and make your change again.`);
