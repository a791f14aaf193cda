/** The hybrid's decisions, with a scripted engine and the real checked model adapter against a fake. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MathSolution, SolutionJson } from '../../../contract/index.js';
import { createOpenAiSolver } from '../../adapters/solver/openai-solver.js';
import { scriptedSolver } from '../../modules/solve/solve.test-solvers.js';
import {
  startFakeChatCompletions,
  type FakeChatCompletions,
} from '../../test-support/fake-chat-completions.js';
import { LINEAR_RIGHT, modelAnswer, notMathsAnswer, WORD_PROBLEM } from '../../test-support/model-answers.js';
import { createCheckedSolver } from '../check/checked-solver.js';
import { createHybridSolver, ENGINE_TIME_SHARE } from './hybrid-solver.js';

let fake: FakeChatCompletions;
beforeAll(async () => {
  fake = await startFakeChatCompletions();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const request = {
  image: Buffer.from('photo'),
  grade: '7th grade of primary school',
  language: 'srpski',
} as const;

function engineTask(overrides: Partial<MathSolution>): MathSolution {
  return {
    problem_grade: request.grade,
    problem_language: 'srpski',
    problem_title_generated: 'Linearna jednačina',
    problem_difficulty: 'lako',
    problem_category: 'Algebra',
    confidence_score: 0.9,
    key_concepts: [],
    introduction_latex: '',
    steps: [
      { step_number: 1, description_latex: 'a', explanation_latex: 'b', intermediate_result_latex: 'x = 5' },
    ],
    final_answer_latex: '\\(x = 5\\)',
    image_is_math_problem: 'yes',
    ...overrides,
  };
}
const answered = (confidence = 0.9) => engineTask({ confidence_score: confidence });

describe('the time of a hybrid solve', () => {
  it('gives the engine its share of the time left and the model the whole request', async () => {
    const engineAsked: (number | undefined)[] = [];
    const modelAsked: (number | undefined)[] = [];
    const engine = scriptedSolver((r) => (engineAsked.push(r.timeLeftMs), { math_solutions: [declined()] }));
    const model = scriptedSolver((r) => (modelAsked.push(r.timeLeftMs), { math_solutions: [answered()] }));
    const solver = createHybridSolver({ engine, model, minEngineConfidence: 0.5 });
    await solver.solve({ ...request, timeLeftMs: 100_000 });
    await solver.solve(request);
    expect(engineAsked).toEqual([100_000 * ENGINE_TIME_SHARE, undefined]);
    expect(modelAsked).toEqual([100_000, undefined]);
    expect(ENGINE_TIME_SHARE).toBeLessThan(1);
  });
});
const declined = (confidence = 0.3) =>
  engineTask({
    steps: [],
    outcome: 'declined',
    confidence_score: confidence,
    final_answer_latex: 'Nije dato.',
  });
const notMaths = () => engineTask({ steps: [], image_is_math_problem: 'no', confidence_score: 0.1 });

function hybrid(engine: () => SolutionJson, minEngineConfidence = 0.5) {
  const model = createCheckedSolver(
    createOpenAiSolver({ baseURL: fake.url, apiKey: 'sk-local', model: 'fake-vision', timeoutMs: 5_000 }),
  );
  return createHybridSolver({ engine: scriptedSolver(engine), model, minEngineConfidence });
}

describe('the hybrid solver', () => {
  it('keeps what the engine answers confidently, without calling the model, marked as checked by the engine', async () => {
    const result = await hybrid(() => ({ math_solutions: [answered()] })).solve(request);
    expect(fake.calls()).toBe(0);
    expect(result.math_solutions[0]?.verification).toEqual({ status: 'verified', checks: ['engine'] });
  });

  it('asks the model when the engine declines, and checks its answer', async () => {
    fake.script({ content: modelAnswer(LINEAR_RIGHT) });
    const result = await hybrid(() => ({ math_solutions: [declined()] })).solve(request);
    expect(fake.calls()).toBe(1);
    expect(result.math_solutions[0]?.verification?.status).toBe('verified');
    expect(result.math_solutions[0]?.outcome).toBeUndefined();
  });

  it('asks the model about an engine answer below HYBRID_MIN_CONFIDENCE', async () => {
    fake.script({ content: modelAnswer(LINEAR_RIGHT) });
    await hybrid(() => ({ math_solutions: [answered(0.6)] }), 0.7).solve(request);
    expect(fake.calls()).toBe(1);
  });

  it('asks the model about a photo the engine could not read at all', async () => {
    fake.script({ content: modelAnswer(WORD_PROBLEM) });
    const result = await hybrid(() => {
      throw new Error('unreadable');
    }).solve(request);
    expect(result.math_solutions[0]?.verification?.status).toBe('unverified');
  });

  it('keeps the engine’s answers when the model checks fewer', async () => {
    // Two tasks: the engine answered one and declined one; the model answers only one, unverifiable.
    fake.script({ content: modelAnswer(WORD_PROBLEM) });
    const result = await hybrid(() => ({ math_solutions: [answered(), declined()] })).solve(request);
    expect(fake.calls()).toBe(1);
    expect(result.math_solutions).toHaveLength(2);
    expect(result.math_solutions[0]?.verification?.checks).toEqual(['engine']);
  });

  it('falls back to the engine’s outcome when the model fails', async () => {
    fake.script({ status: 500 }, { status: 500 }, { status: 500 }, { status: 500 });
    const result = await hybrid(() => ({ math_solutions: [declined()] })).solve(request);
    expect(result.math_solutions[0]?.outcome).toBe('declined');
  });

  it('fails (refunded) when neither the engine nor the model gives anything', async () => {
    fake.script({ content: 'garbage' }, { content: 'garbage' });
    await expect(
      hybrid(() => {
        throw new Error('unreadable');
      }).solve(request),
    ).rejects.toThrow();
  });

  describe('a not-maths verdict needs both', () => {
    it('stands when the engine also found no maths', async () => {
      fake.script({ content: notMathsAnswer() });
      const result = await hybrid(() => ({ math_solutions: [notMaths()] })).solve(request);
      expect(fake.calls()).toBe(1);
      expect(result.math_solutions.every((t) => t.image_is_math_problem === 'no')).toBe(true);
    });

    it('does not stand when the engine read a maths task it declined: the engine’s decline is kept', async () => {
      fake.script({ content: notMathsAnswer() });
      // However unsure: the engine declines a word problem it recognised with a score of 0.01.
      const result = await hybrid(() => ({ math_solutions: [declined(0.01)] })).solve(request);
      expect(result.math_solutions[0]).toMatchObject({ image_is_math_problem: 'yes', outcome: 'declined' });
    });

    it('does not stand alone when the engine could not read the photo: the solve fails (refunded)', async () => {
      fake.script({ content: notMathsAnswer() });
      await expect(
        hybrid(() => {
          throw new Error('unreadable');
        }).solve(request),
      ).rejects.toThrow(/not maths/);
    });
  });
});

describe('the hybrid solver on typed tasks (no photo, no OCR)', () => {
  const typed = { tasks: ['3x + 5 = 20'], grade: request.grade, language: request.language };
  const typedHybrid = (engineText: () => SolutionJson) => {
    const model = createCheckedSolver(
      createOpenAiSolver({ baseURL: fake.url, apiKey: 'sk-local', model: 'fake-vision', timeoutMs: 5_000 }),
    );
    const engine = scriptedSolver(() => {
      throw new Error('a typed task reads no photo');
    }, engineText);
    return createHybridSolver({ engine, model, minEngineConfidence: 0.5 });
  };

  it('keeps the engine’s confident answer to a typed task, without calling the model', async () => {
    const result = await typedHybrid(() => ({ math_solutions: [answered()] })).solveText(typed);
    expect(fake.calls()).toBe(0);
    expect(result.math_solutions[0]?.verification).toEqual({ status: 'verified', checks: ['engine'] });
  });

  it('asks the model, with the typed task and no image, when the engine declines; its answer is checked', async () => {
    fake.script({ content: modelAnswer(LINEAR_RIGHT) });
    const result = await typedHybrid(() => ({ math_solutions: [declined()] })).solveText(typed);
    expect(fake.calls()).toBe(1);
    const sent = JSON.stringify(fake.requests[0]);
    expect(sent).toContain('3x + 5 = 20');
    expect(sent).not.toContain('image_url');
    expect(result.math_solutions[0]?.verification?.status).toBe('verified');
  });

  it('checks the model against what the pupil typed, not against the task the model says it read', async () => {
    // The model pretends the task was 3x + 5 = 26, so that its x = 7 would check out.
    fake.script({
      content: modelAnswer({
        ...LINEAR_RIGHT,
        taskText: '3x + 5 = 26',
        problemLatex: '3x + 5 = 26',
        finalAnswer: '\\(x = 7\\)',
        results: ['3x = 26 - 5', '3x = 21', 'x = 7'],
      }),
    });
    const result = await typedHybrid(() => ({ math_solutions: [declined()] })).solveText(typed);
    const [task] = result.math_solutions;
    expect(task?.problem_latex).toBe('3x + 5 = 20');
    expect(task?.verification).toMatchObject({ status: 'corrected', action: 'replaced' });
    expect(task?.final_answer_latex).not.toMatch(/x = 7/);
    expect(task?.final_answer_latex).toMatch(/x = 5/);
  });
});
