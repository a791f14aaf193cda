/**
 * A final answer (the LaTeX shown to the pupil) read against its task, compared exactly with the
 * engine's solution, and substituted back into the task.
 *
 * Forms read: values and chains of equal values ("2 + 3 \cdot 4 = 14", "\frac{7}{2} = 3\frac{1}{2}"),
 * expressions ("a^{2} + 2ab + b^{2}"), roots ("x = 5", "x_1 = 2, x_2 = 3", "x_{1,2} = 1 \pm \sqrt{2}",
 * "x \in \{2, 3\}", "\emptyset", "x \in \mathbb{R}"), inequalities ("x > 4", "4 < x",
 * "x \in (4, +\infty)") and pairs ("x = 6, y = 3", "(x, y) = (6, 3)").
 */
import {
  evaluate,
  parseTask,
  Rational,
  Surd,
  toPoly,
  variables,
  type Node,
  type Poly,
} from './engine-surface.js';
import { latexToPlain, splitStatements, splitValues } from './latex-text.js';
import { tooLarge } from '../engine/size-guard.js';
import {
  FLIPPED,
  holdsAt,
  intervalOf,
  sameInterval,
  sameSurds,
  type Interval,
  type TaskModel,
} from './task-model.js';

export type Claim =
  | { kind: 'value'; values: Surd[] }
  | { kind: 'expression'; polys: Poly[] }
  | { kind: 'roots'; roots: Surd[] | 'all' }
  | { kind: 'interval'; solutions: Array<Interval | 'all' | 'none'> }
  | { kind: 'pair'; values: Map<string, Surd[]> | 'none' };

class NotRead extends Error {}

/** Parses one side of a relation (an expression) in the engine's syntax. */
export function parseSide(text: string): Node {
  const side = text.replace(/\[/g, '(').replace(/\]/g, ')').trim();
  if (side === '' || /[∈∅∞ℝ{}±]/.test(side)) throw new NotRead('not an expression');
  const parsed = parseTask(side);
  if (!parsed.expr || parsed.ambiguous) throw new NotRead('not an expression');
  if (tooLarge(parsed.expr)) throw new NotRead('too large to evaluate');
  return parsed.expr;
}

const RELATION = /(≤|≥|<=|>=|=|<|>)/;
const OPS: Record<string, '=' | '<' | '>' | '<=' | '>='> = {
  '=': '=',
  '<': '<',
  '>': '>',
  '≤': '<=',
  '≥': '>=',
  '<=': '<=',
  '>=': '>=',
};

/** "a = b < c" → sides [a, b, c] and ops ['=', '<']. */
export function splitChain(statement: string): { sides: string[]; ops: Array<(typeof OPS)[string]> } {
  const pieces = statement.split(RELATION);
  const sides: string[] = [];
  const ops: Array<(typeof OPS)[string]> = [];
  pieces.forEach((piece, i) => (i % 2 === 0 ? sides.push(piece.trim()) : ops.push(OPS[piece]!)));
  return { sides, ops };
}

/** "1 ± √2" → ["1 + √2", "1 - √2"]; text without ± as it is. */
export function expandPlusMinus(text: string): string[] {
  const at = text.indexOf('±');
  if (at < 0) return [text];
  const rest = text.slice(at + 1);
  return [`${text.slice(0, at)}+${rest}`, `${text.slice(0, at)}-${rest}`].flatMap(expandPlusMinus);
}

const valueOf = (text: string): Surd => {
  const node = parseSide(text);
  if (variables(node).size > 0) throw new NotRead('letters in a value');
  return evaluate(node);
};

/** The answer's claim for this task, or null when it cannot be read. */
export function readAnswer(latex: string, task: TaskModel): Claim | null {
  const plain = latexToPlain(latex);
  if (plain === null) return null;
  const statements = splitStatements(plain);
  if (statements.length === 0) return null;
  try {
    switch (task.kind) {
      case 'value':
        return { kind: 'value', values: statements.flatMap((s) => chainValues(s, [])) };
      case 'expression':
        return {
          kind: 'expression',
          polys: statements.flatMap((s) =>
            splitChain(s)
              .sides.filter((side) => side !== '')
              .map((side) => {
                const node = parseSide(side);
                if ([...variables(node)].some((v) => !task.vars.includes(v)))
                  throw new NotRead('other letters');
                return toPoly(node);
              }),
          ),
        };
      case 'equation':
        return readRoots(statements, task.unknown);
      case 'inequality':
        return { kind: 'interval', solutions: statements.map((s) => readInterval(s, task.unknown)) };
      case 'system':
        return readPair(statements, task.unknowns);
    }
  } catch (error) {
    if (error instanceof Error) return null;
    throw error;
  }
}

