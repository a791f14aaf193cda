/** Writes the "check" step: the answer put back into the original task, evaluated independently. */
import { substitute, type Node, type RelOp } from '../ast.js';
import { addStep, type Ctx } from '../context.js';
import { evaluate } from '../evaluate.js';
import { latex, relLatex, ratLatex, surdLatex } from '../latex.js';
import type { Surd } from '../surd.js';

export function surdNode(v: Surd): Node {
  return v.isRational() ? { k: 'num', v: v.a } : { k: 'surd', v };
}

export function showValue(v: Surd, ctx: Ctx): string {
  return v.isRational() ? ratLatex(v.a, ctx.fmt, ctx.dec) : surdLatex(v, ctx.fmt);
}

function substituteAll(n: Node, env: ReadonlyMap<string, Surd>): Node {
  let out = n;
  for (const [name, v] of env) {
    const shown: Node = v.isRational() ? { k: 'num', v: v.a, dec: false } : { k: 'surd', v };
    out = substitute(out, name, shown);
  }
  return out;
}

/** Does the relation hold for these values? Pure evaluation, no solver code involved. */
export function holds(lhs: Node, op: RelOp, rhs: Node, env: ReadonlyMap<string, Surd>): boolean {
  const d = evaluate(lhs, env).sub(evaluate(rhs, env)).sign();
  switch (op) {
    case '=':
      return d === 0;
    case '<':
      return d < 0;
    case '>':
      return d > 0;
    case '<=':
      return d <= 0;
    case '>=':
      return d >= 0;
  }
}

/** "3 \cdot 5 + 5 = 20 ✓"-style text of both sides after substitution. */
export function checkWork(lhs: Node, op: RelOp, rhs: Node, env: ReadonlyMap<string, Surd>, ctx: Ctx): string {
  const l = evaluate(lhs, env);
  const r = evaluate(rhs, env);
  const subL = latex(substituteAll(lhs, env), ctx.fmt);
  const L = showValue(l, ctx);
  const R = showValue(r, ctx);
  if (rhs.k === 'num' && op === '=') return `${subL} = ${L}`;
  const right = rhs.k === 'num' ? '' : `${latex(substituteAll(rhs, env), ctx.fmt)} = ${R}, \\quad `;
  return `${subL} = ${L}, \\quad ${right}${L} ${relLatex(op)} ${R}`;
}

export function addCheck(ctx: Ctx, works: string[]): void {
  ctx.concepts.add('check');
  addStep(
    ctx,
    ctx.m.steps.check({ work: works.join(', \\quad ') }),
    works.length === 1 ? works[0] : undefined,
  );
}
