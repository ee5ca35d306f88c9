// Display formatting shared by grids and widgets. Pure: no React, no DOM.

/**
 * A number in Indian digit grouping with a fixed number of decimals: 100000 -> "1,00,000.00".
 * The last three integer digits form one group, the rest go in pairs (lakh, crore).
 * Accepts numbers or numeric strings; anything else (null, '', 'abc') gives ''.
 */
export function formatIndian(value: unknown, decimals = 2): string {
  const fixed = toFixedString(value, decimals);
  if (fixed === null) return '';
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const [whole, fraction] = unsigned.split('.');
  const grouped = groupIndian(whole);
  const body = fraction === undefined ? grouped : `${grouped}.${fraction}`;
  // "-0.00" reads oddly: a value that rounds to zero has no sign.
  return negative && /[1-9]/.test(unsigned) ? `-${body}` : body;
}

/** Groups a string of digits the Indian way: "12345678" -> "1,23,45,678". */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const last3 = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const pairs: string[] = [];
  while (rest.length > 2) {
    pairs.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) pairs.unshift(rest);
  return `${pairs.join(',')},${last3}`;
}

/**
 * A plain decimal string with exactly `decimals` places, or null when the value is not a number.
 * Numeric strings are handled digit by digit (no float round trip) when they already fit.
 */
function toFixedString(value: unknown, decimals: number): string | null {
  if (typeof value === 'string') {
    const text = value.trim().replace(/,/g, '');
    const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
    if (!match || (match[2] === '' && (match[3] ?? '') === '')) return null;
    const [, sign, whole, fraction = ''] = match;
    if (fraction.length <= decimals) {
      const wholeDigits = whole.replace(/^0+(?=\d)/, '') || '0';
      const padded = decimals > 0 ? `.${fraction.padEnd(decimals, '0')}` : '';
      return `${sign}${wholeDigits}${padded}`;
    }
    return toFixedString(Number(text), decimals);
  }
  if (typeof value === 'number' && Number.isFinite(value)) {
    // toFixed switches to exponent notation at 1e21; such amounts are not money anyone types.
    return value.toFixed(decimals);
  }
  if (typeof value === 'bigint') return decimals > 0 ? `${value}.${'0'.repeat(decimals)}` : String(value);
  return null;
}

/**
 * A date as yyyy-mm-dd, the form the API sends and takes (SPEC: dates are formatted yyyy-mm-dd); people
 * are shown formatDayFirst's dd-mm-yyyy. Accepts 'yyyy-mm-dd...' strings and Dates.
 */
export function formatDate(value: unknown): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  if (typeof value === 'string') {
    const match = /^\d{4}-\d{2}-\d{2}/.exec(value);
    return match ? match[0] : value;
  }
  return '';
}

/** A date-time as 'dd-mm-yyyy hh:mm' in the browser's time zone. */
export function formatDateTime(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDayFirst(formatDate(date))} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "2026-11-22" (or a timestamp starting so) -> "22-11-2026", the way Indian documents and reports write dates. */
export function formatDayFirst(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}-${match[2]}-${match[1]}` : value;
}

/** A quantity with up to three decimals and no trailing zeros, Indian grouping: 1250.5 -> "1,250.5". */
export function formatQuantity(value: unknown): string {
  return trimTrailingZeros(formatIndian(value, 3));
}

/** "1250.500" -> "1250.5", "100.000" -> "100"; a text with no decimal point is left alone. */
export function trimTrailingZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Money with the sign before the currency symbol: -1234.5 -> "-₹1,234.50"; '' for what is not a number. */
export function formatRupees(value: unknown): string {
  const text = formatIndian(value);
  if (text === '') return '';
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

/** A plain decimal (no grouping) with exactly `decimals` places, for files other programs read. */
export function plainDecimal(value: unknown, decimals: number): string {
  return formatIndian(value, decimals).replace(/,/g, '');
}
