import { describe, expect, it } from 'vitest';
import { spaceGluedNumberLabels } from './glued-labels.js';

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
});
