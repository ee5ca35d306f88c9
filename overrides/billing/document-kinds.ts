// What each document is and does, read from its schema's `x-entity.document` block (engine/README.md,
// "Documents"): its numbering, its field names (the spec names sales and purchase fields differently), its
// effect on the books and on stock, the documents it may be made from, its form and print pages. The server,
// the browser's pages, the print pages and the report registers all read this one catalog; nothing lists the
// documents by hand. `describeDocuments` is pure; the server installs the catalog of its registry at start-up
// and the browser derives one from the schemas the signed-in user may use.
import type { EntitySchema } from '../../engine/schema/types.ts';
import { MATH } from './document-math.ts';

export const EFFECTS = ['none', 'sale', 'saleReturn', 'purchase', 'purchaseReturn', 'stockOut', 'stockIn', 'saleCredit', 'saleDebit', 'purchaseCredit', 'purchaseDebit'] as const;

export type Effect = (typeof EFFECTS)[number];
// sale: journal (party Dr, sales and output tax Cr) and stock out; saleReturn: its reverse, stock in;
// purchase: journal (purchase and input tax Dr, party Cr) and stock in; purchaseReturn: its reverse, stock out;
// stockOut / stockIn: challans, stock only; none: quotations and orders.
// The notes for value (CGST Act s.34) move no stock: saleCredit (a credit note to a customer, s.34(1): a
// price reduction or discount after the sale) writes a sales return's journal, saleDebit (a debit note,
// s.34(3): the price raised) a sale's; purchaseCredit (the supplier's credit note) a purchase return's,
// purchaseDebit (the supplier's debit note) a purchase's.

/** The journal a document writes: that of a sale, a purchase, or their mirror (a return or credit note). */
export type JournalEffect = 'sale' | 'saleReturn' | 'purchase' | 'purchaseReturn';

/**
 * What each effect does: the journal it writes (null: none), which way it moves stock (null: none), and
 * how it counts against the bill it is made against: -1 takes value off the bill (a return, a credit note),
 * +1 adds value to it (a debit note), 0 is no adjustment of a bill.
 */
export const EFFECT_RULES: Record<Effect, { journal: JournalEffect | null; stock: 'in' | 'out' | null; onBill: -1 | 0 | 1 }> = {
  none: { journal: null, stock: null, onBill: 0 },
  sale: { journal: 'sale', stock: 'out', onBill: 0 },
  saleReturn: { journal: 'saleReturn', stock: 'in', onBill: -1 },
  purchase: { journal: 'purchase', stock: 'in', onBill: 0 },
  purchaseReturn: { journal: 'purchaseReturn', stock: 'out', onBill: -1 },
  stockOut: { journal: null, stock: 'out', onBill: 0 },
  stockIn: { journal: null, stock: 'in', onBill: 0 },
  saleCredit: { journal: 'saleReturn', stock: null, onBill: -1 },
  saleDebit: { journal: 'sale', stock: null, onBill: 1 },
  purchaseCredit: { journal: 'purchaseReturn', stock: null, onBill: -1 },
  purchaseDebit: { journal: 'purchase', stock: null, onBill: 1 },
};

/** The journal a kind of document writes (null: none). */
export const journalEffect = (kind: Pick<DocumentKind, 'effect'>): JournalEffect | null => EFFECT_RULES[kind.effect].journal;

/** A return, whose goods may be paid back in cash at once (its RefundAmt); a note for value is settled on account. */
export const refundsCash = (kind: Pick<DocumentKind, 'effect'>): boolean => kind.effect === 'saleReturn' || kind.effect === 'purchaseReturn';

/** A document that takes back from or adds to a bill of its side: a return, a credit or a debit note. */
export const adjustsBill = (kind: Pick<DocumentKind, 'effect'>): boolean => EFFECT_RULES[kind.effect].onBill !== 0;

/**
 * The bill a document adjusts (a return's or note's source among `sales`/`purchase` bills): its first source
 * whose entity has a bill's effect (sale or purchase), read from the description, so no list names it.
 */
