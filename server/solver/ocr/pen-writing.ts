/**
 * A pupil's answer written after a printed task (`= 12`, `x = 4`, struck out and written again),
 * told from the print by its ink: a ballpoint's blue is colourful where the print is black, and a
 * pencil's grey is far lighter than the print even in its darkest pixels. Read with the task, it
 * became part of it (`2x + 3 = 11 x = 4`, `5 · 6 = 30`) and the task was answered from it.
 *
 * Each glyph's ink is measured in the photo before binarisation (its median colourfulness less the
 * paper's around it, and its darkest quarter's grey) against the page's print (the median of its
 * glyphs: most ink on a page is print). A run of glyphs along a row whose ink is off the print's,
 * standing after printed glyphs with paper before it, is writing and no part of the task. A
 * near-black ballpoint cannot be told so and is left as read.
 */
import { componentHeight, componentWidth, ownLabels, type Component } from './components.js';
import type { GrayImage } from './gray-image.js';
import { union, type LayoutLine, type PageLayout } from './math-layout.js';
import { specialParts } from './hand-lines.js';
import { byteQuantile, quantile } from './order-statistics.js';

/** Colourfulness (0–255) above the print's that makes a glyph's ink a ballpoint's. */
const MORE_COLOURFUL = 15;
/** ...and the ink is at least this many times as colourful as the print (a tinted page). */
const COLOURFUL_RATIO = 1.8;
/** Grey (0–255) by which colourful ink may be darker than the print's (a pen's is not darker). */
const DARKER_SLACK = 10;
/**
 * Colourful ink darker than that is a bold label printed in colour, or a pen's stroke wider than
 * thin or small print (its core dark where the print's thin strokes blend with the paper): taken
 * for a pen's only in a run set this far apart from the print before it (caps) that ends the row
 * (a label is followed by its task's print).
 */
const DARK_RUN_GAP = 1;
/** Glyphs of the print's ink such a run may hold before its last writing (a thin slash). */
const MAX_PRINT_IN_DARK_RUN = 1;
/**
 * A glyph smaller than this both ways (caps: a dot, a comma) is never judged the print's: its few
 * pixels take the paper's colour (the dot of a pen's `10 · 9`), so it does not end a pen's run.
 */
const MIN_PRINT_VERDICT_SIZE = 0.35;
/** Grey (0–255) by which a glyph's darkest quarter is lighter than the print's: a pencil's. */
const LIGHTER = 55;
/**
 * A dark blue ballpoint's thin strokes lose much of their colour to the paper beside them (a
 * photo's colour is coarser than its grey): somewhat more colourful and somewhat lighter, both.
 */
const SOMEWHAT_COLOURFUL = 10;
const SOMEWHAT_LIGHTER = 30;
/** A glyph's ink within these of the print's is the print's (between them and the above: undecided). */
const PRINT_COLOUR = 8;
const PRINT_LIGHTER = 20;
/** A glyph smaller than this (cap² share) has too few pixels to tell its ink: it goes with its run. */
const MIN_MEASURED_AREA = 0.02;
/**
 * Lightness is judged only on a glyph this tall and this wide (caps): a thin bar or stem of print
 * (a fraction's bar, a minus) is light in the photo too.
 */
const MIN_LIGHTNESS_HEIGHT = 0.5;
const MIN_LIGHTNESS_WIDTH = 0.3;
/**
 * A run is writing when two of its glyphs are off the print's ink, or one is and it holds three or
 * more (the rest undecided), or one is far off (a pencil's figure whose strokes broke apart).
 */
