/**
 * Composes a printed page from rows of cells (one cell per row, or several in a worksheet's
 * columns): prose lines and maths tasks with an optional label ("1.", "a)") and lead text
 * ("Izračunaj:") before the maths on the same line, or on a line of their own above it. A page
 * may set its rows of tasks as a grid (columns aligned from row to row, each cell optionally in a
 * thin-ruled box, the `worksheet` layout). Maths is set in one of three ways:
 * - `inline`: as typed text in the page's font (`3/4`, `√49`, raised exponents);
 * - `typeset`: stacked fractions, radicals with a bar and a brace for systems, in the page's font
 *   (typeset-svg.ts);
 * - `tex`: TeX through MathJax (tex-svg.ts) in one of its maths fonts, or through real LaTeX
 *   (latex-svg.ts), the prose around it in the page's font.
 */
import { escapeXml, pieces, printedText, toTex, type PrintStyle } from './math-source.js';
import { asDrawnIn, isLatexFont, type MathsFont } from './fonts.js';
import { latexBlock } from './latex-svg.js';
import { texBlock } from './tex-svg.js';
import { drawPenMarks, type PenMarks, type RowBox } from './pen-marks.js';
import { onScreen, type Screen } from './screen.js';
import { inBookSpread, type BookSpread } from './book-spread.js';
import { inSleeve, type Sleeve } from './sleeve.js';
import { drawHandwriting, type Handwriting } from './handwriting.js';
import { drawFigures, type PageFigures } from './figures.js';
import { onDesk, type Desk } from './supplies.js';
import { tableFills, tableRules, type TableStyle } from './table.js';
import { drawNoteBox, type NoteBox } from './note-box.js';
import {
  advance,
  erodeAttributes,
  typesetLine,
  typesetSystem,
  type PrintVariant,
  type TypesetFont,
} from './typeset-svg.js';

export type MathMode = 'inline' | 'typeset' | 'tex';

export type Cell =
  | { k: 'prose'; text: string }
  /** lines: one task line, or the equations of a system. */
  | {
      k: 'task';
      label?: string;
      lead?: string;
      lines: string[];
      /** The label and lead on a line of their own above the maths (`Zadatak 2.` over its task). */
      headAbove?: boolean;
    };

/** Rows of tasks set as a grid: columns aligned across rows, cells optionally boxed. */
export interface GridStyle {
  /** Each task cell in a box of thin rules, `rule` × font size thick. */
  boxed: boolean;
  rule: number;
}

export interface PageSpec {
  rows: Cell[][];
  mode: MathMode;
  print: PrintStyle;
  /** Font face for prose and for inline/typeset maths (ignored for maths in tex mode). */
  face: string;
  size: number;
  ink: string;
  paper: string;
  /** How the print varies from a clean render (tune photos only, corpus.ts). */
  variant?: PrintVariant;
  /** The font of maths in `tex` mode (MathJax 3 TeX when not given). */
  mathsFont?: MathsFont;
  /** Rows made only of task cells are set as a grid (the `worksheet` layout). */
  grid?: GridStyle;
  /** Squared notebook paper under the print (the `sveska` layout). */
  squared?: SquaredPaper;
  /** A colour textbook's print (the `udzbenik` layout). */
  textbook?: TextbookStyle;
  /** A school board's wiped chalk under the print (the `tabla` layout: chalk ink, board paper). */
  board?: ChalkBoard;
  /** A copier's marks on the sheet (the `fotokopija` layout: grey toner on grey-white paper). */
  copy?: Photocopy;
  /** A pupil's highlighter and pen on the page (the `markeri` layout). */
  marks?: PenMarks;
  /** The page open in a viewer on a screen, photographed off the glass (the `ekran` layout). */
  screen?: Screen;
  /** The page as one page of an open textbook, curving into the gutter (the `rasklop` layout). */
  spread?: BookSpread;
  /** The page in a clear punched plastic sleeve (the `folija` layout). */
  sleeve?: Sleeve;
  /** A pupil's answers and working written on the page (the `rukopis` layout). */
  handwriting?: Handwriting;
  /** Number lines, shapes and axes printed beside and under the tasks (the `crtez` layout). */
  figures?: PageFigures;
  /** The page on a desk among a ruler, a pencil, an eraser and a thumb (the `pribor` layout). */
  desk?: Desk;
  /** The rows from `table.from` on set as a ruled table with an answer column (the `tabela` layout). */
  table?: TableStyle;
  /** A reminder box with a rule, a formula or a worked example among the tasks (the `podsetnik` layout). */
  note?: NoteBox;
}

