/**
 * Pages the class-test rules of round 10 (labels in the Serbian order a) b) v) g), points "(3 boda)",
 * a header's form and a title's dash; split.ts, label-run.ts, normalize.ts) must leave alone: each is
 * maths in its own right, which a rule that ate its v, g, brackets or dash would answer wrongly.
 */
import { describe, expect, it } from 'vitest';
import { solveRecognizedTextDetailed } from './index.js';
import { labelKey, letterAt, letterPlace } from './labels.js';
import { normalizeTask } from './normalize.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
/** The answers of a page read as these lines, an empty string for a task declined. */
const answers = (...lines: string[]) =>
  solveRecognizedTextDetailed(
    { lines: lines.map((text) => ({ text, confidence: 95 })) },
    opts,
  ).solution.math_solutions.map((s) => (s.steps.length > 0 ? s.final_answer_latex : ''));

describe('class-test rules leave maths with v, g and đ alone', () => {
  it('v and g as unknowns are no labels', () => {
    expect(answers('3v + 2 = 11')).toEqual(['\\(v = 3\\)']);
    expect(answers('g : 4 = 3')).toEqual(['\\(g = 12\\)']);
    expect(answers('Reši jednačinu: 4(v - 2) = 12')).toEqual(['\\(v = 5\\)']);
    expect(answers('Reši jednačine:', 'a) 3v + 2 = 11', 'b) g : 4 = 3')).toEqual([
      '\\(v = 3\\)',
      '\\(g = 12\\)',
    ]);
    expect(answers('a) g : 4 = 3', 'b) v + 1 = 4')).toEqual(['\\(g = 12\\)', '\\(v = 3\\)']);
    // A bracket closing after v or g inside a lettered task is no label "v)".
    expect(
      answers('Reši jednačine:', 'a) 2(v + 1) = 8', 'b) (g + 2) : 3 = 2', 'c) 3(v - 1) = v + 5'),
    ).toEqual(['\\(v = 3\\)', '\\(g = 4\\)', '\\(v = 4\\)']);
  });

  it('a bracket closing on v is no label v): "(u + v)" keeps a page in the Latin order', () => {
    const page = answers('a) 2 + 3', 'b) (u + v) · 2', 'c) 5 - 1', 'd) 7 + 1');
    expect(page[0]).toBe('\\(2 + 3 = 5\\)');
    expect(page.slice(2)).toEqual(['\\(5 - 1 = 4\\)', '\\(7 + 1 = 8\\)']);
  });

  it('a lone v before maths after a) and b) may be a root read so: no label v) of its own', () => {
    // (√16 + 9 = 13; read as "v) 16 + 9" it would be 25.)
    for (const page of [
      ['1. Izračunaj:', 'a) 2 + 3', 'b) 4 + 5', 'v 16 + 9'],
      ['1. Izračunaj:', 'a) 2 + 3', 'v 16 + 9', 'b) 4 + 5'],
    ])
      expect(answers(...page).join(), page.join(' | ')).not.toMatch(/25/);
  });

  it('a line opening with ")" under an open bracket closes it: no sub-task whose label was lost', () => {
    expect(answers('1. Izračunaj:', 'a) 2 · (3 + 4', ') - 5', 'b) 1 + 1')).toEqual([
      '\\(2 \\cdot \\left(3 + 4\\right) - 5 = 9\\)',
      '\\(1 + 1 = 2\\)',
    ]);
  });

  it('đ in words is no label', () => {
    expect(answers('Reši: x : 4 = 3', 'đak ima 3 olovke')).toEqual(['\\(x = 12\\)']);
  });
});

