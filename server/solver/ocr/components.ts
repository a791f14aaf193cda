/** Connected ink components (8-connected) with their sizes and boxes. */
import type { InkImage } from './gray-image.js';

export interface Component {
  label: number;
  area: number;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** A glyph made of several components (math-layout.ts) lists them; drawing it draws them all. */
  parts?: Component[];
}

/** The component labels a glyph's own ink carries (its parts', or its own). */
export const ownLabels = (g: Component): Set<number> => new Set((g.parts ?? [g]).map((p) => p.label));

export interface Labelled {
  /** Component label per pixel, 0 for paper. */
  labels: Int32Array;
  components: Component[];
}

/**
 * The ink's 8-connected components, labelled 1, 2, … in the order of their first pixel (row by
 * row), each with its area and box. (Round 23: a flood fill that checks the page's edges only for
 * pixels on them and sizes its stack to the ink, not the page; the same labels and components as
 * the old fill, `labelComponentsReference` in components.equivalence.test.ts.)
 */
export function labelComponents(ink: InkImage): Labelled {
  const { width, height, data } = ink;
  const labels = new Int32Array(width * height);
  const components: Component[] = [];
  // Each ink pixel is pushed at most once (it is labelled when pushed): the ink's count is enough.
  let inkCount = 0;
  for (let i = 0; i < data.length; i++) if (data[i]) inkCount++;
  const stack = new Int32Array(inkCount);
  const lastRow = height - 1;
  const lastColumn = width - 1;
  // The eight neighbours' offsets from a pixel, row by row.
  const inner = [-width - 1, -width, -width + 1, -1, 1, width - 1, width, width + 1];
  for (let start = 0; start < data.length; start++) {
    if (!data[start] || labels[start]) continue;
    const label = components.length + 1;
    let area = 0;
    let left = width;
    let top = height;
    let right = -1;
    let bottom = -1;
    let sp = 0;
    stack[sp++] = start;
    labels[start] = label;
    while (sp > 0) {
      const p = stack[--sp]!;
      const x = p % width;
      const y = (p - x) / width;
      area++;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
      if (x > 0 && x < lastColumn && y > 0 && y < lastRow) {
        // Inside the page: the eight neighbours, no edge to check.
        for (const d of inner) {
          const q = p + d;
          if (data[q] && !labels[q]) {
            labels[q] = label;
            stack[sp++] = q;
          }
        }
        continue;
      }
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (data[q] && !labels[q]) {
            labels[q] = label;
            stack[sp++] = q;
          }
        }
      }
    }
    components.push({ label, area, left, top, right, bottom });
  }
  return { labels, components };
}

export const componentWidth = (c: Component) => c.right - c.left + 1;
export const componentHeight = (c: Component) => c.bottom - c.top + 1;

/** Paper between two boxes side by side (negative where they overlap across). */
export const gapAcross = (a: { left: number; right: number }, b: { left: number; right: number }) =>
  Math.max(b.left - a.right, a.left - b.right);

/** A copy of the ink keeping only components for which `keep` is true. */
export function keepComponents(ink: InkImage, labelled: Labelled, keep: (c: Component) => boolean): InkImage {
  const kept = new Uint8Array(labelled.components.length + 1);
  for (const c of labelled.components) kept[c.label] = keep(c) ? 1 : 0;
  const data = new Uint8Array(ink.data.length);
  for (let i = 0; i < data.length; i++) data[i] = kept[labelled.labels[i]!]!;
  return { width: ink.width, height: ink.height, data };
}