/**
 * A photocopied worksheet: toner spread (print thickened by `spread` px) or starved (thinned), toner
 * specks over the sheet, dark bands where the copier's lid let light in, and drum streaks down it.
 */
export interface Photocopy {
  /** Print thickened (> 0) or thinned (< 0) by this many px. */
  spread: number;
  /** Specks as shares of the page (x, y) and a radius in px. */
  specks: readonly (readonly [number, number, number])[];
  /** Dark bands along edges: the edge and the band's width as a share of the page. */
  bands: readonly (readonly ['left' | 'right' | 'top' | 'bottom', number])[];
  /** Streaks down the page: x as a share of the page, width in px. */
  streaks: readonly (readonly [number, number])[];
  /** How dark the bands, specks and streaks are (0–1). */
  toner: number;
}

/**
 * A school board: the page is written in chalk (`ink`) on the board (`paper`); earlier writing
 * wiped with a sponge leaves pale smudges, ellipses of the chalk's colour at `haze` opacity.
 */
export interface ChalkBoard {
  /** Smudges as shares of the page: centre x, y, radii x, y. */
  smudges: readonly (readonly [number, number, number, number])[];
  haze: number;
}

/**
 * A colour textbook: headings in the accent colour, each row of tasks on a panel of the tint, a
 * task's number in paper colour on a disc of the accent colour.
 */
export interface TextbookStyle {
  accent: string;
  tint: string;
}

/** A notebook's squared paper: thin coloured rules every `pitch` × font size, maybe a margin rule. */
export interface SquaredPaper {
  pitch: number;
  colour: string;
  /** Rule width in px. */
  rule: number;
  /** The red margin rule, `margin` × font size from the left edge (none when absent). */
  margin?: number;
}

export interface ComposedPage {
  svg: string;
  width: number;
  height: number;
  /** What is printed, one entry per visual line, for reports. */
  printed: string[];
}

