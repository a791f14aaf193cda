/**
 * Equations with the unknown inside an absolute value, |ax + b| = c (c a number): no solution for
 * c < 0; otherwise the two cases ax + b = c and ax + b = −c, each a linear equation. Both roots
 * are checked in the original equation.
 */
import type { Node, Relation } from '../ast.js';
import { addStep, ilm, type Ctx } from '../context.js';
import { latex, ratLatex } from '../latex.js';
import { toPoly } from '../poly.js';
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

export function solveAbsolute(rel: Relation, v: string, ctx: Ctx): SolverOutput {
  const form = absoluteForm(rel);
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
