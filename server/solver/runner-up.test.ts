/** The recogniser's runner-up readings: an answer a thin-margin glyph decides is not shown as sure. */
import { describe, expect, it } from 'vitest';
import { agreeOnSolution, AGREEMENT } from './consensus.js';
import { solveRecognizedTextDetailed, type SolveOptions } from './engine/index.js';
import type { LineAlternative, RecognizedText } from './engine-types.js';
import { partRunnerUps, runnerUpTexts, systemRunnerUps, type StripReading } from './ocr/layout-reader.js';
import type { Special } from './ocr/math-layout.js';
import type { RecognizedChar } from './ocr/line-recognizer.js';
import { contestedTasks, figureForFigure, RUNNER_UP, stronglyContestedTasks } from './runner-up.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;

const alt = (text: string, read: string, as: string, altP: number): LineAlternative => ({
  text,
  read,
  as,
  p: 1 - altP,
  altP,
});

function look(name: string, lines: { text: string; alternatives?: LineAlternative[] }[]) {
  const recognized: RecognizedText = { lines: lines.map((l) => ({ confidence: 99, ...l })) };
  const result = solveRecognizedTextDetailed(recognized, opts);
  const marks = contestedTasks(recognized, result, opts);
  return { name, recognized, result, marks, contested: () => marks };
}

describe('contestedTasks', () => {
  it('marks a task whose runner-up reading gives another answer that parses', () => {
    const r = look('a', [{ text: '3x + 5 = 20', alternatives: [alt('3x + 5 = 26', '0', '6', 0.3)] }]);
    expect(r.marks).toEqual([true]);
  });

  it('leaves a task whose runner-up is too improbable, or gives no answer, or the same one', () => {
    expect(
      look('a', [{ text: '3x + 5 = 20', alternatives: [alt('3x + 5 = 26', '0', '6', 0.01)] }]).marks,
    ).toEqual([false]);
    // "≠" is no relation the engine solves: the runner-up reading gives no answer.
    expect(
      look('a', [{ text: '3x + 5 = 20', alternatives: [alt('3x + 5 ≠ 20', '=', '≠', 0.4)] }]).marks,
    ).toEqual([false]);
    expect(
      look('a', [{ text: '3x + 5 = 20', alternatives: [alt('3x+5 = 20', ' ', '', 0.4)] }]).marks,
    ).toEqual([false]);
  });

  it('tries a digit, operator or "÷" runner-up from RUNNER_UP.minMathsP, other glyphs from minP', () => {
    const p = (RUNNER_UP.minMathsP + RUNNER_UP.minP) / 2;
    // "÷" read "+" with "÷" its runner-up; a "0" read with "6" next.
    expect(look('a', [{ text: '5/7 + 1/2', alternatives: [alt('5/7 ÷ 1/2', '+', '÷', p)] }]).marks).toEqual([
      true,
    ]);
    expect(
      look('a', [{ text: '3x + 5 = 20', alternatives: [alt('3x + 5 = 26', '0', '6', p)] }]).marks,
    ).toEqual([true]);
    // Under minMathsP nothing is tried; "<" for "≤" and x for another letter keep minP.
    const under = RUNNER_UP.minMathsP / 2;
    expect(
      look('a', [{ text: '3x + 5 = 20', alternatives: [alt('3x + 5 = 26', '0', '6', under)] }]).marks,
    ).toEqual([false]);
    expect(look('a', [{ text: 'x + 2 < 5', alternatives: [alt('x + 2 ≤ 5', '<', '≤', p)] }]).marks).toEqual([
      false,
    ]);
    expect(look('a', [{ text: 'x + 2 = 5', alternatives: [alt('k + 2 = 5', 'x', 'k', p)] }]).marks).toEqual([
      false,
    ]);
  });

  it('does not try one letter for another (a word misread), but does try x for a letter', () => {
    // Both readings solve, undoubted, to another final answer ("a = 3" and "b = 3"; "x = 3" and
    // "k = 3"): only the letter filter leaves the first.
    expect(look('a', [{ text: 'a + 2 = 5', alternatives: [alt('b + 2 = 5', 'a', 'b', 0.4)] }]).marks).toEqual(
      [false],
    );
    expect(look('a', [{ text: 'x + 2 = 5', alternatives: [alt('k + 2 = 5', 'x', 'k', 0.4)] }]).marks).toEqual(
      [true],
    );
  });

  it('leaves a task whose runner-up moves a label instead of a glyph of its maths', () => {
    const r = look('a', [
      { text: '(1) 2x = 8', alternatives: [alt('11) 2x = 8', '(', '1', 0.4)] },
      { text: '(2) x - 1 = 4' },
    ]);
    expect(r.marks).toEqual([false, false]);
  });

  it('marks only the task the runner-up changes', () => {
    const r = look('a', [
      { text: 'a) 2x = 8' },
      { text: 'b) x - 1 = 4', alternatives: [alt('b) x - 7 = 4', '1', '7', 0.2)] },
    ]);
    expect(r.marks).toEqual([false, true]);
  });
});

