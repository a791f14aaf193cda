/**
 * A pupil's own writing on a printed sheet (the `rukopis` layout, held out from round 19): the
 * answer written after a task (`= 12`, `x = 4`, sometimes struck out and written again), a sum
 * worked beside it, and a line or two of working under the print — in ballpoint or pencil, in a
 * hand (Debian's handwriting faces), slanted, tilted, its baseline wandering.
 */
import { escapeXml } from './math-source.js';
import type { RowBox } from './pen-marks.js';

/** Debian's handwriting faces (fonts-dkg-handwriting, -humor-sans, -breip, -tlwg-purisa). */
export const HAND_FACES = ['DkgHandwriting', 'Humor Sans', 'Breip', 'Purisa'] as const;

export interface Handwriting {
  /** The hand's face, its size as a share of the print's, its slant in degrees (< 0 leans right). */
  face: (typeof HAND_FACES)[number];
  scale: number;
  slant: number;
  /** A ballpoint's colour, or a pencil's grey; a pencil marks fainter. */
  ink: string;
  opacity: number;
  /** Writing after printed rows. */
  notes: readonly HandNote[];
  /** Lines of working under the print, one under the other (may be none). */
  working: readonly string[];
  /** The working's indent from the print's left edge and its tilt, in em and degrees. */
  workingIndent: number;
  workingTilt: number;
}

export interface HandNote {
  /** Which row of tasks it follows, as a share of them (0 ≤ row < 1). */
  row: number;
  text: string;
  /** The space before it, in em of the print; its tilt in degrees. */
  gap: number;
  tilt: number;
  /** Struck through (a first try the pupil crossed out). */
  struck: boolean;
  /** The baseline's wander from letter to letter, in −1…1 (one per character is used, cycling). */
  wobble: readonly number[];
}

/** A hand's letters are about this wide, in em (a generous guess: the page must hold them). */
const HAND_ADVANCE = 0.62;

/**
 * The writing as SVG over the print, and how far right and down it reaches (the sheet grows to
 * hold it: a pupil writes in the margins).
 */
export function drawHandwriting(
  rows: readonly RowBox[],
  size: number,
  hand: Handwriting,
  printBottom: number,
): { svg: string; right: number; bottom: number } {
  const em = size * hand.scale;
  let svg = '';
  let right = 0;
  let bottom = printBottom;
  const write = (x: number, baseline: number, text: string, tilt: number, wobble: readonly number[]) => {
    const dy = [...text].map((_, i) => {
      const at = (k: number) => (k < 0 ? 0 : wobble[k % wobble.length]!) * em * 0.06;
      return (at(i) - at(i - 1)).toFixed(1);
    });
    svg += `<text transform="translate(${x.toFixed(1)},${baseline.toFixed(1)}) rotate(${tilt.toFixed(1)}) skewX(${hand.slant.toFixed(1)})" font-family="${hand.face}" font-size="${em.toFixed(1)}" dy="${dy.join(' ')}" xml:space="preserve">${escapeXml(text)}</text>`;
    const width = text.length * HAND_ADVANCE * em;
    right = Math.max(right, x + width);
    return width;
  };
  const ends = new Map<RowBox, number>();
  for (const note of hand.notes) {
    const box = rows[Math.min(rows.length - 1, Math.floor(note.row * rows.length))];
    if (!box) continue;
    // A second note on the same row follows the first (a retry after a struck-out answer).
    const x = (ends.get(box) ?? box.x + box.width) + note.gap * size;
    const baseline = box.y + box.height * 0.8;
    const width = write(x, baseline, note.text, note.tilt, note.wobble);
    ends.set(box, x + width);
    if (note.struck) {
      const y = baseline - em * 0.3;
      svg += `<path d="M${(x - em * 0.1).toFixed(1)} ${(y + em * 0.08).toFixed(1)}L${(x + width * 0.9).toFixed(1)} ${(y - em * 0.1).toFixed(1)}" fill="none" stroke-width="${(size * 0.07).toFixed(2)}"/>`;
    }
  }
  const left = rows[0]?.x ?? 0;
  hand.working.forEach((line, i) => {
    const baseline = printBottom + em * (1.15 + 1.35 * i);
    write(left + hand.workingIndent * size, baseline, line, hand.workingTilt, [0.5, -0.4, 0.2, -0.6, 0.7]);
    bottom = baseline + em * 0.5;
  });
  return {
    svg: `<g fill="${hand.ink}" stroke="${hand.ink}" stroke-width="0" fill-opacity="${hand.opacity.toFixed(2)}" stroke-opacity="${hand.opacity.toFixed(2)}" stroke-linecap="round">${svg}</g>`,
    right,
    bottom,
  };
}
