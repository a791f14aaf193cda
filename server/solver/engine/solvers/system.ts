/**
 * Two linear equations in two unknowns: substitution when an unknown has coefficient ±1,
 * otherwise elimination (opposite coefficients, then add). Answers are checked in both equations.
 */
import type { Relation } from '../ast.js';
import { addStep, ilm, type Ctx } from '../context.js';
import { ratLatex } from '../latex.js';
import { Poly, toPoly } from '../poly.js';
import { bigLcm, Rational } from '../rational.js';
import { Surd } from '../surd.js';
import { addCheck, checkWork, holds } from './check.js';
import { relationLatex } from './linear.js';
import { CheckFailed, difficultyFor, type SolverOutput } from './types.js';

/** a·x + b·y = c */
interface Row {
  a: Rational;
  b: Rational;
  c: Rational;
}

function sysLatex(lines: string[]): string {
  return `\\left\\{ \\begin{array}{l} ${lines.join(' \\\\ ')} \\end{array} \\right.`;
}

export function solveSystem(rels: [Relation, Relation], vars: [string, string], ctx: Ctx): SolverOutput {
  const m = ctx.m.steps;
  const [x, y] = vars;
  ctx.concepts.add('system');
  const taskLatex = sysLatex(rels.map((r) => relationLatex(r, ctx)));
  const rowLatex = (r: Row) =>
    `${Poly.variable(x).scale(r.a).add(Poly.variable(y).scale(r.b)).toLatex(ctx.fmt, ctx.dec)} = ${ratLatex(r.c, ctx.fmt, ctx.dec)}`;
  const rows = rels.map((rel): Row => {
    const P = toPoly(rel.lhs).sub(toPoly(rel.rhs));
    let row = { a: P.coef(x), b: P.coef(y), c: P.coef('').neg() };
    // Whole-number coefficients are easier to work with.
    const l = bigLcm(bigLcm(row.a.d, row.b.d), row.c.d);
    if (l > 1n && !ctx.dec)
      row = { a: row.a.mul(Rational.of(l)), b: row.b.mul(Rational.of(l)), c: row.c.mul(Rational.of(l)) };
    return row;
  }) as [Row, Row];
  const std = sysLatex(rows.map(rowLatex));
  if (std !== taskLatex) addStep(ctx, m.systemStandard({ sys: std }), std);

  const [r1, r2] = rows;
  const det = r1.a.mul(r2.b).sub(r1.b.mul(r2.a));
  let X: Rational;
  let Y: Rational;
  if (det.isZero()) return degenerate(rels, rows, vars, taskLatex, ctx);

  const one = (q: Rational) => q.abs().eq(Rational.ONE);
  // Pick an unknown with coefficient ±1 to express (substitution); else eliminate.
  const pick = [
    { row: 0, v: 0 },
    { row: 0, v: 1 },
    { row: 1, v: 0 },
    { row: 1, v: 1 },
  ].find((p) => {
    const r = rows[p.row] as Row;
    return one(p.v === 0 ? r.a : r.b);
  });
  if (pick) {
    ctx.concepts.add('substitution');
    const src = rows[pick.row] as Row;
    const other = rows[1 - pick.row] as Row;
    const [ev, ov] = pick.v === 0 ? [x, y] : [y, x];
    const [ec, oc] = pick.v === 0 ? [src.a, src.b] : [src.b, src.a];
    // ev = (c - oc·ov) / ec, with ec = ±1
    const expr = Poly.const(src.c).sub(Poly.variable(ov).scale(oc)).scale(ec.inv());
    addStep(
      ctx,
      m.express({ v: ev, eq: `${ev} = ${expr.toLatex(ctx.fmt, ctx.dec)}` }),
      `${ev} = ${expr.toLatex(ctx.fmt, ctx.dec)}`,
    );
    const [oec, ooc] = pick.v === 0 ? [other.a, other.b] : [other.b, other.a];
    const inner = `\\left(${expr.toLatex(ctx.fmt, ctx.dec)}\\right)`;
    const head = oec.eq(Rational.ONE)
      ? inner
      : oec.eq(Rational.of(-1))
        ? `-${inner}`
        : `${ratLatex(oec, ctx.fmt, ctx.dec)} \\cdot ${inner}`;
    const tail = ooc.isZero()
      ? ''
      : ` ${ooc.sign() < 0 ? '-' : '+'} ${ooc.abs().eq(Rational.ONE) ? '' : ratLatex(ooc.abs(), ctx.fmt, ctx.dec)}${ov}`;
    const subst = `${head}${tail} = ${ratLatex(other.c, ctx.fmt, ctx.dec)}`;
    addStep(ctx, m.substitute({ v: ev, eq: subst }), subst);
    const lhs = expr.scale(oec).add(Poly.variable(ov).scale(ooc));
    const k = lhs.coef(ov);
    const rest = other.c.sub(lhs.coef(''));
    if (k.isZero()) throw new CheckFailed('degenerate after substitution');
    const ovVal = rest.div(k);
    const lin = `${lhs.toLatex(ctx.fmt, ctx.dec)} = ${ratLatex(other.c, ctx.fmt, ctx.dec)}`;
    addStep(
      ctx,
      m.solveOne({ v: ov, eq: `${lin} \\;\\Rightarrow\\; ${ov} = ${ratLatex(ovVal, ctx.fmt, ctx.dec)}` }),
      `${ov} = ${ratLatex(ovVal, ctx.fmt, ctx.dec)}`,
    );
    const evVal = src.c.sub(oc.mul(ovVal)).div(ec);
    addStep(
      ctx,
      m.backSubstitute({ v: ev, eq: `${ev} = ${ratLatex(evVal, ctx.fmt, ctx.dec)}` }),
      `${ev} = ${ratLatex(evVal, ctx.fmt, ctx.dec)}`,
    );
    [X, Y] = pick.v === 0 ? [evVal, ovVal] : [ovVal, evVal];
  } else {
    [X, Y] = eliminate(rows, vars, ctx);
  }

  const env = new Map([
    [x, Surd.rat(X)],
    [y, Surd.rat(Y)],
  ]);
  for (const rel of rels) if (!holds(rel.lhs, '=', rel.rhs, env)) throw new CheckFailed('system');
  addCheck(
    ctx,
    rels.map((rel) => checkWork(rel.lhs, '=', rel.rhs, env, ctx)),
  );
  const answer = ilm(
    `${x} = ${ratLatex(X, ctx.fmt, ctx.dec)}, \\quad ${y} = ${ratLatex(Y, ctx.fmt, ctx.dec)} \\quad \\left(${x}, ${y}\\right) = \\left(${ratLatex(X, ctx.fmt, ctx.dec)}, ${ratLatex(Y, ctx.fmt, ctx.dec)}\\right)`,
  );
  return { kind: 'system', taskLatex, answer, difficulty: difficultyFor(ctx.steps.length) };
}

