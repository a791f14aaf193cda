/**
 * A "÷" whose dots the binarisation joined to its bar (Gentium's small sign on a soft photo): one
 * cross of ink, which the recogniser reads "+" on both looks. The photo's grey still tells them
 * apart: down a plus's middle its stroke is evenly dark, down a joined "÷" the grey lightens
 * between each dot and the bar.
 */
import type { Component } from './components.js';
import type { GrayImage, InkImage } from './gray-image.js';

/** Each neck is lighter than the dot and the bar beside it by this share of their depth under the paper. */
const NECK_CONTRAST = 0.25;

export function isJoinedDivision(c: Component, ink: InkImage, gray: GrayImage): boolean {
  const width = c.right - c.left + 1;
  const inkAcross = (y: number) => {
    let n = 0;
    for (let x = c.left; x <= c.right; x++) n += ink.data[y * ink.width + x] ? 1 : 0;
    return n;
  };
  const barRows: number[] = [];
  for (let y = c.top; y <= c.bottom; y++) if (inkAcross(y) >= 0.6 * width) barRows.push(y);
  if (barRows.length === 0) return false;
  const [barTop, barBottom] = [barRows[0]!, barRows.at(-1)!];
  // One bar, with room for a dot and a neck either side; the dots are narrow.
  if (barBottom - barTop + 1 !== barRows.length || barTop - c.top < 3 || c.bottom - barBottom < 3)
    return false;
  for (let y = c.top; y <= c.bottom; y++)
    if ((y < barTop || y > barBottom) && inkAcross(y) > 0.45 * width) return false;
  if (!dotLike(c, ink, c.top, barTop - 1) || !dotLike(c, ink, barBottom + 1, c.bottom)) return false;
  // The darkest of the three middle columns in each row: a dot a pixel off centre still counts.
  const mid = Math.round((c.left + c.right) / 2);
  const grey = (y: number) =>
    Math.min(...[mid - 1, mid, mid + 1].map((x) => gray.data[y * gray.width + x] ?? 255));
  const paper = Math.max(grey(Math.max(0, c.top - 2)), grey(Math.min(gray.height - 1, c.bottom + 2)));
  const barDark = Math.min(...barRows.map(grey));
  // From the bar outwards (step −1 up, +1 down): the lightest row, then the darkest beyond it.
  const necked = (from: number, to: number, step: 1 | -1) => {
    let neck = from;
    for (let y = from; y !== to + step; y += step) if (grey(y) > grey(neck)) neck = y;
    if (neck === to) return false;
    let dot = neck + step;
    for (let y = neck + step; y !== to + step; y += step) if (grey(y) < grey(dot)) dot = y;
    const deeper = Math.max(grey(dot), barDark);
    return grey(neck) - deeper >= NECK_CONTRAST * (paper - deeper);
  };
  return necked(barTop - 1, c.top, -1) && necked(barBottom + 1, c.bottom, 1);
}

/**
 * The ink of rows `from`–`to` is a dot over the sign's middle: centred, solid, and no taller than
 * 1.6 times its width (a plus's arm, however thinned, is a stroke twice as tall as wide or more).
 */
function dotLike(c: Component, ink: InkImage, from: number, to: number): boolean {
  let [left, right, rows, inked] = [Infinity, -Infinity, 0, 0];
  for (let y = from; y <= to; y++) {
    let any = false;
    for (let x = c.left; x <= c.right; x++) {
      if (!ink.data[y * ink.width + x]) continue;
      [left, right, any] = [Math.min(left, x), Math.max(right, x), true];
      inked++;
    }
    rows += any ? 1 : 0;
  }
  if (rows === 0) return false;
  const [width, across] = [c.right - c.left + 1, right - left + 1];
  // Solid as a dot is: bits of noise either side of a stroke fill under half their box.
  return (
    rows <= 1.6 * across &&
    inked >= 0.5 * rows * across &&
    Math.abs((left + right) / 2 - (c.left + c.right) / 2) <= 0.2 * width
  );
}
