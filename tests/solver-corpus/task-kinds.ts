/**
 * Generators for every task kind the local engine must solve. Each task is written in a plain
 * ASCII source form ("3*x" style operators, `^{2}` for exponents, `<=`), with its exact expected
 * answer computed here, independently of the engine. `math-source.ts` and `page.ts` turn the source into
 * what a textbook prints (·, −, ≤, decimal commas, raised exponents).
 */
import { frac, type Fraction } from './fraction.js';
import type { SeededRandom } from './seeded-random.js';

export type TaskKind =
  | 'arithmetic'
  | 'decimals'
  | 'fractions'
  | 'powers-roots'
  | 'percent'
  | 'linear-equation'
  | 'quadratic-equation'
  | 'linear-system'
  | 'linear-inequality'
  | 'proportion'
  | 'absolute-value'
  | 'gcd-lcm'
  | 'polynomial';

export type ExpectedAnswer =
  /** The value of an expression. */
  | { type: 'value'; value: string }
  /** The solutions of an equation in x (one for linear, two distinct for quadratic). */
  | { type: 'roots'; variable: string; values: string[] }
  | { type: 'system'; values: Record<string, string> }
  /** `variable relation bound`, e.g. x > 4. */
  | { type: 'inequality'; variable: string; relation: '<' | '>' | '<=' | '>='; bound: string }
  /** A simplified polynomial in `variable`: coefficients[i] belongs to variable^i. */
  | { type: 'expression'; variable: string; coefficients: string[] };

export interface SourceTask {
  kind: TaskKind;
  /** The Serbian instruction printed above the task, e.g. "Reši jednačinu:". */
  instruction: string;
  /** One or more task lines in source form. */
  lines: string[];
  expected: ExpectedAnswer;
}

const value = (v: Fraction): ExpectedAnswer => ({ type: 'value', value: v.toString() });
/** Writes a signed term: "+ 3" or "- 3" after something, "-3" or "3" at the start. */
const signed = (n: number, first = false) => (first ? `${n}` : n < 0 ? `- ${-n}` : `+ ${n}`);
const coefX = (a: number, first = false) => {
  const body = Math.abs(a) === 1 ? 'x' : `${Math.abs(a)}x`;
  if (first) return a < 0 ? `-${body}` : body;
  return a < 0 ? `- ${body}` : `+ ${body}`;
};

function arithmetic(r: SeededRandom): SourceTask {
  const instruction = r.pick(['Izračunaj:', 'Izračunaj vrednost izraza:']);
  const template = r.int(0, 3);
  if (template === 0) {
    const [a, b, c, e, k] = [r.int(2, 30), r.int(2, 9), r.int(2, 9), r.int(2, 9), r.int(2, 9)];
    const d = e * k;
    return {
      kind: 'arithmetic',
      instruction,
      lines: [`${a} + ${b} * ${c} - ${d} : ${e}`],
      expected: value(frac(a + b * c - k)),
    };
  }
  if (template === 1) {
    const [a, b, c, e, f, k] = [
      r.int(6, 20),
      r.int(1, 5),
      r.int(2, 9),
      r.int(1, 5),
      r.int(1, 5),
      r.int(2, 6),
    ];
    const d = (e + f) * k;
    return {
      kind: 'arithmetic',
      instruction,
      lines: [`(${a} - ${b}) * ${c} + ${d} : (${e} + ${f})`],
      expected: value(frac((a - b) * c + k)),
    };
  }
  if (template === 2) {
    const [a, b, c, d] = [r.int(2, 9), r.int(2, 15), r.int(2, 15), r.int(1, 40)];
    return {
      kind: 'arithmetic',
      instruction,
      lines: [`${a} * (${b} + ${c}) - ${d}`],
      expected: value(frac(a * (b + c) - d)),
    };
  }
  const [a, b, c, d] = [r.int(10, 60), r.int(5, 12), r.int(1, 4), r.int(2, 6)];
  return {
    kind: 'arithmetic',
    instruction,
    lines: [`${a} - (${b} - ${c}) * ${d}`],
    expected: value(frac(a - (b - c) * d)),
  };
}

/** A decimal with one or two places, as source text and exact value. */
function decimal(r: SeededRandom, places: 1 | 2, maxWhole = 9): { text: string; value: Fraction } {
  const scale = places === 1 ? 10 : 100;
  let n = r.int(1, maxWhole * scale + scale - 1);
  if (n % 10 === 0) n += 1;
  const whole = Math.floor(n / scale);
  const rest = String(n % scale).padStart(places, '0');
  return { text: `${whole}.${rest}`, value: frac(n, scale) };
}

