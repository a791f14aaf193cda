/**
 * A textbook's reminder box (the `podsetnik` layout, held out from round 23): a framed, tinted box
 * titled `Zapamti!`, `Podsetnik` or `Primer` that stands above the tasks, between them or beside
 * them, and holds a rule in words, a formula (`(a + b)² = a² + 2ab + b²`, `NZD(12, 18) = 6`) or a
 * worked example with its result (`Primer: 3x + 2 = 11`, `Rešenje: x = 3`). Its maths is printed
 * like the tasks' but is no task: a reader that answers it gives an answer that belongs to no task.
 */
import { escapeXml } from './math-source.js';
import type { Cell } from './page.js';

export interface NoteBox {
  /** Above the tasks (before row `at`), between two task rows (before `at`) or beside them on the right. */
  place: 'above' | 'between' | 'beside';
  at: number;
  /** The box's title, bold in the accent colour. */
  title: string;
  /** Its rule in words (a prose cell a line, wrapped) and its maths (task cells), drawn as the page's. */
  cells: readonly Cell[];
  accent: string;
  fill: string;
  /** A frame round the box, or a thick bar of the accent colour down its left side. */
  frame: 'box' | 'bar';
  /** The frame's width as a share of the font size; the room inside the frame in em. */
  rule: number;
  pad: number;
}

/** One of the box's rows once drawn: its svg with the first baseline at y = 0. */
export interface NoteRow {
  svg: string;
  width: number;
  ascent: number;
  descent: number;
}

/**
 * The box with its top-left corner at (0, 0): the title, then `rows` (the rule's lines and the
 * maths, drawn by the page), each under the last.
 */
export function drawNoteBox(
  note: NoteBox,
  rows: readonly NoteRow[],
  font: { face: string; size: number },
  titleWidth: number,
): { svg: string; width: number; height: number } {
  const S = font.size;
  const pad = S * note.pad;
  const left = pad + (note.frame === 'bar' ? S * 0.35 : 0);
  let y = pad + S * 0.8;
  let inner = `<text x="${left.toFixed(1)}" y="${y.toFixed(1)}" font-family="${font.face}" font-size="${S}" font-weight="bold" fill="${note.accent}">${escapeXml(note.title)}</text>`;
  let width = titleWidth;
  y += S * 0.25;
  for (const row of rows) {
    y += S * 0.45 + row.ascent;
    inner += `<g transform="translate(${left.toFixed(1)},${y.toFixed(1)})">${row.svg}</g>`;
    y += row.descent;
    width = Math.max(width, row.width);
  }
  const w = left + width + pad;
  const h = y + pad;
  const rule = Math.max(1, S * note.rule);
  const frame =
    note.frame === 'box'
      ? `<rect x="0" y="0" width="${w.toFixed(1)}" height="${h.toFixed(1)}" rx="${(S * 0.25).toFixed(1)}" fill="${note.fill}" stroke="${note.accent}" stroke-width="${rule.toFixed(1)}"/>`
      : `<rect x="0" y="0" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${note.fill}"/><rect x="0" y="0" width="${(S * 0.18).toFixed(1)}" height="${h.toFixed(1)}" fill="${note.accent}"/>`;
  return { svg: frame + inner, width: w, height: h };
}

/** Words wrapped into lines of at most `most` characters (a word longer than that stands alone). */
export function wrapWords(text: string, most: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= most)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
