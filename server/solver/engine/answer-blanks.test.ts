import { describe, expect, it } from 'vitest';
import { isAnswerBlankLine, withoutAnswerBlank } from './answer-blanks.js';
import { solveRecognizedText } from './index.js';
import { splitTasks } from './split.js';

const tasks = (...t: string[]) => splitTasks(t.map((text) => ({ text, confidence: 90 }))).map((x) => x.text);

describe('answer blanks', () => {
  it('takes a line that is a blank alone, as the reader reads it, for one', () => {
    for (const line of ['x=', '×=', 'X --', ',y=', '·y=', '=——,⁇=—', '×= ——,y= —', 'x=——,y=_', '—"—', '————'])
      expect(isAnswerBlankLine(line), line).toBe(true);
    for (const line of ['Odgovor:', 'Odgovor._—', 'Rezultot', 'Odgoor_', 'dgovor', 'Rezultat: ______'])
      expect(isAnswerBlankLine(line), line).toBe(true);
  });
  it('takes no maths, lone letter, lone sign or word for a blank', () => {
    for (const line of [
      'x',
      'x.',
      '-',
      '=',
      'x - y',
      'x = 5',
      '2x - 2y = 6',
      'Izracunaj:',
      'Odredi:',
      'NZS(4, 6)',
    ])
      expect(isAnswerBlankLine(line), line).toBe(false);
  });
  it("takes a blank read on its task's line off the task", () => {
    expect(withoutAnswerBlank('3x + 5 = 20 x = ____')).toBe('3x + 5 = 20');
    expect(withoutAnswerBlank('3x + 5 = 20 x =')).toBe('3x + 5 = 20');
    expect(withoutAnswerBlank('-5x + 5 ≤ 15 x = ——')).toBe('-5x + 5 ≤ 15');
    expect(withoutAnswerBlank('3x - 5y = 13 x = ____ , y = ____')).toBe('3x - 5y = 13');
    expect(withoutAnswerBlank('-2x - 2y = -6 =——,⁇=—')).toBe('-2x - 2y = -6');
    expect(withoutAnswerBlank('8 · (7 + 14) - 4 Odgovor: ______')).toBe('8 · (7 + 14) - 4');
    expect(withoutAnswerBlank('NZS(4, 6) Rezultat:')).toBe('NZS(4, 6)');
    expect(withoutAnswerBlank('√25 + 3^3 ________')).toBe('√25 + 3^3');
    expect(withoutAnswerBlank('√25 + 3^3 ———')).toBe('√25 + 3^3');
  });
  it("leaves a task's own x and signs: an expression's trailing '=', a minus before a broken line", () => {
    // "Sredi izraz: 3x + 2x =" asks for the value: its x is the task's.
    expect(withoutAnswerBlank('3x + 2x =')).toBe('3x + 2x =');
    expect(withoutAnswerBlank('5^2 --')).toBe('5^2 --');
    expect(withoutAnswerBlank('x + 2 = 5 - x')).toBe('x + 2 = 5 - x');
    expect(withoutAnswerBlank('2x - 3 = 7')).toBe('2x - 3 = 7');
    expect(withoutAnswerBlank('Napisi postupak i rezultat.')).toBe('Napisi postupak i rezultat.');
  });
  it('leaves an unread mark where the blank cannot be told from the task, so the task is declined', () => {
    // Its "=" and rule lost: "20 x" apart is the blank's x, not "20x".
    expect(withoutAnswerBlank('3x + 5 = 20 x')).toBe('3x + 5 = 20 x ⁇');
    // Equations printed (or read) with a space before the unknown keep it (review).
    for (const text of [
      '5 + 3 = 2 x',
      '12 = 4 + 2 x',
      '2 x + 4 = 3 x',
      'Reši jednačinu: 5 x - 14 = 3 x',
      '3 + 4 = 7 y',
    ])
      expect(withoutAnswerBlank(text)).toBe(text);
    // An inequality has no "x = ____" blank to lose.
    expect(withoutAnswerBlank('2x - 3 < 7 x')).toBe('2x - 3 < 7 x');
    // Its x read against the number: "20x" may be the task's or the blank's.
    expect(withoutAnswerBlank('3x + 5 = 20x = ____')).toBe('3x + 5 = 20x ⁇');
    expect(withoutAnswerBlank('3x + 5 = 20x')).toBe('3x + 5 = 20x');
  });
  it('keeps a system whole when its blank is read between its two equations', () => {
    expect(tasks('4) Resi sistem: 3x - 5y = 13', '×= ——,y= —', '4x - 5y = 14')).toEqual([
      'Resi sistem: 3x - 5y = 13 ; 4x - 5y = 14',
    ]);
    expect(tasks('a) Resi jednacinu: 3x + 5 = 20 x = ____', 'b) 2 + 3', 'Odgovor: ___')).toEqual([
      'Resi jednacinu: 3x + 5 = 20',
      '2 + 3',
    ]);
  });
  it('answers the task, not task and blank, where the reader joined them (its rule removed by the reader)', () => {
    // As the reader read tune faces with the blank one space after the task (Lato, Schola, Comic Neue).
    const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
    const answers = (...l: string[]) =>
      solveRecognizedText({ lines: l.map((text) => ({ text, confidence: 95 })) }, opts).math_solutions.map(
        (s) => s.final_answer_latex,
      );
    expect(
      answers('Radni list', 'a) Resi jednacinu: 3x + 5 = 20 x =', 'b) Izracunaj: 8 · 7 - 4 Odgovor: -----'),
    ).toEqual(['\\(x = 5\\)', '\\(8 \\cdot 7 - 4 = 52\\)']);
    expect(answers('1) Resi jednacinu: 4x - 7 = 2x + 9 × =')).toEqual(['\\(x = 8\\)']);
    expect(answers('1. Resi nejednacinu: 2x + 3 < 11 x =', '2. Izracunaj: 15 + 2 · 6 Rezultat:')[1]).toBe(
      '\\(15 + 2 \\cdot 6 = 27\\)',
    );
  });
  it('answers equations whose unknown stands apart from its coefficient (review)', () => {
    const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
    const answer = (text: string) =>
      solveRecognizedText({ lines: [{ text, confidence: 95 }] }, opts).math_solutions[0]!.final_answer_latex;
    expect(answer('5 + 3 = 2 x')).toBe('\\(x = 4\\)');
    expect(answer('12 = 4 + 2 x')).toBe('\\(x = 4\\)');
    expect(answer('2 x + 4 = 3 x')).toBe('\\(x = 4\\)');
    expect(answer('Reši jednačinu: 5 x - 14 = 3 x')).toBe('\\(x = 7\\)');
    expect(answer('3 + 4 = 7 y')).toBe('\\(y = 1\\)');
    expect(answer('2x - 3 < 7 x')).toMatch(/x > -\\frac\{3\}\{5\}|x > -0/);
  });
});
