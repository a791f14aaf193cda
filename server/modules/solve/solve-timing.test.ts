import { describe, expect, it } from 'vitest';
import { solveTiming } from './solve-timing.js';

describe('solve timing', () => {
  it('gives a first attempt the whole timeout and a late retry only what is left of 2T', () => {
    const timing = solveTiming(120);
    const started = new Date('2026-11-23T12:00:00Z');
    expect(timing.attemptBudgetMs(started, started)).toBe(120_000);
    // The first worker died; its job expired at T + check and the retry starts a few seconds later.
    const retry = new Date(started.getTime() + (120 + timing.checkSeconds + 3) * 1000);
    const budget = timing.attemptBudgetMs(started, retry);
    expect(budget).toBeGreaterThan(0);
    expect(retry.getTime() + budget).toBeLessThanOrEqual(
      started.getTime() + (timing.reapAfterSeconds - timing.checkSeconds) * 1000,
    );
  });

  it('reaps early enough that nothing stays PROCESSING beyond 2T, for short and long timeouts', () => {
    for (const t of [3, 10, 120, 3600]) {
      const timing = solveTiming(t);
      expect(timing.maxProcessingSeconds).toBe(2 * t);
      expect(timing.reapAfterSeconds + timing.checkSeconds).toBeLessThanOrEqual(2 * t);
      expect(timing.queueExpireSeconds).toBeGreaterThan(t);
    }
  });

  it('leaves no time to an attempt that starts after the budget is spent', () => {
    const timing = solveTiming(10);
    const started = new Date(0);
    expect(timing.attemptBudgetMs(started, new Date(20_000))).toBeLessThanOrEqual(0);
  });
});
