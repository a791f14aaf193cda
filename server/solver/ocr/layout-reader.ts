/**
 * Reads a cleaned page line by line with the PP-OCRv4 recogniser, using the layout found in the
 * ink (math-layout.ts): each line is read without its fractions, radicals and exponents, which are
 * read on their own and written back where they stood — `3/4`, `√(144)`, `x^2` — using the
 * recogniser's character positions. The equations behind one brace become one line joined by
 * " ; ", which the engine reads as a system.
 */
import type { LineAlternative, RecognizedLine, RecognizedText } from '../engine-types.js';
import { narrowWideLetters } from './letter-spacing.js';
import { labelComponents, type Component, type Labelled } from './components.js';
import { bluenessOf, type ColourImage, type GrayImage, type InkImage } from './gray-image.js';
import {
  bowed,
  bowOf,
  characterPitch,
  dropCharsOverBlank,
  dropFalseSpaces,
  dropStraySpecks,
  markRaisedDigits,
  markUnreadInk,
  restoreLostSpaces,
  restoreBarsReadAsL,
  restoreBrackets,
  restoreCapitalsInWords,
  restoreColons,
  restoreDecimalCommas,
  restoreHangingFives,
  restoreLostMinus,
  restoreItalicX,
  restoreOrEqual,
  restoreRadicals,
  restoreRadicalTicks,
  splitBarsFromMinus,
  restoreTimesDots,
} from './ink-checks.js';
import type { LineRecognizer, RecognizedChar } from './line-recognizer.js';
import { markGluedExponents } from './glued-exponents.js';
import {
  analyseLayout,
  capHeight,
  plainByBox,
  union,
  type Box,
  type PageLayout,
  type Special,
} from './math-layout.js';
import {
  isLoneCross,
  isFourNotL,
  restoreCrossedX,
  restoreFlatEndedDigits,
  restoreGreaterOrEqual,
  restoreJoinedDivision,
  restoreUnslantedZ,
} from './glyph-shapes.js';
import { restoreFlatTopThrees } from './flat-top-three.js';
import { restoreKnottedEights } from './knotted-eight.js';
import { restorePlusSigns } from './plus-not-division.js';
import { restoreFaintEquals } from './faint-twin-bar.js';
import { isTwoShape } from './raised-two.js';
import type { InkLabels } from './glyph-under.js';
import { findRuleChains } from './rules.js';
import { findTableRules, onTableRules } from './table-rules.js';
import { findRulerTicks } from './ruler-ticks.js';
import { countedQuantile } from './order-statistics.js';
import { boxedOrder, type Ruling } from './ruled-cells.js';
import { isJoinedDivision } from './joined-division.js';
import { restoreOptionLabels } from './option-labels.js';
import { cellOrder, stripLeadingMarks } from './cell-order.js';
import { withoutPageNumber } from './page-number.js';
import { markOrphanPoints } from './orphan-points.js';
import { acrossGutter, findGutter, foldComponents } from './book-gutter.js';
import { findMarksAfterRows } from './pen-marks.js';
import { eraseLoops, findPenLoops } from './pen-loops.js';
import { findWritingAfterPrint } from './pen-writing.js';
import { findHandLines, lineComponents } from './hand-lines.js';
import { findBoxBars, reminderBoxLines } from './reminder-box.js';

/** What a raised glyph reads as when it is an exponent: digits, ², ³, or one unknown. */
const PLAUSIBLE_EXPONENT = /^([0-9²³]+|[nmkxyab])$/;
/** Raised glyphs that are no exponent: the upper circle of "%", a degree sign, quotes, an asterisk. */
const NOT_EXPONENT = /^[%°'"*.,·‘’“”`]+$|[a-z]{2,}/i;

/** Mean character probability (in %) below which a line is not text (tune part: text lines read ≥ 80). */
const MIN_LINE_CONFIDENCE = 60;

export interface LayoutReading {
  recognized: RecognizedText;
  layout: PageLayout | null;
  /** Per layout line: the characters the recogniser read over its glyphs (for diagnostics). */
  chars: RecognizedChar[][];
  /** Per line of `recognized`: where its glyphs stand on the page (a second reader's crops). */
  boxes: Box[];
}

/** Full-width forms ("（", "：", "＝") the recogniser returns for some fonts → ASCII. */
const asciiForms = (s: string) =>
  s
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/\u3000/g, ' ')
    // The Greek theta the recogniser gives for a slashed or oval zero.
    .replace(/[θΘ]/g, '0');

/** The page's components and the layout found in them: computed once, read as often as wanted. */
export interface AnalysedPage {
  ink: InkImage;
  labelled: Labelled;
  layout: PageLayout | null;
  /** The flattened photo the ink was cut from (same size): grey the binarisation lost, for shape checks. */
  gray?: GrayImage;
  /** The ruled lines taken out of the ink (a worksheet's boxes: ruled-cells.ts). */
  ruling?: Ruling;
}

export function analysePage(
  page: InkImage,
  gray?: GrayImage,
  frames: Box[] = [],
  colour?: ColourImage,
): AnalysedPage {
  // A pen's loop round a task's start goes first (pen-loops.ts): it joins the glyphs it touches.
  const { ink, labelled, cap } = withoutPenLoops(page);
  const chains =
    cap === null
      ? { rules: [], sides: [], long: [] }
      : findRuleChains(labelled.components, cap, { width: ink.width, labels: labelled.labels });
  const rules = new Set(
    [...chains.rules, ...chains.sides, ...chains.long].flatMap((c) => c.segments.map((s) => s.piece)),
  );
  // A book's gutter: its fold is no ink of the text, and no line runs across it (book-gutter.ts).
  const gutter = cap === null ? null : findGutter(ink, labelled.components, cap);
  const fold = gutter ? foldComponents(gutter, labelled, ink.width) : new Set<Component>();
  // A ruler's ticks over the page's margin are no minus signs before the lines (ruler-ticks.ts).
  const ticks = cap === null ? new Set<Component>() : findRulerTicks(labelled.components, cap);
  // Pieces of a ruled table's rules that the binarisation broke off (table-rules.ts).
  const tableRules =
    cap === null || !gray || gray.width !== ink.width || gray.height !== ink.height
      ? []
      : findTableRules(gray);
  const onRules = cap === null ? new Set<Component>() : onTableRules(labelled.components, tableRules, cap);
  const layoutOf = (skip: Set<Component>) =>
    analyseLayout(
      labelled.components.filter(
        (c) => !rules.has(c) && !fold.has(c) && !ticks.has(c) && !onRules.has(c) && !skip.has(c),
      ),
      (c) => isStraight(c, ink.width, labelled.labels),
      (c) => plainByBox(c) || isPlainStroke(c, ink.width, labelled.labels),
      (c) => gray !== undefined && isJoinedDivision(c, ink, gray),
      gutter ? acrossGutter(gutter) : undefined,
    );
  let layout = layoutOf(new Set());
  // A pen's tick or cross after a row is read as a character of it (pen-marks.ts): the page is laid
  // out again without them.
  const marks = layout
    ? findMarksAfterRows(layout, { width: ink.width, labels: labelled.labels })
    : new Set<Component>();
  // A pupil's answer after a task, in a ballpoint's blue or a pencil's grey, is no part of the task
  // (pen-writing.ts).
  const writing =
    layout && gray && colour && colour.width === gray.width && colour.height === gray.height
      ? findWritingAfterPrint(layout, {
          width: ink.width,
          labels: labelled.labels,
          gray,
          colour: bluenessOf(colour),
        })
      : new Set<Component>();
  if (marks.size > 0 || writing.size > 0) layout = layoutOf(new Set([...marks, ...writing]));
  // A pupil's lines in a blue pen are no lines of the page's tasks (hand-lines.ts).
  const hand = layout && gray ? findHandLines(layout, labelled, gray, colour, frames) : [];
  if (hand.length > 0) layout = layoutOf(new Set([...marks, ...writing, ...hand.flatMap(lineComponents)]));
  // A minus with a faint twin in the grey is an "=" that lost a bar (faint-twin-bar.ts).
  if (layout && gray) layout = restoreFaintEquals(layout, gray, ink);
  return { ink, labelled, gray, layout, ruling: { rules: chains.rules, sides: chains.sides, frames } };
}