describe('agreeOnSolution with runner-up readings', () => {
  it('keeps an agreed answer under 0.9 when a look nearly read a glyph that changes it', () => {
    const lines = [
      { text: 'Reši jednačinu:' },
      { text: '3x + 5 = 20', alternatives: [alt('3x + 5 = 26', '0', '6', 0.3)] },
    ];
    const sure = [
      look('ink', [lines[0]!, { text: '3x + 5 = 20' }]),
      look('gray', [lines[0]!, { text: '3x + 5 = 20' }]),
    ];
    const thin = [look('ink', lines), look('gray', [lines[0]!, { text: '3x + 5 = 20' }])];
    const base = agreeOnSolution(sure, opts).solution.math_solutions[0]!;
    expect(base.confidence_score).toBeGreaterThan(AGREEMENT.runnerUpCap);
    const capped = agreeOnSolution(thin, opts).solution.math_solutions[0]!;
    expect(capped.final_answer_latex).toBe(base.final_answer_latex);
    expect(capped.confidence_score).toBe(AGREEMENT.runnerUpCap);
  });
});

describe('runnerUpTexts', () => {
  const ch = (char: string, x: number, p = 0.99, runner?: [string, number]): RecognizedChar => ({
    char,
    x,
    p,
    ...(runner ? { alt: { char: runner[0], p: runner[1], of: char } } : {}),
  });
  const join = (chars: RecognizedChar[]) => chars.map((c) => c.char).join('');

  it('writes the line again with each probable runner-up in place, likeliest first', () => {
    const chars = [ch('2', 0, 0.6, ['7', 0.35]), ch('x', 10), ch('=', 20), ch('8', 30, 0.9, ['3', 0.08])];
    expect(runnerUpTexts(chars, join(chars), join).map((a) => a.text)).toEqual(['7x=8', '2x=3']);
  });

  it('skips a runner-up of a character a later step rewrote, and one too improbable', () => {
    const rewritten = { ...ch('×', 0, 0.6, ['x', 0.3]), char: '·' };
    const chars = [rewritten, ch('5', 10, 0.99, ['6', 0.001])];
    expect(runnerUpTexts(chars, join(chars), join)).toEqual([]);
  });
});

/** The engine, counting how often it is asked to solve a page. */
function countingSolver() {
  const counter = {
    solves: 0,
    solve: (t: RecognizedText, o: SolveOptions) => {
      counter.solves++;
      return solveRecognizedTextDetailed(t, o);
    },
  };
  return counter;
}

