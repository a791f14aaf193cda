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

export function buildPrompt(request: Pick<SolveRequest, 'grade' | 'language'>): string {
  return [
    'You solve school maths tasks from a photo, step by step, as a patient teacher.',
    `The pupil is in: ${request.grade} (${gradeLabel(request.grade)}). Pitch the explanation at that level: more detail for younger pupils, concise for university.`,
    `Write every text field (titles, category, difficulty, key concepts, introduction, step descriptions and explanations, final answer words) in this language: ${request.language}.`,
    'Give one entry in math_solutions per task on the photo. Use exact values (fractions, radicals), never rounded decimals when the task is exact. Check the answer by substitution before giving it.',
    'Mathematics is LaTeX for MathJax: inline as \\( ... \\). Never use \\href, \\url, HTML or links.',
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
  const schema = z.toJSONSchema(solutionJsonSchema, { target: 'draft-7' });

  return {
    async solve(request): Promise<SolutionJson> {
      const mime = sniffImageType(request.image) ?? 'image/jpeg';
      const imageUrl = `data:${mime};base64,${request.image.toString('base64')}`;
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
        const parsed = parseSolution(content);
        if (parsed.ok) return parsed.value;
        lastProblem = parsed.problem;
      }
      throw new Error(`The model gave no valid solution after ${ATTEMPTS} attempts: ${lastProblem}`);
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
