import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solutionSaying } from '../../modules/solve/solve.test-solvers.js';
import { LINEAR_RIGHT, modelAnswer, WORD_PROBLEM } from '../../test-support/model-answers.js';
import { createOpenAiSolver } from './openai-solver.js';

/** A local stand-in that speaks the chat-completions protocol; each test scripts its answers. */
let fake: FastifyInstance;
let baseURL: string;
let answers: Array<{ content?: string; delayMs?: number; status?: number }>;
const received: Array<{ auth?: string; body: Record<string, unknown> }> = [];

beforeAll(async () => {
  fake = Fastify({ bodyLimit: 20 * 1024 * 1024, forceCloseConnections: true });
  fake.post('/v1/chat/completions', async (request, reply) => {
    received.push({ auth: request.headers.authorization, body: request.body as Record<string, unknown> });
    const answer = answers.shift() ?? { status: 500 };
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (answer.status) return reply.code(answer.status).send({ error: { message: 'scripted failure' } });
    return {
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'fake-vision',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content: answer.content } }],
    };
  });
  baseURL = `${await fake.listen({ port: 0, host: '127.0.0.1' })}/v1`;
});
afterAll(() => fake.close());
beforeEach(() => {
  answers = [];
  received.length = 0;
});

const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
const solver = (timeoutMs = 5_000) =>
  createOpenAiSolver({ baseURL, apiKey: 'sk-local', model: 'fake-vision', timeoutMs });

describe('OpenAI-compatible solver', () => {
  it('sends the photo, grade and language with a JSON schema and returns the validated solution', async () => {
    answers.push({ content: JSON.stringify(solutionSaying('x = 5')) });
    const result = await solver().solve({
      image: photo,
      grade: '7th grade of primary school',
      language: 'german',
    });
    expect(result.math_solutions[0]?.final_answer_latex).toBe('x = 5');
    const body = received[0]!.body as {
      model: string;
      response_format: { type: string; json_schema: { strict: boolean } };
      messages: Array<{ content: unknown }>;
    };
    expect(received[0]!.auth).toBe('Bearer sk-local');
    expect(body.model).toBe('fake-vision');
    expect(body.response_format.type).toBe('json_schema');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(JSON.stringify(body.messages[0])).toContain('german');
    expect(JSON.stringify(body.messages[0])).toContain('7th grade of primary school');
    expect(JSON.stringify(body.messages[1])).toContain(`data:image/jpeg;base64,${photo.toString('base64')}`);
  });

  it('asks for each task as LaTeX and as plain text, and hands the plain text to the check', async () => {
    const answer = JSON.parse(modelAnswer(LINEAR_RIGHT, WORD_PROBLEM));
    // What a model might add on its own is not taken: the verdict is the checker's.
    answer.math_solutions[0].verification = { status: 'verified', checks: ['engine'] };
    answer.math_solutions[1].steps[0].intermediate_result_latex = null;
    answers.push({ content: JSON.stringify(answer) });
    const result = await solver().solveWithTaskTexts!({
      image: photo,
      grade: 'Faculty',
      language: 'english',
    });
    expect(result.taskTexts).toEqual(['3x + 5 = 20', null]);
    expect(result.solution.math_solutions[0]?.problem_latex).toBe('3x + 5 = 20');
    expect(result.solution.math_solutions[0]?.verification).toBeUndefined();
    expect(result.solution.math_solutions[1]?.steps[0]).not.toHaveProperty('intermediate_result_latex');
    const schema = JSON.stringify(
      (received[0]!.body as { response_format: { json_schema: { schema: unknown } } }).response_format
        .json_schema.schema,
    );
    expect(schema).toContain('"task_text"');
    expect(schema).toContain('"problem_latex"');
    expect(schema).not.toContain('"verification"');
    expect(JSON.stringify(received[0]!.body)).toContain('task_text: the same task in plain text');
  });

  it('retries once after an invalid answer, telling the model what was wrong', async () => {
    answers.push(
      { content: '{"math_solutions": [{"oops": 1}]}' },
      { content: '```json\n' + JSON.stringify(solutionSaying('x = 2')) + '\n```' },
    );
    const result = await solver().solve({ image: photo, grade: 'Faculty', language: 'english' });
    expect(result.math_solutions[0]?.final_answer_latex).toBe('x = 2');
    expect(received).toHaveLength(2);
    expect(JSON.stringify(received[1]!.body)).toContain('previous answer was invalid');
  });

  it('gives up with an error after two garbage answers', async () => {
    answers.push({ content: 'I think the answer is 5!' }, { content: '<html>nope</html>' });
    await expect(solver().solve({ image: photo, grade: 'Faculty', language: 'english' })).rejects.toThrow(
      /no valid solution/,
    );
  });

  it('fails when the server is too slow instead of hanging', async () => {
    answers.push(
      { delayMs: 1_500, content: JSON.stringify(solutionSaying('x')) },
      { delayMs: 1_500, content: JSON.stringify(solutionSaying('x')) },
    );
    const started = Date.now();
    await expect(
      solver(300).solve({ image: photo, grade: 'Faculty', language: 'english' }),
    ).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(1_400 * 2);
  });
});

describe('typed tasks', () => {
  it('sends the tasks as text with no photo and keeps what the pupil typed as the task read', async () => {
    const answer = solutionSaying('x = 4');
    answers.push({ content: JSON.stringify(answer) });
    const result = await solver().solveText({
      tasks: ['2x + 3 = 11'],
      grade: '5th grade of primary school',
      language: 'srpski',
    });
    expect(result.math_solutions[0]?.final_answer_latex).toBe('x = 4');
    // What the pupil typed is what was read, whatever the model echoed.
    expect(result.math_solutions[0]?.problem_latex).toBe('2x + 3 = 11');
    const body = received[0]!.body as { messages: Array<{ content: unknown }> };
    const system = JSON.stringify(body.messages[0]);
    expect(system).toContain('typed');
    expect(system).toContain('5th grade of primary school');
    expect(system).not.toContain('from a photo');
    const user = JSON.stringify(body.messages[1]);
    expect(user).toContain('1. 2x + 3 = 11');
    expect(user).not.toContain('image_url');
  });
});

describe('a solve through the API when the model answers garbage', () => {
  it('fails the solution and refunds the credits', async () => {
    const { createTestApp } = await import('../../test-support/test-app.js');
    const { photoOfText, solveCalls } = await import('../../test-support/solve-flow.js');
    const t = await createTestApp({
      worker: true,
      env: {
        SOLVER: 'openai',
        OPENAI_BASE_URL: baseURL,
        OPENAI_API_KEY: 'sk-local',
        OPENAI_MODEL: 'fake-vision',
        SOLVE_WAIT_SECONDS: '20',
      },
    });
    try {
      answers.push({ content: 'Sorry, I cannot help with that.' }, { content: '{"math_solutions": "no"}' });
      const api = solveCalls(t.app, (await t.signUp()).authorization);
      const id = await api.uploaded(await photoOfText('3x + 5 = 20'));
      expect((await api.solve(id)).json()).toEqual({ status: 'FAILED' });
      expect(received).toHaveLength(2);
      expect(await api.credits()).toBe(500);
    } finally {
      await t.close();
    }
  });
});
