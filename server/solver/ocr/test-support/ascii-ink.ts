/**
 * Ink for the glyph tests: a page of `width` × 80 px on which glyphs are drawn from ASCII art
 * (`#` is ink), each a component of its own label, and the reader's characters placed over them.
 */
import type { Component } from '../components.js';
import type { RecognizedChar } from '../line-recognizer.js';

let nextLabel = 1;

export function asciiPage(width = 400) {
  const labels = new Int32Array(width * 80);
  const draw = (art: string[], x0: number, y0: number): Component => {
    const label = nextLabel++;
    const g: Component = {
      label,
      area: 0,
      left: x0,
      top: y0,
      right: x0 + art[0]!.length - 1,
      bottom: y0 + art.length - 1,
    };
    art.forEach((row, y) =>
      [...row].forEach((ch, x) => {
        if (ch !== '#') return;
        labels[(y0 + y) * width + x0 + x] = label;
        g.area++;
      }),
    );
    return g;
  };
  /** A full-height glyph (a digit or a bracket) standing on the baseline at `bottom`. */
  const solid = (x0: number, w: number, top: number, bottom: number) =>
    draw(
      Array.from({ length: bottom - top + 1 }, () => '#'.repeat(w)),
      x0,
      top,
    );
  return { ink: { width, labels }, draw, solid };
}

/** The reader's character `char` read over glyph `g` (at its middle). */
export const readOver = (char: string, g: Component, p = 0.9): RecognizedChar => ({
  char,
  x: (g.left + g.right) / 2,
  p,
});

export const textOf = (chars: RecognizedChar[]) => chars.map((c) => c.char).join('');
