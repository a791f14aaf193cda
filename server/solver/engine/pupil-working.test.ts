/** A pupil's working and answers on lines of their own are no tasks of a photographed page. */
import { describe, expect, it } from 'vitest';
import { solveRecognizedTextDetailed, solveTaskText } from './index.js';
import {
  isPupilsWorking,
  mayBePupilsWorking,
  withoutAnswerAfterExpression,
  withoutAnswerAfterQuestion,
  withoutAnswerAfterRelation,
  withoutPupilsWorking,
  withoutSumAfterTask,
} from './pupil-working.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
const read = (...texts: string[]) => ({ lines: texts.map((text) => ({ text, confidence: 95 })) });

describe("a pupil's working", () => {
  it('tells finished sums and solved unknowns from tasks', () => {
    for (const t of [
      'x = 4',
      'x=-7',
      '×=10 3',
      'x = 28/7',
      '43 + 52 = 33',
      '18 - 17 = 2 3',
      '6·4 = 24',
      '4=4',
    ])
      expect(isPupilsWorking(t)).toBe(true);
    for (const t of ['3x = 12', 'x : 7 = 12 : 21', '7=12:21', '2,7 - 9,02', '3 · 4 =', 'x + 5 = 12'])
      expect(isPupilsWorking(t)).toBe(false);
  });

  it('tells several finished items on one line, or joined as a system, and a mixed-number answer', () => {
    for (const t of [
      'x > 39 10 · 7 = 28',
      '12 + 13= 6 ; 3-21=39',
      'x = 4 ; 2 + 2 = 4',
      'x= 2 3/3',
      'x = 2 ; x = 3',
    ])
      expect(isPupilsWorking(t)).toBe(true);
    for (const t of [
      'x + y = 5 ; x - y = 1',
      '2x + y = 7 ; x = 3',
      '12 = 4x = 3',
      '3 = 3x = 5',
      'x > 39 10 · 7',
      '12 + 13 = 6 ; 3x = 39',
      `${'1 = 1 '.repeat(20)}x`,
    ])
      expect(isPupilsWorking(t)).toBe(false);
  });

  it('reads a line with runs of spaces as it reads it with single ones', () => {
    for (const text of ['x   >  39    10 ·  7 =   28', '12  +  13 = 6  ;  3 − 21  =  39', 'x =  2   3/3'])
      expect(isPupilsWorking(text), text).toBe(true);
    // A long spaced line of the pattern's own pieces that is no working ends in an x (it had
    // backtracked for a third of a second).
    expect(isPupilsWorking('1 = 1   1 1 = 1   1 1 = 1   1 1 = 1   1 1 = 1   1 1 = 1   1 1 = 1   1 x')).toBe(
      false,
    );
  });

  it('drops two finished sums the reader joined into a system under a printed system', () => {
    const result = solveRecognizedTextDetailed(
      read('Resi sistem: -3x - 5y = -45 ; -2x - 2y = -22', '12 + 13= 6 ; 3-21=39'),
      opts,
    );
    expect(result.tasks).toHaveLength(1);
    expect(result.tasks[0]!.outcome).toBe('solved');
  });

  it('takes a step such as 5x = 45 for working only in doubt', () => {
    expect(isPupilsWorking('5x = 45')).toBe(false);
    expect(mayBePupilsWorking('5x = 45')).toBe(true);
    expect(mayBePupilsWorking('4x - 11 = 2x - 5')).toBe(false);
    const result = solveRecognizedTextDetailed(read('Resi jednacinu: 4x - 11 = 2x - 5', '5x = 45'), opts);
    expect(result.tasks.map((t) => t.outcome)).toEqual(['solved', 'lowConfidence']);
    // Alone on a page it is the page's task.
    expect(solveRecognizedTextDetailed(read('Resi jednacinu: 5x = 45'), opts).tasks[0]!.outcome).toBe(
      'solved',
    );
  });

  it('does not answer another unlabelled piece on a page the pupil has worked on', () => {
    const worked = solveRecognizedTextDetailed(read('a) Izracunaj: 2 + 3', 'x = 4', '38 · 2'), opts);
    expect(worked.tasks.map((t) => t.outcome)).toEqual(['solved', 'lowConfidence']);
    const clean = solveRecognizedTextDetailed(read('Izracunaj:', '2 + 3', '38 · 2'), opts);
    expect(clean.tasks.map((t) => t.outcome)).toEqual(['solved', 'solved']);
  });

  it("drops working under a task, keeps a labelled task and the page's first piece", () => {
    const tasks = [
      { text: '2,7 - 9,02', label: { kind: 'letter' as const, n: 1 } },
      { text: 'x = 10/3', label: { kind: 'letter' as const, n: 1 } },
      { text: 'x = 5', label: { kind: 'letter' as const, n: 2 } },
      { text: '43 + 52 = 33', label: null },
    ];
    expect(withoutPupilsWorking(tasks).map((t) => t.text)).toEqual(['2,7 - 9,02', 'x = 5']);
    expect(withoutPupilsWorking([{ text: 'x = 4', label: null }])).toHaveLength(1);
  });

  it('answers the printed tasks of a photo and not the working under them', () => {
    const result = solveRecognizedTextDetailed(
      read('a) Izracunaj: 2,7 - 9,02', 'x=-7', 'b) Izracunaj: 12 + 5', '12 + 5 = 17', 'x = 4'),
      opts,
    );
    expect(result.tasks.map((t) => t.source)).toEqual(['Izracunaj: 2,7 - 9,02', 'Izracunaj: 12 + 5']);
  });

  it('does not answer a bare calculation under a task whose instruction and maths share a line (round 23)', () => {
    // `12 + 19 = 59` written under `4. Izračunaj: …`, read broken: `12 + 1`, its `=5` lost.
    const worked = solveRecognizedTextDetailed(read('4. Izračunaj: 8 × (15 + 3) - 1', '12 + 1', '=5'), opts);
    expect(worked.tasks.map((t) => t.outcome)).toEqual(['solved', 'lowConfidence']);
    expect(worked.solution.math_solutions).toHaveLength(2);
    expect(worked.solution.math_solutions[1]!.confidence_score).toBeLessThan(0.5);
    // The page's own lines under an instruction alone, and a labelled task, are answered.
    const list = solveRecognizedTextDetailed(read('Izračunaj:', '3 + 4 · 5', '12 - 7 : 7'), opts);
    expect(list.tasks.map((t) => t.outcome)).toEqual(['solved', 'solved']);
    const labelled = solveRecognizedTextDetailed(read('1. Izračunaj: 8 × (15 + 3) - 1', '2. 12 + 1'), opts);
    expect(labelled.tasks.map((t) => t.outcome)).toEqual(['solved', 'solved']);
  });
});

