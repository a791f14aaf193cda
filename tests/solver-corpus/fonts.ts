/**
 * The font families the corpus prints in, grouped by design: faces of one group are clones or
 * near-clones (Liberation Sans, Nimbus Sans, FreeSans and TeX Gyre Heros all copy Helvetica's
 * shapes), so a hold-out is made of whole groups — holding out Liberation Sans while tuning on
 * Nimbus Sans would hold out nothing.
 *
 * The split was fixed on 23 Nov 2026 before any tuning on these families (docs/solver.md):
 * half of the groups never inform a decision; only their summary figures are printed.
 *
 * Debian packages: fonts-dejavu-core, fonts-dejavu-extra, fonts-liberation, fonts-freefont-ttf,
 * fonts-urw-base35, fonts-texgyre, fonts-noto-core, fonts-lmodern (.ci/run installs them). The
 * `tex` group's maths is set by MathJax in its TeX fonts (Computer Modern shapes, shipped inside
 * the mathjax-full npm package), its prose in Latin Modern Roman.
 */
export type FontSplit = 'tune' | 'heldout';

export interface FontFamily {
  /** Group id, reported per group in the bench. */
  id: string;
  split: FontSplit;
  /** fontconfig family names (SVG font-family). */
  faces: readonly string[];
  /** The maths is typeset by TeX (MathJax); the faces set the prose around it. */
  tex?: boolean;
}

export const FONT_FAMILIES: readonly FontFamily[] = [
  { id: 'vera', split: 'tune', faces: ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Mono'] },
  {
    id: 'times',
    split: 'tune',
    faces: ['Liberation Serif', 'Nimbus Roman', 'FreeSerif', 'TeX Gyre Termes'],
  },
  { id: 'schoolbook', split: 'tune', faces: ['C059', 'TeX Gyre Schola'] },
  { id: 'gothic', split: 'tune', faces: ['URW Gothic', 'TeX Gyre Adventor'] },
  { id: 'noto', split: 'tune', faces: ['Noto Sans', 'Noto Serif'] },
  {
    id: 'helvetica',
    split: 'heldout',
    faces: ['Liberation Sans', 'Nimbus Sans', 'FreeSans', 'TeX Gyre Heros'],
  },
  {
    id: 'courier',
    split: 'heldout',
    faces: ['Liberation Mono', 'Nimbus Mono PS', 'FreeMono', 'TeX Gyre Cursor'],
  },
  { id: 'palatino', split: 'heldout', faces: ['P052', 'TeX Gyre Pagella'] },
  { id: 'bookman', split: 'heldout', faces: ['URW Bookman', 'TeX Gyre Bonum'] },
  /** Tasks typeset by TeX (MathJax): stacked fractions, radicals, braces — Computer Modern shapes. */
  { id: 'tex', split: 'heldout', faces: ['Latin Modern Roman'], tex: true },
];

export const familiesOf = (split: FontSplit) => FONT_FAMILIES.filter((f) => f.split === split);

export const allFaces = () => FONT_FAMILIES.flatMap((f) => f.faces);
