// Tells a barcode scanner's keystrokes from a person's: a scanner "types" a code a few milliseconds a key
// and ends it with Enter; a person, even a fast typist (150 words a minute), takes 80 ms a key or more.
// The page may be busy drawing the line the last scan added, so a key or two can reach it late: the
// middle (median) pause between the keys and Enter is what is judged, and only a pause of a quarter of a
// second starts afresh. Pure (times are given), so the rule is tested without a browser.

export type ScanTiming = {
  /** Shortest code taken as a scan (item codes such as 1001 are four characters). */
  minLength: number;
  /** A pause this long between two keys starts a new code. */
  maxGapMs: number;
  /** Longest median pause between the keys of a scan, Enter included. */
  maxMedianMs: number;
};

export const SCANNER_TIMING: ScanTiming = { minLength: 3, maxGapMs: 250, maxMedianMs: 40 };

export class ScanBuffer {
  private text = '';
  private times: number[] = [];
  private readonly timing: ScanTiming;

  constructor(timing: ScanTiming = SCANNER_TIMING) {
    this.timing = timing;
  }

  /** A character key pressed at `time` (ms). */
  key(char: string, time: number): void {
    if (!this.pending(time)) this.reset();
    this.text += char;
    this.times.push(time);
  }

  /** Enter pressed at `time`: the code when the keys since the last pause were a scan, else null. Starts afresh. */
  enter(time: number): string | null {
    const { text, times } = this;
    const pending = this.pending(time);
    this.reset();
    const code = text.trim();
    if (!pending || code.length < this.timing.minLength) return null;
    const gaps = [...times.slice(1), time].map((at, index) => at - times[index]).sort((a, b) => a - b);
    const median = gaps.length % 2 === 1 ? gaps[(gaps.length - 1) / 2] : (gaps[gaps.length / 2 - 1] + gaps[gaps.length / 2]) / 2;
    return median <= this.timing.maxMedianMs ? code : null;
  }

  /** Characters of a code under way (the last key came within the pause allowed). */
  pending(time: number): boolean {
    return this.text !== '' && time - this.times[this.times.length - 1] <= this.timing.maxGapMs;
  }

  reset(): void {
    this.text = '';
    this.times = [];
  }
}
