// The firm's letterhead as every printed paper shows it (invoices and vouchers): name, address lines,
// and GSTIN, state with its GST code, PAN and contact. Pure: no React, no DOM.
import type { AddressBlock, Field, Row, StateCode } from './invoice-model.ts';

export const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value).trim());

/** The fields that have a value, in order. */
export const present = (fields: Field[]): Field[] => fields.filter(([, value]) => value !== '');

/** The GST code of a state: the states list first, else the first two digits of a GSTIN registered in it. */
export function stateCode(states: StateCode[], state: string, gstin = ''): string | null {
  const wanted = state.trim().toLowerCase();
  const found = wanted ? states.find((candidate) => candidate.name.toLowerCase() === wanted) : undefined;
  if (found) return found.code;
  return /^\d{2}/.test(gstin) ? gstin.slice(0, 2) : null;
}

/** An address as printed lines: its own lines, then "City - PIN". */
export function addressLines(record: Row, address: unknown): string[] {
  const lines = text(address).split(/\r?\n/).map((line) => line.trim()).filter(Boolean);
  const cityLine = [text(record.City), text(record.Pincode)].filter(Boolean).join(' - ');
  if (cityLine) lines.push(cityLine);
  return lines;
}

/** The firm's block; its name falls back to the document's copy when the firm could not be read. */
export function firmLetterhead(firm: Row, fallbackName: string, states: StateCode[]): AddressBlock {
  const state = text(firm.State);
  const gstin = text(firm.GSTIN).toUpperCase();
  const code = stateCode(states, state, gstin);
  return {
    name: text(firm.FirmName) || fallbackName,
    address: addressLines(firm, firm.Address),
    details: present([
      ['GSTIN', gstin],
      ['State', state ? `${state}, Code: ${code ?? '—'}` : ''],
      ['PAN', text(firm.PAN).toUpperCase()],
      ['Mobile', text(firm.Mobile) || text(firm.Phone)],
      ['Email', text(firm.Email)],
    ]),
  };
}