describe("a pupil's answer after a whole relation on the task's line (round 23)", () => {
  it('leaves the relation before it', () => {
    expect(withoutAnswerAfterRelation('5 :x= 25: 40 x = -56')).toBe('5 :x= 25: 40');
    expect(withoutAnswerAfterRelation('-5x - 13≤ - 23 x= 11')).toBe('-5x - 13≤ - 23');
    expect(withoutAnswerAfterRelation('x^2 - 64 = 0 x = 8/3')).toBe('x^2 - 64 = 0');
  });
  it('keeps a double inequality, an expression, a system, a relation without an answer after it, and one in another unknown', () => {
    for (const t of [
      '-3 < x < 5',
      '12 - 3 x = 45',
      'x + y = 5 ; x - y = 1 x = 3',
      '2x + 3 = x + 5',
      '= 4 x = 5',
      '8 * (15 + 11) - 5=4t x=37/8',
      '2x + y = 7 x = 3',
    ])
      expect(withoutAnswerAfterRelation(t), t).toBe(t);
  });
  it('answers the printed task on a photo, and declines the chain when typed', () => {
    const photo = solveTaskText('Reši proporciju: 5 : x = 25 : 40 x = -56', opts, 95, null, true);
    expect(photo.solution.final_answer_latex).toBe('\\(x = 8\\)');
    expect(solveTaskText('5 : x = 25 : 40 x = -56', opts).diagnostics.outcome).not.toBe('solved');
  });
});

