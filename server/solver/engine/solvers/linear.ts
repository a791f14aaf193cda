/**
 * Linear equations and inequalities in one unknown: expand, clear fractions, move terms across
 * (changing their sign), combine, divide — flipping the inequality sign on a negative divisor.
 */
import { contains, variables, type Node, type Relation, type RelOp } from '../ast.js';
import { addStep, ilm, type Ctx } from '../context.js';
import { latex, ratLatex, relLatex } from '../latex.js';
import { Poly, toPoly } from '../poly.js';
import { Rational } from '../rational.js';
import { Surd, Unsupported } from '../surd.js';
import { addCheck, checkWork, holds } from './check.js';
import { neg, termsLatex, termsOf, type Term } from './terms.js';
import { CheckFailed, difficultyFor, type SolverOutput } from './types.js';

const FLIP: Record<RelOp, RelOp> = { '=': '=', '<': '>', '>': '<', '<=': '>=', '>=': '<=' };

export function relationLatex(rel: Relation, ctx: Ctx): string {
  return `${latex(rel.lhs, ctx.fmt)} ${relLatex(rel.op)} ${latex(rel.rhs, ctx.fmt)}`;
}

/** Number of terms joined by + and − at the top of a side. */
function additiveTerms(n: Node): number {
  return n.k === 'add' || n.k === 'sub' ? additiveTerms(n.l) + additiveTerms(n.r) : 1;
}

function minusBeforeBracket(n: Node): boolean {
  const negative = (x: Node) => x.k === 'num' && x.v.sign() < 0;
  return contains(
    n,
    (x) =>
      (x.k === 'neg' && x.e.k === 'paren') ||
      (x.k === 'sub' && (x.r.k === 'paren' || (x.r.k === 'mul' && x.r.r.k === 'paren'))) ||
      (x.k === 'mul' && negative(x.l) && x.r.k === 'paren'),
  );
}

/** Expands both sides and clears fractions; shared with the quadratic solver. Returns the polynomials. */
export function prepareSides(rel: Relation, ctx: Ctx): { L: Poly; R: Poly; shown: string } {
  const op = relLatex(rel.op);
  let L = toPoly(rel.lhs);
  let R = toPoly(rel.rhs);
  let shown = relationLatex(rel, ctx);
  const expanded = `${L.toLatex(ctx.fmt, ctx.dec)} ${op} ${R.toLatex(ctx.fmt, ctx.dec)}`;
  // "x/2 = 3" only looks different as "1/2 x = 3": no brackets and no like terms means no tidying step.
  const cosmetic =
    !contains(rel.lhs, (x) => x.k === 'paren') &&
    !contains(rel.rhs, (x) => x.k === 'paren') &&
    additiveTerms(rel.lhs) === L.terms.size &&
    additiveTerms(rel.rhs) === R.terms.size &&
    L.sub(R).denominatorLcm() > 1n;
  if (expanded !== shown && !cosmetic) {
    const t = ctx.m.steps.expand({ eq: expanded });
    // The note on a minus before a bracket only when there is one.
    addStep(
      ctx,
      minusBeforeBracket(rel.lhs) || minusBeforeBracket(rel.rhs) ? t : { what: t.what, why: t.why },
      expanded,
    );
    shown = expanded;
  }
  // "x = 5/2" is already the answer: nothing to clear.
  const solvedAlready =
    L.terms.size === 1 &&
    [...L.terms].every(([k, c]) => /^[a-z]$/.test(k) && c.eq(Rational.ONE)) &&
    R.constant() !== null;
  const lcd = solvedAlready ? 1n : L.sub(R).denominatorLcm();
  const decimalsOnly = ctx.dec && [...L.terms.values(), ...R.terms.values()].every((c) => c.isTerminating());
  if (lcd > 1n && !decimalsOnly) {
    ctx.concepts.add('fractions');
    L = L.scale(Rational.of(lcd));
    R = R.scale(Rational.of(lcd));
    shown = `${L.toLatex(ctx.fmt, ctx.dec)} ${op} ${R.toLatex(ctx.fmt, ctx.dec)}`;
    addStep(ctx, ctx.m.steps.clearFractions({ lcd: lcd.toString(), eq: shown }), shown);
  }
  return { L, R, shown };
}

