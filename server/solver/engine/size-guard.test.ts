import { describe, expect, it } from 'vitest';
import { checkStep } from '../check/steps.js';
import { readTask } from '../check/task-model.js';
import { readAnswer } from '../check/answer.js';
import { typedTaskProblem } from '../solve-text.js';
import { solveTaskText } from './index.js';

describe('the size guard', () => {
  it('refuses, quickly, values with millions of digits that a model could write', () => {
    const started = Date.now();
    expect(readTask('(9^4096)^4096 + 1')).toBeNull();
    expect(checkStep('(9^{4096})^{4096} = 1', readTask('3x + 5 = 20'), false)).toBe('unchecked');
    expect(readAnswer('x = (9^{999})^{999}', readTask('3x + 5 = 20')!)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('keeps the engine itself from evaluating them: a typed task is refused on the API thread at once', () => {
    const started = Date.now();
    const opts = { grade: '1st year of high school', language: 'srpski' } as const;
    expect(solveTaskText('(9^4096)^4096 + 1', opts).diagnostics.outcome).toBe('unreadable');
    expect(solveTaskText('x = (9^4096)^4096', opts).diagnostics.outcome).toBe('unreadable');
    expect(typedTaskProblem('(9^{4096})^{4096}')).toBe('notMaths');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(solveTaskText('2^10 + 3^4', opts).diagnostics.outcome).toBe('solved');
  });

  it('still reads school powers', () => {
    expect(readTask('12^10 + 2^3')?.kind).toBe('value');
    expect(readTask('(x + 1)^2 = 9')?.kind).toBe('equation');
    expect(checkStep('2^{10} = 1024', null, false)).toBe('holds');
  });
});
