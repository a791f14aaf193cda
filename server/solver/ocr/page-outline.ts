/**
 * The outline of a page lying on a dark desk: when the photo is dim, the desk's sensor noise
 * binarises into thousands of specks, and the page's edge into one hollow ring around the text.
 * The specks fill every row of the photo, so no text line stands apart (text-height.ts) and the
 * page is lost. Ink outside the ring is not the page's.
 */
import {
  componentHeight,
  componentWidth,
  keepComponents,
  type Component,
  type Labelled,
} from './components.js';
import type { InkImage } from './gray-image.js';

/** Leftmost and rightmost ink of the ring in each of its rows. */
interface Outline {
  top: number;
  spans: [number, number][];
}

/**
 * Share of the ring's rows at its top and bottom where its sides need not both show: a page
 * tilted within the photo runs its top and bottom edges across rows of their own (tune: the
 * top edge of a dim page tilted by 6° spans 9 % of the ring's rows).
 */
const EDGE_ROWS = 0.15;

/**
 * A ring's ink may fill at most this share of its box: the desk's noise specks that touch the
 * page's edge thicken the ring (tune: a dim tilted page whose fuzzy edge inked 11 % of its box).
 */
const MAX_RING_FILL = 0.25;
/** …and at most this share of the middle of its box (inset by a quarter a side): it is hollow. */
const MAX_MIDDLE_FILL = 0.02;

/** The share of the middle of the component's box (inset by a quarter each side) that it inks. */
function middleFill(labelled: Labelled, width: number, c: Component): number {
  const [w, h] = [componentWidth(c), componentHeight(c)];
  const [x0, x1] = [c.left + Math.floor(w / 4), c.right - Math.floor(w / 4)];
  const [y0, y1] = [c.top + Math.floor(h / 4), c.bottom - Math.floor(h / 4)];
  let inked = 0;
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) if (labelled.labels[y * width + x] === c.label) inked++;
  return inked / Math.max(1, (x1 - x0 + 1) * (y1 - y0 + 1));
}

/**
 * A closed ring of ink at least half the photo wide and tall, not touching the photo's edge,
 * hollow (a quarter of its box or less inked, and next to nothing in its middle: a thick fuzzy
 * edge is still a ring, a filled blob is not), whose every row away from its top and bottom edges
 * holds ink on both sides at least half its width apart: the edge of the page. A ring with a gap
 * in a side (the page runs out of the photo, a broken edge) is no outline: text beside the gap
 * would be dropped.
 */
export function findPageOutline(labelled: Labelled, width: number, height: number): Outline | null {
  for (const c of labelled.components) {
    const [w, h] = [componentWidth(c), componentHeight(c)];
    if (w < 0.5 * width || h < 0.5 * height || c.area > MAX_RING_FILL * w * h) continue;
    if (c.left === 0 || c.top === 0 || c.right === width - 1 || c.bottom === height - 1) continue;
    if (middleFill(labelled, width, c) > MAX_MIDDLE_FILL) continue;
    const spans: [number, number][] = [];
    for (let y = c.top; y <= c.bottom; y++) {
      let [a, b] = [-1, -1];
      for (let x = c.left; x <= c.right; x++)
        if (labelled.labels[y * width + x] === c.label) {
          if (a < 0) a = x;
          b = x;
        }
      spans.push([a, b]);
    }
    const edge = Math.ceil(EDGE_ROWS * h);
    const closed = spans.slice(edge, h - edge).every(([a, b]) => a >= 0 && b - a >= 0.5 * w);
    if (closed) return { top: c.top, spans };
  }
  return null;
}

/** Is the component within the ring in the row through its middle? */
function inside(outline: Outline, c: Component): boolean {
  const span = outline.spans[Math.round((c.top + c.bottom) / 2) - outline.top];
  return !!span && span[0] >= 0 && c.left > span[0] && c.right < span[1];
}

/** The ink within the page's outline (the ring itself dropped too: it is no text). */
export function keepInsideOutline(ink: InkImage, labelled: Labelled, outline: Outline): InkImage {
  return keepComponents(ink, labelled, (c) => inside(outline, c));
}
