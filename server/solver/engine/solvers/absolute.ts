/**
 * Equations with the unknown inside an absolute value, |ax + b| = c (c a number): no solution for
 * c < 0; otherwise the two cases ax + b = c and ax + b = −c, each a linear equation. Both roots
 * are checked in the original equation.
 */
import { contains, variables, type Node, type Relation } from '../ast.js';
import { addStep, ilm, type Ctx } from '../context.js';
import { latex, ratLatex } from '../latex.js';
import { toPoly } from '../poly.js';
import { Rational } from '../rational.js';
import { Surd, Unsupported } from '../surd.js';
import { addCheck, checkWork, holds } from './check.js';
import { CheckFailed, difficultyFor, type SolverOutput } from './types.js';

/** `|expr| = value` with the bars alone on one side, or null. */
export function absoluteForm(rel: Relation): { inner: Node; value: Node } | null {
  if (rel.op !== '=') return null;
  if (rel.lhs.k === 'abs') return { inner: rel.lhs.e, value: rel.rhs };
  if (rel.rhs.k === 'abs') return { inner: rel.rhs.e, value: rel.lhs };
  return null;
}

/** Stands for the absolute value while a side is read as a·|inner| + b. */
const BARS = '|';

/**
 * A side with one absolute value of the unknown, a·|inner| + b (a ≠ 0), against a number:
 * "2|x| = 6", "3|x − 1| + 2 = 14", "10 = 5 − |x|". Null for anything else.
 */
function scaledForm(rel: Relation): { inner: Node; a: Rational; b: Rational; c: Rational } | null {
  if (rel.op !== '=') return null;
  const ofUnknown = (x: Node) => x.k === 'abs' && variables(x).size > 0;
  const [side, other] = contains(rel.lhs, ofUnknown) ? [rel.lhs, rel.rhs] : [rel.rhs, rel.lhs];
  let inner: Node | null = null;
  let found = 0;
  const swap = (n: Node): Node => {
    if (ofUnknown(n) && n.k === 'abs') {
      inner = n.e;
      found++;
      return { k: 'var', name: BARS };
    }
    switch (n.k) {
      case 'add':
      case 'sub':
      case 'mul':
      case 'div':
        return { ...n, l: swap(n.l), r: swap(n.r) };
      case 'neg':
      case 'paren':
        return { ...n, e: swap(n.e) };
      default:
        return contains(n, ofUnknown) ? { k: 'var', name: 'unsupported' } : n;
    }
  };
  const p = toPoly(swap(side));
  const c = toPoly(other).constant();
  if (found !== 1 || inner === null || c === null || p.degree() !== 1 || p.vars().join() !== BARS)
    return null;
  return { inner, a: p.coef(BARS), b: p.coef(''), c };
}

export function solveAbsolute(rel: Relation, v: string, ctx: Ctx): SolverOutput {
  const form = absoluteForm(rel) ?? isolated(rel, ctx);
  if (!form) throw new Unsupported('absolute value not alone on one side');
  const c = toPoly(form.value).constant();
  const inner = toPoly(form.inner);
  if (c === null || inner.degree() !== 1 || inner.vars().length !== 1)
    throw new Unsupported('absolute value form');
  ctx.concepts.add('absoluteValue');
  ctx.concepts.add('linearEquation');
  const m = ctx.m.steps;
  const taskLatex = `${latex(rel.lhs, ctx.fmt)} = ${latex(rel.rhs, ctx.fmt)}`;
  const e = latex(form.inner, ctx.fmt);
  const cs = ratLatex(c, ctx.fmt, ctx.dec);
  if (c.sign() < 0) {
    addStep(ctx, m.absNegative({ c: cs }));
    return { kind: 'absolute', taskLatex, answer: ctx.m.answers.noSolution, difficulty: 'easy' };
  }
  const a = inner.coef(v);
  const b = inner.coef('');
  const roots = (c.isZero() ? [c] : [c, c.neg()]).map((k) => k.sub(b).div(a));
  const cases = c.isZero() ? [`${e} = 0`] : [`${e} = ${cs}`, `${e} = ${ratLatex(c.neg(), ctx.fmt, ctx.dec)}`];
  addStep(
    ctx,
    m.absCases({
      abs: `\\left|${e}\\right| = ${cs}`,
      cases: cases.join(` \\quad \\text{${ctx.m.words.or}} \\quad `),
    }),
  );
  const named = roots.map(
    (r, i) => `${v}${roots.length > 1 ? `_${i + 1}` : ''} = ${ratLatex(r, ctx.fmt, ctx.dec)}`,
  );
  addStep(ctx, m.absRoots({ roots: named.join(', \\quad ') }), named.join(', \\quad '));
  const works = roots.map((r) => {
    const env = new Map([[v, Surd.rat(r)]]);
    if (!holds(rel.lhs, '=', rel.rhs, env)) throw new CheckFailed('absolute');
    return checkWork(rel.lhs, '=', rel.rhs, env, ctx);
  });
  addCheck(ctx, works);
  return {
    kind: 'absolute',
    taskLatex,
    answer: ilm(named.join(', \\quad ')),
    difficulty: difficultyFor(ctx.steps.length),
  };
}

/**
 * "2|x| + 1 = 7": the absolute value is first left alone, as a linear equation's unknown is
 * (numbers to the other side, then both sides divided by its factor): |x| = 3.
 */
function isolated(rel: Relation, ctx: Ctx): { inner: Node; value: Node } | null {
  const form = scaledForm(rel);
  if (!form) return null;
  const { inner, a, b, c } = form;
  const bars = latex({ k: 'abs', e: inner }, ctx.fmt);
  const num = (q: Rational) => ratLatex(q, ctx.fmt, ctx.dec);
  const times = (q: Rational) => (q.eq(Rational.ONE) ? '' : q.eq(Rational.ONE.neg()) ? '-' : num(q));
  if (!b.isZero()) {
    const moved = `${times(a)}${bars} = ${num(c.sub(b))}`;
    addStep(ctx, ctx.m.steps.transpose({ eq: moved }), moved);
  }
  const value = c.sub(b).div(a);
  if (!a.eq(Rational.ONE)) {
    const alone = `${bars} = ${num(value)}`;
    addStep(ctx, ctx.m.steps.divideBoth({ coef: num(a), eq: alone }), alone);
  }
  return { inner, value: { k: 'num', v: value } };
}
