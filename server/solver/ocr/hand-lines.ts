/**
 * A pupil's own lines on a printed page: working written under the print (`3x = 12`, `x = 4`) or
 * an answer set apart after a task, in a blue ballpoint. Read as lines of their own they became
 * tasks of their own (the working solved as a sum), or spoiled the page. A photo shows them by
 * their colour: the page's print is one neutral ink, a ballpoint's is blue beside it. A line of
 * the layout whose ink is clearly bluer than the page's print is no line of the page's tasks; its
 * glyphs are left out of the layout (layout-reader.ts analysePage).
 */
import type { Labelled, Component } from './components.js';
import type { ColourImage, GrayImage } from './gray-image.js';
import type { Box, LayoutLine, PageLayout, Special } from './math-layout.js';

/** How much bluer than the print (blue over red and green, 0–255 scale) a pen's line is at least. */
const MIN_BLUE_OVER_PRINT = 12;
/** And how much bluer than the print its ink is in its own colour, the paper round it aside. */
const MIN_OWN_BLUE_OVER_PRINT = 6;
/** And how much less red than green it is at least (a blue pen leans to green, print does not). */
const MIN_GREEN_OVER_RED = 4;
/** At most this share of a pen's line's ink may be glyphs of the print's colour. */
const MAX_PRINT_IN_PEN_LINE = 0.2;
/** A line of print above a pen's line holds at least this many glyphs. */
const MIN_GLYPHS_OF_PRINT = 3;
/** A line of fewer ink pixels than this share of a cap squared is a speck or an edge, not writing. */
const MIN_INK_OF_CAP_SQUARED = 0.3;

/** The mean colour of a line's darker half of ink pixels (the stroke's core, not its blended rim). */
export interface InkColour {
  /** Ink pixels of the line. */
  n: number;
  /** Red minus green, and blue minus the mean of red and green. */
  redGreen: number;
  blueYellow: number;
  /** The ink's own blue minus the mean of its red and green, not measured against the paper. */
  ownBlueYellow: number;
}

/** The components a line's ink is made of (its glyphs' and its fractions', radicals' and marks'). */
export function lineComponents(line: LayoutLine): Component[] {
  const out: Component[] = [];
  const add = (c: Component) => out.push(...(c.parts ?? [c]));
  line.glyphs.forEach(add);
  line.specials.flatMap(specialParts).forEach(add);
  return out;
}

/** The glyphs a fraction, a radical or a raised group is drawn with. */
export function specialParts(s: Special): Component[] {
  if (s.k === 'frac') return [s.bar, ...s.num, ...s.den];
  if (s.k === 'root') return [s.sign, ...s.body];
  return s.glyphs;
}

export function inkColour(
  components: Component[],
  labelled: Labelled,
  gray: GrayImage,
  colour: ColourImage,
): InkColour {
  const { labels } = labelled;
  const width = gray.width;
  const pixels: number[] = [];
  const paper: number[] = [];
  // The paper: the unlabelled pixels in and just round each glyph's box.
  const margin = 2;
  for (const c of components)
    for (let y = Math.max(0, c.top - margin); y <= Math.min(gray.height - 1, c.bottom + margin); y++)
      for (let x = Math.max(0, c.left - margin); x <= Math.min(width - 1, c.right + margin); x++) {
        const label = labels[y * width + x];
        if (label === c.label) pixels.push(y * width + x);
        else if (label === 0) paper.push(y * width + x);
      }
  const core = darkestFirst(pixels, gray, Math.max(1, pixels.length >> 1));
  // Measured against the paper beside the ink: a lamp's warm cast at the top of a photo and a
  // window's cool one at its foot tint print and paper alike, and would make black print "blue".
  const mean = (at: number[]) => {
    let redGreen = 0;
    let blueYellow = 0;
    for (const p of at) {
      const [r, g, b] = [colour.data[3 * p]!, colour.data[3 * p + 1]!, colour.data[3 * p + 2]!];
      redGreen += r - g;
      blueYellow += b - (r + g) / 2;
    }
    const n = Math.max(1, at.length);
    return { redGreen: redGreen / n, blueYellow: blueYellow / n };
  };
  const ink = mean(core);
  const around = mean(paper);
  return {
    n: pixels.length,
    redGreen: ink.redGreen - around.redGreen,
    blueYellow: ink.blueYellow - around.blueYellow,
    ownBlueYellow: ink.blueYellow,
  };
}

/**
 * The first `count` of `pixels` sorted darkest first, as a stable sort by grey would give them
 * (the darkest greys whole, then the earliest of the grey that is cut), by counting the greys
 * rather than sorting: the same pixels, their order aside (sums over them do not depend on it).
 */