function withoutPenLoops(page: InkImage): { ink: InkImage; labelled: Labelled; cap: number | null } {
  const labelled = labelComponents(page);
  const cap = capHeight(labelled.components);
  const loops = cap === null ? [] : findPenLoops(page, labelled, cap);
  if (loops.length === 0) return { ink: page, labelled, cap };
  const ink = eraseLoops(page, labelled.labels, loops, cap!);
  const relabelled = labelComponents(ink);
  return { ink, labelled: relabelled, cap: capHeight(relabelled.components) };
}

export async function readLayout(ink: InkImage, recognizer: LineRecognizer): Promise<LayoutReading> {
  return readPage(analysePage(ink), recognizer);
}

/**
 * Reads an analysed page. `gray` (the flattened photo, same size as the ink) makes the crops from
 * its grey levels around the chosen glyphs instead of the binary ink: a second, slightly different
 * look at the same glyphs for the vote (solve-photo.ts).
 */
export async function readPage(
  page: AnalysedPage,
  recognizer: LineRecognizer,
  gray?: GrayImage,
): Promise<LayoutReading> {
  const { ink, labelled, layout } = page;
  if (!layout) return { recognized: { lines: [] }, layout: null, chars: [], boxes: [] };
  const inkLabels = { width: ink.width, labels: labelled.labels };
  const pad = Math.round(layout.cap * 0.35);
  const read = async (components: Component[]) => {
    if (components.length === 0) return { text: '', confidence: 1, chars: [] as RecognizedChar[] };
    const box = union(components);
    const crop = render(ink.width, labelled.labels, components, box, pad, gray);
    // Letters set wide apart (a CJK face's Cyrillic) are read closed up (letter-spacing.ts).
    const narrowed = narrowWideLetters(crop, layout.cap);
    const reading = await recognizer.read(narrowed?.image ?? crop);
    const offset = box.left - pad;
    const column = (x: number) => (narrowed ? narrowed.original(x) : x) + offset;
    return {
      text: asciiForms(reading.text).trim(),
      confidence: reading.confidence,
      chars: reading.chars.map((c) => ({ ...asciiChar(c), x: column(c.x) })),
    };
  };
  // The small parts (exponents, numerators, denominators, radicands) are read together in one
  // strip, each scaled to the text's cap height: a lone "2" in a crop of its own is often read
  // as "N" or "!", in a row of digits it is read right.
  const specials = layout.lines.flatMap((line) => line.specials);
  const partsNearly: LineAlternative[][] = [];
  const partsLeast: number[] = [];
  const partTexts = await readParts(
    specials.flatMap((s) => partsOf(s).map((components) => ({ components, raised: s.k === 'sup' }))),
    ink.width,
    labelled.labels,
    layout.cap,
    recognizer,
    gray,
    partsNearly,
    partsLeast,
  );
  // Where each special's parts start among `partTexts` and `partsNearly` (the strip's order).
  const firstPart = new Map<Special, number>();
  let at = 0;
  for (const s of specials) {
    firstPart.set(s, at);
    at += partsOf(s).length;
  }
  const strip = { texts: partTexts, nearly: partsNearly, firstPart };
  const mains: Awaited<ReturnType<typeof read>>[] = [];
  for (const line of layout.lines) mains.push(await read(line.glyphs));
  const pitch = characterPitch(
    layout.lines.map((line, i) => ({ chars: mains[i]!.chars, glyphs: line.glyphs })),
    layout.cap,
  );
  const lines: (RecognizedLine & { meanConfidence: number; box: Box; row: number })[] = [];
  const chars: RecognizedChar[][] = [];
  // One-glyph lines read as nothing (or as a point): a decimal comma that left its line (orphan-points.ts).
  const orphans = layout.lines.flatMap((l, k) =>
    l.glyphs.length === 1 && l.specials.length === 0 && /^[\s.,·]*$/.test(mains[k]!.text) ? l.glyphs : [],
  );
  for (const [i, line] of layout.lines.entries()) {
    const main = mains[i]!;
    const { glyphs, specials } = line;
    const cap = layout.cap;
    const symbols = specials.map((sp) => ({ box: sp.box, text: sp.k === 'sym' ? sp.text : undefined }));
    // The ink checks in the order they run, each on the characters the one before it left.
    const inkChecks: ((cs: RecognizedChar[]) => RecognizedChar[])[] = [
      (cs) => dropCharsOverBlank(cs, glyphs, cap),
      (cs) => dropStraySpecks(cs, glyphs, cap),
      (cs) => restoreColons(cs, glyphs, cap),
      (cs) => restoreRadicals(cs, glyphs, cap),
      (cs) => restoreDecimalCommas(cs, glyphs, cap),
      (cs) => dropFalseSpaces(cs, glyphs, cap, pitch, inkLabels),
      (cs) => restoreLostSpaces(cs, glyphs, cap, pitch, inkLabels),
      (cs) => restoreOrEqual(cs, glyphs, cap, inkLabels),
      (cs) => restoreBrackets(cs, glyphs, cap, inkLabels),
      (cs) => restoreItalicX(cs, glyphs, cap, inkLabels, page.gray),
      (cs) => restoreTimesDots(cs, glyphs, cap),
      (cs) => restoreCrossedX(cs, glyphs, specials, cap, inkLabels),
      (cs) => restoreUnslantedZ(cs, glyphs, cap, inkLabels),
      (cs) => restoreFlatEndedDigits(cs, glyphs, cap, inkLabels),
      (cs) => restoreFlatTopThrees(cs, glyphs, cap, inkLabels),
      (cs) => restoreKnottedEights(cs, glyphs, cap, inkLabels),
      (cs) => restoreLostMinus(cs, glyphs, specials, cap),
      (cs) => restoreHangingFives(cs, glyphs, cap),
      (cs) => restoreCapitalsInWords(cs),
      (cs) => restoreGreaterOrEqual(cs, glyphs, cap, inkLabels),
      (cs) => restoreRadicalTicks(cs, glyphs, symbols, cap, inkLabels),
      (cs) => splitBarsFromMinus(cs, glyphs, cap, inkLabels),
      (cs) => restoreJoinedDivision(cs, glyphs, cap, inkLabels, page.gray),
      (cs) => restorePlusSigns(cs, glyphs, cap),
      (cs) => restoreBarsReadAsL(cs, glyphs, cap),
    ];
    const checked = inkChecks.reduce((cs, check) => check(cs), main.chars);
    const restored = markOrphanPoints(checked, glyphs, orphans, layout.cap);
    chars.push(restored);
    const texts = line.specials.map((s) => specialText(s, partsRead(strip, s)));
    // The engine weighs a task by its least certain character (one misread digit is a wrong
    // answer); whether a line is text at all is judged by the mean (MIN_LINE_CONFIDENCE).
    // Restored characters count too: an x put back where nothing was read (glyph-shapes.ts) may be
    // a dropped "×", so it must not leave the line as sure as it was (review finding).
    // (An orphan point's unread mark is left out: the mark declines the task, not the line.)
    const least = checked.filter((c) => c.char.trim() !== '').reduce((m, c) => Math.min(m, c.p), 1);
    // A line of stacked fractions or radicals is maths whatever the few glyphs between them read as.
    const stacked = line.specials.some((s) => s.k === 'frac' || s.k === 'root');
    const text = composeLine(restored, line.glyphs, line.specials, texts, layout.cap, inkLabels);
    // The small parts are read in the strip, apart from the line: their least certain character
    // is kept beside the line's own (RecognizedLine.partsConfidence).
    const partsLeastOfLine = line.specials.flatMap((s) => {
      const first = firstPart.get(s)!;
      return partsOf(s).map((_, k) => partsLeast[first + k] ?? 1);
    });
    lines.push({
      text,
      confidence: 100 * least,
      ...(partsLeastOfLine.length > 0 ? { partsConfidence: 100 * Math.min(...partsLeastOfLine) } : {}),
      alternatives: likeliest(text, [
        ...runnerUpTexts(restored, text, (swapped) =>
          composeLine(swapped, line.glyphs, line.specials, texts, layout.cap, inkLabels),
        ),
        ...partRunnerUps(strip, line.specials, texts, (swapped) =>
          composeLine(restored, line.glyphs, line.specials, swapped, layout.cap, inkLabels),
        ),
      ]),
      meanConfidence: stacked ? 100 : 100 * main.confidence,
      box: line.box,
      row: line.row ?? i,
    });
  }
  // A brace: its equations become one line (the first's place; the others are dropped).
  const merged = new Set<number>();
  for (const group of layout.braces) {
    const [first, ...rest] = group;
    if (first === undefined || group.some((i) => merged.has(i))) continue;
    lines[first] = {
      ...lines[first]!,
      text: group.map((i) => lines[i]!.text).join(' ; '),
      confidence: Math.min(...group.map((i) => lines[i]!.confidence)),
      ...partsConfidenceOf(group.map((i) => lines[i]!)),
      alternatives: systemRunnerUps(group.map((i) => lines[i]!)),
      meanConfidence: Math.min(...group.map((i) => lines[i]!.meanConfidence)),
      box: union(group.map((i) => lines[i]!.box)),
    };
    for (const i of rest) merged.add(i);
  }
  // A textbook's reminder box (its title, rule and worked maths) is no task (reminder-box.ts).
  const reminders = reminderBoxLines(
    lines,
    page.ruling?.frames ?? [],
    findBoxBars(labelled.components, layout.cap),
    layout.cap,
  );
  // Lines the recogniser was unsure of are specks, rulings and pictures, not text.
  // A worksheet's cells are read one after another (cell-order.ts).
  // ... and the lines of a row of ruled boxes box by box (ruled-cells.ts).
  // A book's page number at the foot is no part of any task (page-number.ts).
  const ordered = boxedOrder(
    cellOrder(
      withoutPageNumber(
        lines.filter(
          (l, i) =>
            !merged.has(i) &&
            !reminders.has(i) &&
            l.text.trim() !== '' &&
            l.meanConfidence >= MIN_LINE_CONFIDENCE,
        ),
        layout.cap,
      ),
      layout.cap,
    ),
    page.ruling ?? { rules: [], sides: [], frames: [] },
    layout.cap,
  );
  // A spoilt label in a row of offered answers or sub-tasks is put back from its place (option-labels.ts).
  const relabelled = restoreOptionLabels(
    ordered.map((l) => ({ ...l, text: stripLeadingMarks(l.text) })),
    layout.cap,
  );
  return {
    recognized: {
      lines: relabelled.map(({ text, confidence, partsConfidence, alternatives }) => ({
        text,
        confidence,
        ...(partsConfidence !== undefined ? { partsConfidence } : {}),
        ...(alternatives?.length
          ? { alternatives: alternatives.map((a) => ({ ...a, text: stripLeadingMarks(a.text) })) }
          : {}),
      })),
    },
    layout,
    chars,
    boxes: ordered.map((l) => l.box),
  };
}