describe('the points rule leaves brackets and words of maths alone', () => {
  const read = (s: string) => normalizeTask(s, { photo: true }).text.trim();
  it('keeps a bracket of numbers, and unknowns b, p, t after a number', () => {
    expect(answers('Izracunaj: (3 + 4) · 2')).toEqual(['\\(\\left(3 + 4\\right) \\cdot 2 = 14\\)']);
    expect(answers('2(x + 1) = 8')).toEqual(['\\(x = 3\\)']);
    expect(answers('3(2p - 1) = 9')).toEqual(['\\(p = 2\\)']);
    expect(read('Skrati: (2 b + 4 b)')).toBe('(2 b + 4 b)');
    expect(read('5 · (2 b)')).toBe('5 * (2 b)');
    // An unclosed "(2 pt" inside maths is a product, its bracket closing later.
    expect(read('5(2 pt - 1)')).toBe('5(2 pt - 1)');
  });
  it('keeps the count of points a word problem speaks of (no bracket)', () => {
    expect(read('Koliko je 3 boda više od 5?')).toMatch(/3/);
  });
});

describe('class-test rules leave ordinary pages alone', () => {
  it('a) b) c) d), 1. 2. 3. and sectioned pages keep their tasks in order', () => {
    expect(answers('a) 2 + 3', 'b) 4 + 5', 'c) 6 + 7', 'd) 8 + 9')).toEqual([
      '\\(2 + 3 = 5\\)',
      '\\(4 + 5 = 9\\)',
      '\\(6 + 7 = 13\\)',
      '\\(8 + 9 = 17\\)',
    ]);
    expect(answers('1. 2 + 3', '2. 4 + 5', '3. 6 + 7')).toEqual([
      '\\(2 + 3 = 5\\)',
      '\\(4 + 5 = 9\\)',
      '\\(6 + 7 = 13\\)',
    ]);
    expect(
      answers('1. Izračunaj:', 'a) 2 + 3', 'b) 4 + 5', '2. Reši jednačinu:', 'a) x + 1 = 3', 'b) 2x = 8'),
    ).toEqual(['\\(2 + 3 = 5\\)', '\\(4 + 5 = 9\\)', '\\(x = 2\\)', '\\(x = 4\\)']);
  });

  it("a one-task page under a header keeps its task, and a header's form is no task", () => {
    expect(answers('Razred: 7', 'Reši jednačinu: 2x = 8')).toEqual(['\\(x = 4\\)']);
    expect(answers('Ime: ______ Razred: 7', 'Izračunaj: 2 + 3 · 4')).toEqual(['\\(2 + 3 \\cdot 4 = 14\\)']);
  });

  it('a header\'s class and section ("Razred: 7-2") are no task beside the page\'s task', () => {
    expect(answers('Razred: 7-2', 'Reši jednačinu: 2x = 8')).toEqual(['\\(x = 4\\)']);
    expect(answers('Odeljenje: 6/2', '1. Izračunaj:', 'a) 2 + 3', 'b) 4 + 5')).toEqual([
      '\\(2 + 3 = 5\\)',
      '\\(4 + 5 = 9\\)',
    ]);
  });

  it("a task's own blank after maths is no form line", () => {
    expect(answers('Izračunaj: 2 + 3 = ...')).toEqual(['\\(2 + 3 = 5\\)']);
  });

  it('a dash before an instruction is no title part: the task after it stays', () => {
    expect(answers('1. zadatak – Reši jednačinu: 2x = 4')).toEqual(['\\(x = 2\\)']);
    expect(answers('Izračunaj: 10 — 4')).toEqual(['\\(10 - 4 = 6\\)']);
  });
});

describe('the two orders of letter labels', () => {
  it('every place writes back as a label read at that place, in either order', () => {
    for (const serbian of [false, true])
      for (let n = 1; n <= 8; n++)
        expect(labelKey(`${letterAt(n, serbian)})`, serbian), `${n}`).toEqual({ kind: 'letter', n });
    expect(letterPlace('v', false)).toBe(3);
    expect(letterPlace('g', false)).toBe(7);
    expect(letterPlace('g', true)).toBe(4);
    expect(letterPlace('c', true)).toBe(3);
  });
});
