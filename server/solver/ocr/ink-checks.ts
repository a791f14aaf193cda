/**
 * What the recogniser read, checked against the ink under it (docs/solver.md, "Ink checks"). The
 * recogniser knows text, not geometry: it drops a space between two numbers ("4 4/5" read as
 * "44/5", a label "3. 4 · 2" as "3.4 · 2"), which the gaps between the glyphs still show.
 *
 * The checks live by what they are about: figure-spacing.ts (spaces between figures),
 * decimal-comma.ts (a comma read as a space),
 * relations-and-dots.ts ("≤", "·", ":"), radicals-and-bars.ts ("√", "|", brackets),
 * misread-letters.ts (italic x, capitals), raised-digits.ts (exponents read in the line) and
 * unread-ink.ts (ink read as nothing, characters over none); layout-reader.ts runs them in order.
 */
export { glyphReadUnder, glyphUnder, glyphsUnder, withAdded, type InkLabels } from './glyph-under.js';
export { restoreDecimalCommas } from './decimal-comma.js';
export { characterPitch, dropFalseSpaces, restoreLostSpaces, type Pitch } from './figure-spacing.js';
export { hasFootBar, restoreColons, restoreOrEqual, restoreTimesDots } from './relations-and-dots.js';
export {
  bowed,
  bowOf,
  restoreBarsReadAsL,
  restoreBrackets,
  restoreRadicals,
  restoreRadicalTicks,
  splitBarsFromMinus,
} from './radicals-and-bars.js';
export { restoreCapitalsInWords, restoreHangingFives, restoreItalicX } from './misread-letters.js';
export { markRaisedDigits } from './raised-digits.js';
export { dropCharsOverBlank, dropStraySpecks, markUnreadInk, restoreLostMinus } from './unread-ink.js';
