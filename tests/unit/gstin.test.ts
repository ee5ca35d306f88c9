import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from '../../src/server/masters/gstin.ts';

describe('GSTIN', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4'])('accepts the genuine %s', (gstin) => {
    expect(gstinProblem(gstin)).toBeNull();
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it('catches a mistyped character through the check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZA')).toMatch(/check character/);
    expect(gstinProblem('27AAPFU0938F1ZV')).toMatch(/check character/);
  });

  it('refuses the wrong shape', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toMatch(/15 characters/);
    expect(gstinProblem('27AAPFU0939F1XV')).toMatch(/15 characters/);
  });
});
