// Vouchers with lines described by their schema's `x-entity.voucher` block (engine/README.md, "Vouchers
// with lines"): the journal voucher today. A voucher with lines is not a billing document: it names no
// party, no items, no tax mode and no billing math, moves no stock, and its lines are ledger amounts, so
// the `document` block (whose every field is about a bill) cannot describe it. Its block says what the
// code would otherwise list by hand: the rule that checks and posts it (by name, as a document names its
// math), its line table, its number series, its print page and how reports name it. Pure: the server
// checks and installs the descriptions at start-up; the browser reads them from the user's schemas.
import type { EntitySchema } from '../../engine/schema/types.ts';
import { DocumentSchemaError } from '../../overrides/billing/document-kinds.ts';

export type VoucherPrintSpec = { route: string; heading: string; noun: string };

export type VoucherDescription = {
  entity: string;
  /** The server's rule (src/server/vouchers/voucher-rules.ts) that checks, numbers and posts it. */
  rule: string;
  /** Singular title of the form. */
  title: string;
  /** The list page (x-entity.route); a record opens at /{listRoute}/{id}. */
  listRoute: string;
  /** The property holding the lines (x-lines) and the line entity. */
  linesField: string;
  lineEntity: string;
  numberField: string;
  prefixedField: string;
  dateField: string;
  /** The series' prefix: JV/26-27/1. */
  defaultPrefix: string;
  print: VoucherPrintSpec | null;
  /** How the day book and the ledgers name one ("Journal"). */
  registerLabel: string;
};

type Described = { schema: EntitySchema; file?: string };

/**
 * The vouchers with lines among `schemas`, each checked against its own schema: fields it names must be
 * properties, `lines` a line table, and (when `rules` is given, on the server) `rule` one the server has.
 * A schema may not be both a document and a voucher.
 */
export function describeVouchers(schemas: Iterable<Described>, rules: ReadonlySet<string> | null = null): VoucherDescription[] {
  const found: VoucherDescription[] = [];
  for (const { schema, file } of schemas) {
    const meta = schema['x-entity'];
    if (!meta.voucher) continue;
    const where = file ?? meta.name;
    const fail = (reason: string): never => {
      throw new DocumentSchemaError(`${where}: x-entity.voucher ${reason}`);
    };
    if (meta.document) fail('and x-entity.document both describe it: an entity is a billing document or a voucher, not both');
    const block = meta.voucher as Record<string, any>;
    const field = (path: string, value: unknown): string => {
      if (typeof value !== 'string' || !(value in schema.properties)) fail(`${path} names "${String(value)}", which is not a property of ${meta.name}`);
      return value as string;
    };
    const text = (path: string, value: unknown): string => {
      if (typeof value !== 'string' || value === '') fail(`${path} must be a non-empty text`);
      return value as string;
    };
    const rule = text('rule', block.rule);
    if (rules && !rules.has(rule)) fail(`rule "${rule}" is no voucher rule of the server (${[...rules].join(', ')})`);
    const linesField = field('lines', block.lines);
    const lineEntity = schema.properties[linesField]['x-lines'];
    if (typeof lineEntity !== 'string') fail(`lines "${linesField}" is not a line table (x-lines)`);
    const number = block.number ?? fail('has no number');
    const print = block.print ? { route: text('print.route', block.print.route), heading: text('print.heading', block.print.heading), noun: text('print.noun', block.print.noun) } : null;
    found.push({
      entity: meta.name,
      rule,
      title: text('title', block.title),
      listRoute: text('x-entity.route', meta.route),
      linesField,
      lineEntity: lineEntity as string,
      numberField: field('number.field', number.field),
      prefixedField: field('number.prefixed', number.prefixed),
      dateField: field('number.date', number.date),
      defaultPrefix: text('number.defaultPrefix', number.defaultPrefix),
      print,
      registerLabel: text('register.label', block.register?.label),
    });
  }
  return found;
}
