/**
 * A test's offered answers (the `ponudjeni` layout, held out from round 24): under a task, three or
 * four answers to choose from (`a) 12   b) −12   c) 13   d) 24`), one of them right, as Serbian
 * class tests and the final exam print them ("Zaokruži slovo ispred tačnog odgovora."). The options
 * are maths but no task: a reader that answers an option (`x = 3`, `x > 4`) answers no printed task.
 */
import { Fraction, frac } from './fraction.js';
import type { SeededRandom } from './seeded-random.js';
import type { ExpectedAnswer } from './task-kinds.js';

/** The options' labels, in one of the orders tests print them. */
export const OPTION_LABELS: readonly ((i: number) => string)[] = [
  (i) => `${'abcd'[i]})`,
  (i) => `${'abvg'[i]})`,
  (i) => `${'ABCD'[i]})`,
  (i) => `(${'abcd'[i]})`,
  (i) => `${'ABCD'[i]}.`,
];

/** A value written as the task's printing would: a decimal when the task is in decimals and it ends. */
function written(v: Fraction, decimals: boolean): string {
  if (!decimals || v.d === 1) return v.toString();
  for (const places of [1, 2, 3]) {
    const scaled = (v.n * 10 ** places) / v.d;
    if (Number.isInteger(scaled)) return (scaled / 10 ** places).toFixed(places);
  }
  return v.toString();
}

/** Wrong values a pupil might reach: off by one or two, the sign lost, doubled, the reciprocal. */
function nearValues(r: SeededRandom, v: Fraction, count: number): Fraction[] {
  const candidates = [
    v.add(frac(1)),
    v.sub(frac(1)),
    v.neg(),
    v.add(frac(2)),
    v.mul(frac(2)),
    v.sub(frac(10)),
    ...(v.d !== 1 && v.n !== 0 ? [frac(v.d, v.n)] : []),
  ].filter((c, i, all) => !c.equals(v) && all.findIndex((o) => o.equals(c)) === i);
  return r.shuffle(candidates).slice(0, count);
}

/** A polynomial in source form from its coefficients (coefficients[i] belongs to variable^i). */
function polynomial(variable: string, coefficients: readonly Fraction[]): string {
  const terms: string[] = [];
  for (let i = coefficients.length - 1; i >= 0; i--) {
    const c = coefficients[i]!;
    if (c.n === 0) continue;
    const power = i === 0 ? '' : i === 1 ? variable : `${variable}^{${i}}`;
    const size = frac(Math.abs(c.n), c.d);
    const body = power && size.equals(frac(1)) ? power : `${size.toString()}${power}`;
    terms.push(terms.length === 0 ? (c.n < 0 ? `-${body}` : body) : c.n < 0 ? `- ${body}` : `+ ${body}`);
  }
  return terms.join(' ') || '0';
}

/**
 * The options offered for a task whose answer is `expected` (the right one among them, at a random
 * place), or undefined for an answer a test would not offer. `count` is 3 or 4.
 */
export function offeredAnswers(
  r: SeededRandom,
  expected: ExpectedAnswer,
  taskLines: readonly string[],
  count: number,
): string[] | undefined {
  const decimals = taskLines.some((l) => /\d\.\d/.test(l));
  const wrong = count - 1;
  let right: string;
  let others: string[];
  if (expected.type === 'value') {
    const v = Fraction.parse(expected.value);
    right = written(v, decimals);
    others = nearValues(r, v, wrong).map((w) => written(w, decimals));
  } else if (expected.type === 'roots' && expected.values.length === 1) {
    const v = Fraction.parse(expected.values[0]!);
    const named = r.chance(0.6);
    const show = (w: Fraction) =>
      named ? `${expected.variable} = ${written(w, decimals)}` : written(w, decimals);
    right = show(v);
    others = nearValues(r, v, wrong).map(show);
  } else if (expected.type === 'roots') {
    const [p, q] = expected.values.map((s) => Fraction.parse(s)) as [Fraction, Fraction];
    const pair = (a: Fraction, b: Fraction) => `${a.toString()} i ${b.toString()}`;
    right = pair(p, q);
    others = r
      .shuffle([pair(p.neg(), q.neg()), pair(p, q.neg()), pair(p.add(frac(1)), q), pair(p, q.mul(frac(2)))])
      .filter((o) => o !== right)
      .slice(0, wrong);
  } else if (expected.type === 'system') {
    const [x, y] = [expected.values.x, expected.values.y];
    if (x === undefined || y === undefined) return undefined;
    const pair = (a: string, b: string) => `(${a}, ${b})`;
    const neg = (s: string) => Fraction.parse(s).neg().toString();
    const plus = (s: string) => Fraction.parse(s).add(frac(1)).toString();
    right = pair(x, y);
    others = r
      .shuffle([pair(y, x), pair(neg(x), y), pair(x, neg(y)), pair(plus(x), y)])
      .filter((o, i, all) => o !== right && all.indexOf(o) === i)
      .slice(0, wrong);
  } else if (expected.type === 'inequality') {
    const flip = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' } as const;
    const strictness = { '<': '<=', '>': '>=', '<=': '<', '>=': '>' } as const;
    const b = Fraction.parse(expected.bound);
    const show = (rel: string, bound: Fraction) => `${expected.variable} ${rel} ${bound.toString()}`;
    right = show(expected.relation, b);
    others = r
      .shuffle([
        show(flip[expected.relation], b),
        show(strictness[expected.relation], b),
        ...(b.n !== 0 ? [show(expected.relation, b.neg())] : [show(expected.relation, frac(1))]),
      ])
      .slice(0, wrong);
  } else {
    const coefficients = expected.coefficients.map((c) => Fraction.parse(c));
    const nonZero = coefficients.flatMap((c, i) => (c.n !== 0 ? [i] : []));
    if (nonZero.length === 0) return undefined;
    const changed = (at: number, to: (c: Fraction) => Fraction) =>
      polynomial(
        expected.variable,
        coefficients.map((c, i) => (i === at ? to(c) : c)),
      );
    right = polynomial(expected.variable, coefficients);
    others = r
      .shuffle([
        changed(r.pick(nonZero), (c) => c.neg()),
        changed(r.pick(nonZero), (c) => c.add(frac(1))),
        changed(r.pick(nonZero), (c) => c.mul(frac(2))),
        changed(0, (c) => c.add(frac(3))),
      ])
      .filter((o, i, all) => o !== right && all.indexOf(o) === i)
      .slice(0, wrong);
  }
  if (others.length < 2) return undefined;
  const options = [...others];
  options.splice(r.int(0, options.length), 0, right);
  return options;
}
