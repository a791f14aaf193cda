/**
 * An OpenAI-compatible vision model as the solver: the photo, grade and language go in, the product's
 * solution JSON comes back through a JSON schema, with each task also as plain text for the answer
 * check (model-answer.ts). Compatible servers honour the schema unevenly, so every answer is
 * validated with the contract; one invalid answer is retried once. The answer is not trusted:
 * server/compose.ts wraps this adapter in the check (server/solver/check/).
 */
import OpenAI from 'openai';
import { gradeLabel } from '../../../contract/index.js';
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

export function buildPrompt(request: Pick<SolveRequest, 'grade' | 'language'>): string {
  return [
    'You solve school maths tasks from a photo, step by step, as a patient teacher.',
    `The pupil is in: ${request.grade} (${gradeLabel(request.grade)}). Pitch the explanation at that level: more detail for younger pupils, concise for university.`,
    `Write every text field (titles, category, difficulty, key concepts, introduction, step descriptions and explanations, final answer words) in this language: ${request.language}.`,
    'Give one entry in math_solutions per task on the photo. Use exact values (fractions, radicals), never rounded decimals when the task is exact. Check the answer by substitution before giving it.',
    'Mathematics is LaTeX for MathJax: inline as \\( ... \\). Never use \\href, \\url, HTML or links.',
    'problem_latex: the task exactly as you read it on the photo, in LaTeX without delimiters (e.g. 3x + 5 = 20).',
    'task_text: the same task in plain text for a calculator: numbers, one-letter unknowns, + - * / ^ ( ), sqrt(...), %, = < > <= >=; the equations of a system separated by ";" (e.g. "3x + 5 = 20", "x + y = 9; x - y = 3", "2/3 + 1/4", "(a + b)^2"). Use "" for a word problem, geometry or anything that is not such an expression, equation, inequality or system.',
    'final_answer_latex: only the result, e.g. x = 5, or x_1 = 2, x_2 = 3, or (x, y) = (6, 3), or x > 4, or 14.',
    'intermediate_result_latex: only the equation or value that the step arrives at (e.g. 3x = 15), or null; no words. Every equation you write there must be true.',
    'If the photo is not a maths task, answer one entry with image_is_math_problem "no", no steps and a short explanation. confidence_score is your probability (0..1) that the final answer is right.',
  ].join('\n');
}

export function createOpenAiSolver(options: OpenAiSolverOptions): SolverPort {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    maxRetries: 1,
    timeout: options.timeoutMs ?? 90_000,
  });

  const solveWithTaskTexts = async (request: SolveRequest): Promise<SolutionWithTaskTexts> => {
    const mime = sniffImageType(request.image) ?? 'image/jpeg';
    const imageUrl = `data:${mime};base64,${request.image.toString('base64')}`;
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
          { role: 'system', content: buildPrompt(request) },
          {
            role: 'user',
            content: [
              {
                type: 'text',
                text: lastProblem
                  ? `Your previous answer was invalid (${lastProblem}). Answer again with valid JSON only.`
                  : 'Solve the task on this photo.',
              },
              { type: 'image_url', image_url: { url: imageUrl } },
            ],
          },
        ],
      });
      const content = completion.choices[0]?.message?.content ?? '';
      const parsed = parseModelAnswer(content);
      if (parsed.ok) return parsed.value;
      lastProblem = parsed.problem;
    }
    throw new Error(`The model gave no valid solution after ${ATTEMPTS} attempts: ${lastProblem}`);
  };

  return {
    solveWithTaskTexts,
    async solve(request) {
      return (await solveWithTaskTexts(request)).solution;
    },
    async close() {},
  };
}
