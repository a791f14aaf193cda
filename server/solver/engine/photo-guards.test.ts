/**
 * Prints the photo repairs of round 6 (normalize.ts, split.ts) must leave alone: each line is
 * printed maths in its own right, which a repair keyed to a misreading would answer wrongly.
 */
import { describe, expect, it } from 'vitest';
import { solveRecognizedTextDetailed } from './index.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
const answers = (...lines: string[]) =>
  solveRecognizedTextDetailed({ lines: lines.map((text) => ({ text, confidence: 95 })) }, opts)
    .solution.math_solutions.filter((s) => s.steps.length > 0)
    .map((s) => s.final_answer_latex);

describe('photo repairs leave real prints alone', () => {
  it('a middle dot between an unknown and a number is a product, not a minus', () => {
    expect(answers('Reši jednačinu: x · 3 = 12').join()).not.toMatch(/15/);
    expect(answers('Reši jednačinu: x · 9 = 3 · 18').join()).not.toMatch(/63/);
  });

  it('digits glued to a whole instruction word are the maths, not its letters', () => {
    expect(answers('Izracunaj15 : 3 + 2').join()).not.toMatch(/= 5\b|\b5$/);
  });

  it('a lone 0 after an instruction with a point is a number, not the colon of a word', () => {
    expect(answers('Izracunaj 0. 5 + 2').join()).not.toMatch(/= 2\\\)/);
  });

  it('a letter before a colon goes back to the maths only under an equation', () => {
    expect(answers('Proveri a: 12 : 4 = 3').join()).not.toMatch(/144/);
  });

  it('a factor with a middle dot before NZD is not a label, and the call inside arithmetic is not its value', () => {
    expect(answers('2 · NZD(12, 18)').join()).not.toMatch(/= 6\\\)/);
    expect(answers('NZD(12, 18) + 1').join()).not.toMatch(/= 6\\\)/);
    expect(answers('Odredi: NZD(12, 18) =')).toEqual([expect.stringMatching(/= 6\\\)/)]);
  });
});