describe('contestedTasks guards', () => {
  it('contests nothing, and solves nothing more, for readings without alternatives (old files, other readers)', () => {
    const recognized: RecognizedText = { lines: [{ text: '3x + 5 = 20', confidence: 99 }] };
    const result = solveRecognizedTextDetailed(recognized, opts);
    const counting = countingSolver();
    expect(contestedTasks(recognized, result, opts, counting.solve)).toEqual([false]);
    expect(counting.solves).toBe(0);
  });

  it('solves at most maxTries runner-up readings per page, however many lines carry them', () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({
      text: `${String.fromCharCode(97 + (i % 26))}) ${i + 2}x = ${2 * (i + 2)}`,
      confidence: 99,
      alternatives: Array.from({ length: 6 }, (__, j) =>
        alt(
          `${String.fromCharCode(97 + (i % 26))}) ${i + 2}x = ${2 * (i + 2) + j + 1}`,
          '0',
          '1',
          0.2 + j / 100,
        ),
      ),
    }));
    const recognized: RecognizedText = { lines };
    const result = solveRecognizedTextDetailed(recognized, opts);
    const counting = countingSolver();
    contestedTasks(recognized, result, opts, counting.solve);
    expect(counting.solves).toBe(RUNNER_UP.maxTries);
  });

  it('takes odd characters in its stride: the unread mark, empty lines, surrogate pairs', () => {
    const marks = look('a', [
      { text: '', alternatives: [alt('7', ' ', '7', 0.5)] },
      { text: '3x + ⁇ = 20', alternatives: [alt('3x + 5 = 20', '⁇', '5', 0.5)] },
      // (not `2x = 8`: a bare last step after a page's first task is a pupil's working, pupil-working.ts)
      {
        text: '2x + 1 = 9',
        alternatives: [alt('2x + 1 = 𝟗', '9', '𝟗', 0.5), alt('2x + 1 = 3', '9', '3', 0.4)],
      },
    ]).marks;
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.at(-1)).toBe(true);
  });

  it("treats a runner-up that changes the task's kind ('=' read as '−') like any other one-glyph reading", () => {
    // "3x + 5 − 20" is an expression the engine simplifies: another answer from one thin glyph.
    expect(
      look('a', [{ text: '3x + 5 = 20', alternatives: [alt('3x + 5 - 20', '=', '-', 0.3)] }]).marks,
    ).toEqual([true]);
    // Under an instruction to solve an equation the expression is doubted: it contests nothing.
    expect(
      look('a', [
        { text: 'Reši jednačinu:' },
        { text: '3x + 5 = 20', alternatives: [alt('3x + 5 - 20', '=', '-', 0.3)] },
      ]).marks,
    ).toEqual([false]);
  });
});

describe('the runner-up cap changes only the confidence', () => {
  it('keeps the answers, votes, verdict and task count of a page whose every task is contested', () => {
    const page = [
      { text: 'a) 3x + 5 = 20', alternatives: [alt('a) 3x + 5 = 26', '0', '6', 0.3)] },
      { text: 'b) x - 1 = 4', alternatives: [alt('b) x - 7 = 4', '1', '7', 0.3)] },
      { text: 'c) 7 + 8' },
    ];
    const plain = page.map(({ text }) => ({ text }));
    const before = agreeOnSolution([look('ink', plain), look('gray', plain)], opts);
    const after = agreeOnSolution([look('ink', page), look('gray', page)], opts);
    const strip = (a: typeof before) =>
      a.solution.math_solutions.map(({ confidence_score: _, ...rest }) => rest);
    expect(strip(after)).toEqual(strip(before));
    expect(after.votes).toEqual(before.votes);
    expect(after.settled).toBe(before.settled);
    const scores = (a: typeof before) => a.solution.math_solutions.map((t) => t.confidence_score);
    expect(scores(before)[0]).toBeGreaterThan(AGREEMENT.runnerUpCap);
    expect(scores(after).slice(0, 2)).toEqual([AGREEMENT.runnerUpCap, AGREEMENT.runnerUpCap]);
    expect(scores(after)[2]).toBe(scores(before)[2]);
  });

  it('does not ask for the runner-up readings of an answer already at or under the cap', () => {
    let asked = 0;
    const thin = look('ink', [{ text: '3x + 5 = 20', alternatives: [alt('3x + 5 = 26', '0', '6', 0.3)] }]);
    const low = (r: ReturnType<typeof look>) => ({
      ...r,
      result: {
        ...r.result,
        solution: {
          math_solutions: r.result.solution.math_solutions.map((t) => ({ ...t, confidence_score: 0.7 })),
        },
      },
      contested: () => (asked++, r.marks),
    });
    agreeOnSolution([low(thin), low(look('gray', [{ text: '3x + 5 = 20' }]))], opts);
    expect(asked).toBe(0);
  });
});

