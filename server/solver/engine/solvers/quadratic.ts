/**
 * Quadratic equations in one unknown: standard form, then the quickest honest route —
 * common factor (c = 0), square root (b = 0), factoring by Vieta (neat integer roots), or the
 * discriminant formula with exact (possibly irrational) roots.
 */
import type { Node, Relation } from '../ast.js';
import { addStep, ilm, type Ctx } from '../context.js';
import { latex, ratLatex, stripParen, surdLatex } from '../latex.js';
import { Poly, toPoly } from '../poly.js';
import { bigGcd, Rational } from '../rational.js';
import { Surd } from '../surd.js';
import { addCheck, checkWork, holds } from './check.js';
import { prepareSides, relationLatex } from './linear.js';
import { CheckFailed, difficultyFor, type SolverOutput } from './types.js';

function linearFactor(v: string, root: Rational, ctx: Ctx): string {
  if (root.isZero()) return v;
  const r = ratLatex(root.abs(), ctx.fmt, ctx.dec);
  return `\\left(${v} ${root.sign() > 0 ? '-' : '+'} ${r}\\right)`;
}

/** "(x - 1)(x + 2) = 0" is already factored: read the roots straight off the factors. */
function factoredRoots(rel: Relation, v: string): [Node, Node] | null {
  const rhs = stripParen(rel.rhs);
  const lhs = stripParen(rel.lhs);
  if (rhs.k !== 'num' || !rhs.v.isZero() || lhs.k !== 'mul') return null;
  const f = [stripParen(lhs.l), stripParen(lhs.r)] as const;
  const linear = (n: Node) => {
    const p = toPoly(n);
    return p.degree() === 1 && p.vars().length === 1 && p.vars()[0] === v;
  };
  return linear(f[0]) && linear(f[1]) ? [f[0], f[1]] : null;
}

