/**
 * Numeric expressions, one operation per step in the order a teacher uses: brackets, powers and
 * roots, multiplication and division, then addition and subtraction, each left to right.
 */
import { contains, num, type Node } from '../ast.js';
import { addStep, ilm, type Ctx } from '../context.js';
import { evaluate } from '../evaluate.js';
import { latex, mixedLatex, ratLatex, surdLatex } from '../latex.js';
import { bigLcm, Rational } from '../rational.js';
import { Surd, Unsupported, splitSquare } from '../surd.js';
import type { OrderReason, StepText } from '../i18n/messages.js';
import { CheckFailed, difficultyFor, type SolverOutput } from './types.js';

const MAX_STEPS = 40;

/** A number, an irrational value, or a fraction literal such as 3/4. */
function valueOf(n: Node): Surd | null {
  if (n.k === 'num') return Surd.rat(n.v);
  if (n.k === 'surd') return n.v;
  if (
    n.k === 'div' &&
    !n.colon &&
    n.l.k === 'num' &&
    n.r.k === 'num' &&
    n.l.v.isInt() &&
    n.r.v.isInt() &&
    !n.r.v.isZero() &&
    !n.l.dec &&
    !n.r.dec
  )
    return Surd.rat(n.l.v.div(n.r.v));
  return null;
}

interface Event {
  text: StepText;
  kind: 'group' | 'power' | 'product' | 'sum';
  inParen: boolean;
  /** Plain + − · : whose template "why" says little; the order-of-operations reason replaces it. */
  generic?: boolean;
}

class Reducer {
  constructor(private readonly ctx: Ctx) {}

  show(v: Surd): string {
    return v.isRational() ? ratLatex(v.a, this.ctx.fmt, this.ctx.dec) : surdLatex(v, this.ctx.fmt);
  }
  /** Fractions shown as fractions even in a decimal task when they do not terminate. */
  private node(v: Surd): Node {
    if (!v.isRational()) return { k: 'surd', v };
    return num(v.a, this.ctx.dec && v.a.isTerminating());
  }
  private lx(n: Node): string {
    return latex(n, this.ctx.fmt);
  }

