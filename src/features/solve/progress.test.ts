import { describe, expect, it } from 'vitest';
import { PROGRESS, stageOf, uploadProgress } from './progress.js';

describe('solve progress', () => {
  it('goes 5, then up to 80 more while uploading, 85, 90, 100', () => {
    expect(PROGRESS).toEqual({ start: 0, uploadUrl: 5, uploaded: 85, solved: 90, fetched: 100 });
    expect(uploadProgress(0, 1000)).toBe(5);
    expect(uploadProgress(500, 1000)).toBe(45);
    expect(uploadProgress(1000, 1000)).toBe(85);
  });
  it('never leaves 5..85 during the upload, whatever the browser reports', () => {
    expect(uploadProgress(2000, 1000)).toBe(85);
    expect(uploadProgress(-1, 1000)).toBe(5);
    expect(uploadProgress(10, 0)).toBe(5);
    expect(uploadProgress(10, Number.NaN)).toBe(5);
  });
  it('names the stage', () => {
    expect(stageOf(0, false)).toBe('preparing');
    expect(stageOf(40, false)).toBe('uploading');
    expect(stageOf(85, false)).toBe('checking');
    expect(stageOf(85, true)).toBe('solving');
    expect(stageOf(90, true)).toBe('fetching');
  });
});