const MIN_WRITTEN_GLYPHS = 2;
const MIN_RUN_OF_ONE = 3;
const FAR_MORE_COLOURFUL = 30;
const FAR_LIGHTER = 80;
/** Colourfulness (0–255) of the paper round a glyph above the page's: a tint. */
const TINTED_PAPER = 12;
const PLAIN_PAPER_QUANTILE = 0.1;
/** The share of the glyphs that must stand on plain paper for any to be judged by colour. */
const PLAIN_SHARE = 0.5;
/** Paper (caps) between the print and the writing after it. */
const MIN_GAP = 0.3;
/** The print a run is also judged against: the glyphs before it on its row, the last so many... */
const LOCAL_PRINT = 8;
/** ...when there are this many. */
const MIN_LOCAL_PRINT = 3;
/** A line of writing alone goes on from a run when it starts within this of its end (caps)... */
const STRAY_REACH = 2;
/** ...with its middle within this of the run's (caps). */
const STRAY_RISE = 1.2;
/** Glyphs of such a line none of which is told by its ink (a thin figure's ink cannot be). */
const MAX_UNTOLD_STRAY = 2;
/** Printed glyphs the row holds before the writing: a task. */
const MIN_PRINT_BEFORE = 2;
/**
 * A near-black ballpoint's strokes are as dark as the print but far wider than a book's regular
 * print (or than thin print, whose strokes binarise thinner still): a full-sized glyph whose
 * stroke is this many times the print's, and no lighter than it, is a pen's heavy stroke — taken
 * for one only in a run set a cap apart (DARK_RUN_GAP) after the print that ends the row, as dark
 * colourful ink is, and judged against the print before it on its row too (a bold heading is bold
 * all along).
 */
const HEAVIER = 1.4;
/** Full-sized glyphs of the heavy run: at least so many heavy ones, and this share of them. */
const MIN_HEAVY_GLYPHS = 2;
const HEAVY_SHARE = 0.5;
/**
 * Paper (caps) before the heavy run at most: a pupil writes the answer beside the task; print far
 * off on the row is another column's or the facing page's (a book's other page, set heavier).
 */
const MAX_HEAVY_GAP = 4;
/** A stroke under this many times the print's is the print's weight (between: neither). */
const PRINT_WEIGHT = 1.15;

export interface PageInk {
  width: number;
  labels: Int32Array;
  /**
   * The flattened photo, and its blueness (gray-image.ts `bluenessOf`: a ballpoint's blue, not a
   * red or green print's colour), both the ink's size.
   */
  gray: GrayImage;
  colour: GrayImage;
}

interface InkMeasure {
  /** The ink's median colourfulness less the paper's around it. */
  colour: number;
  /** The grey of its darkest quarter. */
  core: number;
  /** The colourfulness of the paper around it. */
  paper: number;
  /** Its strokes' width (px): twice its ink over its edge pixels. */
  stroke: number;
  /** Full-sized (MIN_LIGHTNESS_HEIGHT, MIN_LIGHTNESS_WIDTH): its stroke tells its weight. */
  sized: boolean;
}

/**
 * What a glyph's ink says: the print's; a ballpoint's colour (`inked`, far off the print's:
 * `inkedFar`); a pencil's lightness alone (`faint`, `faintFar`); or too little to tell.
 */
type Verdict = 'print' | 'inked' | 'inkedFar' | 'inkedDark' | 'faint' | 'faintFar' | 'unknown';
const isWriting = (v: Verdict) => v !== 'print' && v !== 'unknown';
const isInked = (v: Verdict) => v === 'inked' || v === 'inkedFar' || v === 'inkedDark';

