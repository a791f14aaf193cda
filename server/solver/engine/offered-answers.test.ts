import { describe, expect, it } from 'vitest';
import { solveRecognizedTextDetailed } from './index.js';
import {
  answerIsOffered,
  findOfferedAnswers,
  finalPolynomial,
  isChoiceInstruction,
  isFinalValue,
  optionCells,
  readOffLine,
  withoutOfferedAnswers,
} from './offered-answers.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
const page = (...texts: string[]) => texts.map((text) => ({ text, confidence: 95 }));
const sources = (...texts: string[]) =>
  solveRecognizedTextDetailed({ lines: page(...texts) }, opts).tasks.map((t) => t.source.trim());

describe('values in their final form', () => {
  it('takes numbers, an unknown and its value or bound, pairs and two roots', () => {
    for (const v of [
      '12',
      '−12',
      '91/20',
      '-109/20',
      '3,75',
      '0.5',
      '2 1/6',
      'x = 3',
      'x = −1',
      'x > 7',
      'x ≥ 7',
      'y ≤ -2',
      '(2, 5)',
      '(7, −1)',
      '3 i −9',
      '2 i 12',
    ])
      expect(isFinalValue(v), v).toBe(true);
  });
  it('takes no work still to do', () => {
    for (const v of [
      '12 + 5',
      '3 · 4',
      '2x = 6',
      'x + 3 = 5',
      '3x − 15 ≥ 6',
      '|−13|',
      '√16',
      'NZD(12, 18)',
      '(x + 1)^2',
      '7x + 2',
    ])
      expect(isFinalValue(v), v).toBe(false);
  });
  it('takes a polynomial in descending powers, each once, only when asked', () => {
    expect(finalPolynomial('7x + 2')).toBe('x');
    expect(finalPolynomial('x^2 − 3x + 1')).toBe('x');
    expect(finalPolynomial('-2x^{2} + 5')).toBe('x');
    expect(finalPolynomial('3x + 2x')).toBeNull();
    expect(finalPolynomial('2 + 3x')).toBeNull();
    expect(finalPolynomial('x(x − 5)')).toBeNull();
    expect(isFinalValue('7x + 2', true)).toBe(true);
  });
});

describe('a line of labelled options', () => {
  it('reads the labels and values of a row', () => {
    expect(optionCells('a) 12   b) −12   c) 13   d) 24')?.map((c) => [c.place, c.value])).toEqual([
      [1, '12'],
      [2, '−12'],
      [3, '13'],
      [4, '24'],
    ]);
    expect(optionCells('A. x > 7   B. x ≥ 7   C. x ≤ 7')?.map((c) => c.place)).toEqual([1, 2, 3]);
    expect(optionCells('(a) (7, −1)   (b) (8, −1)')?.map((c) => c.value)).toEqual(['(7, −1)', '(8, −1)']);
    expect(optionCells('a) 3 i −9   b) −3 i −9   v) 3 i 9')?.map((c) => c.place)).toEqual([1, 2, 3]);
    expect(optionCells('g) x = −2')?.map((c) => c.place)).toEqual([4]);
  });
  it('is no row of tasks', () => {
    expect(optionCells('a) 12 + 5   b) 3 · 4')).toBeNull();
    expect(optionCells('a) 2x + 3 = 7   b) 5x = 10')).toBeNull();
    expect(optionCells('Izračunaj: a) 12')).toBeNull();
    expect(optionCells('a) 7x + 2   b) 7x + 1')).toBeNull();
  });
});