/** The least partsConfidence of lines joined into one (absent when none of them has parts). */
function partsConfidenceOf(lines: RecognizedLine[]): { partsConfidence?: number } {
  const known = lines.flatMap((l) => (l.partsConfidence !== undefined ? [l.partsConfidence] : []));
  return known.length > 0 ? { partsConfidence: Math.min(...known) } : {};
}

/** A runner-up with less probability than this gives no other reading of its line. */
const MIN_ALTERNATIVE = 0.01;
/** At most this many other readings per line, the likeliest runner-ups first. */
const MAX_ALTERNATIVES = 6;

/**
 * The line read again with one character as the recogniser's runner-up for it (RecognizedChar.alt),
 * for each character whose runner-up had some weight and that no later step rewrote: the readings
 * the recogniser nearly gave (engine-types.ts LineAlternative).
 */
export function runnerUpTexts(
  chars: RecognizedChar[],
  text: string,
  compose: (chars: RecognizedChar[]) => string,
): LineAlternative[] {
  const out: LineAlternative[] = [];
  const candidates = chars
    .map((c, i) => ({ c, i }))
    .filter(
      ({ c }) =>
        c.alt !== undefined &&
        c.alt.of === c.char &&
        c.alt.p >= MIN_ALTERNATIVE &&
        c.char.trim() !== '' &&
        c.alt.char.trim() !== '' &&
        c.alt.char !== c.char,
    )
    .sort((a, b) => b.c.alt!.p - a.c.alt!.p)
    .slice(0, MAX_ALTERNATIVES);
  for (const { c, i } of candidates) {
    const swapped = chars.map((d, k) => (k === i ? { ...d, char: c.alt!.char, p: c.alt!.p } : d));
    const other = compose(swapped);
    if (other !== text) out.push({ text: other, read: c.char, as: c.alt!.char, p: c.p, altP: c.alt!.p });
  }
  return out;
}

/** The other readings that differ from `text`, the likeliest MAX_ALTERNATIVES of them. */
function likeliest(text: string, alternatives: LineAlternative[]): LineAlternative[] {
  return alternatives
    .filter((a) => a.text !== text)
    .sort((a, b) => b.altP - a.altP)
    .slice(0, MAX_ALTERNATIVES);
}

/** The parts strip's reading (readParts), and where each special's parts start in it. */
export interface StripReading {
  texts: string[];
  nearly: LineAlternative[][];
  firstPart: Map<Special, number>;
}