/** The components (raw ones, as labelled) of the writing found after printed tasks. */
export function findWritingAfterPrint(layout: PageLayout, ink: PageInk): Set<Component> {
  const cap = layout.cap;
  const rows = new Map<number, Component[]>();
  layout.lines.forEach((line, i) => {
    const row = rows.get(line.row ?? i) ?? [];
    row.push(...line.glyphs, ...line.specials.flatMap(specialParts));
    rows.set(line.row ?? i, row);
  });
  const measured = new Map<Component, InkMeasure>();
  for (const row of rows.values())
    for (const g of new Set(row))
      if (g.area >= MIN_MEASURED_AREA * cap * cap) measured.set(g, measure(g, ink, cap));
  // A glyph on tinted paper (a highlighter's stroke, a coloured box) is not measured: its ink
  // takes the tint, and print beside the tint looks colourful against it. The plain paper is the
  // least colourful round the glyphs (a highlighter may cover most of a short page).
  const paper = quantile(
    [...measured.values()].map((m) => m.paper),
    PLAIN_PAPER_QUANTILE,
  );
  const measures = new Map([...measured].filter(([, m]) => m.paper < paper + TINTED_PAPER));
  // Paper tinted round most glyphs is no plain sheet (a screen's moiré, a coloured page): its
  // colours tell nothing of the ink.
  if (measures.size < PLAIN_SHARE * measured.size) return new Set();
  const print = printInk([...measures.values()]);
  if (!print) return new Set();
  const against =
    (print: InkMeasure) =>
    (g: Component): Verdict => {
      const m = measures.get(g);
      if (!m) return 'unknown';
      // A ballpoint's ink is no darker than black print; a bold label printed in colour is (or a
      // pen's wide stroke beside thin print: judged by where its run stands, clearRun).
      const vivid = m.colour >= print.colour + MORE_COLOURFUL && m.colour >= print.colour * COLOURFUL_RATIO;
      const colourful = vivid && m.core >= print.core - DARKER_SLACK;
      const sized =
        g.bottom - g.top + 1 >= MIN_LIGHTNESS_HEIGHT * cap &&
        g.right - g.left + 1 >= MIN_LIGHTNESS_WIDTH * cap;
      const light = sized && m.core >= print.core + LIGHTER;
      const both =
        sized && m.colour >= print.colour + SOMEWHAT_COLOURFUL && m.core >= print.core + SOMEWHAT_LIGHTER;
      if (colourful && m.colour >= print.colour + FAR_MORE_COLOURFUL) return 'inkedFar';
      if (colourful || both) return 'inked';
      if (light) return m.core >= print.core + FAR_LIGHTER ? 'faintFar' : 'faint';
      if (vivid) return 'inkedDark';
      const small =
        g.bottom - g.top + 1 < MIN_PRINT_VERDICT_SIZE * cap &&
        g.right - g.left + 1 < MIN_PRINT_VERDICT_SIZE * cap;
      return !small && m.colour < print.colour + PRINT_COLOUR && m.core < print.core + PRINT_LIGHTER
        ? 'print'
        : 'unknown';
    };
  const verdict = against(print);
  // The run must be off the print before it on its row too: a page may print its words bold and
  // its maths thin (TeX beside a sans), or lie in a warm shadow on one side.
  const offLocally = (row: Component[], start: number, end: number, lastPrint: number, darkOk: boolean) => {
    const before = row
      .slice(0, start)
      .filter((g) => measures.has(g))
      .slice(-LOCAL_PRINT);
    const local =
      before.length >= MIN_LOCAL_PRINT
        ? printInk(
            before.map((g) => measures.get(g)!),
            MIN_LOCAL_PRINT,
          )
        : null;
    return !local || clearRun(undecidedDark(row.map(against(local)), darkOk), start, end, lastPrint);
  };

  let heavyRuns = 0;
  const runs = [...rows.values()].flatMap((row) => {
    const sorted = [...new Set(row)].sort((a, b) => a.left - b.left);
    const found = writingRuns(sorted, verdict, offLocally, cap);
    // A near-black pen's heavy strokes at the row's end, where no ink told the writing.
    const last = sorted[sorted.length - 1];
    const heavy =
      last && !found.some((r) => r.includes(last)) ? heavyTail(sorted, verdict, measures, print, cap) : null;
    if (heavy) heavyRuns++;
    return heavy ? [...found, heavy] : found;
  });
  // That pen's working under all the print (`5x = 45`), on a page where its answers were found.
  if (heavyRuns > 0) runs.push(...heavyWorking(layout, verdict, measures, print));
  // The end of a tilted answer may climb into a line of its own ("x = −" and, above, "1"): a line
  // of writing alone that goes on from a run's end at its height is the run's.
  const boxes = runs.map(union);
  const strays = layout.lines
    .map((line) => [...line.glyphs, ...line.specials.flatMap(specialParts)])
    .filter((glyphs) => {
      const verdicts = glyphs.map(verdict);
      // Its ink off the print's, or too little of it to tell (a lone figure).
      if (verdicts.includes('print') || (!verdicts.some(isWriting) && glyphs.length > MAX_UNTOLD_STRAY))
        return false;
      const box = union(glyphs);
      return boxes.some(
        (run) =>
          box.left >= run.left &&
          box.left - run.right <= STRAY_REACH * cap &&
          Math.abs(box.top + box.bottom - run.top - run.bottom) / 2 <= STRAY_RISE * cap,
      );
    });
  const found = new Set<Component>();
  for (const g of [...runs, ...strays].flat()) for (const part of g.parts ?? [g]) found.add(part);
  return found;
}

