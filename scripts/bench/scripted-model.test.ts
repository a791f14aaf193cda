/** The bench's scripted model must script what it says, or the bench's figures mean nothing. */
import { describe, expect, it } from 'vitest';
import { parseModelAnswer } from '../../server/adapters/solver/model-answer.js';
import { checkTask } from '../../server/solver/check/check-task.js';
import type { ExpectedAnswer } from '../../tests/solver-corpus/task-kinds.js';
import { scriptedTask, taskTexts, type Flaw } from './scripted-model.js';
import { modelAnswer } from '../../server/test-support/model-answers.js';

const TASKS: Array<[string, ExpectedAnswer]> = [
  ['10 − (9 − 4) · 2', { type: 'value', value: '0' }],
  ['12,4 : 2 − 9,05', { type: 'value', value: '-57/20' }],
  ['5/7 − 4/5', { type: 'value', value: '-3/35' }],
  ['√36 + 5^2', { type: 'value', value: '31' }],
  ['x/4 + 7 = 5', { type: 'roots', variable: 'x', values: ['-8'] }],
  ['x^2 + 11x + 28 = 0', { type: 'roots', variable: 'x', values: ['-4', '-7'] }],
  ['x − 3y = −11; −5x − y = 7', { type: 'system', values: { x: '-2', y: '3' } }],
  ['-2x + 10 < -4', { type: 'inequality', variable: 'x', relation: '>', bound: '7' }],
  ['2x + 11 ≥ 7', { type: 'inequality', variable: 'x', relation: '>=', bound: '-2' }],
];

const EXPECTED_STATUS: Record<Flaw, string> = {
  none: 'verified',
  wrongAnswer: 'corrected',
  wrongStep: 'flagged',
  noTranscription: 'unverified',
};

function verdict(task: string, expected: ExpectedAnswer, flaw: Flaw) {
  const parsed = parseModelAnswer(modelAnswer(scriptedTask(task, expected, flaw)));
  if (!parsed.ok) throw new Error(parsed.problem);
  const item = parsed.value.solution.math_solutions[0]!;
  return checkTask(item, parsed.value.taskTexts[0] ?? null, {
    grade: '7th grade of primary school',
    language: 'srpski',
  });
}

describe('the scripted model of the hybrid bench', () => {
  for (const [task, expected] of TASKS)
    for (const flaw of ['none', 'wrongAnswer', 'wrongStep', 'noTranscription'] as const)
      it(`${task} with ${flaw} is ${EXPECTED_STATUS[flaw]}`, () => {
        expect(verdict(task, expected, flaw).verification?.status).toBe(EXPECTED_STATUS[flaw]);
      });

  it('finds the tasks among the printed lines, a system’s two lines as one', () => {
    expect(
      taskTexts({
        printed: ['Reši sistem jednačina:', 'x − 3y = −11', '−5x − y = 7'],
        expected: [{ type: 'system', values: { x: '-2', y: '3' } }],
      }),
    ).toEqual(['x − 3y = −11; −5x − y = 7']);
    expect(
      taskTexts({
        printed: ['Izračunaj:', 'a) 4/5 : 2/5', 'b) 29 + 6 · 6 - 48 : 8'],
        expected: [
          { type: 'value', value: '2' },
          { type: 'value', value: '59' },
        ],
      }),
    ).toEqual(['4/5 : 2/5', '29 + 6 · 6 - 48 : 8']);
  });
});
