/**
 * A line printed on squared notebook paper (grid-rules.ts): after cleaning, its ink is the ink of
 * the same line on plain paper — no rule left, no glyph lost to the rules crossing it.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { labelComponents } from './components.js';
import type { InkImage } from './gray-image.js';
import { cleanInk } from './preprocess.js';

const [WIDTH, HEIGHT, SIZE, PITCH] = [640, 300, 44, 38];

/** "2x - 7 = 13" in DejaVu Sans, over squared paper and a red margin rule when `squared`. */
async function page(squared: boolean): Promise<Buffer> {
  let rules = '';
  if (squared) {
    let d = '';
    for (let x = PITCH / 2; x < WIDTH; x += PITCH) d += `M${x} 0V${HEIGHT}`;
    for (let y = PITCH / 2; y < HEIGHT; y += PITCH) d += `M0 ${y}H${WIDTH}`;
    rules =
      `<path d="${d}" stroke="#8fb0d8" stroke-width="1.6" fill="none"/>` +
      `<path d="M30 0V${HEIGHT}" stroke="#d9534f" stroke-width="2.5"/>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="rgb(250,250,248)"/>${rules}<text x="90" y="165" font-family="DejaVu Sans" font-size="${SIZE}" fill="rgb(30,30,30)">2x - 7 = 13</text></svg>`;
  return sharp(Buffer.from(svg)).blur(0.8).jpeg({ quality: 85 }).toBuffer();
}

const glyphBoxes = (ink: InkImage) =>
  labelComponents(ink)
    .components.filter((c) => c.area >= 10)
    .map((c) => [c.left, c.top, c.right, c.bottom])
    .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);

describe('squared paper under the print', () => {
  it('leaves the ink of the print alone, as on plain paper', async () => {
    const plain = await cleanInk(await page(false));
    const squared = await cleanInk(await page(true));
    expect(plain.ink).not.toBeNull();
    expect(squared.ink).not.toBeNull();
    const want = glyphBoxes(plain.ink!);
    const got = glyphBoxes(squared.ink!);
    // The same pieces ("=" in two bars) at the same places, within a pixel or two.
    expect(got).toHaveLength(want.length);
    got.forEach((box, i) => box.forEach((v, k) => expect(Math.abs(v - want[i]![k]!)).toBeLessThanOrEqual(2)));
  });
});