/** The numeric sides of a chain ("17 : 4 = 4.25"); a side with letters is refused unless it is `allowed`. */
function chainValues(statement: string, allowed: string[]): Surd[] {
  const { sides, ops } = splitChain(statement);
  if (ops.some((op) => op !== '=')) throw new NotRead('not an equality');
  return sides
    .filter((side) => side !== '' && !allowed.includes(side))
    .flatMap(expandPlusMinus)
    .map(valueOf);
}

function readRoots(statements: string[], unknown: string): Claim {
  const roots: Surd[] = [];
  let all = false;
  for (const statement of statements) {
    const s = statement.replace(/\s+/g, '');
    if (s === '∅' || s === `${unknown}∈∅` || s === '{}' || s === `${unknown}∈{}`) continue;
    if (s === `${unknown}∈ℝ` || s === 'ℝ') {
      all = true;
      continue;
    }
    const set = new RegExp(`^${unknown}∈\\{(.*)\\}$`).exec(s);
    if (set) {
      roots.push(...splitValues(set[1]!).flatMap(expandPlusMinus).map(valueOf));
      continue;
    }
    // "x = 5", "5 = x", "x = 10/2 = 5" or a bare "5": every numeric side is a root it names.
    const { sides, ops } = splitChain(statement);
    if (ops.some((op) => op !== '=')) throw new NotRead('not an equation');
    const named = sides.filter((side) => side.replace(/\s+/g, '') === unknown).length;
    if (ops.length > 0 && named !== 1) throw new NotRead('not a root');
    const values = chainValues(statement, [unknown]);
    // A chain's sides must agree: "x = 10/2 = 6" is no answer.
    const distinct = values.filter((v, i) => values.findIndex((w) => w.eq(v)) === i);
    if (sides.some((side) => side.includes('±'))) roots.push(...distinct);
    else if (distinct.length !== 1) throw new NotRead('a chain of different values');
    else roots.push(distinct[0]!);
  }
  if (all && roots.length > 0) throw new NotRead('both all numbers and roots');
  return { kind: 'roots', roots: all ? 'all' : roots };
}

/** "x > 4", "4 < x", "x ≥ 2", "x ∈ (4, +∞)", "x ∈ (-∞, 2]", "x ∈ ℝ", "∅". */
function readInterval(statement: string, unknown: string): Interval | 'all' | 'none' {
  const s = statement.replace(/\s+/g, '');
  if (s === '∅' || s === `${unknown}∈∅`) return 'none';
  if (s === 'ℝ' || s === `${unknown}∈ℝ`) return 'all';
  const interval = new RegExp(`^${unknown}∈([([])(.*)([)\\]])$`).exec(s);
  if (interval) {
    const [low, high] = splitValues(interval[2]!);
    if (low === undefined || high === undefined) throw new NotRead('interval');
    if (/^\+?∞$/.test(high) && !/∞/.test(low))
      return { op: interval[1] === '(' ? '>' : '>=', bound: rational(low) };
    if (/^-∞$/.test(low) && !/∞/.test(high))
      return { op: interval[3] === ')' ? '<' : '<=', bound: rational(high) };
    throw new NotRead('bounded interval');
  }
  const { sides, ops } = splitChain(statement);
  const op = ops[0];
  if (ops.length !== 1 || op === undefined || op === '=') throw new NotRead('not an inequality');
  const [left, right] = sides.map((side) => side.replace(/\s+/g, ''));
  if (left === unknown) return { op, bound: rational(sides[1]!) };
  if (right === unknown) return { op: FLIPPED[op], bound: rational(sides[0]!) };
  // "2x > 8" is a step, not an answer; read it as the inequality it is.
  const poly = toPoly(parseSide(sides[0]!)).sub(toPoly(parseSide(sides[1]!)));
  const solution = intervalOf(poly, op, unknown);
  if (solution === null) throw new NotRead('not linear');
  return solution;
}

function rational(text: string): Rational {
  const v = valueOf(text);
  if (!v.isRational()) throw new NotRead('irrational bound');
  return v.a;
}

