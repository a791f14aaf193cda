/**
 * The solver corpus: printed pages of maths tasks and not-maths photos, each photographed
 * (render-photo.ts) and paired with its expected answers. Deterministic per seed.
 *
 * Pages vary in font family (fonts.ts), in how the maths is set (page.ts: inline text, typeset
 * with stacked fractions and radicals, or TeX in one of MathJax's maths fonts) and in layout:
 * - `single`: an instruction and one task (on its own line or after the instruction);
 * - `exercises`: a numbered list (`1.`, `a)`) of 2–4 tasks;
 * - `prose`: a task among other text (a page header, a sentence, "Zadatak 4:", "Rešenje: ____");
 * - `columns`: a worksheet with labelled tasks in two columns — held out in rounds 1–7, tuned on
 *   from round 8;
 * - `row` (held out in round 6, tuned on from round 7): one instruction over short tasks of one kind
 *   set side by side, 2–3 to a line, `a) … b) … c) …`, as textbooks print their drill;
 * - `sections` (held out in rounds 7–8, tuned on from round 9): 2–3 numbered exercises, each an
 *   instruction line (`1. Izračunaj:`) over its own sub-tasks `a)`, `b)`, … (labels start again in
 *   each), one or two to a line;
 * - `blanks` (held out in rounds 8–11, tuned on from round 12): 2–4 labelled tasks, each followed on its line, 3 em on, by
 *   the blank where the pupil writes the answer (`x = ________`, `Odgovor: ______`) — a HELD-OUT
 *   layout (heldout8, heldout9);
 * - `kontrolni` (held out from round 9): a Serbian class test — a title, a line for name and class,
 *   2–3 numbered tasks whose instruction ends with its points (`(3 boda)`), one of them over
 *   sub-tasks labelled in Serbian order `a)`, `b)`, `v)`, `g)` — a HELD-OUT layout;
 * - `cirilica` (held out in round 10, tuned on from round 11): a single/exercises/prose page whose
 *   words are printed in Serbian Cyrillic;
 * - `sveska` (held out in round 11, tuned on from round 12): a single/exercises/prose page printed
 *   on squared notebook paper — a grid of thin coloured rules under the print, sometimes a red
 *   margin rule;
 * - `udzbenik` (held out in round 12, tuned on from round 13): a textbook page — a coloured
 *   heading, then 2–4 tasks, each on a light tinted panel, its number printed in paper colour on a
 *   coloured disc;
 * - `tabla` (held out in round 13, tuned on from round 14): a single/exercises/prose page written
 *   in chalk-coloured ink on a dark green or black school board with wiped-out chalk smudges, as a
 *   pupil photographs the board — light print on a dark ground;
 * - `fotokopija` (held out in round 14, tuned on from round 15): a single/exercises/prose/kontrolni
 *   page as a copier prints it — grey toner on grey-white paper, print spread or starved, toner
 *   specks, dark lid bands along edges, drum streaks;
 * - `markeri` (held out in round 15, tuned on from round 16): a single/exercises/prose/kontrolni
 *   page a pupil has marked — highlighter strokes across rows of print, and ballpoint underlines,
 *   loops round a task's start, ticks and crosses after rows, scribbles in the margin;
 * - `ekran` (held out in round 16, tuned on from round 17): a single/exercises/prose/kontrolni page
 *   open in a viewer on a laptop or monitor, photographed off the screen — the viewer's grey
 *   ground, toolbar and scroll bar, the bezel, the screen's pixel grid, moiré bands and glare;
 * - `rasklop` (held out in round 17, tuned on from round 18): a single/exercises/prose/kontrolni
 *   page of a textbook lying open — the page curves into the gutter, a shadow along the spine, part
 *   of the facing page's running text, page numbers, the cover and the stacked page edges
 *   (book-spread.ts);
 * - `folija` (held out in round 18, tuned on from round 19): a single/exercises/prose/kontrolni
 *   page in a clear punched plastic sleeve — the table round it and through the holes, the
 *   plastic's milky veil, glare of lamps, a window's reflection and bright creases over the print
 *   (sleeve.ts);
 * - `rukopis` (held out in round 19, tuned on from round 20): a single/exercises/prose/kontrolni
 *   page a pupil has started on — answers written by hand after tasks (some struck out), a sum beside one, working
 *   under the print, in ballpoint or pencil, in Debian's handwriting faces (handwriting.ts);
 * - `crtez` (held out in round 20, tuned on from round 21): a single/exercises/prose/kontrolni page with figures beside
 *   or under its tasks — a number line with numbered ticks, a triangle or rectangle with lettered
 *   vertices and measured sides, coordinate axes with points — in the ink or an accent colour,
 *   some with a caption (figures.ts);
 * - `pribor` (held out in round 21, tuned on from round 22): a single/exercises/prose/kontrolni page photographed on a
 *   desk among school supplies — a ruler with numbered centimetres on the page, across its edge or
 *   under it, a pencil, an eraser, the thumb that holds the page flat, the desk's wood grain
 *   (supplies.ts);
 * - `tabela` (held out in round 22, tuned on from round 23): a worksheet printed as a ruled table — a header row, the
 *   tasks one to a row with their numbers in a column of their own, an empty answer column, a
 *   rule round every cell, sometimes a shaded header and shaded bands (table.ts);
 * - `podsetnik` (held out in round 23, tuned on from round 24): a single/exercises/kontrolni/
 *   udzbenik page with a textbook's reminder box above, between or beside the tasks — `Zapamti!`,
 *   `Podsetnik`, `Primer` over a rule in words, a formula (`(a + b)² = …`, `NZD(12, 18) = 6`) or a
 *   worked example with its result, which is maths but no task (note-box.ts);
 * - `ponudjeni` (held out in round 24, tuned on from round 25): a single/exercises/prose/kontrolni page set as a test
 *   with offered answers — under a task three or four options (`a) 12  b) −12  c) 13`), one right,
 *   in a row, a column or two by two, sometimes under "Zaokruži slovo ispred tačnog odgovora.":
 *   maths that is no task (offered-answers.ts);
 * - `bodovanje` (held out from round 25): a class test with its points and grades — a ruled table
 *   of each task's points and the total, or of the grades by points (`0–4 | 5–7 | …`), above or
 *   under the tasks, maybe the scale or the total to fill in on a line: numbers, ranges and totals
 *   that are no task (grading-table.ts);
 * - `worksheet` (tune only, round 3): a title and 4–6 labelled tasks in an aligned grid of 2–3
 *   columns, sometimes each in a thin-ruled box, labels such as `1)`, `Zadatak 2.`, `a.`, `(3)`.
 *
 * Parts (the split was fixed before tuning, docs/solver.md):
 * - `tune`: tune font families, layouts single/exercises/prose, (every 5th photo) worksheet and
 *   (from round 7, every 10th from the 4th) row, (from round 8, every 10th from the 6th) columns
 *   and (from round 9, every 10th from the 8th) sections;
 *   every 4th page's maths set by TeX in a tune maths font. From round 8 tune also draws the
 *   groups held out in rounds 1–5 (fonts.ts `tuneFamilies`). Every miss may be looked at.
 * - `heldout`, `heldout2`, `heldout3`: held-out font families in the layouts single/exercises/
 *   prose, and the held-out `columns` layout (every 7th photo) in every family. Only their
 *   summaries are ever printed. `heldout` and `heldout2` draw the groups of rounds 1–2 only and
 *   are byte-identical to what they were; `heldout3` draws every group of rounds 1–3, `heldout4`
 *   (round 4) every group but `tex` (tuned on from round 4), with the new round-4 groups;
 *   `heldout5` (round 5) also the new round-5 held-out groups; `heldout6` (round 6) also the
 *   round-6 groups and, every 7th photo from the 5th, the held-out `row` layout in any family;
 *   `heldout7` (round 7) also the round-7 groups and, every 7th photo from the 5th, the held-out
 *   `sections` layout in any family (no `row`, tuned on from round 7); `heldout8` (round 8) the
 *   groups held out now (fonts.ts `currentHeldOutFamilies`), `sections` every 7th photo from the
 *   4th and the new `blanks` every 7th from the 6th, in any family (no `columns`, tuned on from 8);
 *   `heldout9` (round 9) the groups held out now, the new `kontrolni` every 7th photo from the 4th
 *   and `blanks` every 7th from the 6th (no `sections`, tuned on from round 9); `heldout10`
 *   (round 10) the new `cirilica` every 7th from the 4th and `blanks` every 7th from the 6th;
 *   `heldout11` (round 11) the new `sveska` every 7th from the 4th, `blanks` every 7th from the
 *   6th and, every 7th from the 2nd, a `cirilica` page in one of its groups with Cyrillic (tuned
 *   on from round 11: every 10th tune photo from the 3rd, in a tune group with Cyrillic);
 *   `heldout12` (round 12) the new `udzbenik` every 7th from the 4th and Cyrillic pages as
 *   heldout11; `heldout13` (round 13) the new `tabla` every 7th from the 4th and Cyrillic pages as
 *   heldout11. From round 13 tune draws, in each 20 photos, one page of each multi-task layout
 *   (`kontrolni` 0, `sveska` 1, `row` 4, `columns` 6, `udzbenik` 7, `sections` 8, `blanks` 15),
 *   worksheets 2 and 12, Cyrillic 3 and 13, not maths 9 and 19, and single/exercises/prose on the
 *   other seven; from round 14 also `tabla` 10 (single/exercises/prose on the other six).
 *   `heldout14` (round 14) draws the new `fotokopija` every 7th from the 4th and Cyrillic pages
 *   as heldout11; from round 15 tune draws `fotokopija` 16 in each 20 (single/exercises/prose on
 *   the other five). `heldout15` (round 15) draws the new `markeri` every 7th from the 4th and
 *   Cyrillic pages as heldout11; from round 16 tune draws `markeri` 17 in each 20 (plain pages on
 *   5, 11, 14 and 18). `heldout16` (round 16) draws the new `ekran` every 7th from the 4th and
 *   Cyrillic pages as heldout11; from round 17 tune draws `ekran` 5 in each 20 (plain pages on 11,
 *   14 and 18). `heldout17` (round 17) draws the new `rasklop` every 7th from the 4th and Cyrillic
 *   pages as heldout11; from round 18 tune draws `rasklop` 14 in each 20 (plain pages on 11 and
 *   18). `heldout18` (round 18) draws the new `folija` every 7th from the 4th and Cyrillic pages as
 *   heldout11; from round 19 tune draws `folija` 12 in each 20 (worksheets on 2 only).
 *   `heldout19` (round 19) draws the new `rukopis` every 7th from the 4th and Cyrillic pages as
 *   heldout11; from round 20 tune draws `rukopis` 18 in each 20 (plain pages on 11 only).
 *   `heldout20` (round 20) draws the new `crtez` every 7th from the 4th and Cyrillic pages as
 *   heldout11; from round 21 tune draws `crtez` on every second plain place (31 in each 40).
 *   `heldout21` (round 21) draws the new `pribor` every 7th from the 4th, Cyrillic pages as
 *   heldout11 and, every 7th from the 6th, `rukopis` and `crtez` by turns in its own groups (what
 *   tuning on them gives, on faces never tuned on); from round 22 tune draws `pribor` on every
 *   second `sveska` place (21 in each 40).
 *   `heldout22` (round 22) draws the new `tabela` every 7th from the 4th, Cyrillic pages as
 *   heldout11 and, every 7th from the 6th, `rukopis`, `crtez` and `pribor` by turns in its own
 *   groups; from round 23 tune draws `tabela` on every second worksheet place (2 in each 40).
 *   `heldout23` (round 23) draws the new `podsetnik` every 7th from the 4th, Cyrillic pages as
 *   heldout11 and, every 7th from the 6th, `rukopis`, `crtez`, `pribor` and `tabela` by turns in
 *   its own groups; from round 24 tune draws `podsetnik` on every second kontrolni place and every
 *   second udzbenik place (20 and 27 in each 40).
 *   `heldout24` (round 24) draws the new `ponudjeni` every 7th from the 4th, Cyrillic pages as
 *   heldout11 and, every 7th from the 6th, `rukopis`, `crtez`, `pribor`, `tabela` and `podsetnik` by
 *   turns in its own groups; from round 25 tune draws `ponudjeni` on every second columns place and
 *   every second sections place (26 and 28 in each 40).
 *   `heldout25` (round 25) draws the new `bodovanje` every 7th from the 4th, Cyrillic pages as
 *   heldout11 and, every 7th from the 6th, `rukopis`, `crtez`, `pribor`, `tabela`, `podsetnik` and
 *   `ponudjeni` by turns in its own groups. The places of the tune layouts are in TUNE_PLACES (and
 *   `tunePlace`).
 */
