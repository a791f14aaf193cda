/** A worksheet's cells read one after another, each label with the maths under it. */
import { describe, expect, it } from 'vitest';
import { cellOrder, isLabelled, stripLeadingMarks, type PlacedLine } from './cell-order.js';

const CAP = 20;
const line = (text: string, left: number, width: number, row: number): PlacedLine => ({
  text,
  row,
  box: { left, right: left + width, top: 30 * row, bottom: 30 * row + CAP },
});
const texts = (lines: PlacedLine[]) => cellOrder(lines, CAP).map((l) => l.text);

describe('cellOrder', () => {
  it('reads a line of words under a row of offered answers after the whole row', () => {
    const page = [
      line('Zadatak 2. Reši jednačinu: |x - 6| = 3', 10, 420, 0),
      line('a)3i - 9', 10, 90, 1),
      line('b) - 3i - 9', 300, 110, 1),
      line('v)3i9', 600, 70, 1),
      line('Odgovor:', 10, 100, 2),
    ];
    expect(texts(page)).toEqual([
      'Zadatak 2. Reši jednačinu: |x - 6| = 3',
      'a)3i - 9',
      'b) - 3i - 9',
      'v)3i9',
      'Odgovor:',
    ]);
  });

  it('reads each cell of a grid before the next one, row of cells by row of cells', () => {
    const page = [
      line('Radni list', 10, 120, 0),
      line('Zadatak 1. Reši jednačinu:', 10, 300, 1),
      line('Zadatak 2. Sredi izraz:', 400, 250, 1),
      line('7 : x = 21 : 12', 10, 160, 2),
      line('(x + 1)^2 - x(x - 8)', 400, 220, 2),
      line('c.Izračunaj:', 10, 150, 3),
      line('d) Odredi:', 400, 110, 3),
      line('4^2 + 7^2', 10, 100, 4),
      line('NZD(25, 30)', 400, 120, 4),
    ];
    expect(texts(page)).toEqual([
      'Radni list',
      'Zadatak 1. Reši jednačinu:',
      '7 : x = 21 : 12',
      'Zadatak 2. Sredi izraz:',
      '(x + 1)^2 - x(x - 8)',
      'c.Izračunaj:',
      '4^2 + 7^2',
      'd) Odredi:',
      'NZD(25, 30)',
    ]);
  });

  it('reads sub-tasks lettered in the Serbian order a) b) / v) g) row by row, each cell on its own', () => {
    const page = [
      line('1. Izračunaj vrednost izraza: (4 boda)', 10, 400, 0),
      line('a) 7 · (2 + 10) − 2', 10, 200, 1),
      line('b) 8 · (8 + 14) − 1', 400, 200, 1),
      line('v) 6 · (14 + 8) − 23', 10, 210, 2),
      line('g) (14 − 4) · 4 + 18 : (2 + 1)', 400, 300, 2),
    ];
    expect(texts(page)).toEqual([
      '1. Izračunaj vrednost izraza: (4 boda)',
      'a) 7 · (2 + 10) − 2',
      'b) 8 · (8 + 14) − 1',
      'v) 6 · (14 + 8) − 23',
      'g) (14 − 4) · 4 + 18 : (2 + 1)',
    ]);
    expect(isLabelled('v) 6 · (14 + 8)')).toBe(true);
    expect(isLabelled('(đ) 2 + 3')).toBe(true);
  });

  it('reads an unlabelled line of maths under a sub-task holding its own maths after the row (its label lost)', () => {
    // Tune 340: "v)" lost, "|−9| + |4 − 11|" had joined a)'s cell and "b)" was read after every
    // task below (the labels "2." "3." read "2 ·", no labels).
    const page = [
      line('1 · Izracunaj:(3 boda)', 10, 250, 0),
      line('d)5 · | - 5| - |3 - 12|', 10, 260, 1),
      line('b)2 · | - 10| - |5 - 19|', 400, 270, 1),
      line('| - 9| + |4 - 11|', 10, 200, 2),
      line('2 · Izracunaj:(3 boda)', 10, 250, 3),
      line('4 · √49 - 5^2', 10, 150, 4),
    ];
    expect(texts(page)).toEqual([
      '1 · Izracunaj:(3 boda)',
      'd)5 · | - 5| - |3 - 12|',
      'b)2 · | - 10| - |5 - 19|',
      '| - 9| + |4 - 11|',
      '2 · Izracunaj:(3 boda)',
      '4 · √49 - 5^2',
    ]);
    // A line going on with a minus stays with its sub-task (review, round 18: "− 12 : 4" had been
    // read after b) and joined to it).
    const minus = [
      line('a) 36 : (4 + 5) · 2', 10, 250, 0),
      line('b) 7 · 25', 400, 150, 0),
      line('− 12 : 4', 10, 120, 1),
    ];
    expect(texts(minus)).toEqual(['a) 36 : (4 + 5) · 2', '− 12 : 4', 'b) 7 · 25']);
    // A cell's maths under its instruction, a line going on, or a system's second equation stays
    // in the cell.
    const grid = [
      line('1) Izračunaj: 4 · 3 +', 10, 250, 0),
      line('2) Reši sistem: 3x - 2y = 16', 400, 300, 0),
      line('5 + 2 · 7', 10, 120, 1),
      line('-5x - 2y = -16', 400, 140, 1),
      line('3) Reši:', 10, 100, 2),
      line('4) Reši:', 400, 100, 2),
    ];
    expect(texts(grid).slice(0, 2)).toEqual(['1) Izračunaj: 4 · 3 +', '5 + 2 · 7']);
    grid[0] = line('1) Izračunaj:', 10, 150, 0);
    expect(texts(grid).slice(0, 2)).toEqual(['1) Izračunaj:', '5 + 2 · 7']);
    expect(texts(grid).slice(2, 4)).toEqual(['2) Reši sistem: 3x - 2y = 16', '-5x - 2y = -16']);
  });

  it('keeps a system beside its instruction in that cell, and ends the grid at a line across it', () => {
    const page = [
      line('1) Izračunaj: 4 · 3', 10, 250, 0),
      line('2) Reši sistem:', 400, 150, 0),
      line('3x - 2y = 16', 580, 130, 0),
      line('-5x - 2y = -16', 580, 140, 1),
      line('3) Izračunaj: 6^2 - 8^2', 10, 250, 2),
      line('Proveri rešenja u svesci i zapiši odgovore.', 10, 500, 3),
    ];
    expect(texts(page)).toEqual(page.map((l) => l.text));
  });

  it("reads a system standing across its label's row in that row, and labels after a speck", () => {
    const system = {
      ...line('-x + 3y = 0 ; 2x + 4y = -10', 560, 150, 0),
      box: { left: 560, right: 710, top: 10, bottom: 60 },
    };
    const page = [
      line('Radni list', 10, 120, -1),
      system,
      line('1. Reši jednačinu: |x - 4| = 4', 10, 300, 1),
      line('2. Reši sistem:', 400, 150, 1),
      line(':3. Reši jednačinu: x^2 - 4x = 0', 10, 300, 3),
      line('4. Izračunaj: 3,2 + 3,41 · 4', 400, 300, 3),
    ];
    expect(texts(page)).toEqual([
      'Radni list',
      '1. Reši jednačinu: |x - 4| = 4',
      '2. Reši sistem:',
      '-x + 3y = 0 ; 2x + 4y = -10',
      ':3. Reši jednačinu: x^2 - 4x = 0',
      '4. Izračunaj: 3,2 + 3,41 · 4',
    ]);
  });

  it('moves no tall line of one column past the short lines of another', () => {
    const tall = { ...line('x = 3/4 + 1/2', 10, 200, 0), box: { left: 10, right: 210, top: 0, bottom: 60 } };
    const page = [tall, line('y = 2 + 3', 400, 120, 0), line('z = 4 - 1', 400, 120, 1)];
    expect(texts(page)).toEqual(['x = 3/4 + 1/2', 'y = 2 + 3', 'z = 4 - 1']);
  });

  it('leaves pages without a row of labelled cells alone', () => {
    const page = [
      line('Izračunaj:', 10, 120, 0),
      line('12 + 7', 10, 80, 1),
      line('30 - 4', 300, 80, 1),
      line('a) 5 · 6', 10, 80, 2),
      line('b) 9 - 1', 10, 80, 3),
    ];
    expect(texts(page)).toEqual(page.map((l) => l.text));
  });

  it("reads a grid labelled in English or Cyrillic (the engine's label words) cell by cell", () => {
    for (const [first, second] of [
      ['Q1. Solve:', 'Q2. Simplify:'],
      ['Exercise 1: Solve', 'Exercise 2: Simplify'],
      ['Задатак 1. Реши једначину:', 'Задатак 2. Израчунај:'],
    ] as const) {
      const page = [
        line(first, 10, 200, 0),
        line(second, 400, 200, 0),
        line('7 : x = 21 : 12', 10, 160, 1),
        line('(x + 1)^2 - x(x - 8)', 400, 220, 1),
      ];
      expect(texts(page)).toEqual([first, '7 : x = 21 : 12', second, '(x + 1)^2 - x(x - 8)']);
    }
  });

  it('tells labels from numbers', () => {
    expect(
      ['1) x', '2. Reši', '(3) Izračunaj', 'a. Reši', 'b)', 'e.Izračunaj', 'Zadatak 4. Reši'].every(
        isLabelled,
      ),
    ).toBe(true);
    expect(['1.5 + 2', '12 : 4', 'x + 1', 'a.b', 'Radni list'].some(isLabelled)).toBe(false);
    // The engine's label words (labels.ts), in any case; a variable before a number is none.
    expect(
      [
        'Q1. Solve',
        'q3) x + 1',
        'EXERCISE 4',
        'Task 2: Simplify',
        'Задатак 3. Реши',
        'Pitanje 5.',
        'Zadatak 5, Reši',
        // Sub-numbers and whatever follows the number (review finding).
        'Zadatak 1.2 Reši',
        'Primer 2.1: Izračunaj',
        'Zadatak 2 -3x + 4 = 1',
        'Zadatak 4 − Reši',
      ].every(isLabelled),
    ).toBe(true);
    expect(['q2 + 1 = 5', 'Task list', 'Zadatak'].some(isLabelled)).toBe(false);
  });

  it('reads labels as the recogniser misreads them: square brackets, a lost capital, a misread word', () => {
    expect(
      [
        '[3] Resi nejednacinu:',
        '(2] lzracunaj:',
        'e.lzracunaj: |-6| + 2',
        'Zadztak 3. Ddredi:',
        'Zodatok 1. Izraxunaj:',
        'Zodotak 4. Resi sistem:',
      ].every(isLabelled),
    ).toBe(true);
    expect(['[x+8]^2 - 4', 'x.y', 'Sadatak'].some(isLabelled)).toBe(false);
  });

  it('reads a label whose point was lost before an instruction ("3 Izračunaj:"), as the engine does', () => {
    expect(['3 Izracunaj:', '2 Resi jednacinu: x + 1 = 4', '|| 5 Sredi izraz:'].every(isLabelled)).toBe(true);
    // A 1 is a capital I read apart, two digits a misread "1)"; a number before maths is none.
    expect(['1 zracunaj:', '10 Izracunaj:', '3 + 4', '3 Izracunaj', '2 x: 5 = 4 : 10'].some(isLabelled)).toBe(
      false,
    );
  });

  it('reads a boxed grid cell by cell when a box\'s side is read before a label ("|| 2)", "1| 2)")', () => {
    // The side read as "||" widens the second label's line towards the first cell's box.
    const page = [
      line('1) Izracunaj:', 10, 150, 0),
      line('|| 2) Izracunaj:', 175, 185, 0),
      line('|3) Sredi izraz:', 420, 170, 0),
      line('4 · √4 - 5^2', 215, 120, 1),
      line('5x(x - 7) + 3(x + 2)', 430, 200, 1),
      line('7/9 · 1/6', 10, 100, 2),
    ];
    expect(texts(page)).toEqual([
      '1) Izracunaj:',
      '7/9 · 1/6',
      '|| 2) Izracunaj:',
      '4 · √4 - 5^2',
      '|3) Sredi izraz:',
      '5x(x - 7) + 3(x + 2)',
    ]);
    // A box's side read with a cell's maths starts the line left of its column's label.
    const sides = [...page.slice(0, 4), line('!5x(x - 7) + 3(x + 2);', 396, 230, 1), page[5]!];
    expect(texts(sides)).toEqual([
      '1) Izracunaj:',
      '7/9 · 1/6',
      '|| 2) Izracunaj:',
      '4 · √4 - 5^2',
      '|3) Sredi izraz:',
      '!5x(x - 7) + 3(x + 2);',
    ]);
    expect(isLabelled('1| 2) Izracunaj:')).toBe(true);
    expect(isLabelled('1|3 - 5| + 2')).toBe(false);
  });

  it('reads a grid whose labels are read "[1]", "(2]" cell by cell', () => {
    const page = [
      line('[1] Resi jednacinu:', 10, 260, 0),
      line('(2] Sredi izraz:', 400, 200, 0),
      line('3(3x - 9) - (x + 5)', 400, 220, 1),
      line('x^2 - 36 = 0', 10, 150, 1),
      line('[3] Izracunaj:', 10, 180, 2),
      line('[4] Izracunaj:', 400, 180, 2),
      line('2 · |-8| - |5 - 13|', 10, 200, 3),
      line('9^2 - 3^2', 400, 100, 3),
    ];
    expect(texts(page)).toEqual([
      '[1] Resi jednacinu:',
      'x^2 - 36 = 0',
      '(2] Sredi izraz:',
      '3(3x - 9) - (x + 5)',
      '[3] Izracunaj:',
      '2 · |-8| - |5 - 13|',
      '[4] Izracunaj:',
      '9^2 - 3^2',
    ]);
  });

  it('reads a grid whose labels the reader spoilt ("( 1)", "(⁇3)", "(6+") cell by cell, row of cells by row', () => {
    const grid = (first: string, sixth: string) => [
      line('(1) Sredi izraz:', 10, 225, 0),
      line('(2) Resi kvadrant jednacint:', 370, 400, 0),
      line(first, 850, 390, 0),
      line('(x - 8)(x +8)+ 8x', 10, 280, 1),
      line('x^2 - 3x - 28=0', 370, 250, 1),
      line('2 2/4 - 2/8', 850, 115, 1),
      line('( 1) Iracunaj:', 10, 175, 2),
      line('(3) 1/raeuaj vrednost irava:', 370, 390, 2),
      line(sixth, 850, 285, 2),
      line('25% od 500', 10, 160, 3),
      line('55 - (6 - 3)×6', 370, 230, 3),
      line('5x - 2< - 22', 850, 195, 3),
    ];
    const cells = (first: string, sixth: string) => [
      '(1) Sredi izraz:',
      '(x - 8)(x +8)+ 8x',
      '(2) Resi kvadrant jednacint:',
      'x^2 - 3x - 28=0',
      first,
      '2 2/4 - 2/8',
      '( 1) Iracunaj:',
      '25% od 500',
      '(3) 1/raeuaj vrednost irava:',
      '55 - (6 - 3)×6',
      sixth,
      '5x - 2< - 22',
    ];
    // The third cell's label unread in the first row, the sixth's closing bracket read "+".
    expect(texts(grid('(⁇3) Izraeunaj vrednost i/rava:', '(6+ Resi nejednacinu:'))).toEqual(
      cells('(⁇3) Izraeunaj vrednost i/rava:', '(6+ Resi nejednacinu:'),
    );
    // The first row's third label lost altogether: the sixth cell's label shows the column.
    expect(texts(grid('Izraeunaj vrednost i/rava:', '(6) Resi nejednacinu:'))).toEqual(
      cells('Izraeunaj vrednost i/rava:', '(6) Resi nejednacinu:'),
    );
    expect(['( 1) Iracunaj:', '(⁇3) Izracunaj:', '(⁇3) I/racunaj:', '(6⁇) Resi'].every(isLabelled)).toBe(
      true,
    );
    expect(['( 1) · 3', '(⁇3)^2 - 4', '(6+ 2) · 3'].some(isLabelled)).toBe(false);
  });
});

describe('stripLeadingMarks', () => {
  it('drops a stray mark before a label or a word, keeps maths and brackets', () => {
    expect(stripLeadingMarks(':3. Reši nejednačinu:')).toBe('3. Reši nejednačinu:');
    expect(stripLeadingMarks('* Ime i prezime:')).toBe('Ime i prezime:');
    expect(stripLeadingMarks('-2x + 4y = -12')).toBe('-2x + 4y = -12');
    expect(stripLeadingMarks('(1) Reši')).toBe('(1) Reši');
    expect(stripLeadingMarks('|x - 2| = 9')).toBe('|x - 2| = 9');
    expect(stripLeadingMarks(': 2x + 3y = 20')).toBe('2x + 3y = 20');
    expect(stripLeadingMarks('. 30% od 140')).toBe('30% od 140');
    expect(stripLeadingMarks(':|4 · 2')).toBe(':|4 · 2');
  });
});
