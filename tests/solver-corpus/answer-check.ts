/**
 * Checks a solver's answer against a corpus item's expected answer without using the engine:
 * the final_answer_latex is normalised to plain relations ("x = 5", "x >= -2", "21") and the
 * numbers are compared exactly as fractions.
 *
 * Normalisation: math delimiters \( \) \[ \] $, \left \right and spacing commands go; `{,}` (decimal comma) becomes a point;
 * \frac{a}{b} becomes (a)/(b) and a mixed number 1\frac{1}{2} becomes (1+(1)/(2)); \cdot becomes *; \le \ge \leq \geq become <= >=; subscripts
 * (x_1, x_{2}) are dropped; \text{...}, \quad, \lor, \vee, ";" and "," separate answers.
 * Interval answers `x \in (a, +\infty)` and `(x, y) = (a, b)` are rewritten to relations first,
 * and an answer given twice in two forms counts once.
 */
import type { SolutionJson } from '../../contract/index.js';
import { Fraction } from './fraction.js';
import type { ExpectedAnswer } from './task-kinds.js';

export type Verdict = 'correct' | 'wrong' | 'declined';

type Relation = '=' | '<' | '>' | '<=' | '>=';
interface Statement {
  lhs: string;
  relation: Relation | null;
  rhs: string;
}

/**
 * correct: every task answered and matching, in order. wrong: any answer that belongs to no task
 * it matches (or a "yes" for a non-maths image). declined: the rest — "no" for a maths image,
 * tasks without an answer, or tasks the reader missed or a stray declined item. A solution with
 * no steps is the engine's way of declining ("could not be solved reliably"), so it counts as no
 * answer. When the solver found more or fewer tasks than were printed, its items are aligned to
 * the printed tasks in reading order (alignTasks): an answer that matches the task at its place
 * is right even if a task before it was missed.
 */
export function judgeSolution(expected: ExpectedAnswer[] | null, solution: SolutionJson): Verdict {
  const answered = solution.math_solutions.filter(
    (s) => s.image_is_math_problem === 'yes' && s.steps.length > 0,
  );
  const sawMaths = solution.math_solutions.some((s) => s.image_is_math_problem === 'yes');
  if (expected === null) return sawMaths ? (answered.length > 0 ? 'wrong' : 'declined') : 'correct';
  if (!sawMaths) return 'declined';
  const tasks = solution.math_solutions.filter((s) => s.image_is_math_problem === 'yes');
  const alignment = alignTasks(expected, tasks);
  if (alignment.some((a, i) => a === null && tasks[i]!.steps.length > 0)) return 'wrong';
  const allCorrect =
    tasks.length === expected.length && tasks.every((t, i) => t.steps.length > 0 && alignment[i] === i);
  return allCorrect ? 'correct' : 'declined';
}

/**
 * Each item's printed task (its index in `expected`), in reading order, or null: the alignment
 * that gives the most answers a task they match. Answered items left with null are wrong
 * answers; a declined item may stand for any task or for none.
 */
export function alignTasks(
  expected: ExpectedAnswer[],
  tasks: SolutionJson['math_solutions'],
): (number | null)[] {
  const answered = (i: number) => tasks[i]!.steps.length > 0;
  const fits = (i: number, j: number) => answerMatches(expected[j]!, tasks[i]!.final_answer_latex);
  // best[i][j]: most answers matched among items i.. and tasks j..
  const best = Array.from({ length: tasks.length + 1 }, () => new Array<number>(expected.length + 1).fill(0));
  for (let i = tasks.length - 1; i >= 0; i--)
    for (let j = expected.length - 1; j >= 0; j--) {
      const paired = answered(i) ? (fits(i, j) ? 1 + best[i + 1]![j + 1]! : -1) : best[i + 1]![j + 1]!;
      best[i]![j] = Math.max(paired, best[i + 1]![j]!, best[i]![j + 1]!);
    }
  const out: (number | null)[] = [];
  let j = 0;
  for (let i = 0; i < tasks.length; i++) {
    const paired =
      j < expected.length && (answered(i) ? fits(i, j) : true)
        ? (answered(i) ? 1 : 0) + best[i + 1]![j + 1]!
        : -1;
    // Pair item i with task j when that keeps the best count; otherwise skip the task or the item.
    if (paired === best[i]![j] && paired >= 0) {
      out.push(j++);
      continue;
    }
    if (j < expected.length && best[i]![j + 1] === best[i]![j]) {
      j++;
      i--;
      continue;
    }
    out.push(null);
  }
  return out;
}

