// Reads a GSTR-2B file as the GST portal gives it (GSTR-2B page, "Download JSON"; the same document the
// GSTN returns API serves: { data: { gstin, rtnprd, version, gendt, docdata: { b2b, b2ba, cdnr, cdnra,
// isd, impg, ... } } }), checks what the reconciliation relies on, and answers its invoices and notes.
// Each problem names its place in the file (data.docdata.b2b[0].inv[2].dt) in plain words; a file with any
// problem is refused whole. Sections with no counterpart in the books (ISD, imports, e-commerce) are
// counted and left out. The format is kept as a JSON Schema in tests/support/gst-schemas/gstr2b.schema.json.
import { fitsScale, toScaled } from '../../../../../engine/schema/index.ts';
import type { FieldError } from '../../../http/errors.ts';
import type { DocType, TwoBDocument } from './matcher.ts';

export type StatementDocument = TwoBDocument & {
  supplierPeriod: string | null;
  supplierFiledOn: string | null;
  originalDate: string | null;
  value: number;
  placeOfSupply: string | null;
  reverseCharge: boolean;
};

export type Statement = {
  gstin: string;
  /** MMYYYY, the portal's return period. */
  period: string;
  generatedOn: string | null;
  version: string | null;
  documents: StatementDocument[];
  /** Documents of sections the reconciliation does not read (ISD, imports ...), by section. */
  leftOut: Record<string, number>;
};

/** The sections read: invoices (b2b), notes (cdnr) and their amendments. */
const SECTIONS = [
  { name: 'b2b', list: 'inv', number: 'inum', original: 'oinum', originalDate: 'oidt' },
  { name: 'b2ba', list: 'inv', number: 'inum', original: 'oinum', originalDate: 'oidt' },
  { name: 'cdnr', list: 'nt', number: 'ntnum', original: 'ontnum', originalDate: 'ontdt' },
  { name: 'cdnra', list: 'nt', number: 'ntnum', original: 'ontnum', originalDate: 'ontdt' },
] as const;

const LEFT_OUT_LISTS: Record<string, string> = { isd: 'doclist', isda: 'doclist', impgsez: 'boe', ecom: 'inv', ecoma: 'inv' };

export const PERIOD_PATTERN = /^(0[1-9]|1[0-2])(\d{4})$/;
const TAXPAYER_ID = /^[0-9A-Z]{15}$/;
const MAX_ERRORS = 20;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "24-11-2026" -> "2026-11-24", or null when it is no calendar date. */
export function portalDate(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === iso && iso >= '2017-07-01' ? iso : null;
}

/** A valid return period MMYYYY, from July 2017 (GST's start) on. */
export function validPeriod(period: unknown): period is string {
  if (typeof period !== 'string') return false;
  const match = PERIOD_PATTERN.exec(period);
  return match !== null && `${match[2]}-${match[1]}` >= '2017-07' && Number(match[2]) <= 2999;
}

export class StatementProblems extends Error {
  readonly errors: FieldError[];
  constructor(errors: FieldError[]) {
    super(errors[0].message);
    this.errors = errors;
  }
}

/** The statement, or StatementProblems listing (up to 20 of) its faults. */
export function readStatement(file: unknown): Statement {
  const errors: FieldError[] = [];
  const fault = (path: string, message: string) => {
    if (errors.length < MAX_ERRORS) errors.push({ path, message: `${path}: ${message}` });
  };
  if (!isObject(file) || !isObject(file.data)) {
    throw new StatementProblems([{ path: 'data', message: 'This is not a GSTR-2B file from the GST portal: it has no "data" object with the statement' }]);
  }
  const data = file.data;
  const gstin = typeof data.gstin === 'string' ? data.gstin.trim().toUpperCase() : '';
  if (!TAXPAYER_ID.test(gstin)) fault('data.gstin', 'must be the recipient GSTIN (15 letters and digits)');
  if (!validPeriod(data.rtnprd)) fault('data.rtnprd', 'must be the return period as MMYYYY, a month from July 2017 on (e.g. 112026)');
  const generatedOn = data.gendt === undefined ? null : portalDate(data.gendt);
  if (data.gendt !== undefined && generatedOn === null) fault('data.gendt', 'must be a date as dd-mm-yyyy');
  if (data.docdata !== undefined && !isObject(data.docdata)) fault('data.docdata', 'must be an object of sections (b2b, cdnr ...)');
  const docdata = isObject(data.docdata) ? data.docdata : {};

  const documents: StatementDocument[] = [];
  for (const section of SECTIONS) {
    const suppliers = docdata[section.name];
    if (suppliers === undefined) continue;
    const base = `data.docdata.${section.name}`;
    if (!Array.isArray(suppliers)) {
      fault(base, 'must be a list of suppliers');
      continue;
    }
    suppliers.forEach((supplier, s) => {
      const at = `${base}[${s}]`;
      if (!isObject(supplier)) return fault(at, 'must be an object');
      const ctin = typeof supplier.ctin === 'string' ? supplier.ctin.trim().toUpperCase() : '';
      if (!TAXPAYER_ID.test(ctin)) fault(`${at}.ctin`, "must be the supplier's GSTIN (15 letters and digits)");
      const filedOn = supplier.supfildt === undefined ? null : portalDate(supplier.supfildt);
      if (supplier.supfildt !== undefined && filedOn === null) fault(`${at}.supfildt`, 'must be a date as dd-mm-yyyy');
      const list = supplier[section.list];
      if (!Array.isArray(list)) return fault(`${at}.${section.list}`, `must be a list of ${section.list === 'inv' ? 'invoices' : 'notes'}`);
      list.forEach((doc, d) => {
        const where = `${at}.${section.list}[${d}]`;
        if (!isObject(doc)) return fault(where, 'must be an object');
        const read = readDocument(doc, where, section, fault);
        if (!read) return;
        documents.push({
          ...read,
          section: section.name,
          supplierGSTIN: ctin,
          supplierName: typeof supplier.trdnm === 'string' ? supplier.trdnm.trim().slice(0, 200) : '',
          supplierPeriod: typeof supplier.supprd === 'string' ? supplier.supprd.slice(0, 6) : null,
          supplierFiledOn: filedOn,
        });
      });
    });
  }
  const leftOut: Record<string, number> = {};
  for (const [name, list] of Object.entries(docdata)) {
    if (SECTIONS.some((section) => section.name === name) || !Array.isArray(list)) continue;
    const inner = LEFT_OUT_LISTS[name];
    leftOut[name] = inner ? list.reduce((count: number, entry) => count + (isObject(entry) && Array.isArray(entry[inner]) ? entry[inner].length : 1), 0) : list.length;
  }
  if (errors.length > 0) throw new StatementProblems(errors);
  return { gstin, period: String(data.rtnprd), generatedOn, version: typeof data.version === 'string' ? data.version.slice(0, 20) : null, documents, leftOut };
}

