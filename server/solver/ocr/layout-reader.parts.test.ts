/** The parts strip (numerators, denominators, exponents): a doubtful number is read again, larger. */
import { describe, expect, it } from 'vitest';
import type { LineAlternative } from '../engine-types.js';
import type { Component } from './components.js';
import type { GrayImage } from './gray-image.js';
import { readParts } from './layout-reader.js';
import type { LineReading, LineRecognizer } from './line-recognizer.js';
import { CUPOLA_2 } from './test-support/tune-glyphs.js';

/** A page 200 px wide with two solid 20 × 30 glyphs (labels 1 and 2): a numerator and a denominator. */
function fraction() {
  const width = 200;
  const labels = new Int32Array(width * 100);
  const glyph = (label: number, left: number, top: number): Component => {
    for (let y = top; y < top + 30; y++) for (let x = left; x < left + 20; x++) labels[y * width + x] = label;
    return { label, area: 600, left, top, right: left + 19, bottom: top + 29 };
  };
  return { width, labels, num: glyph(1, 50, 10), den: glyph(2, 50, 60) };
}

/**
 * A recogniser that reads every glyph of a strip as `first` at probability `p`, a strip of
 * glyphs larger than 35 px (the second, enlarged look) as `second` at `secondP`, and a glyph
 * alone with a cap (30 px) of paper over and under it as `alone` at `aloneP` (nothing by default).
 */
function fakeRecognizer(
  first: string[],
  p: number,
  second: string,
  secondP = 0.7,
  alone = '',
  aloneP = 0.9,
): LineRecognizer & { reads: number } {
  const fake = {
    reads: 0,
    async read(image: GrayImage): Promise<LineReading> {
      fake.reads++;
      if (image.height >= 90) {
        const chars = alone === '' ? [] : [{ char: alone, x: image.width / 2, p: aloneP }];
        return { text: alone, confidence: aloneP, chars };
      }
      // Columns holding ink, grouped into glyphs.
      const columns: number[] = [];
      for (let x = 0; x < image.width; x++)
        for (let y = 0; y < image.height; y++)
          if (image.data[y * image.width + x]! < 128) {
            columns.push(x);
            break;
          }
      const spans: [number, number][] = [];
      for (const x of columns) {
        const last = spans.at(-1);
        if (last && x === last[1] + 1) last[1] = x;
        else spans.push([x, x]);
      }
      const enlarged = spans.every(([a, b]) => b - a + 1 > 25);
      const chars = spans.map(([a, b], i) => ({
        char: enlarged ? second : first[i]!,
        x: (a + b) / 2,
        p: enlarged ? secondP : i === 1 ? p : 0.99,
      }));
      return { text: chars.map((c) => c.char).join(''), confidence: 0.9, chars };
    },
    async close() {},
  };
  return fake;
}

