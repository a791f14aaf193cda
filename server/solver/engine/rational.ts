/** Exact rational numbers on BigInt: every answer the engine gives is computed with these, never floats. */

function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function bigGcd(a: bigint, b: bigint): bigint {
  return gcd(a, b);
}

export function bigLcm(a: bigint, b: bigint): bigint {
  if (a === 0n || b === 0n) return 0n;
  const l = (a * b) / gcd(a, b);
  return l < 0n ? -l : l;
}

export class Rational {
  readonly n: bigint;
  readonly d: bigint;

  private constructor(n: bigint, d: bigint) {
    this.n = n;
    this.d = d;
  }

  static of(n: bigint | number, d: bigint | number = 1n): Rational {
    let nn = BigInt(n);
    let dd = BigInt(d);
    if (dd === 0n) throw new RangeError('division by zero');
    if (dd < 0n) {
      nn = -nn;
      dd = -dd;
    }
    const g = gcd(nn, dd) || 1n;
    return new Rational(nn / g, dd / g);
  }

  static readonly ZERO = Rational.of(0n);
  static readonly ONE = Rational.of(1n);

  /** Parses "12", "2.5" or "-0.75" exactly (the caller has already turned decimal commas into points). */
  static parse(text: string): Rational {
    const m = /^(-?)(\d*)(?:\.(\d+))?$/.exec(text);
    if (!m || (m[2] === '' && m[3] === undefined)) throw new SyntaxError(`not a number: ${text}`);
    const frac = m[3] ?? '';
    const n = BigInt((m[2] || '0') + frac);
    return Rational.of(m[1] === '-' ? -n : n, 10n ** BigInt(frac.length));
  }

  add(o: Rational): Rational {
    return Rational.of(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Rational): Rational {
    return Rational.of(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Rational): Rational {
    return Rational.of(this.n * o.n, this.d * o.d);
  }
  div(o: Rational): Rational {
    if (o.n === 0n) throw new RangeError('division by zero');
    return Rational.of(this.n * o.d, this.d * o.n);
  }
  neg(): Rational {
    return new Rational(-this.n, this.d);
  }
  abs(): Rational {
    return this.n < 0n ? this.neg() : this;
  }
  inv(): Rational {
    return Rational.ONE.div(this);
  }
  /** Integer powers only; huge exponents are refused so a misread "2^999999" cannot hang the server. */
  pow(e: bigint): Rational {
    if (e > 4096n || e < -4096n) throw new RangeError('exponent too large');
    if (e < 0n) return this.inv().pow(-e);
    let r = Rational.ONE;
    for (let i = 0n; i < e; i++) r = r.mul(this);
    return r;
  }
  sign(): -1 | 0 | 1 {
    return this.n === 0n ? 0 : this.n < 0n ? -1 : 1;
  }
  isZero(): boolean {
    return this.n === 0n;
  }
  isInt(): boolean {
    return this.d === 1n;
  }
  eq(o: Rational): boolean {
    return this.n === o.n && this.d === o.d;
  }
  cmp(o: Rational): -1 | 0 | 1 {
    return this.sub(o).sign();
  }
  /** True when the value has a finite decimal expansion (denominator 2^a·5^b). */
  isTerminating(): boolean {
    let d = this.d;
    while (d % 2n === 0n) d /= 2n;
    while (d % 5n === 0n) d /= 5n;
    return d === 1n;
  }
  /** Exact decimal text with "." (only for terminating values), e.g. "3.25". */
  toDecimalString(): string {
    if (!this.isTerminating()) throw new RangeError('non-terminating decimal');
    let digits = 0;
    let scale = 1n;
    while ((this.n * scale) % this.d !== 0n) {
      scale *= 10n;
      digits++;
    }
    const v = (this.n * scale) / this.d;
    const neg = v < 0n;
    const s = (neg ? -v : v).toString().padStart(digits + 1, '0');
    const body = digits === 0 ? s : `${s.slice(0, s.length - digits)}.${s.slice(s.length - digits)}`;
    return (neg ? '-' : '') + body;
  }
  toString(): string {
    return this.d === 1n ? this.n.toString() : `${this.n}/${this.d}`;
  }
}
