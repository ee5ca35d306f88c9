// Integer arithmetic for the billing math. Amounts are paise, quantities thousandths of a unit, and
// rates (tax, discount) thousandths of a percent, all plain integers; products go through BigInt so
// nothing overflows or drifts, and every division rounds half away from zero, once, where the law or
// the bill says a figure is rounded.
import { fromScaled, toScaled } from '../../engine/schema/scaled.ts';

/** round(numerator / denominator), half away from zero. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** round(a × b / c) for plain integers. */
export function mulDiv(a: number, b: number, c: number): number {
  return Number(divRound(BigInt(a) * BigInt(b), BigInt(c)));
}

export const QTY_SCALE = 1000; // thousandths of a unit
export const RATE_SCALE = 1000; // thousandths of a percent
export const PERCENT = 100 * RATE_SCALE; // 100 % in rate units

/** Wire decimals <-> integers (the API carries rupees with two decimals, quantities and rates with three). */
export const paise = (rupees: number) => toScaled(rupees, 2);
export const milli = (value: number) => toScaled(value, 3);
export const rupees = (amount: number) => fromScaled(amount, 2);
export const thousandths = (value: number) => fromScaled(value, 3);
