// Exact decimals as scaled integers: 10.15 with scale 2 is stored as 1015. The conversion goes through
// the decimal text of the number (toFixed works on the exact binary value), never through a float
// multiplication, so 10.15 never becomes 1014.

/**
 * Scaled numbers stay below 10^13 (ten lakh crore): 10^13 at scale 2 is 10^15 hundredths, well inside
 * the 2^53 (about 9 × 10^15) up to which a JavaScript number holds every integer.
 */
export const SCALED_LIMIT = 1e13;

/** True when `value` has at most `scale` decimals, as written, and is below SCALED_LIMIT. */
export function fitsScale(value: number, scale: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(scale)) === value && Math.abs(value) < SCALED_LIMIT;
}

export function toScaled(value: number, scale: number): number {
  const [whole, fraction = ''] = Math.abs(value).toFixed(scale).split('.');
  const magnitude = Number(whole + fraction.padEnd(scale, '0'));
  return value < 0 ? -magnitude : magnitude;
}

export function fromScaled(stored: number | string | bigint, scale: number): number {
  const integer = BigInt(stored);
  const negative = integer < 0n;
  const digits = (negative ? -integer : integer).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return Number(negative ? `-${text}` : text);
}
