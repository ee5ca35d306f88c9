// A barcode scan told from typing by its pace (overrides/billing/scanBuffer.ts): keys a few milliseconds
// apart ended by Enter are a scan; a person's 80 ms or more a key is typing, whatever they type.
import { describe, expect, it } from 'vitest';
import { ScanBuffer } from '../../overrides/billing/scanBuffer.ts';

/** Types the text with the given pauses before each key and before Enter; returns what Enter says. */
function typed(text: string, gaps: number[], start = 1000): string | null {
  const buffer = new ScanBuffer();
  let time = start;
  [...text].forEach((char, index) => {
    time += gaps[index] ?? gaps[gaps.length - 1];
    buffer.key(char, time);
  });
  return buffer.enter(time + (gaps[text.length] ?? gaps[gaps.length - 1]));
}

describe('scan buffer', () => {
  it('takes a code typed a few ms a key and ended by Enter as a scan', () => {
    expect(typed('8901234500016', [4])).toBe('8901234500016');
    expect(typed('1001', [3])).toBe('1001');
  });

  it('allows a key or two held up while the page draws the last scan', () => {
    // Pauses 0 (first key), then 70, 8, 6 and 9 before Enter: median 8.
    expect(typed('1002', [0, 70, 8, 6, 9])).toBe('1002');
  });

  it('leaves typing at a person’s pace, codes shorter than three characters and a long pause', () => {
    expect(typed('1001', [90])).toBeNull(); // 90 ms a key: a fast typist
    expect(typed('12', [3])).toBeNull();
    expect(typed('1001', [3, 3, 3, 3, 300])).toBeNull(); // Enter a third of a second after the last key
  });

  it('starts afresh after a pause: only the keys since then are the code', () => {
    const buffer = new ScanBuffer();
    buffer.key('5', 0); // a quantity typed by hand, then a scan a second later
    for (const [index, char] of [...'1001'].entries()) buffer.key(char, 1000 + index * 4);
    expect(buffer.enter(1016)).toBe('1001');
    expect(buffer.enter(1020)).toBeNull(); // Enter again: nothing left
  });
});
