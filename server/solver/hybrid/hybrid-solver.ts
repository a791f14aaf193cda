/**
 * SOLVER=hybrid: the local engine first; the (checked) model only where the engine does not answer
 * confidently. Decisions (docs/architecture.md, "Hybrid mode"):
 *
 * - every task answered by the engine with confidence ≥ minEngineConfidence: the engine's answer,
 *   and no model call;
 * - otherwise (a declined task, a photo the engine read as not maths, a photo it could not read at
 *   all) the model is asked, and its answer has been through the algebra check. The solution with
 *   more checked answers wins, then the one with more answers; on a tie the model's;
 * - "not maths" needs both: the model's verdict stands only when the engine also read text with no
 *   maths in it. When the engine read a maths task it declined, its decline is kept (free for the
 *   user, and it shows what was read); with no engine outcome at all the solve fails (refunded).
 *   The engine's confidence is no measure of "no maths here": a word problem it recognises and
 *   declines scores 0.01;
 * - a failed model call falls back to the engine's outcome; with none, the solve fails (refunded).
 */
import { isAnsweredTask, type MathSolution, type SolutionJson } from '../../../contract/index.js';
import type { SolveRequest, SolverPort } from '../../ports/solver.port.js';
import { markEngineChecked } from '../check/checked-solver.js';

export interface HybridSolverOptions {
  /** The local engine (server/solver/local-solver.ts). */
  engine: SolverPort;
  /** The model, already wrapped in the answer check (server/solver/check/checked-solver.ts). */
  model: SolverPort;
  /** An engine answer below this confidence also asks the model. */
  minEngineConfidence: number;
}

const isMaths = (item: MathSolution) => item.image_is_math_problem === 'yes';
/** Answered with an answer the algebra vouches for: the engine's own, verified, or replaced by the engine's. */
const isChecked = (item: MathSolution) =>
  isAnsweredTask(item) &&
  (item.verification?.status === 'verified' || item.verification?.action === 'replaced');
const count = (solution: SolutionJson, which: (item: MathSolution) => boolean) =>
  solution.math_solutions.filter(which).length;

/** The engine goes first and may use this share of the solve's time; the rest is the model's. */
export const ENGINE_TIME_SHARE = 0.5;

/** The photo as the engine is asked it: with its share of the time left, if the caller said. */
const engineRequest = (request: SolveRequest): SolveRequest =>
  request.timeLeftMs === undefined
    ? request
    : { ...request, timeLeftMs: request.timeLeftMs * ENGINE_TIME_SHARE };

export function createHybridSolver(options: HybridSolverOptions): SolverPort {
  const confident = (solution: SolutionJson) =>
    solution.math_solutions.length > 0 &&
    solution.math_solutions.every(
      (item) => isAnsweredTask(item) && item.confidence_score >= options.minEngineConfidence,
    );

  /** The rules above, for a photo or for typed tasks alike. */
  const decide = async (
    engineSolve: () => Promise<SolutionJson>,
    modelSolve: () => Promise<SolutionJson>,
  ): Promise<SolutionJson> => {
    let engine: SolutionJson | null;
    try {
      const own = await engineSolve();
      engine = { math_solutions: own.math_solutions.map(markEngineChecked) };
    } catch {
      engine = null; // The photo could not be read at all: the model may still read it.
    }
    if (engine && confident(engine)) return engine;

    let model: SolutionJson;
    try {
      model = await modelSolve();
    } catch (error) {
      if (engine) return engine;
      throw error;
    }
    if (!model.math_solutions.some(isMaths)) {
      if (engine && !engine.math_solutions.some(isMaths)) return model;
      if (engine) return engine;
      throw new Error('the model says the photo is not maths, and the engine could not read it to agree');
    }
    if (!engine) return model;
    const [modelChecked, engineChecked] = [count(model, isChecked), count(engine, isChecked)];
    const modelWins =
      modelChecked > engineChecked ||
      (modelChecked === engineChecked && count(model, isAnsweredTask) >= count(engine, isAnsweredTask));
    return modelWins ? model : engine;
  };

  return {
    solve: (request) =>
      decide(
        () => options.engine.solve(engineRequest(request)),
        () => options.model.solve(request),
      ),
    // Typed tasks (no OCR): the engine's text path first, the model where it declines.
    solveText: (request) =>
      decide(
        () => options.engine.solveText(request),
        () => options.model.solveText(request),
      ),
    async close() {
      await Promise.all([options.engine.close(), options.model.close()]);
    },
  };
}
