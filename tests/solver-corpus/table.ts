/**
 * A worksheet printed as a ruled table (the `tabela` layout, held out from round 22): the rows of
 * tasks set in aligned columns, a rule round every cell, maybe a shaded header row and shaded
 * bands, and an empty column on the right where the pupil writes the answers. The rules run close
 * above, below and beside the print; the numbers and header words in their own columns are no
 * task.
 */
export interface TableStyle {
  /** The first row of the page set in the table (the rows above it, a title, are not). */
  from: number;
  /** The row after the table's last (none: the table runs to the page's end). */
  to?: number;
  /** Rule width as a share of the font size, and its colour. */
  rule: number;
  colour: string;
  /** The first table row is a header, on this fill (none: no fill). */
  headerFill?: string;
  /** Every second row under the header on this fill (none: no bands). */
  band?: string;
  /** Room between the print and the rules, in em. */
  pad: number;
  /** The last column's least width in em (the answers' room). */
  answer: number;
}

/** Where the table's cells are: column edges (x, from left to right) and row edges (y, top down). */
export interface TableFrame {
  xs: readonly number[];
  ys: readonly number[];
}

/** The header's and the bands' fills, under the print. */
export function tableFills(frame: TableFrame, style: TableStyle): string {
  const { xs, ys } = frame;
  const left = xs[0]!;
  const width = xs[xs.length - 1]! - left;
  const rect = (top: number, bottom: number, fill: string) =>
    `<rect x="${left.toFixed(1)}" y="${top.toFixed(1)}" width="${width.toFixed(1)}" height="${(bottom - top).toFixed(1)}" fill="${fill}"/>`;
  let svg = style.headerFill ? rect(ys[0]!, ys[1]!, style.headerFill) : '';
  const first = style.headerFill ? 1 : 0;
  if (style.band)
    for (let i = first + 1; i + 1 < ys.length; i += 2) svg += rect(ys[i]!, ys[i + 1]!, style.band);
  return svg;
}

/** Every rule of the table, over the print. */
export function tableRules(frame: TableFrame, style: TableStyle, size: number): string {
  const { xs, ys } = frame;
  const top = ys[0]!;
  const bottom = ys[ys.length - 1]!;
  const left = xs[0]!;
  const right = xs[xs.length - 1]!;
  const d =
    xs.map((x) => `M${x.toFixed(1)} ${top.toFixed(1)}V${bottom.toFixed(1)}`).join('') +
    ys.map((y) => `M${left.toFixed(1)} ${y.toFixed(1)}H${right.toFixed(1)}`).join('');
  const width = Math.max(1, size * style.rule);
  return `<path d="${d}" stroke="${style.colour}" stroke-width="${width.toFixed(1)}" fill="none" stroke-linecap="square"/>`;
}
