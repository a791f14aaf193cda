/** The recogniser's runner-up readings: an answer a thin-margin glyph decides is not shown as sure. */
import { describe, expect, it } from 'vitest';
import { agreeOnSolution, AGREEMENT } from './consensus.js';
import { solveRecognizedTextDetailed } from './engine/index.js';
import type { LineAlternative, RecognizedText } from './engine-types.js';
import { runnerUpTexts } from './ocr/layout-reader.js';
import type { RecognizedChar } from './ocr/line-recognizer.js';
import { contestedTasks } from './runner-up.js';

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
  return { name, recognized, result, contested: contestedTasks(recognized, result, opts) };
}

describe('contestedTasks', () => {
  it('marks a task whose runner-up reading gives another answer that parses', () => {
    const r = look('a', [{ text: '3x + 5 = 20', alternatives: [alt('3x + 5 = 26', '0', '6', 0.3)] }]);
    expect(r.contested).toEqual([true]);
  });

  it('leaves a task whose runner-up is too improbable, or gives no answer, or the same one', () => {
    expect(
      look('a', [{ text: '3x + 5 = 20', alternatives: [alt('3x + 5 = 26', '0', '6', 0.01)] }]).contested,
    ).toEqual([false]);
    // "≠" is no relation the engine solves: the runner-up reading gives no answer.
    expect(
      look('a', [{ text: '3x + 5 = 20', alternatives: [alt('3x + 5 ≠ 20', '=', '≠', 0.4)] }]).contested,
    ).toEqual([false]);
    expect(
      look('a', [{ text: '3x + 5 = 20', alternatives: [alt('3x+5 = 20', ' ', '', 0.4)] }]).contested,
    ).toEqual([false]);
  });

  it('leaves a task whose runner-up moves a label instead of a glyph of its maths', () => {
    const r = look('a', [
      { text: '(1) 2x = 8', alternatives: [alt('11) 2x = 8', '(', '1', 0.4)] },
      { text: '(2) x - 1 = 4' },
    ]);
    expect(r.contested).toEqual([false, false]);
  });

  it('marks only the task the runner-up changes', () => {
    const r = look('a', [
      { text: 'a) 2x = 8' },
      { text: 'b) x - 1 = 4', alternatives: [alt('b) x - 7 = 4', '1', '7', 0.2)] },
    ]);
    expect(r.contested).toEqual([false, true]);
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