export function solveQuadratic(rel: Relation, v: string, ctx: Ctx): SolverOutput {
  const m = ctx.m.steps;
  ctx.concepts.add('quadraticEquation');
  const taskLatex = relationLatex(rel, ctx);
  const factors = factoredRoots(rel, v);
  if (factors) {
    ctx.concepts.add('factoring');
    const roots = factors.map((f) => {
      const p = toPoly(f);
      return p.coef('').neg().div(p.coef(v));
    });
    const z = factors
      .map((f) => `${latex(f, ctx.fmt)} = 0`)
      .join(` \\quad \\text{${ctx.m.words.or}} \\quad `);
    const shown = roots.map((r) => ratLatex(r, ctx.fmt, ctx.dec));
    addStep(ctx, m.zeroProduct({ eq: z }), `${v}_1 = ${shown[0]}, \\quad ${v}_2 = ${shown[1]}`);
    const distinct = roots[0]!.eq(roots[1]!) ? [roots[0]!] : roots;
    return finish(
      rel,
      v,
      distinct.map((r) => Surd.rat(r)),
      taskLatex,
      ctx,
      false,
    );
  }
  const { L, R, shown } = prepareSides(rel, ctx);
  let P = L.sub(R);
  const x2 = `${v}^2`;
  let eq = `${P.toLatex(ctx.fmt, ctx.dec)} = 0`;
  if (eq !== shown) addStep(ctx, m.standardForm({ eq }), eq);
  if (P.coef(x2).sign() < 0) {
    P = P.neg();
    eq = `${P.toLatex(ctx.fmt, ctx.dec)} = 0`;
    addStep(ctx, m.multiplyMinusOne({ eq }), eq);
  }
  const a = P.coef(x2);
  const b = P.coef(v);
  const c = P.coef('');
  const fmtQ = (q: Rational) => ratLatex(q, ctx.fmt, ctx.dec);
  let roots: Surd[];
  let hard = false;

  if (c.isZero()) {
    // x(ax + b) = 0
    ctx.concepts.add('factoring');
    const inner = Poly.variable(v).scale(a).add(Poly.const(b)).toLatex(ctx.fmt, ctx.dec);
    const f = `${v}\\left(${inner}\\right) = 0`;
    addStep(ctx, m.factorCommon({ v, eq: f }), f);
    const r2 = b.neg().div(a);
    roots = [Surd.rat(Rational.ZERO), Surd.rat(r2)];
    const z = `${v} = 0 \\quad \\text{${ctx.m.words.or}} \\quad ${inner} = 0`;
    addStep(ctx, m.zeroProduct({ eq: z }), `${v}_1 = 0, \\quad ${v}_2 = ${fmtQ(r2)}`);
  } else if (b.isZero()) {
    // ax² = -c
    const rhs = c.neg().div(a);
    const iso = `${x2} = ${fmtQ(rhs)}`;
    addStep(ctx, m.isolateSquare({ eq: iso }), iso);
    if (rhs.sign() < 0) {
      return noRealRoots(fmtQ(rhs), a, b, c, taskLatex, ctx);
    }
    const root = Surd.sqrt(rhs);
    ctx.concepts.add('squareRoots');
    roots = [root, root.neg()];
    addStep(
      ctx,
      m.sqrtBoth({ eq: `${v} = \\pm ${surdLatex(root, ctx.fmt)}` }),
      `${v}_1 = ${surdLatex(root, ctx.fmt)}, \\quad ${v}_2 = ${surdLatex(root.neg(), ctx.fmt)}`,
    );
  } else {
    ctx.concepts.add('discriminant');
    const D = b.mul(b).sub(Rational.of(4).mul(a).mul(c));
    const sD = Surd.sqrt(D.sign() < 0 ? Rational.ZERO : D);
    const neat = D.sign() >= 0 && sD.isRational() && a.eq(Rational.ONE) && b.isInt() && c.isInt();
    if (neat && !D.isZero()) {
      // Two integers with sum -b and product c: x² + bx + c = (x - r1)(x - r2).
      const r1 = b.neg().sub(sD.a).div(Rational.of(2));
      const r2 = b.neg().add(sD.a).div(Rational.of(2));
      if (r1.isInt() && r2.isInt()) {
        ctx.concepts.add('factoring');
        const f = `${linearFactor(v, r1, ctx)}${linearFactor(v, r2, ctx)} = 0`;
        addStep(ctx, m.vieta({ sum: fmtQ(b.neg()), product: fmtQ(c), eq: f }), f);
        roots = [Surd.rat(r1), Surd.rat(r2)];
        addStep(ctx, m.zeroProduct({ eq: f }), `${v}_1 = ${fmtQ(r1)}, \\quad ${v}_2 = ${fmtQ(r2)}`);
        return finish(rel, v, roots, taskLatex, ctx, false);
      }
    }
    const work = `D = b^2 - 4ac = ${wrap(fmtQ(b))}^2 - 4 \\cdot ${wrap(fmtQ(a))} \\cdot ${wrap(fmtQ(c))} = ${fmtQ(D)}`;
    addStep(ctx, m.discriminant({ a: fmtQ(a), b: fmtQ(b), c: fmtQ(c), work }), `D = ${fmtQ(D)}`);
    if (D.sign() < 0) {
      return noRealRoots(fmtQ(D), a, b, c, taskLatex, ctx);
    }
    const twoA = a.mul(Rational.of(2));
    if (D.isZero()) {
      const r = b.neg().div(twoA);
      addStep(
        ctx,
        m.doubleRoot({ work: `${v}_{1,2} = \\frac{-b}{2a} = ${fmtQ(r)}` }),
        `${v}_1 = ${v}_2 = ${fmtQ(r)}`,
      );
      roots = [Surd.rat(r)];
    } else {
      const plus = Surd.rat(b.neg()).add(sD).div(Surd.rat(twoA));
      const minus = Surd.rat(b.neg()).sub(sD).div(Surd.rat(twoA));
      hard = !sD.isRational();
      const formula = `${v}_{1,2} = \\frac{-b \\pm \\sqrt{D}}{2a} = \\frac{${fmtQ(b.neg())} \\pm ${surdLatex(sD, ctx.fmt)}}{${fmtQ(twoA)}}`;
      const compact = hard ? ` = ${pmLatex(b.neg(), sD, twoA)}` : '';
      addStep(
        ctx,
        m.formula({ work: formula + compact }),
        `${v}_1 = ${show(plus, ctx)}, \\quad ${v}_2 = ${show(minus, ctx)}`,
      );
      roots = [plus, minus];
    }
  }
  return finish(rel, v, roots, taskLatex, ctx, hard);
}