describe('runner-ups of systems, fractions and exponents', () => {
  const box = { left: 0, top: 0, right: 1, bottom: 1 };

  it("writes a brace's system again with one equation's runner-up, the other equations as read", () => {
    const group = [
      { text: 'x + y = 5', alternatives: [alt('x + y = 6', '5', '6', 0.2)] },
      { text: 'x - y = 1' },
    ];
    expect(systemRunnerUps(group).map((a) => a.text)).toEqual(['x + y = 6 ; x - y = 1']);
  });

  it("writes a line again with one part of one fraction as the strip's runner-up", () => {
    const sup: Special = { k: 'sup', box, glyphs: [] };
    const frac = { k: 'frac', box, bar: {} as never, num: [], den: [] } as Special;
    const strip: StripReading = {
      texts: ['2', '12', '3'],
      nearly: [[], [], [alt('8', '3', '8', 0.3)]],
      firstPart: new Map([
        [sup, 0],
        [frac, 1],
      ]),
    };
    const texts = ['^2', '12/3'];
    expect(partRunnerUps(strip, [sup, frac], texts, (t) => `x${t[0]} = ${t[1]}`).map((a) => a.text)).toEqual([
      'x^2 = 12/8',
    ]);
  });

  it('contests a system, a fraction or an exponent whose runner-up changes one glyph of it', () => {
    expect(
      look('a', [
        { text: 'x + y = 5 ; x - y = 1', alternatives: [alt('x + y = 5 ; x - y = 7', '1', '7', 0.3)] },
      ]).marks,
    ).toEqual([true]);
    expect(look('a', [{ text: '3/4 + 1', alternatives: [alt('3/7 + 1', '4', '7', 0.3)] }]).marks).toEqual([
      true,
    ]);
    expect(look('a', [{ text: '2^3 + 1', alternatives: [alt('2^8 + 1', '3', '8', 0.3)] }]).marks).toEqual([
      true,
    ]);
  });

  it("leaves a part whose runner-up the grouping brackets make more than one glyph ('12' read '(-2)')", () => {
    // "5/(-2) + 1" alone is answered undoubted: only the one-glyph filter leaves it.
    expect(look('a', [{ text: '5/12 + 1', alternatives: [alt('5/(-2) + 1', '1', '-', 0.3)] }]).marks).toEqual(
      [false],
    );
  });
});

