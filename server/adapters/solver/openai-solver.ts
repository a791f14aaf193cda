/**
 * An OpenAI-compatible vision model as the solver: the photo (or the tasks a pupil typed), grade and
 * language go in, the product's solution JSON comes back through a JSON schema, with each task also
 * as plain text for the answer check (model-answer.ts). Compatible servers honour the schema
 * unevenly, so every answer is validated with the contract; one invalid answer is retried once. The
 * answer is not trusted: server/compose.ts wraps this adapter in the check (server/solver/check/).
 */
import OpenAI from 'openai';
import { gradeLabel, type SolutionJson } from '../../../contract/index.js';
import { sniffImageType } from '../../lib/image-type.js';
import type { SolutionWithTaskTexts, SolveRequest, SolverPort } from '../../ports/solver.port.js';
import { MODEL_ANSWER_JSON_SCHEMA, parseModelAnswer } from './model-answer.js';

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
      ? 'problem_latex: the task exactly as you read it on the photo, in LaTeX without delimiters (e.g. 3x + 5 = 20).'
      : 'problem_latex: the task as you understood it, in LaTeX without delimiters (e.g. 3x + 5 = 20).',
    'task_text: the same task in plain text for a calculator: numbers, one-letter unknowns, + - * / ^ ( ), sqrt(...), %, = < > <= >=; the equations of a system separated by ";" (e.g. "3x + 5 = 20", "x + y = 9; x - y = 3", "2/3 + 1/4", "(a + b)^2"). Use "" for a word problem, geometry or anything that is not such an expression, equation, inequality or system.',
    'final_answer_latex: only the result, e.g. x = 5, or x_1 = 2, x_2 = 3, or (x, y) = (6, 3), or x > 4, or 14.',
    'intermediate_result_latex: only the equation or value that the step arrives at (e.g. 3x = 15), or null; no words. Every equation you write there must be true.',
    photo
      ? 'If the photo is not a maths task, answer one entry with image_is_math_problem "no", no steps and a short explanation. confidence_score is your probability (0..1) that the final answer is right.'
      : 'confidence_score is your probability (0..1) that the final answer is right.',
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

  /** One question to the model; an invalid answer is asked again once, naming what was wrong. */
  const ask = async (
    system: string,
    content: (retryNote: string | null) => OpenAI.Chat.Completions.ChatCompletionContentPart[],
  ): Promise<SolutionWithTaskTexts> => {
    let lastProblem = '';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const completion = await client.chat.completions.create({
        model: options.model,
        temperature: 0,
        response_format: {
          type: 'json_schema',
          json_schema: { name: 'math_solution', strict: true, schema: MODEL_ANSWER_JSON_SCHEMA },
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
      const parsed = parseModelAnswer(completion.choices[0]?.message?.content ?? '');
      if (parsed.ok) return parsed.value;
      lastProblem = parsed.problem;
    }
    throw new Error(`The model gave no valid solution after ${ATTEMPTS} attempts: ${lastProblem}`);
  };

  const solveWithTaskTexts = (request: SolveRequest): Promise<SolutionWithTaskTexts> => {
    const mime = sniffImageType(request.image) ?? 'image/jpeg';
    const imageUrl = `data:${mime};base64,${request.image.toString('base64')}`;
    return ask(buildPrompt(request), (retryNote) => [
      { type: 'text', text: retryNote ?? 'Solve the task on this photo.' },
      { type: 'image_url', image_url: { url: imageUrl } },
    ]);
  };

  return {
    solveWithTaskTexts,
    async solve(request) {
      return (await solveWithTaskTexts(request)).solution;
    },
    async solveText(request): Promise<SolutionJson> {
      const { solution } = await ask(buildPrompt(request, 'typed'), (retryNote) => [
        { type: 'text', text: [retryNote, typedTasksText(request.tasks)].filter(Boolean).join('\n\n') },
      ]);
      // What the pupil typed is what was read, whatever the model echoed.
      return {
        math_solutions: solution.math_solutions.map((task, i) => ({
          ...task,
          problem_latex: request.tasks[i] ?? task.problem_latex,
        })),
      };
    },
    async close() {},
  };
}