function partsRead(strip: StripReading, s: Special): string[] {
  const first = strip.firstPart.get(s)!;
  return partsOf(s).map((_, k) => strip.texts[first + k]!);
}

/**
 * A line's other readings from its specials' parts: one part of one special as its strip
 * runner-up (readParts `nearly`), the rest as read. `texts` are the specials' texts as read;
 * `compose` writes the line with other special texts.
 */
export function partRunnerUps(
  strip: StripReading,
  specials: Special[],
  texts: string[],
  compose: (texts: string[]) => string,
): LineAlternative[] {
  return specials.flatMap((s, j) => {
    const first = strip.firstPart.get(s)!;
    const read = partsRead(strip, s);
    return read.flatMap((_, k) =>
      (strip.nearly[first + k] ?? []).map((a) => {
        const parts = read.map((t, q) => (q === k ? a.text : t));
        return { ...a, text: compose(texts.map((t, q) => (q === j ? specialText(s, parts) : t))) };
      }),
    );
  });
}

/** A brace's equations joined into one line (" ; "): each line's other readings, the rest as read. */
export function systemRunnerUps(
  group: { text: string; alternatives?: LineAlternative[] }[],
): LineAlternative[] {
  return group.flatMap((line, i) =>
    (line.alternatives ?? []).map((a) => ({
      ...a,
      text: group.map((other, j) => (j === i ? a.text : other.text)).join(' ; '),
    })),
  );
}

/** The pieces of a special read by the recogniser (a symbol told by its shape needs none). */
function partsOf(s: Special): Component[][] {
  if (s.k === 'sup') return [s.glyphs];
  if (s.k === 'root') return [s.body];
  if (s.k === 'frac') return [s.num, s.den];
  return [];
}

function specialText(s: Special, parts: string[]): string {
  const [a = '', b = ''] = parts;
  if (s.k === 'sym') return s.text;
  if (s.k === 'sup') return a === '' ? '' : `^${group(a)}`;
  if (s.k === 'root') return `√${group(a)}`;
  return `${group(a)}/${group(b)}`;
}

/**
 * Reads the parts side by side in one strip, each scaled so its height is at least the cap
 * height, with wide gaps; each recognised character goes to the part it stands over. `nearly`,
 * when given, is filled per part with the texts the strip's runner-ups make of it (runnerUpTexts),
 * for parts whose first reading stands. `least`, when given, is filled per part with the
 * probability of its least certain character in the reading that stands (1 for a part read as
 * nothing; the lesser of both looks for a part neither look settles, "?").
 */
export async function readParts(
  parts: { components: Component[]; raised: boolean }[],
  width: number,
  labels: Int32Array,
  cap: number,
  recognizer: LineRecognizer,
  gray?: GrayImage,
  nearly?: LineAlternative[][],
  least?: number[],
): Promise<string[]> {
  if (parts.length === 0) return [];
  // About a word space: wider gaps make the recogniser read isolated glyphs, often as Chinese digits.
  const gap = Math.round(cap * 0.9);
  const margin = Math.round(cap * 0.35);
  const crops = parts.map(({ components, raised }) => {
    if (components.length === 0) return null;
    const box = union(components);
    const crop = render(width, labels, components, box, 0, gray);
    // Exponents are printed at about 0.6 of the text size: back to full size.
    const scale = raised ? Math.min(1.7, Math.max(1, cap / crop.height)) : 1;
    return scaleGray(crop, scale);
  });
  const first = await readStrip(crops, gap, margin, cap, recognizer);
  const texts = first.texts;
  const firstTexts = [...texts];
  const sure = [...first.least];
  // A number the recogniser was unsure of in the strip (Computer Modern's thin "3" read as "2" at
  // 37–47 %) is read again, its part alone and larger: where the second look reads another
  // number at least as surely, that one stands; where it reads no number, or another number less
  // surely (review finding: it must not overrule the first), the part is unreadable ("?"), which
  // the engine declines.
  // A part the strip read as nothing at all (GFS Didot's thin exponent "4") is read again the
  // same way; only a number or x read at least as surely as a doubtful part fills it.
  const doubtful = first.least.flatMap((p, i) =>
    p < DOUBTFUL_PART && /^\d+$/.test(texts[i]!.trim()) ? [i] : [],
  );
  // So is a raised part read as one character that no exponent is — a capital, a sign (Cupola's
  // lone exponent "2" read "N" at 43 %): a lone small figure's crop, like an empty one, is what the
  // recogniser reads worst.
  const unread = crops.flatMap((c, i) =>
    c && (texts[i]!.trim() === '' || (parts[i]!.raised && NO_EXPONENT.test(texts[i]!.trim()))) ? [i] : [],
  );
  /** Parts whose readings and ink disagree: unread ("?"), whatever a later check would make of them. */
  const disputed = new Set<number>();
  if (doubtful.length > 0 || unread.length > 0) {
    const looks = [...doubtful, ...unread];
    const again = await readStrip(
      looks.map((i) => (crops[i] ? scaleGray(crops[i], AGAIN_SCALE) : null)),
      gap,
      margin,
      cap,
      recognizer,
    );
    looks.forEach((i, k) => {
      const second = lookalike(again.texts[k]!);
      if (k >= doubtful.length) {
        // Not where a flat bar stands before the rest of the part's ink: a sign ("x^−1", "−3/4")
        // that a bare number or x would leave out.
        const signed = leadingBar(parts[i]!.components, cap);
        if (/^(\d+|x)$/.test(second) && again.least[k]! >= DOUBTFUL_PART && !signed) {
          texts[i] = second;
          sure[i] = again.least[k]!;
        }
        return;
      }
      if (second === texts[i]!.trim()) return;
      // Two unsure looks that disagree, the second the less sure: neither is trusted.
      const taken = /^\d+$/.test(second) && again.least[k]! >= first.least[i]!;
      texts[i] = taken ? second : '?';
      sure[i] = taken ? again.least[k]! : Math.min(first.least[i]!, again.least[k]!);
    });
    // A part both strips left unread is read once more alone, with a cap of paper all round: a lone
    // figure among the strip's other parts and narrow margins (a thin "3" of a fraction, in a binary
    // crop of several faces) is read as nothing, the same figure with paper round it surely. Only a
    // sure number or x fills it, so a misread stays unread (the engine declines it).
    for (const i of unread) {
      const crop = crops[i];
      if (!crop || /^(\d+|x)$/.test(texts[i]!) || leadingBar(parts[i]!.components, cap)) continue;
      const alone = await readStrip([crop], cap, cap, cap, recognizer);
      // Figures as read, no look-alikes: a lone "2" alone is read "!" (see the strip's comment). Nor
      // a lone "1": any stroke alone reads so (a heading's broken capital, raised, read "^1").
      const read = alone.texts[0]!.trim();
      if (/^(\d+|x)$/.test(read) && read !== '1' && alone.least[0]! >= SURE_ALONE) {
        // A raised glyph read as a capital twice whose ink is a 2's shape, read alone as another
        // figure: the ink and the third look disagree, so neither is trusted (review, round 19).
        if (read !== '2' && capitalOverTwo(parts[i]!, texts[i]!, { width, labels })) {
          disputed.add(i);
          continue;
        }
        texts[i] = read;
        sure[i] = alone.least[0]!;
      }
    }
  }
  // A part alone is a number or a letter: "×" is the letter x, a Cyrillic "З" the digit 3; a lone
  // cross-shaped glyph not read as a number is the unknown x (Computer Modern's italic x is read
  // "()" or nothing, glyph-shapes.ts).
  const out = texts.map((t, i) => {
    if (disputed.has(i)) return '?';
    if (isLoneCross(t, parts[i]!.components, { width, labels }, cap)) return 'x';
    // An "L" over one glyph shaped like a 4 (`isFourNotL`) is that figure.
    const only = parts[i]!.components.length === 1 ? parts[i]!.components[0]! : null;
    if (t.trim() === 'L' && only && isFourNotL(only, { width, labels })) return '4';
    // A look-alike of a figure is that figure first ("З" is a 3 that `isTwoShape` can pass in some
    // faces); else an exponent read as a character no exponent is, over one glyph shaped as a 2, is
    // that 2.
    const alike = lookalike(t);
    if (alike !== t.trim() && /^[\p{N}x]$/u.test(alike)) return alike;
    if (parts[i]!.raised && NO_EXPONENT.test(t.trim()) && only && isTwoShape(only, { width, labels }))
      return '2';
    return alike;
  });
  if (least) sure.forEach((p, i) => (least[i] = p));
  // The strip's runner-ups of a part whose first reading stands, as the part would then read.
  if (nearly)
    out.forEach((t, i) => {
      const mine = t === lookalike(firstTexts[i]!) ? first.nearly[i]! : [];
      nearly[i] = mine.map((a) => ({ ...a, text: lookalike(a.text) })).filter((a) => a.text !== t);
    });
  return out;
}

