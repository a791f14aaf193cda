/** When the second reader's reading of a line contradicts PP-OCR's, and which lines a task came from. */
import { describe, expect, it } from 'vitest';
import { contradicts, linesOfTask, numbersOf } from './contradiction.js';

describe('numbersOf', () => {
  it('takes the numbers after a task label, decimal commas as points', () => {
    expect(numbersOf('a) 7 · (2+10) - 2')).toEqual(['7', '2', '10', '2']);
    expect(numbersOf('3. 2,5 + 1.75 =')).toEqual(['2.5', '1.75']);
    expect(numbersOf('12 + 3')).toEqual(['12', '3']);
  });
});

describe('contradicts', () => {
  it('sees a figure read otherwise in a number of the same length', () => {
    expect(contradicts('6x + 4 = 3x + 37', '6x +4=3x+31')).toBe(true);
    expect(contradicts('b) 48 : 6', 'b) 43 : 6')).toBe(true);
  });
  it('agrees when the numbers are the same, whatever the operators and spaces', () => {
    expect(contradicts('6x + 4 = 3x + 37', '6x +4=3x+37')).toBe(false);
    expect(contradicts('4) Izracunaj: √25 + 3^3', '4) Izradunaj: V25 + 3^3')).toBe(false);
  });
  it('says nothing when the second reader lost or added glyphs', () => {
    // "2y" read "29": a letter taken for a figure makes a longer number, not another figure.
    expect(contradicts('-5x - 2y = -16', '5x - 29 =-16')).toBe(false);
    // An exponent run into its base: another count of numbers.
    expect(contradicts('3^2 + 4^2', '3? + 47')).toBe(false);
    expect(contradicts('12 + 5', '')).toBe(false);
  });
  it('says nothing when the second reader read more rows than the line has', () => {
    // tune: "b. 1/9 + 2/3" read as its numerators' row and its denominators' row.
    expect(contradicts('b. 1/9 + 2/3', 'bo 2+ 2\n"9 "3')).toBe(false);
    expect(contradicts('3/4 + 1/2', '3 1\n— + —\n4 7')).toBe(false);
    expect(contradicts('3x+y=5 ; -4x+y=5', '3x+y=5\n~4x+y=6')).toBe(true);
  });
  it('reads a label misread as a figure as a label', () => {
    expect(contradicts('g) 14 - 4', '9) 14 - 4')).toBe(false);
  });
});

describe('linesOfTask', () => {
  const page = ['1. Izracunaj:', 'a) 7 · (2+10) - 2', 'b) 8 · (8+ 14) - 1', '3x - 2y = 16', '-5x - 2y = -16'];
  it('finds the line a task was cut from, spaces aside', () => {
    expect(linesOfTask('7 · (2 + 10) - 2', page)).toEqual([1]);
  });
  it('finds every line of a task that spans lines', () => {
    expect(linesOfTask('3x - 2y = 16 ; -5x - 2y = -16', page)).toEqual([3, 4]);
  });
  it('finds nothing for a task without figures or not on the page', () => {
    expect(linesOfTask('x + y', page)).toEqual([]);
    expect(linesOfTask('99 + 1', page)).toEqual([]);
  });
  it('takes no short line that only stands inside the task (a page number, review)', () => {
    expect(linesOfTask('7 · (2 + 10) - 2', [...page, '7'])).toEqual([1]);
  });
});