/**
 * Elimination: make the coefficients of x opposite, add, solve for y, substitute back. An equation
 * that already holds one unknown is simply solved first (det ≠ 0 means the other has the second).
 */
function eliminate(rows: [Row, Row], vars: [string, string], ctx: Ctx): [Rational, Rational] {
  const m = ctx.m.steps;
  const [x, y] = vars;
  const show = (q: Rational) => ratLatex(q, ctx.fmt, ctx.dec);
  const rowLatex = (r: Row) =>
    `${Poly.variable(x).scale(r.a).add(Poly.variable(y).scale(r.b)).toLatex(ctx.fmt, ctx.dec)} = ${show(r.c)}`;
  const [r1, r2] = rows;
  const single = rows.find((r) => r.a.isZero() || r.b.isZero());
  let kept: Row; // one equation in the remaining unknown
  let src: Row; // an equation that contains the other unknown
  const sum: Row = { a: r1.a.add(r2.a), b: r1.b.add(r2.b), c: r1.c.add(r2.c) };
  if (single) {
    kept = single;
    src = single === r1 ? r2 : r1;
  } else if (sum.a.isZero() || sum.b.isZero()) {
    // Coefficients already opposite: just add the equations.
    ctx.concepts.add('elimination');
    kept = sum;
    src = r1;
  } else {
    ctx.concepts.add('elimination');
    // Multiply by l/|a1| and ∓l/|a2| (l = lcm) so the x coefficients become l and -l.
    const l = Rational.of(bigLcm(r1.a.n * r2.a.d, r2.a.n * r1.a.d)).div(Rational.of(r1.a.d * r2.a.d));
    const k1 = l.div(r1.a).abs();
    const k2 = l
      .div(r2.a)
      .abs()
      .mul(Rational.of(r1.a.sign() === r2.a.sign() ? -1 : 1));
    const scale = (r: Row, q: Rational): Row => ({ a: r.a.mul(q), b: r.b.mul(q), c: r.c.mul(q) });
    const s1 = scale(r1, k1);
    const s2 = scale(r2, k2);
    const sys = sysLatex([rowLatex(s1), rowLatex(s2)]);
    addStep(ctx, m.multiplyEquations({ v: x, sys }), sys);
    kept = { a: s1.a.add(s2.a), b: s1.b.add(s2.b), c: s1.c.add(s2.c) };
    src = r1;
  }
  // kept has exactly one unknown left: k is it, e the other.
  const kIsX = kept.b.isZero();
  const [kv, ev] = kIsX ? [x, y] : [y, x];
  const kc = kIsX ? kept.a : kept.b;
  if (kc.isZero()) throw new CheckFailed('elimination');
  const kVal = kept.c.div(kc);
  const eq = `${Poly.variable(kv).scale(kc).toLatex(ctx.fmt, ctx.dec)} = ${show(kept.c)} \\;\\Rightarrow\\; ${kv} = ${show(kVal)}`;
  const t = single ? m.solveOne({ v: kv, eq }) : m.addEquations({ v: kv, eq });
  addStep(ctx, t, `${kv} = ${show(kVal)}`);
  const [ec, oc] = kIsX ? [src.b, src.a] : [src.a, src.b];
  if (ec.isZero()) throw new CheckFailed('elimination back-substitution');
  const eVal = src.c.sub(oc.mul(kVal)).div(ec);
  addStep(ctx, m.backSubstitute({ v: ev, eq: `${ev} = ${show(eVal)}` }), `${ev} = ${show(eVal)}`);
  return kIsX ? [kVal, eVal] : [eVal, kVal];
}