export async function composePage(spec: PageSpec): Promise<ComposedPage> {
  const S = spec.size;
  const font: TypesetFont = {
    face: spec.face,
    size: S,
    ink: spec.ink,
    ...(spec.variant ? { print: { ...spec.variant, paper: spec.paper } } : {}),
  };
  const margin = Math.round(S * 1.4);
  const columnGap = S * 3;
  const printed: string[] = [];
  // Lay out each cell at x = 0 first to learn its width and height, then place the columns
  // (row after row: MathJax numbers what it sets in order).
  const rendered: RenderedCell[][] = [];
  for (const row of spec.rows) rendered.push(await Promise.all(row.map((c) => renderCell(c, spec, font))));
  const note = spec.note ? await noteBlock(spec.note, spec, font) : undefined;
  const table = spec.table;
  const inTable = (i: number) => !!table && i >= table.from && (table.to === undefined || i < table.to);
  const inGrid = (i: number) => inTable(i) || (!!spec.grid && spec.rows[i]!.every((c) => c.k === 'task'));
  // In a grid every column is as wide as its widest cell, so the columns line up.
  const columnWidths: number[] = [];
  rendered.forEach((cells, i) => {
    if (inGrid(i)) cells.forEach((c, j) => (columnWidths[j] = Math.max(columnWidths[j] ?? 0, c.width)));
  });
  // A table's last column is the room for the answers.
  if (table && columnWidths.length > 0)
    columnWidths[columnWidths.length - 1] = Math.max(
      columnWidths[columnWidths.length - 1]!,
      table.answer * S,
    );
  const pad = table ? S * table.pad : spec.grid?.boxed ? S * 0.6 : 0;
  // Between columns: a clear gap (2.5 em), 1 em between the boxes of boxed cells, a shared rule in a table.
  const gridGap = table ? 2 * pad : spec.grid?.boxed ? 2 * pad + S : S * 2.5;
  let y = margin;
  let body = '';
  let width = 0;
  const rowBoxes: RowBox[] = [];
  const tableRows: number[] = [];
  let tableBottom = 0;
  const placeNote = (x: number, top: number) => {
    body += `<g transform="translate(${x.toFixed(1)},${top.toFixed(1)})">${note!.svg}</g>`;
    printed.push(`[${spec.note!.title}] ${note!.printed}`);
  };
  for (const [i, cells] of rendered.entries()) {
    if (note && spec.note!.place !== 'beside' && i === spec.note!.at) {
      placeNote(margin, y);
      y += note.height + S * 0.75;
      width = Math.max(width, margin * 2 + note.width);
    }
    const grid = inGrid(i);
    const ascent = Math.max(...cells.map((c) => c.ascent));
    const descent = Math.max(...cells.map((c) => c.descent));
    if (inTable(i)) tableRows.push(y);
    if (grid) y += pad;
    const baseline = y + ascent;
    const panelled = !!spec.textbook && spec.rows[i]!.some((c) => c.k === 'task');
    if (panelled) {
      // The panel goes under the row's print, a little wider and taller than it.
      const rowWidth = cells.reduce((sum, c) => sum + c.width, 0) + columnGap * (cells.length - 1);
      body += panel(margin - S * 0.45, y - S * 0.3, rowWidth + S * 0.9, ascent + descent + S * 0.6, spec);
    }
    let x = margin + (grid ? pad : 0);
    for (const [j, cell] of cells.entries()) {
      body += `<g transform="translate(${x.toFixed(1)},${baseline.toFixed(1)})">${cell.svg}</g>`;
      const cellWidth = grid ? columnWidths[j]! : cell.width;
      if (grid && spec.grid?.boxed)
        body += box(x - pad, y - pad, cellWidth + 2 * pad, ascent + descent + 2 * pad, spec);
      x += cellWidth + (grid ? gridGap : columnGap);
    }
    width = Math.max(width, x - (grid ? gridGap - pad : columnGap) + margin);
    rowBoxes.push({
      x: margin,
      y,
      width: x - (grid ? gridGap : columnGap) - margin,
      height: ascent + descent,
    });
    // A table's rows touch: one rule between them (and the usual gap after a table that ends early).
    if (inTable(i)) tableBottom = baseline + descent + pad;
    y =
      baseline + descent + (inTable(i) ? pad + (inTable(i + 1) ? 0 : S * 0.75) : S * 0.75 + (grid ? pad : 0));
    printed.push(cells.map((c) => c.printed).join('   |   '));
  }
  if (note && spec.note!.place === 'beside') {
    // Beside the tasks: right of the widest row, its top level with the first task's.
    const first = taskRowsOf(rowBoxes, spec.rows)[0];
    const top = first ? first.y - S * 0.3 : margin;
    placeNote(width - margin + S * 2, top);
    width += S * 2 + note.width;
    y = Math.max(y, top + note.height + S * 0.75);
  }
  if (table && tableRows.length > 0) {
    const xs = [margin];
    for (const w of columnWidths) xs.push(xs[xs.length - 1]! + w + 2 * pad);
    const frame = { xs, ys: [...tableRows, tableBottom] };
    body = tableFills(frame, table) + body + tableRules(frame, table, S);
    width = Math.max(width, xs[xs.length - 1]! + margin);
    if (table.to === undefined) y += S * 0.75;
  }
  // A pupil's writing goes into the margins: the sheet grows to hold it.
  const hand = spec.handwriting
    ? drawHandwriting(taskRowsOf(rowBoxes, spec.rows), S, spec.handwriting, y - S * 0.75)
    : { svg: '', right: 0, bottom: 0 };
  // Figures too: beside the task rows and under the print.
  const figures = spec.figures
    ? drawFigures(
        taskRowsOf(rowBoxes, spec.rows),
        rowBoxes,
        spec.figures.items,
        { face: spec.face, size: S, colour: spec.figures.colour },
        y - S * 0.75,
      )
    : { svg: '', right: 0, bottom: 0 };
  const w = Math.round(Math.max(width, S * 12, hand.right + margin, figures.right + margin));
  const h = Math.round(Math.max(y + margin - S * 0.4, hand.bottom + margin, figures.bottom + margin));
  const marks = spec.marks ? drawPenMarks(rowBoxes, S, spec.marks) : { under: '', over: '' };
  const sheet = `<rect width="${w}" height="${h}" fill="${spec.paper}"/>${spec.squared ? squaredPaper(w, h, spec.size, spec.squared) : ''}${spec.board ? chalkSmudges(w, h, spec.ink, spec.board) : ''}${marks.under}${spec.copy ? copiedPrint(body, spec.copy) + copierMarks(w, h, spec.ink, spec.copy) : body}${marks.over}${figures.svg}${hand.svg}`;
  const shown = spec.screen
    ? onScreen(sheet, w, h, S, spec.screen)
    : spec.spread
      ? await inBookSpread(
          sheet,
          w,
          h,
          { face: spec.face, size: S, ink: spec.ink, paper: spec.paper },
          spec.spread,
        )
      : spec.sleeve
        ? inSleeve(sheet, w, h, S, spec.sleeve)
        : spec.desk
          ? onDesk(sheet, w, h, S, spec.paper, spec.desk)
          : { body: sheet, width: w, height: h };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${shown.width}" height="${shown.height}">${shown.body}</svg>`;
  return { svg, width: shown.width, height: shown.height, printed };
}

