// Made PDFs kept in this server's memory, so a link opened sixty times renders once. Bounded by bytes,
// the least recently used going first, and by age: an entry's key names the document's version, so an
// edit of the document itself is printed at once, but the firm, party and terms it prints are read when
// it is made, and a change to them shows once the entry is older than `maxAgeMs`. A cache, not state:
// each server keeps its own, and a restart empties it.
import type { PdfFile } from './pdf-job.ts';

type Entry = { file: PdfFile; madeAt: number };

export class PdfCache {
  readonly #maxBytes: number;
  readonly #maxAgeMs: number;
  /** In order of use, the latest last (a Map keeps insertion order). */
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(maxBytes: number, maxAgeMs: number) {
    this.#maxBytes = maxBytes;
    this.#maxAgeMs = maxAgeMs;
  }

  get(key: string, now = Date.now()): PdfFile | null {
    const entry = this.#entries.get(key);
    if (!entry) return null;
    this.#drop(key, entry);
    if (now - entry.madeAt > this.#maxAgeMs) return null;
    this.#entries.set(key, entry);
    this.#bytes += entry.file.bytes.byteLength;
    return entry.file;
  }

  set(key: string, file: PdfFile, now = Date.now()): void {
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    // A file larger than a quarter of the cache would empty it for one document: it is not kept.
    if (file.bytes.byteLength > this.#maxBytes / 4) return;
    this.#entries.set(key, { file, madeAt: now });
    this.#bytes += file.bytes.byteLength;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#drop(oldest, entry);
    }
  }

  get bytes(): number {
    return this.#bytes;
  }

  #drop(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.file.bytes.byteLength;
  }
}
