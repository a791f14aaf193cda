import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatusResponse } from '../../../contract/api.js';
import type { SolutionRecord } from '../../../contract/solution.js';
import { ApiError } from '../../lib/api-error.js';
import { pollSolutionStatus } from './poll-status.js';
import {
  isInsufficientCredits,
  runSolve,
  runTypedSolve,
  solveErrorMessage,
  type SolveCalls,
} from './run-solve.js';

const record: SolutionRecord = {
  id: '3f1c2a4e-0000-4000-8000-000000000001',
  timestamp: 1_700_000_000,
  grade: '1st grade of primary school',
  language: 'srpski',
  s3_image_url: '/storage/x',
  solution_jsonb: { math_solutions: [] },
  s3_solution_image_url: null,
};

function fakeCalls(statuses: StatusResponse[]): SolveCalls & { order: string[] } {
  const order: string[] = [];
  return {
    order,
    generateUploadUrl: async (body) => {
      order.push(`url:${body.original_image_name}:${body.grade}:${body.language}`);
      return {
        solution_id: record.id,
        data: { url: '/storage/upload', fields: { key: 'k' }, image_uri: 'u' },
      };
    },
    uploadToStorage: async (_url, fields, _file, _name, onProgress) => {
      order.push(`upload:${Object.keys(fields).join(',')}`);
      onProgress(250, 1000);
      onProgress(1000, 1000);
    },
    uploadCompleted: async (id) => void order.push(`completed:${id}`),
    solveProblem: async (id) => void order.push(`solve:${id}`),
    getSolutionStatus: async () => {
      order.push('status');
      const next = statuses.shift();
      if (!next) throw new Error('no more statuses');
      return next;
    },
    solveText: async (body) => {
      order.push(`text:${body.tasks.join('|')}:${body.grade}:${body.language}`);
      return { solution_id: record.id };
    },
  };
}

const input = {
  file: new Blob(['x'], { type: 'image/jpeg' }),
  fileName: 'zadatak.jpg',
  fileType: 'image/jpeg' as const,
  grade: '1st grade of primary school' as const,
  language: 'srpski' as const,
};

describe('the solve sequence', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls the server in order and reports 0, 5, upload progress, 85, 90, 100', async () => {
    const calls = fakeCalls([{ status: 'PROCESSING' }, { status: 'COMPLETED', solution: record }]);
    const progress: number[] = [];
    const ids: string[] = [];
    const done = runSolve(input, calls, {
      onProgress: (p) => progress.push(p),
      onSolutionId: (id) => ids.push(id),
    });
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual(record);
    expect(progress).toEqual([0, 5, 25, 85, 85, 90, 100]);
    expect(ids).toEqual([record.id]);
    expect(calls.order).toEqual([
      'url:zadatak.jpg:1st grade of primary school:srpski',
      'upload:key',
      `completed:${record.id}`,
      `solve:${record.id}`,
      'status',
      'status',
    ]);
  });

  it('sends a typed task with solve-text, uploads nothing, then waits for it like a photo', async () => {
    const calls = fakeCalls([{ status: 'COMPLETED', solution: record }]);
    const progress: number[] = [];
    const ids: string[] = [];
    const done = runTypedSolve(
      { tasks: ['2x + 3 = 11'], grade: '6th grade of primary school', language: 'srpski' },
      calls,
      { onProgress: (p) => progress.push(p), onSolutionId: (id) => ids.push(id) },
    );
    await vi.runAllTimersAsync();
    await expect(done).resolves.toEqual(record);
    expect(calls.order).toEqual([
      'text:2x + 3 = 11:6th grade of primary school:srpski',
      `solve:${record.id}`,
      'status',
    ]);
    expect(ids).toEqual([record.id]);
    expect(progress).toEqual([0, 85, 90, 100]);
  });

  it('stops before uploading when the upload URL fails, keeping its message', async () => {
    const calls = fakeCalls([]);
    calls.generateUploadUrl = () =>
      Promise.reject(new ApiError('Failed to get presigned URL from server.', 500));
    await expect(runSolve(input, calls, { onProgress: () => {}, onSolutionId: () => {} })).rejects.toThrow(
      'Failed to get presigned URL from server.',
    );
  });
});

describe('status polling', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls 5 times, 2 s apart, then times out', async () => {
    const getStatus = vi.fn(async (): Promise<StatusResponse> => ({ status: 'PROCESSING' }));
    const result = pollSolutionStatus(getStatus);
    const settled = expect(result).rejects.toThrow(
      'The request timed out. The server may be busy, please try again later.',
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(getStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(getStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(getStatus).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(6000);
    expect(getStatus).toHaveBeenCalledTimes(5);
    await settled;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(getStatus).toHaveBeenCalledTimes(5);
  });

  it('treats FAILED and DELETED as a server failure', async () => {
    for (const status of ['FAILED', 'DELETED'] as const) {
      await expect(pollSolutionStatus(async () => ({ status }))).rejects.toThrow(
        'The server failed to process the image. Please try a different image or contact support.',
      );
    }
  });

  it('answers the solution on COMPLETED and passes a 404 through', async () => {
    await expect(pollSolutionStatus(async () => ({ status: 'COMPLETED', solution: record }))).resolves.toBe(
      record,
    );
    const notFound = new ApiError('Solution not found. It may have expired or the link is incorrect.', 404);
    await expect(pollSolutionStatus(() => Promise.reject(notFound))).rejects.toBe(notFound);
  });
});

describe('solve errors', () => {
  it('shows the message of an ApiError and the Serbian unknown-error text otherwise', () => {
    expect(solveErrorMessage(new ApiError('Datoteka nije slika.', 415))).toBe('Datoteka nije slika.');
    expect(solveErrorMessage(new TypeError('boom'))).toBe(
      'Došlo je do nepoznate greške prilikom rešavanja zadatka.',
    );
  });
  it('goes to checkout only for "nedovoljno kredita" with a solution id', () => {
    const msg = 'Imate nedovoljno kredita za rešavanje zadatka.';
    expect(isInsufficientCredits(msg, 'id')).toBe(true);
    expect(isInsufficientCredits(msg, null)).toBe(false);
    expect(isInsufficientCredits('Failed to start the solving process.', 'id')).toBe(false);
    // A typed task is refused before it has an id, and goes to checkout all the same.
    expect(isInsufficientCredits(msg, null, true)).toBe(true);
    expect(isInsufficientCredits('Zadatak je prazan.', null, true)).toBe(false);
  });
});