export function adjustedBill(catalog: DocumentCatalog, kind: DocumentKind): DocumentSource | null {
  if (!adjustsBill(kind)) return null;
  return kind.sources.find((source) => ['sale', 'purchase'].includes(catalog.get(source.entity)?.effect ?? '')) ?? null;
}

/** Which way the goods go: the firm supplies the party (sales side) or the party supplies the firm. */
export type Side = 'sales' | 'purchase';

/** A document this one may be made from (the source's form offers `label`, this form reads `?{param}=id`). */
export type DocumentSource = {
  entity: string;
  /** This document's field keeping the source's id (a link in this document's schema). */
  field: string;
  param: string;
  label: string;
  /** The source moved the stock already (a challan), so this document made from it moves none. */
  stockMoved: boolean;
  /** The source's converted flag (its `fields.converted`) is set while this document points at it. */
  marksConverted: boolean;
};

/** How a document prints (overrides/invoices): the page, the headings and what the paper shows. */
export type PrintSpec = {
  /** The print page path, opened as /{route}?id=12. */
  route: string;
  /** What the record is called in messages ("sales bill"). */
  noun: string;
  heading: string;
  /** The heading when the document carries no GST (tax mode NON GST): rule 49's bill of supply. */
  nonGstHeading?: string;
  numberLabel: string;
  dateLabel: string;
  /** The box the party stands in ("Bill To", "Supplier" ...). */
  partyLabel: string;
  /** The copies' markings, first the original (rule 48 for tax invoices, rule 55 for challans); none: unmarked. */
  copies: string[];
  /** Header fields of this document besides number and date: [label, field]. */
  extraFields: Array<[string, string]>;
  /** The terms and conditions master's "Printed on" value that targets this document. */
  termsFor: string;
  /** Whether terms "Printed on: All documents" print here too (not on a supplier's paper kept by the firm). */
  generalTerms: boolean;
  /** The firm's bank details (where the party pays the firm). */
  showBank: boolean;
  /** A receiver's signature box beside the firm's (goods handed over against this paper). */
  receiverSigns: boolean;
  /** The rule 46 declaration and the reverse-charge line of a tax invoice. */
  taxInvoice: boolean;
};

export type DocumentKind = {
  entity: string;
  /** Singular title of the form ("Sales Bill"). */
  title: string;
  side: Side;
  effect: Effect;
  /** The billing function (document-math.ts) that computes its figures, in the server and the browser. */
  math: string;
  numberField: string;
  prefixedField: string;
  dateField: string;
  linesField: string;
  partyField: string;
  taxModeField: string;
  /** The single untaxed extra charges amount. */
  chargesField: string;
  /** The line table of charges from the extra charges master, each taxed at its own rate (null: none). */
  chargeLinesField: string | null;
  /**
   * A walk-in sale: the document may name no party, and then goes to the system "Cash sale" customer with
   * the buyer's name and phone typed on it (these two fields). Null where a party is always required.
   */
  walkIn: { nameField: string; phoneField: string } | null;
  /**
   * The kind of an outward supply (regular, export or SEZ with or without IGST, deemed export), which the
   * billing math (supply-kind.ts) and GSTR-1 read. Null where the document carries none.
   */
  supplyKindField: string | null;
  /** An export's own fields (port, shipping bill, currency): asked and printed only on an export. */
  exportFields: string[];
  discountField: string;
  discountPerField: string;
  /**
   * Reverse charge (CGST Act s.9(3) and (4), IGST Act s.5(3) and (4)): the recipient pays the tax. On a
   * purchase the supplier charges none; the business owes it itself and takes it as credit once paid. On a
   * sale the bill charges none and GSTR-1 reports it with reverse charge "Y". The boolean field saying so
   * (null: the document is never under reverse charge).
   */
  reverseChargeField: string | null;
  /** The amount received or paid at once (null where the document moves no money). */
  settledField: string | null;
  /** This document's "made into another" flag, set by documents made from it. */
  convertedField: string | null;
  /** The firm field holding this document's prefix (null: none), and the prefix when the firm gives none. */
  firmPrefixField: string | null;
  defaultPrefix: string;
  sources: DocumentSource[];
  /** Where its lines (and charge lines) are stored: the line entity and its column naming the document (null where the line schema is not among those read). */
  lineTable: LineTable | null;
  chargeTable: LineTable | null;
  /** The list page (x-entity.route), the new-document form and the edit form (+ '/{id}'). */
  listRoute: string;
  formRoute: string;
  editRoute: string;
  print: PrintSpec | null;
  /** How registers and reports name one ("Sales return"). */
  registerLabel: string;
};

