/**
 * A photo that takes longer than the solver's limit fails alone: its thread is stopped once it
 * has finished (terminating it inside onnxruntime aborted the whole process, round 13), a fresh
 * thread takes its place, and the process and the pool go on.
 */
import { describe, expect, it } from 'vitest';
import { createLocalSolver } from '../../server/solver/local-solver.js';
import { generateItem } from './corpus.js';

describe('the local solver past its time limit', () => {
  it('fails the slow photo, keeps the process alive and starts a fresh thread', async () => {
    const { image } = await generateItem('tune', 481);
    const request = { image, grade: '7th grade of primary school', language: 'srpski' } as const;
    // 400 ms is under any photo's reading time on this machine, so each solve times out mid-OCR.
    const solver = createLocalSolver({ threads: 1, timeoutMs: 400 });
    for (let i = 0; i < 3; i++) await expect(solver.solve(request)).rejects.toThrow(/timed out after 400 ms/);
    // Let the retired threads finish their photos (and be stopped) while the process runs on.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    await expect(solver.solve(request)).rejects.toThrow(/timed out/);
    await solver.close();
  }, 90_000);
});
