/** Exact fractions for the expected answers, independent of the engine's own arithmetic. */
export class Fraction {
  readonly n: number;
  readonly d: number;
  constructor(n: number, d = 1) {
    if (d === 0) throw new Error('zero denominator');
    if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d))
      throw new Error(`not an integer fraction ${n}/${d}`);
    const g = gcd(Math.abs(n), Math.abs(d)) || 1;
    const s = d < 0 ? -1 : 1;
    this.n = (s * n) / g;
    this.d = (s * d) / g;
  }
  static parse(text: string): Fraction {
    const [n, d] = text.split('/');
    return new Fraction(Number(n), d === undefined ? 1 : Number(d));
  }
  add(o: Fraction) {
    return new Fraction(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Fraction) {
    return new Fraction(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Fraction) {
    return new Fraction(this.n * o.n, this.d * o.d);
  }
  div(o: Fraction) {
    return new Fraction(this.n * o.d, this.d * o.n);
  }
  neg() {
    return new Fraction(-this.n, this.d);
  }
  equals(o: Fraction) {
    return this.n === o.n && this.d === o.d;
  }
  toString() {
    return this.d === 1 ? `${this.n}` : `${this.n}/${this.d}`;
  }
}

export const frac = (n: number, d = 1) => new Fraction(n, d);

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
