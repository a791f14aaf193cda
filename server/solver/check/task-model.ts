/**
 * A task read from plain text and solved exactly with the engine's algebra: the value of a
 * calculation, the polynomial of an expression, the roots of an equation in one unknown (degree
 * ≤ 2, roots a + b√r), the solution of a linear inequality, the pair solving a 2×2 linear system.
 * What the engine cannot read cleanly or solve exactly is not a task model (null): not checkable.
 */
import {
  evaluate,
  normalizeTask,
  parseTask,
  Poly,
  Rational,
  Surd,
  toPoly,
  variables,
  type Node,
  type Relation,
  type RelOp,
} from './engine-surface.js';
import { tooLarge } from '../engine/size-guard.js';

/** "x < 4" → { op: '<', bound: 4 }: the unknown is always on the left. */
export interface Interval {
  op: Exclude<RelOp, '='>;
  bound: Rational;
}

export type TaskModel =
  | { kind: 'value'; expr: Node; value: Surd }
  | { kind: 'expression'; expr: Node; poly: Poly; vars: string[] }
  | { kind: 'equation'; relation: Relation; unknown: string; roots: Surd[] | 'all' }
  | { kind: 'inequality'; relation: Relation; unknown: string; solution: Interval | 'all' | 'none' }
  | {
      kind: 'system';
      relations: [Relation, Relation];
      unknowns: [string, string];
      solution: Map<string, Surd> | 'none' | 'infinite';
    };

export const unknownsOf = (task: TaskModel): string[] =>
  task.kind === 'value'
    ? []
    : task.kind === 'expression'
      ? task.vars
      : task.kind === 'system'
        ? task.unknowns
        : [task.unknown];

/**
 * Reads a task written in the engine's syntax ("3x + 5 = 20", "x + y = 9; x - y = 3",
 * "Reši jednačinu: 2x - 1 = 7"). The reading must be clean: a text the engine would have to
 * guess at (dropped words, look-alike characters, ambiguous signs) is no task model.
 */
export function readTask(text: string): TaskModel | null {
  try {
    const normalized = normalizeTask(text.replace(/\n/g, '; '));
    if (
      normalized.leftovers.length > 0 ||
      normalized.lookalikes > 0 ||
      normalized.ambiguities > 0 ||
      normalized.strongGuesses > 0
    )
      return null;
    const parts = normalized.text
      .split(';')
      .map((p) => p.trim())
      .filter((p) => p !== '')
      .map((p) => parseTask(p));
    if (parts.some((p) => p.ambiguous)) return null;
    const relations = parts.flatMap((p) => p.relations);
    const exprs = parts.flatMap((p) => (p.expr ? [p.expr] : []));
    if ([...exprs, ...relations.flatMap((r) => [r.lhs, r.rhs])].some(tooLarge)) return null;
    if (exprs.length === 1 && relations.length === 0) return expressionTask(exprs[0]!);
    if (exprs.length > 0) return null;
    if (relations.length === 1) return oneRelation(relations[0]!);
    if (relations.length === 2) return system(relations as [Relation, Relation]);
    return null;
  } catch {
    // Parse errors, unsupported shapes (a variable in a denominator), division by zero.
    return null;
  }
}

function expressionTask(expr: Node): TaskModel {
  const vars = [...variables(expr)].sort();
  if (vars.length === 0) return { kind: 'value', expr, value: evaluate(expr) };
  return { kind: 'expression', expr, poly: toPoly(expr), vars };
}

function unknownsOfRelations(relations: Relation[]): string[] {
  const set = new Set<string>();
  for (const r of relations) {
    variables(r.lhs, set);
    variables(r.rhs, set);
  }
  return [...set].sort();
}

function oneRelation(relation: Relation): TaskModel | null {
  const [unknown, more] = unknownsOfRelations([relation]);
  if (unknown === undefined || more !== undefined) return null;
  const poly = toPoly(relation.lhs).sub(toPoly(relation.rhs));
  if (relation.op === '=') {
    const roots = rootsOf(poly, unknown);
    return roots === null ? null : { kind: 'equation', relation, unknown, roots };
  }
  const solution = intervalOf(poly, relation.op, unknown);
  return solution === null ? null : { kind: 'inequality', relation, unknown, solution };
}

/** The real roots of poly = 0 in one unknown, degree ≤ 2; 'all' for 0 = 0; null beyond that. */
export function rootsOf(poly: Poly, unknown: string): Surd[] | 'all' | null {
  if (poly.vars().some((v) => v !== unknown)) return null;
  const degree = poly.degree();
  const c = poly.coef('');
  if (degree === 0) return poly.isZero() ? 'all' : [];
  if (degree === 1) return [Surd.rat(c.neg().div(poly.coef(unknown)))];
  if (degree !== 2) return null;
  const a = poly.coef(`${unknown}^2`);
  const b = poly.coef(unknown);
  const discriminant = b.mul(b).sub(Rational.of(4).mul(a).mul(c));
  if (discriminant.sign() < 0) return [];
  const twoA = Surd.rat(a.mul(Rational.of(2)));
  const minusB = Surd.rat(b.neg());
  if (discriminant.isZero()) return [minusB.div(twoA)];
  const root = Surd.sqrt(discriminant);
  return [minusB.add(root).div(twoA), minusB.sub(root).div(twoA)];
}

