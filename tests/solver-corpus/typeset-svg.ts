/**
 * Lays out a line of maths in any installed font the way a textbook sets it: fractions stacked
 * (numerator, bar, denominator; a mixed number's whole part in front), exponents raised and
 * smaller, radicals drawn with a bar over the radicand, two equations of a system behind one
 * brace. Text advances are measured by rendering the text with sharp (librsvg, the renderer the
 * photos use), so spacing follows the font.
 */
import sharp from 'sharp';
import { escapeXml, type Piece } from './math-source.js';
import { asDrawnIn } from './fonts.js';

export interface TypesetFont {
  face: string;
  size: number;
  ink: string;
  /** How the print varies (tune photos only, corpus.ts); none by default. */
  print?: PrintVariant;
}

/**
 * Ways real print differs from a clean render, drawn for tune photos only (corpus.ts), so the
 * reader meets them without meeting the held-out faces:
 * - `italicVariables`: single-letter unknowns in italic, as typeset maths sets them;
 * - `erode`: strokes thinned by this share of the font size (a light face, a faint copy), drawn
 *   as a paper-coloured outline over the glyphs;
 * - `rule`: the thickness of fraction bars and radicals as a share of the font size.
 */
export interface PrintVariant {
  italicVariables?: boolean;
  erode?: number;
  rule?: number;
  paper?: string;
}

/** The SVG attributes that thin a text's strokes (none without `erode`). */
export function erodeAttributes(size: number, print?: PrintVariant): string {
  if (!print?.erode || !print.paper) return '';
  return ` stroke="${print.paper}" stroke-width="${(size * print.erode).toFixed(2)}" stroke-linejoin="round"`;
}

export interface SvgBlock {
  svg: string;
  width: number;
  /** Extent above and below the baseline, px. */
  ascent: number;
  descent: number;
}

const advanceCache = new Map<string, number>();

/** The advance width of `text` in px, spaces included (measured between two H's). */
export async function advance(text: string, face: string, size: number, italic = false): Promise<number> {
  const key = `${face}|${size}|${italic}|${text}`;
  const hit = advanceCache.get(key);
  if (hit !== undefined) return hit;
  const ink = async (t: string) => {
    const w = Math.ceil(size * (t.length + 4));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${Math.ceil(size * 2)}"><rect width="100%" height="100%" fill="#fff"/><text x="${size}" y="${size * 1.3}" font-family="${face}"${italic ? ' font-style="italic"' : ''} font-size="${size}" fill="#000" xml:space="preserve">${escapeXml(t)}</text></svg>`;
    const { info } = await sharp(Buffer.from(svg))
      .trim({ threshold: 40 })
      .toBuffer({ resolveWithObject: true });
    return info.width;
  };
  const width = Math.max(0, (await ink(`H${text}H`)) - (await ink('HH')));
  advanceCache.set(key, width);
  return width;
}

const textEl = (
  x: number,
  y: number,
  s: string,
  font: TypesetFont,
  size = font.size,
  anchor = 'start',
  italic = false,
) =>
  `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${font.face}"${italic ? ' font-style="italic"' : ''} font-size="${size.toFixed(1)}" fill="${font.ink}"${erodeAttributes(size, font.print)} text-anchor="${anchor}" xml:space="preserve">${escapeXml(asDrawnIn(font.face, s))}</text>`;

/** A single-letter unknown (not a letter of a word). */
const VARIABLE = /(?<![\p{L}])([a-z])(?![\p{L}])/u;

/** A run of text, its unknowns in italic when the print sets them so; returns its advance. */
async function textRun(x: number, y: number, s: string, font: TypesetFont, size = font.size) {
  if (!font.print?.italicVariables || !VARIABLE.test(s)) {
    return { svg: textEl(x, y, s, font, size), width: await advance(s, font.face, size) };
  }
  let svg = '';
  let at = x;
  for (const [i, part] of s.split(VARIABLE).entries()) {
    if (part === '') continue;
    const italic = i % 2 === 1;
    svg += textEl(at, y, part, font, size, 'start', italic);
    at += await advance(part, font.face, size, italic);
  }
  return { svg, width: at - x };
}

