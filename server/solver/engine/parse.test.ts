import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.js';
import { latex } from './latex.js';
import { parseTask, ParseError } from './parse.js';

const value = (s: string) => {
  const p = parseTask(s);
  if (!p.expr) throw new Error('expected an expression');
  return evaluate(p.expr).a.toString();
};
const fmt = { comma: true };

describe('parseTask', () => {
  it('respects the order of operations and brackets', () => {
    expect(value('2+3*4')).toBe('14');
    expect(value('(2+3)*4')).toBe('20');
    expect(value('20-6:2-1')).toBe('16');
    expect(value('2^3^2')).toBe('512'); // right-associative
    expect(value('-2^2')).toBe('-4'); // the minus applies after the power
    expect(value('(-2)^2')).toBe('4');
  });
  it('reads printed fractions as one number: 3/4 : 1/2 = 3/2', () => {
    expect(value('3/4:1/2')).toBe('3/2');
    expect(value('1/2+1/3')).toBe('5/6');
  });
  it('understands implicit multiplication', () => {
    const p = parseTask('2(x+1)=3x');
    expect(p.relations).toHaveLength(1);
    expect(latex(p.relations[0]!.lhs, fmt)).toBe('2\\left(x + 1\\right)');
  });
  it('flags "a : b(c)" as ambiguous', () => {
    expect(parseTask('6:2(1+2)').ambiguous).toBe(true);
    expect(parseTask('6:2*(1+2)').ambiguous).toBe(false);
  });
  it('reads absolute values inside absolute values, and still closes a bar after an operand', () => {
    expect(value('||-5| - 8|')).toBe('3');
    expect(value('|2 - |-7||')).toBe('5');
    expect(value('|-5| - |8|')).toBe('-3');
    expect(value('|3 - 8| * |-2|')).toBe('10');
    expect(() => parseTask('|2 - |7|')).toThrow(ParseError);
  });
  it('reads relations, percent and roots', () => {
    expect(parseTask('2x-3>5').relations[0]!.op).toBe('>');
    expect(parseTask('x≤4').relations[0]!.op).toBe('<=');
    expect(value('25%*80')).toBe('20');
    expect(value('√16+1')).toBe('5');
  });
  it('rejects malformed input instead of guessing', () => {
    for (const bad of ['2+', '(2+3', '2 3', '1<x<3', '2+*3', '', 'x 4', '(x+1)2', 'xx/2+2=4'])
      expect(() => parseTask(bad), bad).toThrow(ParseError);
  });
  it('renders decimals with a decimal comma when asked', () => {
    const p = parseTask('2.5+1');
    expect(latex(p.expr!, fmt)).toBe('2{,}5 + 1');
    expect(latex(p.expr!, { comma: false })).toBe('2.5 + 1');
  });
});
