/**
 * Everything the answer checker takes from the local engine (server/solver/engine/), in one place:
 * the engine is developed on its own, so the checker depends only on these entry points.
 *
 * - normalizeTask, parseTask: plain task text → the engine's expression trees (the same reading
 *   the engine gives a photo's text);
 * - evaluate, Surd, Rational: exact values, including quadratic roots a + b√r;
 * - toPoly, Poly: polynomial forms, to solve an equation exactly and compare expressions;
 * - variables: the unknowns of a tree;
 * - solveTaskText: the engine's own step-by-step solution, shown instead of a wrong answer.
 */
export { variables, type Node, type Relation, type RelOp } from '../engine/ast.js';
export { evaluate } from '../engine/evaluate.js';
export { solveTaskText } from '../engine/index.js';
export { normalizeTask } from '../engine/normalize.js';
export { parseTask } from '../engine/parse.js';
export { Poly, toPoly } from '../engine/poly.js';
export { Rational } from '../engine/rational.js';
export { Surd } from '../engine/surd.js';
