/**
 * SOLVER=hybrid end to end: real photos, the real local engine (OCR in worker threads) and a local
 * fake chat-completions server that counts its calls.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solutionRecordSchema } from '../../../contract/index.js';
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../test-support/fake-chat-completions.js';
import { modelAnswer, WORD_PROBLEM } from '../../test-support/model-answers.js';
import { solveCalls } from '../../test-support/solve-flow.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let fake: FakeChatCompletions;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeChatCompletions();
  t = await createTestApp({
    worker: true,
    env: {
      SOLVER: 'hybrid',
      SOLVER_THREADS: '1',
      OPENAI_BASE_URL: fake.url,
      OPENAI_API_KEY: 'sk-local',
      OPENAI_MODEL: 'fake-vision',
      SOLVE_WAIT_SECONDS: '60',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Printed lines on paper, like a phone photo of a worksheet. */
function photoOfLines(lines: string[]): Promise<Buffer> {
  const text = lines
    .map(
      (line, i) =>
        `<text x="50" y="${110 + i * 100}" font-family="DejaVu Sans" font-size="54">${line}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="${120 + lines.length * 100}"><rect width="100%" height="100%" fill="#fbfaf7"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

describe('SOLVER=hybrid', () => {
  it('answers a clean photo with the engine alone, and sends a photo the engine declines to the model', async () => {
    const api = solveCalls(t.app, (await t.signUp()).authorization);
    const clean = await api.uploaded(await photoOfLines(['Reši jednačinu:', '3x + 5 = 20']));
    expect((await api.solve(clean)).json()).toEqual({ status: 'COMPLETED' });
    const engineTask = solutionRecordSchema.parse((await api.status(clean)).json().solution).solution_jsonb!
      .math_solutions[0]!;
    expect(engineTask.final_answer_latex.replace(/\s+/g, '')).toMatch(/x=5(?![0-9])/);
    expect(engineTask.verification).toEqual({ status: 'verified', checks: ['engine'] });
    expect(fake.calls()).toBe(0);

    fake.script({ content: modelAnswer(WORD_PROBLEM) });
    const wordProblem = await api.uploaded(
      await photoOfLines(['Marko ima 5 jabuka, a Ana 3 više od njega.', 'Koliko jabuka imaju zajedno?']),
    );
    expect((await api.solve(wordProblem)).json()).toEqual({ status: 'COMPLETED' });
    expect(fake.calls()).toBe(1);
    const modelTask = solutionRecordSchema.parse((await api.status(wordProblem)).json().solution)
      .solution_jsonb!.math_solutions[0]!;
    expect(modelTask.verification?.status).toBe('unverified');
    expect(modelTask.confidence_score).toBeLessThan(0.5);
    // Two answers, two charges.
    expect(await api.credits()).toBe(480);
  });
});
