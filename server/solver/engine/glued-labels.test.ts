import { describe, expect, it } from 'vitest';
import { pointBareNumberLabels, spaceGluedNumberLabels } from './glued-labels.js';
import { solveRecognizedTextDetailed } from './index.js';

const texts = (...lines: string[]) =>
  spaceGluedNumberLabels(lines.map((text) => ({ text, confidence: 0.9 }))).map((l) => l.text);

describe('spaceGluedNumberLabels', () => {
  it('gives the space back to task numbers run into the maths when the lines count up', () => {
    expect(
      texts(
        'Izracunaj:',
        '1.57 - (9 - 4) · 6',
        '2.8 · (6+13) - 4',
        '3.20 - (9 - 1) · 5',
        '4.54 - (9 - 3) · 2',
      ),
    ).toEqual([
      'Izracunaj:',
      '1. 57 - (9 - 4) · 6',
      '2. 8 · (6+13) - 4',
      '3. 20 - (9 - 1) · 5',
      '4. 54 - (9 - 3) · 2',
    ]);
  });

  it("takes a middle dot after the missing number of a run of plain labels for that label's point", () => {
    expect(texts('Resi jednacinu:', '1. 5:x=15:6', '2 · x:5= 44: 20', '3. 8:x= 24 : 6')).toEqual([
      'Resi jednacinu:',
      '1. 5:x=15:6',
      '2. x:5= 44: 20',
      '3. 8:x= 24 : 6',
    ]);
  });

  it('leaves decimals, products and runs that do not count up as read', () => {
    // A drill of products counting up has no plain label: its dots are times signs.
    expect(texts('Izracunaj:', '1 · 7', '2 · 7', '3 · 7')).toEqual(['Izracunaj:', '1 · 7', '2 · 7', '3 · 7']);
    // Decimals beside other decimals with points are a drill of decimals.
    expect(texts('1.5 + 0.5', '2.5 + 0.5', '3.5 + 0.5')).toEqual(['1.5 + 0.5', '2.5 + 0.5', '3.5 + 0.5']);
    // Two lines are no run; numbers that do not count up are no labels.
    expect(texts('1.57 - 6', '2.8 · 4')).toEqual(['1.57 - 6', '2.8 · 4']);
    expect(texts('1.57 - 6', '1.20 - 5', '4.54 - 2')).toEqual(['1.57 - 6', '1.20 - 5', '4.54 - 2']);
    // Labels read with their space stay as they are.
    expect(texts('1. 2 · 3', '2. 4 · 5', '3. 6 · 7')).toEqual(['1. 2 · 3', '2. 4 · 5', '3. 6 · 7']);
  });

  it("leaves a drill of one shape, labels on lines of their own, and a drill's dots as read (review)", () => {
    // The reader reads decimal commas as points: "1,5 · 4", "2,5 · 4", "3,5 · 4" is a drill.
    expect(texts('Izračunaj:', '1.5 · 4', '2.5 · 4', '3.5 · 4')).toEqual([
      'Izračunaj:',
      '1.5 · 4',
      '2.5 · 4',
      '3.5 · 4',
    ]);
    // The page's labels stand on the instruction lines: the numbers below are the tasks' own.
    const labelled = [
      '1. Izračunaj:',
      '1.57 - (9 - 4) · 6',
      '2. Izračunaj:',
      '2.20 - 3 · 5',
      '3. Izračunaj:',
      '3.15 + 5',
    ];
    expect(texts(...labelled)).toEqual(labelled);
    // Two dotted lines after one plain label: the dots are times signs, not one label's point.
    expect(texts('1. 12 : 4', '2 · 7 + 1', '3 · 7 + 1')).toEqual(['1. 12 : 4', '2 · 7 + 1', '3 · 7 + 1']);
    // A decimal between plain labels is left to the split's doubt.
    expect(texts('1. 4 · 5', '2.5 · 4', '3. 6 : 2')).toEqual(['1. 4 · 5', '2.5 · 4', '3. 6 : 2']);
  });

  it("answers the review's pages as printed, and declines the ambiguous decimal", () => {
    const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
    const answers = (...lines: string[]) =>
      solveRecognizedTextDetailed(
        { lines: lines.map((text) => ({ text, confidence: 95 })) },
        opts,
      ).solution.math_solutions.map((s) => (s.steps.length > 0 ? s.final_answer_latex : 'declined'));
    expect(answers('Izračunaj:', '1.5 · 4', '2.5 · 4', '3.5 · 4')).toEqual([
      expect.stringMatching(/= 6\\\)$/),
      expect.stringMatching(/= 10\\\)$/),
      expect.stringMatching(/= 14\\\)$/),
    ]);
    expect(answers('1. 12 : 4', '2 · 7 + 1', '3 · 7 + 1')).toEqual([
      expect.stringMatching(/= 3\\\)$/),
      expect.stringMatching(/= 15\\\)$/),
      expect.stringMatching(/= 22\\\)$/),
    ]);
    expect(answers('1. 4 · 5', '2.5 · 4', '3. 6 : 2')[1]).toBe('declined');
  });
});

