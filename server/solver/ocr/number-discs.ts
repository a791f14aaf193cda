/**
 * Task numbers printed light on a small filled shape (a textbook's "14" in paper colour on a disc
 * or square of its accent colour). Binarised, such a shape is one solid blob with the number as
 * holes: the recogniser reads it as a "0", an "@" or nothing, and the blob, taller than the text,
 * shrinks the whole line's crop. Each such shape is turned round in place, within its own outline
 * only: its number becomes dark ink on paper (binary ink and grey levels alike), read as any
 * printed "14". Only a shape of about a text line's height whose holes are thin strokes (a number)
 * is turned; a bold "O" (one wide hole), a bullet (no hole) and anything larger stay as they are.
 */
import {
  componentHeight,
  componentWidth,
  labelComponents,
  type Component,
  type Labelled,
} from './components.js';
import type { GrayImage, InkImage } from './gray-image.js';
import { runsAcross } from './binarize.js';
import { paperOutside } from './paper-outside.js';
import { median } from './order-statistics.js';

/** A shape is at most this many text lines tall (of the page's median glyph height)… */
const MAX_HEIGHT = 3;
/** …and at least this tall: smaller blobs are dots, bullets, heavy glyphs. */
const MIN_HEIGHT = 0.9;
/**
 * A disc or a square is as wide as tall. Heavy glyphs with small counters that pass the other tests
 * (a bold "8", "B", "%", "0" at text height) are narrower or wider than this (tune pages).
 */
const MAX_ASPECT = 1.2;
const MIN_ASPECT = 0.85;
/** The outline (ink with its holes filled) covers this much of its box: a disc π/4 (less when small and sharp), a square 1. */
const MIN_OUTLINE_FILL = 0.7;
/** The shape's own ink over its outline: a number's strokes are a small part of the shape. */
const MIN_INK_SHARE = 0.6;
/** …but a number is more than a slit: a bold capital's pinched counter ("R") is under 5 % of it. */
const MAX_INK_SHARE = 0.945;
/** The holes (the number; old-style figures are x-high) reach at least this share of its height… */
const MIN_HOLE_HEIGHT = 0.3;
/** …and their strokes are thin: the median stroke across at most this share of its height. */
const MAX_HOLE_STROKE = 0.18;
/** Ink left all round the number, in shares of the shape's height (a bold "O" has a thin rim). */
const MIN_RIM = 0.1;
/** How far the number's middle may stray from the shape's, in shares of its height or width. */
const OFF_CENTRE = 0.12;
/** Pixels around a turned shape set to paper: its soft grey edge. */
const EDGE = 2;

export interface NumberShape {
  component: Component;
  /** Per pixel of the component's box (row-major): 1 inside its outline (ink, holes, islands). */
  outline: Uint8Array;
  /** Per pixel of the component's box: 1 for a hole (the number's strokes). */
  holes: Uint8Array;
}

/**
 * The page's light numbers on filled shapes (`glyphHeight`: the page's median glyph height;
 * `labelled`: the ink's components, when the caller has them already).
 */
export function findNumberShapes(
  ink: InkImage,
  glyphHeight: number,
  { labels, components }: Labelled = labelComponents(ink),
): NumberShape[] {
  const found: NumberShape[] = [];
  for (const c of components) {
    const h = componentHeight(c);
    const w = componentWidth(c);
    if (h < MIN_HEIGHT * glyphHeight || h > MAX_HEIGHT * glyphHeight) continue;
    if (w < MIN_ASPECT * h || w > MAX_ASPECT * h || c.area < MIN_INK_SHARE * MIN_OUTLINE_FILL * w * h)
      continue;
    const shape = outlineOf(c, labels, ink.width);
    if (isNumberShape(shape)) found.push(shape);
  }
  return found;
}

/** The component's outline: its box less the paper reached from the box's edge around its ink. */
function outlineOf(c: Component, labels: Int32Array, width: number): NumberShape {
  const w = componentWidth(c);
  const h = componentHeight(c);
  const own = new Uint8Array(w * h);
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) if (labels[(y + c.top) * width + x + c.left] === c.label) own[y * w + x] = 1;
  // The paper reached from the box's edge over everything that is not the shape's own ink.
  const outside = paperOutside(own, w, h);
  const outline = new Uint8Array(w * h);
  const holes = new Uint8Array(w * h);
  for (let i = 0; i < outline.length; i++) {
    outline[i] = outside[i] ? 0 : 1;
    // Other ink inside (the island in a light "0") is the shape's colour, not the number.
    holes[i] =
      !outside[i] && !own[i] && !labels[(Math.floor(i / w) + c.top) * width + (i % w) + c.left] ? 1 : 0;
  }
  return { component: c, outline, holes };
}

