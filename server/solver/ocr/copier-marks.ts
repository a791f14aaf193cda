/**
 * A photocopier's marks that are no print (docs/solver.md, "Photocopies"): a drum streak, a thin
 * grey line down the whole sheet. Binarised with the print it crosses every line of text, sticks
 * to the glyphs it passes (read as "1", "|" or "l") and chains the lines beside it into one; the
 * grey look reads it too. It is found on the flattened, straightened page as squared paper's rules
 * are (grid-rules.ts): a thin peak of darkness continued band after band, here down most of the
 * photo and straight, and of its grey or darker along its length (a column of glyph stems, one line
 * under another, shows the paper between the lines). Its pixels are lightened to the paper beside
 * it, except the print crossing it (clearly darker than the streak).
 */
import { greyAtShare } from './binarize.js';
import type { GrayImage } from './gray-image.js';
import {
  eraseRules,
  findLongRules,
  isMarginRule,
  verticalAxis,
  BAND,
  MAX_RULE_GREY,
  type Rule,
} from './grid-rules.js';

/** A streak's centre line is lighter than its grey by this many levels (or a quarter of its contrast) ... */
const LIGHTER_LEVELS = 14;
/** ... along this share of its length at most: paper shows only where the photo broke it. */
const PAPER_SHARE = 0.15;

/** The page with its drum streaks lightened away; the same image when it has none. */
export function removeStreaks(image: GrayImage): GrayImage {
  const axis = verticalAxis(image);
  const { print, paper } = printAndPaper(image);
  // A streak is grey: lighter than halfway from the print to the paper (the rim of a page lying on
  // a desk is darker), and clearly darker than the paper (not its grain lined up).
  const grey = (rule: Rule) => rule.level > (print + paper) / 2 && rule.level <= MAX_RULE_GREY;
  const streaks = findLongRules(image, axis).filter(
    (rule) => grey(rule) && isMarginRule(rule, image.height) && isSteady(image, rule),
  );
  return streaks.length ? eraseRules(image, streaks, axis) : image;
}

/**
 * Is the rule's centre line of its own grey or darker (print crossing it) nearly throughout? A column
 * of glyph stems, line under line, shows the paper between the lines.
 */
export function isSteady(image: GrayImage, rule: Rule): boolean {
  const lighter = rule.level + Math.max(LIGHTER_LEVELS, 0.25 * (255 - rule.level));
  let paper = 0;
  let all = 0;
  for (const p of rule.peaks)
    for (let y = p.band * BAND; y < Math.min(image.height, (p.band + 1) * BAND); y++) {
      all++;
      if (image.data[y * image.width + p.at]! > lighter) paper++;
    }
  return all > 0 && paper <= PAPER_SHARE * all;
}

/** The page's print (its darkest hundredth) and paper (its median) greys. */
function printAndPaper(image: GrayImage): { print: number; paper: number } {
  const at = greyAtShare(image);
  return { print: at(0.01), paper: at(0.5) };
}