/** A reminder box's cells drawn as the page's, then the box round them (note-box.ts). */
async function noteBlock(note: NoteBox, spec: PageSpec, font: TypesetFont) {
  const cells = [];
  for (const cell of note.cells) cells.push(await renderCell(cell, spec, font));
  const titleWidth = await advance(note.title, spec.face, spec.size);
  const box = drawNoteBox(note, cells, { face: spec.face, size: spec.size }, titleWidth);
  return { ...box, printed: cells.map((c) => c.printed).join(' ; ') };
}

/** The rows that hold a task (where a pupil writes an answer), or every row if none does. */
function taskRowsOf(boxes: readonly RowBox[], rows: readonly Cell[][]): readonly RowBox[] {
  const tasks = boxes.filter((_, i) => rows[i]!.some((c) => c.k === 'task'));
  return tasks.length > 0 ? tasks : boxes;
}

/** Wiped chalk on the board, under the print. */
function chalkSmudges(w: number, h: number, chalk: string, board: ChalkBoard): string {
  const smudges = board.smudges
    .map(
      ([cx, cy, rx, ry]) =>
        `<ellipse cx="${(cx * w).toFixed(1)}" cy="${(cy * h).toFixed(1)}" rx="${(rx * w).toFixed(1)}" ry="${(ry * h).toFixed(1)}"/>`,
    )
    .join('');
  // A sponge leaves no edge: the smudges are blurred by a tenth of the page's shorter side.
  const blur = (Math.min(w, h) * 0.1).toFixed(1);
  return `<filter id="wiped" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${blur}"/></filter><g fill="${chalk}" fill-opacity="${board.haze.toFixed(3)}" filter="url(#wiped)">${smudges}</g>`;
}

/** The print as the copier's toner set it: spread (dilated) or starved (eroded). */
function copiedPrint(body: string, copy: Photocopy): string {
  const radius = Math.abs(copy.spread);
  if (radius < 0.05) return body;
  const operator = copy.spread > 0 ? 'dilate' : 'erode';
  return `<filter id="toner"><feMorphology operator="${operator}" radius="${radius.toFixed(2)}"/></filter><g filter="url(#toner)">${body}</g>`;
}

