/**
 * The corpus parts and their seeds (the split was fixed before tuning, docs/solver.md), and the
 * rule that keeps the held-out parts honest: they are only ever summarised.
 *
 * `heldout2` is a second, fresh draw of the held-out part (same families and layouts, another
 * seed), added on 23 Nov 2026 before the second round of tuning and never looked at until its end.
 * `heldout3` (round 3) draws the held-out groups of every round, its `tex` group in MathJax 3 TeX,
 * MathJax 4 NewCM or Modern; fixed before the third round's tuning.
 * `heldout4` (round 4, fixed on 25 Nov 2026 before its tuning) draws the held-out groups without
 * `tex` (Computer Modern is tuned on from round 4) and with the new `latex` (real LaTeX, Palatino
 * maths), `libertine` and `comic` groups.
 * `heldout5` (round 5, fixed on 26 Nov 2026 before its tuning) draws every held-out group of rounds
 * 1–4 but `tex`, and the new `andika`, `typewriter` and `quicksand` groups.
 * `heldout6` (round 6, fixed on 26 Nov 2026 before its tuning) draws every held-out group of rounds
 * 1–5 but `tex`, the new `pt`, `courierprime`, `oldstandard`, `inter` and `gentium` groups, and the
 * new held-out `row` layout.
 * `heldout7` (round 7, fixed on 26 Nov 2026 before its tuning) draws every held-out group of rounds
 * 1–6 but `tex`, the new `vollkorn`, `karla`, `manrope`, `yrsa`, `berenis` and `mononoki` groups, the
 * held-out `columns` layout and the new held-out `sections` layout; `row` is tuned on from round 7.
 * `heldout8` (round 8, fixed on 26 Nov 2026 before its tuning) draws the groups held out in rounds
 * 6–7, the `latex` group and the new round-8 groups (`tuffy`, `agave`, `artemisia`, `neohellenic`,
 * `play`); the groups held out in rounds 1–5 are tuned on from round 8, and so is `columns`. Its
 * held-out layouts are `sections` and the new `blanks`.
 * `heldout9` (round 9, fixed on 26 Nov 2026 before its tuning) draws the groups held out in round 8
 * and the new round-9 groups (`clearsans`, `doulos`); its held-out layouts are `blanks` (again) and
 * the new `kontrolni`. `sections` is tuned on from round 9.
 * `heldout10` (round 10, fixed on 26 Nov 2026 before its tuning) draws the groups held out in round
 * 9 and the new round-10 groups (`cardo`, `tiresias`); its held-out layouts are `blanks` (again) and
 * the new `cirilica` (a page printed in Serbian Cyrillic). `kontrolni` is tuned on from round 10.
 * `heldout11` (round 11, fixed on 26 Nov 2026 before its tuning) draws the groups held out in round
 * 10; its held-out layouts are the new `sveska` (a page on squared notebook paper) and `blanks`
 * (again), and every 7th photo from the 2nd is a `cirilica` page in a held-out group with Cyrillic
 * (`cirilica` is tuned on from round 11).
 * `heldout12` (round 12, fixed on 27 Nov 2026 before its tuning) draws the groups held out in rounds
 * 8–10, `latex` and eight new round-12 groups (those held out in rounds 6–7 are tuned on from round
 * 12); its held-out layout is the new `udzbenik` (a textbook page: tasks on tinted panels, numbers in
 * coloured discs), and every 7th photo from the 2nd is a `cirilica` page in a held-out group with
 * Cyrillic. `sveska` and `blanks` are tuned on from round 12.
 * `heldout13` (round 13, fixed on 27 Nov 2026 before its tuning) draws `latex`, the groups of rounds
 * 9–10 and 12 but EB Garamond, and nine new round-13 groups (the round-8 groups and EB Garamond are
 * tuned on from round 13); its held-out layout is the new `tabla` (chalk on a school board), and
 * every 7th photo from the 2nd is a `cirilica` page in a held-out group with Cyrillic. `udzbenik`
 * is tuned on from round 13.
 * `heldout14` (round 14, fixed on 27 Nov 2026 before its tuning) draws `latex`, the groups of
 * rounds 12 (but EB Garamond) and 13, and six new round-14 groups (the groups of rounds 9–10 are
 * tuned on from round 14); its held-out layout is the new `fotokopija` (a photocopied worksheet),
 * and every 7th photo from the 2nd is a `cirilica` page in a held-out group with Cyrillic. `tabla`
 * is tuned on from round 14.
 * `heldout15` (round 15, fixed on 27 Nov 2026 before its tuning) draws `latex`, the groups of
 * rounds 12 (but EB Garamond, Sora, Arapey and League Spartan), 13 and 14, and eight new round-15
 * groups (Sora, Arapey and League Spartan are tuned on from round 15); its held-out layout is the new `markeri` (a page a pupil has marked with
 * highlighters and a pen), and every 7th photo from the 2nd is a `cirilica` page in a held-out
 * group with Cyrillic. `fotokopija` is tuned on from round 15.
 * `heldout16` (round 16, fixed on 27 Nov 2026 before its tuning) draws `latex`, the groups of
 * rounds 13 (but Cupola and BIZ UDPGothic), 14 and 15, and eight new round-16 groups (the other
 * four of round 12, Cupola and BIZ UDPGothic are tuned on from round 16); its held-out layout is
 * the new `ekran` (a worksheet photographed off a laptop's or monitor's screen), and every 7th
 * photo from the 2nd is a `cirilica` page in a held-out group with Cyrillic. `markeri` is tuned on
 * from round 16.
 * `heldout17` (round 17, fixed on 27 Nov 2026 before its tuning) draws the groups heldout16 drew
 * but Caslon and GWMonospace (tuned on from round 17, after four rounds held out); its held-out
 * layout is the new `rasklop` (a page of a textbook lying open, curved into the gutter), and every
 * 7th photo from the 2nd is a `cirilica` page in a held-out group with Cyrillic. `ekran` is tuned
 * on from round 17.
 * `heldout18` (round 18, fixed on 28 Nov 2026 before its tuning) draws the groups heldout17 drew
 * (no new faces were left to hold out, and none of them moves to tune: a third must stay out); its
 * held-out layout is the new `folija` (a page in a clear punched plastic sleeve), and every 7th
 * photo from the 2nd is a `cirilica` page in a held-out group with Cyrillic. `rasklop` is tuned on
 * from round 18.
 * `heldout19` (round 19, fixed on 28 Nov 2026 before its tuning) draws the groups heldout18 drew
 * (still a third of all groups); its held-out layout is the new `rukopis` (a page a pupil has
 * started on: answers and working written by hand beside and under the print), and every 7th photo
 * from the 2nd is a `cirilica` page in a held-out group with Cyrillic. `folija` is tuned on from
 * round 19.
 * `heldout20` (round 20, fixed on 28 Nov 2026 before its tuning) draws the groups heldout19 drew
 * (still a third of all groups); its held-out layout is the new `crtez` (a page with a number
 * line, a measured shape or coordinate axes printed beside or under its tasks), and every 7th
 * photo from the 2nd is a `cirilica` page in a held-out group with Cyrillic. `rukopis` is tuned on
 * from round 20.
 * `heldout21` (round 21, fixed on 28 Nov 2026 before its tuning) draws the groups heldout20 drew
 * (still a third of all groups); its held-out layout is the new `pribor` (a page photographed on
 * a desk among a ruler, a pencil, an eraser and the thumb that holds it), every 7th photo from the
 * 2nd is a `cirilica` page in a held-out group with Cyrillic, and every 7th from the 6th, taking
 * turns, a `rukopis` or a `crtez` page in its own groups (both tuned on, never in these faces).
 * `crtez` is tuned on from round 21.
 * `heldout22` (round 22, fixed on 29 Nov 2026 before its tuning) draws the groups heldout21 drew
 * (still a third of all groups); its held-out layout is the new `tabela` (a worksheet printed as
 * a ruled table: a number column, the tasks, an empty answer column, a shaded header), every 7th
 * photo from the 2nd is a `cirilica` page in a held-out group with Cyrillic, and every 7th from
 * the 6th, taking turns, a `rukopis`, `crtez` or `pribor` page in its own groups (all three tuned
 * on, never in these faces). `pribor` is tuned on from round 22.
 * `heldout23` (round 23, fixed on 29 Nov 2026 before its tuning) draws the same groups; its
 * held-out layout is the new `podsetnik` (a textbook page with a reminder box — a rule, a formula
 * or a worked example, maths but no task — above, between or beside the tasks), every 7th photo
 * from the 2nd is a `cirilica` page in a held-out group with Cyrillic, and every 7th from the 6th,
 * taking turns, a `rukopis`, `crtez`, `pribor` or `tabela` page in its own groups (all four tuned
 * on, never in these faces). `tabela` is tuned on from round 23.
 * `heldout24` (round 24, fixed on 29 Nov 2026 before its tuning) draws the same groups; its
 * held-out layout is the new `ponudjeni` (a test with offered answers — three or four options
 * under a task, one right, maths but no task), every 7th photo from the 2nd is a `cirilica` page in
 * a held-out group with Cyrillic, and every 7th from the 6th, taking turns, a `rukopis`, `crtez`,
 * `pribor`, `tabela` or `podsetnik` page in its own groups (all five tuned on, never in these
 * faces). `podsetnik` is tuned on from round 24.
 * `heldout25` (round 25, fixed on 29 Nov 2026 before its tuning) draws the same groups; its
 * held-out layout is the new `bodovanje` (a class test with a ruled table of its points or of the
 * grades by points, and maybe the grade scale or a total to fill in on a line: numbers, ranges and
 * totals that are no task), every 7th photo from the 2nd is a `cirilica` page in a held-out group
 * with Cyrillic, and every 7th from the 6th, taking turns, a `rukopis`, `crtez`, `pribor`, `tabela`,
 * `podsetnik` or `ponudjeni` page in its own groups (all six tuned on, never in these faces).
 * `ponudjeni` is tuned on from round 25.
 */