import {
  CYRILLIC_GROUPS,
  familiesOf,
  FIRST_FAMILIES,
  tuneFamilies,
  FONT_FAMILIES,
  heldOutRoundFamilies,
  HELDOUT4_MATHS_FONTS,
  HELDOUT_MATHS_FONTS,
  TUNE_MATHS_FONTS,
  type FontFamily,
  type MathsFont,
} from './fonts.js';
import { cyrillicLabel, cyrillicMaths, cyrillicText } from './cyrillic.js';
import type { PrintStyle } from './math-source.js';
import {
  composePage,
  type Cell,
  type GridStyle,
  type MathMode,
  type ChalkBoard,
  type Photocopy,
  type PageSpec,
  type SquaredPaper,
  type TextbookStyle,
} from './page.js';
import { CORPUS_SEEDS, HELDOUT_PARTS, type CorpusPart } from './parts.js';

/** The held-out parts from `first` on (each round adds one at the end of HELDOUT_PARTS). */
const partsFrom = (first: CorpusPart) => HELDOUT_PARTS.slice(HELDOUT_PARTS.indexOf(first));
import type { PenMarks, PenStroke } from './pen-marks.js';
import type { Screen } from './screen.js';
import type { BookSpread } from './book-spread.js';
import type { Sleeve } from './sleeve.js';
import { HAND_FACES, type Handwriting } from './handwriting.js';
import type { Figure, PageFigures } from './figures.js';
import type { Desk, Pencil, Ruler } from './supplies.js';
import type { TableStyle } from './table.js';
import { wrapWords, type NoteBox } from './note-box.js';
import { gradingRows } from './grading-table.js';
import { OPTION_LABELS, offeredAnswers } from './offered-answers.js';
import { photographPage, randomPhoneStyle, svgDocument } from './render-photo.js';
import type { PrintVariant } from './typeset-svg.js';
import { SeededRandom } from './seeded-random.js';
import {
  TASK_GENERATORS,
  TASK_KINDS,
  type ExpectedAnswer,
  type SourceTask,
  type TaskKind,
} from './task-kinds.js';

export { CORPUS_SEEDS, HELDOUT_PARTS, type CorpusPart } from './parts.js';
const isHeldOut = (part: CorpusPart) => part !== 'tune';
/** The groups a part draws from: older parts keep theirs, so their photos stay as they were. */
const PART_FAMILIES: Record<CorpusPart, readonly FontFamily[]> = {
  tune: FONT_FAMILIES,
  heldout: FIRST_FAMILIES,
  heldout2: FIRST_FAMILIES,
  heldout3: heldOutRoundFamilies(3),
  heldout4: heldOutRoundFamilies(4),
  heldout5: heldOutRoundFamilies(5),
  heldout6: heldOutRoundFamilies(6),
  heldout7: heldOutRoundFamilies(7),
  heldout8: heldOutRoundFamilies(8),
  heldout9: heldOutRoundFamilies(9),
  heldout10: heldOutRoundFamilies(10),
  heldout11: heldOutRoundFamilies(11),
  heldout12: heldOutRoundFamilies(12),
  heldout13: heldOutRoundFamilies(13),
  heldout14: heldOutRoundFamilies(14),
  heldout15: heldOutRoundFamilies(15),
  heldout16: heldOutRoundFamilies(16),
  heldout17: heldOutRoundFamilies(17),
  heldout18: heldOutRoundFamilies(18),
  heldout19: heldOutRoundFamilies(19),
  heldout20: heldOutRoundFamilies(20),
  heldout21: heldOutRoundFamilies(21),
  heldout22: heldOutRoundFamilies(22),
  heldout23: heldOutRoundFamilies(23),
  heldout24: heldOutRoundFamilies(24),
  heldout25: heldOutRoundFamilies(25),
};
const familiesFor = (part: CorpusPart) => PART_FAMILIES[part];

export type Layout =
  | 'single'
  | 'exercises'
  | 'prose'
  | 'columns'
  | 'row'
  | 'sections'
  | 'blanks'
  | 'kontrolni'
  | 'cirilica'
  | 'sveska'
  | 'udzbenik'
  | 'tabla'
  | 'fotokopija'
  | 'markeri'
  | 'ekran'
  | 'rasklop'
  | 'folija'
  | 'rukopis'
  | 'crtez'
  | 'pribor'
  | 'tabela'
  | 'podsetnik'
  | 'ponudjeni'
  | 'bodovanje'
  | 'worksheet'
  | 'not-maths';
/** Layouts a held-out part draws besides the tune ones (`row` only in heldout6; tuned on from round 7). */
export const HELDOUT_LAYOUTS: readonly Layout[] = [
  'columns',
  'row',
  'sections',
  'blanks',
  'kontrolni',
  'cirilica',
  'sveska',
  'udzbenik',
  'tabla',
  'fotokopija',
  'markeri',
  'ekran',
  'rasklop',
  'folija',
  'rukopis',
  'crtez',
  'pribor',
  'tabela',
  'podsetnik',
  'ponudjeni',
  'bodovanje',
];
/**
 * Held-out layouts tuned on since (`row` from round 7, `columns` from round 8, `sections` from
 * round 9, `kontrolni` from round 10, `cirilica` from round 11, `sveska` and `blanks` from round 12,
 * `udzbenik` from round 13, `tabla` from round 14, `fotokopija` from round 15, `markeri` from
 * round 16, `ekran` from round 17, `rasklop` from round 18, `folija` from round 19, `rukopis` from
 * round 20, `crtez` from round 21, `pribor` from round 22, `tabela` from round 23, `podsetnik` from
 * round 24, `ponudjeni` from round 25).
 */
export const TUNED_LAYOUTS: readonly Layout[] = [
  'row',
  'columns',
  'sections',
  'kontrolni',
  'cirilica',
  'sveska',
  'blanks',
  'udzbenik',
  'tabla',
  'fotokopija',
  'markeri',
  'ekran',
  'rasklop',
  'folija',
  'rukopis',
  'crtez',
  'pribor',
  'tabela',
  'podsetnik',
  'ponudjeni',
];

export type ItemKind = TaskKind | 'multi-task' | 'not-maths';

export interface CorpusItem {
  id: string;
  kind: ItemKind;
  /** Font group (fonts.ts) and face. */
  family: string;
  face: string;
  layout: Layout;
  mode: MathMode;
  /** The maths font of a page set by TeX (fonts.ts `MATHS_FONTS`). */
  mathsFont?: MathsFont;
  /** What is printed, line by line (exponents as ^n), for reporting misreads. */
  printed: string[];
  /** null: the image is not a maths task; otherwise one expected answer per task, in reading order. */
  expected: ExpectedAnswer[] | null;
  /** The JPEG "photo". */
  image: Buffer;
  /** How the print differs from a clean render (tune photos only). */
  variant?: PrintVariant;
}

/** Items `from`..`from+count-1` of a part; item i is the same whatever range it is asked in. */
export async function generateCorpus(part: CorpusPart, count: number, from = 0): Promise<CorpusItem[]> {
  const items: CorpusItem[] = [];
  for (let i = from; i < from + count; i++) items.push(await generateItem(part, i));
  return items;
}

export async function generateItem(part: CorpusPart, index: number): Promise<CorpusItem> {
  const { r, base, kind, variant } = planItem(part, index);
  if (base.layout === 'not-maths')
    return { ...(await notMaths(base, r, variant)), ...(variant ? { variant } : {}) };
  // Besides its rows and answers, a layout gives what is drawn on, under or round the sheet.
  const { rows, expected, ...sheet } = LAYOUTS[base.layout](r, kind);
  const item = await photograph(
    { ...base, kind: expected.length > 1 ? 'multi-task' : kind, expected },
    rows,
    r,
    variant,
    sheet,
  );
  return variant ? { ...item, variant } : item;
}

/** What item `index` of a tune part is printed in, without rendering it (to pick items to look at). */
export function describeTuneItem(index: number): Base {
  return planItem('tune', index).base;
}

/**
 * The plan of item `index` of any part (font group, layout, maths setting), without rendering it:
 * what a part is designed to draw, which tells nothing about how the solver reads it.
 */
export function describeItem(part: CorpusPart, index: number): Base {
  return planItem(part, index).base;
}