describe('a strong runner-up that answers otherwise', () => {
  const strongLook = (name: string, text: string, altP: number, confidence: number) => {
    const lines = [{ text, confidence, alternatives: [alt(text.replace('+', '÷'), '+', '÷', altP)] }];
    const recognized: RecognizedText = { lines };
    const result = solveRecognizedTextDetailed(recognized, opts);
    const strong = stronglyContestedTasks(recognized, result, opts);
    return { name, recognized, result, stronglyContested: () => strong };
  };
  const given = (altP: number, confidence: number) =>
    agreeOnSolution(
      [strongLook('a', '3/7 + 6/9', altP, confidence), strongLook('b', '3/7 + 6/9', altP, confidence)],
      opts,
    ).solution.math_solutions[0]!;

  it('declines an unsure answer both looks gave when the runner-up is at least strongP', () => {
    // "3/7 ÷ 6/9" read "3/7 + 6/9" by both looks at line confidence 50, "÷" the runner-up at 20 %.
    expect(given(0.2, 50).steps).toEqual([]);
    // A weaker runner-up leaves it answered (under 0.9).
    expect(given(RUNNER_UP.strongP / 2, 50).steps.length).toBeGreaterThan(0);
  });

  it('leaves a sure answer answered (runnerUpCap, not this rule, keeps it under 0.9)', () => {
    expect(given(0.2, 99).steps.length).toBeGreaterThan(0);
  });

  it('marks only runner-ups of decisive glyphs at least strongP probable', () => {
    const r = strongLook('a', '3/7 + 6/9', 0.2, 50);
    expect(r.stronglyContested()).toEqual([true]);
    expect(strongLook('a', '3/7 + 6/9', 0.1, 50).stronglyContested()).toEqual([false]);
  });
});

describe('a figure torn in one look only (round 23)', () => {
  // A look as solve-photo.ts makes it: its strong runner-ups, and those that are no figure for a figure.
  const tornLook = (
    name: string,
    text: string,
    alternatives: LineAlternative[],
    confidence = 50,
    tieBreaker = false,
  ) => {
    const recognized: RecognizedText = { lines: [{ text, confidence, alternatives }] };
    const result = solveRecognizedTextDetailed(recognized, opts);
    const strong = stronglyContestedTasks(recognized, result, opts);
    const marks = stronglyContestedTasks(recognized, result, opts, { which: (a) => !figureForFigure(a) });
    return {
      name,
      recognized,
      result,
      tieBreaker,
      stronglyContested: () => strong,
      stronglyContestedByMarks: () => marks,
    };
  };
  const three = alt('2/5 - 3/6', '3', '2', 0.2);
  const task = (readings: ReturnType<typeof tornLook>[]) =>
    agreeOnSolution(readings, opts).solution.math_solutions[0]!;

  it('answers what both looks read alike when one was torn between two figures and the other was not', () => {
    // "3/5 − 3/6": the grey look torn on the first 3 ("2" at 20 %), the ink look sure of it.
    const answer = task([tornLook('ink', '3/5 - 3/6', []), tornLook('gray', '3/5 - 3/6', [three])]);
    expect(answer.steps.length).toBeGreaterThan(0);
    expect(answer.confidence_score).toBeLessThan(AGREEMENT.strongRunnerUpBelow);
  });

  it('still declines a figure both looks were torn on', () => {
    expect(
      task([tornLook('ink', '3/5 - 3/6', [three]), tornLook('gray', '3/5 - 3/6', [three])]).steps,
    ).toEqual([]);
  });

  it("still declines a sign's runner-up in one look (a division's dots lost: '÷' for '+')", () => {
    const divided = alt('3/7 ÷ 6/9', '+', '÷', 0.2);
    expect(task([tornLook('ink', '3/7 + 6/9', []), tornLook('gray', '3/7 + 6/9', [divided])]).steps).toEqual(
      [],
    );
  });

  it('still declines where a first look did not give the answer itself (it only read the same text)', () => {
    // The ink look read the text too unsure to answer; the grey look and the tie-breaker gave it.
    const answer = task([
      tornLook('ink', '3/5 - 3/6', [], 4),
      tornLook('gray', '3/5 - 3/6', [three]),
      tornLook('gray-small', '3/5 - 3/6', [], 50, true),
    ]);
    expect(answer.steps).toEqual([]);
  });

  it('tells a figure for a figure from a sign or a letter', () => {
    expect(figureForFigure(three)).toBe(true);
    expect(figureForFigure(alt('x', '+', '÷', 0.2))).toBe(false);
    expect(figureForFigure(alt('x', '3', '²', 0.2))).toBe(false);
    expect(figureForFigure(alt('x', '1', 'l', 0.2))).toBe(false);
  });
});