function decimals(r: SeededRandom): SourceTask {
  const instruction = 'Izračunaj:';
  const template = r.int(0, 2);
  const a = decimal(r, 1);
  const b = decimal(r, 2);
  if (template === 0) {
    const k = r.int(2, 8);
    return {
      kind: 'decimals',
      instruction,
      lines: [`${a.text} + ${b.text} * ${k}`],
      expected: value(a.value.add(b.value.mul(frac(k)))),
    };
  }
  if (template === 1) {
    const k = r.int(2, 6);
    const product = a.value.mul(frac(k));
    const text = decimalText(product);
    return {
      kind: 'decimals',
      instruction,
      lines: [`${text} : ${k} - ${b.text}`],
      expected: value(a.value.sub(b.value)),
    };
  }
  return {
    kind: 'decimals',
    instruction,
    lines: [`${a.text} - ${b.text}`],
    expected: value(a.value.sub(b.value)),
  };
}

/** Source text of a value with at most two decimal places (exact for the tenths and hundredths used here). */
function decimalText(v: Fraction): string {
  return (v.n / v.d).toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
}

function fractions(r: SeededRandom): SourceTask {
  const instruction = r.pick(['Izračunaj:', 'Izračunaj vrednost izraza:']);
  const p = () => {
    const d = r.int(2, 9);
    return { n: r.int(1, d - 1), d };
  };
  const a = p();
  const b = p();
  if (r.chance(0.25)) {
    const whole = r.int(1, 4);
    const op = r.pick(['+', '-'] as const);
    const fw = frac(whole * a.d + a.n, a.d);
    const fb2 = frac(b.n, b.d);
    return {
      kind: 'fractions',
      instruction,
      lines: [`${whole}#${a.n}/${a.d} ${op} ${b.n}/${b.d}`],
      expected: value(op === '+' ? fw.add(fb2) : fw.sub(fb2)),
    };
  }
  const fa = frac(a.n, a.d);
  const fb = frac(b.n, b.d);
  const op = r.pick(['+', '-', '*', ':'] as const);
  const result = op === '+' ? fa.add(fb) : op === '-' ? fa.sub(fb) : op === '*' ? fa.mul(fb) : fa.div(fb);
  return {
    kind: 'fractions',
    instruction,
    lines: [`${a.n}/${a.d} ${op} ${b.n}/${b.d}`],
    expected: value(result),
  };
}

function powersRoots(r: SeededRandom): SourceTask {
  const instruction = 'Izračunaj:';
  const template = r.int(0, 3);
  const root = r.int(2, 12);
  const base = r.int(2, 5);
  const exp = base <= 3 ? r.int(2, 4) : 2;
  const power = base ** exp;
  if (template === 0) {
    const b2 = r.int(2, 9);
    return {
      kind: 'powers-roots',
      instruction,
      lines: [`${base}^{${exp}} + ${b2}^{2}`],
      expected: value(frac(power + b2 * b2)),
    };
  }
  if (template === 1) {
    return {
      kind: 'powers-roots',
      instruction,
      lines: [`√${root * root} + ${base}^{${exp}}`],
      expected: value(frac(root + power)),
    };
  }
  if (template === 3) {
    const [a, b] = [r.int(3, 9), r.int(2, 8)];
    return {
      kind: 'powers-roots',
      instruction,
      lines: [`${a}^{2} - ${b}^{2}`],
      expected: value(frac(a * a - b * b)),
    };
  }
  const k = r.int(2, 5);
  return {
    kind: 'powers-roots',
    instruction,
    lines: [`${k} * √${root * root} - ${base}^{${exp}}`],
    expected: value(frac(k * root - power)),
  };
}

function percent(r: SeededRandom): SourceTask {
  const p = r.pick([5, 10, 15, 20, 25, 30, 40, 50, 60, 75]);
  const whole = r.int(2, 40) * 20;
  const expected = value(frac(p * whole, 100));
  const template = r.int(0, 2);
  if (template === 0)
    return { kind: 'percent', instruction: 'Izračunaj:', lines: [`${p}% od ${whole}`], expected };
  if (template === 1)
    return { kind: 'percent', instruction: '', lines: [`Koliko je ${p}% od ${whole}?`], expected };
  return { kind: 'percent', instruction: 'Izračunaj', lines: [`${p}% od broja ${whole}.`], expected };
}