/** Parallel (no solution) or identical (infinitely many) equations. */
function degenerate(
  rels: [Relation, Relation],
  rows: [Row, Row],
  vars: [string, string],
  taskLatex: string,
  ctx: Ctx,
): SolverOutput {
  const [r1, r2] = rows;
  // Proportional left sides: the system is consistent iff the right sides are in the same proportion.
  const consistent =
    r1.a.mul(r2.c).sub(r2.a.mul(r1.c)).isZero() && r1.b.mul(r2.c).sub(r2.b.mul(r1.c)).isZero();
  const eq = `${ratLatex(r1.a, ctx.fmt)} \\cdot ${ratLatex(r2.b, ctx.fmt)} - ${wrapNeg(ratLatex(r1.b, ctx.fmt))} \\cdot ${wrapNeg(ratLatex(r2.a, ctx.fmt))} = 0`;
  addStep(ctx, consistent ? ctx.m.steps.identity({ eq }) : ctx.m.steps.contradiction({ eq }), eq);
  // Independent check: a point of the first line satisfies the second iff consistent.
  const [x, y] = vars;
  const pt = !r1.b.isZero()
    ? new Map([
        [x, Surd.rat(Rational.ZERO)],
        [y, Surd.rat(r1.c.div(r1.b))],
      ])
    : new Map([
        [x, Surd.rat(r1.c.div(r1.a))],
        [y, Surd.rat(Rational.ZERO)],
      ]);
  if (!holds(rels[0].lhs, '=', rels[0].rhs, pt) || holds(rels[1].lhs, '=', rels[1].rhs, pt) !== consistent)
    throw new CheckFailed('degenerate system');
  return {
    kind: 'system',
    taskLatex,
    answer: consistent ? ctx.m.answers.systemInfinite : ctx.m.answers.systemNone,
    difficulty: 'medium',
  };
}

function wrapNeg(s: string): string {
  return s.startsWith('-') ? `\\left(${s}\\right)` : s;
}