describe('the parts strip', () => {
  it('reads a number it was unsure of again, larger, and takes that reading', async () => {
    const { width, labels, num, den } = fraction();
    const parts = [
      { components: [num], raised: false },
      { components: [den], raised: false },
    ];
    // "2/3" whose "3" is read "2" at 43 %: the enlarged second look reads "3".
    const unsure = fakeRecognizer(['2', '2'], 0.43, '3');
    expect(await readParts(parts, width, labels, 30, unsure)).toEqual(['2', '3']);
    expect(unsure.reads).toBe(2);
    // Read at 90 %, the strip's reading stands and nothing is read again.
    const sure = fakeRecognizer(['2', '2'], 0.9, '3');
    expect(await readParts(parts, width, labels, 30, sure)).toEqual(['2', '2']);
    expect(sure.reads).toBe(1);
    // A second look that reads no number leaves the part unreadable.
    const lost = fakeRecognizer(['2', '2'], 0.43, 'N');
    expect(await readParts(parts, width, labels, 30, lost)).toEqual(['2', '?']);
    // A second look less sure than the first does not overrule it: neither is trusted (review finding).
    const unsureAgain = fakeRecognizer(['2', '2'], 0.5, '3', 0.3);
    expect(await readParts(parts, width, labels, 30, unsureAgain)).toEqual(['2', '?']);
  });

  it('reads a part the strip left unread again, larger, and takes a sure number from it', async () => {
    const { width, labels, num, den } = fraction();
    const parts = [
      { components: [num], raised: false },
      { components: [den], raised: false },
    ];
    // "2/4" whose "4" the strip reads as nothing: the enlarged second look reads "4" at 70 %.
    const unread = fakeRecognizer(['2', ''], 0.99, '4');
    expect(await readParts(parts, width, labels, 30, unread)).toEqual(['2', '4']);
    expect(unread.reads).toBe(2);
    // A second look unsure of it, or reading no number, leaves the part unread.
    expect(await readParts(parts, width, labels, 30, fakeRecognizer(['2', ''], 0.99, '4', 0.4))).toEqual([
      '2',
      '',
    ]);
    expect(await readParts(parts, width, labels, 30, fakeRecognizer(['2', ''], 0.99, 'N'))).toEqual([
      '2',
      '',
    ]);
  });

  it('reads a part both strips left unread alone, with paper round it, and takes a sure number only', async () => {
    const { width, labels, num, den } = fraction();
    const parts = [
      { components: [num], raised: false },
      { components: [den], raised: false },
    ];
    // Carlito's "1/3" over New Computer Modern's thin 3 (tune, ink look): both strips read the 3 as
    // nothing; alone, with a cap of paper round it, it is read "3" at 88 %.
    const lone = fakeRecognizer(['1', ''], 0.99, '', 0.7, '3', 0.88);
    expect(await readParts(parts, width, labels, 30, lone)).toEqual(['1', '3']);
    expect(lone.reads).toBe(3);
    // Unsure alone, or read as a look-alike of a figure ("!" for a lone 2), it stays unread.
    expect(
      await readParts(parts, width, labels, 30, fakeRecognizer(['1', ''], 0.99, '', 0.7, '3', 0.6)),
    ).toEqual(['1', '']);
    expect(
      await readParts(parts, width, labels, 30, fakeRecognizer(['1', ''], 0.99, '', 0.7, '!', 0.95)),
    ).toEqual(['1', '']);
    // Nor is a lone "1" taken: any stroke alone is read so.
    expect(
      await readParts(parts, width, labels, 30, fakeRecognizer(['1', ''], 0.99, '', 0.7, '1', 0.95)),
    ).toEqual(['1', '']);
    // A part the strips read is not read alone.
    const read = fakeRecognizer(['1', '3'], 0.99, '', 0.7, '8', 0.99);
    expect(await readParts(parts, width, labels, 30, read)).toEqual(['1', '3']);
    expect(read.reads).toBe(1);
  });

  it('reads an exponent read as a capital again, and takes a 2 from its ink when the second look cannot', async () => {
    // Cupola's lone exponent "2" in "x² − 8x + 12 = 0" (a tune photo, cap 31), read "N" both times.
    const two = CUPOLA_2;
    const width = 200;
    const labels = new Int32Array(width * 100);
    two.forEach((row, y) =>
      [...row].forEach((ch, x) => ch === '#' && (labels[(10 + y) * width + 50 + x] = 1)),
    );
    const g: Component = { label: 1, area: 0, left: 50, top: 10, right: 62, bottom: 29 };
    // A solid block read "N" is no 2.
    for (let y = 10; y < 30; y++) for (let x = 100; x < 113; x++) labels[y * width + x] = 2;
    const block: Component = { label: 2, area: 260, left: 100, top: 10, right: 112, bottom: 29 };
    const parts = [
      { components: [g], raised: true },
      { components: [block], raised: true },
    ];
    const twice = fakeRecognizer(['N', 'N'], 0.43, 'N');
    expect(await readParts(parts, width, labels, 31, twice)).toEqual(['2', 'N']);
    // Both strips, then each part alone (read as nothing here).
    expect(twice.reads).toBe(4);
    // A second look that reads a number surely is taken.
    expect(await readParts(parts, width, labels, 31, fakeRecognizer(['N', 'N'], 0.43, '3'))).toEqual([
      '3',
      '3',
    ]);
  });

  it('leaves a raised 2-shaped glyph read as a capital twice unread when alone it reads another figure', async () => {
    // Review, round 19: the part read alone comes before the 2-shape check; a figure read alone
    // that is no 2 over a 2's ink is a disagreement, not an answer.
    const width = 200;
    const labels = new Int32Array(width * 100);
    CUPOLA_2.forEach((row, y) =>
      [...row].forEach((ch, x) => ch === '#' && (labels[(10 + y) * width + 50 + x] = 1)),
    );
    const parts = [
      { components: [{ label: 1, area: 0, left: 50, top: 10, right: 62, bottom: 29 }], raised: true },
    ];
    const seven = fakeRecognizer(['N'], 0.43, 'N', 0.7, '7', 0.9);
    expect(await readParts(parts, width, labels, 31, seven)).toEqual(['?']);
    // Read alone as a 2, the ink agrees.
    expect(
      await readParts(parts, width, labels, 31, fakeRecognizer(['N'], 0.43, 'N', 0.7, '2', 0.9)),
    ).toEqual(['2']);
    // A solid block read "N" twice is no 2's ink: a sure figure read alone fills it as before.
    const block = new Int32Array(width * 100);
    for (let y = 10; y < 30; y++) for (let x = 50; x < 63; x++) block[y * width + x] = 1;
    expect(await readParts(parts, width, block, 31, fakeRecognizer(['N'], 0.43, 'N', 0.7, '7', 0.9))).toEqual(
      ['7'],
    );
  });

  it('leaves a part led by a minus unread when the second look reads a bare number', async () => {
    const { width, labels, den } = fraction();
    // A numerator "−1": a flat bar (20 × 4) and, clear to its right, a figure (20 × 30).
    for (let y = 22; y < 26; y++) for (let x = 10; x < 30; x++) labels[y * width + x] = 3;
    const bar: Component = { label: 3, area: 80, left: 10, top: 22, right: 29, bottom: 25 };
    const parts = [
      { components: [bar, { ...den, label: 1, top: 10, bottom: 39 }], raised: false },
      { components: [den], raised: false },
    ];
    for (let y = 10; y < 40; y++) for (let x = 50; x < 70; x++) labels[y * width + x] = 1;
    // The strip reads the numerator as nothing; the enlarged second look reads "1" for each glyph.
    const read = fakeRecognizer(['', '', '4'], 0.99, '1', 0.9);
    expect(await readParts(parts, width, labels, 30, read)).toEqual(['', '4']);
  });
});

