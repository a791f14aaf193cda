/**
 * The solve's time budget: a fake clock that a slow recogniser moves on (every line read costs a
 * fake second), so nothing here depends on the machine's speed.
 */
import sharp from 'sharp';
import { isAnsweredTask } from '../../contract/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrayImage, InkImage } from './ocr/gray-image.js';
import type { LineRecognizer } from './ocr/line-recognizer.js';
import { sauvolaForPage } from './ocr/sauvola.js';
import {
  budgetAtDispatch,
  budgeted,
  BudgetSpent,
  budgetFor,
  startBudget,
  unlessSpent,
} from './solve-budget.js';
import { createOcrReaders, LOOKS, solvePhoto, TIE_BREAKER, type OcrReaders } from './solve-photo.js';
import { opts } from './test-support/looks.js';

/** A clock that only moves when told to. */
function fakeClock() {
  let t = 1000;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('budgetAtDispatch', () => {
  const shares = { optional: 0.4, reading: 0.7 };
  it("works from the pool's limit, or from what is left of the caller's time when that is shorter", () => {
    expect(budgetAtDispatch(60_000, shares, undefined, 5_000)).toEqual(budgetFor(60_000, shares));
    // Asked with 20 s left, taken by a thread 5 s later: 15 s are left.
    expect(budgetAtDispatch(60_000, shares, 25_000, 10_000)).toEqual(budgetFor(15_000, shares));
    // A caller with more time than the pool's limit still gets the limit; one past its deadline nothing.
    expect(budgetAtDispatch(60_000, shares, 500_000, 10_000)).toEqual(budgetFor(60_000, shares));
    expect(budgetAtDispatch(60_000, shares, 5_000, 10_000)).toEqual({ optionalMs: 0, readingMs: 0 });
  });
});

describe('startBudget', () => {
  it('allows optional work before its share, and reading before the reading share', () => {
    const clock = fakeClock();
    const budget = startBudget({ optionalMs: 100, readingMs: 200 }, clock.now);
    expect(budget.mayStartOptional()).toBe(true);
    clock.advance(99);
    expect(budget.mayStartOptional()).toBe(true);
    expect(() => budget.checkReading()).not.toThrow();
    clock.advance(1);
    expect(budget.mayStartOptional()).toBe(false);
    expect(() => budget.checkReading()).not.toThrow();
    clock.advance(100);
    expect(() => budget.checkReading()).toThrow(BudgetSpent);
  });
  it('tells the reading time left, none once spent, and no end without a budget', () => {
    const clock = fakeClock();
    const budget = startBudget({ optionalMs: 100, readingMs: 200 }, clock.now);
    clock.advance(150);
    expect(budget.readingLeftMs()).toBe(50);
    clock.advance(100);
    expect(budget.readingLeftMs()).toBe(0);
    expect(startBudget(undefined, clock.now).readingLeftMs()).toBe(Infinity);
  });
  it('stops nothing without a budget', () => {
    const clock = fakeClock();
    const budget = startBudget(undefined, clock.now);
    clock.advance(1e9);
    expect(budget.mayStartOptional()).toBe(true);
    expect(() => budget.checkReading()).not.toThrow();
  });
  it('takes its shares of the time limit', () => {
    expect(budgetFor(30_000)).toEqual({ optionalMs: 12_000, readingMs: 21_000 });
    expect(budgetFor(10_000, { optional: 0.5, reading: 0.9 })).toEqual({ optionalMs: 5000, readingMs: 9000 });
  });
});

describe('budgeted and unlessSpent', () => {
  const reads: number[] = [];
  const lines: LineRecognizer = {
    read: async () => (reads.push(1), { text: 'x', confidence: 1, chars: [] }),
    close: async () => {},
  };
  it('refuses to read once the reading time is spent, and the step falls back', async () => {
    const clock = fakeClock();
    const recognizer = budgeted(lines, startBudget({ optionalMs: 10, readingMs: 20 }, clock.now));
    const image = { width: 4, height: 4, data: new Uint8Array(16) };
    expect(
      await unlessSpent(
        () => recognizer.read(image).then((r) => r.text),
        () => 'spent',
      ),
    ).toBe('x');
    clock.advance(20);
    expect(
      await unlessSpent(
        () => recognizer.read(image).then((r) => r.text),
        () => 'spent',
      ),
    ).toBe('spent');
    expect(reads).toHaveLength(1);
  });
  it('throws other errors on', async () => {
    await expect(
      unlessSpent(
        () => Promise.reject(new Error('broken')),
        () => 'spent',
      ),
    ).rejects.toThrow('broken');
  });
});

/** One line of DejaVu Sans on paper, slightly soft, as a photo. */
async function linePhoto(text: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="140"><rect width="100%" height="100%" fill="rgb(250,250,250)"/><text x="40" y="90" font-family="DejaVu Sans" font-size="40" fill="rgb(10,10,10)">${text}</text></svg>`;
  return sharp(Buffer.from(svg)).blur(1.2).png().toBuffer();
}

describe('solvePhoto within its budget', () => {
  let real: OcrReaders;
  beforeAll(async () => {
    real = await createOcrReaders();
  });
  afterAll(async () => {
    await real.close();
  });

  /**
   * The real recogniser, each line costing a fake second; the grey looks (crops with grey levels,
   * not the binary ink's 0 and 255) read "7" as "1", so the two looks disagree where asked.
   */
  const slowReaders = (clock: ReturnType<typeof fakeClock>, greyMisreads = false): OcrReaders => ({
    close: async () => {},
    lines: {
      close: async () => {},
      async read(image: GrayImage) {
        clock.advance(1000);
        const reading = await real.lines.read(image);
        if (!greyMisreads || image.data.every((v) => v === 0 || v === 255)) return reading;
        const chars = reading.chars.map((c) => (c.char === '7' ? { ...c, char: '1' } : c));
        return { ...reading, chars, text: chars.map((c) => c.char).join('') };
      },
    },
  });
  const retrySpy = () => {
    const calls: GrayImage[] = [];
    const retryInk = (flat: GrayImage): InkImage => (calls.push(flat), sauvolaForPage(flat));
    return { calls, retryInk };
  };
  const solve = (
    photo: Buffer,
    clock: ReturnType<typeof fakeClock>,
    budget: { optionalMs: number; readingMs: number } | undefined,
    extra: { greyMisreads?: boolean; retryInk?: (flat: GrayImage) => InkImage } = {},
  ) =>
    solvePhoto(slowReaders(clock, extra.greyMisreads), photo, opts.grade, opts.language, {
      now: clock.now,
      ...(budget ? { budget } : {}),
      ...(extra.retryInk ? { retryInk: extra.retryInk } : {}),
    });

  it('skips the tie-breaker once the optional share is spent, and takes it before', async () => {
    const photo = await linePhoto('2x - 7 = 13');
    const roomy = await solve(
      photo,
      fakeClock(),
      { optionalMs: 1e6, readingMs: 2e6 },
      { greyMisreads: true },
    );
    expect(roomy.passes.map((p) => p.name)).toEqual([...LOOKS, TIE_BREAKER]);
    expect(roomy.budgetCuts).toBeUndefined();
    // The two looks take a fake second a line: past 1.5 s no third look is started.
    const tight = await solve(
      photo,
      fakeClock(),
      { optionalMs: 1500, readingMs: 1e6 },
      { greyMisreads: true },
    );
    expect(tight.passes.map((p) => p.name)).toEqual([...LOOKS]);
    expect(tight.budgetCuts).toEqual(['tie-breaker', 'retry']);
    expect(tight.solution.math_solutions.map((t) => t.outcome)).toEqual(['declined']);
  }, 60_000);

  it('drops a tie-breaker the reading time ran out in, and keeps the two looks', async () => {
    const photo = await linePhoto('2x - 7 = 13');
    const clock = fakeClock();
    const untimed = await solve(photo, fakeClock(), undefined, { greyMisreads: true });
    const lines = untimed.passes[0]!.recognized.lines.length;
    // Room for the two looks and not one line more.
    const cut = await solve(
      photo,
      clock,
      { optionalMs: 1e6, readingMs: 2000 * lines },
      { greyMisreads: true },
    );
    expect(cut.passes.map((p) => p.name)).toEqual([...LOOKS]);
    expect(cut.budgetCuts?.[0]).toBe('tie-breaker');
  }, 60_000);

  it('skips the retry past the optional share and keeps the first verdict', async () => {
    const photo = await linePhoto('Dobar dan, kako ste');
    const roomy = retrySpy();
    const retried = await solve(photo, fakeClock(), { optionalMs: 1e6, readingMs: 2e6 }, roomy);
    expect(roomy.calls).toHaveLength(1);
    const tight = retrySpy();
    const first = await solve(photo, fakeClock(), { optionalMs: 1500, readingMs: 1e6 }, tight);
    expect(tight.calls).toHaveLength(0);
    expect(first.budgetCuts).toEqual(['retry']);
    expect(first.solution.math_solutions.map((t) => t.image_is_math_problem)).toEqual(
      retried.solution.math_solutions.map((t) => t.image_is_math_problem),
    );
  }, 60_000);

  it('declines the photo when even its first looks run out of reading time', async () => {
    const photo = await linePhoto('2x - 7 = 13');
    const solved = await solve(photo, fakeClock(), { optionalMs: 500, readingMs: 1000 });
    expect(solved.budgetCuts).toEqual(['reading']);
    expect(solved.passes.every((p) => p.recognized.lines.length === 0)).toBe(true);
    expect(solved.solution.math_solutions.some(isAnsweredTask)).toBe(false);
    // Declined as a task not read (refunded), not called "not maths" (review, round 14).
    expect(solved.solution.math_solutions.map((t) => [t.image_is_math_problem, t.outcome])).toEqual([
      ['yes', 'declined'],
    ]);
    expect(solved.votes).toEqual([0]);
  }, 60_000);

  it('changes nothing on a photo read well within its budget', async () => {
    const photo = await linePhoto('2x - 7 = 13');
    const untimed = await solve(photo, fakeClock(), undefined);
    const timed = await solve(photo, fakeClock(), { optionalMs: 1e6, readingMs: 2e6 });
    expect(timed.budgetCuts).toBeUndefined();
    expect(timed.passes).toEqual(untimed.passes);
    expect(timed.solution).toEqual(untimed.solution);
  }, 60_000);
});
