// A Tally masters file as the rows of one entity's import, headed by the fields' titles, so it goes
// through the same mapping, preview and save as a spreadsheet. Ledgers under Sundry Debtors or Sundry
// Creditors (directly or through the company's own sub-groups) are parties; the others are ledgers.
import type { EntitySchema } from '../../../engine/schema/index.ts';
import { looseKey } from './columns.ts';
import { groupInBahi } from './group-names.ts';
import type { TallyLedger, TallyMasters } from './tally-xml.ts';

/** Tally's unit symbols and formal names, as GST's unit quantity codes (UQC, GSTR-1 table 12). */
const UQC: Record<string, string> = {
  nos: 'NOS', no: 'NOS', numbers: 'NOS', number: 'NOS', pcs: 'PCS', pc: 'PCS', pieces: 'PCS', piece: 'PCS',
  kg: 'KGS', kgs: 'KGS', kilograms: 'KGS', kilogram: 'KGS', g: 'GMS', gm: 'GMS', gms: 'GMS', grams: 'GMS',
  ltr: 'LTR', ltrs: 'LTR', litre: 'LTR', litres: 'LTR', liter: 'LTR', ml: 'MLT', mtr: 'MTR', mtrs: 'MTR', metre: 'MTR', meters: 'MTR',
  box: 'BOX', boxes: 'BOX', bag: 'BAG', bags: 'BAG', btl: 'BTL', bottle: 'BTL', bottles: 'BTL', doz: 'DOZ', dozen: 'DOZ',
  set: 'SET', sets: 'SET', pair: 'PRS', pairs: 'PRS', prs: 'PRS', pkt: 'PAC', packet: 'PAC', pac: 'PAC', roll: 'ROL', rolls: 'ROL',
  ton: 'TON', tonnes: 'TON', qtl: 'QTL', quintal: 'QTL', sqft: 'SQF', sqm: 'SQM', can: 'CAN', ctn: 'CTN', carton: 'CTN', drum: 'DRM',
};

export function uqcFor(unitName: string, formalName: string): string {
  return UQC[looseKey(unitName)] ?? UQC[looseKey(formalName)] ?? 'OTH';
}

/** What the business has already, by loose name: its ledger groups and ledgers. */
export type BahiNames = { groups: Set<string>; ledgers: Set<string> };

/**
 * The Tally file's rows for `entity` (null when Tally has no such master), and notes on what was left
 * out: every Tally company has Cash, Sales and Purchase ledgers, which Bahi has from registration, so
 * those are not imported again (their opening balances are said, to be entered on Bahi's ledgers).
 */
export function tallyRows(entity: string, schema: EntitySchema, masters: TallyMasters, bahi: BahiNames, notes: string[] = []): string[][] | null {
  const bahiGroups = bahi.groups;
  const parents = new Map(masters.groups.map((group) => [looseKey(group.name), group.parent]));
  const partySide = (ledger: TallyLedger) => {
    const group = looseKey(groupInBahi(ledger.parent, parents, new Set(['sundrydebtors', 'sundrycreditors'])));
    return group === 'sundrydebtors' ? 'Customer' : group === 'sundrycreditors' ? 'Supplier' : null;
  };
  // A negative amount is a debit in Tally's XML.
  const amount = (text: string) => text.replace(/^-/, '');
  const side = (text: string, debit: string, credit: string) => (text === '' || Number(text) === 0 ? '' : text.startsWith('-') ? debit : credit);
  const table = (fields: string[], rows: string[][]) => [fields.map((field) => schema.properties[field]?.title ?? field), ...rows];
  switch (entity) {
    case 'unit':
      return table(['UnitName', 'UQC', 'DecimalPlaces'], masters.units.map((unit) => [unit.name, uqcFor(unit.name, unit.formalName), unit.decimals]));
    case 'category':
      return table(['CategoryName'], masters.stockGroups.filter((group) => group.name !== '').map((group) => [group.name]));
    case 'item':
      return table(
        ['ItemName', 'UnitId', 'CategoryId', 'HSNCode', 'TaxRate', 'OpeningQty', 'OpeningRate'],
        masters.items.map((item) => [item.name, item.unit, looseKey(item.parent) === 'primary' ? '' : item.parent, item.hsn, item.gstRate, item.openingQty, item.openingRate]),
      );
    case 'party':
      return table(
        ['PartyName', 'PartyType', 'Address', 'State', 'Pincode', 'Email', 'Mobile', 'GSTIN', 'PAN', 'OpeningBalance', 'OpeningType'],
        masters.ledgers
          .filter((ledger) => partySide(ledger))
          .map((ledger) => [ledger.name, partySide(ledger)!, ledger.address, ledger.state, ledger.pincode, ledger.email, ledger.mobile, ledger.gstin, ledger.pan, amount(ledger.opening), side(ledger.opening, 'Dr', 'Cr')]),
      );
    case 'ledger':
      return table(
        ['LedgerName', 'GroupId', 'OpeningBalance', 'OpeningType'],
        masters.ledgers
          // Tally's Profit & Loss A/c sits under no group (Primary): Bahi works profit out itself.
          .filter((ledger) => !partySide(ledger) && ledger.parent !== '' && looseKey(ledger.parent) !== 'primary')
          .filter((ledger) => {
            if (!bahi.ledgers.has(looseKey(ledger.name))) return true;
            const opening = side(ledger.opening, 'Dr', 'Cr');
            notes.push(`${ledger.name} is in Bahi already and was left out${opening ? `: enter its opening balance of ${amount(ledger.opening)} ${opening} on the ledger` : ''}`);
            return false;
          })
          .map((ledger) => [ledger.name, groupInBahi(ledger.parent, parents, bahiGroups), amount(ledger.opening), side(ledger.opening, 'Dr', 'Cr')]),
      );
    default:
      return null;
  }
}
