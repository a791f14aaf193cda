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

  it('cuts at a label after "=" or an instruction\'s colon: a task or a heading ends in them (review)', () => {
    // A task's trailing "=" (a blank to fill) may or may not be kept: only the cuts count here.
    const cut = (...t: string[]) => texts(...t).map((task) => task.replace(/\s*=$/, ''));
    expect(cut('1) 12 + 5 =   2) 20 - 8 =   3) 7 · 3 =')).toEqual(['12 + 5', '20 - 8', '7 · 3']);
    expect(cut('a) 3 · 4 =     b) 12 : 3 =', 'v) 7 + 8 =     g) 9 - 5 =')).toEqual([
      '3 · 4',
      '12 : 3',
      '7 + 8',
      '9 - 5',
    ]);
    expect(texts('Izračunaj: a) 5 + 3 b) 7 - 2 v) 6 · 2')).toEqual(['5 + 3', '7 - 2', '6 · 2']);
    expect(texts('Reši jednačine: 1) x + 3 = 5 2) 2x = 8')).toEqual(['x + 3 = 5', '2x = 8']);
  });
});