/** The choices made before a page is composed; `r` goes on to compose and photograph it. */
function planItem(part: CorpusPart, index: number) {
  const r = new SeededRandom(CORPUS_SEEDS[part] * 1_000_003 + index * 7_919);
  const id = `${part}-${String(index).padStart(4, '0')}`;
  // Held-out: most images in a held-out family; every 7th in the held-out layout, any family.
  // From heldout6 also every 7th from the 5th in a layout of the round (older parts stay as they
  // were): `row` in heldout6, `sections` in heldout7.
  const roundLayout = ROUND_LAYOUTS[part];
  const secondHeld =
    roundLayout !== undefined &&
    index % 7 === (['heldout8', 'heldout9', 'heldout10', 'heldout11'].includes(part) ? 6 : 5);
  const heldLayout = (isHeldOut(part) && index % 7 === 3) || secondHeld;
  const firstHeld = FIRST_HELD_LAYOUT[part] ?? 'columns';
  // From heldout21 the layouts tuned on lately are drawn again, in the part's own (held-out)
  // groups, every 7th photo from the 6th, taking turns: what tuning on them gave, measured on
  // faces never tuned on.
  const again = AGAIN_LAYOUTS[part];
  const againLayout =
    again && index % 7 === 5 && index % 10 !== 9 ? again[Math.floor(index / 7) % again.length] : undefined;
  // From round 11 Cyrillic pages are tuned on (every 10th tune photo from the 3rd) and drawn in
  // the own groups of heldout11 and later parts (every 7th photo from the 2nd).
  const cyrillicPage =
    (part === 'tune' && index % 10 === 3) ||
    (partsFrom('heldout11').includes(part) && index % 7 === 1 && index % 10 !== 9);
  // A Cyrillic page is printed only in a group whose every face has Cyrillic (fonts.ts).
  const withCyrillic = (families: readonly FontFamily[]) =>
    families.filter((f) => CYRILLIC_GROUPS.includes(f.id));
  const heldFamilies =
    heldLayout && !secondHeld && firstHeld === 'cirilica'
      ? withCyrillic(familiesFor(part))
      : familiesFor(part);
  const family = heldLayout
    ? r.pick(heldFamilies)
    : cyrillicPage
      ? r.pick(withCyrillic(part === 'tune' ? tuneFamilies() : familiesOf('heldout', familiesFor(part))))
      : pickFamily(r, part, index);
  const face = r.pick(family.faces);
  // Round 3's choices are made by the index (TeX, worksheet) or drawn from a stream of their own
  // (the maths font), never for `heldout`/`heldout2`, whose photos stay as they were. Every 4th tune
  // page is TeX and every 5th a worksheet (never a not-maths one, those are 9 mod 10), so every
  // tune group and every range of items gets its exact share, a twentieth both.
  const round3 = part === 'heldout' || part === 'heldout2' ? undefined : round3Stream(part, index);
  const tuneTex = part === 'tune' && index % 4 === 0;
  const mode: MathMode = family.tex || tuneTex ? 'tex' : r.chance(0.45) ? 'typeset' : 'inline';
  const mathsFont = mode === 'tex' ? mathsFontOf(part, round3) : undefined;
  const layout: Layout = heldLayout
    ? secondHeld
      ? roundLayout
      : firstHeld
    : index % 10 === 9
      ? 'not-maths'
      : cyrillicPage
        ? 'cirilica'
        : (againLayout ?? (part === 'tune' && tunePlace(index))) ||
          r.pick(['single', 'single', 'exercises', 'prose'] as const);
  const kind = TASK_KINDS[(index * 5 + Math.floor(index / TASK_KINDS.length)) % TASK_KINDS.length]!;
  const base: Base = { id, family: family.id, face, layout, mode, ...(mathsFont ? { mathsFont } : {}) };
  const variant =
    part === 'tune' ? printVariant(new SeededRandom(TUNE_VARIANT_SEED + index * 7_919), mode) : undefined;
  return { r, base, kind, variant };
}

/**
 * The layout of a tune photo by its place in each 20 (not maths on 9 and 19, Cyrillic on 3 and 13
 * come first; plain single/exercises/prose pages on the places left, only 11 from round 20).
 * Round 13 gave every multi-task layout one place (each every 10th until round 12) and worksheets
 * two (every 5th before); each layout held out in a round took a place the round after: `tabla`
 * (round 14), `fotokopija` (15), `markeri` (16), `ekran` (17), `rasklop` (18), `folija` (19, a
 * worksheet's second place), `rukopis` (20), `crtez` (21, every second plain place: 31 in each 40).
 */
const TUNE_PLACES: Partial<Record<number, Layout>> = {
  0: 'kontrolni',
  1: 'sveska',
  2: 'worksheet',
  4: 'row',
  5: 'ekran',
  6: 'columns',
  7: 'udzbenik',
  8: 'sections',
  10: 'tabla',
  12: 'folija',
  14: 'rasklop',
  15: 'blanks',
  16: 'fotokopija',
  17: 'markeri',
  18: 'rukopis',
};

/** The second held-out layout of a round's part (drawn every 7th photo from the 5th). */
const ROUND_LAYOUTS: Partial<Record<CorpusPart, Layout>> = {
  heldout6: 'row',
  heldout7: 'sections',
  heldout8: 'blanks',
  heldout9: 'blanks',
  heldout10: 'blanks',
  heldout11: 'blanks',
};
/** The held-out layout drawn every 7th photo from the 4th: `columns`, until it was tuned on from round 8. */
const FIRST_HELD_LAYOUT: Partial<Record<CorpusPart, Layout>> = {
  heldout8: 'sections',
  heldout9: 'kontrolni',
  heldout10: 'cirilica',
  heldout11: 'sveska',
  heldout12: 'udzbenik',
  heldout13: 'tabla',
  heldout14: 'fotokopija',
  heldout15: 'markeri',
  heldout16: 'ekran',
  heldout17: 'rasklop',
  heldout18: 'folija',
  heldout19: 'rukopis',
  heldout20: 'crtez',
  heldout21: 'pribor',
  heldout22: 'tabela',
  heldout23: 'podsetnik',
  heldout24: 'ponudjeni',
  heldout25: 'bodovanje',
};

/** Layouts tuned on lately, drawn again in a held-out part's own groups (every 7th from the 6th). */
const AGAIN_LAYOUTS: Partial<Record<CorpusPart, readonly Layout[]>> = {
  heldout21: ['rukopis', 'crtez'],
  heldout22: ['rukopis', 'crtez', 'pribor'],
  heldout23: ['rukopis', 'crtez', 'pribor', 'tabela'],
  heldout24: ['rukopis', 'crtez', 'pribor', 'tabela', 'podsetnik'],
  heldout25: ['rukopis', 'crtez', 'pribor', 'tabela', 'podsetnik', 'ponudjeni'],
};

/**
 * A tune photo's layout by its place: TUNE_PLACES, from round 21 `crtez` on every second 11, from
 * round 22 `pribor` on every second 1 (`sveska` keeps the 1 in each 40) and from round 23 `tabela`
 * on every second 2 (`worksheet` keeps the 22 in each 40); from round 24 `podsetnik` on every second
 * 0 (`kontrolni` keeps the 0 in each 40) and every second 7 (`udzbenik` keeps the 7); from round 25
 * `ponudjeni` on every second 6 and every second 8 (`columns` keeps the 6 and `sections` the 8).
 */
const LATER_PLACES: Partial<Record<number, Layout>> = {
  2: 'tabela',
  20: 'podsetnik',
  21: 'pribor',
  26: 'ponudjeni',
  27: 'podsetnik',
  28: 'ponudjeni',
  31: 'crtez',
};
const tunePlace = (index: number): Layout | undefined => LATER_PLACES[index % 40] ?? TUNE_PLACES[index % 20];

/**
 * Tune photos only (added in the second round, 23 Nov 2026): print that differs from a clean
 * render — unknowns in italic as typeset maths sets them, thinner strokes (a light face, a faint
 * copy), thinner or thicker rules — drawn from a stream of its own, so every other choice of an
 * item, and every held-out item, stays as it was.
 */
const TUNE_VARIANT_SEED = 7_777_777;

function printVariant(r: SeededRandom, mode: MathMode): PrintVariant | undefined {
  const variant: PrintVariant = {};
  if (mode === 'typeset' && r.chance(0.6)) variant.italicVariables = true;
  if (r.chance(0.25)) variant.erode = r.range(0.012, 0.03);
  if (mode === 'typeset') variant.rule = r.range(0.03, 0.07);
  return Object.keys(variant).length > 0 ? variant : undefined;
}

/** Round 3's own random stream of an item (tune and heldout3 only). */
const round3Stream = (part: CorpusPart, index: number) =>
  new SeededRandom(CORPUS_SEEDS[part] * 7 + 3_000_017 + index * 7_919);

/**
 * The maths font of a TeX page: a tune maths font on tune pages (from round 5 also real LaTeX in
 * Times maths); Computer Modern shapes in the held-out `tex` group (MathJax 3 only in
 * `heldout`/`heldout2`, as they were drawn); real LaTeX in Palatino maths in the `latex` group of
 * `heldout4` and `heldout5`.
 */
function mathsFontOf(part: CorpusPart, round3: SeededRandom | undefined): MathsFont {
  if (!round3) return 'mathjax-tex';
  if (part === 'tune') return round3.pick(TUNE_MATHS_FONTS);
  return round3.pick(part === 'heldout3' ? HELDOUT_MATHS_FONTS : HELDOUT4_MATHS_FONTS);
}

function pickFamily(r: SeededRandom, part: CorpusPart, index: number): FontFamily {
  const families = isHeldOut(part) ? familiesOf('heldout', familiesFor(part)) : tuneFamilies();
  // Round-robin so every family gets its share; the face is random within it. heldout4 has ten
  // groups, as many as the not-maths period (every 10th photo): its turn shifts every ten photos,
  // or one group would get every not-maths photo and no maths. heldout6's eighteen groups share a
  // factor with ten, so it shifts too (heldout7: familyTurn).
  return families[familyTurn(part, index) % families.length] ?? r.pick(families);
}

function familyTurn(part: CorpusPart, index: number): number {
  // heldout7's twenty-four groups: the shifted turn still left groups without a not-maths photo,
  // so its not-maths photos (every 10th) take turns of their own.
  if (part === 'heldout7') return index % 10 === 9 ? Math.floor(index / 10) : index + Math.floor(index / 10);
  // heldout10's twenty-one groups and its two held-out layouts (every 7th from the 4th and the
  // 7th) share the factor 7: turns count only the photos drawn in the part's own groups.
  if (part === 'heldout10') return ownGroupPhotosBefore(index);
  // heldout11 also draws a Cyrillic page every 7th photo from the 2nd in a group of its own choosing.
  if (part === 'heldout11') return ownGroupPhotosBefore(index, [0, 2, 4, 5]);
  // heldout12 and heldout13 have no second held-out layout: every 7th from the 7th is their own
  // groups' too.
  if (partsFrom('heldout12').includes(part)) return ownGroupPhotosBefore(index, [0, 2, 4, 5, 6]);
  // From round 12 tune has 34 groups (40 from round 13, 44 from round 14, 47 from round 15, 53 from
  // round 16); the turn shifts every 20 photos, so a group's places in the layouts' periods (10,
  // 20) differ from one block of 20 to the next (corpus.test.ts checks every group's exact share).
  if (part === 'tune') return index + Math.floor(index / 20);
  return part === 'heldout4' || part === 'heldout6' ? index + Math.floor(index / 10) : index;
}

/**
 * How many photos before `index` are drawn in their part's round-robin of groups (not in a held-out
 * layout's group): `own` are the positions in each 7 that are.
 */
const ownGroupPhotosBefore = (index: number, own: readonly number[] = [0, 1, 2, 4, 5]) =>
  own.length * Math.floor(index / 7) + own.filter((k) => k < index % 7).length;

type Base = Pick<CorpusItem, 'id' | 'family' | 'face' | 'layout' | 'mode' | 'mathsFont'>;