/**
 * Does a flat bar (a minus: at least twice as wide as tall, at most a quarter cap tall) stand
 * before all the other ink of a part, clear of it?
 */
function leadingBar(components: Component[], cap: number): boolean {
  if (components.length < 2) return false;
  const first = components.reduce((a, b) => (b.left < a.left ? b : a));
  const [w, h] = [first.right - first.left + 1, first.bottom - first.top + 1];
  return w >= 2 * h && h <= 0.25 * cap && components.every((c) => c === first || c.left > first.right);
}

/** A raised part of one glyph shaped as a 2 that the strips read as a character no exponent is. */
function capitalOverTwo(
  part: { components: Component[]; raised: boolean },
  text: string,
  ink: InkLabels,
): boolean {
  const only = part.components.length === 1 ? part.components[0]! : null;
  return part.raised && NO_EXPONENT.test(text.trim()) && only !== null && isTwoShape(only, ink);
}

/** One character no exponent is: not a figure (a superscript "³" too), an unknown or a small letter (`a^n`). */
const NO_EXPONENT = /^[^\p{N}\p{Ll}]$/u;

/** A strip character less probable than this is read again (misread "3"s: 0.37–0.47). */
const DOUBTFUL_PART = 0.55;
const AGAIN_SCALE = 1.4;
/** How sure a part read alone (after both strips left it unread) must be to be taken. */
const SURE_ALONE = 0.8;

/** A part of one character that reads as a look-alike of a digit or of x is that digit or x. */
function lookalike(text: string): string {
  const part = text.trim();
  return part.length === 1 ? (PART_LOOKALIKES[part] ?? part) : part;
}

/** The parts' crops side by side, bottom-aligned, `gap` apart; each character goes to the part under it. */
async function readStrip(
  crops: (GrayImage | null)[],
  gap: number,
  margin: number,
  cap: number,
  recognizer: LineRecognizer,
): Promise<{ texts: string[]; least: number[]; nearly: LineAlternative[][] }> {
  const stripH = Math.max(cap, ...crops.map((c) => c?.height ?? 0)) + 2 * margin;
  const spans: { from: number; to: number }[] = [];
  let stripW = gap;
  for (const c of crops) {
    spans.push({ from: stripW, to: stripW + (c?.width ?? 0) });
    stripW += (c?.width ?? 0) + gap;
  }
  const data = new Uint8Array(stripW * stripH).fill(255);
  crops.forEach((c, i) => {
    if (!c) return;
    // Bottom-aligned, as digits sit on a baseline.
    const top = stripH - margin - c.height;
    for (let y = 0; y < c.height; y++)
      data.set(c.data.subarray(y * c.width, (y + 1) * c.width), (top + y) * stripW + spans[i]!.from);
  });
  const reading = await recognizer.read({ width: stripW, height: stripH, data });
  const texts = crops.map(() => '');
  const least = crops.map(() => 1);
  const mine: RecognizedChar[][] = crops.map(() => []);
  for (const ch of reading.chars) {
    const i = spans.findIndex((s) => ch.x >= s.from - gap / 2 && ch.x <= s.to + gap / 2);
    if (i < 0) continue;
    const c = asciiChar(ch);
    texts[i] += c.char;
    mine[i]!.push(c);
    if (ch.char.trim() !== '') least[i] = Math.min(least[i]!, ch.p);
  }
  // Each part with one character as the recogniser's runner-up for it (runnerUpTexts).
  const join = (chars: RecognizedChar[]) => chars.map((c) => c.char).join('');
  const nearly = mine.map((chars, i) => runnerUpTexts(chars, texts[i]!, join));
  return { texts, least, nearly };
}

/** A recognised character, and its runner-up's, in the forms the engine reads (asciiForms). */
function asciiChar(c: RecognizedChar): RecognizedChar {
  const char = asciiForms(c.char);
  return c.alt
    ? { ...c, char, alt: { ...c.alt, char: asciiForms(c.alt.char), of: asciiForms(c.alt.of) } }
    : { ...c, char };
}

const PART_LOOKALIKES: Record<string, string> = {
  '×': 'x',
  З: '3',
  з: '3',
  О: '0',
  о: '0',
  б: '6',
  Ч: '4',
  '!': '1',
  l: '1',
  I: '1',
  '|': '1',
};

