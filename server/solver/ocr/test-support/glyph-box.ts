/** Test-only helper: a solid glyph box, each with a component label of its own. */
import type { Component } from '../components.js';

let nextLabel = 1;

/** A component filling its box: `width` × `height` pixels with its top-left corner at (left, top). */
export function solidBox(left: number, top: number, width: number, height: number): Component {
  return {
    label: nextLabel++,
    area: width * height,
    left,
    top,
    right: left + width - 1,
    bottom: top + height - 1,
  };
}
