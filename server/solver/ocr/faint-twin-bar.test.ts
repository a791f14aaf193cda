/** An "=" whose lighter bar the binarisation lost is found again in the photo's grey. */
import { describe, expect, it } from 'vitest';
import type { Component } from './components.js';
import { hasFaintTwin, restoreFaintEquals } from './faint-twin-bar.js';
import type { GrayImage, InkImage } from './gray-image.js';
import type { PageLayout } from './math-layout.js';

// The grey down one column of an Old Standard "=" on a tune photo of squared paper (cap 27), from
// two rows over its upper bar (kept as ink, 160–165) to under its lower bar (185–210, lost).
const EQUALS_COLUMN = [254, 254, 163, 160, 254, 250, 251, 250, 250, 240, 213, 190, 200, 232, 250, 253];
const [WIDTH, HEIGHT, TOP, LEFT, LENGTH] = [160, 80, 30, 60, 36];

/** A page with the "=" column drawn across `LENGTH` columns from `LEFT`; the kept bar is ink. */
function page(column = EQUALS_COLUMN, runOn = false): { gray: GrayImage; ink: InkImage; bar: Component } {
  const gray = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT).fill(252) };
  const ink = { width: WIDTH, height: HEIGHT, data: new Uint8Array(WIDTH * HEIGHT) };
  column.forEach((grey, k) => {
    const y = TOP + k;
    const faint = grey > 180;
    const [from, to] = faint && runOn ? [0, WIDTH - 1] : [LEFT, LEFT + LENGTH - 1];
    for (let x = from; x <= to; x++) {
      gray.data[y * WIDTH + x] = grey;
      if (!faint) ink.data[y * WIDTH + x] = 1;
    }
  });
  const bar = {
    label: 1,
    area: 2 * LENGTH,
    left: LEFT,
    top: TOP + 2,
    right: LEFT + LENGTH - 1,
    bottom: TOP + 3,
  };
  return { gray, ink, bar };
}

describe('an "=" that lost its lighter bar', () => {
  it('finds the faint bar parallel to the one kept', () => {
    const { gray, ink, bar } = page();
    expect(hasFaintTwin(bar, gray, ink, 27)).toBe(true);
  });

  it('finds none beside a plain minus, a ruling running on, or faint bars both sides', () => {
    const plain = page(EQUALS_COLUMN.map((g, k) => (k >= 9 ? 252 : g)));
    expect(hasFaintTwin(plain.bar, plain.gray, plain.ink, 27)).toBe(false);
    const ruled = page(EQUALS_COLUMN, true);
    expect(hasFaintTwin(ruled.bar, ruled.gray, ruled.ink, 27)).toBe(false);
    // The same faint bar mirrored above the kept one too: no "=" (a bar between two others).
    const both = page([252, 240, 213, 190, 200, 232, 250, ...EQUALS_COLUMN.slice(0, 15)]);
    const bar = { ...both.bar, top: TOP + 9, bottom: TOP + 10 };
    expect(hasFaintTwin(bar, both.gray, both.ink, 27)).toBe(false);
  });

  it('makes such a minus of the layout "=", a plain one not', () => {
    const { gray, ink, bar } = page();
    const plainBar = { ...bar, label: 2, left: 110, right: 130 };
    for (let y = plainBar.top; y <= plainBar.bottom; y++)
      for (let x = plainBar.left; x <= plainBar.right; x++) {
        ink.data[y * WIDTH + x] = 1;
        gray.data[y * WIDTH + x] = 160;
      }
    const layout: PageLayout = {
      cap: 27,
      braces: [],
      lines: [
        {
          box: { left: 40, top: 20, right: 150, bottom: 50 },
          glyphs: [],
          specials: [
            { k: 'sym', box: bar, text: '-', glyphs: [bar] },
            { k: 'sym', box: plainBar, text: '-', glyphs: [plainBar] },
          ],
        },
      ],
    };
    const texts = restoreFaintEquals(layout, gray, ink).lines[0]!.specials.map((s) =>
      s.k === 'sym' ? s.text : '',
    );
    expect(texts).toEqual(['=', '-']);
  });
});
