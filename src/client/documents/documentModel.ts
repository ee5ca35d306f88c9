// Pure rules of the document form: a new document's defaults, a document made from another, what is
// received or refunded, the body sent to the server, where the server's errors belong, and which
// header field goes where on the page. Everything is driven by the document kind (field names) and
// the entity's merged schema; no document's field is named here except through the kind.
import { paise, rupees } from '../../../overrides/billing/exact.ts';
import type { DocumentKind } from '../../../overrides/billing/document-kinds.ts';
import { isBlankLine, lineBody, linesFromRecord, type LineColumn, type LineRow, type Row } from '../../../overrides/billing/BillingLinesRules.ts';
import { isInputProperty } from '../../../engine/schema/input.ts';
import { linkTarget, xUi } from '../../../engine/schema/ui-schema.ts';
import type { EntitySchema } from '../../../engine/schema/types.ts';
import type { Conversion } from './documentPages.ts';

/** Today as yyyy-mm-dd in the browser's time zone (the shop's). */
export function today(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Fields a client may send for this document (the engine's own rule). */
export function inputFields(schema: EntitySchema): string[] {
  return Object.entries(schema.properties)
    .filter(([name, property]) => isInputProperty(schema, name, property) && property.type !== 'array')
    .map(([name]) => name);
}

/** A new document: the schema's defaults, today's date and the firm. */
export function newHeader(schema: EntitySchema, kind: DocumentKind, options: { firmId?: number | null; date?: string } = {}): Row {
  const header: Row = {};
  for (const name of inputFields(schema)) {
    const fallback = schema.properties[name].default;
    if (fallback !== undefined) header[name] = fallback;
  }
  if (kind.dateField in schema.properties) header[kind.dateField] = options.date ?? today();
  if (options.firmId !== undefined && options.firmId !== null) header.FirmId = options.firmId;
  return header;
}

/** A saved document's header as the form holds it (its lines go to the grid). */
export function headerFromRecord(kind: DocumentKind, record: Row): Row {
  const header: Row = {};
  for (const [name, value] of Object.entries(record)) {
    if (name === kind.linesField || name === kind.chargeLinesField || value === null || value === undefined) continue;
    header[name] = value;
  }
  return header;
}

/** Fields that belong to one document only and never travel to the one made from it. */
function ownFields(kind: DocumentKind): Set<string> {
  return new Set(['Id', 'Prefix', 'RowVersion', 'IsConverted', kind.numberField, kind.prefixedField, kind.dateField, kind.linesField, kind.settledField ?? '']);
}

/**
 * The document made from another (a quotation billed, a bill returned ...): the source's firm,
 * party, tax mode, rate tier, charges and notes where the target has such fields, its lines, the
 * link back to the source, and today's date. A value the target does not allow (a payment type
 * outside its list) takes the target's default.
 */
export function convertDocument(
  source: Row,
  sourceKind: DocumentKind,
  target: EntitySchema,
  targetKind: DocumentKind,
  conversion: Conversion,
  date: string = today(),
): { header: Row; lines: LineRow[] } {
  const header = newHeader(target, targetKind, { date });
  const skip = ownFields(sourceKind);
  const links = target['x-entity'].links ?? {};
  for (const name of inputFields(target)) {
    if (skip.has(name) || name === targetKind.dateField) continue;
    const value = source[name];
    if (value === null || value === undefined) continue;
    // The source's own links to other documents (a bill's quotation) are not the target's.
    const linked = links[name];
    if (linked && linked in KNOWN_DOCUMENTS && name !== conversion.linkField) continue;
    const allowed = target.properties[name].enum;
    if (Array.isArray(allowed) && !allowed.includes(value)) continue;
    header[name] = value;
  }
  header[targetKind.partyField] = source[sourceKind.partyField];
  header[conversion.linkField] = source.Id;
  const lines = linesFromRecord(source[sourceKind.linesField]).map((line) => {
    for (const field of ['Id', 'LineNo', 'SalesId', 'PurchaseId', 'QuotationId', 'POId', 'PCId', 'DCId', 'ChallanId']) delete line[field];
    return line;
  });
  return { header, lines };
}

/** Document entities, so a conversion drops the source's own links to other documents. */
const KNOWN_DOCUMENTS: Record<string, true> = {
  quotation: true,
  deliverychallan: true,
  deliverychallanreturn: true,
  sales: true,
  salesreturn: true,
  purchaseorder: true,
  purchasechallan: true,
  purchasechallanreturn: true,
  purchase: true,
  purchasereturn: true,
};

/** What is received (sales) or paid (purchase) at once when nobody typed it: all of it, except on credit. */
export function autoSettled(paymentType: unknown, netBillAmt: number): number {
  return paymentType === 'CREDIT' ? 0 : netBillAmt;
}

export type Settlement =
  | { kind: 'settled'; field: string; amount: number; balance: number; typed: boolean }
  | { kind: 'refund'; amount: number }
  | { kind: 'none' };

/** The money side of the totals: received/paid and balance, or the refund of a return. */
export function settlement(kind: DocumentKind, header: Row, netBillAmt: number, typed: boolean): Settlement {
  if (kind.settledField) {
    const given = header[kind.settledField];
    const amount = typed && typeof given === 'number' ? given : autoSettled(header.PaymentType, netBillAmt);
    return { kind: 'settled', field: kind.settledField, amount, balance: rupees(paise(netBillAmt) - paise(amount)), typed };
  }
  if (kind.effect === 'saleReturn' || kind.effect === 'purchaseReturn') {
    return { kind: 'refund', amount: header.PaymentType === 'CASH' ? netBillAmt : 0 };
  }
  return { kind: 'none' };
}

/** Whether a loaded document's received/paid amount was typed (it differs from what would be automatic). */
export function settledWasTyped(kind: DocumentKind, record: Row): boolean {
  if (!kind.settledField) return false;
  const given = record[kind.settledField];
  if (typeof given !== 'number') return false;
  return given !== autoSettled(record.PaymentType, typeof record.NetBillAmt === 'number' ? record.NetBillAmt : 0);
}

export type DocumentBody = {
  body: Row;
  /** The grid keys of the lines sent, in order (the server's /Lines/<n>/ paths index these). */
  sentKeys: string[];
};

/**
 * What is sent: the header's input fields that hold a value, the filled lines, and for an edit the
 * Id and RowVersion read. An amount received/paid goes only when it was typed (the server works out
 * the rest); with an extra discount in percent the amount is the server's to work out.
 */
export function documentBody(
  schema: EntitySchema,
  kind: DocumentKind,
  header: Row,
  lines: readonly LineRow[],
  options: { original?: Row | null; settledTyped?: boolean; columns?: readonly LineColumn[]; charges?: ReadonlyArray<{ ChargeId: number; Amount?: number }> } = {},
): DocumentBody {
  const body: Row = {};
  for (const name of inputFields(schema)) {
    const value = header[name];
    if (value === undefined || value === null || value === '') continue;
    body[name] = value;
  }
  if (kind.settledField && !options.settledTyped) delete body[kind.settledField];
  if (typeof header[kind.discountPerField] === 'number' && (header[kind.discountPerField] as number) > 0) delete body[kind.discountField];
  if (header.PaymentType !== 'BANK') delete body.BankLedgerId;
  const filled = lines.filter((line) => !isBlankLine(line));
  body[kind.linesField] = filled.map((line) => lineBody(line, options.columns));
  // Charges go as the master picked and the amount typed; the server fills the rest (name, SAC, tax).
  if (kind.chargeLinesField) {
    body[kind.chargeLinesField] = (options.charges ?? []).map((row) => (typeof row.Amount === 'number' ? { ChargeId: row.ChargeId, Amount: row.Amount } : { ChargeId: row.ChargeId }));
  }
  const original = options.original;
  if (original) {
    if (original.Id !== undefined) body.Id = original.Id;
    if (original.RowVersion !== undefined) body.RowVersion = original.RowVersion;
  }
  return { body, sentKeys: filled.map((line) => line.key) };
}

export type SplitErrors = {
  /** Header field to message. */
  header: Record<string, string>;
  /** Line key to (column id to message). */
  lines: Map<string, Record<string, string>>;
  /** Messages that name no field the page shows. */
  other: string[];
};

/** Line fields whose errors show on another column (the item cell shows ItemId's). */
const LINE_FIELD_COLUMN: Record<string, string> = { ItemId: 'ItemName', UnitId: 'UnitName' };

/** The server's 400 paths (/BillItems/2/Qty, /CustId) placed on the header field or the line's cell. */
export function splitServerErrors(kind: DocumentKind, errors: ReadonlyArray<{ path: string; message: string }>, sentKeys: readonly string[]): SplitErrors {
  const result: SplitErrors = { header: {}, lines: new Map(), other: [] };
  for (const error of errors) {
    const parts = error.path.split('/').filter(Boolean);
    if (parts[0] === kind.linesField && parts.length >= 2 && /^\d+$/.test(parts[1])) {
      const key = sentKeys[Number(parts[1])];
      const field = parts[2] ? (LINE_FIELD_COLUMN[parts[2]] ?? parts[2]) : 'ItemName';
      if (key === undefined) {
        result.other.push(error.message);
        continue;
      }
      const existing = result.lines.get(key) ?? {};
      existing[field] ??= error.message;
      result.lines.set(key, existing);
    } else if (parts.length >= 1 && parts[0] !== kind.linesField) {
      result.header[parts[0]] ??= error.message;
    } else {
      result.other.push(error.message);
    }
  }
  return result;
}

export type HeaderLayout = {
  /** Over the lines: firm, party, date, tax, kind of supply, reverse charge, rate tier, payment, bank, supplier's bill no. */
  main: string[];
  /** Under the lines beside the totals: everything else the client may type (narration, terms ...). */
  more: string[];
  /** In the totals: extra charges, extra discount (percent and amount), received/paid. */
  totals: string[];
  /** Fields sharing an `x-ui.group` (transport and e-way bill ...), each group drawn under its heading. */
  groups: Array<{ title: string; fields: string[] }>;
};

/** Where each header input goes. Fields a client patch adds land in `more` and get a field by their type. */
export function headerLayout(schema: EntitySchema, kind: DocumentKind): HeaderLayout {
  const inputs = inputFields(schema).filter((name) => xUi(schema.properties[name]).widget !== 'hidden');
  const has = (name: string | null) => name !== null && inputs.includes(name);
  const main = ['FirmId', kind.partyField, kind.dateField, kind.taxModeField, kind.supplyKindField, kind.reverseChargeField, 'RateTypeId', 'PaymentType', 'BankLedgerId', 'SupplierBillNo'].filter(has) as string[];
  const totals = [kind.chargesField, kind.discountPerField, kind.discountField, kind.settledField].filter(has) as string[];
  const placed = new Set([...main, ...totals]);
  const groups: HeaderLayout['groups'] = [];
  for (const name of inputs) {
    const title = xUi(schema.properties[name]).group;
    if (!title || placed.has(name)) continue;
    let group = groups.find((one) => one.title === title);
    if (!group) {
      group = { title, fields: [] };
      groups.push(group);
    }
    group.fields.push(name);
    placed.add(name);
  }
  const more = inputs.filter((name) => !placed.has(name));
  // Text areas last: they take a whole row.
  more.sort((a, b) => Number(xUi(schema.properties[a]).widget === 'textarea') - Number(xUi(schema.properties[b]).widget === 'textarea'));
  return { main, more, totals, groups };
}

/** The entity a header field links to, if any (x-entity.links). */
export const linkOf = (schema: EntitySchema, name: string) => linkTarget(schema, name);

/** Problems the browser can see before sending (the server checks everything again). */
export function headerProblems(schema: EntitySchema, kind: DocumentKind, header: Row): Record<string, string> {
  const problems: Record<string, string> = {};
  const title = (name: string) => schema.properties[name]?.title ?? name;
  for (const name of schema.required ?? []) {
    const value = header[name];
    if (value === undefined || value === null || value === '') problems[name] = `${title(name)} is required`;
  }
  if (header.PaymentType === 'BANK' && 'BankLedgerId' in schema.properties && !header.BankLedgerId) {
    problems.BankLedgerId = 'Bank account is required for a bank payment';
  }
  if (kind.dateField in schema.properties && !header[kind.dateField]) problems[kind.dateField] = `${title(kind.dateField)} is required`;
  return problems;
}
