/**
 * Figures printed beside and between tasks (the `crtez` layout, held out from round 20): a number
 * line with its ticks numbered, a triangle or rectangle with its vertices lettered and its sides
 * measured (`5 cm`), a pair of coordinate axes with points — drawn in the print's ink or a
 * textbook's accent colour, with a caption (`Slika 1.`) under some. Their numbers and letters are
 * not a task: the answers expected stay the printed tasks'.
 */
import { escapeXml } from './math-source.js';
import type { RowBox } from './pen-marks.js';

export type Figure = NumberLine | Shape | Axes;

interface Placed {
  /** Beside a task row (which, as a share of the rows: 0 ≤ row < 1), or under the whole print. */
  place: 'beside' | 'below';
  row: number;
  /** Space before it (left of it beside a row, above it below the print), in em of the print. */
  gap: number;
  /** The caption under it (`Slika 2.`), if any. */
  caption?: string;
}

export interface NumberLine extends Placed {
  kind: 'number-line';
  /** The first tick's number and how many ticks, one unit apart; each unit this many em. */
  from: number;
  ticks: number;
  unit: number;
  /** Points marked on it: a letter over a dot at a tick (index into the ticks). */
  points: readonly (readonly [string, number])[];
}

export interface Shape extends Placed {
  kind: 'triangle' | 'rectangle';
  /** Width and height in em; the triangle's apex at this share of its base from the left. */
  width: number;
  height: number;
  apex: number;
  vertices: readonly string[];
  /** Lengths written along the sides (`5 cm`), base first; fewer than sides leaves some bare. */
  sides: readonly string[];
  /** A right angle's square at the first vertex (rectangles always have corners, unmarked). */
  rightAngle: boolean;
  /** A tint filling the shape (a textbook's), or none. */
  fill?: string;
}

export interface Axes extends Placed {
  kind: 'axes';
  /** Ticks on each positive half-axis, each this many em apart. */
  ticks: number;
  unit: number;
  /** Labelled points at whole coordinates. */
  points: readonly (readonly [string, number, number])[];
  /** A faint grid under the axes. */
  grid: boolean;
}

/** The figures of a page and the colour they are drawn in. */
export interface PageFigures {
  colour: string;
  items: readonly Figure[];
}

export interface FigureStyle {
  face: string;
  /** The print's size in px; the figures' labels are a little smaller. */
  size: number;
  colour: string;
}

/** The figures as SVG on the sheet, and how far right and down they reach (the sheet grows). */
export function drawFigures(
  rows: readonly RowBox[],
  everyRow: readonly RowBox[],
  figures: readonly Figure[],
  style: FigureStyle,
  printBottom: number,
): { svg: string; right: number; bottom: number } {
  const S = style.size;
  // Beside the print's widest row (an answer line too), level with a task's row.
  const printRight = Math.max(0, ...everyRow.map((b) => b.x + b.width));
  const left = rows[0]?.x ?? 0;
  let svg = '';
  let right = 0;
  let bottom = printBottom;
  let besideRight = 0;
  for (const figure of figures) {
    const drawn = drawFigure(figure, style);
    let x: number;
    let y: number;
    if (figure.place === 'beside') {
      const box = rows[Math.min(rows.length - 1, Math.floor(figure.row * rows.length))];
      // A second figure beside the print goes right of the first.
      x = Math.max(printRight, besideRight) + figure.gap * S;
      y = box ? box.y : printBottom;
    } else {
      x = left + figure.row * S * 4;
      y = bottom + figure.gap * S;
    }
    let body = drawn.svg;
    let height = drawn.height;
    if (figure.caption) {
      body += label(drawn.width / 2, height + S * 0.9, figure.caption, style, 'middle');
      height += S * 1.1;
    }
    svg += `<g transform="translate(${x.toFixed(1)},${y.toFixed(1)})">${body}</g>`;
    right = Math.max(right, x + drawn.width);
    if (figure.place === 'beside') besideRight = x + drawn.width;
    bottom = Math.max(bottom, y + height);
  }
  return { svg, right, bottom };
}