/** Bilinear upscaling of a crop. */
function scaleGray(image: GrayImage, scale: number): GrayImage {
  if (scale === 1) return image;
  const w = Math.max(1, Math.round(image.width * scale));
  const hgt = Math.max(1, Math.round(image.height * scale));
  const data = new Uint8Array(w * hgt);
  for (let y = 0; y < hgt; y++) {
    const fy = Math.min(image.height - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(image.height - 1, y0 + 1);
    for (let x = 0; x < w; x++) {
      const fx = Math.min(image.width - 1, Math.max(0, (x + 0.5) / scale - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(image.width - 1, x0 + 1);
      const d = image.data;
      const top = d[y0 * image.width + x0]! * (1 - (fx - x0)) + d[y0 * image.width + x1]! * (fx - x0);
      const bottom = d[y1 * image.width + x0]! * (1 - (fx - x0)) + d[y1 * image.width + x1]! * (fx - x0);
      data[y * w + x] = Math.round(top * (1 - (fy - y0)) + bottom * (fy - y0));
    }
  }
  return { width: w, height: hgt, data };
}

/** A single number or term stays bare ("3", "x", "12x"); anything longer is bracketed. */
function group(text: string): string {
  const t = text.replace(/\s+/g, '');
  return /^(\d+([.,]\d+)?|[a-zA-Z]|\d+[a-zA-Z])$/.test(t) ? t : `(${t})`;
}

/** What the recogniser makes of an absolute-value bar. */
const BAR_READINGS = new Set(['1', 'l', 'I', '|', '[', ']', '/', '\\', '(', ')', '{', '}', '!', 'i', 'j']);

/**
 * Soft bars (math-layout.ts): the characters read over a bar-shaped glyph become "|" when they are
 * what the recogniser makes of a bar and stand outside a word, and only when the line then holds
 * bars in pairs (a lone one is a letter or a digit after all).
 */
export function markSoftBars(chars: RecognizedChar[], specials: Special[]): RecognizedChar[] {
  const soft = specials.filter((s) => s.k === 'sym' && s.soft && s.text === '|');
  if (soft.length === 0 || chars.length === 0) return chars;
  const hits = new Set<number>();
  for (const bar of soft) {
    // The character read nearest the bar's centre is what the recogniser made of it.
    const centre = (bar.box.left + bar.box.right) / 2;
    let i = -1;
    chars.forEach((c, k) => {
      if (c.char.trim() !== '' && (i < 0 || Math.abs(c.x - centre) < Math.abs(chars[i]!.x - centre))) i = k;
    });
    const c = chars[i];
    if (!c || !BAR_READINGS.has(c.char)) continue;
    const letter = (k: number) => /\p{L}/u.test(chars[k]?.char ?? '');
    // Inside a word, or the first letter of one ("Izračunaj": a plain capital I is a bar too) —
    // but not of a one-letter value between bars ("IxI = 1": the third character is the other bar).
    const closesPair = BAR_READINGS.has(chars[i + 2]?.char ?? '') && !letter(i + 3);
    const word = (letter(i - 1) && letter(i + 1)) || (letter(i + 1) && letter(i + 2) && !closesPair);
    if (!word) hits.add(i);
  }
  const hardBars = specials.filter((s) => s.k === 'sym' && !s.soft && s.text === '|');
  if ((hits.size + hardBars.length) % 2 !== 0 || hits.size === 0) return chars;
  // Paired in reading order, an opening bar starts an operand and a closing bar ends one: a "bar"
  // right before a binary operator, a closing bracket or a decimal comma, or a closing one right
  // after an operator, an opening bracket or a decimal comma ("(18 − 4) · 2 + 16 : (1 + 3)" with
  // both 1s taken for bars; Caslon's plain 1s in "9,6 − 1,61" read "9,6 − |,6|"), is no bar.
  const order = [
    ...[...hits].map((i) => ({ x: chars[i]!.x, hit: i })),
    ...hardBars.map((b) => ({ x: (b.box.left + b.box.right) / 2, hit: -1 })),
  ].sort((a, b) => a.x - b.x);
  const nextChar = (i: number, dir: 1 | -1) => {
    for (let k = i + dir; k >= 0 && k < chars.length; k += dir)
      if (chars[k]!.char.trim() !== '') return chars[k]!.char;
    return '';
  };
  // Two bars with nothing read between them hold no operand: a plain "11" (Tuffy's "x² − 11x").
  const empty = (rank: number) => {
    const [a, b] = [order[rank]?.hit ?? -1, order[rank + 1]?.hit ?? -1];
    return a >= 0 && b > a && chars.slice(a + 1, b).every((c) => c.char.trim() === '');
  };
  const misplaced = order.some(({ hit }, rank) => {
    if (hit < 0) return false;
    if (rank % 2 === 0 && empty(rank)) return true;
    return rank % 2 === 0
      ? /^[+·×*:=<>≤≥)\],.]$/.test(nextChar(hit, 1))
      : /^[+\-−–·×*:=<>≤≥([,.]$/.test(nextChar(hit, -1));
  });
  if (misplaced) return chars;
  return chars.map((c, i) => (hits.has(i) ? { ...c, char: '|' } : c));
}

/** What the recogniser makes of a times dot it sees in the line. */
const DOT_READINGS = new Set(['.', ',', '·', '•', '∙', '*', '。', '、']);

/**
 * Soft dots (math-layout.ts): a mid-height dot a little wider than tall is a times dot unless the
 * recogniser read a dash over it (a short thick hyphen). Read as a point, or not read at all, it
 * becomes "·".
 */
export function markSoftDots(chars: RecognizedChar[], specials: Special[], cap: number): RecognizedChar[] {
  const soft = specials.filter((s) => s.k === 'sym' && s.soft && s.text === '·');
  if (soft.length === 0) return chars;
  const out = [...chars];
  for (const dot of soft) {
    const centre = (dot.box.left + dot.box.right) / 2;
    let i = -1;
    out.forEach((c, k) => {
      if (c.char.trim() !== '' && (i < 0 || Math.abs(c.x - centre) < Math.abs(out[i]!.x - centre))) i = k;
    });
    const c = out[i];
    if (c && Math.abs(c.x - centre) <= 0.5 * cap) {
      if (DOT_READINGS.has(c.char)) out[i] = { ...c, char: '·' };
      continue;
    }
    const at = out.findIndex((o) => o.x > centre);
    out.splice(at < 0 ? out.length : at, 0, { char: '·', x: centre, p: 1 });
  }
  return out;
}

/**
 * Characters the recogniser read over an exponent's glyphs (each character belongs to the glyph
 * whose centre is nearest) become that exponent, "^2"; the exponent's own reading (from the parts
 * strip) is only used when the line reading has nothing there. Returns the characters and the
 * exponents the line reading covered.
 */
export function markExponents(
  chars: RecognizedChar[],
  glyphs: Component[],
  specials: Special[],
  stripTexts: string[],
  cap: number,
): { chars: RecognizedChar[]; covered: Set<Special>; rejected: Set<Special> } {
  const covered = new Set<Special>();
  const rejected = new Set<Special>();
  const sups = specials.filter((s) => s.k === 'sup');
  if (sups.length === 0 || glyphs.length === 0) return { chars, covered, rejected };
  const centre = (g: Component) => (g.left + g.right) / 2;
  const owner = (x: number) =>
    glyphs.reduce((best, g) => (Math.abs(centre(g) - x) < Math.abs(centre(best) - x) ? g : best));
  const owners = chars.map((c) => (c.char.trim() === '' ? null : owner(c.x)));
  // Two characters over the glyph before an exponent nobody was read over: the second one stood
  // over the exponent ("2" and "4" of "2⁴" both nearest the "2").
  for (const sup of sups) {
    if (sup.k !== 'sup' || owners.some((g) => g && sup.glyphs.includes(g))) continue;
    const before = glyphs
      .filter((g) => g.right <= sup.box.left + 1)
      .reduce<Component | null>((best, g) => (!best || g.right > best.right ? g : best), null);
    const on = owners.flatMap((g, k) => (g && g === before ? [k] : []));
    if (on.length >= 2) owners[on.at(-1)!] = sup.glyphs[0]!;
  }
  // The mirror case: more characters over an exponent than it has glyphs and none over the glyph
  // right before it (its base): the first one stood over the base ("4" and "2" of "4²" both
  // nearest the "2").
  for (const sup of sups) {
    if (sup.k !== 'sup') continue;
    const before = glyphs
      .filter((g) => g.right <= sup.box.left + 1 && !sup.glyphs.includes(g))
      .reduce<Component | null>((best, g) => (!best || g.right > best.right ? g : best), null);
    if (!before || owners.some((g) => g === before)) continue;
    if (sups.some((o) => o.k === 'sup' && o.glyphs.includes(before))) continue;
    const on = owners.flatMap((g, k) => (g && sup.glyphs.includes(g) ? [k] : []));
    if (on.length > sup.glyphs.length) owners[on[0]!] = before;
  }
  const out: RecognizedChar[] = [];
  const read = new Map<Special, RecognizedChar>();
  for (const [k, c] of chars.entries()) {
    const g = owners[k];
    if (!g) {
      out.push(c);
      continue;
    }
    const sup = sups.find((s) => s.k === 'sup' && s.glyphs.includes(g));
    if (!sup) {
      out.push(c);
      continue;
    }
    const digit = c.char.replace('²', '2').replace('³', '3');
    const entry = read.get(sup);
    if (entry) entry.char += digit;
    else {
      const fresh = { ...c, char: digit };
      read.set(sup, fresh);
      out.push(fresh);
    }
  }
  for (const [sup, entry] of read) {
    // What the line reading holds over the glyph says whether it is an exponent at all: a raised
    // "%" circle or a letter of a word ("p^ro") is not; digits and a lone unknown are.
    const at = out.indexOf(entry);
    // Inside a word, or after the last letter of one: an exponent's base is a number, a bracket
    // or a single unknown, never a word.
    const letter = (k: number) => /\p{L}/u.test(out[k]?.char ?? '');
    const word = (letter(at - 1) && letter(at + 1)) || (letter(at - 1) && letter(at - 2));
    const own = stripTexts[specials.indexOf(sup)] ?? '';
    // A thin raised digit the line reads as a mark ("9° − 5°", "x' − 25", '3"') is an exponent
    // when its own reading, scaled up in the parts strip, is a number; a "%" never is. Any quote
    // mark, single or double, straight or curly: a raised "3" or "2" is read as either. But only
    // a glyph half the cap tall or more: a real prime, inch mark or quote is strokes about a third
    // of the cap tall, and an inch mark's two read "11" in the strip (5" read "5^11").
    const tall = sup.box.bottom - sup.box.top + 1;
    const markForDigit = /^['"°*`‘’“”]+$/.test(entry.char) && /^\d+$/.test(own) && tall >= 0.45 * cap;
    if (word || (NOT_EXPONENT.test(entry.char) && !markForDigit)) {
      rejected.add(sup);
      continue;
    }
    covered.add(sup);
    // Digits or one unknown are an exponent as read; anything else ("?", "N") was misread in the
    // line: the exponent's own reading is used when it is a number, else "^?", which the engine
    // declines rather than guess.
    const text = PLAUSIBLE_EXPONENT.test(entry.char) ? entry.char : /^\d+$/.test(own) ? own : '?';
    entry.char = `^${group(text.replace('²', '2').replace('³', '3'))}`;
  }
  return {
    chars: out.filter((c, i) => !(c.char.trim() === '' && out[i + 1]?.char.startsWith('^'))),
    covered,
    rejected,
  };
}

/**
 * Writes the specials' texts into the line at their places: an exponent right after the
 * character before it, a fraction or radical between the characters around it (with spaces, so
 * "2" and a fraction right after it read as a mixed number "2 1/6").
 */
function composeLine(
  chars: RecognizedChar[],
  glyphs: Component[],
  specials: Special[],
  texts: string[],
  cap: number,
  inkLabels: { width: number; labels: Int32Array },
): string {
  const exponents = markExponents(
    markSoftDots(markSoftBars(chars, specials), specials, cap),
    glyphs,
    specials,
    texts.map((t) => t.replace(/^\^\(?|\)$/g, '')),
    cap,
  );
  const marked = {
    ...exponents,
    chars: markUnreadInk(
      markRaisedDigits(markGluedExponents(exponents.chars, glyphs, cap, inkLabels), glyphs, cap),
      glyphs,
      specials,
      cap,
    ),
  };
  const letter = (c: RecognizedChar | undefined) => /\p{L}/u.test(c?.char ?? '');
  // An exponent the line reading has nothing over, standing inside a word, is a mark of the word.
  const insideWord = (s: Special) =>
    letter(marked.chars.filter((c) => c.x < s.box.left).at(-1)) &&
    letter(marked.chars.find((c) => c.x > s.box.right));
  return compose(
    marked.chars,
    specials,
    texts.map((t, i) => {
      const s = specials[i]!;
      if (marked.covered.has(s) || marked.rejected.has(s) || (s.k === 'sym' && s.soft)) return '';
      return s.k === 'sup' && insideWord(s) ? '' : t;
    }),
    cap,
  );
}

export function compose(chars: RecognizedChar[], specials: Special[], texts: string[], cap: number): string {
  const items = [
    ...chars.map((c) => ({ x: c.x, text: c.char, special: false })),
    ...specials.map((s, i) => ({
      x: s.box.left + (s.k === 'sup' ? -0.01 : 0.01) * cap,
      text: texts[i] ?? '',
      special: true,
    })),
  ].sort((a, b) => a.x - b.x);
  let out = '';
  for (const item of items) {
    if (item.special && item.text === '') continue;
    if (item.special && !item.text.startsWith('^') && item.text !== '|') out += ` ${item.text} `;
    else out += item.text;
  }
  return (
    out
      .replace(/\s+/g, ' ')
      .replace(/ \^/g, '^')
      // "x²" read as a superscript character over a glyph the layout also marked: one exponent.
      .replace(/[²³](\^)/g, '$1')
      .replace(/(\^\d+)[²³]/g, '$1')
      .trim()
  );
}

/**
 * One straight stroke: the centre of the ink in each row lies on a
 * line within a small tolerance. A bracket bows away from its chord; a slanted bar does not.
 */
export function isStraight(c: Component, width: number, labels: Int32Array): boolean {
  const height = c.bottom - c.top + 1;
  const fit = rowCentreLine(c, width, labels);
  if (!fit) return false;
  const { xs, ys, mx, my, slope } = fit;
  const worst = Math.max(...xs.map((x, i) => Math.abs(x - (mx + slope * (ys[i]! - my)))));
  if (worst > 0.05 * height + 1) return false;
  // A bracket of a nearly straight face (Cantarell, Lato) still bows one way all along.
  const bow = bowOf(c, { width, labels });
  return bow === null || !bowed(bow, height);
}

/**
 * A stroke with no flag, foot or serif: its box is hardly wider than its mean row once the lean of
 * the stroke is taken off (a bar on a sheared photo leans a few pixels over its height; a slash
 * leans far more). A flag or serif widens the box on one side only.
 */
export function isPlainStroke(c: Component, width: number, labels: Int32Array): boolean {
  const fit = rowCentreLine(c, width, labels);
  if (!fit) return false;
  const lean = Math.abs(fit.slope);
  if (lean > 0.12) return false;
  const h = c.bottom - c.top + 1;
  return c.right - c.left + 1 - c.area / h - lean * (h - 1) <= 0.5;
}

/**
 * The centre of a component's ink in each row (ends included: a bracket's ends curve away most)
 * and the least-squares line x = mx + slope · (y − my) through them; null under 5 rows.
 */
function rowCentreLine(c: Component, width: number, labels: Int32Array) {
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = c.top; y <= c.bottom; y++) {
    let sum = 0;
    let n = 0;
    for (let x = c.left; x <= c.right; x++)
      if (labels[y * width + x] === c.label) {
        sum += x;
        n++;
      }
    if (n > 0) {
      xs.push(sum / n);
      ys.push(y);
    }
  }
  if (xs.length < 5) return null;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  let sxy = 0;
  let syy = 0;
  ys.forEach((y, i) => {
    sxy += (y - my) * (xs[i]! - mx);
    syy += (y - my) ** 2;
  });
  return { xs, ys, mx, my, slope: syy ? sxy / syy : 0 };
}

/** A faint stroke is at least this share of the way from the paper's grey to the ink's. */
const FAINT_STROKE = 0.3;

/**
 * The crop's pixels (`mask`: the chosen glyphs' own, crop coordinates, `pad` around `box`) to show
 * in grey: grey levels within a pixel of the chosen glyphs (their anti-aliased edges), paper
 * elsewhere; and a faint stroke joined to a glyph within its own box (the hairline of a serif "x",
 * too light for the binary ink, which leaves only its thick stroke): grey clearly darker than the
 * paper, grown from the glyph's edge pixel by pixel, away from other ink. (Round 22: the
 * neighbourhood by rows then columns and the medians by counting, the same mask as before:
 * crop-mask.equivalence.test.ts.)
 */
export function faintStrokeMask(
  width: number,
  labels: Int32Array,
  gray: GrayImage,
  components: Component[],
  keep: Set<number>,
  box: Box,
  pad: number,
  mask: Uint8Array,
): Uint8Array {
  const w = box.right - box.left + 1 + 2 * pad;
  const hgt = box.bottom - box.top + 1 + 2 * pad;
  // The crop's pixels that lie on the photo: columns x0..x1, rows y0..y1 (crop coordinates).
  const x0 = Math.max(0, pad - box.left);
  const x1 = Math.min(w - 1, width - 1 + pad - box.left);
  const y0 = Math.max(0, pad - box.top);
  const y1 = Math.min(hgt - 1, gray.height - 1 + pad - box.top);
  const inside = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < gray.height;
  const grey = (cx: number, cy: number) => gray.data[(cy - pad + box.top) * width + (cx - pad + box.left)]!;
  // Within a pixel of the glyphs (their 3 × 3 neighbourhood), on the photo: rows, then columns.
  const across = new Uint8Array(w * hgt);
  for (let cy = 0; cy < hgt; cy++)
    for (let cx = 0, row = cy * w; cx < w; cx++)
      across[row + cx] =
        mask[row + cx]! | (cx > 0 ? mask[row + cx - 1]! : 0) | (cx < w - 1 ? mask[row + cx + 1]! : 0);
  const near = new Uint8Array(w * hgt);
  for (let cy = y0; cy <= y1; cy++)
    for (let cx = x0, row = cy * w; cx <= x1; cx++)
      near[row + cx] =
        across[row + cx]! | (cy > 0 ? across[row - w + cx]! : 0) | (cy < hgt - 1 ? across[row + w + cx]! : 0);
  const inBox = new Uint8Array(w * hgt);
  for (const part of components.flatMap((c) => c.parts ?? [c]))
    for (let y = Math.max(box.top, part.top - 1); y <= Math.min(box.bottom, part.bottom + 1); y++)
      for (let x = Math.max(box.left, part.left - 1); x <= Math.min(box.right, part.right + 1); x++)
        inBox[(y - box.top + pad) * w + (x - box.left + pad)] = 1;
  // The medians of the paper's and the ink's greys, by counting (bytes).
  const paperCounts = new Int32Array(256);
  const inkCounts = new Int32Array(256);
  let paperN = 0;
  let inkN = 0;
  for (let cy = y0; cy <= y1; cy++)
    for (let cx = x0, row = cy * w; cx <= x1; cx++) {
      const i = row + cx;
      if (!inBox[i]) continue;
      const g = grey(cx, cy);
      if (mask[i]) {
        inkCounts[g] = inkCounts[g]! + 1;
        inkN++;
      } else if (!near[i]) {
        paperCounts[g] = paperCounts[g]! + 1;
        paperN++;
      }
    }
  // 255 (paper) where there is none.
  const [paperLevel, inkLevel] = [
    countedQuantile(paperCounts, paperN, 0.5, 255),
    countedQuantile(inkCounts, inkN, 0.5, 255),
  ];
  const faint = paperLevel - FAINT_STROKE * (paperLevel - inkLevel);
  const otherInk = (cx: number, cy: number) => {
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const x = cx - pad + box.left + dx;
        const y = cy - pad + box.top + dy;
        if (inside(x, y) && labels[y * width + x]! > 0 && !keep.has(labels[y * width + x]!)) return true;
      }
    return false;
  };
  const grown = new Uint8Array(w * hgt);
  const stack: number[] = [];
  for (let i = 0; i < w * hgt; i++)
    if (near[i]) {
      grown[i] = 1;
      stack.push(i);
    }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const cx = i % w;
    const cy = (i - cx) / w;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const xx = cx + dx;
        const yy = cy + dy;
        const j = yy * w + xx;
        if (xx < 0 || yy < 0 || xx >= w || yy >= hgt || grown[j] || !inBox[j]) continue;
        if (!inside(xx - pad + box.left, yy - pad + box.top) || grey(xx, yy) > faint || otherInk(xx, yy))
          continue;
        grown[j] = 1;
        stack.push(j);
      }
  }
  return grown;
}

