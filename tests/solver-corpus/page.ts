/**
 * Composes a printed page from rows of cells (one cell per row, or two in a worksheet's columns):
 * prose lines and maths tasks with an optional label ("1.", "a)") and lead text ("Izračunaj:")
 * before the maths on the same line. Maths is set in one of three ways:
 * - `inline`: as typed text in the page's font (`3/4`, `√49`, raised exponents);
 * - `typeset`: stacked fractions, radicals with a bar and a brace for systems, in the page's font
 *   (typeset-svg.ts);
 * - `tex`: TeX through MathJax (tex-svg.ts), the prose around it in the page's font.
 */
import { escapeXml, pieces, printedText, toTex, type PrintStyle } from './math-source.js';
import { texBlock } from './tex-svg.js';
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
  | { k: 'task'; label?: string; lead?: string; lines: string[] };

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
  let y = margin;
  let body = '';
  let width = 0;
  for (const row of spec.rows) {
    // Lay out each cell at x = 0 first to learn its width and height, then place the columns.
    const cells = await Promise.all(row.map((cell) => renderCell(cell, spec, font)));
    const ascent = Math.max(...cells.map((c) => c.ascent));
    const baseline = y + ascent;
    let x = margin;
    for (const cell of cells) {
      body += `<g transform="translate(${x.toFixed(1)},${baseline.toFixed(1)})">${cell.svg}</g>`;
      x += cell.width + columnGap;
    }
    width = Math.max(width, x - columnGap + margin);
    y = baseline + Math.max(...cells.map((c) => c.descent)) + S * 0.75;
    printed.push(cells.map((c) => c.printed).join('   |   '));
  }
  const w = Math.round(Math.max(width, S * 12));
  const h = Math.round(y + margin - S * 0.4);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}"><rect width="100%" height="100%" fill="${spec.paper}"/>${body}</svg>`;
  return { svg, width: w, height: h, printed };
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
  const prose = (x: number, text: string) =>
    `<text x="${x.toFixed(1)}" y="0" font-family="${spec.face}" font-size="${S}" fill="${spec.ink}"${erodeAttributes(S, font.print)} xml:space="preserve">${escapeXml(text)}</text>`;
  if (cell.k === 'prose') {
    return {
      svg: prose(0, cell.text),
      width: await advance(cell.text, spec.face, S),
      ascent: S * 0.8,
      descent: S * 0.25,
      printed: cell.text,
    };
  }
  const lead = [cell.label, cell.lead].filter(Boolean).join(' ');
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
    const b = texBlock(tex, x, 0, S, spec.ink);
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