  /** One reduction somewhere in n; `ev` is null for silent ones (dropping brackets around a value). */
  once(n: Node, inParen: boolean): { n: Node; ev: Event | null } | null {
    if (valueOf(n)) return null;
    const m = this.ctx.m.steps;
    switch (n.k) {
      case 'var':
        throw new Unsupported('variable in a calculation');
      case 'paren': {
        if (valueOf(n.e)) return { n: n.e, ev: null };
        const r = this.once(n.e, true);
        if (!r) return null;
        // Brackets around a finished value are dropped in the same step, as on the board.
        const v = valueOf(r.n);
        return { n: v && r.n.k !== 'div' ? this.node(v) : { k: 'paren', e: r.n }, ev: r.ev };
      }
      case 'neg': {
        const v = valueOf(n.e);
        if (v) return { n: this.node(v.neg()), ev: null };
        const r = this.once(n.e, inParen);
        return r && { n: { k: 'neg', e: r.n }, ev: r.ev };
      }
      case 'pct': {
        const v = valueOf(n.e);
        if (!v) {
          const r = this.once(n.e, inParen);
          return r && { n: { k: 'pct', e: r.n }, ev: r.ev };
        }
        if (!v.isRational()) throw new Unsupported('irrational percent');
        const frac = v.a.div(Rational.of(100));
        return {
          n: this.node(Surd.rat(frac)),
          ev: {
            text: m.percent({
              p: `${this.show(v)}\\%`,
              frac: `\\frac{${this.show(v)}}{100} = ${this.show(Surd.rat(frac))}`,
            }),
            kind: 'group',
            inParen,
          },
        };
      }
      case 'abs': {
        const v = valueOf(n.e);
        if (!v) {
          const r = this.once(n.e, true);
          return r && { n: { k: 'abs', e: r.n }, ev: r.ev };
        }
        const r = v.sign() < 0 ? v.neg() : v;
        return {
          n: this.node(r),
          ev: { text: m.abs({ a: this.show(v), r: this.show(r) }), kind: 'group', inParen },
        };
      }
      case 'sqrt': {
        const v = valueOf(n.e);
        if (!v) {
          const r = this.once(n.e, inParen);
          return r && { n: { k: 'sqrt', e: r.n }, ev: r.ev };
        }
        if (!v.isRational()) throw new Unsupported('nested root');
        if (v.a.sign() < 0) throw new Unsupported('negative radicand');
        const root = Surd.sqrt(v.a);
        const radicand = this.show(v);
        if (root.isRational())
          return {
            n: this.node(root),
            ev: { text: m.sqrt({ radicand, r: this.show(root) }), kind: 'power', inParen },
          };
        if (!v.a.isInt())
          return {
            n: this.node(root),
            ev: { text: m.sqrt({ radicand, r: this.show(root) }), kind: 'power', inParen },
          };
        const { k, m: rest } = splitSquare(v.a.n);
        if (k === 1n) return { n: this.node(root), ev: null };
        return {
          n: this.node(root),
          ev: {
            text: m.sqrtSimplify({
              radicand,
              square: (k * k).toString(),
              rest: rest.toString(),
              r: this.show(root),
            }),
            kind: 'power',
            inParen,
          },
        };
      }
      case 'pow': {
        const b = valueOf(n.b);
        const e = valueOf(n.e);
        if (!b || !e) return this.child2(n, inParen);
        if (!e.isRational() || !e.a.isInt()) throw new Unsupported('non-integer exponent');
        if (b.sign() === 0 && e.a.sign() < 0) throw new RangeError('division by zero');
        const r = b.pow(e.a.n);
        return {
          n: this.node(r),
          ev: {
            text: m.pow({ base: this.lx(wrapNeg(n.b)), exp: this.show(e), r: this.show(r) }),
            kind: 'power',
            inParen,
          },
        };
      }
      case 'add':
      case 'sub':
      case 'mul':
      case 'div': {
        // "80 + 25%" means 80 + 0.25 to a mathematician and 100 to a calculator: ambiguous, declined.
        if ((n.k === 'add' || n.k === 'sub') && (n.l.k === 'pct' || n.r.k === 'pct'))
          throw new Unsupported('percent added to a number');
        // "25% od 80": the percent and its base in one step.
        if (n.k === 'mul' && n.l.k === 'pct') {
          const p = valueOf(n.l.e);
          const base = valueOf(n.r);
          if (p && base && p.isRational() && base.isRational()) {
            const frac = p.a.div(Rational.of(100));
            const r = frac.mul(base.a);
            const work = `\\frac{${this.show(p)}}{100} \\cdot ${this.show(base)} = ${this.show(Surd.rat(r))}`;
            return {
              n: this.node(Surd.rat(r)),
              ev: {
                text: m.percentOf({ p: `${this.show(p)}\\%`, n: this.show(base), work }),
                kind: 'product',
                inParen,
              },
            };
          }
        }
        const a = valueOf(n.l);
        const b = valueOf(n.r);
        if (!a || !b) return this.child2(n, inParen);
        // Grades 1–4 divide with a remainder, never into fractions: inside a longer expression that
        // has no honest grade-appropriate form, so the task is declined rather than fraction-ised.
        const remainder =
          n.k === 'div' &&
          n.colon &&
          a.isRational() &&
          b.isRational() &&
          a.a.isInt() &&
          b.a.isInt() &&
          !b.a.isZero() &&
          !a.a.div(b.a).isInt();
        if (remainder && this.ctx.level <= 4)
          throw new Unsupported('division with remainder inside an expression');
        return this.binary(n.k, a, b, inParen);
      }
      default:
        return null;
    }
  }

  private child2(
    n: Node & { k: 'add' | 'sub' | 'mul' | 'div' | 'pow' },
    inParen: boolean,
  ): { n: Node; ev: Event | null } | null {
    if (n.k === 'pow') {
      const rb = this.once(n.b, inParen);
      if (rb) return { n: { ...n, b: rb.n }, ev: rb.ev };
      const re = this.once(n.e, inParen);
      return re && { n: { ...n, e: re.n }, ev: re.ev };
    }
    const rl = this.once(n.l, inParen);
    if (rl) return { n: { ...n, l: rl.n }, ev: rl.ev };
    const rr = this.once(n.r, inParen);
    return rr && { n: { ...n, r: rr.n }, ev: rr.ev };
  }

  private isFrac(v: Surd): boolean {
    return v.isRational() && !v.a.isInt() && !(this.ctx.dec && v.a.isTerminating());
  }
  private frac(q: Rational, d: bigint): string {
    const n = q.n * (d / q.d);
    return `${n < 0n ? '-' : ''}\\frac{${n < 0n ? -n : n}}{${d}}`;
  }