/** "x = 6, y = 3", "(x, y) = (6, 3)" (both may be given), or "∅" for no solution. */
function readPair(statements: string[], unknowns: [string, string]): Claim {
  const values = new Map<string, Surd[]>();
  const add = (name: string, text: string) => {
    if (!unknowns.includes(name)) throw new NotRead('other letter');
    values.set(name, [...(values.get(name) ?? []), valueOf(text)]);
  };
  for (const statement of statements) {
    const s = statement.replace(/\s+/g, '');
    if (s === '∅' || s === '{}') {
      if (statements.length > 1) throw new NotRead('none and values');
      return { kind: 'pair', values: 'none' };
    }
    const tuple = /^\(([a-z]),([a-z])\)=\((.*)\)$/.exec(s);
    if (tuple) {
      const parts = splitValues(tuple[3]!);
      if (parts.length !== 2) throw new NotRead('tuple');
      add(tuple[1]!, parts[0]!);
      add(tuple[2]!, parts[1]!);
      continue;
    }
    const { sides, ops } = splitChain(statement);
    const name = sides[0]?.replace(/\s+/g, '') ?? '';
    if (ops.length < 1 || ops.some((op) => op !== '=') || !/^[a-z]$/.test(name)) throw new NotRead('pair');
    for (const side of sides.slice(1)) add(name, side);
  }
  return { kind: 'pair', values };
}

/** Does the claim give exactly the engine's solution? */
export function claimMatches(claim: Claim, task: TaskModel): boolean {
  if (claim.kind === 'value' && task.kind === 'value')
    return claim.values.length > 0 && claim.values.every((v) => v.eq(task.value));
  if (claim.kind === 'expression' && task.kind === 'expression')
    return claim.polys.length > 0 && claim.polys.every((p) => p.sub(task.poly).isZero());
  if (claim.kind === 'roots' && task.kind === 'equation') {
    if (claim.roots === 'all' || task.roots === 'all') return claim.roots === task.roots;
    return sameSurds(claim.roots, task.roots);
  }
  if (claim.kind === 'interval' && task.kind === 'inequality')
    return claim.solutions.length > 0 && claim.solutions.every((s) => sameInterval(s, task.solution));
  if (claim.kind === 'pair' && task.kind === 'system') {
    if (claim.values === 'none' || typeof task.solution === 'string') return claim.values === task.solution;
    const solution = task.solution;
    const values = claim.values;
    return task.unknowns.every((name) => {
      const given = values.get(name) ?? [];
      const right = solution.get(name)!;
      return given.length > 0 && given.every((v) => v.eq(right));
    });
  }
  return false;
}

/**
 * Substitutes the claimed answer back into the task's own tree (evaluate, not the polynomial the
 * solution came from). Returns null when substitution says nothing for this kind of task
 * (a value, an expression, "no solution").
 */
export function substituteBack(claim: Claim, task: TaskModel): boolean | null {
  try {
    return substitute(claim, task);
  } catch {
    return null; // Two different radicals and the like: beyond exact evaluation.
  }
}

function substitute(claim: Claim, task: TaskModel): boolean | null {
  if (task.kind === 'equation' && claim.kind === 'roots' && claim.roots !== 'all' && claim.roots.length > 0)
    return claim.roots.every((root) => holdsAt(task.relation, new Map([[task.unknown, root]])));
  if (task.kind === 'system' && claim.kind === 'pair' && claim.values !== 'none') {
    const env = new Map(
      task.unknowns.map((name) => [name, (claim.values as Map<string, Surd[]>).get(name)![0]!]),
    );
    return task.relations.every((r) => holdsAt(r, env));
  }
  if (task.kind === 'inequality' && claim.kind === 'interval') {
    const first = claim.solutions[0];
    if (!first || typeof first === 'string') return null;
    // The boundary makes both sides equal; a point on the answer's side holds, one across it does not.
    const at = (q: Rational) => new Map([[task.unknown, Surd.rat(q)]]);
    const inside = first.op === '>' || first.op === '>=' ? Rational.ONE : Rational.of(-1);
    const equal = evaluate(task.relation.lhs, at(first.bound)).eq(
      evaluate(task.relation.rhs, at(first.bound)),
    );
    const boundaryHolds =
      holdsAt(task.relation, at(first.bound)) === (first.op === '<=' || first.op === '>=');
    return (
      equal &&
      boundaryHolds &&
      holdsAt(task.relation, at(first.bound.add(inside))) &&
      !holdsAt(task.relation, at(first.bound.sub(inside)))
    );
  }
  return null;
}
