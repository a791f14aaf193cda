/**
 * Letters and digits mistaken for one another: a lone "r" over an x-shaped glyph is the italic
 * unknown "x" (TeX, slanted faces), a digit between two capitals of one word is the capital it
 * resembles ("N2D" is "NZD"). Read wrong, the first loses the equation's unknown, the second
 * turns a named call (NZD, NZS) into a number.
 */
import { ownLabels, type Component } from './components.js';
import type { RecognizedChar } from './line-recognizer.js';
import { lightestAround, type GrayImage } from './gray-image.js';
import { glyphReadUnder, type InkLabels } from './glyph-under.js';
import { footOf } from './math-layout.js';

/**
 * Share of the glyph's contrast (paper to its darkest ink) by which a pixel the binarisation left
 * as paper must be darker than the paper to count as a faint stroke (`restoreItalicX`).
 */
const FAINT_STROKE = 0.3;

/**
 * An italic unknown "x" (TeX, a slanted face) read as "r": standing alone — no letter beside it —
 * over an x-height glyph with ink in its lower right corner, where an "r" has none (its arm is at
 * the top, its stem on the left), it is "x". With the page's grey, a faint stroke there counts too:
 * the hairline of a light italic x that the binarisation lost (tune: TeX's x read "r" on a pale
 * page, its ink an "r" without the tail).
 */
export function restoreItalicX(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
  ink: InkLabels,
  gray?: GrayImage,
): RecognizedChar[] {
  const letter = (c: RecognizedChar | undefined) => !!c && /\p{L}/u.test(c.char);
  return chars.map((c, i) => {
    if (c.char !== 'r' || letter(chars[i - 1]) || letter(chars[i + 1])) return c;
    const g = glyphReadUnder(c, glyphs, cap);
    if (!g) return c;
    const [w, h] = [g.right - g.left + 1, g.bottom - g.top + 1];
    if (h < 0.45 * cap || h > 0.9 * cap) return c;
    const own = ownLabels(g);
    const faint = gray && gray.width === ink.width ? faintBelow(g, own, ink, gray) : -1;
    let corner = 0;
    for (let y = g.top + Math.ceil(0.65 * h); y <= g.bottom; y++)
      for (let x = g.left + Math.ceil(0.7 * w); x <= g.right; x++) {
        const p = y * ink.width + x;
        const label = ink.labels[p]!;
        if (own.has(label) || (faint >= 0 && label === 0 && gray!.data[p]! <= faint)) corner++;
      }
    return corner >= 0.06 * g.area ? { ...c, char: 'x' } : c;
  });
}

/**
 * The grey at or below which a paper pixel in the glyph's box is a faint stroke: `FAINT_STROKE` of
 * the way from the paper (the lightest grey around the box) to the glyph's darkest ink.
 */
function faintBelow(g: Component, own: Set<number>, ink: InkLabels, gray: GrayImage): number {
  const paper = lightestAround(gray, g);
  let dark = 255;
  for (let y = g.top; y <= g.bottom; y++)
    for (let x = g.left; x <= g.right; x++)
      if (own.has(ink.labels[y * ink.width + x]!)) dark = Math.min(dark, gray.data[y * gray.width + x]!);
  return paper - FAINT_STROKE * (paper - dark);
}

/** The capital a digit of the same shape stands for, read between two capitals. */
const CAPITAL_OF_DIGIT: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B' };

/**
 * A digit read between two capital letters of one word is the capital it resembles: a hand-drawn
 * "Z" is read "2" ("NZD(24, 28)" read "N2D(24, 28)", "NZS" read "N2S"), a round "O" is read "0".
 * No number stands inside a word of capitals. An "I" is no capital here: it is what the recogniser
 * makes of an absolute-value bar ("|5|" read "I5I" must stay a number between bars).
 */
export function restoreCapitalsInWords(chars: RecognizedChar[]): RecognizedChar[] {
  const capital = (c: RecognizedChar | undefined) => !!c && c.char !== 'I' && /^\p{Lu}$/u.test(c.char);
  return chars.map((c, i) => {
    const letter = CAPITAL_OF_DIGIT[c.char];
    return letter && capital(chars[i - 1]) && capital(chars[i + 1]) ? { ...c, char: letter } : c;
  });
}

/**
 * An old-style "5" read as "s": the recogniser takes EB Garamond's 5, which hangs below the line
 * with its top at the x-height, for an "s" ("x² − sx = 0", "4x − y = 3s", "(s bodova)"). An "s"
 * never hangs: read over a glyph that hangs below the foot of the x-height glyphs level with its
 * top (footOf in math-layout.ts), and not inside a word, it is that figure. A "≤"
 * read "s" ("13 s − 17") is two glyphs, its "<" standing on the line.
 */
export function restoreHangingFives(
  chars: RecognizedChar[],
  glyphs: Component[],
  cap: number,
): RecognizedChar[] {
  const under = chars.map((c) => (c.char.trim() === '' ? null : glyphReadUnder(c, glyphs, cap)));
  return chars.map((c, i) => {
    const g = under[i];
    if ((c.char !== 's' && c.char !== 'S') || !g) return c;
    // Inside a word ("vrednost") it is a letter: a figure stands beside figures, signs or x.
    const letter = (o: RecognizedChar | undefined) => !!o && /\p{L}/u.test(o.char) && o.char !== 'x';
    if (letter(chars[i - 1]) && letter(chars[i + 1])) return c;
    if (g.bottom - g.top + 1 < 0.6 * cap || footOf(g, glyphs, cap) >= g.bottom) return c;
    // The glyph may hold the letter after it too (a "5x" set tight is one component): the hang is
    // the "5"'s only where no letter read over it hangs itself ("sp" in a word).
    const shared = chars.filter((o, k) => k !== i && under[k] === g);
    return shared.some((o) => DESCENDERS.test(o.char)) ? c : { ...c, char: '5' };
  });
}

/** Letters that hang below the line by their own shape. */
const DESCENDERS = /[gjpqyćčšžđ,;(){}[\]|]/u;
