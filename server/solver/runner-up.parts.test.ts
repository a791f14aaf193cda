/** The small parts' own certainty (RecognizedLine.partsConfidence): a weak part keeps its answer under 0.9. */
import { describe, expect, it } from 'vitest';
import { agreeOnSolution, AGREEMENT } from './consensus.js';
import { solveRecognizedTextDetailed } from './engine/index.js';
import type { RecognizedLine, RecognizedText } from './engine-types.js';
import { contestedTasks, RUNNER_UP } from './runner-up.js';
import { solveReadings } from './solve-photo.js';

const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
const weak = 100 * RUNNER_UP.weakPart - 1;
const sure = 100 * RUNNER_UP.weakPart + 1;

function look(name: string, lines: Omit<RecognizedLine, 'confidence'>[]) {
  const recognized: RecognizedText = { lines: lines.map((l) => ({ confidence: 99, ...l })) };
  const result = solveRecognizedTextDetailed(recognized, opts);
  const marks = contestedTasks(recognized, result, opts);
  return { name, recognized, result, marks, contested: () => marks };
}

describe('contestedTasks and the small parts', () => {
  it('marks a task with a part read below weakPart, not one read above it', () => {
    expect(look('a', [{ text: '3/4 + 1/4', partsConfidence: weak }]).marks).toEqual([true]);
    expect(look('a', [{ text: '3/4 + 1/4', partsConfidence: sure }]).marks).toEqual([false]);
  });

  it('marks only the tasks read from the weak line, and only those holding a part', () => {
    const r = look('a', [
      { text: 'a) 2^3 + 1', partsConfidence: weak },
      { text: 'b) 2^3 + 2', partsConfidence: sure },
      { text: 'c) 7 + 8' },
    ]);
    expect(r.marks).toEqual([true, false, false]);
  });

  it('finds the task when the instruction is on the line over it', () => {
    const r = look('a', [{ text: 'Izračunaj:' }, { text: '2^3 + 1', partsConfidence: weak }]);
    expect(r.result.solutionTasks).toHaveLength(1);
    expect(r.marks).toEqual([true]);
  });
});

describe('the parts cap changes only the confidence', () => {
  it('caps an agreed answer at runnerUpCap, its answer, votes and verdict unchanged', () => {
    const page = [{ text: 'Izračunaj:' }, { text: '3/4 + 1/8', partsConfidence: weak }];
    const plain = page.map(({ text }) => ({ text }));
    const before = agreeOnSolution([look('ink', plain), look('gray', plain)], opts);
    const after = agreeOnSolution([look('ink', page), look('gray', plain)], opts);
    const [b, a] = [before.solution.math_solutions[0]!, after.solution.math_solutions[0]!];
    expect(b.confidence_score).toBeGreaterThan(AGREEMENT.runnerUpCap);
    expect(a.confidence_score).toBe(AGREEMENT.runnerUpCap);
    const { confidence_score: _a, ...restA } = a;
    const { confidence_score: _b, ...restB } = b;
    expect(restA).toEqual(restB);
    expect(after.votes).toEqual(before.votes);
    expect(after.settled).toBe(before.settled);
  });

  it('replays readings without partsConfidence exactly as before (old files, other readers)', () => {
    const page = [{ text: 'Izračunaj:' }, { text: '3/4 + 1/8' }];
    const reading = (name: string) => ({
      name,
      recognized: { lines: page.map((l) => ({ ...l, confidence: 99 })) },
    });
    const old = solveReadings([reading('pp-ocrv4/ink'), reading('pp-ocrv4/gray')], opts);
    expect(old.solution.math_solutions[0]!.confidence_score).toBeGreaterThan(AGREEMENT.runnerUpCap);
    const sureParts = (name: string) => ({
      name,
      recognized: { lines: page.map((l) => ({ ...l, confidence: 99, partsConfidence: 100 })) },
    });
    expect(solveReadings([sureParts('pp-ocrv4/ink'), sureParts('pp-ocrv4/gray')], opts)).toEqual({
      ...old,
      passes: old.passes.map((p) => ({
        ...p,
        recognized: { lines: p.recognized.lines.map((l) => ({ ...l, partsConfidence: 100 })) },
      })),
    });
  });
});
