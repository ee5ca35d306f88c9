// Exact decimals as scaled integers: 10.15 with scale 2 is stored as 1015. The conversion goes through
// the decimal text of the number (toFixed works on the exact binary value), never through a float
// multiplication, so 10.15 never becomes 1014.

/**
 * Scaled numbers stay below 10^13 (ten lakh crore): 10^13 at scale 2 is 10^15 hundredths, well inside
 * the 2^53 (about 9 × 10^15) up to which a JavaScript number holds every integer.
 */
export const SCALED_LIMIT = 1e13;

/**
 * The bound of a number kept at `scale` decimals: SCALED_LIMIT, and for three or more decimals (a quantity
 * in thousandths) less, so that its smallest units stay below 10^15 too: 9,999,999,999,999.99 units are
 * 9,999,999,999,999,990 thousandths, past 2^53, where neither a JavaScript number nor the conversion holds
 * them exactly.
 */
export function scaledLimit(scale: number): number {
  return Math.min(SCALED_LIMIT, 10 ** (15 - scale));
}

/** True when `value` has at most `scale` decimals, as written, and is below its scaledLimit. */
export function fitsScale(value: number, scale: number): boolean {
  return Number.isFinite(value) && Number(value.toFixed(scale)) === value && Math.abs(value) < scaledLimit(scale);
}

export function toScaled(value: number, scale: number): number {
  // The common case without strings: a value with at most `scale` decimals is within a few units in the
  // last place of an integer once multiplied, and that integer is what its decimal text gives. A product
  // further than 0.001 from an integer (more decimals than the scale) goes the exact way below.
  const product = value * 10 ** scale;
  const nearest = Math.round(product);
  if (Math.abs(product - nearest) < 0.001 && Math.abs(product) < 2 ** 52) return nearest === 0 && value < 0 ? -0 : nearest + 0; // as below: -0 only for a negative value
  const [whole, fraction = ''] = Math.abs(value).toFixed(scale).split('.');
  const magnitude = Number(whole + fraction.padEnd(scale, '0'));
  return value < 0 ? -magnitude : magnitude;
}

export function fromScaled(stored: number | string | bigint, scale: number): number {
  // An integer JavaScript holds exactly divided by a power of ten it holds exactly is rounded once, to the
  // number nearest the quotient: the number the decimal text below is read as.
  if (typeof stored === 'number' && Number.isSafeInteger(stored) && scale <= 22) return stored / 10 ** scale + 0; // + 0: -0 reads as 0, as below
  const integer = BigInt(stored);
  const negative = integer < 0n;
  const digits = (negative ? -integer : integer).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return Number(negative ? `-${text}` : text);
}