type Section = (typeof SECTIONS)[number];
type ReadDocument = Omit<StatementDocument, 'section' | 'supplierGSTIN' | 'supplierName' | 'supplierPeriod' | 'supplierFiledOn'>;

function readDocument(doc: Json, where: string, section: Section, fault: (path: string, message: string) => void): ReadDocument | null {
  let faults = 0;
  const problem = (path: string, message: string) => {
    faults += 1;
    fault(path, message);
  };
  const number = typeof doc[section.number] === 'string' ? (doc[section.number] as string).trim() : '';
  if (number === '' || number.length > 30) problem(`${where}.${section.number}`, 'must be the document number (1 to 30 characters)');
  const date = portalDate(doc.dt);
  if (date === null) problem(`${where}.dt`, 'must be a date as dd-mm-yyyy');
  let docType: DocType = 'INV';
  if (section.list === 'nt') {
    if (doc.typ === 'C' || doc.typ === 'D') docType = doc.typ;
    else problem(`${where}.typ`, 'must be C (credit note) or D (debit note)');
  }
  const amended = section.name.endsWith('a');
  const original = amended && typeof doc[section.original] === 'string' ? (doc[section.original] as string).trim() : null;
  if (amended && !original) problem(`${where}.${section.original}`, 'must be the original document number of the amendment');
  const originalDate = amended ? portalDate(doc[section.originalDate]) : null;
  const value = amount(doc.val, `${where}.val`, problem);
  const figures = { taxable: 0, igst: 0, cgst: 0, sgst: 0, cess: 0 };
  const heads: Array<[keyof typeof figures, string]> = [['taxable', 'txval'], ['igst', 'igst'], ['cgst', 'cgst'], ['sgst', 'sgst'], ['cess', 'cess']];
  // The portal's file gives the figures per rate in `items`; the API's document carries them on the document itself.
  if (Array.isArray(doc.items)) {
    doc.items.forEach((item, i) => {
      if (!isObject(item)) return problem(`${where}.items[${i}]`, 'must be an object');
      for (const [head, key] of heads) figures[head] += amount(item[key] ?? 0, `${where}.items[${i}].${key}`, problem);
    });
  } else if (doc.txval !== undefined) {
    for (const [head, key] of heads) figures[head] = amount(doc[key] ?? 0, `${where}.${key}`, problem);
  } else {
    problem(`${where}.items`, 'must list the items (rate, taxable value and tax)');
  }
  if (doc.rev !== undefined && doc.rev !== 'Y' && doc.rev !== 'N') problem(`${where}.rev`, 'must be Y or N');
  if (faults > 0) return null;
  return {
    docType,
    number,
    date: date!,
    originalNumber: original,
    originalDate,
    value,
    ...figures,
    placeOfSupply: typeof doc.pos === 'string' ? doc.pos.slice(0, 2) : null,
    reverseCharge: doc.rev === 'Y',
    itcAvailable: typeof doc.itcavl === 'string' ? doc.itcavl.slice(0, 1) : null,
    itcReason: typeof doc.rsn === 'string' ? doc.rsn.slice(0, 10) : null,
  };
}

/** Rupees with at most two decimals, not below zero, as paise. */
function amount(raw: unknown, path: string, problem: (path: string, message: string) => void): number {
  if (typeof raw !== 'number' || raw < 0 || !fitsScale(raw, 2)) {
    problem(path, 'must be an amount in rupees, not below zero, with at most two decimals');
    return 0;
  }
  return toScaled(raw, 2);
}
