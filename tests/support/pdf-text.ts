// The text of a PDF made by pdfkit (pdfmake's writer), page by page, for tests that read what a PDF says:
// each object's stream is inflated, each font's ToUnicode map read, and the page's text operators (Tf,
// Tj, TJ) decoded through the map of the font in use. Runs of text are joined with spaces. Only what
// pdfkit writes is handled (hex strings, one content stream per page, fonts named in the page's resources).
import zlib from 'node:zlib';

type PdfObject = { dict: string; stream: Buffer | null };

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const head = /(\d+) 0 obj\b/g;
  let match: RegExpExecArray | null;
  while ((match = head.exec(text))) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endobj', start);
    const body = text.slice(start, end);
    const at = body.search(/\bstream\r?\n/);
    if (at < 0) {
      found.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dataStart = start + at + body.slice(at).indexOf('\n') + 1;
    const dataEnd = text.lastIndexOf('endstream', end);
    const raw = pdf.subarray(dataStart, dataEnd);
    const dict = body.slice(0, at);
    let stream: Buffer = raw;
    if (/\/FlateDecode/.test(dict)) {
      try {
        stream = zlib.inflateSync(raw);
      } catch {
        stream = zlib.inflateSync(raw.subarray(0, raw.length - 1));
      }
    }
    found.set(Number(match[1]), { dict, stream });
    head.lastIndex = end;
  }
  return found;
}

/** A ToUnicode CMap: glyph code (hex) -> text. */
function cmap(source: string): Map<string, string> {
  const map = new Map<string, string>();
  // A ligature's text is two units in one string (<0066 0069>: "fi").
  const unicode = (hex: string) => String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of source.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, value] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(code.toLowerCase(), unicode(value));
  }
  for (const block of source.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, rest] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const first = parseInt(from, 16);
      const last = parseInt(to, 16);
      const values = rest.startsWith('[') ? [...rest.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((value) => value[1]) : null;
      for (let code = first; code <= last; code += 1) {
        const key = code.toString(16).padStart(from.length, '0');
        if (values) map.set(key, unicode(values[code - first] ?? ''));
        else map.set(key, unicode((parseInt(rest.slice(1, -1), 16) + code - first).toString(16).padStart(rest.length - 2, '0')));
      }
    }
  }
  return map;
}

const ref = (dict: string, key: string): number | null => {
  const found = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict);
  return found ? Number(found[1]) : null;
};

/** The text of each page, in the order pdfkit wrote it. */
export function pdfPages(pdf: Buffer): string[] {
  const all = objects(pdf);
  const pages = [...all.values()].filter((object) => /\/Type\s*\/Page(?![a-z])/.test(object.dict));
  return pages.map((page) => {
    const fontsAt = /\/Font\s*<<([^>]*)>>/.exec(page.dict) ?? (() => {
      const resources = ref(page.dict, 'Resources');
      return resources ? /\/Font\s*<<([^>]*)>>/.exec(all.get(resources)?.dict ?? '') : null;
    })();
    const maps = new Map<string, Map<string, string>>();
    for (const [, name, id] of (fontsAt?.[1] ?? '').matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
      const toUnicode = ref(all.get(Number(id))?.dict ?? '', 'ToUnicode');
      const stream = toUnicode ? all.get(toUnicode)?.stream : null;
      maps.set(name, stream ? cmap(stream.toString('latin1')) : new Map());
    }
    const contents = ref(page.dict, 'Contents');
    const operators = contents ? (all.get(contents)?.stream?.toString('latin1') ?? '') : '';
    let font = new Map<string, string>();
    const runs: string[] = [];
    const decode = (hex: string) => {
      const width = [...font.keys()][0]?.length ?? 4;
      return (hex.match(new RegExp(`.{${width}}`, 'g')) ?? []).map((code) => font.get(code.toLowerCase()) ?? '').join('');
    };
    for (const [, name, array, single] of operators.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (name) font = maps.get(name) ?? new Map();
      else if (array !== undefined) runs.push([...array.matchAll(/<([0-9a-fA-F]*)>|(-?[\d.]+)/g)].map(([, hex, kern]) => (hex !== undefined ? decode(hex) : Number(kern) < -200 ? ' ' : '')).join(''));
      else if (single !== undefined) runs.push(decode(single));
    }
    return runs.join(' ').replace(/\s+/g, ' ').trim();
  });
}

/** Each page's text with every space taken out, for comparisons that pdfkit's runs cannot split ("Walk- in"). */
export const pdfPagesSqueezed = (pdf: Buffer): string[] => pdfPages(pdf).map((page) => page.replace(/\s+/g, ''));
