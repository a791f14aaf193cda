/** The tasks the correction editor starts with: each maths task as it was read, as LaTeX the editor can change. */
import { readAsWords, type SolutionRecord } from '../../../contract/solution.js';

/**
 * What could not be parsed is shown as `\text{x = = 2}` (the engine's sanitised reading): in the
 * editor that is maths to fix, not a text box, so the `\text{}` wrapper goes.
 */
export function editableLatex(problemLatex: string): string {
  const words = readAsWords(problemLatex);
  return words === undefined ? problemLatex : words.trim();
}

/** One entry per maths task (empty when nothing was read); one empty task for a photo that is not maths. */
export function editableTasks(solution: Pick<SolutionRecord, 'solution_jsonb'>): string[] {
  const tasks = (solution.solution_jsonb?.math_solutions ?? []).filter(
    (task) => task.image_is_math_problem === 'yes',
  );
  const read = tasks.map((task) => editableLatex(task.problem_latex ?? ''));
  return read.length > 0 ? read : [''];
}
