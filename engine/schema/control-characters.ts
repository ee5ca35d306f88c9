// Characters a stored text must not carry. Control characters (NUL ends a C string in other tools, ESC
// starts a terminal sequence, CR/LF split a CSV row or a log line) and the bidirectional overrides and
// isolates (U+202A-U+202E, U+2066-U+2069: the "Trojan Source" trick, CVE-2021-42574, that shows a name
// or an amount in another order than it is stored) have no place in a name, a number or a code.
//
// A single-line field refuses them, naming the field. A multi-line free text (x-ui widget "textarea":
// an address, a narration) keeps its line breaks and tabs and has the rest removed, since such text is
// usually pasted from a bank statement or a mail, where stray control characters are common and harmless
// to drop.

/** C0 controls but TAB, LF and CR; DEL; C1 controls; line and paragraph separators; bidi controls. */
const UNSAFE_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
/** The same and TAB, LF and CR: nothing of the kind belongs on one line. */
const UNSAFE_ON_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** A multi-line text with the unsafe characters removed and its line breaks written as LF. */
export function cleanMultiline(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(UNSAFE_IN_TEXT, '');
}

/** The first unsafe character of a single-line text, described ("U+001B"), or null if it has none. */
export function unsafeCharacter(text: string): string | null {
  const match = UNSAFE_ON_A_LINE.exec(text);
  return match ? `U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` : null;
}
