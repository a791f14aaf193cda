import { describe, expect, it } from 'vitest';
import { labelComponents } from './components.js';
import type { InkImage } from './gray-image.js';
import { findPageOutline, keepInsideOutline } from './page-outline.js';
import { estimateTextHeight } from './text-height.js';

const [W, H] = [400, 300];

/**
 * A page ring (`thick` px) from (60, 40) to (340, 260), two "text lines" of blocks inside, specks
 * outside; `filled` joins a solid block to the ring across its middle (a blob, not a page edge).
 */
function deskPage({ gap = false, thick = 3, filled = false } = {}): InkImage {
  const data = new Uint8Array(W * H);
  const set = (x: number, y: number) => (data[y * W + x] = 1);
  for (let x = 60; x <= 340; x++)
    for (let t = 0; t < thick; t++) {
      set(x, 40 + t);
      set(x, 260 - t);
    }
  for (let y = 40; y <= 260; y++)
    for (let t = 0; t < thick; t++) {
      if (!(gap && y > 120 && y < 180)) set(60 + t, y);
      set(340 - t, y);
    }
  if (filled) for (let y = 125; y < 155; y++) for (let x = 60; x <= 340; x++) set(x, y);
  // Text: blocks 12 px tall in two rows.
  for (const top of [100, 160])
    for (let x0 = 90; x0 < 300; x0 += 20)
      for (let y = top; y < top + 12; y++) for (let x = x0; x < x0 + 10; x++) set(x, y);
  // The desk's noise: a speck every few pixels in every row outside the page.
  for (let y = 2; y < H - 2; y += 3)
    for (let x = 2; x < W - 2; x += 7) if (x < 55 || x > 345 || y < 35 || y > 265) set(x, y);
  return { width: W, height: H, data };
}

describe('the outline of a page on a dark desk', () => {
  it('finds the ring and keeps only the ink within it, so the text lines stand apart', () => {
    const ink = deskPage();
    // Specks in every row make one band the height of the photo.
    expect(estimateTextHeight(ink)).toBeGreaterThan(H / 2);
    const labelled = labelComponents(ink);
    const outline = findPageOutline(labelled, W, H);
    expect(outline).not.toBeNull();
    const inside = keepInsideOutline(ink, labelled, outline!);
    expect(estimateTextHeight(inside)).toBe(12);
    // The text blocks are all kept (11 per line).
    expect(labelComponents(inside).components).toHaveLength(22);
  });
  it('finds a ring thickened by the noise along its edge (more than a tenth of its box inked)', () => {
    const ink = deskPage({ thick: 10 });
    const labelled = labelComponents(ink);
    const outline = findPageOutline(labelled, W, H);
    expect(outline).not.toBeNull();
    expect(labelComponents(keepInsideOutline(ink, labelled, outline!)).components).toHaveLength(22);
  });
  it('finds no outline in a ring with ink across its middle (a blob, not a page edge)', () => {
    const ink = deskPage({ filled: true });
    expect(findPageOutline(labelComponents(ink), W, H)).toBeNull();
  });
  it('finds no outline in a ring with a gap in a side (text beside the gap would be lost)', () => {
    const ink = deskPage({ gap: true });
    expect(findPageOutline(labelComponents(ink), W, H)).toBeNull();
  });
  it('finds no outline in a ring less than half the photo wide', () => {
    const ink = deskPage();
    expect(findPageOutline(labelComponents(ink), 2 * W, H)).toBeNull();
  });
});