/**
 * Runs of writing along a row (in order across): each starts at paper after printed glyphs and
 * holds a glyph whose ink is off the print's; it goes on over glyphs too small or too faint to
 * tell (an `=`'s thin bars) until a glyph clearly of the print.
 */
function writingRuns(
  row: Component[],
  verdict: (g: Component) => Verdict,
  offLocally: (row: Component[], start: number, end: number, lastPrint: number, darkOk: boolean) => boolean,
  cap: number,
): Component[][] {
  const runs: Component[][] = [];
  const verdicts = row.map(verdict);
  // How far right the ink before each glyph reaches.
  const reach: number[] = [];
  row.forEach((g, i) => reach.push(i === 0 ? -Infinity : Math.max(reach[i - 1]!, row[i - 1]!.right)));
  const gapBefore = (i: number) => row[i]!.left - reach[i]! >= MIN_GAP * cap;
  let i = 0;
  while (i < row.length) {
    if (!isWriting(verdicts[i]!)) {
      i++;
      continue;
    }
    // Back over the undecided glyphs before it, to the first paper after the print.
    let lastPrint = i - 1;
    while (lastPrint >= 0 && verdicts[lastPrint] === 'unknown') lastPrint--;
    let start = -1;
    for (let j = lastPrint + 1; j <= i && start < 0; j++) if (j > 0 && gapBefore(j)) start = j;
    let end = i;
    while (end + 1 < row.length && verdicts[end + 1] !== 'print') end++;
    const printed = row.slice(0, Math.max(0, start)).filter((_, k) => verdicts[k] === 'print').length;
    // A run told by dark colourful ink alone stands well apart and ends the row; one thin stroke of
    // the pen that lost its colour (a fraction's slash) does not end it.
    const dark =
      start >= 0 &&
      run(verdicts, start, end).some((v) => v === 'inkedDark') &&
      !run(verdicts, start, end).some((v) => v === 'inked' || v === 'inkedFar');
    if (dark) {
      const rest = verdicts.slice(end + 1);
      if (rest.filter((v) => v === 'print').length <= MAX_PRINT_IN_DARK_RUN && rest.some(isWriting))
        end = row.length - 1;
    }
    // Elsewhere dark colourful ink tells nothing (against the page's print or the row's).
    const darkOk =
      start >= 0 && end === row.length - 1 && row[start]!.left - reach[start]! >= DARK_RUN_GAP * cap;
    if (
      start >= 0 &&
      printed >= MIN_PRINT_BEFORE &&
      clearRun(undecidedDark(verdicts, darkOk), start, end, lastPrint) &&
      offLocally(row, start, end, lastPrint, darkOk)
    ) {
      // Undecided glyphs at its end belong to the print after it, if any.
      let last = end;
      if (end < row.length - 1) while (verdicts[last] === 'unknown') last--;
      runs.push(row.slice(start, last + 1));
    }
    i = end + 1;
  }
  return runs;
}

