// GSTIN: 2-digit state code, the holder's 10-character PAN, an entity number, 'Z', and a check
// character computed from the first 14 (a weighted base-36 sum).
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

export function gstinProblem(gstin: string): string | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'GSTIN check character does not match: look for a typing mistake';
  return null;
}
