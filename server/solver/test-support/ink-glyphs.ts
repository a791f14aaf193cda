/** Test-only: glyph boxes and characters read over them, for the ink checks' tests (ocr/*.test.ts). */
import type { Component } from '../ocr/components.js';
import type { RecognizedChar } from '../ocr/line-recognizer.js';

let nextLabel = 1;
export const glyph = (left: number, right: number, top = 0, bottom = 30): Component => ({
  label: nextLabel++,
  area: (right - left + 1) * (bottom - top + 1),
  left,
  right,
  top,
  bottom,
});
export const at = (char: string, g: Component, p = 0.99): RecognizedChar => ({
  char,
  x: (g.left + g.right) / 2,
  p,
});
export const text = (chars: RecognizedChar[]) => chars.map((c) => c.char).join('');
