/** What a solver needs to write steps: the language's templates, number format and the pupil's level. */
import type { Step } from '../../../contract/index.js';
import type { Fmt } from './latex.js';
import type { Concept, Messages, StepText } from './i18n/messages.js';

export interface Ctx {
  m: Messages;
  fmt: Fmt;
  /** gradeLevel(): 1..13. */
  level: number;
  /** Show numbers as decimals (the task was written with decimals). */
  dec: boolean;
  steps: Step[];
  concepts: Set<Concept>;
}

/** Inline math inside prose. */
export function ilm(tex: string): string {
  return `\\(${tex}\\)`;
}

/** Younger pupils (up to 8th grade) get the extra sentence; high school and Faculty get it concise. */
export function addStep(ctx: Ctx, t: StepText, result?: string, extraWhy?: string): void {
  const parts = [t.why];
  if (extraWhy) parts.push(extraWhy);
  if (t.more && ctx.level <= 8) parts.push(t.more);
  const step: Step = {
    step_number: ctx.steps.length + 1,
    description_latex: t.what,
    explanation_latex: parts.join(' '),
  };
  if (result !== undefined) step.intermediate_result_latex = result;
  ctx.steps.push(step);
}
