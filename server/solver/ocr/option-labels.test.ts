/** A spoilt label in a row of offered answers put back from its place among its neighbours. */
import { describe, expect, it } from 'vitest';
import { restoreOptionLabels } from './option-labels.js';

const CAP = 20;
/** A line at column `col` of row `row` (rows 40 px apart, columns 250 px). */
const at = (text: string, col: number, row: number) => ({
  text,
  box: {
    left: 10 + 250 * col,
    right: 10 + 250 * col + 8 * text.length,
    top: 40 * row,
    bottom: 40 * row + CAP,
  },
});
const texts = (lines: ReturnType<typeof at>[]) => restoreOptionLabels(lines, CAP).map((l) => l.text);

describe('restoreOptionLabels', () => {
  it('puts back a lost bracket, a lost letter and a look-alike letter in a row of options', () => {
    const page = [
      at('Izračunaj:', 0, 0),
      at('3/5 x 1/4', 0, 1),
      at('α) 43/20', 0, 2),
      at('b) 3/20', 1, 2),
      at('c) - 197/20', 2, 2),
      at('d 20/3', 3, 2),
    ];
    expect(texts(page)).toEqual(['Izračunaj:', '3/5 x 1/4', 'a) 43/20', 'b) 3/20', 'c) - 197/20', 'd) 20/3']);
    // The letter lost, its bracket kept, where the row's labels show the order.
    expect(texts([at('A) - 1', 0, 0), at('B) 11', 1, 0), at(')9', 2, 0), at('D) 10', 3, 0)])).toEqual([
      'A) - 1',
      'B) 11',
      'C) 9',
      'D) 10',
    ]);
  });

  it('reads the Serbian order from a v) and keeps a task’s own label of another style over its options', () => {
    const page = [
      at('(a)5^2 - 8^2', 0, 0),
      at('a) - 37', 0, 1),
      at('b) - 39', 1, 1),
      at('v)39', 2, 1),
      at('g - 38', 3, 1),
    ];
    expect(texts(page)).toEqual(['(a)5^2 - 8^2', 'a) - 37', 'b) - 39', 'v)39', 'g) - 38']);
  });

  it('puts back capitals one under another, a misread bracket and a B read as 8', () => {
    const page = [
      at('Aj 8x - 17', 0, 0),
      at('8) -8x - 20', 0, 1),
      at('C)8x - 40', 0, 2),
      at('D)8x - 20', 0, 3),
    ];
    expect(texts(page)).toEqual(['A) 8x - 17', 'B) -8x - 20', 'C)8x - 40', 'D)8x - 20']);
  });

  it('sets a label with a point apart from its option, so "A.x" is no product; a bracket label is left as read', () => {
    const page = [at('3x - 15≥6', 0, 0), at('A.x>7', 0, 1), at('B. x≥7', 1, 1), at('C.x≤7', 2, 1)];
    expect(texts(page)).toEqual(['3x - 15≥6', 'A. x>7', 'B. x≥7', 'C. x≤7']);
    expect(texts([at('(c)(7, 1)', 0, 0), at('(d)( - 7, - 1)', 1, 0)])).toEqual([
      '(c)(7, 1)',
      '(d)( - 7, - 1)',
    ]);
  });

  it('guesses no letter the two orders disagree on, and touches no line apart from the row', () => {
    // After a) b) the third is c) or v): a lost letter is not put back.
    expect(texts([at('a) 21', 0, 0), at('b)11', 1, 0), at(') - 21', 2, 0)])).toEqual([
      'a) 21',
      'b)11',
      ') - 21',
    ]);
    // A line far below the row, not aligned, is no option of it.
    const apart = [
      at('a) 21', 0, 0),
      at('b) 11', 1, 0),
      { text: 'c 5', box: { left: 600, right: 630, top: 300, bottom: 320 } },
    ];
    expect(texts(apart)).toEqual(['a) 21', 'b) 11', 'c 5']);
    // One intact label is no run, unless two more lines keep their letters at their places.
    expect(texts([at('A - 1', 0, 0), at('D) 10', 1, 0)])).toEqual(['A - 1', 'D) 10']);
    const kept = [at('A - 1', 0, 0), at('B 11', 1, 0), at(')9', 2, 0), at('D) 10', 3, 0)];
    expect(texts(kept)).toEqual(['A) - 1', 'B) 11', 'C) 9', 'D) 10']);
  });
});

describe('restoreOptionLabels leaves the maths of a sub-task without its label (review25)', () => {
  it('takes no letter before an operator for a label, nor a bracket of the maths for a c', () => {
    // The third sub-task's label lost: its own letter, or its opening bracket, is no label.
    const column = (third: string) => [at('a) 3x = 12', 0, 0), at('b) 2x = 10', 0, 1), at(third, 0, 2)];
    expect(texts(column('c + 4 = 9'))[2]).toBe('c + 4 = 9');
    expect(texts(column('( -3) · 4'))[2]).toBe('( -3) · 4');
    expect(texts([at('A) 12', 0, 0), at('B) 14', 0, 1), at('C) 16', 0, 2), at('D = 12 - 5', 0, 3)])[3]).toBe(
      'D = 12 - 5',
    );
    // A sign after the letter is an option's ("g - 38" is "g) −38"), and a look-alike before its value.
    expect(texts(column('c - 4'))[2]).toBe('c) - 4');
    expect(texts(column('e 2 + 1'))[2]).toBe('c) 2 + 1');
  });
});
