/**
 * The AI solver end to end (SOLVER=openai): a local fake chat-completions server answers as
 * scripted, every answer passes the algebra check, and the verdict is stored with the solution.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { solutionRecordSchema, type MathSolution } from '../../../contract/index.js';
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../test-support/fake-chat-completions.js';
import {
  LINEAR_RIGHT,
  LINEAR_WRONG_ANSWER,
  LINEAR_WRONG_STEP,
  modelAnswer,
  WORD_PROBLEM,
} from '../../test-support/model-answers.js';
import { photoOfText, solveCalls } from '../../test-support/solve-flow.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let fake: FakeChatCompletions;
let t: TestApp;
let api: ReturnType<typeof solveCalls>;
let photo: Buffer;

const modelEnv = () => ({
  SOLVER: 'openai',
  OPENAI_BASE_URL: fake.url,
  OPENAI_API_KEY: 'sk-local',
  OPENAI_MODEL: 'fake-vision',
  SOLVE_WAIT_SECONDS: '30',
});

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  t = await createTestApp({ worker: true, env: modelEnv() });
  api = solveCalls(t.app, (await t.signUp()).authorization);
  photo = await photoOfText('3x + 5 = 20');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

/** Solves one photo with the model's scripted answer; the stored task and the credits after. */
async function solveWith(content: string): Promise<{ task: MathSolution; paid: number }> {
  fake.script({ content });
  const before = await api.credits();
  const id = await api.uploaded(photo);
  expect((await api.solve(id)).json()).toEqual({ status: 'COMPLETED' });
  const record = solutionRecordSchema.parse((await api.status(id)).json().solution);
  return { task: record.solution_jsonb!.math_solutions[0]!, paid: before - (await api.credits()) };
}

describe('the AI solver, every answer checked by algebra', () => {
  it('stores a correct solution as verified (Provereno), paid', async () => {
    const { task, paid } = await solveWith(modelAnswer(LINEAR_RIGHT));
    expect(task.verification).toEqual({
      status: 'verified',
      checks: ['solution', 'substitution', 'steps'],
      steps_checked: 3,
    });
    expect(task.final_answer_latex).toBe('\\(x = 5\\)');
    expect(paid).toBe(10);
    expect(fake.calls()).toBe(1);
  });

  it('never shows the wrong final answer x = 7 to 3x + 5 = 20 as the answer', async () => {
    const { task } = await solveWith(modelAnswer(LINEAR_WRONG_ANSWER));
    expect(task.verification).toMatchObject({ status: 'corrected', action: 'replaced' });
    expect(task.final_answer_latex).toBe('\\(x = 5\\)');
    expect(JSON.stringify(task)).not.toMatch(/x = 7/);
    // The engine's own steps, each of which holds.
    expect(task.steps.map((s) => s.intermediate_result_latex)).toContain('3x = 15');
  });

  it('flags a solution whose second step is wrong and rewrites it', async () => {
    const { task } = await solveWith(modelAnswer(LINEAR_WRONG_STEP));
    expect(task.verification).toMatchObject({ status: 'flagged', first_wrong_step: 2, action: 'replaced' });
    expect(JSON.stringify(task.steps)).not.toContain('3x = 25');
  });

  it('marks a word problem outside the engine unverified (Nije provereno), confidence under 0.5', async () => {
    const { task } = await solveWith(modelAnswer(WORD_PROBLEM));
    expect(task.verification?.status).toBe('unverified');
    expect(task.confidence_score).toBeLessThan(0.5);
    expect(task.final_answer_latex).toBe(WORD_PROBLEM.finalAnswer);
  });

  it('fails and refunds a model that answers outside the contract, after one retry', async () => {
    fake.script(
      {
        content: JSON.stringify({
          math_solutions: [
            { ...JSON.parse(modelAnswer(LINEAR_RIGHT)).math_solutions[0], confidence_score: 7 },
          ],
        }),
      },
      { content: 'Rešenje je x = 5.' },
    );
    const before = await api.credits();
    const id = await api.uploaded(photo);
    expect((await api.solve(id)).json()).toEqual({ status: 'FAILED' });
    expect(fake.calls()).toBe(2);
    expect(await api.credits()).toBe(before);
  });
});

describe('a model slower than the job limit', () => {
  it('fails the solve and refunds it', async () => {
    const slow = await createTestApp({ worker: true, env: { ...modelEnv(), JOB_TIMEOUT_SECONDS: '3' } });
    try {
      fake.script(
        { content: modelAnswer(LINEAR_RIGHT), delayMs: 8_000 },
        { content: modelAnswer(LINEAR_RIGHT), delayMs: 8_000 },
      );
      const user = solveCalls(slow.app, (await slow.signUp()).authorization);
      const id = await user.uploaded(photo);
      const started = Date.now();
      expect((await user.solve(id)).json()).toEqual({ status: 'FAILED' });
      expect(Date.now() - started).toBeLessThan(7_000);
      expect(await user.credits()).toBe(500);
    } finally {
      await slow.close();
    }
  });
});