function wrap(s: string): string {
  return s.startsWith('-') ? `\\left(${s}\\right)` : s;
}

function show(s: Surd, ctx: Ctx): string {
  return s.isRational() ? ratLatex(s.a, ctx.fmt, ctx.dec) : surdLatex(s, ctx.fmt);
}

/** (p ± k√r)/q with the common factor cancelled, e.g. (2 ± 2√3)/2 → 1 ± √3. */
function pmLatex(p: Rational, sD: Surd, q: Rational): string {
  // p, q integers here (coefficients were cleared of fractions); sD = k√r with k rational.
  const k = sD.b;
  const den = p.d * k.d * q.d;
  let P = p.n * (den / p.d);
  let K = k.n * (den / k.d);
  let Q = q.n * (den / q.d);
  const g = bigGcd(bigGcd(P, K), Q) || 1n;
  P /= g;
  K /= g;
  Q /= g;
  if (Q < 0n) {
    P = -P;
    Q = -Q;
  }
  const kAbs = K < 0n ? -K : K;
  const rad = `${kAbs === 1n ? '' : kAbs}\\sqrt{${sD.r}}`;
  const top = P === 0n ? `\\pm ${rad}` : `${P} \\pm ${rad}`;
  return Q === 1n ? top : `\\frac{${top}}{${Q}}`;
}

/** The "no real roots" verdict, with its step, after an independent check. */
function noRealRoots(
  d: string,
  a: Rational,
  b: Rational,
  c: Rational,
  taskLatex: string,
  ctx: Ctx,
): SolverOutput {
  addStep(ctx, ctx.m.steps.noRealRoots({ d }));
  checkNoRealRoots(a, b, c);
  return {
    kind: 'quadratic',
    taskLatex,
    answer: ctx.m.answers.noRealRoots,
    difficulty: difficultyFor(ctx.steps.length),
  };
}

/** D < 0 double-checked independently: a·f(vertex) > 0 means the parabola never meets zero. */
function checkNoRealRoots(a: Rational, b: Rational, c: Rational): void {
  const xv = b.neg().div(a.mul(Rational.of(2)));
  const f = a.mul(xv).mul(xv).add(b.mul(xv)).add(c);
  if (f.mul(a).sign() <= 0) throw new CheckFailed('no real roots');
}

function finish(
  rel: Relation,
  v: string,
  roots: Surd[],
  taskLatex: string,
  ctx: Ctx,
  hard: boolean,
): SolverOutput {
  const works: string[] = [];
  for (const r of roots) {
    const env = new Map([[v, r]]);
    if (!holds(rel.lhs, '=', rel.rhs, env)) throw new CheckFailed('quadratic root');
    works.push(checkWork(rel.lhs, '=', rel.rhs, env, ctx));
  }
  // Substituting irrational roots makes long lines; the check still ran above.
  if (roots.every((r) => r.isRational())) addCheck(ctx, works);
  const shown = roots.map((r) => show(r, ctx));
  const answer =
    roots.length === 1
      ? ilm(`${v}_1 = ${v}_2 = ${shown[0]}`)
      : ilm(`${v}_1 = ${shown[0]}, \\quad ${v}_2 = ${shown[1]}`);
  return { kind: 'quadratic', taskLatex, answer, difficulty: difficultyFor(ctx.steps.length, hard) };
}
