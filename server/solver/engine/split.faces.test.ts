import { describe, expect, it } from 'vitest';
import { splitTasks } from './split.js';

const texts = (...t: string[]) =>
  splitTasks(t.map((text) => ({ text, confidence: 90 }))).map((task) => task.text.trim());

describe('splitTasks: a label inside a line', () => {
  it('takes no "5)" after a sign for a label (the bracket of "4(3x − 5)" under a misread label)', () => {
    // "ls)" is a "b)" misread, which does not close the bracket count; "5)" after "−" ends no task.
    expect(texts('ls) 4(3x - 5) - (x+9)')).toEqual(['ls) 4(3x - 5) - (x+9)']);
    // Tasks of two columns read as one line are still cut at the label after a finished task.
    expect(texts('a) 2 + 3 b) 4 - 1')).toEqual(['2 + 3', '4 - 1']);
  });
});
