import { describe, expect, it } from 'vitest';
import { mathSolutionSchema, type MathSolution } from '../../../contract/index.js';
import {
  LINEAR_RIGHT,
  LINEAR_WRONG_ANSWER,
  LINEAR_WRONG_STEP,
  modelTaskJson,
  WORD_PROBLEM,
  type ModelTask,
} from '../../test-support/model-answers.js';
import { checkTask, UNVERIFIED_CONFIDENCE_CAP } from './check-task.js';

const options = { grade: '7th grade of primary school', language: 'srpski' } as const;

/** A model's task as the adapter hands it over: the contract's item and the plain task text. */
function check(task: ModelTask, opts: { grade: string; language: string } = options): MathSolution {
  const { task_text, ...item } = modelTaskJson(task);
  const parsed = mathSolutionSchema.parse({ ...item, problem_latex: item.problem_latex || undefined });
  const checked = checkTask(parsed, task_text || null, opts as typeof options);
  expect(mathSolutionSchema.safeParse(checked).success).toBe(true);
  return checked;
}

describe('the check of one answered task', () => {
  it('verifies a right answer with right steps, and says how', () => {
    const checked = check(LINEAR_RIGHT);
    expect(checked.verification).toEqual({
      status: 'verified',
      checks: ['solution', 'substitution', 'steps'],
      steps_checked: 3,
    });
    expect(checked.final_answer_latex).toBe(LINEAR_RIGHT.finalAnswer);
    expect(checked.confidence_score).toBe(0.95);
  });

  it('never shows a wrong final answer: the engine’s own solution replaces it', () => {
    const checked = check(LINEAR_WRONG_ANSWER);
    expect(checked.verification).toMatchObject({
      status: 'corrected',
      action: 'replaced',
      first_wrong_step: 2,
    });
    expect(checked.final_answer_latex).toBe('\\(x = 5\\)');
    expect(JSON.stringify(checked)).not.toMatch(/x = 7|3x = 21/);
    expect(checked.steps.length).toBeGreaterThan(0);
    expect(checked.outcome).toBeUndefined();
  });

  it('flags a wrong step even when the final answer is right, and rewrites the task', () => {
    const checked = check(LINEAR_WRONG_STEP);
    expect(checked.verification).toMatchObject({
      status: 'flagged',
      action: 'replaced',
      first_wrong_step: 2,
    });
    expect(JSON.stringify(checked.steps)).not.toContain('3x = 25');
  });

  it('declines when the engine gives no solution of its own, keeping the steps up to the wrong one', () => {
    // In grades 1–4 the engine declines a division with a remainder inside a longer expression.
    const task: ModelTask = {
      taskText: '17 : 4 + 1',
      problemLatex: '17 : 4 + 1',
      finalAnswer: '\\(6\\)',
      results: ['17 : 4 = 5', '5 + 1 = 6'],
    };
    const checked = check(task, { grade: '3rd grade of primary school', language: 'english' });
    expect(checked.outcome).toBe('declined');
    expect(checked.verification).toMatchObject({
      status: 'corrected',
      action: 'declined',
      first_wrong_step: 1,
    });
    expect(checked.final_answer_latex).toBe(
      'No answer is given because step 1 did not pass the algebraic check.',
    );
    expect(checked.steps.map((s) => s.step_number)).toEqual([1]);
    // Only the task read is introduced: the model's introduction might have stated its answer.
    expect(checked.introduction_latex).toBe('\\(17 : 4 + 1\\)');
    expect(checked.confidence_score).toBeLessThanOrEqual(0.3);
  });

  it('declines an answer it cannot read when a step is false and the engine gives no solution', () => {
    const task: ModelTask = {
      taskText: '17 : 4 + 1',
      problemLatex: '17 : 4 + 1',
      finalAnswer: 'Rezultat je šest.',
      results: ['17 : 4 = 5'],
    };
    const checked = check(task, { grade: '3rd grade of primary school', language: 'srpski' });
    expect(checked.verification).toMatchObject({
      status: 'flagged',
      action: 'declined',
      first_wrong_step: 1,
    });
  });

  it('cannot check a word problem: Nije provereno, with confidence under 0.5', () => {
    const checked = check(WORD_PROBLEM);
    expect(checked.verification).toEqual({ status: 'unverified', checks: ['steps'], steps_checked: 2 });
    expect(checked.confidence_score).toBeLessThan(0.5);
    expect(checked.confidence_score).toBe(UNVERIFIED_CONFIDENCE_CAP);
    expect(checked.final_answer_latex).toBe(WORD_PROBLEM.finalAnswer);
  });

  it('flags a false calculation in a word problem and declines it', () => {
    const checked = check({ ...WORD_PROBLEM, results: ['5 + 3 = 8', '5 + 8 = 14'], finalAnswer: '14' });
    expect(checked.outcome).toBe('declined');
    expect(checked.verification).toMatchObject({
      status: 'flagged',
      action: 'declined',
      first_wrong_step: 2,
    });
    expect(checked.final_answer_latex).toBe('Odgovor nije dat jer korak 2 nije prošao algebarsku proveru.');
  });

  it('does not trust a task whose LaTeX and plain text disagree', () => {
    const checked = check({ ...LINEAR_RIGHT, taskText: '3x + 5 = 23' });
    expect(checked.verification?.status).toBe('unverified');
    expect(checked.confidence_score).toBeLessThan(0.5);
  });

  it('reads the task from LaTeX alone, and from plain text alone', () => {
    expect(check({ ...LINEAR_RIGHT, taskText: '' }).verification?.status).toBe('verified');
    expect(check({ ...LINEAR_RIGHT, problemLatex: '' }).verification?.status).toBe('verified');
  });

  it('shows the engine’s checked solution when the answer is in words it cannot read', () => {
    const checked = check({ ...LINEAR_RIGHT, finalAnswer: 'Rešenje jednačine je pet.' });
    expect(checked.verification).toEqual({ status: 'verified', checks: ['engine'], action: 'replaced' });
    expect(checked.final_answer_latex).toBe('\\(x = 5\\)');
  });

  it('ignores a verdict the model wrote itself, and leaves not-maths and declined items alone', () => {
    const { task_text: _t, ...item } = modelTaskJson(WORD_PROBLEM);
    const forged = mathSolutionSchema.parse({
      ...item,
      verification: { status: 'verified', checks: ['engine'] },
    });
    expect(checkTask(forged, null, options).verification?.status).toBe('unverified');
    const notMaths = { ...forged, image_is_math_problem: 'no' as const, verification: undefined };
    expect(checkTask(notMaths, null, options)).toEqual(notMaths);
  });
});
