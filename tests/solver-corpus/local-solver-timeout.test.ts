/**
 * A photo that takes longer than the solver's limit fails alone: its thread is stopped once it
 * has finished (terminating it inside onnxruntime aborted the whole process, round 13), a fresh
 * thread takes its place, and the process and the pool go on.
 */
import { describe, expect, it } from 'vitest';
import { createLocalSolver } from '../../server/solver/local-solver.js';
import { generateItem } from './corpus.js';

describe('the local solver past its time limit', () => {
  it('fails the slow photo, keeps the process alive and goes on taking photos', async () => {
    const { image } = await generateItem('tune', 481);
    const request = { image, grade: '7th grade of primary school', language: 'srpski' } as const;
    // 400 ms is about a photo's reading time here: most solves time out in the middle of the
    // recogniser (where terminating the thread aborted the process), a warm one may finish.
    const solver = createLocalSolver({ threads: 1, timeoutMs: 400 });
    const outcomes: string[] = [];
    for (let i = 0; i < 5; i++)
      outcomes.push(
        await solver.solve(request).then(
          () => 'solved',
          (error: unknown) => String(error),
        ),
      );
    // Let the retired threads finish their photos (and be stopped) while the process runs on.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const outcome of outcomes) expect(outcome).toMatch(/^solved$|timed out after 400 ms/);
    expect(outcomes.filter((o) => o !== 'solved').length).toBeGreaterThan(0);
    await solver.close();
  }, 90_000);
});