/** A crop of `box` (plus padding) showing only `components`, black on white. */
export function render(
  width: number,
  labels: Int32Array,
  components: Component[],
  box: Box,
  pad: number,
  gray?: GrayImage,
): GrayImage {
  const keep = new Set(components.flatMap((c) => (c.parts ?? [c]).map((p) => p.label)));
  const w = box.right - box.left + 1 + 2 * pad;
  const hgt = box.bottom - box.top + 1 + 2 * pad;
  const data = new Uint8Array(w * hgt).fill(255);
  // The chosen glyphs' pixels in crop coordinates (one set lookup per pixel).
  const mask = new Uint8Array(w * hgt);
  for (let y = box.top; y <= box.bottom; y++)
    for (let x = box.left; x <= box.right; x++)
      if (keep.has(labels[y * width + x]!)) mask[(y - box.top + pad) * w + (x - box.left + pad)] = 1;
  if (!gray) {
    for (let i = 0; i < mask.length; i++) if (mask[i]) data[i] = 0;
    return { width: w, height: hgt, data };
  }
  const grown = faintStrokeMask(width, labels, gray, components, keep, box, pad, mask);
  const grey = (cx: number, cy: number) => gray.data[(cy - pad + box.top) * width + (cx - pad + box.left)]!;
  for (let i = 0; i < w * hgt; i++) if (grown[i]) data[i] = grey(i % w, Math.floor(i / w));
  return { width: w, height: hgt, data };
}
