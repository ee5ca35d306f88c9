// Masters exported from Tally (Display > List of Accounts / Export > Masters, XML format): an ENVELOPE
// whose TALLYMESSAGE elements hold GROUP, LEDGER, UNIT, STOCKGROUP and STOCKITEM records, each named by
// its NAME attribute (or NAME child) and placed by PARENT. Conventions of Tally's XML:
//   - an amount is negative for a debit: a ledger's OPENINGBALANCE of -5000.00 is ₹5,000 Dr;
//   - a stock item's OPENINGBALANCE is a quantity with its unit ("10 Nos"), OPENINGRATE a rate per unit
//     ("50.00/Nos"); GST details carry the HSN code and the integrated-tax rate (the full GST rate).
// Only these fields are read; the file's tags are upper case.
//
// Read with saxes, a strict streaming XML parser (maintained; jsdom's own): one pass over the text, each
// character looked at a bounded number of times, so a file twice as long takes twice as long, and a file
// that is not well-formed XML (an unclosed tag, a stray '<') is refused with the place of its fault rather
// than searched again and again as the regular expressions this replaced did; a file nesting deeper than
// any Tally export (MAX_DEPTH) is refused as soon as it does. Entities are the five XML
// ones and character references only: a DOCTYPE's own entities are never expanded.
import { SaxesParser } from 'saxes';
import { HttpError } from '../../../engine/server/index.ts';
import { badRequest } from '../http/errors.ts';

export type TallyGroup = { name: string; parent: string };
export type TallyLedger = { name: string; parent: string; opening: string; address: string; state: string; pincode: string; gstin: string; email: string; mobile: string; pan: string };
export type TallyUnit = { name: string; formalName: string; decimals: string };
export type TallyStockItem = { name: string; parent: string; unit: string; openingQty: string; openingRate: string; hsn: string; gstRate: string };
export type TallyMasters = { groups: TallyGroup[]; ledgers: TallyLedger[]; units: TallyUnit[]; stockGroups: TallyGroup[]; items: TallyStockItem[] };

const RECORD_TAGS = new Set(['GROUP', 'LEDGER', 'UNIT', 'STOCKGROUP', 'STOCKITEM']);
/**
 * Elements open at once, at most: Tally's masters nest a dozen deep (ENVELOPE ... STOCKITEM >
 * GSTDETAILS.LIST > STATEWISEDETAILS.LIST > RATEDETAILS.LIST > GSTRATE); a file nesting deeper is not a
 * Tally export, and is refused where it passes the limit instead of being read to its end.
 */
const MAX_DEPTH = 64;

export function looksLikeTallyXml(text: string): boolean {
  return /<ENVELOPE[\s>]/i.test(text.slice(0, 2000)) || /<TALLYMESSAGE[\s>]/i.test(text.slice(0, 20000));
}

/**
 * One master as read: its NAME attribute, and the text of each of its leaf elements, first occurrence
 * kept, both anywhere inside it (`any`) and outside its nested lists (`own`: GSTDETAILS.LIST,
 * BATCHALLOCATIONS.LIST ... hold a batch's or a period's figures, not the master's).
 */
type RawRecord = { tag: string; nameAttribute: string; any: Map<string, string>; own: Map<string, string>; addresses: string[]; igstRate: string };