describe("a pupil's answer after an expression closed by a bracket or a bar (round 23)", () => {
  it('leaves the expression to compute', () => {
    expect(withoutAnswerAfterExpression('2 * | - 2| - |6 - 19| x = 45', 'compute')).toBe(
      '2 * | - 2| - |6 - 19|',
    );
    expect(withoutAnswerAfterExpression('8 * (15 + 3)x=-7', 'compute')).toBe('8 * (15 + 3)');
  });
  it('keeps a bracket alone, an expression ending in a number, and other instructions', () => {
    expect(withoutAnswerAfterExpression('(12 - 3)x = 45', 'compute')).toBe('(12 - 3)x = 45');
    expect(withoutAnswerAfterExpression('12 - 3 x = 45', 'compute')).toBe('12 - 3 x = 45');
    expect(withoutAnswerAfterExpression('2(4 + 1) - (6 - 19)x = 45', 'equation')).toBe(
      '2(4 + 1) - (6 - 19)x = 45',
    );
    expect(withoutAnswerAfterExpression('2(4 + 1) - (6 - 19)x = 45', null)).toBe('2(4 + 1) - (6 - 19)x = 45');
  });
  it('answers the printed expression on a photo', () => {
    const photo = solveTaskText('Izračunaj: 2 · |-2| - |6 - 19| × = 45', opts, 95, null, true);
    expect(photo.solution.final_answer_latex).toContain('= -9');
  });
});

describe("a pupil's answer after a question's mark (round 23)", () => {
  it('ends the task at the mark', () => {
    expect(withoutAnswerAfterQuestion('Koliko je 50% od 760? 53')).toBe('Koliko je 50% od 760?');
    expect(withoutAnswerAfterQuestion('Koliko je 50% od 760? =53')).toBe('Koliko je 50% od 760?');
    expect(withoutAnswerAfterQuestion('b) Koliko je 5% od 100? x = 5')).toBe('b) Koliko je 5% od 100?');
    const photo = solveTaskText('Koliko je 50% od 760? 53', opts, 95, null, true);
    expect(photo.solution.final_answer_latex).toContain('= 380');
  });
  it('keeps a digit glued to the mark, and a mark no question word asks', () => {
    expect(withoutAnswerAfterQuestion('Koliko je 20% od 4?0')).toBe('Koliko je 20% od 4?0');
    expect(withoutAnswerAfterQuestion('Izračunaj: √144 + 4? 5')).toBe('Izračunaj: √144 + 4? 5');
  });
});

describe("a condition after an equation is no pupil's answer (round-23 review)", () => {
  it('keeps an equation with an inequality after it: a pupil answers an equation with x = N', () => {
    // "Reši jednačinu x² = 16 (x > 0)" read without its brackets or words: cut, it answered ±4.
    for (const t of ['x^2 = 16 x > 0', '|x| = 5 x < 0', '2x + 3 = 7 x ≥ 1'])
      expect(withoutAnswerAfterRelation(t), t).toBe(t);
    expect(
      solveTaskText('Reši jednačinu: x^2 = 16 x > 0', opts, 95, null, true).diagnostics.outcome,
    ).not.toBe('solved');
    // An inequality's answer may be read with "=" (a misread "≥"), and an equation's with "=".
    expect(withoutAnswerAfterRelation('-5x - 13≤ - 23 x= 11')).toBe('-5x - 13≤ - 23');
    expect(withoutAnswerAfterRelation('-5x - 13≤ - 23 x ≥ 2', 'inequality')).toBe('-5x - 13≤ - 23');
    expect(withoutAnswerAfterRelation('x^2 - 64 = 0 x = 8')).toBe('x^2 - 64 = 0');
  });
});