function drawFigure(figure: Figure, style: FigureStyle): { svg: string; width: number; height: number } {
  if (figure.kind === 'number-line') return numberLine(figure, style);
  if (figure.kind === 'axes') return axes(figure, style);
  return shape(figure, style);
}

const stroke = (style: FigureStyle, width = 0.05) =>
  `stroke="${style.colour}" stroke-width="${(style.size * width).toFixed(2)}" fill="none" stroke-linecap="round"`;

function label(
  x: number,
  y: number,
  text: string,
  style: FigureStyle,
  anchor = 'start',
  scale = 0.75,
): string {
  return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${style.face}" font-size="${(style.size * scale).toFixed(1)}" fill="${style.colour}" text-anchor="${anchor}">${escapeXml(text)}</text>`;
}

/** A signed number as a page prints it on a scale (a true minus, not a hyphen). */
const tickNumber = (n: number) => (n < 0 ? `−${-n}` : String(n));

function numberLine(line: NumberLine, style: FigureStyle) {
  const S = style.size;
  const u = line.unit * S;
  const x0 = S * 0.6;
  const y = S * 1.3;
  const end = x0 + u * (line.ticks - 1) + S * 0.9;
  let svg = `<path d="M${(x0 - S * 0.4).toFixed(1)} ${y}H${end.toFixed(1)}M${(end - S * 0.35).toFixed(1)} ${(y - S * 0.22).toFixed(1)}L${end.toFixed(1)} ${y}L${(end - S * 0.35).toFixed(1)} ${(y + S * 0.22).toFixed(1)}" ${stroke(style)}/>`;
  for (let i = 0; i < line.ticks; i++) {
    const x = x0 + i * u;
    svg += `<path d="M${x.toFixed(1)} ${(y - S * 0.2).toFixed(1)}V${(y + S * 0.2).toFixed(1)}" ${stroke(style)}/>`;
    svg += label(x, y + S * 0.95, tickNumber(line.from + i), style, 'middle', 0.6);
  }
  for (const [name, at] of line.points) {
    const x = x0 + Math.min(at, line.ticks - 1) * u;
    svg += `<circle cx="${x.toFixed(1)}" cy="${y}" r="${(S * 0.1).toFixed(1)}" fill="${style.colour}"/>`;
    svg += label(x, y - S * 0.4, name, style, 'middle');
  }
  return { svg, width: end + S * 0.2, height: y + S * 1.1 };
}

function shape(s: Shape, style: FigureStyle) {
  const S = style.size;
  const w = s.width * S;
  const h = s.height * S;
  const pad = S * 1.1;
  // A right angle's square stands at the first vertex: the apex goes over it.
  const apex = s.rightAngle ? 0 : s.apex;
  const corners: (readonly [number, number])[] =
    s.kind === 'triangle'
      ? [
          [pad, pad + h],
          [pad + w, pad + h],
          [pad + apex * w, pad],
        ]
      : [
          [pad, pad + h],
          [pad + w, pad + h],
          [pad + w, pad],
          [pad, pad],
        ];
  const d = corners.map(([x, y], i) => `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`).join('') + 'Z';
  let svg = `<path d="${d}" ${stroke(style, 0.055)}${s.fill ? ` style="fill:${s.fill}"` : ''}/>`;
  if (s.rightAngle && s.kind === 'triangle') {
    const q = S * 0.45;
    svg += `<path d="M${pad + q} ${pad + h}V${pad + h - q}H${pad}" ${stroke(style, 0.035)}/>`;
  }
  const cx = corners.reduce((a, c) => a + c[0], 0) / corners.length;
  const cy = corners.reduce((a, c) => a + c[1], 0) / corners.length;
  corners.forEach(([x, y], i) => {
    const name = s.vertices[i];
    if (!name) return;
    // Each letter sits outside its corner, away from the middle.
    const dx = x < cx - 1 ? -S * 0.55 : x > cx + 1 ? S * 0.2 : -S * 0.2;
    const dy = y > cy ? S * 0.75 : -S * 0.25;
    svg += label(x + dx, y + dy, name, style, 'start', 0.8);
  });
  s.sides.forEach((text, i) => {
    const [ax, ay] = corners[i]!;
    const [bx, by] = corners[(i + 1) % corners.length]!;
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    // Written just outside the side's middle.
    const ox = mx > cx + 1 ? S * 0.25 : mx < cx - 1 ? -S * 0.25 : 0;
    const oy = my > cy + 1 ? S * 0.95 : my < cy - 1 ? -S * 0.3 : S * 0.25;
    svg += label(mx + ox, my + oy, text, style, ox > 0 ? 'start' : ox < 0 ? 'end' : 'middle', 0.65);
  });
  // The side labels on the right may reach past the shape: room for `12 cm`.
  return { svg, width: pad * 2 + w + S * 2.2, height: pad * 2 + h };
}