function linearEquation(r: SeededRandom): SourceTask {
  const instruction = 'Reši jednačinu:';
  const x = r.int(-6, 12);
  const template = r.int(0, 3);
  const roots = (v: Fraction): ExpectedAnswer => ({ type: 'roots', variable: 'x', values: [v.toString()] });
  if (template === 0) {
    const a = r.intExcept(-9, 9, 0, 1, -1);
    const b = r.intExcept(-20, 20, 0);
    return {
      kind: 'linear-equation',
      instruction,
      lines: [`${coefX(a, true)} ${signed(b)} = ${a * x + b}`],
      expected: roots(frac(x)),
    };
  }
  if (template === 1) {
    const a = r.int(2, 5);
    const b = r.int(1, 9);
    // a(x - b) = x + cc with cc chosen so that x is the root.
    const cc = a * (x - b) - x;
    return {
      kind: 'linear-equation',
      instruction,
      lines: [`${a}(x - ${b}) = x ${signed(cc)}`.replace('x + 0', 'x').replace('x - 0', 'x')],
      expected: roots(frac(x)),
    };
  }
  if (template === 2) {
    const a = r.int(3, 9);
    const c = r.intExcept(1, a - 1, 0);
    const b = r.intExcept(-15, 15, 0);
    const d = a * x + b - c * x;
    return {
      kind: 'linear-equation',
      instruction,
      lines: [
        `${a}x ${signed(b)} = ${c === 1 ? '' : c}x ${signed(d)}`.replace(/ \+ 0$/, '').replace(/ - 0$/, ''),
      ],
      expected: roots(frac(x)),
    };
  }
  const d = r.int(2, 5);
  const xv = d * r.int(-3, 6);
  const b = r.int(1, 9);
  return {
    kind: 'linear-equation',
    instruction,
    lines: [`x/${d} + ${b} = ${xv / d + b}`],
    expected: roots(frac(xv)),
  };
}

function quadraticEquation(r: SeededRandom): SourceTask {
  const instruction = r.pick(['Reši jednačinu:', 'Reši kvadratnu jednačinu:']);
  const template = r.int(0, 2);
  if (template === 0) {
    const p = r.int(-7, 7);
    const q = r.intExcept(-7, 7, p, -p);
    const b = -(p + q);
    const c = p * q;
    const line = `x^{2} ${b === 0 ? '' : `${coefX(b)} `}${c === 0 ? '' : `${signed(c)} `}= 0`.replace(
      /\s+/g,
      ' ',
    );
    return {
      kind: 'quadratic-equation',
      instruction,
      lines: [line],
      expected: { type: 'roots', variable: 'x', values: [String(p), String(q)] },
    };
  }
  if (template === 1) {
    const p = r.int(1, 9);
    return {
      kind: 'quadratic-equation',
      instruction,
      lines: [`x^{2} - ${p * p} = 0`],
      expected: { type: 'roots', variable: 'x', values: [String(-p), String(p)] },
    };
  }
  const p = r.intExcept(-9, 9, 0);
  return {
    kind: 'quadratic-equation',
    instruction,
    lines: [`x^{2} ${coefX(-p)} = 0`],
    expected: { type: 'roots', variable: 'x', values: ['0', String(p)] },
  };
}

function linearSystem(r: SeededRandom): SourceTask {
  const x = r.int(-4, 8);
  const y = r.int(-4, 8);
  for (;;) {
    const [a, b, c, d] = [
      r.intExcept(-5, 5, 0),
      r.intExcept(-5, 5, 0),
      r.intExcept(-5, 5, 0),
      r.intExcept(-5, 5, 0),
    ];
    if (a * d - b * c === 0) continue;
    const term = (k: number, v: string, first: boolean) => {
      const body = Math.abs(k) === 1 ? v : `${Math.abs(k)}${v}`;
      return first ? (k < 0 ? `-${body}` : body) : k < 0 ? `- ${body}` : `+ ${body}`;
    };
    return {
      kind: 'linear-system',
      instruction: r.pick(['Reši sistem jednačina:', 'Reši sistem:']),
      lines: [
        `${term(a, 'x', true)} ${term(b, 'y', false)} = ${a * x + b * y}`,
        `${term(c, 'x', true)} ${term(d, 'y', false)} = ${c * x + d * y}`,
      ],
      expected: { type: 'system', values: { x: String(x), y: String(y) } },
    };
  }
}

const FLIP = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' } as const;

function linearInequality(r: SeededRandom): SourceTask {
  const relation = r.pick(['<', '>', '<=', '>='] as const);
  const bound = r.int(-6, 9);
  const a = r.intExcept(-6, 6, 0, 1, -1);
  const b = r.intExcept(-15, 15, 0);
  // a·x + b  REL  a·bound + b; dividing by a < 0 flips the relation.
  const solved = a < 0 ? FLIP[relation] : relation;
  return {
    kind: 'linear-inequality',
    instruction: 'Reši nejednačinu:',
    lines: [`${coefX(a, true)} ${signed(b)} ${relation} ${a * bound + b}`],
    expected: { type: 'inequality', variable: 'x', relation: solved, bound: String(bound) },
  };
}