describe('groups of offered answers', () => {
  it('finds options in a row, one under another and two by two, under a task with maths', () => {
    const lines = page(
      '1. Izračunaj:',
      '6 · (11 + 15) − 14',
      'A. −142   B. 142   C. 143',
      '2. Reši jednačinu:',
      '5(x − 1) = x + 43',
      'a) x = 12',
      'b) x = 11',
      'v) x = 13',
      'g) x = 2',
      '3. Reši sistem: x + 3y = −8 ; −2x + 2y = −8',
      '(a) (1, −3)   (b) (−3, 1)',
      '(c) (−1, −3)   (d) (1, 3)',
    );
    expect(findOfferedAnswers(lines).map((g) => [g.task, g.lines])).toEqual([
      [1, [2]],
      [4, [5, 6, 7, 8]],
      [9, [10, 11]],
    ]);
  });
  it('takes options whose labels the reader misread or half lost, at the places the others leave', () => {
    const groups = (...texts: string[]) => findOfferedAnswers(page(...texts)).map((g) => g.lines);
    expect(groups('x/3 + 3 = 6', 'A - 1', 'B 11', ')9', 'D) 10')).toEqual([[1, 2, 3, 4]]);
    expect(groups('3/5 x 1/4', 'α 43/20', 'b) 3/20', 'c) - 197/20', 'α 20/3')).toEqual([[1, 2, 3, 4]]);
    expect(groups('| - 13|+|5 - 13|', 'a) 21', 'b)11', ') - 21')).toEqual([[1, 2, 3]]);
    expect(groups('3[3x- 5}-[x+ 5]', 'A) 8x - 17', '8) -8x - 20', 'C) 8x - 40', 'D) 8x - 20')).toEqual([
      [1, 2, 3, 4],
    ]);
    // Glued and misread: "A.x>7", "B. ×≥7", "2i - 12", "( - 3. 1)".
    expect(groups('3x - 15≥6', 'A.x>7', 'B. ×≥7', 'C. x≤7')).toEqual([[1, 2, 3]]);
    expect(groups('|x - 7|=5', 'a)2i - 12', 'b) 2 i24', 'v)2i12', 'g) 3i12')).toEqual([[1, 2, 3, 4]]);
    expect(groups('x+3y=-8 ; -2x+ 2y= -8', 'a) ( - 3. 1)', 'b) (1. - 3)', 'c) (2, - 3)')).toEqual([
      [1, 2, 3],
    ]);
    // A line with no figure read between them ("Odgovor: ____") stays, the options go.
    expect(groups('Resi jednacinu: |x - 6| = 3', 'a)3i - 9', 'Odgovor:', 'b) - 3i - 9', 'v)3i9')).toEqual([
      [1, 3, 4],
    ]);
    // A misread label alone is never a group, nor a label at another's place.
    expect(groups('x/3 + 3 = 6', ')9', 'C9', ') 10')).toEqual([]);
    expect(groups('x/3 + 3 = 6', 'a) 9', 'a) 10', 'b) 11')).toEqual([]);
    expect(groups('2 + 3', '85', '8 7', 'a) 5')).toEqual([]);
  });
  it('leaves sub-tasks whose labels run on, and too few or too many values', () => {
    expect(findOfferedAnswers(page('Izračunaj 5 + 7:', 'a) 12   b) 13'))).toEqual([]);
    expect(findOfferedAnswers(page('Izračunaj 5 + 7:', 'b) 12   c) 13   d) 14'))).toEqual([]);
    expect(findOfferedAnswers(page('Izračunaj 5 + 7:', 'a) 1 b) 2 c) 3 d) 4 e) 5'))).toEqual([]);
  });
  it('needs a task with maths above (NZD of pairs under an instruction alone are tasks)', () => {
    expect(findOfferedAnswers(page('Odredi NZD brojeva:', 'a) 12 i 18   b) 24 i 36   c) 15 i 25'))).toEqual(
      [],
    );
  });
  it("takes a heading's number whose point the reader lost for no maths (review25)", () => {
    // Sub-tasks to work out under a heading: "3 Skrati razlomke:" is "3. Skrati razlomke:".
    for (const heading of ['3 Skrati razlomke:', 'Zadatak 3 Skrati razlomke:', '12 Skrati razlomke:'])
      expect(findOfferedAnswers(page(heading, 'a) 12/18', 'b) 15/25', 'c) 8/12')), heading).toEqual([]);
    expect(sources('3 Skrati razlomke:', 'a) 12/18', 'b) 15/25', 'c) 8/12')).toEqual([
      '12/18',
      '15/25',
      '8/12',
    ]);
    // A task's own figures still make it a task with maths.
    expect(findOfferedAnswers(page('3 Izračunaj 2 · 4', 'a) 8', 'b) 6', 'c) 9'))).toHaveLength(1);
  });
  it('takes polynomials only under an expression in letters', () => {
    expect(
      findOfferedAnswers(page('Sredi izraz: (x + 1)^2 − x(x − 5)', 'a) 7x + 2   b) 7x + 1   c) 7x + 4')),
    ).toHaveLength(1);
    expect(
      findOfferedAnswers(page('Izračunaj vrednost za x = 2:', 'a) 7x + 2   b) 3x + 1   c) 5x + 4')),
    ).toEqual([]);
  });
});