const bare = (...lines: string[]) =>
  pointBareNumberLabels(lines.map((text) => ({ text, confidence: 0.9 }))).map((l) => l.text);

describe('pointBareNumberLabels', () => {
  it('gives a point to task numbers printed without one that count on from any number', () => {
    expect(bare('Izracunaj:', '14 9^2 - 7^2', '15 NZD(18, 21)')).toEqual([
      'Izracunaj:',
      '14. 9^2 - 7^2',
      '15. NZD(18, 21)',
    ]);
    expect(
      bare('Vezbaj', '21 Resi jednacinu: x : 7 = 20 : 28', '22 Resi sistem: 3x + 2y = 15', 'x - y = 0'),
    ).toEqual([
      'Vezbaj',
      '21. Resi jednacinu: x : 7 = 20 : 28',
      '22. Resi sistem: 3x + 2y = 15',
      'x - y = 0',
    ]);
  });

  it('leaves products, mixed numbers, numbers that do not count on, drills and pages labelled otherwise', () => {
    const unchanged = (...lines: string[]) => expect(bare(...lines)).toEqual(lines);
    unchanged('2 (x + 1) = 6', '3 (x - 1) = 9');
    unchanged('2 |x - 1| = 6', '3 |x + 1| = 9');
    unchanged('2 x + 1 = 5', '3 x - 2 = 4');
    unchanged('4 1/2 + 2/3', '5 1/3 - 1/4');
    unchanged('24 5 · (3 + 2) - 26', '23 4^2 + 5^2');
    unchanged('14 Izracunaj: 2 + 3');
    unchanged('1 5 · 4', '2 5 · 4', '3 5 · 4');
    unchanged('1. Izracunaj:', '14 9^2 - 7^2', '15 4^2 + 5^2');
    // Thousands spaced as Serbian print them (review: answered 2800 and −800 at 0.99).
    unchanged('Izracunaj:', '1 500 + 2 300', '2 400 - 1 200');
    unchanged('12 500 + 3 400', '13 200 - 1 500');
  });

  it('splits a textbook page into its tasks', () => {
    const answers = (...lines: string[]) =>
      solveRecognizedTextDetailed(
        { lines: lines.map((text) => ({ text, confidence: 95 })) },
        { grade: '7th grade of primary school', language: 'srpski' },
      ).solution.math_solutions.map((s) => (s.steps.length > 0 ? s.final_answer_latex : 'declined'));
    expect(answers('Zadaci za vezbanje', 'Izracunaj:', '14 9^2 - 7^2', '15 NZD(18, 21)')).toEqual([
      expect.stringMatching(/= 32\\\)$/),
      expect.stringMatching(/= 3\\\)$/),
    ]);
  });
});
