/** A proportion the reader broke where its "=" was lost (split.ts brokenProportion; tune r15). */
import { describe, expect, it } from 'vitest';
import { splitTasks } from './split.js';

const tasks = (...lines: string[]) =>
  splitTasks(lines.map((text) => ({ text, confidence: 90 }))).map((t) => t.text);

describe('a proportion broken at its lost "="', () => {
  it('joins a ratio of numbers to the ratio with the unknown above it, with an unread mark between', () => {
    // Old Standard's "9. Reši proporciju: 3 : x = 12 : 12" read "…: 3⁇: x" over "12:12" (answered 1).
    expect(tasks('9. Reši proporciju: 3 : x', '12:12')).toEqual(['Reši proporciju: 3 : x ⁇ 12:12']);
    expect(tasks('Reši proporciju: 3⁇:\\', '12:12')).toHaveLength(1);
    expect(tasks('Reši proporciju: x : 4', '6 : 8')).toHaveLength(1);
  });

  it('leaves ratios of numbers under an instruction or a whole proportion as tasks of their own', () => {
    expect(tasks('Izračunaj:', 'a) 6 : 2', 'b) 12 : 12')).toEqual(['6 : 2', '12 : 12']);
    expect(tasks('Reši proporciju:', 'x : 3 = 4 : 6', '12 : 12')).toHaveLength(2);
  });
});
