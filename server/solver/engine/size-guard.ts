/**
 * The engine reads text nobody vouches for: a model's answer (server/solver/check/), a task a pupil
 * typed (checked on the API's own thread before it is charged). A tree whose value would have
 * millions of digits ("(9^4096)^4096") must be refused before it is evaluated, not after.
 */
import type { Node } from './ast.js';

/** More digits than any school task's value or intermediate result. */
export const MAX_DIGITS = 2_000;

/** An upper bound on the number of digits of the tree's value (numerator and denominator), Infinity beyond reach. */
export function digitBound(n: Node): number {
  switch (n.k) {
    case 'num':
      return n.v.n.toString().length + n.v.d.toString().length;
    case 'surd':
      return n.v.a.n.toString().length + n.v.a.d.toString().length + n.v.b.n.toString().length + 20;
    case 'var':
      return 1;
    case 'add':
    case 'sub':
    case 'mul':
    case 'div':
      return digitBound(n.l) + digitBound(n.r) + 1;
    case 'pow': {
      const literal = literalExponent(n.e);
      if (literal !== null) return digitBound(n.b) * Math.max(1, literal);
      // |exponent| < 10^digits; the engine refuses exponents beyond 4096 anyway.
      const exponent = digitBound(n.e);
      return exponent > 4 ? Infinity : digitBound(n.b) * 10 ** exponent;
    }
    default:
      // neg, sqrt, pct, paren (and kinds the engine may add): at most the digits inside, plus a little.
      return 'e' in n ? digitBound(n.e) + 3 : Infinity;
  }
}

/** |e| of a whole-number exponent written as a number ("^2", "^(-3)"), else null. */
function literalExponent(e: Node): number | null {
  if (e.k === 'paren' || e.k === 'neg') return literalExponent(e.e);
  if (e.k !== 'num' || e.v.d !== 1n) return null;
  const value = e.v.n < 0n ? -e.v.n : e.v.n;
  return value > 1_000_000n ? Infinity : Number(value);
}

export const tooLarge = (n: Node): boolean => digitBound(n) > MAX_DIGITS;