  binary(op: 'add' | 'sub' | 'mul' | 'div', a: Surd, b: Surd, inParen: boolean): { n: Node; ev: Event } {
    const m = this.ctx.m.steps;
    const A = this.show(a);
    const B = this.lx(wrapNeg(this.node(b)));
    const fractions = this.isFrac(a) || this.isFrac(b);
    if (fractions) this.ctx.concepts.add('fractions');
    if (op === 'add' || op === 'sub') {
      const r = op === 'add' ? a.add(b) : a.sub(b);
      const sign = op === 'add' ? '+' : '-';
      if (fractions && a.isRational() && b.isRational()) {
        const den = bigLcm(a.a.d, b.a.d);
        const common = `${this.frac(a.a, den)} ${sign} ${wrapNegTex(this.frac(b.a, den))}`;
        const raw =
          op === 'add'
            ? a.a.n * (den / a.a.d) + b.a.n * (den / b.a.d)
            : a.a.n * (den / a.a.d) - b.a.n * (den / b.a.d);
        const unsimplified = `${raw < 0n ? '-' : ''}\\frac{${raw < 0n ? -raw : raw}}{${den}}`;
        const tail = unsimplified === this.show(r) ? '' : ` = ${this.show(r)}`;
        const start = `${A} ${sign} ${B}`;
        const work = (start === common ? start : `${start} = ${common}`) + ` = ${unsimplified}${tail}`;
        if (a.a.d !== b.a.d) this.ctx.concepts.add('commonDenominator');
        return {
          n: this.node(r),
          ev: { text: m.fracAdd({ a: A, b: B, den: den.toString(), work }), kind: 'sum', inParen },
        };
      }
      const t =
        op === 'add' ? m.add({ a: A, b: B, r: this.show(r) }) : m.sub({ a: A, b: B, r: this.show(r) });
      return { n: this.node(r), ev: { text: t, kind: 'sum', inParen, generic: true } };
    }
    if (op === 'mul') {
      const r = a.mul(b);
      if (fractions && a.isRational() && b.isRational()) {
        const un = `\\frac{${factorTex(a.a.n, b.a.n)}}{${factorTex(a.a.d, b.a.d)}}`;
        const work = `${A} \\cdot ${B} = ${un} = ${this.show(r)}`;
        return { n: this.node(r), ev: { text: m.fracMul({ a: A, b: B, work }), kind: 'product', inParen } };
      }
      return {
        n: this.node(r),
        ev: { text: m.mul({ a: A, b: B, r: this.show(r) }), kind: 'product', inParen, generic: true },
      };
    }
    if (b.sign() === 0) throw new RangeError('division by zero');
    const r = a.div(b);
    if (fractions && a.isRational() && b.isRational()) {
      const recip = this.show(Surd.rat(b.a.inv()));
      const work = `${A} : ${B} = ${A} \\cdot ${wrapNegTex(recip)} = ${this.show(r)}`;
      return {
        n: this.node(r),
        ev: { text: m.fracDiv({ a: A, b: B, recip, work }), kind: 'product', inParen },
      };
    }
    return {
      n: this.node(r),
      ev: { text: m.div({ a: A, b: B, r: this.show(r) }), kind: 'product', inParen, generic: true },
    };
  }
}

function factorTex(x: bigint, y: bigint): string {
  const f = (v: bigint) => (v < 0n ? `\\left(${v}\\right)` : v.toString());
  return `${f(x)} \\cdot ${f(y)}`;
}

function wrapNeg(n: Node): Node {
  return (n.k === 'num' && n.v.sign() < 0) || n.k === 'neg' ? { k: 'paren', e: n } : n;
}
function wrapNegTex(s: string): string {
  return s.startsWith('-') ? `\\left(${s}\\right)` : s;
}

function reason(ev: Event, rest: Node): OrderReason {
  const more = !valueOf(rest);
  if (!more) return 'only';
  if (ev.inParen) return 'brackets';
  if (ev.kind === 'power') return 'powers';
  if (ev.kind === 'product' && contains(rest, (x) => x.k === 'add' || x.k === 'sub')) return 'multiplyFirst';
  return 'leftToRight';
}

function kindOf(task: Node, ctx: Ctx): SolverOutput['kind'] {
  if (contains(task, (x) => x.k === 'pct')) return 'percent';
  if (contains(task, (x) => x.k === 'sqrt')) return 'roots';
  // Decimal tasks stay "arithmetic"; only genuine fractions make it a fractions task.
  const fractionLiteral = (x: Node) => x.k === 'div' && !x.colon && valueOf(x) !== null;
  if (ctx.concepts.has('fractions') || contains(task, fractionLiteral)) return 'fractions';
  return 'arithmetic';
}