describe('a second inequality after an inequality (round 24)', () => {
  it("is the pupil's answer only under an instruction to solve an inequality", () => {
    expect(withoutAnswerAfterRelation('2x + 1 ≥ 5 x ≤ 10', 'inequality')).toBe('2x + 1 ≥ 5');
    // A one-line system whose comma was lost, or a task with no instruction: left (declined).
    for (const intent of ['system', null] as const)
      expect(withoutAnswerAfterRelation('2x + 1 ≥ 5 x ≤ 10', intent)).toBe('2x + 1 ≥ 5 x ≤ 10');
    // The answer read with "=" (a misread "≥") is cut as before.
    expect(withoutAnswerAfterRelation('2x + 1 ≥ 5 x = 2')).toBe('2x + 1 ≥ 5');
  });
  it('answers a system of two inequalities on one line as no single inequality', () => {
    const solve = (...lines: string[]) =>
      solveRecognizedTextDetailed(read(...lines), opts).tasks.map((t) => [t.outcome, t.normalized]);
    // Cut, the system answered x ≥ 2 (its second inequality lost).
    expect(solve('Reši sistem nejednačina:', '2x + 1 ≥ 5 x ≤ 10')).toEqual([
      ['unreadable', '2x + 1 ≥ 5 x ≤ 10'],
    ]);
    expect(solve('2x + 1 ≥ 5 x ≤ 10')[0]![0]).not.toBe('solved');
    expect(solve('Reši nejednačinu:', '2x + 1 ≥ 5 x ≤ 10')).toEqual([['solved', '2x + 1 ≥ 5']]);
  });
});

describe("a list whose first calculation shares the instruction's line (round-23 review)", () => {
  it("answers every calculation when more follow: a pupil's broken working is one line", () => {
    // The second line was declined and the third answered: the page's own list, unlabelled.
    const list = solveRecognizedTextDetailed(
      read('Izračunaj: 25 + 17 · 2', '48 - 19 : 19', '(3 + 4) · 2'),
      opts,
    );
    expect(list.tasks.map((t) => t.outcome)).toEqual(['solved', 'solved', 'solved']);
    // The pupil's working read broken under a whole task is still not answered.
    const worked = solveRecognizedTextDetailed(read('4. Izračunaj: 8 × (15 + 3) - 1', '12 + 1', '=5'), opts);
    expect(worked.tasks.map((t) => t.outcome)).toEqual(['solved', 'lowConfidence']);
  });
});

describe("a pupil's sum read in part on a line of its own (round 24)", () => {
  it('tells a finished sum with a figure unread or its first number lost', () => {
    for (const t of [
      '14 - ⁇⁇=7',
      '19 - 3⁇ = 16',
      '2 · 2=⁇5',
      '- 7=50',
      '-19 = 7',
      '1q - 3⁇ = 16',
      '1q - 3 = 16',
    ])
      expect(isPupilsWorking(t), t).toBe(true);
    // No figure on one side of the "=", a relation with an unknown, a calculation without "=": left.
    for (const t of [
      '⁇ = 7',
      '14 - 5 = ⁇',
      '- 7x = 50',
      '-7 + ⁇',
      '3⁇ - 5',
      'q - 3 = 16',
      'q + 2 = 1q',
      '1y - 3 = 16',
    ])
      expect(isPupilsWorking(t), t).toBe(false);
  });
  it("drops it under the page's tasks, and keeps it with a label of its own", () => {
    const tasks = (...lines: string[]) =>
      solveRecognizedTextDetailed(read(...lines), opts).tasks.map((t) => t.normalized);
    expect(
      tasks('a) Izračunaj: NZS(9, 12)', 'b) Koliko je 30% od 160?', '30 - 47=20', '14 - ⁇⁇=7'),
    ).toHaveLength(2);
    expect(tasks('Zadatak 1: Reši jednačinu: x/2 + 9 = 6', '- 7=50')).toEqual(['x/2 + 9 = 6']);
    expect(tasks('a) Izračunaj: 3 + 4', 'b) 14 - ⁇⁇=7')).toHaveLength(2);
  });
});