function proportion(r: SeededRandom): SourceTask {
  const x = r.int(2, 12);
  const a = r.int(2, 9);
  const k = r.pick([2, 3, 4, 5]);
  const roots = (v: number): ExpectedAnswer => ({ type: 'roots', variable: 'x', values: [String(v)] });
  const instruction = r.pick(['Reši proporciju:', 'Reši jednačinu:']);
  if (r.chance(0.5))
    return { kind: 'proportion', instruction, lines: [`x : ${a} = ${x * k} : ${a * k}`], expected: roots(x) };
  return { kind: 'proportion', instruction, lines: [`${a} : x = ${a * k} : ${x * k}`], expected: roots(x) };
}

function absoluteValue(r: SeededRandom): SourceTask {
  const template = r.int(0, 2);
  if (template === 0) {
    const a = r.int(2, 15);
    const [b, c] = [r.int(1, 9), r.int(10, 20)];
    return {
      kind: 'absolute-value',
      instruction: 'Izračunaj:',
      lines: [`|-${a}| + |${b} - ${c}|`],
      expected: value(frac(a + c - b)),
    };
  }
  if (template === 1) {
    const k = r.int(2, 5);
    const a = r.int(2, 12);
    const [b, c] = [r.int(1, 9), r.int(10, 20)];
    return {
      kind: 'absolute-value',
      instruction: 'Izračunaj:',
      lines: [`${k} * |-${a}| - |${b} - ${c}|`],
      expected: value(frac(k * a - (c - b))),
    };
  }
  const b = r.int(1, 9);
  const c = r.int(1, 9);
  return {
    kind: 'absolute-value',
    instruction: 'Reši jednačinu:',
    lines: [`|x - ${b}| = ${c}`],
    expected: { type: 'roots', variable: 'x', values: [String(b - c), String(b + c)] },
  };
}

function gcdLcm(r: SeededRandom): SourceTask {
  const g = r.int(2, 9);
  let p = r.int(2, 7);
  let q = r.intExcept(2, 9, p);
  while (gcd(p, q) !== 1) q = r.intExcept(2, 9, p);
  if (p > q) [p, q] = [q, p];
  const [a, b] = [g * p, g * q];
  const instruction = r.pick(['Odredi:', 'Izračunaj:']);
  if (r.chance(0.5))
    return { kind: 'gcd-lcm', instruction, lines: [`NZD(${a}, ${b})`], expected: value(frac(g)) };
  return { kind: 'gcd-lcm', instruction, lines: [`NZS(${a}, ${b})`], expected: value(frac(g * p * q)) };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Coefficients c0, c1, c2 of a polynomial in x as expected answers. */
const poly = (...c: number[]): ExpectedAnswer => ({
  type: 'expression',
  variable: 'x',
  coefficients: c.map(String),
});

function polynomial(r: SeededRandom): SourceTask {
  const instruction = r.pick(['Uprosti izraz:', 'Sredi izraz:']);
  const template = r.int(0, 3);
  const a = r.int(1, 9);
  const b = r.int(2, 9);
  if (template === 0)
    // (x + a)^2 - x(x - b) = (2a + b)x + a^2
    return {
      kind: 'polynomial',
      instruction,
      lines: [`(x + ${a})^{2} - x(x - ${b})`],
      expected: poly(a * a, 2 * a + b),
    };
  if (template === 1) {
    const k = r.int(2, 5);
    // k·x(x - a) + b(x + 2) = k x^2 + (b - k a) x + 2b
    return {
      kind: 'polynomial',
      instruction,
      lines: [`${k}x(x - ${a}) + ${b}(x + 2)`],
      expected: poly(2 * b, b - k * a, k),
    };
  }
  if (template === 2)
    // (x - a)(x + a) + a^2 = x^2
    return {
      kind: 'polynomial',
      instruction,
      lines: [`(x - ${a})(x + ${a}) + ${b}x`],
      expected: poly(-a * a, b, 1),
    };
  const k = r.int(2, 6);
  // k(3x - a) - (x + b) = (3k - 1)x - ka - b
  return {
    kind: 'polynomial',
    instruction,
    lines: [`${k}(3x - ${a}) - (x + ${b})`],
    expected: poly(-k * a - b, 3 * k - 1),
  };
}

export const TASK_GENERATORS: Record<TaskKind, (r: SeededRandom) => SourceTask> = {
  arithmetic,
  decimals,
  fractions,
  'powers-roots': powersRoots,
  percent,
  'linear-equation': linearEquation,
  'quadratic-equation': quadraticEquation,
  'linear-system': linearSystem,
  'linear-inequality': linearInequality,
  proportion,
  'absolute-value': absoluteValue,
  'gcd-lcm': gcdLcm,
  polynomial,
};

export const TASK_KINDS = Object.keys(TASK_GENERATORS) as TaskKind[];