/** A line table: its entity (table) and the column pointing at its document (the line schema's parentKey). */
export type LineTable = { table: string; parentKey: string };

/** A return or note against a kind of bill: its field naming the bill, and whether it takes value off (-1) or adds (+1). */
export type BillAdjuster = { kind: DocumentKind; billField: string; sign: -1 | 1 };

/** Whether a document is under reverse charge (its `fields.reverseCharge` is set; a store may give 1 for true). */
export function underReverseCharge(kind: Pick<DocumentKind, 'reverseChargeField'>, record: Record<string, unknown>): boolean {
  if (kind.reverseChargeField === null) return false;
  const value = record[kind.reverseChargeField];
  return value === true || value === 1;
}

/** One document made from another: the target keeps the source's id in `linkField`. */
export type Conversion = { source: string; target: string; linkField: string; param: string; label: string };

export class DocumentSchemaError extends Error {}

/** Every document of a set of schemas, checked: a description naming what the schema lacks is refused. */
export class DocumentCatalog {
  readonly kinds: readonly DocumentKind[];
  readonly conversions: readonly Conversion[];
  readonly #byEntity: Map<string, DocumentKind>;

  constructor(kinds: DocumentKind[]) {
    this.kinds = kinds;
    this.#byEntity = new Map(kinds.map((kind) => [kind.entity, kind]));
    this.conversions = kinds.flatMap((target) =>
      target.sources.map((source) => ({ source: source.entity, target: target.entity, linkField: source.field, param: source.param, label: source.label })),
    );
  }

  get(entity: string): DocumentKind | undefined {
    return this.#byEntity.get(entity);
  }

  /** The kind of a document the code names itself (a return's bill): a missing one is a programming error. */
  require(entity: string): DocumentKind {
    const kind = this.#byEntity.get(entity);
    if (!kind) throw new Error(`no document ${entity}`);
    return kind;
  }

  /**
   * The documents that adjust a bill of `billEntity` (its returns, credit and debit notes), each with its
   * field naming the bill and its sign: -1 takes value off the bill, +1 adds to it (EFFECT_RULES.onBill).
   */
  adjustersOf(billEntity: string): BillAdjuster[] {
    return this.kinds.flatMap((kind) => {
      const source = adjustedBill(this, kind);
      return source && source.entity === billEntity ? [{ kind, billField: source.field, sign: EFFECT_RULES[kind.effect].onBill as -1 | 1 }] : [];
    });
  }

  withPrint(): Array<DocumentKind & { print: PrintSpec }> {
    return this.kinds.filter((kind): kind is DocumentKind & { print: PrintSpec } => kind.print !== null);
  }
}

type Described = { schema: EntitySchema; file?: string };

/**
 * The catalog of the documents among `schemas`. A schema with a `document` block is checked against its
 * own properties; `mustDescribe` names the entities that have to carry one (derived from a document).
 */