/**
 * A near-black pen's writing at a row's end, told by its strokes' weight alone: the row's tail set
 * a cap apart (DARK_RUN_GAP) after two or more printed glyphs, starting with a glyph heavier than
 * the print's weight (a hand's strokes vary) and holding two or more heavy ones — strokes HEAVIER than the page's print and than the print before it on the
 * row, and no lighter than that print — and at most one glyph of the print's weight (a thin slash
 * of the pen's `28/7`). A heading printed bold all along is as heavy before the gap as after; a
 * printed task after the gap (`Izračunaj:  5² + 5²`) starts with print.
 */
function heavyTail(
  row: Component[],
  verdict: (g: Component) => Verdict,
  measures: Map<Component, InkMeasure>,
  print: InkMeasure,
  cap: number,
): Component[] | null {
  const verdicts = row.map(verdict);
  let reach = -Infinity;
  for (let start = 0; start < row.length; start++) {
    const gap = row[start]!.left - reach;
    reach = Math.max(reach, row[start]!.right);
    if (start < MIN_PRINT_BEFORE || gap < DARK_RUN_GAP * cap || gap > MAX_HEAVY_GAP * cap) continue;
    const before = row.slice(0, start).filter((g) => measures.get(g)?.sized);
    const local = printInk(
      before.slice(-LOCAL_PRINT).map((g) => measures.get(g)!),
      MIN_LOCAL_PRINT,
    );
    if (!local) continue;
    const weight = weightAgainst(
      measures,
      Math.max(print.stroke, local.stroke),
      Math.max(print.core, local.core),
    );
    const printed = row
      .slice(0, start)
      .filter((g, k) => verdicts[k] === 'print' && measures.get(g)?.sized && weight(g) === 'light');
    if (printed.length < MIN_PRINT_BEFORE) continue;
    const tail = row.slice(start);
    if (heavyWeights(tail.filter((g) => measures.get(g)?.sized).map(weight))) return tail;
  }
  return null;
}

type Weight = 'heavy' | 'light' | 'between';

/**
 * A glyph's weight against print whose strokes are `stroke` px wide and whose core is `core`: heavy
 * (HEAVIER, and no lighter than the print), the print's (under PRINT_WEIGHT) or between.
 */
const weightAgainst =
  (measures: Map<Component, InkMeasure>, stroke: number, core: number) =>
  (g: Component): Weight => {
    const m = measures.get(g)!;
    const ratio = m.stroke / stroke;
    if (ratio >= HEAVIER && m.core <= core + PRINT_LIGHTER) return 'heavy';
    return ratio < PRINT_WEIGHT ? 'light' : 'between';
  };

/** Whether full-sized glyphs' weights make a heavy pen's writing (heavyTail's test). */
function heavyWeights(weights: Weight[]): boolean {
  return (
    weights[0] !== undefined &&
    weights[0] !== 'light' &&
    weights.filter((w) => w === 'heavy').length >= Math.max(MIN_HEAVY_GLYPHS, HEAVY_SHARE * weights.length) &&
    weights.filter((w) => w === 'light').length <= MAX_PRINT_IN_DARK_RUN
  );
}

/**
 * On a page where a heavy pen's answers were found after the print (heavyTail), the lines under
 * all the print whose glyphs are as heavy are that pen's working (`5x = 45`): read as tasks of
 * their own they were answered. Only such a page is searched (a bold line elsewhere stays print),
 * and only under its last line of print (a bold heading has its tasks under it).
 */
function heavyWorking(
  layout: PageLayout,
  verdict: (g: Component) => Verdict,
  measures: Map<Component, InkMeasure>,
  print: InkMeasure,
): Component[][] {
  const weight = weightAgainst(measures, print.stroke, print.core);
  const glyphsOf = (line: LayoutLine) =>
    [...new Set([...line.glyphs, ...line.specials.flatMap(specialParts)])].sort((a, b) => a.left - b.left);
  const sized = (line: LayoutLine) => glyphsOf(line).filter((g) => measures.get(g)?.sized);
  const printed = layout.lines.filter(
    (line) =>
      sized(line).filter((g) => verdict(g) === 'print' && weight(g) === 'light').length >= MIN_PRINT_BEFORE,
  );
  if (printed.length === 0) return [];
  const foot = Math.max(...printed.map((line) => line.box.bottom));
  return layout.lines
    .filter((line) => line.box.top > foot && heavyWeights(sized(line).map(weight)))
    .map(glyphsOf);
}