/** Specks, lid bands and drum streaks over the sheet, in the toner's colour. */
function copierMarks(w: number, h: number, ink: string, copy: Photocopy): string {
  const specks = copy.specks
    .map(
      ([x, y, radius]) =>
        `<circle cx="${(x * w).toFixed(1)}" cy="${(y * h).toFixed(1)}" r="${radius.toFixed(2)}"/>`,
    )
    .join('');
  const streaks = copy.streaks
    .map(
      ([x, width]) =>
        `<rect x="${(x * w).toFixed(1)}" y="0" width="${width.toFixed(2)}" height="${h}" opacity="0.45"/>`,
    )
    .join('');
  // A band fades from the edge inwards, as light creeps under the lid.
  const gradients = { left: [1, 0, 0, 0], right: [0, 0, 1, 0], top: [0, 1, 0, 0], bottom: [0, 0, 0, 1] };
  const bands = copy.bands
    .map(([edge, share], i) => {
      const [x1, y1, x2, y2] = gradients[edge];
      const along = edge === 'left' || edge === 'right';
      const size = (along ? w : h) * share;
      const x = edge === 'right' ? w - size : 0;
      const y = edge === 'bottom' ? h - size : 0;
      return `<linearGradient id="band${i}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${ink}" stop-opacity="0.85"/><stop offset="1" stop-color="${ink}" stop-opacity="0"/></linearGradient><rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(along ? size : w).toFixed(1)}" height="${(along ? h : size).toFixed(1)}" fill="url(#band${i})"/>`;
    })
    .join('');
  return `<g fill="${ink}" opacity="${copy.toner.toFixed(2)}">${specks}${streaks}${bands}</g>`;
}

/** The rules of squared paper over the whole sheet, under the print. */
function squaredPaper(w: number, h: number, size: number, paper: SquaredPaper): string {
  const step = paper.pitch * size;
  let d = '';
  for (let x = step / 2; x < w; x += step) d += `M${x.toFixed(1)} 0V${h}`;
  for (let y = step / 2; y < h; y += step) d += `M0 ${y.toFixed(1)}H${w}`;
  const margin =
    paper.margin === undefined
      ? ''
      : `<path d="M${(paper.margin * size).toFixed(1)} 0V${h}" stroke="#d9534f" stroke-width="${(paper.rule * 1.6).toFixed(1)}"/>`;
  return `<path d="${d}" stroke="${paper.colour}" stroke-width="${paper.rule.toFixed(1)}" fill="none"/>${margin}`;
}

/** A textbook's tinted panel with rounded corners. */
function panel(x: number, y: number, w: number, h: number, spec: PageSpec): string {
  const corner = (spec.size * 0.3).toFixed(1);
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${corner}" fill="${spec.textbook!.tint}"/>`;
}

/** A task's number as a textbook prints it: in paper colour on a disc of the accent colour. */
async function numberDisc(label: string, spec: PageSpec): Promise<{ svg: string; width: number }> {
  const S = spec.size;
  const number = label.replace(/[.)]$/, '');
  const textWidth = await advance(number, spec.face, S * 0.8);
  const radius = Math.max(S * 0.55, textWidth / 2 + S * 0.22);
  const cy = -S * 0.32;
  const svg =
    `<circle cx="${radius.toFixed(1)}" cy="${cy.toFixed(1)}" r="${radius.toFixed(1)}" fill="${spec.textbook!.accent}"/>` +
    `<text x="${radius.toFixed(1)}" y="${(cy + S * 0.28).toFixed(1)}" text-anchor="middle" font-family="${spec.face}" font-size="${(S * 0.8).toFixed(1)}" font-weight="bold" fill="${spec.paper}">${escapeXml(number)}</text>`;
  return { svg, width: 2 * radius };
}

