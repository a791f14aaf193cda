/** The second reader's check of confident answers: what it reads, and what it caps. */
import { describe, expect, it } from 'vitest';
import type { GrayImage } from '../ocr/gray-image.js';
import { LOOKS, solveReadings } from '../solve-photo.js';
import { look, opts } from '../test-support/looks.js';
import {
  checkConfident,
  checkConfidentOrNull,
  inkCrop,
  SECOND_OPINION,
  type PlacedReading,
} from './second-opinion.js';
import type { SecondReader } from './tesseract-reader.js';

const box = { left: 2, top: 2, right: 7, bottom: 5 };
const page = { ink: { width: 10, height: 8, data: new Uint8Array(80).fill(1) }, cap: 4 };

/** Two agreeing looks at one line, placed at `box`, and their solution. */
function solvedPage(...lines: string[]) {
  const looks = [look(LOOKS[0], ...lines), look(LOOKS[1], ...lines)];
  const placed: PlacedReading[] = looks.map((l) => ({
    recognized: l.recognized,
    boxes: lines.map(() => box),
  }));
  return { solution: solveReadings(looks, opts).solution, placed };
}

/** A reader that reads `text` and notes what it was shown. */
function reader(text: string): SecondReader & { seen: GrayImage[] } {
  const seen: GrayImage[] = [];
  return {
    seen,
    read: (image) => (seen.push(image), Promise.resolve({ text, confidence: 90 })),
    close: () => Promise.resolve(),
  };
}

describe('checkConfident', () => {
  it('caps a confident answer under 0.9 when the second reader reads one of its figures otherwise', async () => {
    const { solution, placed } = solvedPage('6x + 4 = 3x + 37');
    expect(solution.math_solutions[0]!.confidence_score).toBeGreaterThanOrEqual(SECOND_OPINION.checkFrom);
    const checked = await checkConfident(solution, placed, page, reader('6x +4=3x+31'), opts);
    expect(checked.math_solutions[0]!.confidence_score).toBe(SECOND_OPINION.cap);
    expect(checked.math_solutions[0]!.final_answer_latex).toBe(
      solution.math_solutions[0]!.final_answer_latex,
    );
    expect(checked.opinions).toMatchObject([{ task: 0, contradicted: true }]);
  });
  it('gives no verdict, and fails nothing, when the second reader fails (review)', async () => {
    const { solution, placed } = solvedPage('6x + 4 = 3x + 37');
    const failing: SecondReader = {
      read: () => Promise.reject(new Error('Error attempting to read image')),
      close: () => Promise.resolve(),
    };
    await expect(checkConfidentOrNull(solution, placed, page, failing, opts)).resolves.toBeNull();
  });
  it('keeps it when the second reader reads the same figures', async () => {
    const { solution, placed } = solvedPage('6x + 4 = 3x + 37');
    const checked = await checkConfident(solution, placed, page, reader('6x +4=3x+37'), opts);
    expect(checked.math_solutions).toEqual(solution.math_solutions);
    expect(checked.opinions).toMatchObject([{ task: 0, contradicted: false }]);
  });
  it('takes no verdict from a reading tesseract itself is unsure of', async () => {
    const { solution, placed } = solvedPage('6x + 4 = 3x + 37');
    const unsure: SecondReader = {
      read: () =>
        Promise.resolve({ text: '6x +4=3x+31', confidence: SECOND_OPINION.minSecondConfidence - 1 }),
      close: () => Promise.resolve(),
    };
    const checked = await checkConfident(solution, placed, page, unsure, opts);
    expect(checked.math_solutions).toEqual(solution.math_solutions);
    expect(checked.opinions).toMatchObject([{ task: 0, contradicted: false }]);
  });
  it('reads nothing for answers under 0.9', async () => {
    const { solution, placed } = solvedPage('6x + 4 = 3x + 37');
    const unsure = { math_solutions: solution.math_solutions.map((t) => ({ ...t, confidence_score: 0.85 })) };
    const second = reader('6x +4=3x+31');
    const checked = await checkConfident(unsure, placed, page, second, opts);
    expect(second.seen).toHaveLength(0);
    expect(checked.math_solutions).toEqual(unsure.math_solutions);
  });
  it('reads nothing once the budget for optional work is spent', async () => {
    const { solution, placed } = solvedPage('6x + 4 = 3x + 37');
    const second = reader('6x +4=3x+31');
    const spent = { mayStartOptional: () => false, checkReading: () => undefined };
    const checked = await checkConfident(solution, placed, page, second, opts, spent);
    expect(second.seen).toHaveLength(0);
    expect(checked.math_solutions).toEqual(solution.math_solutions);
  });
  it('shows the reader the line box with paper around it', async () => {
    const { solution, placed } = solvedPage('6x + 4 = 3x + 37');
    const second = reader('6x +4=3x+37');
    await checkConfident(solution, placed, page, second, opts);
    // pad round(4 · 0.35) = 1 on every side of the 6 × 4 box.
    expect(second.seen[0]).toMatchObject({ width: 8, height: 6 });
  });
});

describe('inkCrop', () => {
  it('cuts the box and its padding, ink black, clipped at the page edge', () => {
    const ink = { width: 4, height: 3, data: Uint8Array.from([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0]) };
    const crop = inkCrop(ink, { left: 0, top: 0, right: 1, bottom: 1 }, 1);
    expect(crop).toEqual({
      width: 3,
      height: 3,
      data: Uint8Array.from([0, 255, 255, 255, 0, 255, 255, 255, 0]),
    });
  });
});