const run = (verdicts: Verdict[], start: number, end: number) => verdicts.slice(start, end + 1);
/** Dark colourful ink counts only in a run that may hold it (set apart, ending the row). */
const undecidedDark = (verdicts: Verdict[], ok: boolean): Verdict[] =>
  ok ? verdicts : verdicts.map((v) => (v === 'inkedDark' ? 'unknown' : v));

/**
 * Whether the ink of the run `start`–`end` is clearly off the print's. Lightness alone is asked for
 * more: glare on a sleeve or a washed-out stretch of print is light too, but it fades in over the
 * print before it and out over the print after it; a pencil's answer follows print of full
 * darkness and ends the row.
 */
function clearRun(verdicts: Verdict[], start: number, end: number, lastPrint: number): boolean {
  const run = verdicts.slice(start, end + 1);
  const written = run.filter(isWriting).length;
  if (run.some(isInked))
    return (
      written >= MIN_WRITTEN_GLYPHS ||
      (written === 1 && (run.length >= MIN_RUN_OF_ONE || run.includes('inkedFar')))
    );
  const endsRow = end === verdicts.length - 1;
  return (
    endsRow && verdicts[lastPrint] === 'print' && (written >= MIN_WRITTEN_GLYPHS || run.includes('faintFar'))
  );
}

function measure(g: Component, { width, labels, gray, colour }: PageInk, cap: number): InkMeasure {
  const own = ownLabels(g);
  const inkColour: number[] = [];
  const inkGray: number[] = [];
  const paperColour: number[] = [];
  const margin = 2;
  const height = gray.height;
  const isOwn = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < width && y < height && own.has(labels[y * width + x]!);
  let edge = 0;
  for (let y = Math.max(0, g.top - margin); y <= Math.min(height - 1, g.bottom + margin); y++)
    for (let x = Math.max(0, g.left - margin); x <= Math.min(width - 1, g.right + margin); x++) {
      const i = y * width + x;
      const label = labels[i]!;
      if (own.has(label)) {
        inkColour.push(colour.data[i]!);
        inkGray.push(gray.data[i]!);
        if (!isOwn(x - 1, y) || !isOwn(x + 1, y) || !isOwn(x, y - 1) || !isOwn(x, y + 1)) edge++;
      } else if (label === 0) paperColour.push(colour.data[i]!);
    }
  const paper = byteQuantile(paperColour, 0.5);
  return {
    colour: byteQuantile(inkColour, 0.5) - paper,
    core: byteQuantile(inkGray, 0.25),
    paper,
    stroke: (2 * inkGray.length) / Math.max(1, edge),
    sized: componentHeight(g) >= MIN_LIGHTNESS_HEIGHT * cap && componentWidth(g) >= MIN_LIGHTNESS_WIDTH * cap,
  };
}

/** The print's ink: the median glyph's (null without enough glyphs to tell). */
function printInk(measures: InkMeasure[], fewest = 4): InkMeasure | null {
  if (measures.length < fewest) return null;
  return {
    colour: quantile(
      measures.map((m) => m.colour),
      0.5,
    ),
    core: quantile(
      measures.map((m) => m.core),
      0.5,
    ),
    paper: quantile(
      measures.map((m) => m.paper),
      0.5,
    ),
    // The strokes of its full-sized glyphs (a bar or a dot tells no weight).
    stroke: quantile(
      measures.filter((m) => m.sized).map((m) => m.stroke),
      0.5,
    ),
    sized: true,
  };
}
