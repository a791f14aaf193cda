/**
 * Exact numbers of the form a + b·√r (a, b rational, r a square-free integer ≥ 2), enough for
 * simplified radicals (√12 = 2√3) and irrational quadratic roots, and to check those roots
 * by substitution without floating point. Mixing two different radicands is refused.
 */
import { Rational } from './rational.js';

export class Unsupported extends Error {}

/** Splits n ≥ 0 into k²·m with m square-free: √n = k√m. */
export function splitSquare(n: bigint): { k: bigint; m: bigint } {
  if (n < 0n) throw new RangeError('negative radicand');
  if (n > 10n ** 14n) throw new Unsupported('radicand too large');
  let k = 1n;
  let m = n;
  for (let p = 2n; p * p <= m; p++) {
    while (m % (p * p) === 0n) {
      m /= p * p;
      k *= p;
    }
  }
  return { k, m };
}

export class Surd {
  readonly a: Rational;
  readonly b: Rational;
  /** 1 when the number is rational. */
  readonly r: bigint;

  constructor(a: Rational, b: Rational = Rational.ZERO, r: bigint = 1n) {
    if (b.isZero() || r === 1n) {
      this.a = r === 1n ? a.add(b) : a;
      this.b = Rational.ZERO;
      this.r = 1n;
    } else {
      this.a = a;
      this.b = b;
      this.r = r;
    }
  }

  static rat(q: Rational): Surd {
    return new Surd(q);
  }

  /** √q for a rational q ≥ 0, simplified: √(p/q) = √(pq)/q. */
  static sqrt(q: Rational): Surd {
    if (q.sign() < 0) throw new RangeError('negative radicand');
    const { k, m } = splitSquare(q.n * q.d);
    return new Surd(Rational.ZERO, Rational.of(k, q.d), m);
  }

  isRational(): boolean {
    return this.r === 1n;
  }

  private radicand(o: Surd): bigint {
    if (this.r === 1n) return o.r;
    if (o.r === 1n || o.r === this.r) return this.r;
    throw new Unsupported('different radicands');
  }

  add(o: Surd): Surd {
    return new Surd(this.a.add(o.a), this.b.add(o.b), this.radicand(o));
  }
  sub(o: Surd): Surd {
    return this.add(o.neg());
  }
  neg(): Surd {
    return new Surd(this.a.neg(), this.b.neg(), this.r);
  }
  mul(o: Surd): Surd {
    if (this.r !== 1n && o.r !== 1n && this.r !== o.r) {
      // b1√r1 · b2√r2 = b1b2·√(r1r2), only for pure radicals.
      if (!this.a.isZero() || !o.a.isZero()) throw new Unsupported('different radicands');
      const { k, m } = splitSquare(this.r * o.r);
      return new Surd(Rational.ZERO, this.b.mul(o.b).mul(Rational.of(k)), m);
    }
    const r = this.radicand(o);
    const rr = Rational.of(r);
    return new Surd(this.a.mul(o.a).add(this.b.mul(o.b).mul(rr)), this.a.mul(o.b).add(this.b.mul(o.a)), r);
  }
  div(o: Surd): Surd {
    if (o.r === 1n) return new Surd(this.a.div(o.a), this.b.div(o.a), this.r);
    // Multiply by the conjugate: (a - b√r) / (a² - b²r).
    const conj = new Surd(o.a, o.b.neg(), o.r);
    const den = o.mul(conj);
    if (!den.isRational()) throw new Unsupported('conjugate');
    return this.mul(conj).div(den);
  }
  pow(e: bigint): Surd {
    if (e < 0n) return Surd.rat(Rational.ONE).div(this.pow(-e));
    if (e > 64n && !this.isRational()) throw new Unsupported('exponent too large');
    if (this.isRational()) return Surd.rat(this.a.pow(e));
    let v = Surd.rat(Rational.ONE);
    for (let i = 0n; i < e; i++) v = v.mul(this);
    return v;
  }
  eq(o: Surd): boolean {
    return this.a.eq(o.a) && this.b.eq(o.b) && this.r === o.r;
  }
  /** Sign of the real value, exactly: compares a² with b²r when they have opposite signs. */
  sign(): -1 | 0 | 1 {
    const sa = this.a.sign();
    const sb = this.b.sign();
    if (sb === 0) return sa;
    if (sa === 0 || sa === sb) return sb;
    const diff = this.a
      .mul(this.a)
      .sub(this.b.mul(this.b).mul(Rational.of(this.r)))
      .sign();
    return diff > 0 ? sa : sb;
  }
}