export function describeDocuments(schemas: Iterable<Described>, mustDescribe: ReadonlySet<string> = new Set()): DocumentCatalog {
  const kinds: DocumentKind[] = [];
  const all = [...schemas];
  const names = new Set(all.map(({ schema }) => schema['x-entity'].name));
  for (const { schema, file } of all) {
    const meta = schema['x-entity'];
    const where = file ?? meta.name;
    if (!meta.document) {
      if (mustDescribe.has(meta.name)) {
        throw new DocumentSchemaError(`${where}: "${meta.name}" is a document (it extends one, or its lines do) but has no x-entity.document description`);
      }
      continue;
    }
    const kind = kindOf(schema, where, names);
    const tableOf = (field: string | null): LineTable | null => {
      const entity = field ? schema.properties[field]?.['x-lines'] : undefined;
      const line = all.find((one) => one.schema['x-entity'].name === entity)?.schema['x-entity'];
      return line?.parentKey ? { table: line.table ?? line.name, parentKey: String(line.parentKey) } : null;
    };
    kind.lineTable = tableOf(kind.linesField);
    kind.chargeTable = tableOf(kind.chargeLinesField);
    // Each page path belongs to one document (a derived schema that kept its base's description would
    // otherwise take over the base's form and print pages).
    for (const path of [kind.formRoute, kind.editRoute, kind.print?.route]) {
      const owner = path && kinds.find((other) => [other.formRoute, other.editRoute, other.print?.route].includes(path));
      if (owner) throw new DocumentSchemaError(`${where}: x-entity.document names the page "${path}", which is ${owner.entity}'s`);
    }
    kinds.push(kind);
  }
  const catalog = new DocumentCatalog(kinds);
  // A return or note stands on the bill it adjusts (CGST Act s.34: "in respect of" a supply): it must name one.
  for (const kind of kinds) {
    if (adjustsBill(kind) && !adjustedBill(catalog, kind)) throw new DocumentSchemaError(`${kind.entity}: x-entity.document effect "${kind.effect}" adjusts a bill, but no source is a sale or purchase bill`);
  }
  return catalog;
}

function kindOf(schema: EntitySchema, where: string, names: ReadonlySet<string>): DocumentKind {
  const meta = schema['x-entity'];
  const block = meta.document as Record<string, any>;
  const fail = (reason: string): never => {
    throw new DocumentSchemaError(`${where}: x-entity.document ${reason}`);
  };
  const field = (path: string, value: unknown, optional = false): string | null => {
    if ((value === undefined || value === null) && optional) return null;
    if (typeof value !== 'string' || !(value in schema.properties)) fail(`${path} names "${String(value)}", which is not a property of ${meta.name}`);
    return value as string;
  };
  const text = (path: string, value: unknown): string => {
    if (typeof value !== 'string' || value === '') fail(`${path} must be a non-empty text`);
    return value as string;
  };
  if (!EFFECTS.includes(block.effect)) fail(`effect "${block.effect}" is none of ${EFFECTS.join(', ')}`);
  if (block.side !== 'sales' && block.side !== 'purchase') fail(`side "${block.side}" is neither sales nor purchase`);
  if (!(block.math in MATH)) fail(`math "${block.math}" is no billing function (${Object.keys(MATH).join(', ')})`);
  const number = block.number ?? fail('has no number');
  const fields = block.fields ?? fail('has no fields');
  const linesField = field('lines', block.lines)!;
  if (typeof schema.properties[linesField]['x-lines'] !== 'string') fail(`lines "${linesField}" is not a line table (x-lines)`);
  if (fields.chargeLines && typeof schema.properties[fields.chargeLines]?.['x-lines'] !== 'string') fail(`fields.chargeLines "${fields.chargeLines}" is not a line table (x-lines)`);
  const sources = (Array.isArray(block.sources) ? block.sources : []).map((source: Record<string, unknown>, index: number) => {
    const path = `sources[${index}]`;
    if (typeof source.entity !== 'string' || !names.has(source.entity)) fail(`${path}.entity "${String(source.entity)}" is no entity`);
    if (meta.links?.[String(source.field)] !== source.entity) fail(`${path}.field "${String(source.field)}" is not a link to ${String(source.entity)}`);
    return {
      entity: source.entity as string,
      field: field(`${path}.field`, source.field)!,
      param: text(`${path}.param`, source.param),
      label: text(`${path}.label`, source.label),
      stockMoved: source.stockMoved === true,
      marksConverted: source.marksConverted === true,
    };
  });
  const print = block.print ? printOf(block.print, fail, (path, value) => field(path, value)!) : null;
  return {
    entity: meta.name,
    title: text('title', block.title),
    side: block.side,
    effect: block.effect,
    math: block.math,
    numberField: field('number.field', number.field)!,
    prefixedField: field('number.prefixed', number.prefixed)!,
    dateField: field('number.date', number.date)!,
    // The prefix field lives on the firm, not on this schema: checked against the firm where it is used.
    firmPrefixField: typeof number.firmPrefixField === 'string' ? number.firmPrefixField : null,
    defaultPrefix: text('number.defaultPrefix', number.defaultPrefix),
    linesField,
    partyField: field('fields.party', fields.party)!,
    taxModeField: field('fields.taxMode', fields.taxMode)!,
    chargesField: field('fields.charges', fields.charges)!,
    chargeLinesField: field('fields.chargeLines', fields.chargeLines, true),
    walkIn: fields.walkInName ? { nameField: field('fields.walkInName', fields.walkInName)!, phoneField: field('fields.walkInPhone', fields.walkInPhone)! } : null,
    supplyKindField: field('fields.supplyKind', fields.supplyKind, true),
    exportFields: (Array.isArray(fields.exportDetails) ? fields.exportDetails : []).map((name: unknown, index: number) => field(`fields.exportDetails[${index}]`, name)!),
    discountField: field('fields.discount', fields.discount)!,
    discountPerField: field('fields.discountPer', fields.discountPer)!,
    reverseChargeField: field('fields.reverseCharge', fields.reverseCharge, true),
    settledField: field('fields.settled', fields.settled, true),
    convertedField: field('fields.converted', fields.converted, true),
    sources,
    lineTable: null,
    chargeTable: null,
    listRoute: text('x-entity.route', meta.route),
    formRoute: text('form.route', block.form?.route),
    editRoute: text('form.editRoute', block.form?.editRoute),
    print,
    registerLabel: text('register.label', block.register?.label),
  };
}

