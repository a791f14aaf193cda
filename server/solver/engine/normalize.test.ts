import { describe, expect, it } from 'vitest';
import { normalizeTask } from './normalize.js';

const n = (s: string) => normalizeTask(s);

describe('normalizeTask', () => {
  it('maps multiplication and division signs', () => {
    expect(n('2·3 × 4 * 5').text).toBe('2*3 * 4 * 5');
    expect(n('12 ÷ 4').text).toBe('12 : 4');
    expect(n('12 : 4').text).toBe('12 : 4');
  });
  it('reads " x " between numbers as a product only when x is not an unknown', () => {
    expect(n('3 x 4').text).toBe('3*4');
    expect(n('3 x 4').ambiguities).toBe(0);
    // In an equation x stays the unknown (and the guess is recorded).
    const eq = n('3 x 4 = 12');
    expect(eq.text).toContain('x');
    expect(eq.ambiguities).toBe(1);
    expect(n('2x(x+1)').text).toBe('2x(x+1)');
  });
  it('turns decimal commas into points but keeps commas between equations as separators', () => {
    expect(n('2,5 + 1,25').text).toBe('2.5 + 1.25');
    expect(n('x+y=5, x-y=1').text).toBe('x+y=5; x-y=1');
  });
  it('handles superscripts, ^ and a lost superscript (x2 → x^2, flagged)', () => {
    expect(n('x² + y³').text).toBe('x^2 + y^3');
    const lost = n('x2 - 4 = 0');
    expect(lost.text).toBe('x^2 - 4 = 0');
    expect(lost.ambiguities).toBe(1);
  });
  it('unifies brackets, unicode minus and dashes', () => {
    expect(n('[2 − (3 – 1)] — {4}').text).toBe('(2 - (3 - 1)) - (4)');
  });
  it('fixes look-alike characters inside numbers and counts them', () => {
    const r = n('1O + l5 + 2S');
    expect(r.text).toBe('10 + 15 + 25');
    expect(r.lookalikes).toBe(3);
    expect(n('1z3 + 1').text).toBe('123 + 1');
    // A trailing z after a number is the unknown, not a 2.
    expect(n('2z + 1 = 5').text).toBe('2z + 1 = 5');
  });
  it('strips instruction phrases and records the intent (Latin and Cyrillic Serbian, other languages)', () => {
    expect(n('Reši jednačinu: 3x + 5 = 20')).toMatchObject({ text: '3x + 5 = 20', intent: 'solve' });
    expect(n('Реши једначину: 2х − 4 = 10')).toMatchObject({ text: '2x - 4 = 10', intent: 'solve' });
    expect(n('Izračunaj: 12 - 3')).toMatchObject({ text: '12 - 3', intent: 'compute' });
    expect(n('Reši sistem: x+y=5, x-y=1').intent).toBe('system');
    expect(n('Uprosti: 2x + 3x').intent).toBe('simplify');
    expect(n('Löse die Gleichung: 2x = 4')).toMatchObject({ text: '2x = 4', intent: 'solve' });
    expect(n('Résous l’équation : 2x = 4').text).toBe('2x = 4');
    expect(n('Solve: x - 1 = 0').leftovers).toEqual([]);
  });
  it('reads percentages in several languages', () => {
    expect(n('Koliko je 25% od 80?').text).toBe('25%*80');
    expect(n('What is 25% of 80?').text).toBe('25%*80');
    expect(n('Колко е 25% от 80?').text).toBe('25%*80');
    expect(n("80'in %25'i kaçtır?").text).toBe('25%*80');
    expect(n('Wie viel sind 25 % von 80?').text).toBe('25%*80');
  });
  it('drops a trailing "= ?" and reads mixed numbers and thousands', () => {
    expect(n('12 + 7 = ?').text).toBe('12 + 7');
    expect(n('2 1/2 + 1/4').text).toBe('(2+1/2) + 1/4');
    expect(n('1 000 + 1').text).toBe('1000 + 1');
  });
  it('reports unknown words as leftovers', () => {
    const r = n('Marko ima 5 jabuka');
    expect(r.leftovers).toEqual(['Marko', 'ima', 'jabuka']);
  });
  it('maps root words and signs to √', () => {
    expect(n('sqrt(16) + √9').text).toBe('√(16) + √9');
    expect(n('koren iz 16').text).toBe('√ 16');
  });
});
