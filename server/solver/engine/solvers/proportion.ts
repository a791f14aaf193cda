/**
 * Proportions a : b = c : d with the unknown in one of the four terms (x : 4 = 6 : 8,
 * 3 : x = 12 : 48): the product of the outer terms equals the product of the inner terms, which
 * leaves a linear equation (solved by linear.ts, which writes its own steps and check).
 */
import { variables, type Node, type Relation } from '../ast.js';
import { evaluate } from '../evaluate.js';
import { addStep, type Ctx } from '../context.js';
import { latex } from '../latex.js';
import { toPoly } from '../poly.js';
import { Surd } from '../surd.js';
import { holds } from './check.js';
import { solveLinear } from './linear.js';
import { CheckFailed, type SolverOutput } from './types.js';

interface Ratio {
  a: Node;
  b: Node;
}

const ratio = (n: Node): Ratio | null => (n.k === 'div' && n.colon ? { a: n.l, b: n.r } : null);

/** Both sides are written as ratios "a : b". */
export function isProportion(rel: Relation): boolean {
  return rel.op === '=' && ratio(rel.lhs) !== null && ratio(rel.rhs) !== null;
}

export function solveProportion(rel: Relation, v: string, ctx: Ctx): SolverOutput {
  const left = ratio(rel.lhs)!;
  const right = ratio(rel.rhs)!;
  // "x : 4 = 6 : 0": a ratio with a zero second term has no value (said plainly by the caller).
  for (const r of [left, right])
    if (variables(r.b).size === 0 && evaluate(r.b).sign() === 0) throw new RangeError('division by zero');
  const product = (x: Node, y: Node): Node => ({ k: 'mul', l: paren(x), r: paren(y) });
  const cross: Relation = { lhs: product(left.a, right.b), op: '=', rhs: product(left.b, right.a) };
  ctx.concepts.add('proportion');
  const eq = `${latex(cross.lhs, ctx.fmt)} = ${latex(cross.rhs, ctx.fmt)}`;
  addStep(ctx, ctx.m.steps.proportion({ eq }), eq);
  const out = solveLinear(cross, v, ctx);
  // The root must satisfy the proportion as written (a zero term would have made it undefined).
  const poly = toPoly(cross.lhs).sub(toPoly(cross.rhs));
  const a = poly.coef(v);
  // "3 : x = 0 : 5" cross-multiplies to "15 = 0": no number satisfies the proportion either.
  if (a.isZero() && !poly.coef('').isZero())
    return { ...out, kind: 'proportion', taskLatex: taskLatex(rel, ctx) };
  if (a.isZero() || !holds(rel.lhs, '=', rel.rhs, new Map([[v, Surd.rat(poly.coef('').neg().div(a))]])))
    throw new CheckFailed('proportion');
  return { ...out, kind: 'proportion', taskLatex: taskLatex(rel, ctx) };
}

function taskLatex(rel: Relation, ctx: Ctx): string {
  return `${latex(rel.lhs, ctx.fmt)} = ${latex(rel.rhs, ctx.fmt)}`;
}

/** Sums inside a product keep their brackets. */
function paren(n: Node): Node {
  return n.k === 'add' || n.k === 'sub' ? { k: 'paren', e: n } : n;
}