function printOf(print: Record<string, any>, fail: (reason: string) => never, field: (path: string, value: unknown) => string): PrintSpec {
  const extraFields = (Array.isArray(print.extraFields) ? print.extraFields : []).map((pair: unknown, index: number) => {
    if (!Array.isArray(pair) || pair.length !== 2 || typeof pair[0] !== 'string') fail(`print.extraFields[${index}] must be [label, field]`);
    return [(pair as string[])[0], field(`print.extraFields[${index}]`, (pair as string[])[1])] as [string, string];
  });
  for (const key of ['route', 'noun', 'heading', 'numberLabel', 'dateLabel', 'partyLabel', 'termsFor']) {
    if (typeof print[key] !== 'string' || print[key] === '') fail(`print.${key} must be a non-empty text`);
  }
  return {
    route: print.route,
    noun: print.noun,
    heading: print.heading,
    ...(typeof print.nonGstHeading === 'string' ? { nonGstHeading: print.nonGstHeading } : {}),
    numberLabel: print.numberLabel,
    dateLabel: print.dateLabel,
    partyLabel: print.partyLabel,
    copies: Array.isArray(print.copies) ? print.copies.map(String) : [],
    extraFields,
    termsFor: print.termsFor,
    generalTerms: print.generalTerms === true,
    showBank: print.showBank === true,
    receiverSigns: print.receiverSigns === true,
    taxInvoice: print.taxInvoice === true,
  };
}

let installed: DocumentCatalog | null = null;

/** The server's catalog, installed once at start-up from its registry (the same schemas on every server). */
export function installDocuments(catalog: DocumentCatalog): void {
  installed = catalog;
}

/** The catalog if installed (a start-up step that may run without one, as a bench's store does, asks so). */
export function installedDocuments(): DocumentCatalog | null {
  return installed;
}

export function documents(): DocumentCatalog {
  if (!installed) throw new Error('the document catalog is not installed (installDocuments at start-up)');
  return installed;
}