export function solveLinear(rel: Relation, v: string, ctx: Ctx): SolverOutput {
  const m = ctx.m.steps;
  const isEq = rel.op === '=';
  ctx.concepts.add(isEq ? 'linearEquation' : 'inequality');
  ctx.concepts.add('equivalentTransformations');
  const taskLatex = relationLatex(rel, ctx);
  const { L, R, shown } = prepareSides(rel, ctx);
  let prev = shown;
  const op = rel.op;

  // Unknowns to the left, numbers to the right, each moved term changing its sign.
  const varTerms: Term[] = [
    ...termsOf(L).filter((t) => t.key !== ''),
    ...neg(termsOf(R).filter((t) => t.key !== '')),
  ];
  const constTerms: Term[] = [
    ...termsOf(R).filter((t) => t.key === ''),
    ...neg(termsOf(L).filter((t) => t.key === '')),
  ];
  const moved = `${termsLatex(varTerms, ctx.fmt, ctx.dec)} ${relLatex(op)} ${termsLatex(constTerms, ctx.fmt, ctx.dec)}`;
  if (moved !== prev) {
    addStep(ctx, m.transpose({ eq: moved }), moved);
    prev = moved;
  }
  const a = varTerms.reduce((s, t) => s.add(t.c), Rational.ZERO);
  const c = constTerms.reduce((s, t) => s.add(t.c), Rational.ZERO);
  const combined = `${Poly.variable(v).scale(a).toLatex(ctx.fmt, ctx.dec)} ${relLatex(op)} ${ratLatex(c, ctx.fmt, ctx.dec)}`;
  if (combined !== prev) {
    ctx.concepts.add('likeTerms');
    addStep(ctx, m.combine({ eq: combined }), combined);
  }

  if (a.isZero()) {
    if (selfCancelling(rel.lhs, v) || selfCancelling(rel.rhs, v))
      throw new Unsupported('the unknown cancels itself on a side without brackets');
    // 0·x op c: true for every number or for none; confirmed by evaluating the task at sample points.
    const always = holdsConst(Rational.ZERO, op, c);
    addStep(ctx, always ? m.identity({ eq: combined }) : m.contradiction({ eq: combined }), combined);
    const samples = [Rational.ZERO, Rational.ONE, Rational.of(-7, 3), Rational.of(11, 2)];
    for (const s of samples) {
      if (holds(rel.lhs, op, rel.rhs, new Map([[v, Surd.rat(s)]])) !== always)
        throw new CheckFailed('identity');
    }
    const answer = always ? ctx.m.answers.allNumbers : ctx.m.answers.noSolution;
    return {
      kind: isEq ? 'linear' : 'inequality',
      taskLatex,
      answer,
      difficulty: difficultyFor(ctx.steps.length),
    };
  }

  const r = c.div(a);
  const finalOp = a.sign() < 0 ? FLIP[op] : op;
  const result = `${v} ${relLatex(finalOp)} ${ratLatex(r, ctx.fmt, ctx.dec)}`;
  if (!a.eq(Rational.ONE)) {
    const coef = ratLatex(a, ctx.fmt, ctx.dec);
    if (!isEq && a.sign() < 0) addStep(ctx, m.divideFlip({ coef, eq: result }), result);
    else addStep(ctx, m.divideBoth({ coef, eq: result }), result);
  }

  const env = new Map([[v, Surd.rat(r)]]);
  if (isEq) {
    if (!holds(rel.lhs, '=', rel.rhs, env)) throw new CheckFailed('linear');
    addCheck(ctx, [checkWork(rel.lhs, '=', rel.rhs, env, ctx)]);
    return { kind: 'linear', taskLatex, answer: ilm(result), difficulty: difficultyFor(ctx.steps.length) };
  }
  // Inequality: the boundary makes both sides equal, points just inside satisfy it, just outside do not.
  const inside = finalOp === '>' || finalOp === '>=' ? 1 : -1;
  const at = (q: Rational) => holds(rel.lhs, rel.op, rel.rhs, new Map([[v, Surd.rat(q)]]));
  const eps = Rational.of(1, 1000);
  const ok =
    holds(rel.lhs, '=', rel.rhs, env) &&
    at(r.add(eps.mul(Rational.of(inside)))) &&
    !at(r.sub(eps.mul(Rational.of(inside)))) &&
    at(r) === (finalOp === '<=' || finalOp === '>=');
  if (!ok) throw new CheckFailed('inequality');
  const probe = r.add(Rational.of(inside));
  const work = checkWork(rel.lhs, rel.op, rel.rhs, new Map([[v, Surd.rat(probe)]]), ctx);
  ctx.concepts.add('check');
  addStep(ctx, m.checkPoint({ point: `${v} = ${ratLatex(probe, ctx.fmt, ctx.dec)}`, work }), work);
  const rs = ratLatex(r, ctx.fmt, ctx.dec);
  const interval =
    inside > 0
      ? `${finalOp === '>=' ? '\\left[' : '\\left('}${rs}, +\\infty\\right)`
      : `\\left(-\\infty, ${rs}${finalOp === '<=' ? '\\right]' : '\\right)'}`;
  return {
    kind: 'inequality',
    taskLatex,
    answer: ilm(`${result}, \\quad ${v} \\in ${interval}`),
    difficulty: difficultyFor(ctx.steps.length),
  };
}

/**
 * A side that writes the unknown in two terms or more without brackets yet holds none of it
 * ("x - x", "3x + 2 - 3x"): no printed task is set so, while a reading that lost an exponent makes
 * one ("x² − x = 0" read "x - x = 0", then "every number"). An identity through brackets
 * ("2(x + 1) = 2x + 2", "3(x - 1) - 3x = -3") and a proportion's "0 · x" stay answered.
 */
function selfCancelling(side: Node, v: string): boolean {
  return (
    topTerms(side).filter((t) => variables(t).has(v)).length >= 2 &&
    !contains(side, (x) => x.k === 'paren') &&
    [...toPoly(side).terms.keys()].every((k) => k === '')
  );
}

/** The terms joined by + and − at the top of a side (a proportion's "0 · x" is one term). */
function topTerms(n: Node): Node[] {
  if (n.k === 'add' || n.k === 'sub') return [...topTerms(n.l), ...topTerms(n.r)];
  return n.k === 'neg' ? topTerms(n.e) : [n];
}

function holdsConst(lhs: Rational, op: RelOp, rhs: Rational): boolean {
  const d = lhs.cmp(rhs);
  return op === '=' ? d === 0 : op === '<' ? d < 0 : op === '>' ? d > 0 : op === '<=' ? d <= 0 : d >= 0;
}