async function photograph(
  item: Base & Pick<CorpusItem, 'kind' | 'expected'>,
  rows: Cell[][],
  r: SeededRandom,
  variant?: PrintVariant,
  sheet: Pick<
    PageSpec,
    | 'grid'
    | 'squared'
    | 'textbook'
    | 'board'
    | 'copy'
    | 'marks'
    | 'screen'
    | 'spread'
    | 'sleeve'
    | 'handwriting'
    | 'figures'
    | 'desk'
    | 'table'
    | 'note'
  > = {},
): Promise<CorpusItem> {
  const style = randomPhoneStyle(r, item.face);
  if (sheet.board) {
    // Chalk on a board: light ink on a dark green or black ground (drawn after the phone's style,
    // so every other choice of the photo is made as on paper).
    style.ink = r.pick(['#f4f4ee', '#e9eef0', '#f6f0d6', '#fafafa']);
    style.paper = r.pick(['#2e4a3b', '#24402f', '#2c2f2e', '#1f3a32', '#3a4a40']);
  }
  if (sheet.copy) {
    // A copier prints grey-black toner on grey-white paper, whatever the original's colours.
    style.ink = r.pick(['#111111', '#1c1c1c', '#2a2a2a', '#3a3a3a']);
    style.paper = r.pick(['#f2f2f0', '#e9e9e6', '#e2e2df', '#f6f6f6']);
  }
  if (sheet.screen) {
    // A viewer shows the page black on white, whatever paper it was printed on.
    style.ink = r.pick(['#000000', '#111111', '#1a1a1a']);
    style.paper = r.pick(['#ffffff', '#fafafa', '#f4f4f4']);
  }
  if (item.layout === 'worksheet') style.fontSize = r.int(28, 42);
  // Every layout a round held out is a page of several tasks or lines, set smaller than a single
  // task (the same set as HELDOUT_LAYOUTS, so photos stay as they were drawn).
  else if (HELDOUT_LAYOUTS.includes(item.layout) || rows.length > 4) style.fontSize = r.int(30, 46);
  const print: PrintStyle = {
    minus: r.chance(0.6) ? '−' : '-',
    times: r.chance(0.8) ? '·' : '×',
    // The division sign, but never in a proportion, where ":" is the ratio.
    divide:
      r.chance(0.2) && !rows.flat().some((c) => c.k === 'task' && /:.*=/.test(c.lines.join())) ? '÷' : ':',
  };
  const page = await composePage({
    rows,
    mode: item.mode,
    print,
    face: item.face,
    size: style.fontSize,
    ink: style.ink,
    paper: style.paper,
    ...(variant ? { variant } : {}),
    ...(item.mathsFont ? { mathsFont: item.mathsFont } : {}),
    ...sheet,
  });
  const image = await photographPage(page.svg, page.width, page.height, style, r);
  return { ...item, printed: page.printed, image };
}

interface Composition {
  rows: Cell[][];
  expected: ExpectedAnswer[];
  /** Rows of tasks set as an aligned grid (the worksheet). */
  grid?: GridStyle;
  /** Squared notebook paper under the print (`sveska`). */
  squared?: SquaredPaper;
  /** Tinted task panels and numbers on coloured discs (`udzbenik`). */
  textbook?: TextbookStyle;
  /** Chalk smudges on a school board (`tabla`). */
  board?: ChalkBoard;
  /** A copier's toner, specks, lid bands and streaks (`fotokopija`). */
  copy?: Photocopy;
  /** A pupil's highlighter and pen strokes (`markeri`). */
  marks?: PenMarks;
  /** The viewer, bezel, pixel grid, moiré and glare of a screen (`ekran`). */
  screen?: Screen;
  /** The gutter, facing page, page numbers and cover of an open textbook (`rasklop`). */
  spread?: BookSpread;
  /** The punched strip, veil, glare, window and creases of a plastic sleeve (`folija`). */
  sleeve?: Sleeve;
  /** A pupil's answers and working, written by hand on the page (`rukopis`). */
  handwriting?: Handwriting;
  /** Number lines, shapes and axes beside and under the tasks (`crtez`). */
  figures?: PageFigures;
  /** The desk, ruler, pencil, eraser and thumb round the page (`pribor`). */
  desk?: Desk;
  /** The rules, fills and answer column of a table (`tabela`). */
  table?: TableStyle;
  /** A reminder box with a rule, a formula or a worked example (`podsetnik`). */
  note?: NoteBox;
}

const generate = (r: SeededRandom, kind: TaskKind): SourceTask => TASK_GENERATORS[kind](r);
/** A page's tasks: the first of the item's kind, the others of any kind. */
const mixedTasks = (r: SeededRandom, kind: TaskKind, count: number): SourceTask[] => [
  generate(r, kind),
  ...Array.from({ length: count - 1 }, () => generate(r, r.pick(TASK_KINDS))),
];
/** Kinds whose task fits on one line (for lists and columns). */
const ONE_LINE = TASK_KINDS.filter((k) => k !== 'linear-system');
/** Kinds drilled side by side under one instruction (short, and readable without their own). */
const ROW_KINDS: readonly TaskKind[] = [
  'arithmetic',
  'decimals',
  'fractions',
  'powers-roots',
  'absolute-value',
  'gcd-lcm',
  'linear-equation',
  'proportion',
  'percent',
];