describe('the instruction to circle one', () => {
  it('is words only', () => {
    expect(isChoiceInstruction('Zaokruži slovo ispred tačnog odgovora.')).toBe(true);
    expect(isChoiceInstruction('Zaokruži tačan odgovor.')).toBe(true);
    expect(isChoiceInstruction('Od ponuđenih odgovora zaokruži tačan.')).toBe(true);
    expect(isChoiceInstruction('Zaokruži brojeve deljive sa 3: 12, 15, 17')).toBe(false);
    expect(isChoiceInstruction('Zaokruži tačne jednakosti:')).toBe(false);
    expect(withoutOfferedAnswers(page('Zaokruži tačan odgovor.', '2 + 3')).map((l) => l.text)).toEqual([
      '2 + 3',
    ]);
  });
});

describe('the page', () => {
  it('takes the instruction to circle an answer for no heading that asks to judge the equalities under it', () => {
    expect(
      sources(
        'Zaokruži slovo ispred tačnog odgovora.',
        '5/7 + 2/7 = 1',
        'Izračunaj: 3 + 4',
        'a) 7   b) 8   c) 6',
      ),
    ).toEqual(['Izračunaj: 3 + 4']);
    expect(sources('Zaokruži tačne jednakosti:', '5/7 + 2/7 = 1')).toEqual(['5/7 + 2/7 = 1']);
  });
  it('answers the tasks, never the options', () => {
    expect(
      sources(
        'Zaokruži slovo ispred tačnog odgovora.',
        'a) Sredi izraz: (x + 1)^2 − x(x − 5)',
        'a) 7x + 2   b) 7x + 1   c) 7x + 4',
        'b) Izračunaj: 17 − (7 − 3) · 4',
        'a) −1   b) 2   c) 1',
        '3. Reši nejednačinu: 3x − 15 ≥ 6',
        'A. x > 7   B. x ≥ 7   C. x ≤ 7',
      ),
    ).toEqual([
      'Sredi izraz: (x + 1)^2 − x(x − 5)',
      'Izračunaj: 17 − (7 − 3) · 4',
      'Reši nejednačinu: 3x − 15 ≥ 6',
    ]);
  });
});

