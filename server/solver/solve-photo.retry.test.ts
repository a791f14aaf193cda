/**
 * The retry of a page nothing was answered of: from an independent binarisation (sauvola.ts), its
 * answer shown only where all its own readings agree.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GrayImage, InkImage } from './ocr/gray-image.js';
import { isAnsweredTask } from '../../contract/index.js';
import { cleanInk } from './ocr/preprocess.js';
import { sauvolaBinarize, sauvolaForPage } from './ocr/sauvola.js';
import {
  createOcrReaders,
  judgedBlurred,
  LOOKS,
  needsRetry,
  retryAnswers,
  solvePhoto,
  solveReadings,
  TIE_BREAKER,
  type OcrReaders,
} from './solve-photo.js';
import { look, opts } from './test-support/looks.js';

describe('needsRetry', () => {
  it('retries a page whose every task was declined, or of which nothing was read', () => {
    expect(
      needsRetry(solveReadings([look(LOOKS[0], '6x - 17 = 1'), look(LOOKS[1], '-6x - 17 = 1')], opts)),
    ).toBe(true);
    expect(needsRetry(solveReadings([look(LOOKS[0]), look(LOOKS[1])], opts))).toBe(true);
  });
  it('reads a soft page as judged blurred only when the cleaning dropped text-sized ink', () => {
    const ink = { width: 1, height: 1, data: new Uint8Array(1) };
    expect(judgedBlurred({ ink: null, textHeight: 30 })).toBe(true);
    expect(judgedBlurred({ ink: null, textHeight: null })).toBe(false);
    expect(judgedBlurred({ ink, textHeight: 30 })).toBe(false);
  });
  it('does not retry a page with an answered task', () => {
    const answered = solveReadings([look(LOOKS[0], '3x = 12'), look(LOOKS[1], '3x=12')], opts);
    expect(answered.votes).toEqual([2]);
    expect(needsRetry(answered)).toBe(false);
  });
  it('retries a page read as text that is not maths (its maths may have been broken into letters)', () => {
    const prose = solveReadings(
      [look(LOOKS[0], 'Dobar dan, kako ste'), look(LOOKS[1], 'Dobar dan, kako ste')],
      opts,
    );
    expect(prose.solution.math_solutions[0]!.image_is_math_problem).toBe('no');
    expect(needsRetry(prose)).toBe(true);
  });
});

describe('retryAnswers', () => {
  it('takes the retry when both its looks agree', () => {
    expect(retryAnswers(solveReadings([look(LOOKS[0], '3x = 12'), look(LOOKS[1], '3x=12')], opts))).toBe(
      true,
    );
  });
  it('keeps the decline when the retry answered 2 of 3, or declined', () => {
    const twoOfThree = solveReadings(
      [look(LOOKS[0], '6x - 17 = 1'), look(LOOKS[1], '-6x - 17 = 1'), look(TIE_BREAKER, '-6x-17=1')],
      opts,
    );
    expect(twoOfThree.votes).toEqual([2]);
    expect(retryAnswers(twoOfThree)).toBe(false);
    expect(
      retryAnswers(solveReadings([look(LOOKS[0], '3x = 1 2 3'), look(LOOKS[1], '3x = = 12')], opts)),
    ).toBe(false);
  });
});

/** "2x − 7 = 13" in DejaVu Sans, "2x − 7" in faint grey (level `faint`) and "= 13" in black. */
async function halfFaintLine(faint: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="140"><rect width="100%" height="100%" fill="rgb(250,250,250)"/><text x="40" y="90" font-family="DejaVu Sans" font-size="40" fill="rgb(${faint},${faint},${faint})">2x - 7</text><text x="170" y="90" font-family="DejaVu Sans" font-size="40" fill="rgb(10,10,10)">= 13</text></svg>`;
  return sharp(Buffer.from(svg)).blur(1.2).png().toBuffer();
}

describe('solvePhoto retry', () => {
  let readers: OcrReaders;
  beforeAll(async () => {
    readers = await createOcrReaders();
  });
  afterAll(async () => {
    await readers.close();
  });
  /** The retry's binarisation, counted: with a fixed window at `k`, or as solvePhoto does it. */
  const spy = (k?: number) => {
    const calls: GrayImage[] = [];
    const retryInk = (flat: GrayImage): InkImage => {
      calls.push(flat);
      return k === undefined ? sauvolaForPage(flat) : sauvolaBinarize(flat, { k });
    };
    return { calls, retryInk };
  };

  it('answers a page the first binarisation broke from the second, and keeps the decline without it', async () => {
    // The page's split lies between black ink and paper: the faint half of the line is lost, "= 13"
    // alone is declined. A local threshold keeps the faint strokes.
    const photo = await halfFaintLine(190);
    const never = await solvePhoto(readers, photo, opts.grade, opts.language, {
      retryInk: (flat) => ({
        width: flat.width,
        height: flat.height,
        data: new Uint8Array(flat.data.length),
      }),
    });
    expect(never.solution.math_solutions.map((t) => t.outcome)).toEqual(['declined']);
    const { calls, retryInk } = spy(0.1);
    const solved = await solvePhoto(readers, photo, opts.grade, opts.language, { retryInk });
    expect(calls).toHaveLength(1);
    expect(solved.solution.math_solutions.map((t) => t.final_answer_latex)).toEqual(['\\(x = 10\\)']);
    expect(solved.votes[0]).toBe(solved.passes.length);
  }, 60_000);

  it('does not retry a page that was answered', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="140"><rect width="100%" height="100%" fill="rgb(250,250,250)"/><text x="40" y="90" font-family="DejaVu Sans" font-size="40" fill="rgb(10,10,10)">2x - 7 = 13</text></svg>`;
    const { calls, retryInk } = spy(0.1);
    const solved = await solvePhoto(
      readers,
      await sharp(Buffer.from(svg)).blur(1.2).png().toBuffer(),
      opts.grade,
      opts.language,
      {
        retryInk,
      },
    );
    expect(solved.solution.math_solutions.map((t) => t.final_answer_latex)).toEqual(['\\(x = 10\\)']);
    expect(calls).toHaveLength(0);
  }, 60_000);

  it('reads a page of prose again and still calls it not maths', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="140"><rect width="100%" height="100%" fill="rgb(250,250,250)"/><text x="40" y="90" font-family="DejaVu Sans" font-size="40" fill="rgb(10,10,10)">Dobar dan, kako ste</text></svg>`;
    const { calls, retryInk } = spy();
    const solved = await solvePhoto(
      readers,
      await sharp(Buffer.from(svg)).blur(1.2).png().toBuffer(),
      opts.grade,
      opts.language,
      { retryInk },
    );
    expect(calls).toHaveLength(1);
    expect(solved.solution.math_solutions.map((t) => t.image_is_math_problem)).toEqual(['no']);
  }, 60_000);

  /** A notice of `lines` set in `face` (tune faces), photographed slightly soft. */
  async function notice(face: string, lines: string[]): Promise<Buffer> {
    const text = lines
      .map(
        (l, i) =>
          `<text x="50" y="${80 + i * 56}" font-family="${face}" font-size="34" fill="rgb(20,20,20)" xml:space="preserve">${l}</text>`,
      )
      .join('');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="${80 + lines.length * 56}"><rect width="100%" height="100%" fill="rgb(248,246,240)"/>${text}</svg>`;
    return sharp(Buffer.from(svg)).blur(1).jpeg({ quality: 85 }).toBuffer();
  }
  const verdicts = (s: {
    solution: { math_solutions: { image_is_math_problem: string; outcome?: string }[] };
  }) => s.solution.math_solutions.map((t) => `${t.image_is_math_problem}/${t.outcome ?? ''}`);
  const faces = ['DejaVu Sans', 'Liberation Serif'];

  it.each(faces)(
    'reads a bus notice with a number again (%s) and it stays not maths',
    async (face) => {
      const photo = await notice(face, [
        'Red vožnje, linija 26',
        'Polasci su svakog dana osim nedelje',
        'Karte se kupuju kod vozača',
      ]);
      const { calls, retryInk } = spy();
      const solved = await solvePhoto(readers, photo, opts.grade, opts.language, { retryInk });
      expect(calls).toHaveLength(1);
      expect(verdicts(solved)).toEqual(['no/']);
    },
    60_000,
  );

  it.each(faces)(
    'answers nothing of a timetable, price list and date line after the retry (%s)',
    async (face) => {
      // Such a page reads as a word problem and is declined (several numbers in prose), so it is
      // retried like any declined page; the retry must leave it unanswered, as the first reading did.
      const photo = await notice(face, [
        'Red vožnje, linija 26',
        'Polazak 07:15   dolazak 07:50',
        'Polazak 08:40   dolazak 09:15',
        'Hleb 65 din, mleko 120 din',
        'Beograd, 14. 11. 2024.',
      ]);
      const { calls, retryInk } = spy();
      const solved = await solvePhoto(readers, photo, opts.grade, opts.language, { retryInk });
      expect(calls).toHaveLength(1);
      expect(solved.solution.math_solutions.some(isAnsweredTask)).toBe(false);
    },
    60_000,
  );

  it('does not retry a page the cleaning judged blurred', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="560" height="140"><rect width="100%" height="100%" fill="rgb(250,250,250)"/><text x="40" y="90" font-family="DejaVu Sans" font-size="40" fill="rgb(10,10,10)">2x - 7 = 13</text></svg>`;
    const photo = await sharp(Buffer.from(svg)).blur(5).png().toBuffer();
    const clean = await cleanInk(photo);
    expect(judgedBlurred(clean)).toBe(true);
    const { calls, retryInk } = spy(0.1);
    const solved = await solvePhoto(readers, photo, opts.grade, opts.language, { retryInk });
    expect(calls).toHaveLength(0);
    expect(solved.solution.math_solutions.some(isAnsweredTask)).toBe(false);
  }, 60_000);
});
