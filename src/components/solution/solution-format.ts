/** How a solution's fields read on screen: heading, title, confidence, intermediate results. */
import type { SolutionRecord } from '../../../contract/solution.js';
import { sr } from '../../i18n/sr.js';

/** The photo held no maths task at all: the screen shows only 'Nije matematički zadatak'. */
export function isNotMaths(solution: Pick<SolutionRecord, 'solution_jsonb'>): boolean {
  const tasks = solution.solution_jsonb?.math_solutions ?? [];
  return tasks.length > 0 && tasks.every((task) => task.image_is_math_problem === 'no');
}

/** A solution's title in lists: the first maths task's generated title (docs/product.md, history). */
export function solutionTitle(solution: Pick<SolutionRecord, 'solution_jsonb'>): string {
  if (isNotMaths(solution)) return sr.solution.notMath;
  const tasks = solution.solution_jsonb?.math_solutions ?? [];
  const first = tasks.find((task) => task.image_is_math_problem !== 'no');
  const title = first?.problem_title_generated.trim();
  return title ? title : sr.solution.untitled;
}

/** 'Rešenje zadatka', or 'Rešenja zadataka' when the photo held several tasks. */
export function solutionHeading(solution: SolutionRecord): string {
  return (solution.solution_jsonb?.math_solutions.length ?? 0) > 1
    ? sr.solution.titleMany
    : sr.solution.title;
}

/** 0.873 → "87 %" (confidence_score is 0..1). */
export function confidencePercent(score: number): string {
  const clamped = Number.isFinite(score) ? Math.min(Math.max(score, 0), 1) : 0;
  return `${Math.round(clamped * 100)} %`;
}

/** An intermediate result may be bare LaTeX ("3x = 15") or prose with \( \): bare LaTeX is wrapped. */
export function asMath(latex: string): string {
  return /\\\(|\\\[|\$\$/.test(latex) ? latex : `\\(${latex}\\)`;
}