describe("the parts strip's runner-ups", () => {
  /** Reads the strip's two parts as "2" and "3", the "3" with runner-up "8" at `altP`. */
  const withRunnerUp = (altP: number): LineRecognizer => {
    const inner = fakeRecognizer(['2', '3'], 0.9, '3');
    return {
      close: () => inner.close(),
      async read(image) {
        const r = await inner.read(image);
        const chars = r.chars.map((c, i) => (i === 1 ? { ...c, alt: { char: '8', p: altP, of: '3' } } : c));
        return { ...r, chars };
      },
    };
  };

  it('gives each part the text its probable runner-up makes of it', async () => {
    const { width, labels, num, den } = fraction();
    const parts = [
      { components: [num], raised: false },
      { components: [den], raised: false },
    ];
    const nearly: LineAlternative[][] = [];
    expect(await readParts(parts, width, labels, 30, withRunnerUp(0.3), undefined, nearly)).toEqual([
      '2',
      '3',
    ]);
    expect(nearly.map((n) => n.map((a) => [a.text, a.read, a.as]))).toEqual([[], [['8', '3', '8']]]);
    const none: LineAlternative[][] = [];
    await readParts(parts, width, labels, 30, withRunnerUp(0.005), undefined, none);
    expect(none).toEqual([[], []]);
  });
});

describe("the parts strip: each part's least certain character", () => {
  it('gives the probability of the reading that stands, per part', async () => {
    const { width, labels, num, den } = fraction();
    const parts = [
      { components: [num], raised: false },
      { components: [den], raised: false },
    ];
    // Read at 90 %: the strip's reading stands.
    const first: number[] = [];
    await readParts(
      parts,
      width,
      labels,
      30,
      fakeRecognizer(['2', '2'], 0.9, '3'),
      undefined,
      undefined,
      first,
    );
    expect(first).toEqual([0.99, 0.9]);
    // Read at 43 % and again at 70 %: the second look's reading stands, and its probability.
    const again: number[] = [];
    await readParts(
      parts,
      width,
      labels,
      30,
      fakeRecognizer(['2', '2'], 0.43, '3'),
      undefined,
      undefined,
      again,
    );
    expect(again).toEqual([0.99, 0.7]);
    // Two unsure looks that disagree: the lesser of the two.
    const neither: number[] = [];
    await readParts(
      parts,
      width,
      labels,
      30,
      fakeRecognizer(['2', '2'], 0.5, '3', 0.3),
      undefined,
      undefined,
      neither,
    );
    expect(neither).toEqual([0.99, 0.3]);
  });
});