export const CORPUS_SEEDS = {
  tune: 20_261_123,
  heldout: 90_210,
  heldout2: 31_415_926,
  heldout3: 27_182_818,
  heldout4: 16_180_339,
  heldout5: 14_142_135,
  heldout6: 17_320_508,
  heldout7: 22_360_679,
  heldout8: 26_457_513,
  heldout9: 28_284_271,
  heldout10: 31_622_776,
  heldout11: 33_166_247,
  heldout12: 34_641_016,
  heldout13: 36_055_512,
  heldout14: 37_416_573,
  heldout15: 38_729_833,
  heldout16: 41_231_056,
  heldout17: 42_426_406,
  heldout18: 43_588_989,
  heldout19: 44_721_359,
  heldout20: 45_825_757,
  heldout21: 46_904_157,
  heldout22: 47_958_315,
  heldout23: 48_989_794,
  heldout24: 50_990_195,
  heldout25: 51_961_524,
} as const;
export type CorpusPart = keyof typeof CORPUS_SEEDS;
export const HELDOUT_PARTS: readonly CorpusPart[] = [
  'heldout',
  'heldout2',
  'heldout3',
  'heldout4',
  'heldout5',
  'heldout6',
  'heldout7',
  'heldout8',
  'heldout9',
  'heldout10',
  'heldout11',
  'heldout12',
  'heldout13',
  'heldout14',
  'heldout15',
  'heldout16',
  'heldout17',
  'heldout18',
  'heldout19',
  'heldout20',
  'heldout21',
  'heldout22',
  'heldout23',
  'heldout24',
  'heldout25',
];

/** What would show a held-out part item by item (the bench's options of those names). */
export interface ItemByItemOptions {
  verbose?: boolean;
  'save-readings'?: string;
  cache?: string;
}

/**
 * The part a bench may run on with these options: a held-out part is refused with `--verbose`
 * (misses printed), `--save-readings` (readings kept) or `--cache` (its photos kept on disk).
 */
export function benchPart(name: string, options: ItemByItemOptions): CorpusPart {
  if (!(name in CORPUS_SEEDS))
    throw new Error(`--part is one of ${Object.keys(CORPUS_SEEDS).join(', ')}, not "${name}"`);
  const part = name as CorpusPart;
  if (HELDOUT_PARTS.includes(part) && (options.verbose || options['save-readings'] || options.cache))
    throw new Error(
      `${part} is held out and only summarised: no --verbose, --save-readings or --cache (docs/solver.md)`,
    );
  return part;
}