export function parseTallyXml(text: string): TallyMasters {
  const masters: TallyMasters = { groups: [], ledgers: [], units: [], stockGroups: [], items: [] };
  // XML 1.1 because Tally writes control characters as references (&#4; before a reserved name), which
  // XML 1.0 forbids; they are dropped from the values below.
  const parser = new SaxesParser({ defaultXMLVersion: '1.1', forceXMLVersion: true });
  let record: RawRecord | null = null;
  let recordDepth = 0; // elements open, the record's own included, when it began
  let listDepth = 0; // .LIST elements open inside the record
  let afterIgstHead = false;
  const open: Array<{ name: string; text: string; leaf: boolean }> = [];

  parser.on('opentag', (tag) => {
    if (open.length >= MAX_DEPTH) {
      throw badRequest(`This Tally file nests its elements more than ${MAX_DEPTH} deep (line ${parser.line}, column ${parser.column}), which no Tally export does: export the masters from Tally again`, [{ path: '/content', message: 'is not a Tally export' }]);
    }
    if (open.length > 0) open[open.length - 1].leaf = false;
    open.push({ name: tag.name, text: '', leaf: true });
    if (!record && RECORD_TAGS.has(tag.name)) {
      record = { tag: tag.name, nameAttribute: clean(String(tag.attributes.NAME ?? '')), any: new Map(), own: new Map(), addresses: [], igstRate: '' };
      recordDepth = open.length;
      listDepth = 0;
      afterIgstHead = false;
    } else if (record && tag.name.endsWith('.LIST')) listDepth += 1;
  });
  const addText = (text: string) => {
    const element = open[open.length - 1];
    // Only a leaf's text is a value; the layout between elements is not kept (bounded memory).
    if (element?.leaf && record) element.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', (tag) => {
    const element = open.pop()!;
    if (!record) return;
    if (open.length < recordDepth) {
      addRecord(masters, record);
      record = null;
      return;
    }
    if (tag.name.endsWith('.LIST')) listDepth -= 1;
    if (!element.leaf) return;
    const value = clean(element.text);
    if (!record.any.has(tag.name)) record.any.set(tag.name, value);
    if (listDepth === 0 && !record.own.has(tag.name)) record.own.set(tag.name, value);
    if (tag.name === 'ADDRESS' && value !== '') record.addresses.push(value);
    // The integrated-tax rate is the GSTRATE that follows a duty head of IGST.
    if (tag.name === 'GSTRATEDUTYHEAD') afterIgstHead = /^(IGST|Integrated Tax)$/i.test(value);
    if (tag.name === 'GSTRATE' && afterIgstHead && record.igstRate === '') record.igstRate = value;
  });

  try {
    parser.write(text).close();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`This Tally file is not well-formed XML (${reason}): export the masters from Tally again`, [{ path: '/content', message: 'is not well-formed XML' }]);
  }
  return masters;
}

function addRecord(masters: TallyMasters, record: RawRecord): void {
  const any = (tag: string) => record.any.get(tag) ?? '';
  const own = (tag: string) => record.own.get(tag) ?? '';
  const name = record.nameAttribute || any('NAME');
  switch (record.tag) {
    case 'GROUP':
      masters.groups.push({ name, parent: own('PARENT') });
      break;
    case 'STOCKGROUP':
      masters.stockGroups.push({ name, parent: own('PARENT') });
      break;
    case 'UNIT':
      masters.units.push({ name, formalName: any('ORIGINALNAME'), decimals: any('DECIMALPLACES') });
      break;
    case 'LEDGER':
      masters.ledgers.push({
        name,
        parent: own('PARENT'),
        opening: own('OPENINGBALANCE'),
        address: record.addresses.join(', '),
        state: any('LEDSTATENAME') || any('STATENAME'),
        pincode: any('PINCODE'),
        gstin: any('PARTYGSTIN') || any('GSTIN'),
        email: any('EMAIL'),
        mobile: any('LEDGERMOBILE'),
        pan: any('INCOMETAXNUMBER'),
      });
      break;
    case 'STOCKITEM':
      masters.items.push({
        name,
        parent: own('PARENT'),
        unit: own('BASEUNITS'),
        openingQty: leadingNumber(own('OPENINGBALANCE')),
        openingRate: leadingNumber(own('OPENINGRATE')),
        hsn: any('HSNCODE'),
        gstRate: record.igstRate,
      });
      break;
  }
}

/** A value as text: control characters (Tally's &#4; marks) dropped, spaces at the ends trimmed. */
function clean(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}

/** "10 Nos" -> "10", "50.00/Nos" -> "50.00", " -1,200.50" -> "-1200.50". */
function leadingNumber(text: string): string {
  const match = /^\s*(-?[\d,]*\.?\d+)/.exec(text);
  return match ? match[1].replace(/,/g, '') : '';
}
