// A spreadsheet cell's text as the value the API takes for the field. What cannot be read is passed on
// as the text itself, so the engine's validator refuses it with the same words the API would use.
import type { PropertySchema } from '../../../engine/schema/index.ts';
import { foldCase } from './columns.ts';

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'active']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0', 'inactive']);

export function cellValue(property: PropertySchema, text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (Array.isArray(property.enum)) {
    const names = (property['x-ui']?.enumNames as string[] | undefined) ?? [];
    const key = foldCase(trimmed);
    const byName = names.findIndex((name) => foldCase(name) === key);
    if (byName >= 0) return property.enum[byName];
    const byValue = property.enum.find((value) => foldCase(String(value)) === key);
    return byValue !== undefined ? byValue : trimmed;
  }
  if (property.type === 'number' || property.type === 'integer') {
    // Indian grouping (1,00,000.50) and a rupee sign are how spreadsheets show amounts.
    const plain = trimmed.replace(/[,₹\s]/g, '').replace(/^Rs\.?/i, '');
    return /^-?(\d+\.?\d*|\.\d+)$/.test(plain) ? Number(plain) : trimmed;
  }
  if (property.type === 'boolean') {
    const key = foldCase(trimmed);
    return TRUE_WORDS.has(key) ? true : FALSE_WORDS.has(key) ? false : trimmed;
  }
  return trimmed;
}
