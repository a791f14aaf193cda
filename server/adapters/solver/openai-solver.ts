/**
 * An OpenAI-compatible vision model as the solver: the photo, grade and language go in, the product's
 * solution JSON comes back through a JSON schema. Compatible servers honour the schema unevenly,
 * so every answer is validated with the contract; one invalid answer is retried once.
 */
import OpenAI from 'openai';
import { z } from 'zod';
import { gradeLabel, solutionJsonSchema, type SolutionJson } from '../../../contract/index.js';
import { sniffImageType } from '../../lib/image-type.js';
import type { SolveRequest, SolverPort } from '../../ports/solver.port.js';

export interface OpenAiSolverOptions {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs?: number;
}

const ATTEMPTS = 2;

/** The system prompt: a photo of tasks, or tasks a pupil typed (LaTeX or plain text) with no photo. */
export function buildPrompt(
  request: Pick<SolveRequest, 'grade' | 'language'>,
  source: 'photo' | 'typed' = 'photo',
): string {
  const photo = source === 'photo';
  return [
    `You solve school maths tasks ${photo ? 'from a photo' : 'that a pupil typed'}, step by step, as a patient teacher.`,
    `The pupil is in: ${request.grade} (${gradeLabel(request.grade)}). Pitch the explanation at that level: more detail for younger pupils, concise for university.`,
    `Write every text field (titles, category, difficulty, key concepts, introduction, step descriptions and explanations, final answer words) in this language: ${request.language}.`,
    `Give one entry in math_solutions per ${photo ? 'task on the photo' : 'typed task, in order'}. Use exact values (fractions, radicals), never rounded decimals when the task is exact. Check the answer by substitution before giving it.`,
    'Mathematics is LaTeX for MathJax: inline as \\( ... \\). Never use \\href, \\url, HTML or links.',
    photo
      ? 'If the photo is not a maths task, answer one entry with image_is_math_problem "no", no steps and a short explanation.'
      : 'Set problem_latex of each entry to its task as bare LaTeX (no \\( \\) delimiters), as you understood it.',
    'confidence_score is your probability (0..1) that the final answer is right.',
  ].join('\n');
}

const typedTasksText = (tasks: string[]) =>
  ['Solve these typed tasks:', ...tasks.map((task, i) => `${i + 1}. ${task}`)].join('\n');

export function createOpenAiSolver(options: OpenAiSolverOptions): SolverPort {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 1,
    timeout: options.timeoutMs ?? 90_000,
  });
  const schema = z.toJSONSchema(solutionJsonSchema, { target: 'draft-7' });

  /** One question to the model; an invalid answer is asked again once, naming what was wrong. */
  const ask = async (
    system: string,
    content: (retryNote: string | null) => OpenAI.Chat.Completions.ChatCompletionContentPart[],
  ): Promise<SolutionJson> => {
    let lastProblem = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const completion = await client.chat.completions.create({
        model: options.model,
        temperature: 0,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'math_solution', strict: true, schema: schema },
        },
        messages: [
          { role: 'system', content: system },
          {
            role: 'user',
            content: content(
              lastProblem
                ? `Your previous answer was invalid (${lastProblem}). Answer again with valid JSON only.`
                : null,
            ),
          },
        ],
      });
      const answer = completion.choices[0]?.message?.content ?? '';
      const parsed = parseSolution(answer);
      if (parsed.ok) return parsed.value;
      lastProblem = parsed.problem;
    }
    throw new Error(`The model gave no valid solution after ${ATTEMPTS} attempts: ${lastProblem}`);
  };

  return {
    async solve(request): Promise<SolutionJson> {
      const mime = sniffImageType(request.image) ?? 'image/jpeg';
      const imageUrl = `data:${mime};base64,${request.image.toString('base64')}`;
      return ask(buildPrompt(request), (retryNote) => [
        { type: 'text', text: retryNote ?? 'Solve the task on this photo.' },
        { type: 'image_url', image_url: { url: imageUrl } },
      ]);
    },
    async solveText(request): Promise<SolutionJson> {
      const solution = await ask(buildPrompt(request, 'typed'), (retryNote) => [
        { type: 'text', text: [retryNote, typedTasksText(request.tasks)].filter(Boolean).join('\n\n') },
      ]);
      // What the pupil typed is what was read, whatever the model echoed.
      return {
        math_solutions: solution.math_solutions.map((task, i) => ({
          ...task,
          problem_latex: task.problem_latex || request.tasks[i],
        })),
      };
    },
    async close() {},
  };
}

function parseSolution(content: string): { ok: true; value: SolutionJson } | { ok: false; problem: string } {
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
  const result = solutionJsonSchema.safeParse(json);
  return result.success
    ? { ok: true, value: result.data }
    : {
        ok: false,
        problem: result.error.issues
          .slice(0, 3)
          .map((i) => `${i.path.join('.')}: ${i.message}`)
          .join('; '),
      };
}
