/** How a solution's fields read on screen: heading, confidence, intermediate results. */
import type { SolutionRecord } from '../../../contract/solution.js';
import { sr } from '../../i18n/sr.js';

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
