/**
 * The verdict on one answered task of a solver that is not the local engine (docs/architecture.md,
 * "Checked answers"):
 *
 * - verified: the shown final answer equals the engine's exact solution of the recognised task,
 *   holds when substituted back, and every checkable step holds;
 * - corrected: the final answer is wrong; the engine's own solution replaces it, or the task is
 *   declined when the engine gives none (a wrong answer is never shown as the answer);
 * - flagged: a step does not hold; replaced by the engine's solution, or declined showing the
 *   steps up to the wrong one, which the view marks;
 * - unverified: the task is outside the engine (a word problem, geometry) or its answer cannot be
 *   read; confidence_score is capped below 0.5.
 * An answer in a form the checker cannot read, to a task the engine solves, is replaced by the
 * engine's checked solution (verified, action "replaced").
 */
import type { Grade, Language, MathSolution, Verification } from '../../../contract/index.js';
import { claimMatches, readAnswer, substituteBack } from './answer.js';
import { DECLINE_TEXTS } from './decline-texts.js';
import { solveTaskText } from './engine-surface.js';
import { latexToPlain } from './latex-text.js';
import { checkSteps } from './steps.js';
import { readTask, sameTask, type TaskModel } from './task-model.js';

export interface CheckOptions {
  grade: Grade;
  language: Language;
}

/** An answer nobody could check is shown with less than even odds. */
export const UNVERIFIED_CONFIDENCE_CAP = 0.49;
/** As the engine's declines (CONFIDENCE.declineCap in server/solver/engine/confidence.ts). */
export const DECLINED_CONFIDENCE_CAP = 0.3;

interface Reading {
  task: TaskModel;
  /** The task in the engine's syntax, for the engine's own solution. */
  text: string;
}

/** The recognised task, from the shown LaTeX and the model's plain text; null when not checkable. */
function readRecognisedTask(item: MathSolution, taskText: string | null): Reading | 'inconsistent' | null {
  const latexText = item.problem_latex ? latexToPlain(item.problem_latex) : null;
  const fromLatex = latexText ? readTask(latexText) : null;
  const fromText = taskText?.trim() ? readTask(taskText) : null;
  // The task shown to the pupil and the one in plain text must be the same task.
  if (fromLatex && fromText && !sameTask(fromLatex, fromText)) return 'inconsistent';
  if (fromText && taskText) return { task: fromLatex ?? fromText, text: taskText };
  if (fromLatex && latexText) return { task: fromLatex, text: latexText };
  return null;
}

/** The engine's own solution of the task, when it solves it and agrees with the exact answer. */
function engineSolution(reading: Reading, options: CheckOptions): MathSolution | null {
  const { solution, diagnostics } = solveTaskText(reading.text, options, 100);
  if (diagnostics.outcome !== 'solved' || solution.outcome === 'declined') return null;
  const claim = readAnswer(solution.final_answer_latex, reading.task);
  if (claim && !claimMatches(claim, reading.task)) return null;
  return solution;
}

export function checkTask(given: MathSolution, taskText: string | null, options: CheckOptions): MathSolution {
  // A verdict is only ever the checker's own.
  const { verification: _ignored, ...item } = given;
  if (item.image_is_math_problem === 'no' || item.outcome === 'declined') return item;

  const unverified = (checks: Verification['checks'] = [], stepsChecked = 0): MathSolution => ({
    ...item,
    confidence_score: Math.min(item.confidence_score, UNVERIFIED_CONFIDENCE_CAP),
    verification: { status: 'unverified', checks, ...(stepsChecked ? { steps_checked: stepsChecked } : {}) },
  });
  const decline = (
    status: 'corrected' | 'flagged',
    firstWrong: number | null,
    checks: Verification['checks'] = ['solution'],
  ): MathSolution => ({
    ...item,
    // The model's introduction may state its answer: only the task it read is shown.
    introduction_latex: item.problem_latex ? `\\(${item.problem_latex}\\)` : '',
    // The steps up to the wrong one stay, so the view can show where it went wrong.
    steps: firstWrong === null ? [] : item.steps.filter((s) => s.step_number <= firstWrong),
    final_answer_latex:
      firstWrong === null
        ? DECLINE_TEXTS[options.language].answer
        : DECLINE_TEXTS[options.language].step(firstWrong),
    outcome: 'declined',
    confidence_score: Math.min(item.confidence_score, DECLINED_CONFIDENCE_CAP),
    verification: {
      status,
      checks,
      action: 'declined',
      ...(firstWrong === null ? {} : { first_wrong_step: firstWrong }),
    },
  });
  const replace = (engine: MathSolution, verification: Verification): MathSolution => ({
    ...engine,
    ...(item.problem_latex ? { problem_latex: item.problem_latex } : {}),
    confidence_score: Math.min(engine.confidence_score, item.confidence_score),
    verification,
  });

  const reading = readRecognisedTask(item, taskText);
  if (reading === null || reading === 'inconsistent') {
    // Beyond the engine: still, a false statement between numbers in a step is a wrong step.
    const steps = checkSteps(item.steps, null);
    if (steps.firstWrong !== null) return decline('flagged', steps.firstWrong, ['steps']);
    return unverified(steps.checked ? ['steps'] : [], steps.checked);
  }
  const { task } = reading;
  const engine = () => engineSolution(reading, options);

  const claim = readAnswer(item.final_answer_latex, task);
  const steps = checkSteps(item.steps, task);
  if (claim === null) {
    const own = engine();
    if (own) return replace(own, { status: 'verified', checks: ['engine'], action: 'replaced' });
    if (steps.firstWrong !== null) return decline('flagged', steps.firstWrong, ['steps']);
    return unverified(steps.checked ? ['steps'] : [], steps.checked);
  }
  const firstWrong = steps.firstWrong === null ? {} : { first_wrong_step: steps.firstWrong };
  if (!claimMatches(claim, task) || substituteBack(claim, task) === false) {
    const own = engine();
    return own
      ? replace(own, {
          status: 'corrected',
          checks: ['solution', 'engine'],
          action: 'replaced',
          ...firstWrong,
        })
      : decline('corrected', steps.firstWrong);
  }
  if (steps.firstWrong !== null) {
    const own = engine();
    return own
      ? replace(own, {
          status: 'flagged',
          checks: ['solution', 'steps', 'engine'],
          action: 'replaced',
          ...firstWrong,
        })
      : decline('flagged', steps.firstWrong, ['solution', 'steps']);
  }
  const substituted = substituteBack(claim, task) === true;
  return {
    ...item,
    verification: {
      status: 'verified',
      checks: [
        'solution',
        ...(substituted ? (['substitution'] as const) : []),
        ...(steps.checked ? (['steps'] as const) : []),
      ],
      ...(steps.checked ? { steps_checked: steps.checked } : {}),
    },
  };
}