export function answerMatches(expected: ExpectedAnswer, finalAnswerLatex: string): boolean {
  const statements = parseAnswer(finalAnswerLatex);
  switch (expected.type) {
    case 'value': {
      const last = statements.at(-1);
      if (!last || statements.length !== 1) return false;
      if (last.relation !== null && last.relation !== '=') return false;
      return sameNumber(last.rhs, expected.value);
    }
    case 'roots': {
      const values = statements.map((s) =>
        s.relation === '=' && s.lhs === expected.variable ? evaluate(s.rhs) : null,
      );
      if (values.length !== expected.values.length || values.some((v) => v === null)) return false;
      const wanted = expected.values.map((v) => Fraction.parse(v));
      return (
        wanted.every((w) => values.some((v) => v!.equals(w))) &&
        values.every((v) => wanted.some((w) => w.equals(v!)))
      );
    }
    case 'system': {
      const names = Object.keys(expected.values);
      if (statements.length !== names.length) return false;
      return names.every((name) =>
        statements.some(
          (s) => s.relation === '=' && s.lhs === name && sameNumber(s.rhs, expected.values[name]!),
        ),
      );
    }
    case 'expression': {
      const last = statements.at(-1);
      if (!last || statements.length !== 1) return false;
      if (last.relation !== null && last.relation !== '=') return false;
      return samePolynomial(last.rhs, expected.variable, expected.coefficients);
    }
    case 'inequality': {
      if (statements.length !== 1) return false;
      const s = statements[0]!;
      if (s.lhs === expected.variable)
        return s.relation === expected.relation && sameNumber(s.rhs, expected.bound);
      if (s.rhs === expected.variable)
        return s.relation === FLIPPED[expected.relation] && sameNumber(s.lhs, expected.bound);
      return false;
    }
  }
}

const FLIPPED = { '<': '>', '>': '<', '<=': '>=', '>=': '<=' } as const;

function sameNumber(text: string, expected: string): boolean {
  const v = evaluate(text);
  return v !== null && v.equals(Fraction.parse(expected));
}

/** The answer equals the polynomial at five points (two polynomials of degree ≤ 4 that agree there are equal). */
function samePolynomial(text: string, variable: string, coefficients: string[]): boolean {
  return [-2, -1, 0, 3, 7].every((point) => {
    const x = new Fraction(point);
    const got = evaluate(text, { [variable]: x });
    let want = new Fraction(0);
    coefficients.forEach((c, i) => {
      let term = Fraction.parse(c);
      for (let k = 0; k < i; k++) term = term.mul(x);
      want = want.add(term);
    });
    return got !== null && got.equals(want);
  });
}

export function normaliseLatex(latex: string): string {
  let s = latex
    // "NZD(12, 18) = 6": the named call is the task, not an answer.
    .replace(/\\text\{[^}]*\}\s*\\left\([^()]*\\right\)/g, ' ')
    .replace(/\\(left|right|displaystyle|mathrm|mathbf)\b/g, '')
    .replace(/\\[()[\]]|\$/g, ' ')
    .replace(/\\[,;:!]|\\ /g, ' ')
    .replace(/\\q?quad\b/g, ';')
    .replace(/\\text\{[^}]*\}/g, ';')
    .replace(/\\(lor|vee|land|wedge)\b/g, ';')
    .replace(/\{,\}/g, '.')
    .replace(/\\cdot\b|\\times\b/g, '*')
    .replace(/\\(le|leq|leqslant)\b/g, '<=')
    .replace(/\\(ge|geq|geqslant)\b/g, '>=')
    .replace(/\\lt\b/g, '<')
    .replace(/\\gt\b/g, '>')
    .replace(/_\{[^}]*\}|_[0-9a-z]/g, '');
  // A mixed number "1\frac{1}{18}" is 1 + 1/18 (a final answer never means 1 · 1/18).
  s = s.replace(/(\d+)\s*\\[dt]?frac\{(\d+)\}\{(\d+)\}/g, '($1+($2)/($3))');
  // Innermost fractions first, so nested ones unwrap too.
  for (let i = 0; i < 10 && /\\[dt]?frac/.test(s); i++) {
    s = s.replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, '($1)/($2)');
  }
  return s
    .replace(/\\infty/g, 'inf')
    .replace(/\\\{|\\\}/g, '')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function parseAnswer(latex: string): Statement[] {
  let s = normaliseLatex(latex);
  s = s.replace(/\((\w)\s*,\s*(\w)\)\s*=\s*\(([^,()]+),([^,()]+)\)/g, '$1 = $3; $2 = $4');
  s = s.replace(
    /(\w)\s*\\in\s*([([])\s*([^,]+?)\s*,\s*\+?\s*inf\s*\)/g,
    (_m, v: string, b: string, a: string) => `${v} ${b === '[' ? '>=' : '>'} ${a}`,
  );
  s = s.replace(
    /(\w)\s*\\in\s*\(\s*-\s*inf\s*,\s*([^)\]]+?)\s*([)\]])/g,
    (_m, v: string, a: string, b: string) => `${v} ${b === ']' ? '<=' : '<'} ${a}`,
  );
  // The same answer often appears twice ("x = 5, y = 2 (x, y) = (5, 2)", "x < 3, x ∈ (-∞, 3)").
  const parts = s
    .split(/[;,]/)
    .map((part) => part.replace(/\s+/g, ''))
    .filter((part) => part.length > 0);
  return [...new Set(parts)].map(toStatement);
}

