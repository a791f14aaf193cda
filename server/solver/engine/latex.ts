/** Renders trees, numbers and polynomials as MathJax-safe LaTeX (only \frac, \cdot, \sqrt, \left( \right), \le, \ge, \pm, \text). */
import type { Node, RelOp } from './ast.js';
import type { Rational } from './rational.js';
import type { Surd } from './surd.js';

export interface Fmt {
  /** Decimal comma (most of our languages) instead of a point. */
  comma: boolean;
}

export function ratLatex(v: Rational, fmt: Fmt, asDecimal = false): string {
  if (v.isInt()) return v.n.toString();
  if (asDecimal && v.isTerminating()) {
    const s = v.toDecimalString();
    return fmt.comma ? s.replace('.', '{,}') : s;
  }
  const sign = v.n < 0n ? '-' : '';
  const n = v.n < 0n ? -v.n : v.n;
  return `${sign}\\frac{${n}}{${v.d}}`;
}

/** Mixed number for an improper fraction, e.g. 7/2 → 3\frac{1}{2}. */
export function mixedLatex(v: Rational): string | null {
  if (v.isInt()) return null;
  const neg = v.n < 0n;
  const n = neg ? -v.n : v.n;
  const whole = n / v.d;
  if (whole === 0n) return null;
  return `${neg ? '-' : ''}${whole}\\frac{${n % v.d}}{${v.d}}`;
}

export function surdLatex(s: Surd, fmt: Fmt): string {
  if (s.isRational()) return ratLatex(s.a, fmt);
  const b = s.b.abs();
  const coef = b.isInt() ? (b.n === 1n ? '' : b.n.toString()) : null;
  const rad = `\\sqrt{${s.r}}`;
  const radPart = coef !== null ? `${coef}${rad}` : `\\frac{${b.n === 1n ? '' : b.n}${rad}}{${b.d}}`;
  if (s.a.isZero()) return (s.b.sign() < 0 ? '-' : '') + radPart;
  return `${ratLatex(s.a, fmt)} ${s.b.sign() < 0 ? '-' : '+'} ${radPart}`;
}

export function relLatex(op: RelOp): string {
  return op === '<=' ? '\\le' : op === '>=' ? '\\ge' : op;
}

function prec(n: Node): number {
  switch (n.k) {
    case 'add':
      return n.mixed ? 5 : 1;
    case 'sub':
      return 1;
    case 'mul':
      return 2;
    case 'div':
      return n.colon ? 2 : 5;
    case 'neg':
      return 3;
    case 'num':
      return n.v.sign() < 0 ? 3 : 5;
    case 'surd':
      return n.v.isRational() ? (n.v.a.sign() < 0 ? 3 : 5) : n.v.a.isZero() ? (n.v.b.sign() < 0 ? 3 : 4) : 1;
    case 'pow':
      return 4;
    case 'pct':
      return 5;
    default:
      return 5;
  }
}

function wrap(s: string): string {
  return `\\left(${s}\\right)`;
}

/** A child is wrapped when its precedence is below `min`, or when it starts with a minus sign and `noSign`. */
function child(n: Node, fmt: Fmt, min: number, noSign = false): string {
  const p = prec(n);
  const s = latex(n, fmt);
  if (p < min || (noSign && p === 3)) return wrap(s);
  return s;
}

function startsWithNumber(n: Node): boolean {
  switch (n.k) {
    case 'num':
    case 'surd':
      return true;
    case 'mul':
    case 'pow':
      return startsWithNumber(n.k === 'mul' ? n.l : n.b);
    case 'div':
      return !!n.colon && startsWithNumber(n.l);
    case 'pct':
      return true;
    default:
      return false;
  }
}

export function latex(n: Node, fmt: Fmt): string {
  switch (n.k) {
    case 'num':
      return ratLatex(n.v, fmt, n.dec ?? false);
    case 'surd':
      return surdLatex(n.v, fmt);
    case 'var':
      return n.name;
    case 'add':
      if (n.mixed) return `${latex(n.l, fmt)}${latex(n.r, fmt)}`;
      return `${child(n.l, fmt, 1)} + ${child(n.r, fmt, 2, true)}`;
    case 'sub':
      return `${child(n.l, fmt, 1)} - ${child(n.r, fmt, 2, true)}`;
    case 'mul': {
      const l = child(n.l, fmt, 2);
      const r = child(n.r, fmt, 3, true);
      // "2x", "3(x+1)", "2\sqrt{3}" read naturally without a dot; two numbers always get one.
      const bare = n.implicit && !startsWithNumber(n.r) && n.r.k !== 'neg';
      return bare ? `${l}${r}` : `${l} \\cdot ${r}`;
    }
    case 'div':
      if (n.colon) return `${child(n.l, fmt, 2)} : ${child(n.r, fmt, 3, true)}`;
      return `\\frac{${latex(stripParen(n.l), fmt)}}{${latex(stripParen(n.r), fmt)}}`;
    case 'neg':
      return `-${child(n.e, fmt, 2, true)}`;
    case 'pow':
      return `${child(n.b, fmt, 5, true)}^{${latex(stripParen(n.e), fmt)}}`;
    case 'sqrt':
      return `\\sqrt{${latex(stripParen(n.e), fmt)}}`;
    case 'pct':
      return `${child(n.e, fmt, 5)}\\%`;
    case 'paren':
      return wrap(latex(n.e, fmt));
    case 'abs':
      return `\\left|${latex(n.e, fmt)}\\right|`;
  }
}

/** A fraction bar or root sign already groups; the brackets around its content need not be drawn. */
export function stripParen(n: Node): Node {
  return n.k === 'paren' ? stripParen(n.e) : n;
}