/** A thin-ruled box around a worksheet cell. */
function box(x: number, y: number, w: number, h: number, spec: PageSpec): string {
  const rule = Math.max(1, spec.size * spec.grid!.rule);
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="none" stroke="${spec.ink}" stroke-width="${rule.toFixed(1)}"/>`;
}

interface RenderedCell {
  svg: string;
  width: number;
  ascent: number;
  descent: number;
  printed: string;
}

/** A cell drawn with its first baseline at y = 0 and its left edge at x = 0. */
async function renderCell(cell: Cell, spec: PageSpec, font: TypesetFont): Promise<RenderedCell> {
  const S = spec.size;
  const prose = (x: number, text: string, colour = spec.ink, weight = '') =>
    `<text x="${x.toFixed(1)}" y="0" font-family="${spec.face}" font-size="${S}" fill="${colour}"${weight}${erodeAttributes(S, font.print)} xml:space="preserve">${escapeXml(asDrawnIn(spec.face, text))}</text>`;
  if (cell.k === 'prose') {
    // A textbook prints its headings (the page's first line) bold in the accent colour.
    const heading = !!spec.textbook && spec.rows[0]?.[0] === cell;
    return {
      svg: heading ? prose(0, cell.text, spec.textbook!.accent, ' font-weight="bold"') : prose(0, cell.text),
      width: await advance(cell.text, spec.face, S),
      ascent: S * 0.8,
      descent: S * 0.25,
      printed: cell.text,
    };
  }
  if (spec.textbook && cell.label) {
    // The number on its disc, then the rest of the task after a gap.
    const disc = await numberDisc(cell.label, spec);
    const rest = await renderCell({ ...cell, label: undefined }, spec, font);
    const shift = disc.width + S * 0.45;
    return {
      svg: `${disc.svg}<g transform="translate(${shift.toFixed(1)},0)">${rest.svg}</g>`,
      width: shift + rest.width,
      ascent: Math.max(rest.ascent, S * 0.9),
      descent: Math.max(rest.descent, S * 0.25),
      printed: `${cell.label} ${rest.printed}`,
    };
  }
  const lead = [cell.label, cell.lead].filter(Boolean).join(' ');
  if (cell.headAbove && lead) {
    // The head on its own line, the maths below it (as deep as its own top needs).
    const maths = await renderCell({ k: 'task', lines: cell.lines }, spec, font);
    const drop = S * 0.25 + maths.ascent + S * 0.35;
    return {
      svg: `${prose(0, lead)}<g transform="translate(0,${drop.toFixed(1)})">${maths.svg}</g>`,
      width: Math.max(await advance(lead, spec.face, S), maths.width),
      ascent: S * 0.8,
      descent: drop + maths.descent,
      printed: `${lead} ${maths.printed}`,
    };
  }
  let svg = '';
  let x = 0;
  if (lead) {
    svg += prose(0, lead);
    x = (await advance(`${lead} `, spec.face, S)) + S * 0.1;
  }
  const printed = `${lead ? `${lead} ` : ''}${cell.lines.map((l) => printedText(l, spec.print)).join(' ; ')}`;
  const lineGap = S * (spec.mode === 'inline' ? 1.6 : 2.3);
  if (spec.mode === 'tex') {
    const tex =
      '\\displaystyle ' +
      (cell.lines.length > 1
        ? `\\begin{cases} ${cell.lines.map((l) => toTex(l, spec.print)).join(' \\\\ ')} \\end{cases}`
        : toTex(cell.lines[0]!, spec.print));
    const font = spec.mathsFont ?? 'mathjax-tex';
    const b = isLatexFont(font)
      ? await latexBlock(tex, x, 0, S, spec.ink, font)
      : await texBlock(tex, x, 0, S, spec.ink, font);
    return { svg: svg + b.svg, width: x + b.width, ascent: b.ascent, descent: b.descent, printed };
  }
  const stack = spec.mode === 'typeset';
  if (cell.lines.length > 1 && stack) {
    const b = await typesetSystem(
      cell.lines.map((l) => pieces(l, spec.print, true)),
      x,
      0,
      lineGap,
      font,
    );
    return { svg: svg + b.svg, width: x + b.width, ascent: b.ascent, descent: b.descent, printed };
  }
  let width = x;
  let ascent = S * 0.8;
  let descent = S * 0.25;
  for (const [i, line] of cell.lines.entries()) {
    const b = await typesetLine(pieces(line, spec.print, stack), x, i * lineGap, font);
    svg += b.svg;
    width = Math.max(width, x + b.width);
    ascent = Math.max(ascent, b.ascent);
    descent = i * lineGap + b.descent;
  }
  return { svg, width, ascent, descent: Math.max(descent, S * 0.25), printed };
}