/** One line of pieces starting at (x, baseline). */
export async function typesetLine(
  pieces: Piece[],
  x0: number,
  y: number,
  font: TypesetFont,
): Promise<SvgBlock> {
  const S = font.size;
  const stroke = Math.max(1.2, S * (font.print?.rule ?? 0.06));
  let x = x0;
  let svg = '';
  let ascent = S * 0.8;
  let descent = S * 0.25;
  for (const p of pieces) {
    if (p.k === 'text') {
      const run = await textRun(x, y, p.s, font);
      svg += run.svg;
      x += run.width;
    } else if (p.k === 'sup') {
      const small = S * 0.62;
      const run = await textRun(x + S * 0.03, y - S * 0.42, p.s, font, small);
      svg += run.svg;
      x += run.width + S * 0.06;
      ascent = Math.max(ascent, S * 1.05);
    } else if (p.k === 'frac') {
      if (p.whole) {
        svg += textEl(x, y, p.whole, font);
        x += (await advance(p.whole, font.face, S)) + S * 0.08;
      }
      const size = S * 0.9;
      const w =
        Math.max(await advance(p.num, font.face, size), await advance(p.den, font.face, size)) + S * 0.3;
      const bar = y - S * 0.3;
      const mid = x + S * 0.05 + w / 2;
      const italicNum = !!font.print?.italicVariables && /^[a-z]$/.test(p.num);
      svg += textEl(mid, bar - S * 0.18, p.num, font, size, 'middle', italicNum);
      svg += textEl(mid, bar + S * 0.18 + size * 0.72, p.den, font, size, 'middle');
      svg += `<line x1="${(x + S * 0.05).toFixed(1)}" y1="${bar.toFixed(1)}" x2="${(x + S * 0.05 + w).toFixed(1)}" y2="${bar.toFixed(1)}" stroke="${font.ink}" stroke-width="${stroke.toFixed(1)}"/>`;
      x += w + S * 0.1;
      ascent = Math.max(ascent, S * 1.2);
      descent = Math.max(descent, S * 0.95);
    } else {
      // A radical: a short tick, the long diagonal, the bar over the radicand.
      const top = y - S * 0.88;
      const w = await advance(p.s, font.face, S);
      const path = [
        [x, y - S * 0.38],
        [x + S * 0.12, y - S * 0.44],
        [x + S * 0.3, y + S * 0.08],
        [x + S * 0.55, top],
        [x + S * 0.65 + w + S * 0.08, top],
      ]
        .map(([px, py]) => `${px!.toFixed(1)},${py!.toFixed(1)}`)
        .join(' ');
      svg += `<polyline points="${path}" fill="none" stroke="${font.ink}" stroke-width="${stroke.toFixed(1)}" stroke-linejoin="round"/>`;
      const run = await textRun(x + S * 0.65, y, p.s, font);
      svg += run.svg;
      x += S * 0.65 + Math.max(w, run.width) + S * 0.15;
      ascent = Math.max(ascent, S * 1.0);
    }
  }
  return { svg, width: x - x0, ascent, descent };
}

/** Two (or more) lines behind one left brace, as a system is printed. */
export async function typesetSystem(
  lines: Piece[][],
  x0: number,
  firstBaseline: number,
  lineGap: number,
  font: TypesetFont,
): Promise<SvgBlock & { baselines: number[] }> {
  const S = font.size;
  const span = lineGap * (lines.length - 1) + S * 1.1;
  const braceSize = span * 0.95;
  const top = firstBaseline - S * 0.85;
  // A brace glyph scaled to the block (its ink is about 0.75 of the font size tall).
  const brace = textEl(x0, top + braceSize * 0.78, '{', font, braceSize / 0.95);
  const indent = (await advance('{', font.face, braceSize / 0.95)) + S * 0.15;
  let svg = brace;
  let width = 0;
  const baselines: number[] = [];
  for (const [i, line] of lines.entries()) {
    const y = firstBaseline + i * lineGap;
    baselines.push(y);
    const block = await typesetLine(line, x0 + indent, y, font);
    svg += block.svg;
    width = Math.max(width, indent + block.width);
  }
  return { svg, width, ascent: S * 0.95, descent: span - S * 0.85, baselines };
}
