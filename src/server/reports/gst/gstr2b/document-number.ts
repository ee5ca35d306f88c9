// A supplier's document number as the reconciliation compares it. The same bill is often keyed
// differently in the books and in the supplier's GSTR-1 (and so in our GSTR-2B): "inv/0042" against
// "INV-42", "SR 17" against "SR17". Case, spaces, separators (/ - . _ and any other mark) and the leading
// zeros of each run of digits are dropped; every letter and every other digit stays, so a number that
// differs in a digit ("INV/43" against "INV/42") never matches. Rule 46(b) CGST Rules lets a number hold
// letters, digits and the separators "-" and "/" only, so these are the spellings of one number.

/** "inv/0042" -> "INV42"; "A-0-B" -> "A0B" (a run of zeros keeps one zero). */
export function normaliseDocumentNumber(number: string): string {
  // Zeros are dropped run by run as written, before the separators go: "2026-27/007" is 2026, 27, 7.
  const trimmed = number.toUpperCase().replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, ''));
  return trimmed.replace(/[^A-Z0-9]/g, '');
}