function toStatement(part: string): Statement {
  const m = /^(.*?)(<=|>=|<|>|=)([^<>=]*)$/.exec(part);
  if (!m) return { lhs: '', relation: null, rhs: part };
  // "a = b = c": the answer is what stands after the last relation.
  const lhs = m[1]!.split(/<=|>=|<|>|=/)[0]!.trim();
  return { lhs, relation: m[2] as Relation, rhs: m[3]!.trim() };
}

/**
 * Evaluates + - * / : ^ and brackets over decimals exactly, with letters bound in `vars` (a
 * product may be implicit: `3x`, `2(x+1)`); null for anything else.
 */
export function evaluate(text: string, vars: Record<string, Fraction> = {}): Fraction | null {
  const tokens = text.replace(/\s+/g, '').match(/\d+\.\d+|\d+|[a-z]|[-+*/:()^]/g);
  if (!tokens || tokens.join('') !== text.replace(/\s+/g, '')) return null;
  // Implicit products: "3x", "2(x+1)", "x(x-2)", "(x+1)(x-1)", "x2" never (that is no answer form).
  for (let k = tokens.length - 1; k > 0; k--) {
    const [prev, cur] = [tokens[k - 1]!, tokens[k]!];
    if (/^[\d.a-z)]/.test(prev) && /^[a-z(]/.test(cur)) tokens.splice(k, 0, '*');
  }
  let i = 0;
  const peek = () => tokens[i];
  const expr = (): Fraction | null => {
    let v = term();
    while (v && (peek() === '+' || peek() === '-')) {
      const op = tokens[i++];
      const r = term();
      if (!r) return null;
      v = op === '+' ? v.add(r) : v.sub(r);
    }
    return v;
  };
  const term = (): Fraction | null => {
    let v = unary();
    while (v && (peek() === '*' || peek() === '/' || peek() === ':')) {
      const op = tokens[i++];
      const r = unary();
      if (!r || (op !== '*' && r.n === 0)) return null;
      v = op === '*' ? v.mul(r) : v.div(r);
    }
    return v;
  };
  const unary = (): Fraction | null => {
    if (peek() === '-') {
      i++;
      const v = unary();
      return v ? v.neg() : null;
    }
    if (peek() === '+') {
      i++;
      return unary();
    }
    return power();
  };
  const power = (): Fraction | null => {
    const b = atom();
    if (!b || peek() !== '^') return b;
    i++;
    const e = atom();
    if (!e || e.d !== 1 || e.n < 0 || e.n > 10) return null;
    let v = new Fraction(1);
    for (let k = 0; k < e.n; k++) v = v.mul(b);
    return v;
  };
  const atom = (): Fraction | null => {
    const t = tokens[i++];
    if (t === '(') {
      const v = expr();
      if (tokens[i++] !== ')') return null;
      return v;
    }
    if (t !== undefined && /^[a-z]$/.test(t)) return vars[t] ?? null;
    if (t === undefined || !/^\d/.test(t)) return null;
    const [whole, part = ''] = t.split('.');
    return new Fraction(Number(whole + part), 10 ** part.length);
  };
  // A value past exact integers (an engine's answer of 18 digits) is no expected answer: it fails
  // to match rather than stop the bench.
  let value: Fraction | null;
  try {
    value = expr();
  } catch {
    return null;
  }
  return i === tokens.length ? value : null;
}