describe('the answer checked against the offered answers', () => {
  const latex = (task: string) =>
    solveRecognizedTextDetailed({ lines: page(task) }, opts).solution.math_solutions[0]!.final_answer_latex;
  it('tells an answer that is one of them from one that is none', () => {
    const cases: [string, string[], boolean][] = [
      ['3 4/5 + 3/4', ['−109/20', '71/20', '91/20'], true],
      ['3 4/5 + 3/4', ['−109/20', '71/20', '9/20'], false],
      ['34,2 : 6 − 5,19', ['1,51', '100/51', '0,51', '2,51'], true],
      ['Reši jednačinu: |x − 6| = 3', ['3 i −9', '−3 i −9', '3 i 9'], true],
      ['Reši jednačinu: x/3 + 3 = 6', ['−1', '11', '9', '10'], true],
      ['Reši jednačinu: −9x − 15 = −6', ['x = −1', 'x = 1', 'x = −11'], true],
      ['Reši jednačinu: −9x − 15 = −6', ['x = 2', 'x = 1', 'x = −11'], false],
      ['Reši nejednačinu: −6x + 8 ≤ 44', ['x > −6', 'x ≤ −6', 'x ≥ −6'], true],
      ['Reši nejednačinu: −6x + 8 ≤ 44', ['x > −6', 'x ≤ −6', 'x ≥ 6'], false],
      ['Reši sistem: x + 3y = −8 ; −2x + 2y = −8', ['(−3, 1)', '(1, −3)', '(2, −3)'], true],
      ['Sredi izraz: (x + 1)^2 − x(x − 5)', ['7x + 2', '7x + 1', '7x + 4'], true],
      ['Sredi izraz: (x + 1)^2 − x(x − 5)', ['7x + 2', '7x − 1', '7x + 4'], false],
    ];
    for (const [task, options, offered] of cases)
      expect(answerIsOffered(latex(task), options), task).toBe(offered);
  });
  it("checks no other task whose text the options' task line happens to end in (review25)", () => {
    const doubted = (...texts: string[]) =>
      solveRecognizedTextDetailed({ lines: page(...texts) }, opts).solutionTasks.map((t) =>
        t.doubts.some((d) => d.includes('offered answers')),
      );
    // "2 + 3" is the end of "Izračunaj: 12 + 3", but a task of its own, with no options.
    expect(doubted('1. Izračunaj: 12 + 3', 'a) 15   b) 14   c) 16', '2. Izračunaj:', '2 + 3')).toEqual([
      false,
      false,
    ]);
    expect(doubted('Izračunaj:', 'a) 12 + 3', 'a) 15   b) 14   c) 16', 'b) 2 + 3')).toEqual([false, false]);
    // The task read off its line, or with its instruction from the line above, is checked.
    expect(doubted('1. Izračunaj: 12 + 3', 'a) 16   b) 14   c) 17')).toEqual([true]);
    expect(doubted('1. Izračunaj:', '12 + 3', 'a) 16   b) 14   c) 17')).toEqual([true]);
    expect(readOffLine('@)5^2 - 8^2', '5^2 - 8^2')).toBe(true);
    expect(readOffLine('4x - y = 13', 'Reši sistem: 3x + 5y = 50 ; 4x - y = 13')).toBe(true);
    expect(readOffLine('12 + 3', '2 + 3')).toBe(false);
    expect(readOffLine('Izračunaj: −2 + 3', '2 + 3')).toBe(false);
  });
  it('cannot tell when an option is misread out of its final form', () => {
    expect(answerIsOffered(latex('3 4/5 + 3/4'), ['−109/20', '71/20', '9V/20'])).toBeNull();
  });
  it('doubts a task whose answer is none of the options under it, never one that is one of them', () => {
    const solved = (...texts: string[]) =>
      solveRecognizedTextDetailed({ lines: page(...texts) }, opts).solutionTasks.map((t) => ({
        doubted: t.doubts.some((d) => d.includes('offered answers')),
      }));
    // "÷" misread "+": 6 + 8 · 3 − 36 + 6 = 0, none of 14, 24, 25.
    expect(solved('Izračunaj: 6 + 8 · 3 − 36 + 6', 'a) 14   b) 24   c) 25')).toEqual([{ doubted: true }]);
    expect(solved('Izračunaj: 6 + 8 · 3 − 36 : 6', 'a) 14   b) 24   c) 25')).toEqual([{ doubted: false }]);
    const confidence = (...texts: string[]) =>
      solveRecognizedTextDetailed({ lines: page(...texts) }, opts).solution.math_solutions[0]!
        .confidence_score;
    expect(confidence('Izračunaj: 6 + 8 · 3 − 36 + 6', 'a) 14   b) 24   c) 25')).toBeLessThan(
      confidence('Izračunaj: 6 + 8 · 3 − 36 + 6', 'a) 14   b) 0   c) 25'),
    );
  });
});