function axes(a: Axes, style: FigureStyle) {
  const S = style.size;
  const u = a.unit * S;
  const span = u * (a.ticks + 0.8);
  const ox = S * 1.2 + span;
  const oy = S * 0.8 + span;
  let svg = '';
  if (a.grid) {
    let d = '';
    for (let i = -a.ticks; i <= a.ticks; i++) {
      d += `M${(ox + i * u).toFixed(1)} ${(oy - a.ticks * u).toFixed(1)}V${(oy + a.ticks * u).toFixed(1)}`;
      d += `M${(ox - a.ticks * u).toFixed(1)} ${(oy + i * u).toFixed(1)}H${(ox + a.ticks * u).toFixed(1)}`;
    }
    svg += `<path d="${d}" ${stroke(style, 0.015)} stroke-opacity="0.45"/>`;
  }
  const arrow = S * 0.3;
  svg += `<path d="M${(ox - span).toFixed(1)} ${oy.toFixed(1)}H${(ox + span).toFixed(1)}l${-arrow} ${-arrow * 0.6}M${(ox + span).toFixed(1)} ${oy.toFixed(1)}l${-arrow} ${arrow * 0.6}M${ox.toFixed(1)} ${(oy + span).toFixed(1)}V${(oy - span).toFixed(1)}l${-arrow * 0.6} ${arrow}M${ox.toFixed(1)} ${(oy - span).toFixed(1)}l${arrow * 0.6} ${arrow}" ${stroke(style)}/>`;
  svg += label(ox + span - S * 0.2, oy + S * 0.8, 'x', style, 'middle');
  svg += label(ox - S * 0.5, oy - span + S * 0.3, 'y', style, 'middle');
  for (let i = 1; i <= a.ticks; i++) {
    for (const sign of [-1, 1]) {
      const x = ox + sign * i * u;
      const y = oy - sign * i * u;
      svg += `<path d="M${x.toFixed(1)} ${(oy - S * 0.12).toFixed(1)}V${(oy + S * 0.12).toFixed(1)}M${(ox - S * 0.12).toFixed(1)} ${y.toFixed(1)}H${(ox + S * 0.12).toFixed(1)}" ${stroke(style, 0.035)}/>`;
      // Only the unit is numbered on each axis, as small textbooks' axes are.
      if (i === 1 && sign === 1) {
        svg += label(x, oy + S * 0.7, tickNumber(sign * i), style, 'middle', 0.5);
        svg += label(ox - S * 0.25, y + S * 0.18, tickNumber(sign * i), style, 'end', 0.5);
      }
    }
  }
  for (const [name, px, py] of a.points) {
    const x = ox + px * u;
    const y = oy - py * u;
    svg += `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(S * 0.09).toFixed(1)}" fill="${style.colour}"/>`;
    svg += label(x + S * 0.15, y - S * 0.2, name, style, 'start', 0.7);
  }
  return { svg, width: ox + span + S * 0.4, height: oy + span + S * 0.3 };
}
