import { describe, expect, it } from 'vitest';
import type { StatusResponse } from '../../../contract/api.js';
import type { SolutionRecord } from '../../../contract/solution.js';
import { ApiError } from '../../lib/api-error.js';
import { sr } from '../../i18n/sr.js';
import { correctTask, type CorrectCalls } from './correct-task.js';

const record: SolutionRecord = {
  id: '3f1c2a4e-0000-4000-8000-000000000001',
  timestamp: 1_700_000_000,
  grade: '7th grade of primary school',
  language: 'srpski',
  s3_image_url: '/storage/x',
  solution_jsonb: { math_solutions: [] },
  s3_solution_image_url: null,
};

/** The same solution after the correction: it now answers the corrected task. */
const corrected: SolutionRecord = {
  ...record,
  solution_jsonb: {
    math_solutions: [
      {
        problem_grade: 'Faculty',
        problem_language: 'srpski',
        problem_title_generated: 'Linearna jednačina',
        problem_difficulty: 'lako',
        problem_category: 'Algebra',
        confidence_score: 0.9,
        key_concepts: [],
        introduction_latex: '',
        steps: [],
        final_answer_latex: 'x = 4',
        image_is_math_problem: 'yes',
        problem_latex: '2x + 3 = 11',
      },
    ],
  },
};

function calls(outcome: string, statuses: StatusResponse[]): CorrectCalls & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    correctSolution: async (id, body) => {
      log.push(`correct:${id}:${body.tasks.join('|')}:${body.grade ?? '-'}`);
      return outcome;
    },
    getCorrectionStatus: async () => {
      log.push('status');
      const next = statuses.shift();
      if (!next) throw new Error('no more statuses');
      return next;
    },
    wait: async () => void log.push('wait'),
  };
}

const body = { tasks: ['2x + 3 = 11'], grade: 'Faculty' as const };

describe('correcting a task', () => {
  it('sends the typed tasks, then answers the solution the status call returns', async () => {
    const c = calls('COMPLETED', [{ status: 'COMPLETED', solution: record }]);
    await expect(correctTask(record, body, c)).resolves.toEqual(record);
    expect(c.log).toEqual([`correct:${record.id}:2x + 3 = 11:Faculty`, 'status']);
  });

  it('polls while the server still solves it', async () => {
    const c = calls('PROCESSING', [{ status: 'PROCESSING' }, { status: 'COMPLETED', solution: corrected }]);
    await expect(correctTask(record, body, c)).resolves.toEqual(corrected);
    expect(c.log.slice(1)).toEqual(['status', 'wait', 'status']);
  });

  it('says the correction failed when, after the server stopped waiting, the solution came back unchanged', async () => {
    const c = calls('PROCESSING', [{ status: 'PROCESSING' }, { status: 'COMPLETED', solution: record }]);
    await expect(correctTask(record, body, c)).rejects.toEqual(new ApiError(sr.correct.failed, null));
  });

  it('says the solution stayed as it was when the correction failed', async () => {
    const c = calls('FAILED', []);
    await expect(correctTask(record, body, c)).rejects.toEqual(new ApiError(sr.correct.failed, null));
    expect(c.log).toHaveLength(1);
  });

  it('gives up after the polls with the timeout text', async () => {
    const c = calls(
      'PROCESSING',
      Array.from({ length: 5 }, () => ({ status: 'PROCESSING' as const })),
    );
    await expect(correctTask(record, body, c)).rejects.toThrow(sr.correct.timeout);
  });
});
