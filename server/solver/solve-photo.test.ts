/** The third look: when it is taken, and what it shows the recogniser. */
import { describe, expect, it } from 'vitest';
import type { GrayImage } from './ocr/gray-image.js';
import type { LineRecognizer } from './ocr/line-recognizer.js';
import { LOOKS, needsTieBreaker, smaller, solveReadings, TIE_BREAKER } from './solve-photo.js';
import { look, opts } from './test-support/looks.js';

describe('needsTieBreaker', () => {
  it('asks for a third look when the two looks answer a task differently', () => {
    const solved = solveReadings([look(LOOKS[0], '6x - 17 = 1'), look(LOOKS[1], '-6x - 17 = 1')], opts);
    expect(solved.votes).toEqual([0]);
    expect(needsTieBreaker(solved)).toBe(true);
  });
  it('does not when the looks agree on every task, or when neither answered or left a glyph unread', () => {
    expect(needsTieBreaker(solveReadings([look(LOOKS[0], '3x = 12'), look(LOOKS[1], '3x=12')], opts))).toBe(
      false,
    );
    const misread = solveReadings([look(LOOKS[0], '3x = 1 2 3'), look(LOOKS[1], '3x = = 12')], opts);
    expect(misread.votes).toEqual([0]);
    expect(needsTieBreaker(misread)).toBe(false);
  });
  it('asks for a third look when a look left a glyph unread, though neither answered', () => {
    // A look that left the unknown unread votes for the third look's reading of it (consensus.ts).
    const unread = solveReadings([look(LOOKS[0], '3x = ⁇'), look(LOOKS[1], '⁇x = 12')], opts);
    expect(unread.votes).toEqual([0]);
    expect(needsTieBreaker(unread)).toBe(true);
    const third = solveReadings(
      [
        look(LOOKS[0], '5(⁇ - 2) = ⁇ + 26'),
        look(LOOKS[1], '5(⁇ - 2) = ⁇ + 26'),
        look(TIE_BREAKER, '5(x - 2) = x + 26'),
      ],
      opts,
    );
    expect(third.votes).toEqual([3]);
    expect(third.solution.math_solutions[0]!.final_answer_latex).toBe('\\(x = 9\\)');
  });
  it('lets the third look decide 2 of 3, as a tie-breaker', () => {
    const solved = solveReadings(
      [look(LOOKS[0], '6x - 17 = 1'), look(LOOKS[1], '-6x - 17 = 1'), look(TIE_BREAKER, '-6x-17=1')],
      opts,
    );
    expect(solved.votes).toEqual([2]);
    expect(solved.solution.math_solutions[0]!.final_answer_latex).toBe('\\(x = -3\\)');
  });
});

describe('smaller', () => {
  it('shows the recogniser the crop with paper above and below, columns unchanged', async () => {
    const seen: GrayImage[] = [];
    const inner: LineRecognizer = {
      read: (image) => {
        seen.push(image);
        return Promise.resolve({ text: '', confidence: 0, chars: [] });
      },
      close: () => Promise.resolve(),
    };
    const crop: GrayImage = { width: 3, height: 10, data: new Uint8Array(30).fill(0) };
    await smaller(inner, 0.3).read(crop);
    const shown = seen[0]!;
    expect(shown.width).toBe(3);
    expect(shown.height).toBe(16);
    expect([...shown.data.slice(0, 9)]).toEqual(Array(9).fill(255));
    expect([...shown.data.slice(9, 39)]).toEqual(Array(30).fill(0));
    expect([...shown.data.slice(39)]).toEqual(Array(9).fill(255));
  });
});
