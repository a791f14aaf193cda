/**
 * Lines of the page around the tasks that the reader hands over with a glyph or two taken for
 * maths: a page header whose first letter was read as a root ("√(\) Strana 69", a Cyrillic С), a
 * test's title ("M Kontrolni zadatak iz matematike - I grupa", a pen mark before it), the facing
 * page's words of an open book ("iji^1 j^(?)"). Declined as tasks, they stand beside the page's
 * real tasks as items the page does not hold, and the pupil is told a task could not be read.
 */
import { detectIntent } from './normalize.js';

/** A word of three letters or more. */
const WORD = /\p{L}{3}/u;
/** A run of digits: one number. */
const NUMBER = /\d+/g;
/** Operator and relation glyphs (not the root or the raised mark, which a misread letter makes). */
const OPERATOR = /[-+−–*·×:÷/=<>≤≥]/g;
/** What a task of its own joins by words: a percentage ("20% od 400"), a named call ("NZD(12, 18)"). */
const WORDED_MATHS = /%|nzd|nzs|gcd|lcm/i;

/**
 * Is a photo's line (a task piece that would be declined) page furniture rather than a task? It
 * holds a word, names no instruction, has no relation, at most one number and at most one
 * operator: every task the engine reads prints two operands and a sign between them, and a task
 * misread into junk keeps more of its numbers and signs ("Resi proporcyu 3 ×- 12 12",
 * "Izarunaj; +'+ 5\"") — those stay declined, so the pupil sees what was read.
 */
export function isPageFurniture(source: string): boolean {
  if (!WORD.test(source) || WORDED_MATHS.test(source) || detectIntent(source) !== null) return false;
  // A header's first letter read as a root over one glyph ("√1 Strana 69", "√(\\) Strana 69": a
  // Cyrillic С): that glyph is the letter's, no number of the line's.
  const words = source.replace(LETTER_AS_ROOT, '');
  const numbers = words.match(NUMBER)?.length ?? 0;
  const operators = words.match(OPERATOR)?.length ?? 0;
  return numbers <= 1 && operators <= 1 && !/[=<>≤≥]/.test(source);
}

/** A root at a line's start over at most one glyph, a word right after it. */
const LETTER_AS_ROOT = /^\s*√\s*(?:\(.?\)|[^\s\p{L}])?\s*(?=\p{L}{3})/u;
