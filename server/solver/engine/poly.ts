/** Polynomials with rational coefficients in any number of variables: what equations reduce to. */
import type { Node } from './ast.js';
import { Rational } from './rational.js';
import { Surd, Unsupported } from './surd.js';
import { ratLatex, type Fmt } from './latex.js';

/** Monomial key: sorted "x^2*y"; "" is the constant term. */
type Key = string;

function keyOf(powers: Map<string, number>): Key {
  return [...powers.entries()]
    .filter(([, e]) => e > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([v, e]) => (e === 1 ? v : `${v}^${e}`))
    .join('*');
}

function parseKey(k: Key): Map<string, number> {
  const m = new Map<string, number>();
  if (k === '') return m;
  for (const part of k.split('*')) {
    const [v, e] = part.split('^');
    m.set(v ?? '', e === undefined ? 1 : Number(e));
  }
  return m;
}

export class Poly {
  constructor(readonly terms: ReadonlyMap<Key, Rational> = new Map()) {}

  static const(q: Rational): Poly {
    return new Poly(q.isZero() ? new Map() : new Map([['', q]]));
  }
  static variable(name: string): Poly {
    return new Poly(new Map([[name, Rational.ONE]]));
  }

  add(o: Poly): Poly {
    const m = new Map(this.terms);
    for (const [k, c] of o.terms) {
      const s = (m.get(k) ?? Rational.ZERO).add(c);
      if (s.isZero()) m.delete(k);
      else m.set(k, s);
    }
    return new Poly(m);
  }
  neg(): Poly {
    return this.scale(Rational.of(-1));
  }
  sub(o: Poly): Poly {
    return this.add(o.neg());
  }
  scale(q: Rational): Poly {
    if (q.isZero()) return new Poly();
    return new Poly(new Map([...this.terms].map(([k, c]) => [k, c.mul(q)])));
  }
  mul(o: Poly): Poly {
    let r = new Poly();
    for (const [k1, c1] of this.terms) {
      for (const [k2, c2] of o.terms) {
        const p = parseKey(k1);
        for (const [v, e] of parseKey(k2)) p.set(v, (p.get(v) ?? 0) + e);
        r = r.add(new Poly(new Map([[keyOf(p), c1.mul(c2)]])));
      }
    }
    return r;
  }
  pow(e: number): Poly {
    if (e > 12) throw new Unsupported('degree too high');
    let r = Poly.const(Rational.ONE);
    for (let i = 0; i < e; i++) r = r.mul(this);
    return r;
  }
  isZero(): boolean {
    return this.terms.size === 0;
  }
  /** The constant value, or null when a variable is left. */
  constant(): Rational | null {
    if (this.terms.size === 0) return Rational.ZERO;
    if (this.terms.size === 1 && this.terms.has('')) return this.terms.get('') ?? null;
    return null;
  }
  coef(key: Key): Rational {
    return this.terms.get(key) ?? Rational.ZERO;
  }
  /** Total degree (0 for constants). */
  degree(): number {
    let d = 0;
    for (const k of this.terms.keys()) {
      let s = 0;
      for (const e of parseKey(k).values()) s += e;
      d = Math.max(d, s);
    }
    return d;
  }
  vars(): string[] {
    const s = new Set<string>();
    for (const k of this.terms.keys()) for (const v of parseKey(k).keys()) s.add(v);
    return [...s].sort();
  }
  /** Least common multiple of the coefficients' denominators. */
  denominatorLcm(): bigint {
    let l = 1n;
    for (const c of this.terms.values()) {
      let a = l;
      let b = c.d;
      while (b !== 0n) [a, b] = [b, a % b];
      l = (l * c.d) / a;
    }
    return l;
  }
  hasFractions(): boolean {
    return [...this.terms.values()].some((c) => !c.isInt());
  }

  /** Highest degree first, then alphabetical: "3x^2 - 2xy + 5". */
  toLatex(fmt: Fmt, dec = false): string {
    const keys = [...this.terms.keys()].sort(compareKeys);
    if (keys.length === 0) return '0';
    return keys
      .map((k, i) => {
        const c = this.terms.get(k) ?? Rational.ZERO;
        const mono = monoLatex(k);
        const abs = c.abs();
        const body =
          mono === ''
            ? ratLatex(abs, fmt, dec)
            : abs.eq(Rational.ONE)
              ? mono
              : `${ratLatex(abs, fmt, dec)}${mono}`;
        if (i === 0) return (c.sign() < 0 ? '-' : '') + body;
        return `${c.sign() < 0 ? '-' : '+'} ${body}`;
      })
      .join(' ');
  }
}

/** Degree first, then the usual textbook order: a², ab, b² (higher power of an earlier letter first). */
function compareKeys(a: Key, b: Key): number {
  const d = degreeOf(b) - degreeOf(a);
  if (d !== 0) return d;
  const pa = parseKey(a);
  const pb = parseKey(b);
  const vars = [...new Set([...pa.keys(), ...pb.keys()])].sort();
  for (const v of vars) {
    const diff = (pb.get(v) ?? 0) - (pa.get(v) ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

function degreeOf(k: Key): number {
  let s = 0;
  for (const e of parseKey(k).values()) s += e;
  return s;
}

function monoLatex(k: Key): string {
  return [...parseKey(k)].map(([v, e]) => (e === 1 ? v : `${v}^{${e}}`)).join('');
}

/** Turns a tree into a polynomial; refuses variables under a root, in a denominator or exponent. */
export function toPoly(n: Node): Poly {
  switch (n.k) {
    case 'num':
      return Poly.const(n.v);
    case 'surd':
      if (!n.v.isRational()) throw new Unsupported('irrational coefficient');
      return Poly.const(n.v.a);
    case 'var':
      return Poly.variable(n.name);
    case 'add':
      return toPoly(n.l).add(toPoly(n.r));
    case 'sub':
      return toPoly(n.l).sub(toPoly(n.r));
    case 'mul':
      return toPoly(n.l).mul(toPoly(n.r));
    case 'div': {
      const d = toPoly(n.r).constant();
      if (d === null) throw new Unsupported('variable in a denominator');
      if (d.isZero()) throw new RangeError('division by zero');
      return toPoly(n.l).scale(d.inv());
    }
    case 'neg':
      return toPoly(n.e).neg();
    case 'pow': {
      const e = toPoly(n.e).constant();
      if (e === null || !e.isInt() || e.sign() < 0) throw new Unsupported('exponent');
      const b = toPoly(n.b);
      const bc = b.constant();
      if (bc !== null) return Poly.const(bc.pow(e.n));
      return b.pow(Number(e.n));
    }
    case 'sqrt': {
      const c = toPoly(n.e).constant();
      if (c === null || c.sign() < 0) throw new Unsupported('root in an equation');
      const r = Surd.sqrt(c);
      if (!r.isRational()) throw new Unsupported('irrational coefficient');
      return Poly.const(r.a);
    }
    case 'pct':
      return toPoly(n.e).scale(Rational.of(1, 100));
    case 'paren':
      return toPoly(n.e);
    case 'abs': {
      // Only a constant inside: an absolute value of an unknown is no polynomial.
      const c = toPoly(n.e).constant();
      if (c === null) throw new Unsupported('absolute value of an unknown');
      return Poly.const(c.sign() < 0 ? c.neg() : c);
    }
  }
}
