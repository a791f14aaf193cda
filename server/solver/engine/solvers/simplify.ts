/** "Uprosti": expand brackets and collect like terms; checked by evaluating both forms at sample points. */
import { contains, type Node } from '../ast.js';
import { addStep, ilm, type Ctx } from '../context.js';
import { evaluate } from '../evaluate.js';
import { latex } from '../latex.js';
import { toPoly } from '../poly.js';
import { Rational } from '../rational.js';
import { Surd, Unsupported } from '../surd.js';
import { CheckFailed, difficultyFor, type SolverOutput } from './types.js';

export function solveSimplify(expr: Node, ctx: Ctx): SolverOutput {
  ctx.concepts.add('likeTerms');
  const taskLatex = latex(expr, ctx.fmt);
  const P = toPoly(expr);
  const result = P.toLatex(ctx.fmt, ctx.dec);
  const hasBrackets = contains(expr, (x) => x.k === 'paren' || x.k === 'pow');
  // Nothing to do is not a task we can honestly answer — nor is a bracket around what is already
  // simplest (`(x + 6)`): print sets no such task, so a reading that lost what stood by the
  // bracket (an exponent, a factor) must not be answered as "= x + 6".
  if (result === taskLatex || result === latex(withoutOuterBrackets(expr), ctx.fmt))
    throw new Unsupported('already simplified');
  {
    const t = hasBrackets
      ? ctx.m.steps.expandExpr({ expr: result })
      : ctx.m.steps.collectTerms({ expr: result });
    addStep(ctx, t, `${taskLatex} = ${result}`);
  }
  // A polynomial identity of degree ≤ 12 in each variable is settled by enough sample points.
  const vars = P.vars();
  for (let i = 0; i < 16; i++) {
    const env = new Map(vars.map((v, j) => [v, Surd.rat(Rational.of(3 * i + 2 * j + 1, j + 2))] as const));
    const poly = [...P.terms].reduce((s, [k, c]) => {
      let t = Surd.rat(c);
      if (k !== '')
        for (const part of k.split('*')) {
          const [name, e] = part.split('^');
          t = t.mul((env.get(name ?? '') ?? Surd.rat(Rational.ZERO)).pow(BigInt(e ?? '1')));
        }
      return s.add(t);
    }, Surd.rat(Rational.ZERO));
    if (!evaluate(expr, env).eq(poly)) throw new CheckFailed('simplify');
  }
  return {
    kind: 'simplify',
    taskLatex,
    answer: ilm(`${taskLatex} = ${result}`),
    difficulty: difficultyFor(ctx.steps.length + P.terms.size - 1),
  };
}

const withoutOuterBrackets = (expr: Node): Node => (expr.k === 'paren' ? withoutOuterBrackets(expr.e) : expr);
