/** When the second reader's reading of a line contradicts PP-OCR's, and which lines a task came from. */
import { describe, expect, it } from 'vitest';
import { contradicts, figureLostOrAdded, linesOfTask, numbersOf } from './contradiction.js';

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

describe('figureLostOrAdded', () => {
  it('sees a figure PP-OCR lost inside a number ("125" read "15")', () => {
    expect(figureLostOrAdded('3x + 15 = 40', '3x +125=40')).toBe(true);
    expect(figureLostOrAdded('a) 1,5 + 2', 'a) 1,25 + 2')).toBe(true);
  });
  it('sees a figure PP-OCR added, inside or at a bare edge ("7" read "71")', () => {
    expect(figureLostOrAdded('71 - 4 · 3', '7 - 4-3')).toBe(true);
    expect(figureLostOrAdded('x : 3 = 125 : 5', 'x:3=15:5')).toBe(true);
  });
  it('says nothing when tesseract adds a figure at an edge (its own reading of a stroke or a dot)', () => {
    expect(figureLostOrAdded('2. 3x + 20 = 29', '2. 3x+20=129')).toBe(false);
    expect(figureLostOrAdded('26 + 6 · 5 - 14 : 2', '26 + 6-95-14: 2')).toBe(false);
  });
  it('says nothing at an edge with a glyph beside the number that may be the figure', () => {
    // "(11 - 1)" read "1-1D": the bracket and a 1 lost together.
    expect(figureLostOrAdded('(11 - 1) · 3+27:(5+4)', '1-1D-3+27:(5+4)')).toBe(false);
    // "11" read "1]": the second 1 read as a bracket.
    expect(figureLostOrAdded('- 5x + 11 < - 9', '~5x + 1] < —9')).toBe(false);
    expect(figureLostOrAdded('5% od 40', '5 od 40')).toBe(false);
  });
  it('says nothing when other numbers differ too, a decimal point is lost, or the counts differ', () => {
    expect(figureLostOrAdded('3x + 15 = 40', '3x +125=41')).toBe(false);
    expect(figureLostOrAdded('2,5 + 1', '25 + 1')).toBe(false);
    expect(figureLostOrAdded('5^2 + 4^2', '52 +\n42')).toBe(false);
    expect(figureLostOrAdded('3x + 15 = 40', '3x + 15 = 40')).toBe(false);
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
