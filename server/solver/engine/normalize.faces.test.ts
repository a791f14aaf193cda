import { describe, expect, it } from 'vitest';
import { normalizeTask } from './normalize.js';

/** Misreads of glyph classes seen in faces tuned on from round 12 (mononoki, Old Standard, Yrsa). */
describe('normalizeTask on a photo: glyph look-alikes of other faces', () => {
  const read = (s: string) => normalizeTask(s, { photo: true });

  it('takes an x between a number and "od" for a percent sign (a monospaced %)', () => {
    expect(read('Koliko je 75x od 100?')).toMatchObject({ text: '75%*100', intent: 'percent' });
    expect(read('Koliko je 15x od 660?').text).toBe('15%*660');
    expect(read('5x 0d 700').text).toBe('5%*700');
    // An unknown times a number, with no "od" after it, stays the unknown.
    expect(read('Resi jednacinu: 75x = 150').text).toBe('75x = 150');
    expect(read('x% od 80 = 20').text).toContain('x');
    // After a subtraction's words "od" is "from": the x is the unknown (review).
    expect(read('Oduzmi 5x od 12').text).not.toContain('%');
    expect(read('Razlika 3x od 20').text).not.toContain('%');
  });

  it('marks an exponent read as a quote mark glued to a number unread, so the task is declined', () => {
    expect(read('3" +8"').text).toBe('3^⁇ +8^⁇');
    expect(read("2'+3^2").text).toBe('2^⁇+3^2');
    // After an unknown a quote is its square (an older rule); a quote apart from a number is noise.
    expect(read("x' - 2x - 35 = 0").text).toBe('x^2 - 2x - 35 = 0');
    expect(read("Izracunaj: '3 + 8").text).not.toContain('⁇');
  });

  it('marks a raised 2 read as a question mark glued to a number unread, but keeps a question', () => {
    expect(read('√144 +4?').text).toBe('√144 +4^⁇');
    expect(read('9? - 5^2').text).toBe('9^⁇ - 5^2');
    // A question's own mark after its last number is dropped as before.
    expect(read('Koliko je 40% od 420?').text).toBe('40%*420');
  });

  it('reads an "&" glued to an unknown or a figure as an 8', () => {
    expect(read('c) &x + 6 = 6r + 20').text).toBe('8x + 6 = 6x + 20');
    expect(read('Izracunaj: 3& - 15').text).toBe('38 - 15');
    // Without a photo the text is taken as written.
    expect(normalizeTask('&x + 6 = 6x + 20').text).not.toContain('8');
  });

  it('takes an x read twice only with one of them a capital; two small "xx" are two glyphs', () => {
    expect(read('Xx + 3 = 5').text).toBe('x + 3 = 5');
    expect(read('xX/2 = 4').text).toBe('x/2 = 4');
    // "2x - 9 < -3" in TeX's italic with its 2 read x: left for the parser to decline.
    expect(read('xx - 9 < - 3').text).toBe('xx - 9 < - 3');
  });
});
