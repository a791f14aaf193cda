/** Maths a textbook prints that is no task: worked examples, printed results, computed equalities, formulas. */
import { describe, expect, it } from 'vitest';
import { solveRecognizedTextDetailed } from './index.js';
import { isFormula, isPrintedSolution, isSolvedEquality, isWorkedExample } from './worked-examples.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
const read = (...texts: string[]) => ({ lines: texts.map((text) => ({ text, confidence: 95 })) });
/** What the page's items are: each task's normalised text, answered or declined. */
const items = (...texts: string[]) =>
  solveRecognizedTextDetailed(read(...texts), opts).solutionTasks.map((t) => t.normalized);

describe('maths printed that is no task', () => {
  it('tells a worked example by the example word before maths', () => {
    for (const t of [
      'Primer: 24 + 3 · 2 - 12 : 2 = 24',
      'Primer: x : 5 = 55 : 25',
      'Primer: 12 : 4 = 3',
      'Primer: NZS (16,18) = 144',
      'Pr imer : 1,7 + 2,69 · 5 = 303/20',
      'Primer: 7.6 - 4.22 -',
      'Primjer: 2(x - 4) = x - 10',
    ])
      expect(isWorkedExample(t)).toBe(true);
    for (const t of [
      'Primer 3. Izračunaj: 4 + 5',
      'Primer 2: 3 + 4',
      'Primer: Izračunaj 3 + 4',
      'Primer',
      'Primeni naučeno: 3 + 4',
      'Reši jednačinu: 3x + 2 = 11',
      '3x + 2 = 11',
    ])
      expect(isWorkedExample(t)).toBe(false);
  });

  it('tells a printed result by the solution word before maths only', () => {
    for (const t of ['Rešenje: x = 11', 'Resenje: x= 5', 'Rešenje: x = -2', 'Rešenje: 7'])
      expect(isPrintedSolution(t)).toBe(true);
    for (const t of [
      'Rešenje jednačine 3x + 2 = 11 je:',
      'Rešenje: ____',
      'Reši jednačinu: x + 1 = 4',
      'Resi: 3x = 12',
    ])
      expect(isPrintedSolution(t)).toBe(false);
  });

  it('tells an equality already computed, with no label, instruction or check word', () => {
    for (const t of [
      'NZD(12, 18) = 6',
      'NZS (4,6)= 12',
      '5/7 + 2/7 = 1',
      '2^3 + 3^2 = 17',
      '√36 + 4^2 = 22',
      '3 · 4 - 5 = 12 - 5 = 7',
      '(7 - 1) · 4 + 30 : (3 + 3) = 29',
      '5% od 640 = 32',
      '7,6 - 4,22 = 169/50',
    ])
      expect(isSolvedEquality(t)).toBe(true);
    for (const t of [
      'NZD(12, 18) = 5',
      '3 · 4 - 5 = 8',
      'a) NZS(4, 6) = 12',
      '2. 3 + 4 = 7',
      'Proveri: 3 · 4 - 5 = 7',
      'Da li je 3 · 4 - 5 = 7?',
      'Izračunaj: 3 + 4 = 7',
      '3x + 2 = 11',
      'x : 4 = 6 : 8',
      '3 · 4 - 5 =',
      'NZD(12, 18)',
    ])
      expect(isSolvedEquality(t)).toBe(false);
  });

  it('tells a formula in letters from an equation in one unknown or a system', () => {
    for (const t of [
      '(a + b)^2 = a^2 + 2ab + b^2',
      'a : b = c : d',
      'a · d = b · c',
      'p% od a = a · p/100',
      '|a| = a, za a ≥ 0',
      '|a| = a, za a >= 0',
      '|x| = x, za x ≥ 0',
      'y = ax + b',
    ])
      expect(isFormula(t)).toBe(true);
    for (const t of [
      'x : 4 = 6 : 8',
      '3x + 2 = 11',
      '2x + 3y = 11',
      '2x + 3y = 11 ; 3x - 3y = -6',
      'Uprosti izraz: (a + b)^2',
      '(a + b)^2',
      'Izračunaj: a · b = 12, a = 3',
      'x^2 = 16 ; x > 0',
      'a.-8x - 12=-44',
      'lx - 31 = 9',
      'v) 3 : x = 12 : 28',
      'x = —',
      'x - y = -',
    ])
      expect(isFormula(t)).toBe(false);
  });

  it("answers a reminder box's page with its tasks only", () => {
    expect(
      items(
        'Zadaci za vežbu',
        'Zapamti!',
        'Procenat je razlomak čiji je imenilac sto.',
        'Primer: 36 - (6 - 3) · 2 = 30',
        'a · d = b · c',
        'a) Odredi: NZD(27, 63)',
        'b) Izračunaj: 1/5 : 4/6',
      ),
    ).toEqual(['(27; 63)', '1/5 : 4/6']);
    expect(
      items(
        'Podseti se:',
        'Razlika kvadrata jednaka je proizvodu zbira i razlike.',
        'NZS(10, 30) = 30',
        'NZS(6, 8) = 24',
        '(a + b)^2 = a^2 + 2ab + b^2',
        '1. Izračunaj: NZS(40, 48)',
      ),
    ).toEqual(['(40; 48)']);
    // An example's equation and its result side by side with a task's (the reader's rows across columns).
    expect(
      items(
        'Podsetnik',
        '1. Reši jednačinu: 2x + 1 = 7',
        'Primer: x : 5 = 55 : 25',
        '2. Reši proporciju: x : 4 = 6 : 8',
        'Rešenje: x = 11',
      ),
    ).toEqual(['2x + 1 = 7', 'x : 4 = 6 : 8']);
  });

  it("keeps the page's tasks: equations without their result, blanks, systems, checks", () => {
    expect(items('Reši jednačinu:', '3x + 2 = 11')).toEqual(['3x + 2 = 11']);
    expect(items('Reši proporciju:', 'x : 4 = 6 : 8')).toEqual(['x : 4 = 6 : 8']);
    expect(items('Reši sistem:', '2x + 3y = 11', '3x - 3y = -6')).toHaveLength(1);
    expect(items('1. Reši jednačinu: 3x + 5 = 20   x = ____')).toEqual(['3x + 5 = 20']);
    expect(items('Proveri: 3 · 4 - 5 = 7')).toHaveLength(1);
    expect(items('Uprosti izraz: (a + b)^2')).toHaveLength(1);
  });
});

