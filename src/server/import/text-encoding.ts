// A text file's bytes as text, its encoding found from the bytes, since a shop's CSV may come from Excel
// on Windows ("CSV UTF-8" with a byte-order mark, or plain "CSV", which is Windows-1252), from Tally
// (UTF-16 with a byte-order mark) or from anything else (UTF-8). The rule:
//   1. a byte-order mark names the encoding: EF BB BF UTF-8, FF FE UTF-16 LE, FE FF UTF-16 BE;
//   2. otherwise bytes that are valid UTF-8 are UTF-8 (Windows-1252 text with any letter beyond ASCII is
//      practically never valid UTF-8, and pure ASCII reads the same either way);
//   3. otherwise Windows-1252, if that gives plausible text: none of the five bytes it leaves undefined
//      (81 8D 8F 90 9D) and no control characters but tab, CR and LF.
// A NUL byte outside UTF-16 means UTF-16 without its mark, or not text at all: refused, never guessed.
import { badRequest } from '../http/errors.ts';

const SAVE_AS = 'save it from Excel as "CSV UTF-8", or choose an Excel (.xlsx) file';

export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return strictly('utf-8', bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return strictly('utf-16le', bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return strictly('utf-16be', bytes.subarray(2));
  if (bytes.includes(0)) throw refused(`This file has NUL bytes, so it is not text in UTF-8 or Windows-1252 (UTF-16 must begin with its byte-order mark): ${SAVE_AS}`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const text = new TextDecoder('windows-1252').decode(bytes);
    // eslint-disable-next-line no-control-regex
    if (/[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(text)) throw refused(`This file is neither UTF-8 nor Windows-1252 text: ${SAVE_AS}`);
    return text;
  }
}

function strictly(encoding: string, bytes: Uint8Array): string {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(bytes);
  } catch {
    throw refused(`This file begins as ${encoding.toUpperCase()} but is not valid ${encoding.toUpperCase()} text: ${SAVE_AS}`);
  }
}

const refused = (message: string) => badRequest(message, [{ path: '/content', message: 'is not text in an encoding Bahi reads' }]);
