/** Marks a photo's reading leaves where they mean nothing (normalize.ts withoutStrayMarks; tune r15). */
import { describe, expect, it } from 'vitest';
import { normalizeTask } from './normalize.js';
import { judgePlausibility } from './plausibility.js';

const read = (s: string) => normalizeTask(s, { photo: true }).text;

describe('stray marks on a photo', () => {
  it('drops a point inside a word, which would stand before the maths', () => {
    // Old Standard's Cyrillic "Колико је 50% од 520?" read "Ko.nko je 50% on 520?".
    expect(read('Ko.nko je 50% on 520?')).not.toMatch(/^\s*\./);
    expect(read('Izracunaj: 3.5 + 2')).toBe('3.5 + 2');
  });

  it('reads a point between a figure and an unknown before a sign as the times dot', () => {
    expect(read('4(3.x - 8) - (x+ 8)')).toBe('4(3x - 8) - (x+ 8)');
    // At a task's start it is a label's point glued to the task, not a times dot (review).
    expect(read('2.x - 4 = 10')).not.toContain('2x - 4');
    expect(read('3.x + 5 = 12')).not.toContain('3x + 5');
    // Before "=" it is a proportion's colon (normalize.test.ts).
    expect(read('Resi jednacinu: 7.x = 14 : 18')).toBe('7:x = 14 : 18');
  });

  it("drops a raised mark on an equation's closing 0 and a bracket after its last number", () => {
    // Nimbus Mono's "x² − 9 = 0" read "x² - 9=0`" and "x² - 9=0·"; Didot's "… = 0)".
    expect(read('x² - 9=0`')).toBe('x^2 - 9=0');
    expect(read('x² - 9=0·')).toBe('x^2 - 9=0');
    expect(read('x^2 + 8x + 7 = 0)')).toBe('x^2 + 8x + 7 = 0');
    // Not a power of another number, nor a bracket that closes one opened.
    expect(read('x = 3`')).toContain('⁇');
    expect(read('(2x + 1 = 10)')).toBe('(2x + 1 = 10)');
  });
});

describe('a whole calculation in one bracket', () => {
  it('is doubted as a task whose rest was lost', () => {
    // mononoki's "(18 − 2) · 5 + 9 : (1 + 2)" broken after the bracket, answered 16.
    const judged = (normalized: string) =>
      judgePlausibility({ normalized, intent: 'compute', kind: 'arithmetic', answer: '' }).reasons;
    expect(judged('(18 - 2)')).toEqual([expect.stringMatching(/^unusual: a calculation in bare brackets/)]);
    expect(judged('(18 - 2) * 5')).toEqual([]);
    expect(judged('(-5)^2')).toEqual([]);
  });
});

describe('damaged labels on a photo', () => {
  it('drops a label whose point was doubled or whose letter was lost or read as a dot', () => {
    // Cardo's "a." read "2..", Yrsa's "a." read "a..", Carlito's "(c)" read "()", Berenis's "(e)" "( · )".
    expect(read('2.. √144 +2^3')).toBe('√144 +2^3');
    expect(read('a.. x/5 +9=11')).toBe('x/5 +9=11');
    expect(read('()9.7 + 2.27 · 8')).toBe('9.7 + 2.27 * 8');
    expect(read('( · ) 10% od broja 140.')).toBe('10%*140');
    // A bracket with something in it is maths.
    expect(read('(2 + 3) · 4')).toBe('(2 + 3) * 4');
  });
});