describe('an equality under a heading that asks for work or a check (round-24 review)', () => {
  it('keeps a filled-in call or sum under an instruction heading, as the page answered it before', () => {
    // Dropped as an equality already computed, the pupil's right answer made the task vanish
    // (a wrong one kept it): "Izračunaj: NZD(12, 18) = 6" was answered 6, then nothing.
    expect(items('Izračunaj:', 'NZD(12, 18) = 6')).toEqual(['(12; 18)']);
    expect(items('1. Odredi NZS:', 'NZS(4, 6) = 12')).toEqual(['(4; 6)']);
    expect(items('Izračunaj:', '5/7 + 2/7 = 1')).toHaveLength(1);
  });

  it('keeps every equality a check heading lists, true or not', () => {
    expect(
      items('Zaokruži tačne jednakosti:', '3 · 4 − 5 = 7', '2 + 3 · 4 = 20', '5/7 + 2/7 = 1'),
    ).toHaveLength(3);
    expect(items('Tačno ili netačno?', '3 · 4 − 5 = 7')).toHaveLength(1);
    expect(items('Da li je tačno?', '2 + 3 · 4 = 14')).toHaveLength(1);
    // A comparison the pupil filled in with "=" is listed with the ones filled in with "<" or ">".
    expect(items('Uporedi brojeve:', '3/4 = 6/8', '2/3 > 1/2')).toHaveLength(2);
  });

  it("still drops a box's equalities under its title or rule, after an instruction above it", () => {
    expect(items('Izračunaj:', '3 + 4', 'Zapamti!', 'NZD(12, 18) = 6')).toEqual(['3 + 4']);
    expect(
      items('Izračunaj:', '3 + 4', 'Procenat je razlomak čiji je imenilac sto.', '5% od 640 = 32'),
    ).toEqual(['3 + 4']);
  });
});