/** Grades 1–4 divide whole numbers with a remainder ("17 : 4 = 4, ostatak 1") instead of fractions. */
function remainderDivision(task: Node, ctx: Ctx, taskLatex: string): SolverOutput | null {
  if (ctx.level > 4 || task.k !== 'div' || !task.colon) return null;
  const { l, r } = task;
  if (l.k !== 'num' || r.k !== 'num' || !l.v.isInt() || !r.v.isInt() || l.v.sign() < 0 || r.v.sign() <= 0)
    return null;
  const q = l.v.n / r.v.n;
  const rem = l.v.n % r.v.n;
  if (rem === 0n) return null;
  if (q * r.v.n + rem !== l.v.n || rem >= r.v.n) throw new CheckFailed('remainder');
  ctx.concepts.add('divisionWithRemainder');
  const res = `${taskLatex} = ${q} \\text{ (${ctx.m.words.remainder} ${rem})}`;
  addStep(
    ctx,
    ctx.m.steps.divRemainder({
      a: l.v.n.toString(),
      b: r.v.n.toString(),
      q: q.toString(),
      rem: rem.toString(),
    }),
    res,
  );
  ctx.concepts.add('check');
  addStep(ctx, ctx.m.steps.check({ work: `${q} \\cdot ${r.v.n} + ${rem} = ${l.v.n}` }));
  return { kind: 'arithmetic', taskLatex, answer: ilm(res), difficulty: 'easy' };
}

export function solveArithmetic(task: Node, ctx: Ctx): SolverOutput {
  const taskLatex = latex(task, ctx.fmt);
  const special = remainderDivision(task.k === 'paren' ? task.e : task, ctx, taskLatex);
  if (special) return special;
  const operations = (n: Node): number =>
    n.k === 'num' || n.k === 'surd' || n.k === 'var'
      ? 0
      : n.k === 'paren' || n.k === 'pct'
        ? operations(n.e)
        : (valueOf(n) ? 0 : 1) +
          ('l' in n
            ? operations(n.l) + operations(n.r)
            : 'b' in n
              ? operations(n.b) + operations(n.e)
              : operations(n.e));
  if (operations(task) > 1) ctx.concepts.add('orderOfOperations');
  if (ctx.dec) ctx.concepts.add('decimals');
  if (contains(task, (x) => x.k === 'pow')) ctx.concepts.add('powers');
  if (contains(task, (x) => x.k === 'sqrt')) ctx.concepts.add('squareRoots');
  if (contains(task, (x) => x.k === 'pct')) ctx.concepts.add('percent');
  const red = new Reducer(ctx);
  let cur = task;
  // A lone fraction such as 12/4 is a division to carry out, not a finished value.
  const bare = cur.k === 'paren' ? cur.e : cur;
  if (bare.k === 'div' && valueOf(bare)) {
    const a = valueOf(bare.l);
    const b = valueOf(bare.r);
    if (a && b) {
      const r = red.binary('div', a, b, false);
      cur = r.n;
      addStep(ctx, r.ev.text, latex(cur, ctx.fmt));
    }
  }
  for (let guard = 0; guard < 500; guard++) {
    const r = red.once(cur, false);
    if (!r) break;
    cur = r.n;
    if (r.ev) {
      if (ctx.steps.length >= MAX_STEPS) throw new Unsupported('too many steps');
      // Why this operation comes now is the real explanation; the template's generic line is the fallback.
      const why = ctx.m.steps.order(reason(r.ev, cur));
      const replace = why !== '' && r.ev.generic === true;
      addStep(
        ctx,
        replace ? { ...r.ev.text, why } : r.ev.text,
        latex(cur, ctx.fmt),
        replace ? undefined : why,
      );
    }
  }
  const value = valueOf(cur);
  if (!value) throw new Unsupported('could not reduce');
  // Independent re-evaluation of the original tree.
  if (!evaluate(task).eq(value)) throw new CheckFailed('arithmetic');

  let answer = `${taskLatex} = ${red.show(value)}`;
  if (ctx.steps.length === 0) answer = taskLatex;
  if (value.isRational() && !value.a.isInt()) {
    const mixed = mixedLatex(value.a);
    const shown = red.show(value);
    if (mixed && ctx.level >= 3 && !ctx.dec) {
      addStep(ctx, ctx.m.steps.mixed({ frac: shown, mixed }), `${shown} = ${mixed}`);
      answer += ` = ${mixed}`;
    }
    const decimal = ratLatex(value.a, ctx.fmt, true);
    if (value.a.isTerminating() && decimal !== shown && ctx.level >= 5) answer += ` = ${decimal}`;
  }
  return {
    kind: kindOf(task, ctx),
    taskLatex,
    answer: ilm(answer),
    difficulty: difficultyFor(ctx.steps.length),
  };
}