const LAYOUTS: Record<Exclude<Layout, 'not-maths'>, (r: SeededRandom, kind: TaskKind) => Composition> = {
  single(r, kind) {
    const task = generate(r, kind);
    const instruction = task.instruction || undefined;
    if (instruction && r.chance(0.3))
      return { rows: [[{ k: 'task', lead: instruction, lines: task.lines }]], expected: [task.expected] };
    const rows: Cell[][] = instruction ? [[{ k: 'prose', text: instruction }]] : [];
    rows.push([{ k: 'task', lines: task.lines }]);
    return { rows, expected: [task.expected] };
  },
  exercises(r, kind) {
    const count = r.int(2, 4);
    const tasks = mixedTasks(r, kind, count);
    const labels = labelStyle(r);
    const shared = tasks.every((t) => t.instruction === tasks[0]!.instruction) && tasks[0]!.instruction;
    const rows: Cell[][] = [
      [{ k: 'prose', text: shared || r.pick(['Reši zadatke:', 'Zadaci za vežbu', 'Vežbanje']) }],
    ];
    tasks.forEach((t, i) =>
      rows.push([
        {
          k: 'task',
          label: labels(i),
          lead: shared ? undefined : t.instruction || undefined,
          lines: t.lines,
        },
      ]),
    );
    return { rows, expected: tasks.map((t) => t.expected) };
  },
  prose(r, kind) {
    const task = generate(r, kind);
    const rows: Cell[][] = [[{ k: 'prose', text: r.pick(HEADERS)(r) }]];
    if (r.chance(0.5)) rows.push([{ k: 'prose', text: r.pick(SENTENCES) }]);
    const label = r.pick([
      `Zadatak ${r.int(1, 20)}.`,
      `Zadatak ${r.int(1, 20)}:`,
      `${r.int(1, 30)}.`,
      `Primer ${r.int(1, 9)}.`,
    ]);
    if (task.instruction && r.chance(0.5)) {
      rows.push([{ k: 'task', label, lead: task.instruction, lines: task.lines }]);
    } else {
      rows.push([{ k: 'prose', text: `${label} ${task.instruction}`.trim() }]);
      rows.push([{ k: 'task', lines: task.lines }]);
    }
    if (r.chance(0.6))
      rows.push([
        { k: 'prose', text: r.pick(['Rešenje: ____________', 'Odgovor: ________', 'Proveri rešenje!']) },
      ]);
    return { rows, expected: [task.expected] };
  },
  columns(r, kind) {
    const count = r.int(2, 3) * 2;
    const kinds = [
      kind === 'linear-system' ? 'arithmetic' : kind,
      ...Array.from({ length: count - 1 }, () => r.pick(ONE_LINE)),
    ];
    const tasks = kinds.map((k) => generate(r, k as TaskKind));
    const labels = labelStyle(r);
    const rows: Cell[][] = [
      [{ k: 'prose', text: r.pick(['Reši zadatke:', 'Kontrolni zadatak', 'Domaći zadatak']) }],
    ];
    for (let i = 0; i < count; i += 2)
      rows.push(
        [0, 1].map((j) => ({
          k: 'task' as const,
          label: labels(i + j),
          lead: tasks[i + j]!.instruction || undefined,
          lines: tasks[i + j]!.lines,
        })),
      );
    return { rows, expected: tasks.map((t) => t.expected) };
  },
  /**
   * Held out in round 6, tuned on from round 7: drill as textbooks print it — one instruction, then 3–6 short tasks of one
   * kind side by side, 2–3 to a line, labelled `a)`, `b)`, … (or `1.`, `(a)` …), no boxes.
   */
  row(r, kind) {
    const rowKind = ROW_KINDS.includes(kind) ? kind : r.pick(ROW_KINDS);
    const count = r.pick([3, 4, 6]);
    const perLine = count === 4 ? 2 : 3;
    const tasks = Array.from({ length: count }, () => generate(r, rowKind));
    const labels = labelStyle(r);
    const rows: Cell[][] = [[{ k: 'prose', text: tasks[0]!.instruction || 'Izračunaj:' }]];
    for (let i = 0; i < count; i += perLine)
      rows.push(
        tasks
          .slice(i, i + perLine)
          .map((t, j) => ({ k: 'task' as const, label: labels(i + j), lines: t.lines })),
      );
    return { rows, expected: tasks.map((t) => t.expected) };
  },
  /**
   * Held out (round 7): exercises as a textbook numbers them — 2–3 numbered instructions, each over
   * its own sub-tasks of one kind labelled `a)`, `b)`, … from the start again, one or two to a line.
   */
  sections(r, kind) {
    const sectionCount = r.int(2, 3);
    const sideBySide = r.chance(0.5);
    const number = r.pick([(n: number) => `${n}.`, (n: number) => `Zadatak ${n}.`, (n: number) => `${n})`]);
    const subLabel = r.pick([(i: number) => `${'abc'[i]})`, (i: number) => `${'abc'[i]}.`]);
    const rows: Cell[][] = [];
    const expected: ExpectedAnswer[] = [];
    for (let s = 0; s < sectionCount; s++) {
      const kinds = sideBySide ? ROW_KINDS : ONE_LINE;
      const sectionKind = s === 0 && kinds.includes(kind) ? kind : r.pick(kinds);
      const tasks = Array.from({ length: sectionCount === 2 ? r.int(2, 3) : 2 }, () =>
        generate(r, sectionKind),
      );
      rows.push([{ k: 'prose', text: `${number(s + 1)} ${tasks[0]!.instruction || 'Izračunaj:'}` }]);
      const perLine = sideBySide ? tasks.length : 1;
      for (let i = 0; i < tasks.length; i += perLine)
        rows.push(
          tasks
            .slice(i, i + perLine)
            .map((t, j) => ({ k: 'task' as const, label: subLabel(i + j), lines: t.lines })),
        );
      expected.push(...tasks.map((t) => t.expected));
    }
    return { rows, expected };
  },
  /**
   * Held out (round 8): a worksheet that leaves room for the answers — a title, then 2–4 labelled
   * tasks, each followed on its line by the blank the pupil fills in (`x = ________` after an
   * equation in x, `x = ____ , y = ____` after a system, `Odgovor: ______` or a bare rule after
   * others), so the page holds `=` and letters that are no part of any task.
   */
  blanks(r, kind) {
    const count = r.int(2, 4);
    const tasks = mixedTasks(r, kind, count);
    const labels = labelStyle(r);
    const rule = '_'.repeat(r.int(6, 12));
    const plain = r.pick([`Odgovor: ${rule}`, `Rezultat: ${rule}`, rule]);
    const blank = (t: SourceTask) =>
      t.lines.length > 1
        ? 'x = ____ , y = ____'
        : /x/.test(t.lines[0]!) && /=/.test(t.lines[0]!)
          ? `x = ${rule}`
          : plain;
    const rows: Cell[][] = [[{ k: 'prose', text: r.pick(WORKSHEET_TITLES)(r) }]];
    for (const [i, t] of tasks.entries())
      rows.push([
        { k: 'task', label: labels(i), lead: t.instruction || undefined, lines: t.lines },
        { k: 'prose', text: blank(t) },
      ]);
    return { rows, expected: tasks.map((t) => t.expected) };
  },
  /**
   * Held out (round 9): a class test as Serbian teachers print it — a title, a line for the pupil's
   * name and class, then 2–3 numbered tasks, each instruction ending with its points (`(3 boda)`),
   * one of them (sometimes) over 2–4 sub-tasks of one kind labelled `a)`, `b)`, `v)`, `g)` (the
   * Serbian order), set one or two to a line. The points and the header are numbers and blanks
   * that belong to no task.
   */
  kontrolni(r, kind) {
    const count = r.int(2, 3);
    const withSubtasks = r.chance(0.7) ? r.int(0, count - 1) : -1;
    const points = (n: number) => (n === 1 ? '(1 bod)' : n < 5 ? `(${n} boda)` : `(${n} bodova)`);
    const rows: Cell[][] = [
      [{ k: 'prose', text: r.pick(KONTROLNI_TITLES)(r) }],
      [
        {
          k: 'prose',
          text: r.pick(['Ime i prezime: ______________  Odeljenje: ____', 'Ime i prezime: ________________']),
        },
      ],
    ];
    const expected: ExpectedAnswer[] = [];
    for (let n = 0; n < count; n++) {
      if (n === withSubtasks) {
        const subKind = n === 0 && ROW_KINDS.includes(kind) ? kind : r.pick(ROW_KINDS);
        const tasks = Array.from({ length: r.int(2, 4) }, () => generate(r, subKind));
        rows.push([
          { k: 'prose', text: `${n + 1}. ${tasks[0]!.instruction || 'Izračunaj:'} ${points(tasks.length)}` },
        ]);
        const perLine = r.chance(0.5) ? 2 : 1;
        for (let i = 0; i < tasks.length; i += perLine)
          rows.push(
            tasks
              .slice(i, i + perLine)
              .map((t, j) => ({ k: 'task' as const, label: `${'abvg'[i + j]})`, lines: t.lines })),
          );
        expected.push(...tasks.map((t) => t.expected));
      } else {
        const task = generate(r, n === 0 ? kind : r.pick(TASK_KINDS));
        const instruction = task.instruction || 'Izračunaj:';
        rows.push([{ k: 'prose', text: `${n + 1}. ${instruction} ${points(r.int(2, 5))}` }]);
        rows.push([{ k: 'task', lines: task.lines }]);
        expected.push(task.expected);
      }
    }
    return { rows, expected };
  },
  /**
   * Held out (round 10): a page of a Serbian textbook printed in Cyrillic, as most of them are — a
   * `single`, `exercises` or `prose` page whose words are in Cyrillic (`Реши једначину:`,
   * `НЗД(12, 18)`, `Колико је 25% од 80?`), sub-task labels in Cyrillic order `а)`, `б)`, `в)`;
   * digits, signs and the unknowns stay as printed.
   */
  cirilica(r, kind) {
    const { rows, expected } = LAYOUTS[r.pick(['single', 'exercises', 'prose'] as const)](r, kind);
    const cyrillicRows = rows.map((row) =>
      row.map((cell): Cell =>
        cell.k === 'prose'
          ? { k: 'prose', text: cyrillicText(cell.text) }
          : {
              ...cell,
              ...(cell.label ? { label: cyrillicLabel(cell.label) } : {}),
              ...(cell.lead ? { lead: cyrillicText(cell.lead) } : {}),
              lines: cell.lines.map(cyrillicMaths),
            },
      ),
    );
    return { rows: cyrillicRows, expected };
  },
  /**
   * Held out (round 11): a page printed on squared notebook paper, as a pupil's copy of a task or a
   * sheet glued into the notebook is photographed — a `single`, `exercises` or `prose` page over a
   * grid of thin light-blue, grey or violet rules (a square about as high as a line of text or a
   * little less), and on most pages the notebook's red margin rule on the left.
   */
  sveska(r, kind) {
    const page = LAYOUTS[r.pick(['single', 'exercises', 'prose'] as const)](r, kind);
    const squared: SquaredPaper = {
      pitch: r.range(0.7, 1.1),
      colour: r.pick(['#9fbfe3', '#b4b4b4', '#b9a6d8', '#8fb0d8']),
      rule: r.range(0.8, 2),
      ...(r.chance(0.6) ? { margin: r.range(0.4, 0.9) } : {}),
    };
    return { ...page, squared };
  },
  /**
   * Held out (round 12): a page of a Serbian textbook or workbook as printed in colour — a heading
   * in the accent colour (`Zadaci za vežbanje`, `Proveri znanje`), maybe a shared instruction, then
   * 2–4 numbered tasks (numbering goes on from an earlier page), each on a light tinted panel with
   * its number printed in paper colour on a disc of the accent colour, its own instruction (if not
   * shared) before the maths.
   */
  udzbenik(r, kind) {
    const count = r.int(2, 4);
    const tasks = mixedTasks(r, kind, count);
    const first = r.int(1, 24);
    const shared = tasks.every((t) => t.instruction === tasks[0]!.instruction) && tasks[0]!.instruction;
    const rows: Cell[][] = [[{ k: 'prose', text: r.pick(TEXTBOOK_HEADINGS) }]];
    if (shared) rows.push([{ k: 'prose', text: shared }]);
    tasks.forEach((t, i) =>
      rows.push([
        {
          k: 'task',
          label: `${first + i}.`,
          lead: shared ? undefined : t.instruction || undefined,
          lines: t.lines,
        },
      ]),
    );
    const textbook = r.pick(TEXTBOOK_COLOURS);
    return { rows, expected: tasks.map((t) => t.expected), textbook };
  },
  /**
   * Held out (round 13): a school board photographed by a pupil — a `single`, `exercises` or
   * `prose` page written in chalk-coloured ink on a dark green or black board, with 2–5 pale
   * smudges of wiped chalk under the writing.
   */
  tabla(r, kind) {
    const page = LAYOUTS[r.pick(['single', 'exercises', 'prose'] as const)](r, kind);
    const smudges = Array.from(
      { length: r.int(2, 5) },
      () => [r.range(0.1, 0.9), r.range(0.1, 0.9), r.range(0.1, 0.35), r.range(0.08, 0.3)] as const,
    );
    return { ...page, board: { smudges, haze: r.range(0.05, 0.14) } };
  },
  /**
   * Held out (round 14): a photocopied worksheet — a `single`, `exercises`, `prose` or `kontrolni`
   * page as a copier prints it: grey toner on grey-white paper, print spread or starved, toner
   * specks, dark bands along 0–2 edges where the lid let light in, 0–2 drum streaks down the page.
   */
  fotokopija(r, kind) {
    const page = LAYOUTS[r.pick(['single', 'exercises', 'prose', 'kontrolni'] as const)](r, kind);
    const specks = Array.from(
      { length: r.int(30, 220) },
      () => [r.range(0, 1), r.range(0, 1), r.range(0.4, 2.2)] as const,
    );
    const edges = ['left', 'right', 'top', 'bottom'] as const;
    const bands = Array.from({ length: r.int(0, 2) }, () => [r.pick(edges), r.range(0.02, 0.08)] as const);
    const streaks = Array.from(
      { length: r.int(0, 2) },
      () => [r.range(0.05, 0.95), r.range(0.8, 3)] as const,
    );
    const spread = r.chance(0.6) ? r.range(0.3, 1.1) : -r.range(0.2, 0.6);
    return { ...page, copy: { spread, specks, bands, streaks, toner: r.range(0.5, 0.9) } };
  },
  /**
   * Held out (round 15): a `single`, `exercises`, `prose` or `kontrolni` page a pupil has marked
   * before photographing it — 2–6 strokes: highlighter across rows, ballpoint underlines, loops
   * round a task's start, ticks and crosses after rows, scribbles in the margin.
   */
  markeri(r, kind) {
    const page = LAYOUTS[r.pick(['single', 'exercises', 'prose', 'kontrolni'] as const)](r, kind);
    const kinds: readonly PenStroke['kind'][] = [
      'highlight',
      'highlight',
      'underline',
      'circle',
      'tick',
      'cross',
      'scribble',
    ];
    const strokes = Array.from({ length: r.int(2, 6) }, () => ({
      kind: r.pick(kinds),
      row: r.range(0, 0.999),
      wobble: Array.from({ length: 8 }, () => r.range(-1, 1)),
    }));
    const marks: PenMarks = {
      highlighter: r.pick(['#ffef3a', '#b6f56a', '#ff9ad5', '#ffc15a', '#8fe3ff']),
      pen: r.pick(['#1b3fa8', '#0f1f6b', '#202020', '#b01818']),
      strokes,
    };
    return { ...page, marks };
  },
  /**
   * Held out (round 16): a `single`, `exercises`, `prose` or `kontrolni` page open in a viewer on
   * a laptop or a monitor and photographed off the screen — the viewer's ground, toolbar and scroll
   * bar, the bezel, the pixel grid, moiré bands and glare on the glass (screen.ts).
   */
  ekran(r, kind) {
    const page = LAYOUTS[r.pick(['single', 'exercises', 'prose', 'kontrolni'] as const)](r, kind);
    const tints = ['#ff00ff', '#00ff66', '#00aaff', '#ffaa00'] as const;
    const screen: Screen = {
      pitch: r.range(2.2, 5.5),
      gaps: r.range(0.08, 0.3),
      angle: r.range(-4, 4),
      moire: {
        periods: [r.range(18, 70), r.range(18, 70)],
        angles: [r.range(-60, 60), r.range(-60, 60)],
        strength: r.range(0.05, 0.22),
        tints: [r.pick(tints), r.pick(tints)],
      },
      ...(r.chance(0.6)
        ? {
            glare: {
              x: r.range(0.1, 0.9),
              y: r.range(0.1, 0.9),
              rx: r.range(0.15, 0.5),
              ry: r.range(0.1, 0.4),
              strength: r.range(0.25, 0.75),
            },
          }
        : {}),
      viewer: {
        ground: r.pick(['#525659', '#3c3c3c', '#e4e4e4', '#d0d0d0', '#f0f0f0', '#2b2b2b']),
        toolbar: r.pick(['#323639', '#f5f5f5', '#e0e0e0', '#1f1f1f']),
        inset: r.range(8, 60),
      },
      bezel: { colour: r.pick(['#111111', '#1d1d1f', '#2a2a2a', '#c8c8c8']), width: r.range(10, 60) },
      cast: { colour: r.pick(['#3060ff', '#ffb040', '#80c0ff', '#ffffff']), opacity: r.range(0.02, 0.12) },
    };
    return { ...page, screen };
  },
  /**
   * Held out (round 17): a `single`, `exercises`, `prose` or `kontrolni` page of a textbook lying
   * open — curved into the gutter, the spine's shadow, part of the facing page's running text,
   * page numbers, the cover and the stacked page edges (book-spread.ts).
   */
  rasklop(r, kind) {
    const page = LAYOUTS[r.pick(['single', 'exercises', 'prose', 'kontrolni'] as const)](r, kind);
    const sentences = Array.from({ length: 14 }, () => r.pick(THEORY_SENTENCES));
    const spread: BookSpread = {
      spine: r.chance(0.5) ? 'left' : 'right',
      facing: r.range(0.15, 0.6),
      bend: { zone: r.range(0.08, 0.3), squeeze: r.range(0.35, 0.85), pinch: r.range(0.01, 0.06) },
      shadow: { depth: r.range(0.25, 0.7), reach: r.range(0.03, 0.12) },
      facingText: sentences,
      ...(r.chance(0.7) ? { pageNumber: r.int(8, 180) } : {}),
      cover: r.pick(['#1f4e8c', '#b3262c', '#2f6b3a', '#e0a21b', '#5b2d7a', '#20252b']),
      edges: r.int(2, 9),
    };
    return { ...page, spread };
  },
  /**
   * Held out (round 18): a `single`, `exercises`, `prose` or `kontrolni` page in a clear punched
   * plastic sleeve — the table round it and through the holes, the plastic's veil, glare of lamps,
   * sometimes a window's reflection, and creases catching the light (sleeve.ts).
   */
  folija(r, kind) {
    const page = LAYOUTS[r.pick(['single', 'exercises', 'prose', 'kontrolni'] as const)](r, kind);
    const glares = Array.from({ length: r.int(1, 3) }, () => ({
      x: r.range(0.05, 0.95),
      y: r.range(0.05, 0.95),
      rx: r.range(0.06, 0.35),
      ry: r.range(0.03, 0.18),
      angle: r.range(-80, 80),
      strength: r.range(0.3, 0.9),
    }));
    const creases = Array.from({ length: r.int(0, 5) }, () => {
      const [x0, y0] = [r.range(0, 1), r.range(0, 1)];
      const angle = r.range(0, Math.PI);
      const length = r.range(0.2, 0.9);
      const points = Array.from({ length: 5 }, (_, i) => {
        const t = (i / 4 - 0.5) * length;
        return [
          x0 + Math.cos(angle) * t + r.range(-0.02, 0.02),
          y0 + Math.sin(angle) * t + r.range(-0.02, 0.02),
        ] as const;
      });
      return { points, width: r.range(1, 3.5), light: r.range(0.3, 0.75), dark: r.range(0.05, 0.2) };
    });
    const sleeve: Sleeve = {
      strip: { side: r.chance(0.75) ? 'left' : 'right', width: r.range(0.9, 1.6), holes: r.pick([2, 4, 11]) },
      overhang: r.range(0.2, 0.8),
      under: r.pick(['#6b4a2e', '#8a6a48', '#3d3d3d', '#c9c2b4', '#2c3e50', '#a0522d']),
      veil: { colour: r.pick(['#ffffff', '#eef4ff', '#f4f8f0', '#fffbe8']), opacity: r.range(0.04, 0.2) },
      glares,
      ...(r.chance(0.4)
        ? {
            window: {
              x: r.range(0, 0.7),
              y: r.range(0, 0.7),
              w: r.range(0.2, 0.45),
              h: r.range(0.15, 0.4),
              opacity: r.range(0.15, 0.45),
            },
          }
        : {}),
      creases,
    };
    return { ...page, sleeve };
  },
  /**
   * Held out (round 19): a `single`, `exercises`, `prose` or `kontrolni` page a pupil has started
   * on — an answer written after a task or two (`= 12`, `x = 4`, a first try struck out), a sum
   * worked beside one, a line or two of working under the print, in pen or pencil (handwriting.ts).
   * The answers expected are still the printed tasks'.
   */
  rukopis(r, kind) {
    const page = LAYOUTS[r.pick(['single', 'exercises', 'prose', 'kontrolni'] as const)](r, kind);
    const n = () => String(r.int(1, 60));
    const written = () =>
      r.pick([
        () => n(),
        () => `= ${n()}`,
        () => `x = ${n()}`,
        () => `x = -${n()}`,
        () => `x = ${n()}/${r.int(2, 9)}`,
        () => `${r.int(2, 12)}·${r.int(2, 12)} = ${n()}`,
        () => `${n()},${r.int(1, 9)}`,
        () => `x > ${n()}`,
      ])();
    const notes = Array.from({ length: r.int(1, 3) }, () => ({
      row: r.range(0, 0.999),
      text: written(),
      gap: r.range(0.4, 2.5),
      tilt: r.range(-6, 6),
      struck: r.chance(0.15),
      wobble: Array.from({ length: 7 }, () => r.range(-1, 1)),
    }));
    const working = r.chance(0.55)
      ? Array.from({ length: r.int(1, 2) }, () =>
          r.pick([
            () => `${r.int(2, 9)}x = ${n()}`,
            () => `x = ${n()}`,
            () => `${n()} + ${n()} = ${n()}`,
            () => `${n()} - ${n()} = ${n()}`,
          ])(),
        )
      : [];
    const pencil = r.chance(0.25);
    const handwriting: Handwriting = {
      face: r.pick(HAND_FACES),
      scale: r.range(0.9, 1.4),
      slant: r.range(-14, 4),
      ink: pencil
        ? r.pick(['#4a4a4a', '#5c5c5c', '#6a6a6a'])
        : r.pick(['#1b3fa8', '#23409a', '#0f1f6b', '#202020']),
      opacity: pencil ? r.range(0.55, 0.8) : r.range(0.85, 1),
      notes,
      working,
      workingIndent: r.range(0, 4),
      workingTilt: r.range(-4, 4),
    };
    return { ...page, handwriting };
  },
  /**
   * Held out (round 20): a `single`, `exercises`, `prose` or `kontrolni` page with one or two
   * figures a textbook prints beside or under its tasks (figures.ts). Their numbers and letters are
   * no task: the answers expected stay the printed tasks'.
   */
  crtez(r, kind) {
    const page = LAYOUTS[r.pick(['single', 'exercises', 'prose', 'kontrolni'] as const)](r, kind);
    const letters = (n: number) =>
      r
        .pick([
          ['A', 'B', 'C', 'D'],
          ['M', 'N', 'P', 'Q'],
          ['K', 'L', 'M', 'N'],
        ])
        .slice(0, n);
    const length = () =>
      r.pick([
        () => `${r.int(2, 12)} cm`,
        () => `${r.int(1, 9)},${r.int(1, 9)} cm`,
        () => `${r.int(10, 60)} mm`,
        () => r.pick(['a', 'b', 'c']),
      ])();
    const figure = (): Figure => {
      const placed = {
        place: r.chance(0.55) ? ('beside' as const) : ('below' as const),
        row: r.range(0, 0.999),
        gap: r.range(1.2, 3.5),
        ...(r.chance(0.4) ? { caption: `Slika ${r.int(1, 12)}.` } : {}),
      };
      const which = r.pick(['number-line', 'triangle', 'rectangle', 'axes'] as const);
      if (which === 'number-line') {
        const ticks = r.int(6, 11);
        return {
          ...placed,
          kind: which,
          from: r.int(-5, 0),
          ticks,
          unit: r.range(0.9, 1.5),
          points: Array.from(
            { length: r.int(0, 2) },
            (_, i) => [['A', 'B'][i]!, r.int(0, ticks - 1)] as const,
          ),
        };
      }
      if (which === 'axes') {
        const ticks = r.int(3, 5);
        return {
          ...placed,
          kind: which,
          ticks,
          unit: r.range(0.7, 1.1),
          points: Array.from(
            { length: r.int(1, 3) },
            (_, i) => [['A', 'B', 'C'][i]!, r.int(-ticks, ticks), r.int(-ticks, ticks)] as const,
          ),
          grid: r.chance(0.5),
        };
      }
      const sides = which === 'triangle' ? 3 : 4;
      return {
        ...placed,
        kind: which,
        width: r.range(3, 7),
        height: r.range(2, 4.5),
        apex: r.range(0.2, 0.8),
        vertices: letters(sides),
        sides: Array.from({ length: r.int(0, sides === 3 ? 3 : 2) }, length),
        rightAngle: which === 'triangle' && r.chance(0.3),
        ...(r.chance(0.35) ? { fill: r.pick(['#fdf0c4', '#dcecf7', '#e4f2dc', '#f6dde3']) } : {}),
      };
    };
    const figures: PageFigures = {
      colour: r.chance(0.6)
        ? r.pick(['#1a1a1a', '#262626'])
        : r.pick(['#1f5fa8', '#b3261e', '#2e7d32', '#6a1b9a']),
      items: Array.from({ length: r.chance(0.7) ? 1 : 2 }, figure),
    };
    return { ...page, figures };
  },
  /**
   * Held out (round 21): a `single`, `exercises`, `prose` or `kontrolni` page photographed on a
   * pupil's desk among school supplies (supplies.ts): a ruler with its centimetres numbered, a
   * pencil, an eraser, the thumb that holds the page flat. Nothing covers a task; the answers
   * expected stay the printed tasks'.
   */
  pribor(r, kind) {
    const page = LAYOUTS[r.pick(['single', 'exercises', 'prose', 'kontrolni'] as const)](r, kind);
    const rulerPlace = r.chance(0.75) ? r.pick(['on-page', 'left-edge', 'below-page'] as const) : undefined;
    const clear = r.chance(0.6);
    const ruler: Ruler | undefined = rulerPlace && {
      place: rulerPlace,
      centimetres: r.int(5, 15),
      cm: r.range(1.8, 2.6),
      width: r.range(1.5, 2.2),
      body: clear
        ? r.pick(['#ffffff', '#eef6ff', '#f2fff4'])
        : r.pick(['#f3e2b0', '#ffffff', '#cfe3f5', '#f7d2dc']),
      opacity: clear ? r.range(0.2, 0.45) : r.range(0.85, 1),
      face: r.pick(['DejaVu Sans', 'Liberation Sans', 'FreeSans']),
      marks: r.pick(['#111111', '#1a1a1a', '#20306a', '#5a1010']),
      angle: r.range(-3, 3),
    };
    const pencilPlace = r.chance(0.6) ? r.pick(['on-page', 'beside-page'] as const) : undefined;
    const pencil: Pencil | undefined = pencilPlace && {
      place: pencilPlace,
      length: r.range(8, 16),
      thickness: r.range(0.55, 0.8),
      colour: r.pick(['#e8b923', '#c62828', '#1565c0', '#2e7d32', '#222222', '#6d4c41']),
      angle: r.range(-4, 4),
      ...(r.chance(0.5) ? { brand: r.pick(['HB', 'B2 · HB', 'GRAFIT HB', '2B']) } : {}),
      eraserEnd: r.chance(0.5),
    };
    const desk: Desk = {
      surface: r.pick(['#8a5a34', '#a87a4f', '#6b4a2e', '#c9a77c', '#d8d2c4', '#eaeaea', '#3d3d3d']),
      grain: r.chance(0.65)
        ? Array.from({ length: r.int(5, 14) }, () => ({
            y: r.range(0, 1),
            wave: r.range(-0.03, 0.03),
            colour: r.pick(['#5a3a1e', '#3e2816', '#7a5230']),
            width: r.range(1, 4),
          }))
        : [],
      border: [
        r.range(0.6, 3) + (rulerPlace === 'left-edge' ? 1.2 : 0),
        r.range(0.6, 2.5),
        r.range(0.6, 3) + (pencilPlace === 'beside-page' ? 1.5 : 0),
        r.range(0.8, 2.5) + (rulerPlace === 'below-page' ? (ruler?.width ?? 0) + 0.6 : 0),
      ],
      extension:
        0.4 +
        (rulerPlace === 'on-page' ? (ruler?.width ?? 0) + 0.4 : 0) +
        (pencilPlace === 'on-page' ? (pencil?.thickness ?? 0) + 0.5 : 0),
      ...(ruler ? { ruler } : {}),
      ...(pencil ? { pencil } : {}),
      ...(r.chance(0.35)
        ? {
            thumb: {
              side: r.pick(['left', 'right', 'bottom'] as const),
              at: r.range(0.15, 0.85),
              skin: r.pick(['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac']),
              size: r.range(2.2, 3.2),
            },
          }
        : {}),
      ...(r.chance(0.35)
        ? {
            eraser: {
              corner: r.pick(['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const),
              colour: r.pick(['#f5f5f5', '#f8c8d0', '#fff3c4']),
              size: r.range(1.6, 2.6),
              angle: r.range(-25, 25),
            },
          }
        : {}),
      shadow: r.range(0.12, 0.35),
    };
    return { ...page, desk };
  },
  /**
   * Held out (round 22): a worksheet printed as a ruled table — a title, maybe the shared
   * instruction, then a header row (`Br.`, `Zadatak`, `Rešenje`) and 3–6 tasks of any kind, one to
   * a row: the task's number in a column of its own (or none), the task (its instruction before
   * it), an empty column for the answer; a rule round every cell, sometimes a shaded header and
   * shaded bands (table.ts).
   */
  tabela(r, kind) {
    const count = r.int(3, 6);
    const tasks = mixedTasks(r, kind, count);
    const shared = tasks.every((t) => t.instruction === tasks[0]!.instruction) && tasks[0]!.instruction;
    const rows: Cell[][] = [[{ k: 'prose', text: r.pick(WORKSHEET_TITLES)(r) }]];
    if (shared) rows.push([{ k: 'prose', text: shared }]);
    const numbered = r.chance(0.7);
    const labels = labelStyle(r);
    const header = r.chance(0.8);
    const from = rows.length;
    const prose = (text: string): Cell => ({ k: 'prose', text });
    if (header)
      rows.push([
        ...(numbered ? [prose(r.pick(['Br.', 'R. br.', 'Red. br.']))] : []),
        prose(r.pick(['Zadatak', 'Zadaci', 'Izraz', 'Jednačina'])),
        prose(r.pick(['Rešenje', 'Rezultat', 'Odgovor', 'Rešenje:'])),
      ]);
    tasks.forEach((t, i) =>
      rows.push([
        ...(numbered ? [prose(labels(i))] : []),
        { k: 'task', lead: shared ? undefined : t.instruction || undefined, lines: t.lines },
        prose(''),
      ]),
    );
    const table: TableStyle = {
      from,
      rule: r.range(0.025, 0.08),
      colour: r.pick(['#000000', '#333333', '#555555', '#1f3f7a', '#777777']),
      ...(header && r.chance(0.6)
        ? { headerFill: r.pick(['#d9d9d9', '#dbe8f6', '#fff2b3', '#e2f0d9']) }
        : {}),
      ...(r.chance(0.3) ? { band: r.pick(['#f0f0f0', '#eef4fb', '#fdf6dc']) } : {}),
      pad: r.range(0.35, 0.8),
      answer: r.range(5, 9),
    };
    return { rows, expected: tasks.map((t) => t.expected), table };
  },
  /**
   * Held out in round 23, tuned on from round 24: a `single`, `exercises`, `kontrolni` or `udzbenik` page with a textbook's
   * reminder box above the tasks, between two of them or beside them (note-box.ts): a title
   * (`Zapamti!`, `Podsetnik`, `Primer`), a rule in words, then a formula or a worked example with
   * its result. The box's maths is no task: the answers expected are the page's tasks' only.
   */
  podsetnik(r, kind) {
    const page = LAYOUTS[r.pick(['single', 'exercises', 'exercises', 'kontrolni', 'udzbenik'] as const)](
      r,
      kind,
    );
    const place = r.pick(['above', 'above', 'between', 'beside', 'beside'] as const);
    const taskRows = page.rows.flatMap((row, i) => (row.some((c) => c.k === 'task') ? [i] : []));
    // Between: before a task row after the first (above the first when the page has one task).
    const at =
      place === 'above' ? taskRows[0]! : taskRows.length > 1 ? r.pick(taskRows.slice(1)) : taskRows[0]!;
    const cells: Cell[] = wrapWords(r.pick(NOTE_RULES), place === 'beside' ? 30 : 60).map((text) => ({
      k: 'prose',
      text,
    }));
    const maths = r.int(1, 2);
    for (let i = 0; i < maths; i++) cells.push(...noteMaths(r));
    const colours = r.pick(TEXTBOOK_COLOURS);
    const grey = r.chance(0.25);
    const note: NoteBox = {
      place,
      at,
      title: r.pick(['Zapamti!', 'Podsetnik', 'Važno!', 'Pravilo', 'Podseti se:', 'Primer']),
      cells,
      accent: grey ? r.pick(['#333333', '#555555']) : colours.accent,
      fill: grey ? r.pick(['#eeeeee', '#f4f4f4', '#ffffff']) : colours.tint,
      frame: r.chance(0.6) ? 'box' : 'bar',
      rule: r.range(0.03, 0.08),
      pad: r.range(0.5, 0.9),
    };
    return { ...page, note };
  },
  /**
   * Held out (round 24): a test with offered answers — a `single`, `exercises`, `prose` or
   * `kontrolni` page where under a task (most tasks of a page, at least one) stand three or four
   * answers to choose from, one right (offered-answers.ts): in a row, one under another or two by
   * two, labelled `a)`, `A)`, `(a)`, `A.` or in Serbian order `a) b) v) g)`, sometimes under the
   * line "Zaokruži slovo ispred tačnog odgovora.". The options are no task: the answers expected
   * are the tasks' only.
   */
  ponudjeni(r, kind) {
    const page = LAYOUTS[r.pick(['single', 'exercises', 'exercises', 'prose', 'kontrolni'] as const)](
      r,
      kind,
    );
    const label = r.pick(OPTION_LABELS);
    const count = r.pick([3, 4, 4]);
    const arrangement = r.pick(['row', 'row', 'row', 'column', 'pairs'] as const);
    const rows: Cell[][] = [];
    let task = 0;
    let offered = 0;
    for (const row of page.rows) {
      rows.push(row);
      const tasks = row.filter((c) => c.k === 'task');
      const at = task;
      task += tasks.length;
      const only = tasks.length === 1 ? tasks[0]! : undefined;
      if (!only || only.k !== 'task' || (offered > 0 && r.chance(0.2))) continue;
      const options = offeredAnswers(r, page.expected[at]!, only.lines, count);
      if (!options) continue;
      const cells = options.map((text, i): Cell => ({ k: 'task', label: label(i), lines: [text] }));
      const perLine = arrangement === 'row' ? cells.length : arrangement === 'pairs' ? 2 : 1;
      for (let i = 0; i < cells.length; i += perLine) rows.push(cells.slice(i, i + perLine));
      offered++;
    }
    const firstTask = rows.findIndex((row) => row.some((c) => c.k === 'task'));
    if (r.chance(0.45))
      rows.splice(Math.max(0, firstTask - (rows[firstTask - 1]?.[0]?.k === 'prose' ? 1 : 0)), 0, [
        {
          k: 'prose',
          text: r.pick([
            'Zaokruži slovo ispred tačnog odgovora.',
            'Zaokruži tačan odgovor.',
            'Od ponuđenih odgovora zaokruži tačan.',
            'Tačan odgovor zaokruži.',
          ]),
        },
      ]);
    return { rows, expected: page.expected };
  },
  /**
   * Held out (round 25): a class test with its points and grades (grading-table.ts) — a
   * `kontrolni`, `exercises` or `sections` page under a test's title, with a ruled table of each
   * task's points and the total, or of the grades by points, above the tasks (under the title and
   * the name line) or under them, and maybe a line of the grade scale or of the total to fill in.
   * The table's numbers, its ranges (`5–7`) and totals are no task: the answers expected are the
   * tasks' only.
   */
  bodovanje(r, kind) {
    const page = LAYOUTS[r.pick(['kontrolni', 'kontrolni', 'exercises', 'sections'] as const)](r, kind);
    const rows = [...page.rows];
    // The words a row opens with (none when it opens with a task).
    const opening = (row: Cell[]) => (row[0]!.k === 'prose' ? row[0]!.text : '');
    // A test's title and name line over a page that has none.
    if (!/^(Kontroln|Pismen|Test|Provera)/.test(opening(rows[0]!)))
      rows.unshift(
        [{ k: 'prose', text: r.pick(KONTROLNI_TITLES)(r) }],
        [{ k: 'prose', text: 'Ime i prezime: ________________' }],
      );
    const numbered = rows.filter((row) => /^\d+\. /.test(opening(row)));
    const labelled = rows.filter((row) => row.some((c) => c.k === 'task' && c.label !== undefined));
    const tasks = Math.max(2, numbered.length || labelled.length || page.expected.length);
    const printed = numbered.map((row) => Number(/\((\d+) bod/.exec(opening(row))?.[1]));
    const grading = gradingRows(r, Math.min(tasks, 6), printed.every((p) => p > 0) ? printed : []);
    const above = r.chance(0.4);
    const at = above ? 2 : rows.length;
    rows.splice(at, 0, ...grading.table, ...grading.lines);
    const table: TableStyle = {
      from: at,
      to: at + grading.table.length,
      rule: r.range(0.025, 0.07),
      colour: r.pick(['#000000', '#333333', '#555555', '#1f3f7a']),
      ...(r.chance(0.5) ? { headerFill: r.pick(['#d9d9d9', '#dbe8f6', '#eeeeee']) } : {}),
      pad: r.range(0.3, 0.6),
      answer: r.range(1.5, 3),
    };
    return { rows, expected: page.expected, table };
  },
  /**
   * Unlike `columns` (two columns, each row as wide as its cells, labels before the task, one
   * instruction line): 2–3 aligned columns, boxed cells, a worksheet title, labels such as
   * `Zadatak 2.` on a line of their own above the task, 4–6 tasks of any kind (systems too).
   */
  worksheet(r, kind) {
    const count = r.int(4, 6);
    const columns = count === 4 ? 2 : r.int(2, 3);
    const tasks = mixedTasks(r, kind, count);
    const label = r.pick(WORKSHEET_LABELS);
    const shared = tasks.every((t) => t.instruction === tasks[0]!.instruction) && tasks[0]!.instruction;
    const headAbove = label.above ? r.chance(0.75) : !shared && r.chance(0.6);
    const rows: Cell[][] = [[{ k: 'prose', text: r.pick(WORKSHEET_TITLES)(r) }]];
    if (r.chance(0.35)) rows.push([{ k: 'prose', text: 'Ime i prezime: ________________' }]);
    if (shared) rows.push([{ k: 'prose', text: shared }]);
    for (let i = 0; i < count; i += columns)
      rows.push(
        tasks.slice(i, i + columns).map((t, j) => ({
          k: 'task' as const,
          label: label.of(i + j),
          lead: shared ? undefined : t.instruction || undefined,
          lines: t.lines,
          // A bare number label stays before a task that has no instruction.
          headAbove: headAbove && (label.above || !!(shared ? '' : t.instruction)),
        })),
      );
    const grid: GridStyle = { boxed: r.chance(0.45), rule: r.range(0.02, 0.05) };
    return { rows, expected: tasks.map((t) => t.expected), grid };
  },
};

/** What a layout composes from a random stream (for tests of a layout, away from any part's photos). */
export const composeLayout = (layout: Exclude<Layout, 'not-maths'>, r: SeededRandom, kind: TaskKind) =>
  LAYOUTS[layout](r, kind);

/** Worksheet labels; `above`: the style is often printed on a line of its own. */
const WORKSHEET_LABELS: { of: (i: number) => string; above: boolean }[] = [
  { of: (i) => `${i + 1})`, above: false },
  { of: (i) => `Zadatak ${i + 1}.`, above: true },
  { of: (i) => `${'abcdefgh'[i]}.`, above: false },
  { of: (i) => `(${i + 1})`, above: false },
  { of: (i) => `${i + 1}.`, above: false },
];
const WORKSHEET_TITLES: ((r: SeededRandom) => string)[] = [
  () => 'Radni list',
  (r) => `Radni list ${r.int(1, 12)}: ${r.pick(['Jednačine', 'Razlomci', 'Izrazi', 'Ponavljanje'])}`,
  (r) => `Kontrolna vežba — grupa ${r.pick(['A', 'B'])}`,
  (r) => `Matematika, ${r.int(5, 8)}. razred — vežbanje`,
  (r) => `Test znanja br. ${r.int(1, 6)}`,
];

/** The running text of a textbook's facing page (`rasklop`): its theory, words only. */
const THEORY_SENTENCES = [
  'Jednačina je jednakost u kojoj se javlja nepoznata.',
  'Rešiti jednačinu znači odrediti sve vrednosti nepoznate za koje je jednakost tačna.',
  'Ako obe strane jednačine pomnožimo istim brojem različitim od nule, dobijamo ekvivalentnu jednačinu.',
  'Razlomak ne menja vrednost ako mu brojilac i imenilac pomnožimo istim brojem.',
  'Zbir dva razlomka sa istim imeniocem jednak je razlomku čiji je brojilac zbir brojilaca.',
  'Apsolutna vrednost broja je njegovo rastojanje od nule na brojevnoj pravoj.',
  'Najveći zajednički delilac dva broja je najveći broj kojim su oba deljiva.',
  'Stepen sa prirodnim izložiocem je proizvod jednakih činilaca.',
  'Procenat je razlomak čiji je imenilac sto.',
  'Proporcija je jednakost dve razmere.',
  'U proporciji je proizvod spoljašnjih članova jednak proizvodu unutrašnjih.',
  'Pri sabiranju decimalnih brojeva potpisujemo cifre iste dekadne jedinice jednu ispod druge.',
  'Kvadratni koren nenegativnog broja je nenegativan broj čiji je kvadrat jednak datom broju.',
  'Sistem dve linearne jednačine rešavamo metodom zamene ili metodom suprotnih koeficijenata.',
  'Pogledajmo sledeći primer.',
  'Zapamti!',
  'Proveri rešenje tako što ćeš ga zameniti u početnu jednačinu.',
  'Monomi su slični ako imaju iste promenljive sa istim izložiocima.',
  'Polinom sređujemo tako što saberemo slične monome.',
  'Nejednačina ima beskonačno mnogo rešenja, koja prikazujemo na brojevnoj pravoj.',
];

/** A reminder box's rule in words (`podsetnik`). */
const NOTE_RULES = [
  'Nepoznati sabirak dobijamo kada od zbira oduzmemo poznati sabirak.',
  'Nepoznati činilac dobijamo kada proizvod podelimo poznatim činiocem.',
  'Kvadrat zbira jednak je zbiru kvadrata oba člana i dvostrukog proizvoda.',
  'Razlika kvadrata jednaka je proizvodu zbira i razlike.',
  'Stepene iste osnove množimo tako što saberemo izložioce.',
  'U proporciji je proizvod spoljašnjih članova jednak proizvodu unutrašnjih.',
  'Najveći zajednički delilac dva broja je najveći broj kojim su oba deljiva.',
  'Najmanji zajednički sadržalac je najmanji broj deljiv svakim od datih brojeva.',
  'Apsolutna vrednost broja je njegovo rastojanje od nule na brojevnoj pravoj.',
  'Prvo računamo u zagradama, zatim množimo i delimo, pa tek onda sabiramo i oduzimamo.',
  'Procenat je razlomak čiji je imenilac sto.',
  'Proveri rešenje tako što ćeš ga zameniti u početnu jednačinu.',
];

/** Formulas a reminder box prints (`podsetnik`), in the corpus's maths source. */
const NOTE_FORMULAS = [
  '(a + b)^{2} = a^{2} + 2ab + b^{2}',
  '(a - b)^{2} = a^{2} - 2ab + b^{2}',
  'a^{2} - b^{2} = (a - b)(a + b)',
  'a^{m} * a^{n} = a^{m + n}',
  'a : b = c : d',
  'a * d = b * c',
  'p% od a = a * p/100',
  '|a| = a, za a >= 0',
  '|a| = -a, za a < 0',
];

/**
 * A reminder box's maths: a formula, `NZD`/`NZS` of two numbers with the result, or a worked
 * example — a one-line task of the corpus with its result after `=` or on a `Rešenje:` line.
 */
function noteMaths(r: SeededRandom): Cell[] {
  const choice = r.int(0, 3);
  if (choice === 0) return [{ k: 'task', lines: [r.pick(NOTE_FORMULAS)] }];
  if (choice === 1) {
    // Two different multiples of one number, so the result is neither of them alone every time.
    const k = r.int(2, 6);
    const m = r.int(2, 9);
    const n = r.int(2, 8);
    const [a, b] = [k * m, k * (n >= m ? n + 1 : n)];
    const gcd = (x: number, y: number): number => (y === 0 ? x : gcd(y, x % y));
    const g = gcd(a, b);
    const [name, value] = r.chance(0.5) ? ['NZD', g] : ['NZS', (a * b) / g];
    return [
      { k: 'task', lead: r.pick(['Primer:', '']) || undefined, lines: [`${name}(${a}, ${b}) = ${value}`] },
    ];
  }
  for (let tries = 0; tries < 6; tries++) {
    const example = generate(r, r.pick(ONE_LINE));
    const line = example.lines[0]!;
    const answer = example.expected;
    if (answer.type === 'value' && !/[a-zA-Z%?]/.test(line))
      return [{ k: 'task', lead: 'Primer:', lines: [`${line} = ${answer.value}`] }];
    if (answer.type === 'roots' && answer.values.length === 1 && line.includes('='))
      return [
        { k: 'task', lead: 'Primer:', lines: [line] },
        { k: 'task', lead: 'Rešenje:', lines: [`${answer.variable} = ${answer.values[0]}`] },
      ];
  }
  return [{ k: 'task', lines: [r.pick(NOTE_FORMULAS)] }];
}

const TEXTBOOK_HEADINGS = [
  'Zadaci za vežbanje',
  'Proveri znanje',
  'Uradi sam',
  'Vežbaj',
  'Zadaci',
  'Primeni naučeno',
];
/** An accent colour and the light tint of the same hue, as colour textbooks print them. */
const TEXTBOOK_COLOURS: readonly TextbookStyle[] = [
  { accent: '#e07b00', tint: '#fdf0d5' },
  { accent: '#1f6fb4', tint: '#e2effa' },
  { accent: '#2e8b57', tint: '#e5f4e2' },
  { accent: '#c2185b', tint: '#fbe5ec' },
  { accent: '#6a3fa0', tint: '#eee6f7' },
];

const KONTROLNI_TITLES: ((r: SeededRandom) => string)[] = [
  (r) => `Kontrolni zadatak iz matematike — ${r.pick(['I', 'II'])} grupa`,
  (r) => `Pismena vežba br. ${r.int(1, 4)}`,
  (r) => `Kontrolna vežba: ${r.pick(['Jednačine', 'Razlomci', 'Stepeni', 'Procenti'])}`,
  (r) => `Provera znanja — ${r.int(5, 8)}. razred`,
];

function labelStyle(r: SeededRandom): (i: number) => string {
  const style = r.int(0, 3);
  return (i) => [`${i + 1}.`, `${'abcdefgh'[i]})`, `${i + 1})`, `(${'abcdefgh'[i]})`][style]!;
}

const HEADERS: ((r: SeededRandom) => string)[] = [
  (r) => `Strana ${r.int(10, 180)}`,
  (r) => `Matematika za ${r.int(5, 8)}. razred`,
  () => 'Vežbanje pred kontrolni',
  (r) => `Lekcija ${r.int(1, 12)}: Ponavljanje`,
];
const SENTENCES = [
  'Pažljivo pročitaj zadatak.',
  'Uradi zadatak u svesci.',
  'Napiši postupak i rešenje.',
  'Ovaj zadatak je sa prošlog časa.',
];

const WORDS = (
  'danas je bio lep i sunčan dan pa smo otišli u park gde smo videli mnogo dece kako se igraju ' +
  'učiteljica nam je pročitala priču o malom zecu koji je tražio svoju kuću u velikoj šumi ' +
  'posle škole idemo kod bake na ručak a zatim pišemo domaći zadatak iz srpskog jezika'
).split(' ');

async function notMaths(base: Base, r: SeededRandom, print?: PrintVariant): Promise<CorpusItem> {
  const variant = r.int(0, 3);
  const item = { ...base, kind: 'not-maths' as const, expected: null };
  if (variant <= 1) {
    const rows: Cell[][] = Array.from({ length: r.int(2, 6) }, () => [{ k: 'prose', text: sentence(r) }]);
    if (variant === 1) rows.unshift([{ k: 'prose', text: `Strana ${r.int(10, 180)}` }]);
    return photograph(item, rows, r, print);
  }
  const style = randomPhoneStyle(r, base.face);
  const width = r.int(900, 1600);
  const height = r.int(700, 1200);
  const body = variant === 2 ? shapes(r, width, height) : blobs(r, width, height);
  const image = await photographPage(svgDocument(width, height, style.paper, body), width, height, style, r);
  return { ...item, printed: [], image };
}

function sentence(r: SeededRandom): string {
  const words = Array.from({ length: r.int(4, 8) }, () => r.pick(WORDS));
  const text = words.join(' ');
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

function shapes(r: SeededRandom, w: number, h: number): string {
  const out: string[] = [];
  for (let i = 0; i < r.int(2, 6); i++) {
    const stroke = `stroke="#222" stroke-width="${r.int(2, 8)}" fill="${r.chance(0.5) ? 'none' : `hsl(${r.int(0, 359)},50%,60%)`}"`;
    const x = r.int(50, w - 250);
    const y = r.int(50, h - 250);
    const s = r.int(60, 220);
    if (r.chance(0.33)) out.push(`<circle cx="${x + s / 2}" cy="${y + s / 2}" r="${s / 2}" ${stroke}/>`);
    else if (r.chance(0.5))
      out.push(`<rect x="${x}" y="${y}" width="${s}" height="${r.int(40, 200)}" ${stroke}/>`);
    else out.push(`<polygon points="${x},${y + s} ${x + s},${y + s} ${x + s / 2},${y}" ${stroke}/>`);
  }
  return out.join('');
}

/** A photo-like scene: large soft coloured blobs. */
function blobs(r: SeededRandom, w: number, h: number): string {
  const defs = `<defs><filter id="b"><feGaussianBlur stdDeviation="${r.int(10, 40)}"/></filter></defs>`;
  const out: string[] = [];
  for (let i = 0; i < r.int(4, 10); i++) {
    out.push(
      `<ellipse cx="${r.int(0, w)}" cy="${r.int(0, h)}" rx="${r.int(60, 400)}" ry="${r.int(60, 300)}" fill="hsl(${r.int(0, 359)},${r.int(20, 70)}%,${r.int(20, 70)}%)" filter="url(#b)"/>`,
    );
  }
  return defs + out.join('');
}
