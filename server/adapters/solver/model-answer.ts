/**
 * What a vision model is asked to answer, and how its answer is read. The model fills the product's
 * solution fields plus, per task, the recognised task twice: `problem_latex` (shown to the pupil)
 * and `task_text`, the same task in the local engine's plain syntax, so the answer check
 * (server/solver/check/) can solve it itself.
 *
 * The JSON schema sent is strict-mode shaped (every property required, "none" as null or ""),
 * as OpenAI's structured outputs demand; the answer is read leniently where the product loses
 * nothing (a missing task_text makes the task unverifiable, not the answer invalid), and strictly
 * against the contract everywhere else.
 */
import { z } from 'zod';
import { mathSolutionSchema, solutionJsonSchema, stepSchema } from '../../../contract/index.js';
import type { SolutionWithTaskTexts } from '../../ports/solver.port.js';

const TASK_TEXT_MAX = 2_000;

/** The schema the model answers in (response_format). */
const modelStepSchema = stepSchema.extend({ intermediate_result_latex: z.string().max(20_000).nullable() });
const modelTaskSchema = mathSolutionSchema
  .omit({ outcome: true, verification: true, problem_latex: true })
  .extend({
    steps: z.array(modelStepSchema).max(100),
    problem_latex: z.string().max(20_000),
    task_text: z.string().max(TASK_TEXT_MAX),
  });
const modelAnswerSchema = z.object({ math_solutions: z.array(modelTaskSchema).max(20) });

export const MODEL_ANSWER_JSON_SCHEMA = z.toJSONSchema(modelAnswerSchema, { target: 'draft-7' });

/** What is accepted back: the contract, with the model's extra field and its "none" spellings. */
const answerItemSchema = z.looseObject({ task_text: z.string().max(TASK_TEXT_MAX).nullish() });
const answerSchema = z.object({ math_solutions: z.array(answerItemSchema).max(20) });

export type ParsedAnswer = { ok: true; value: SolutionWithTaskTexts } | { ok: false; problem: string };

export function parseModelAnswer(content: string): ParsedAnswer {
  // Some servers wrap JSON in a Markdown fence despite the schema.
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/```$/, '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  const withTexts = answerSchema.safeParse(json);
  if (!withTexts.success) return { ok: false, problem: describe(withTexts.error) };
  // The verdict is the checker's alone (server/solver/check/check-task.ts).
  const items = withTexts.data.math_solutions.map(
    ({ task_text: _text, verification: _verdict, problem_latex: problem, ...item }) => ({
      ...item,
      // "No value" as the strict schema spells it ("" or null) is no value.
      ...(problem === '' || problem === null ? {} : { problem_latex: problem }),
      steps: Array.isArray(item.steps) ? item.steps.map(withoutNullResult) : item.steps,
    }),
  );
  const solution = solutionJsonSchema.safeParse({ math_solutions: items });
  if (!solution.success) return { ok: false, problem: describe(solution.error) };
  return {
    ok: true,
    value: {
      solution: solution.data,
      taskTexts: withTexts.data.math_solutions.map((item) => item.task_text?.trim() || null),
    },
  };
}

/** A step whose result the model gave as null has none. */
function withoutNullResult(step: unknown): unknown {
  if (!step || typeof step !== 'object') return step;
  const { intermediate_result_latex: result, ...rest } = step as Record<string, unknown>;
  return result === null ? rest : step;
}

function describe(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.')}: ${i.message}`)
    .join('; ');
}
