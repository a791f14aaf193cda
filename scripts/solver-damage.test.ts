import { describe, expect, it } from 'vitest';
import { damageReadings, solveDamaged, type DamageKind } from './solver-damage.js';

const reading = (name: string, ...texts: string[]) => ({
  name,
  recognized: { lines: texts.map((text) => ({ text, confidence: 90 })) },
});
const texts = (passes: ReturnType<typeof damageReadings>) =>
  passes === null ? null : passes.map((p) => p.recognized.lines.map((l) => l.text));
const damage = (kind: DamageKind, seed: number, ...lines: string[]) =>
  texts(damageReadings([reading('ink', ...lines), reading('gray', ...lines)], kind, seed));

describe('damageReadings', () => {
  it('drops an "=" and leaves the instruction alone', () => {
    expect(damage('drop-equals', 0, 'Reši jednačinu:', '3x + 5 = 20')).toEqual([
      ['Reši jednačinu:', '3x + 5 20'],
      ['Reši jednačinu:', '3x + 5 20'],
    ]);
  });
  it('merges a lost exponent into its base, at the place the seed picks', () => {
    expect(damage('merge-power', 0, '7^2 - 4^2')![0]).toEqual(['72 - 4^2']);
    expect(damage('merge-power', 1, '7^2 - 4^2')![0]).toEqual(['7^2 - 42']);
    expect(damage('merge-power', 0, 'x² - 9 = 0')![0]).toEqual(['x2 - 9 = 0']);
  });
  it('merges two numbers when the operator between them is lost', () => {
    expect(damage('merge-operator', 0, '3 · 4 + 12')![0]).toEqual(['34 + 12']);
  });
  it('reads a division colon as a dot, never the colon after an instruction', () => {
    expect(damage('colon-to-dot', 0, 'Izračunaj: 12 : 4')![0]).toEqual(['Izračunaj: 12 . 4']);
  });
  it('drops a minus and swaps a digit for its look-alike', () => {
    expect(damage('drop-minus', 0, '-2x = 6')![0]).toEqual(['2x = 6']);
    expect(damage('lookalike-digit', 0, '15 + 2')![0]).toEqual(['75 + 2']);
    expect(damage('lookalike-digit', 1, '15 + 2')![0]).toEqual(['16 + 2']);
  });
  it('drops one equation of a system, joined with " ; " or on two lines', () => {
    expect(damage('drop-line', 0, 'Reši sistem:', 'x + y = 5 ; x - y = 1')![0]).toEqual([
      'Reši sistem:',
      'x - y = 1',
    ]);
    expect(damage('drop-line', 1, 'x + y = 5', 'x - y = 1')![0]).toEqual(['x + y = 5']);
  });
  it('damages both readings at the same place when they read the line alike', () => {
    const out = texts(
      damageReadings([reading('ink', 'Izračunaj:', '12 - 5'), reading('gray', '12 - 5')], 'drop-minus', 0),
    );
    expect(out).toEqual([['Izračunaj:', '12 5'], ['12 5']]);
  });
  it('gives null when the reading offers no place for the damage', () => {
    expect(damage('drop-equals', 0, 'Izračunaj:', '2 + 3')).toBeNull();
    expect(damage('drop-line', 0, '3x + 5 = 20')).toBeNull();
  });
});

describe('solveDamaged', () => {
  const look = (name: string, text: string) => reading(name, text);
  it('lets a saved third look vote only when the first two leave a task unsettled', () => {
    // Both first looks damaged alike agree: the saved third look (read of the undamaged page) does
    // not join, so the damage is not outvoted by a look the solver would not have taken.
    const agreed = solveDamaged([look('ink', '2x = 6'), look('gray', '2x = 6'), look('third', '-2x = 6')]);
    expect(agreed.votes).toEqual([2]);
    expect(agreed.solution.math_solutions[0]!.final_answer_latex).toBe('\\(x = 3\\)');
    // Looks that disagree: the third decides.
    const split = solveDamaged([look('ink', '2x = 6'), look('gray', '-2x = 6'), look('third', '-2x=6')]);
    expect(split.votes).toEqual([2]);
    expect(split.solution.math_solutions[0]!.final_answer_latex).toBe('\\(x = -3\\)');
  });
});
