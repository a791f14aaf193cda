/**
 * Estimates how far text lines are tilted: the angle at which the horizontal projection of the
 * ink is most peaked (lines fall into few rows, gaps into empty ones).
 */
import type { InkImage } from './gray-image.js';

const MAX_SAMPLES = 40_000;

/** Degrees the image must be rotated (clockwise positive, as sharp's `rotate`) to level the text. */
export function estimateSkewDegrees(ink: InkImage, maxDegrees = 10): number {
  const points = samplePoints(ink);
  if (points.length < 50) return 0;
  let best = 0;
  let bestScore = -1;
  const search = (from: number, to: number, step: number) => {
    for (let deg = from; deg <= to + 1e-9; deg += step) {
      const score = profileSharpness(points, ink.height, ink.width, deg);
      if (score > bestScore) {
        bestScore = score;
        best = deg;
      }
    }
  };
  search(-maxDegrees, maxDegrees, 0.5);
  const coarse = best;
  search(coarse - 0.5, coarse + 0.5, 0.1);
  return Math.round(best * 10) / 10;
}

function samplePoints(ink: InkImage): Float64Array {
  let count = 0;
  for (let i = 0; i < ink.data.length; i++) count += ink.data[i]!;
  const stride = Math.max(1, Math.ceil(count / MAX_SAMPLES));
  const out: number[] = [];
  let seen = 0;
  for (let y = 0; y < ink.height; y++) {
    for (let x = 0; x < ink.width; x++) {
      if (!ink.data[y * ink.width + x]) continue;
      if (seen++ % stride === 0) out.push(x, y);
    }
  }
  return Float64Array.from(out);
}

/** Sum of squared row counts after rotating the points by `deg`: larger when lines are level. */
function profileSharpness(points: Float64Array, height: number, width: number, deg: number): number {
  const rad = (deg * Math.PI) / 180;
  const sin = Math.sin(rad);
  const cos = Math.cos(rad);
  const offset = Math.ceil(width * Math.abs(sin)) + 1;
  const rows = new Float64Array(height + 2 * offset + 2);
  for (let i = 0; i < points.length; i += 2) {
    const x = points[i]!;
    const y = points[i + 1]!;
    // Row of the point after a clockwise rotation by `deg` in image coordinates (y down).
    const row = Math.round(x * sin + y * cos) + offset;
    rows[row]!++;
  }
  let score = 0;
  for (let r = 0; r < rows.length; r++) score += rows[r]! * rows[r]!;
  return score;
}