export function darkestFirst(pixels: number[], gray: GrayImage, count: number): number[] {
  const counts = new Uint32Array(256);
  for (const p of pixels) counts[gray.data[p]!]!++;
  let cut = 0;
  let below = 0;
  while (cut < 255 && below + counts[cut]! < count) below += counts[cut++]!;
  let atCut = count - below;
  const out: number[] = [];
  for (const p of pixels) {
    const v = gray.data[p]!;
    if (v < cut) out.push(p);
    else if (v === cut && atCut > 0) {
      out.push(p);
      atCut--;
    }
  }
  return out;
}

/** The value half the page's ink lies at or under (lines weighted by their ink). */
function inkMedian(colours: InkColour[], value: (c: InkColour) => number): number {
  const sorted = [...colours].sort((a, b) => value(a) - value(b));
  const total = sorted.reduce((s, c) => s + c.n, 0);
  let seen = 0;
  for (const c of sorted) if ((seen += c.n) >= total / 2) return value(c);
  return 0;
}

/**
 * The lines written in a blue pen on a page printed in another ink, each under a line of print (a
 * pupil writes under or beside the print, not above it; a textbook prints its heading, the top
 * line, in colour).
 */
export function findHandLines(
  layout: PageLayout,
  labelled: Labelled,
  gray: GrayImage,
  colour: ColourImage | undefined,
  frames: Box[] = [],
): LayoutLine[] {
  if (!colour || colour.width !== gray.width || colour.height !== gray.height) return [];
  const lines = layout.lines;
  if (lines.length < 2) return [];
  const colours = lines.map((line) => inkColour(lineComponents(line), labelled, gray, colour));
  const printRedGreen = inkMedian(colours, (c) => c.redGreen);
  const printBlue = inkMedian(colours, (c) => c.blueYellow);
  const minInk = MIN_INK_OF_CAP_SQUARED * layout.cap * layout.cap;
  const printOwnBlue = inkMedian(colours, (c) => c.ownBlueYellow);
  // Bluer than the print against the paper round it, and in its own colour too: black print on a
  // textbook's cream panel is "bluer" than its paper, but no bluer than the page's print.
  const isBlue = (c: InkColour) =>
    c.blueYellow - printBlue >= MIN_BLUE_OVER_PRINT &&
    c.ownBlueYellow - printOwnBlue >= MIN_OWN_BLUE_OVER_PRINT &&
    printRedGreen - c.redGreen >= MIN_GREEN_OVER_RED;
  // A glyph's core is a few pixels, its colour less sure: only one near the print's is print.
  const isPrintColoured = (c: InkColour) => c.blueYellow - printBlue < MIN_BLUE_OVER_PRINT / 2;
  // The line as a whole and glyph by glyph: print that the pen's writing chained into one line
  // (a task with its answer written after it) keeps the line.
  const printIn = (line: LayoutLine) => {
    const parts = lineComponents(line).map((c) => inkColour([c], labelled, gray, colour));
    const all = parts.reduce((s, c) => s + c.n, 0);
    return parts.filter(isPrintColoured).reduce((s, c) => s + c.n, 0) / Math.max(1, all);
  };
  const blue = lines.map(
    (line, i) => colours[i]!.n >= minInk && isBlue(colours[i]!) && printIn(line) <= MAX_PRINT_IN_PEN_LINE,
  );
  // Print above: a line of the page's own ink, a few glyphs long and a cap tall (not specks or
  // the paper's edge), whose foot is over the pen's line's middle.
  // Within a printed frame the print above must be in the frame too: a box's title printed in
  // colour heads its frame, with the page's print above it outside (reminder-box.ts).
  const frameOf = (line: LayoutLine) =>
    frames
      .filter((f) => holdsMiddle(f, line.box))
      .sort((a, b) => (a.right - a.left) * (a.bottom - a.top) - (b.right - b.left) * (b.bottom - b.top))[0];
  const underPrint = (line: LayoutLine) => {
    const frame = frameOf(line);
    return lines.some(
      (other, j) =>
        !blue[j] &&
        (frame === undefined || holdsMiddle(frame, other.box)) &&
        other.glyphs.length >= MIN_GLYPHS_OF_PRINT &&
        other.box.bottom - other.box.top + 1 >= layout.cap &&
        other.box.bottom < (line.box.top + line.box.bottom) / 2,
    );
  };
  return lines.filter((line, i) => blue[i] && underPrint(line));
}

/** Does the box `outer` hold the middle of `inner`? */
function holdsMiddle(outer: Box, inner: Box): boolean {
  const x = (inner.left + inner.right) / 2;
  const y = (inner.top + inner.bottom) / 2;
  return x > outer.left && x < outer.right && y > outer.top && y < outer.bottom;
}
