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
  solveLook,
  within,
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
    const spent = { mayStartOptional: () => false, checkReading: () => undefined, readingLeftMs: () => 0 };
    const checked = await checkConfident(solution, placed, page, second, opts, spent);
    expect(second.seen).toHaveLength(0);
    expect(checked.math_solutions).toEqual(solution.math_solutions);
  });
  it('waits no longer than the reading time left: a task read too slowly gets no verdict (round 16)', async () => {
    const { solution, placed } = solvedPage('6x + 4 = 3x + 37', '2x + 1 = 9');
    let reads = 0;
    const never: SecondReader = {
      read: () => (reads++, new Promise(() => undefined)),
      close: () => Promise.resolve(),
    };
    const nearlySpent = {
      mayStartOptional: () => true,
      checkReading: () => undefined,
      readingLeftMs: () => 20,
    };
    const t0 = performance.now();
    const checked = await checkConfident(solution, placed, page, never, opts, nearlySpent);
    expect(performance.now() - t0).toBeLessThan(SECOND_OPINION.taskMs);
    expect(checked.math_solutions).toEqual(solution.math_solutions);
    expect(checked.opinions).toEqual([]);
    // The stuck reader is not given the next task's line too.
    expect(reads).toBe(1);
  });
  it("drops the reader's stuck job once it stops waiting, so the next photo's check is not queued behind it", async () => {
    const { solution, placed } = solvedPage('6x + 4 = 3x + 37');
    let abandoned = 0;
    const stuck: SecondReader = {
      read: () => new Promise(() => undefined),
      abandon: () => void abandoned++,
      close: () => Promise.resolve(),
    };
    const nearlySpent = {
      mayStartOptional: () => true,
      checkReading: () => undefined,
      readingLeftMs: () => 20,
    };
    await checkConfident(solution, placed, page, stuck, opts, nearlySpent);
    expect(abandoned).toBe(1);
    // A check that got its reading in time drops nothing.
    const fine = { ...reader('6x +4=3x+37'), abandon: () => void abandoned++ };
    await checkConfident(solution, placed, page, fine, opts);
    expect(abandoned).toBe(1);
  });
  it('finds a task in the looks the engine solved already, without solving them again', async () => {
    const { solution, placed } = solvedPage('6x + 4 = 3x + 37');
    const solvedLooks = placed.map((l) => solveLook(l, opts));
    // Were the looks solved again, the place would be found from their text, not from these.
    const moved = solvedLooks.map((l) => ({ ...l, texts: ['1. Izračunaj:', ...l.texts] }));
    const second = reader('6x +4=3x+31');
    const withBoxes = placed.map((l) => ({ ...l, boxes: [{ left: 0, top: 0, right: 1, bottom: 1 }, box] }));
    const checked = await checkConfident(solution, withBoxes, page, second, opts, undefined, moved);
    expect(checked.opinions).toMatchObject([{ task: 0, contradicted: true }]);
    // The line read is the second box, where the solved looks put the task.
    expect(second.seen[0]).toMatchObject({ width: 8, height: 6 });
  });
  it('shows the reader the line box with paper around it', async () => {
    const { solution, placed } = solvedPage('6x + 4 = 3x + 37');
    const second = reader('6x +4=3x+37');
    await checkConfident(solution, placed, page, second, opts);
    // pad round(4 · 0.35) = 1 on every side of the 6 × 4 box.
    expect(second.seen[0]).toMatchObject({ width: 8, height: 6 });
  });
});

describe('within', () => {
  it('gives the value in time, null after the time, and throws a failure', async () => {
    await expect(within(Promise.resolve(3), 50)).resolves.toBe(3);
    await expect(within(new Promise(() => undefined), 5)).resolves.toBeNull();
    await expect(within(Promise.reject(new Error('x')), 50)).rejects.toThrow('x');
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
