import { describe, expect, it } from 'vitest';
import { Rational } from './rational.js';
import { Surd, splitSquare } from './surd.js';

const q = (n: number, d = 1) => Rational.of(n, d);

describe('Rational', () => {
  it('keeps fractions in lowest terms with a positive denominator', () => {
    const r = Rational.of(6, -8);
    expect(r.n).toBe(-3n);
    expect(r.d).toBe(4n);
  });
  it('adds, subtracts, multiplies and divides exactly', () => {
    expect(q(1, 2).add(q(1, 3)).toString()).toBe('5/6');
    expect(q(1, 2).sub(q(3, 4)).toString()).toBe('-1/4');
    expect(q(2, 3).mul(q(9, 4)).toString()).toBe('3/2');
    expect(q(3, 4).div(q(1, 2)).toString()).toBe('3/2');
  });
  it('is exact where floats are not: 0.1 + 0.2 = 0.3', () => {
    expect(Rational.parse('0.1').add(Rational.parse('0.2')).eq(Rational.parse('0.3'))).toBe(true);
  });
  it('parses decimals and prints terminating decimals', () => {
    expect(Rational.parse('2.5').toString()).toBe('5/2');
    expect(Rational.parse('-0.75').toDecimalString()).toBe('-0.75');
    expect(q(1, 8).toDecimalString()).toBe('0.125');
    expect(q(1, 3).isTerminating()).toBe(false);
    expect(() => q(1, 3).toDecimalString()).toThrow();
  });
  it('refuses division by zero and absurd exponents', () => {
    expect(() => q(1).div(q(0))).toThrow(RangeError);
    expect(() => q(2).pow(100000n)).toThrow(RangeError);
  });
  it('raises to integer powers, including negative ones', () => {
    expect(q(2, 3).pow(3n).toString()).toBe('8/27');
    expect(q(2).pow(-2n).toString()).toBe('1/4');
  });
});

describe('Surd', () => {
  it('simplifies square roots: √12 = 2√3, √49 = 7, √(1/2) = √2/2', () => {
    expect(splitSquare(12n)).toEqual({ k: 2n, m: 3n });
    const s12 = Surd.sqrt(q(12));
    expect([s12.b.toString(), s12.r]).toEqual(['2', 3n]);
    expect(Surd.sqrt(q(49)).isRational()).toBe(true);
    expect(Surd.sqrt(q(49)).a.toString()).toBe('7');
    const half = Surd.sqrt(q(1, 2));
    expect([half.b.toString(), half.r]).toEqual(['1/2', 2n]);
  });
  it('does exact arithmetic in Q(√r): (1+√2)² - 2(1+√2) - 1 = 0', () => {
    const x = new Surd(q(1), q(1), 2n);
    const v = x
      .mul(x)
      .sub(x.mul(Surd.rat(q(2))))
      .sub(Surd.rat(q(1)));
    expect(v.sign()).toBe(0);
  });
  it('decides signs exactly: 1 - √2 < 0 and 3 - 2√2 > 0', () => {
    expect(new Surd(q(1), q(-1), 2n).sign()).toBe(-1);
    expect(new Surd(q(3), q(-2), 2n).sign()).toBe(1);
  });
  it('refuses to mix different radicands in a sum', () => {
    expect(() => Surd.sqrt(q(2)).add(Surd.sqrt(q(3)))).toThrow();
  });
});