/** The solution of poly op 0 for a polynomial of degree ≤ 1 in one unknown. */
export function intervalOf(
  poly: Poly,
  op: Exclude<RelOp, '='>,
  unknown: string,
): Interval | 'all' | 'none' | null {
  if (poly.vars().some((v) => v !== unknown) || poly.degree() > 1) return null;
  const a = poly.coef(unknown);
  const c = poly.coef('');
  if (a.isZero()) return holds(Surd.rat(c), op, Surd.rat(Rational.ZERO)) ? 'all' : 'none';
  // a·x + c op 0  ⇔  x op' −c/a, with the sign turned for a negative a.
  const bound = c.neg().div(a);
  return { op: a.sign() > 0 ? op : FLIPPED[op], bound };
}

export const FLIPPED: Record<Exclude<RelOp, '='>, Exclude<RelOp, '='>> = {
  '<': '>',
  '>': '<',
  '<=': '>=',
  '>=': '<=',
};

function system(relations: [Relation, Relation]): TaskModel | null {
  if (relations.some((r) => r.op !== '=')) return null;
  const unknowns = unknownsOfRelations(relations);
  if (unknowns.length !== 2) return null;
  const [x, y] = unknowns as [string, string];
  const rows = relations.map((r) => toPoly(r.lhs).sub(toPoly(r.rhs)));
  if (rows.some((p) => p.degree() > 1)) return null;
  // a·x + b·y + c = 0, solved by Cramer's rule.
  const [r1, r2] = rows.map((p) => ({ a: p.coef(x), b: p.coef(y), c: p.coef('').neg() })) as [
    { a: Rational; b: Rational; c: Rational },
    { a: Rational; b: Rational; c: Rational },
  ];
  const det = r1.a.mul(r2.b).sub(r1.b.mul(r2.a));
  let solution: Map<string, Surd> | 'none' | 'infinite';
  if (det.isZero()) {
    const consistent =
      r1.a.mul(r2.c).sub(r2.a.mul(r1.c)).isZero() && r1.b.mul(r2.c).sub(r2.b.mul(r1.c)).isZero();
    solution = consistent ? 'infinite' : 'none';
  } else {
    const xv = r1.c.mul(r2.b).sub(r1.b.mul(r2.c)).div(det);
    const yv = r1.a.mul(r2.c).sub(r1.c.mul(r2.a)).div(det);
    solution = new Map([
      [x, Surd.rat(xv)],
      [y, Surd.rat(yv)],
    ]);
  }
  return { kind: 'system', relations, unknowns: [x, y], solution };
}

/** Does `l op r` hold, exactly? */
export function holds(l: Surd, op: RelOp, r: Surd): boolean {
  const s = l.sub(r).sign();
  switch (op) {
    case '=':
      return s === 0;
    case '<':
      return s < 0;
    case '>':
      return s > 0;
    case '<=':
      return s <= 0;
    case '>=':
      return s >= 0;
  }
}

/** Does the relation hold with these values of its unknowns (evaluated on the tree, not the polynomial)? */
export function holdsAt(relation: Relation, env: ReadonlyMap<string, Surd>): boolean {
  return holds(evaluate(relation.lhs, env), relation.op, evaluate(relation.rhs, env));
}

export const sameSurds = (a: readonly Surd[], b: readonly Surd[]): boolean =>
  a.every((x) => b.some((y) => x.eq(y))) && b.every((y) => a.some((x) => x.eq(y)));

/** Do two readings of a task have the same answer (the same value, roots, interval or pair)? */
export function sameTask(a: TaskModel, b: TaskModel): boolean {
  if (a.kind === 'value' && b.kind === 'value') return a.value.eq(b.value);
  if (a.kind === 'expression' && b.kind === 'expression') return a.poly.sub(b.poly).isZero();
  if (a.kind === 'equation' && b.kind === 'equation')
    return (
      a.unknown === b.unknown &&
      (a.roots === 'all' || b.roots === 'all' ? a.roots === b.roots : sameSurds(a.roots, b.roots))
    );
  if (a.kind === 'inequality' && b.kind === 'inequality')
    return a.unknown === b.unknown && sameInterval(a.solution, b.solution);
  if (a.kind === 'system' && b.kind === 'system') {
    if (a.unknowns.join() !== b.unknowns.join()) return false;
    if (typeof a.solution === 'string' || typeof b.solution === 'string') return a.solution === b.solution;
    const bs = b.solution;
    return [...a.solution].every(([k, v]) => bs.get(k)?.eq(v) ?? false);
  }
  return false;
}

export function sameInterval(a: Interval | 'all' | 'none', b: Interval | 'all' | 'none'): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.op === b.op && a.bound.eq(b.bound);
}