describe("a hand's bare figures under all the print (round 24)", () => {
  const tasks = (...lines: string[]) =>
    solveRecognizedTextDetailed(read(...lines), opts).tasks.map((t) => t.normalized);
  it('drops figures with nothing between them under the last task', () => {
    expect(tasks('1) Izračunaj: 3 + 4', '2) Reši jednačinu: x^2 - 2x = 0', '1^1 4')).toHaveLength(2);
    expect(tasks('Odredi: NZD(10, 15)', 'x=38', '59.^1 ⁇ 1,4')).toEqual(['(10; 15)']);
  });
  it('keeps a lone power or number, figures with a label of their own, and figures above a task', () => {
    expect(tasks('Izračunaj:', '3^4', '2^5')).toEqual(['3^4', '2^5']);
    expect(tasks('a) Izračunaj: 3 + 4', 'b) 1^1 4')).toHaveLength(2);
    expect(tasks('a) Izračunaj: 3 + 4', '1^1 4', 'b) 5 + 6')).toHaveLength(3);
  });
});

describe("a pupil's sum after the task on its line (round 24)", () => {
  it('cuts a finished sum of two numbers set apart after a whole task', () => {
    expect(withoutSumAfterTask('18 + 8 * 9 - 14 : 2 10 * 7 = 58')).toBe('18 + 8 * 9 - 14 : 2');
    expect(withoutSumAfterTask('2x(x - 1)+8(x+ 2) 10*2 = 35')).toBe('2x(x - 1)+8(x+ 2)');
    expect(withoutSumAfterTask('x/2 + 9 = 6 2 * 2 = 35')).toBe('x/2 + 9 = 6');
  });
  it('leaves the sum alone, a relation chained to it, and a bare number after a task', () => {
    for (const t of [
      '10 * 7 = 58',
      '3x + 1 = 12 - 4 = 8',
      '2 + 3 * 4 = 14',
      'x/2 + 9 = 6 77 = 35',
      '2x + y = 7 ; 3 * 2 = 6',
    ])
      expect(withoutSumAfterTask(t), t).toBe(t);
  });
  it('leaves a lone number before it as no task (never answered)', () => {
    expect(withoutSumAfterTask('2 2+4= 35')).toBe('2');
    expect(solveTaskText('Izračunaj: 2 3 · 4 = 14', opts, 95, null, true).diagnostics.outcome).toBe(
      'notMath',
    );
  });
  it('answers the task on a photo', () => {
    const r = solveTaskText('Izračunaj: 18 + 8 · 9 - 14 : 2 10 · 7 = 58', opts, 95, null, true);
    expect(r.diagnostics.normalized).toBe('18 + 8 * 9 - 14 : 2');
    expect(r.diagnostics.outcome).toBe('solved');
  });
});

describe("a square read on the line is no pupil's sum after the task (round-24 review)", () => {
  it('leaves a lone 2 or 3 after a bracket, bar or letter: an exponent that lost its raise', () => {
    // Cut, "2 · (3 + 4)² + 1 = 99" was answered 14 at 0.97 and "(2 + 3)² − 5 = 20" answered 5.
    for (const t of ['2 * (3 + 4) 2 + 1 = 99', '(2 + 3) 2 - 5 = 20', '3x 2 - 12 = 0', '|-3| 2 + 1 = 10'])
      expect(withoutSumAfterTask(t), t).toBe(t);
    expect(
      solveTaskText('Izračunaj 2 · (3 + 4) 2 + 1 = 99', opts, 95, null, true).diagnostics.outcome,
    ).not.toBe('solved');
    // A pupil's sum of other numbers after a bracket is still cut.
    expect(withoutSumAfterTask('2x(x - 1)+8(x+ 2) 10*2 = 35')).toBe('2x(x - 1)+8(x+ 2)');
  });
  it("leaves a lone 2 or 3 after an expression's last figure, and cuts one after a relation", () => {
    // Cut, "3 + 5² · 2 = 53" was answered 8 at 0.97 and "4 · 5² − 10 = 90" answered 20.
    for (const t of ['3 + 5 2 * 2 = 53', '4 * 5 2 - 10 = 90', '10 - 2 3 : 4 = 8'])
      expect(withoutSumAfterTask(t), t).toBe(t);
    expect(withoutSumAfterTask('x/2 + 9 = 6 2 * 2 = 35')).toBe('x/2 + 9 = 6');
    expect(withoutSumAfterTask('18 + 8 * 9 - 14 : 2 10 * 7 = 58')).toBe('18 + 8 * 9 - 14 : 2');
  });
});