function isNumberShape({ component: c, outline, holes }: NumberShape): boolean {
  const w = componentWidth(c);
  const h = componentHeight(c);
  let filled = 0;
  let holeArea = 0;
  let [top, bottom, left, right] = [h, -1, w, -1];
  for (let i = 0; i < outline.length; i++) {
    filled += outline[i]!;
    if (!holes[i]) continue;
    holeArea++;
    const x = i % w;
    const y = (i - x) / w;
    [top, bottom, left, right] = [
      Math.min(top, y),
      Math.max(bottom, y),
      Math.min(left, x),
      Math.max(right, x),
    ];
  }
  if (holeArea === 0 || filled < MIN_OUTLINE_FILL * w * h || c.area < MIN_INK_SHARE * filled) return false;
  if (c.area > MAX_INK_SHARE * filled) return false;
  const rim = MIN_RIM * h;
  if (bottom - top + 1 < MIN_HOLE_HEIGHT * h) return false;
  if (top < rim || h - 1 - bottom < rim || left < rim || w - 1 - right < rim) return false;
  // A number sits in the middle of its shape; a bold capital's counter ("R", "P") sits high.
  if (Math.abs((top + bottom) / 2 - (h - 1) / 2) > OFF_CENTRE * h) return false;
  if (Math.abs((left + right) / 2 - (w - 1) / 2) > OFF_CENTRE * w) return false;
  return medianStroke(holes, w, h) <= MAX_HOLE_STROKE * h;
}

/** The median over the holes' pixels of the shorter of their row and column runs. */
function medianStroke(mask: Uint8Array, w: number, h: number): number {
  const across = runsAcross({ width: w, height: h, data: mask });
  const runs: number[] = [];
  for (let i = 0; i < mask.length; i++) if (mask[i]) runs.push(across[i]!);
  runs.sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)] ?? 0;
}

/**
 * The ink and grey page with every light number on a filled shape turned dark on paper, within
 * the shape's outline (and its soft edge set to paper). Pages without such shapes come back as
 * they were (the same objects).
 */
export function darkenShapeNumbers(
  ink: InkImage,
  gray: GrayImage,
  glyphHeight: number,
  labelled: Labelled = labelComponents(ink),
): { ink: InkImage; gray: GrayImage } {
  const shapes = findNumberShapes(ink, glyphHeight, labelled);
  if (shapes.length === 0) return { ink, gray };
  const inkData = Uint8Array.from(ink.data);
  const grayData = Uint8Array.from(gray.data);
  const { width, height } = ink;
  for (const { component: c, outline, holes } of shapes) {
    const w = componentWidth(c);
    const h = componentHeight(c);
    // The shape's colour and the number's, from the grey under each.
    const shapeGreys: number[] = [];
    const numberGreys: number[] = [];
    for (let i = 0; i < outline.length; i++) {
      if (!outline[i]) continue;
      const p = (Math.floor(i / w) + c.top) * width + (i % w) + c.left;
      (holes[i] ? numberGreys : ink.data[p] ? shapeGreys : []).push(gray.data[p]!);
    }
    const dark = median(shapeGreys);
    const light = median(numberGreys);
    const span = Math.max(light - dark, 1);
    // Paper for the soft edge around the outline (outside it, within EDGE pixels).
    for (let y = Math.max(0, c.top - EDGE); y <= Math.min(height - 1, c.bottom + EDGE); y++)
      for (let x = Math.max(0, c.left - EDGE); x <= Math.min(width - 1, c.right + EDGE); x++) {
        const inBox = y >= c.top && y <= c.bottom && x >= c.left && x <= c.right;
        const i = (y - c.top) * w + (x - c.left);
        const p = y * width + x;
        if (inBox && outline[i]) {
          inkData[p] = ink.data[p] ? 0 : 1;
          // The shape's colour away from the number is paper (its rim's grey would draw a ring).
          const g = nearOutline(holes, w, h, x - c.left, y - c.top) ? (gray.data[p]! - dark) / span : 0;
          grayData[p] = Math.round(255 * (1 - Math.min(1, Math.max(0, g))));
        } else {
          if (!ink.data[p] && nearOutline(outline, w, h, x - c.left, y - c.top)) grayData[p] = 255;
        }
      }
  }
  return { ink: { width, height, data: inkData }, gray: { ...gray, data: grayData } };
}

/** Whether (x, y) (box coordinates, maybe outside the box) lies within EDGE pixels of the mask. */
function nearOutline(mask: Uint8Array, w: number, h: number, x: number, y: number): boolean {
  for (let dy = -EDGE; dy <= EDGE; dy++)
    for (let dx = -EDGE; dx <= EDGE; dx++) {
      const [xx, yy] = [x + dx, y + dy];
      if (xx >= 0 && yy >= 0 && xx < w && yy < h && mask[yy * w + xx]) return true;
    }
  return false;
}
