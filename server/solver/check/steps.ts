/**
 * Checks the result of each step (intermediate_result_latex) against the task:
 * - a statement between numbers ("20 - 5 = 15", "2 \cdot 5 - 3 = 7, 7 > 5") must be true;
 * - a step of an equation must keep its solution set ("3x = 15" for 3x + 5 = 20; a step may name
 *   only some roots of a quadratic, "x - 2 = 0", as when the cases are split);
 * - a step of an inequality must keep its solution ("2x > 8");
 * - a step of a system must hold at the system's solution ("x = -y + 9");
 * - a step of a calculation or simplification must keep the value: equal sides, and the last step's
 *   lone result equal to the task's value (earlier lone results may be partial, "3 · 4" → "12").
 * A step with words, other letters (D = b² − 4ac), or notation beyond school algebra is not checked.
 */
import type { Step } from '../../../contract/index.js';
import { expandPlusMinus, parseSide, splitChain } from './answer.js';
import { evaluate, toPoly, variables, type Node, type RelOp, type Surd } from './engine-surface.js';
import { latexToPlain, splitStatements } from './latex-text.js';
import {
  holds,
  holdsAt,
  intervalOf,
  rootsOf,
  sameInterval,
  sameSurds,
  unknownsOf,
  type TaskModel,
} from './task-model.js';

export interface StepsVerdict {
  /** Steps with at least one statement checked. */
  checked: number;
  /** The step_number of the first step that does not hold, if any. */
  firstWrong: number | null;
}

type Verdict = 'holds' | 'wrong' | 'unchecked';

export function checkSteps(steps: readonly Step[], task: TaskModel | null): StepsVerdict {
  let checked = 0;
  for (const [index, step] of steps.entries()) {
    if (!step.intermediate_result_latex) continue;
    const verdict = checkStep(step.intermediate_result_latex, task, index === steps.length - 1);
    if (verdict === 'wrong') return { checked: checked + 1, firstWrong: step.step_number };
    if (verdict === 'holds') checked++;
  }
  return { checked, firstWrong: null };
}

interface Pair {
  l: Node;
  op: RelOp;
  r: Node;
}

/** One step's result. `task` null: only statements between numbers are checked. */
export function checkStep(latex: string, task: TaskModel | null, last: boolean): Verdict {
  const plain = latexToPlain(latex);
  if (plain === null) return 'unchecked';
  const unknowns = task ? unknownsOf(task) : [];
  const numeric: Pair[] = [];
  const withUnknowns: Pair[] = [];
  const lone: Node[] = [];
  let otherLetters = false;
  for (const statement of splitStatements(plain).flatMap(expandPlusMinus)) {
    let nodes: Node[];
    const { sides, ops } = splitChain(statement);
    try {
      nodes = sides.map(parseSide);
    } catch {
      continue;
    }
    const letters = new Set(nodes.flatMap((n) => [...variables(n)]));
    if ([...letters].some((v) => !unknowns.includes(v))) otherLetters = true;
    if (ops.length === 0) lone.push(nodes[0]!);
    ops.forEach((op, i) => {
      const pair = { l: nodes[i]!, op, r: nodes[i + 1]! };
      const names = new Set([...variables(pair.l), ...variables(pair.r)]);
      if (names.size === 0) numeric.push(pair);
      else withUnknowns.push(pair);
    });
  }
  const verdicts: Verdict[] = numeric.map(numericPair);
  // A step naming other letters (coefficients a, b, c; D) says nothing checkable about the unknowns.
  if (task && !otherLetters) {
    verdicts.push(...unknownPairs(withUnknowns, task));
    if (last && (task.kind === 'value' || task.kind === 'expression'))
      verdicts.push(...lone.map((node) => sameValue(node, task)));
  }
  if (verdicts.includes('wrong')) return 'wrong';
  return verdicts.includes('holds') ? 'holds' : 'unchecked';
}

function numericPair(pair: Pair): Verdict {
  try {
    return holds(evaluate(pair.l), pair.op, evaluate(pair.r)) ? 'holds' : 'wrong';
  } catch {
    // Two different radicals, division by zero: beyond this check.
    return 'unchecked';
  }
}

function safely(check: () => Verdict): Verdict {
  try {
    return check();
  } catch {
    return 'unchecked';
  }
}

function sameValue(node: Node, task: TaskModel): Verdict {
  return safely(() => {
    if (task.kind === 'value') return evaluate(node).eq(task.value) ? 'holds' : 'wrong';
    if (task.kind === 'expression') return toPoly(node).sub(task.poly).isZero() ? 'holds' : 'wrong';
    return 'unchecked';
  });
}

function unknownPairs(pairs: Pair[], task: TaskModel): Verdict[] {
  switch (task.kind) {
    case 'value':
      return [];
    case 'expression':
      return pairs.map((p) =>
        safely(() =>
          p.op !== '=' ? 'unchecked' : toPoly(p.l).sub(toPoly(p.r)).isZero() ? 'holds' : 'wrong',
        ),
      );
    case 'system': {
      const solution = task.solution;
      if (typeof solution === 'string') return [];
      return pairs.map((p) =>
        safely(() => (holdsAt({ lhs: p.l, op: p.op, rhs: p.r }, solution) ? 'holds' : 'wrong')),
      );
    }
    case 'inequality':
      return pairs.map((p) =>
        safely(() => {
          if (p.op === '=') return 'unchecked';
          const solution = intervalOf(toPoly(p.l).sub(toPoly(p.r)), p.op, task.unknown);
          if (solution === null) return 'unchecked';
          return sameInterval(solution, task.solution) ? 'holds' : 'wrong';
        }),
      );
    case 'equation':
      return equationPairs(pairs, task);
  }
}

/** "x = value" (or "value = x"): the value, exactly. */
function namedRoot(p: Pair, unknown: string): Surd[] | null {
  const [name, value] = p.l.k === 'var' ? [p.l, p.r] : [p.r, p.l];
  if (name.k !== 'var' || name.name !== unknown || variables(value).size > 0) return null;
  try {
    return [evaluate(value)];
  } catch {
    return null;
  }
}

/** The union of the step's equations' roots must be the task's roots, or a part of two roots. */
function equationPairs(pairs: Pair[], task: Extract<TaskModel, { kind: 'equation' }>): Verdict[] {
  const union: Surd[] = [];
  let all = false;
  let any = false;
  for (const p of pairs) {
    if (p.op !== '=') continue;
    let roots: Surd[] | 'all' | null;
    try {
      roots = rootsOf(toPoly(p.l).sub(toPoly(p.r)), task.unknown);
    } catch {
      roots = namedRoot(p, task.unknown); // "x = 1 + √2": no polynomial with rational coefficients
    }
    if (roots === null) continue;
    any = true;
    if (roots === 'all') all = true;
    else union.push(...roots);
  }
  if (!any) return [];
  if (task.roots === 'all' || all)
    return [task.roots === 'all' && all && union.length === 0 ? 'holds' : 'wrong'];
  const taskRoots = task.roots;
  if (sameSurds(union, taskRoots)) return ['holds'];
  const part = union.length > 0 && taskRoots.length > 1 && union.every((r) => taskRoots.some((t) => t.eq(r)));
  return [part ? 'holds' : 'wrong'];
}
