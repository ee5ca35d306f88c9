import { groupIndian } from '../../../engine/ui/format.ts';

/** A quantity or percent without trailing zeros, grouped the Indian way: 1,250.5. */
export function formatPlain(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  const [whole, fraction] = String(Math.abs(value)).split('.');
  const body = fraction ? `${groupIndian(whole)}.${fraction}` : groupIndian(whole);
  return value < 0 ? `-${body}` : body;
}
