import { describe, expect, it } from 'vitest';
import { judgeSolution } from '../tests/solver-corpus/answer-check.js';
import { timedOutPhoto } from './timed-out-photo.js';

describe('a photo the solver did not finish in time', () => {
  it('counts as declined: no answer for a maths page, no "not maths" for a picture', () => {
    const { solution } = timedOutPhoto();
    expect(judgeSolution([{ type: 'value', value: '7' }], solution)).toBe('declined');
    expect(judgeSolution(null, solution)).toBe('declined');
    expect(solution.math_solutions.every((t) => t.steps.length === 0)).toBe(true);
  });
});
