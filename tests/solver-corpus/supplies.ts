/**
 * A page photographed on a pupil's desk among school supplies (the `pribor` layout, held out from
 * round 21): the desk shows round the page, and a ruler with its centimetres numbered, a pencil, an
 * eraser and the thumb that holds the page flat lie on the desk, across the page's edges or on the
 * paper under the print. None of them covers a task; the ruler's numbers and the pencil's print
 * are no task: the answers expected stay the printed tasks'.
 */
import { escapeXml } from './math-source.js';

export interface Desk {
  /** The desk's colour and its wood grain (none on a laminate): lines as shares of its height. */
  surface: string;
  grain: readonly { y: number; wave: number; colour: string; width: number }[];
  /** How far the desk shows round the page, in em of the print: left, top, right, bottom. */
  border: readonly [number, number, number, number];
  /** Paper under the last line of print, in em (room for what lies on the page). */
  extension: number;
  ruler?: Ruler;
  pencil?: Pencil;
  thumb?: Thumb;
  eraser?: Eraser;
  /** How dark the objects' soft shadows fall (0–0.4). */
  shadow: number;
}

export interface Ruler {
  /** On the paper under the print, across the page's left edge, or on the desk under the page. */
  place: 'on-page' | 'left-edge' | 'below-page';
  /** Centimetres numbered (0 to this), one centimetre this many em; its width in em. */
  centimetres: number;
  cm: number;
  width: number;
  /** A clear ruler shows the page through it; an opaque one is coloured. */
  body: string;
  opacity: number;
  /** The face of its numbers, their colour; a slight turn in degrees. */
  face: string;
  marks: string;
  angle: number;
}

export interface Pencil {
  /** On the paper under the print (below the ruler, if it is there too) or on the desk beside the page. */
  place: 'on-page' | 'beside-page';
  /** Length and thickness in em, its lacquer and the turn, degrees. */
  length: number;
  thickness: number;
  colour: string;
  angle: number;
  /** The brand printed along it, if any. */
  brand?: string;
  /** A metal band and an eraser at its end. */
  eraserEnd: boolean;
}

export interface Thumb {
  /** The page edge it holds, where along it (share) and the skin's colour; size in em. */
  side: 'left' | 'right' | 'bottom';
  at: number;
  skin: string;
  size: number;
}

export interface Eraser {
  /** Where on the desk (corner of the page it lies by), its colour, size in em and turn. */
  corner: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right';
  colour: string;
  size: number;
  angle: number;
}

/** The page (`content`, `width` × `height` px, type `size` px) on the desk: SVG body and new size. */
export function onDesk(
  content: string,
  width: number,
  height: number,
  size: number,
  paper: string,
  desk: Desk,
): { body: string; width: number; height: number } {
  const S = size;
  const [left, top, right, bottom] = desk.border.map((b) => Math.round(b * S)) as [
    number,
    number,
    number,
    number,
  ];
  const pageH = height + Math.round(desk.extension * S);
  const w = width + left + right;
  const h = pageH + top + bottom;
  const page = { x: left, y: top, w: width, h: pageH, printBottom: top + height };
  const objects: string[] = [];
  let slot = page.printBottom + S * 0.2;
  if (desk.ruler) {
    const r = desk.ruler;
    const length = (r.centimetres + 0.6) * r.cm * S;
    const at =
      r.place === 'on-page'
        ? { x: page.x + S * 1.2, y: slot, turn: r.angle }
        : r.place === 'below-page'
          ? { x: page.x + S * 0.5, y: page.y + page.h + S * 0.4, turn: r.angle }
          : // Across the left edge, upright: half on the desk, half over the page's margin.
            { x: page.x - (r.width * S) / 2, y: page.y + Math.min(page.h, length) * 0.98, turn: -90 };
    // A clear ruler lets most of the lamp's light through: its shadow is fainter.
    objects.push(shadowed(ruler(r, S, length, at), S, desk.shadow * Math.max(0.3, r.opacity)));
    if (r.place === 'on-page') slot += r.width * S + S * 0.3;
  }
  if (desk.pencil) {
    const p = desk.pencil;
    const at =
      p.place === 'on-page'
        ? { x: page.x + S * 1.2, y: slot + (p.thickness * S) / 2, turn: p.angle }
        : { x: page.x + page.w + S * 0.8, y: page.y + S * 1.5, turn: 90 + p.angle };
    objects.push(shadowed(pencil(p, S, at), S, desk.shadow));
  }
  if (desk.eraser) objects.push(shadowed(eraser(desk.eraser, S, page), S, desk.shadow));
  if (desk.thumb) objects.push(shadowed(thumb(desk.thumb, S, page), S, desk.shadow));
  const blur = (S * 0.12).toFixed(1);
  const body =
    `<defs><filter id="deskShadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${blur}"/></filter></defs>` +
    `<rect width="${w}" height="${h}" fill="${desk.surface}"/>${grain(desk.grain, w, h)}` +
    // The sheet lies flat: its shadow is a thin rim.
    `<rect x="${page.x + S * 0.08}" y="${page.y + S * 0.1}" width="${page.w}" height="${page.h}" fill="#000" fill-opacity="${(desk.shadow * 0.8).toFixed(3)}" filter="url(#deskShadow)"/>` +
    `<rect x="${page.x}" y="${page.y}" width="${page.w}" height="${page.h}" fill="${paper}"/>` +
    `<g transform="translate(${page.x} ${page.y})">${content}</g>` +
    objects.join('');
  return { body, width: w, height: h };
}

/** An object with its soft shadow a little down and to the right (the lamp is up and left). */
function shadowed(object: string, S: number, strength: number): string {
  const dx = (S * 0.15).toFixed(1);
  const dy = (S * 0.22).toFixed(1);
  return `<g transform="translate(${dx} ${dy})" filter="url(#deskShadow)" opacity="${strength.toFixed(3)}"><g style="fill:#000;stroke:#000">${silhouette(object)}</g></g>${object}`;
}

/** The same shapes, every paint black: a shadow's outline. */
const silhouette = (svg: string) =>
  svg
    .replace(/<text[^>]*>[^<]*<\/text>/g, '')
    .replace(/(fill|stroke)="(?!none)[^"]*"/g, '$1="#000"')
    .replace(/(fill|stroke)-opacity="[^"]*"/g, '');

function grain(lines: Desk['grain'], w: number, h: number): string {
  return lines
    .map((g) => {
      const y = g.y * h;
      const a = g.wave * h;
      return `<path d="M0 ${y.toFixed(1)} C ${(w * 0.3).toFixed(1)} ${(y - a).toFixed(1)}, ${(w * 0.6).toFixed(1)} ${(y + a).toFixed(1)}, ${w} ${(y + a * 0.3).toFixed(1)}" fill="none" stroke="${g.colour}" stroke-opacity="0.35" stroke-width="${g.width.toFixed(1)}"/>`;
    })
    .join('');
}

/** A ruler from its left end (`x`, `y` its top edge there), turned about that point. */
function ruler(r: Ruler, S: number, length: number, at: { x: number; y: number; turn: number }): string {
  const width = r.width * S;
  const cm = r.cm * S;
  const start = cm * 0.3;
  const ticks: string[] = [];
  for (let mm = 0; mm <= r.centimetres * 10; mm++) {
    const x = start + (mm * cm) / 10;
    const long = mm % 10 === 0 ? 0.32 : mm % 5 === 0 ? 0.22 : 0.13;
    ticks.push(`M${x.toFixed(1)} 0 v${(width * long).toFixed(1)}`);
  }
  const numbers = Array.from({ length: r.centimetres + 1 }, (_, n) => {
    const x = start + n * cm;
    return `<text x="${x.toFixed(1)}" y="${(width * 0.62).toFixed(1)}" font-family="${escapeXml(r.face)}" font-size="${(width * 0.26).toFixed(1)}" fill="${r.marks}" text-anchor="middle">${n}</text>`;
  }).join('');
  return (
    `<g transform="translate(${at.x.toFixed(1)} ${at.y.toFixed(1)}) rotate(${at.turn.toFixed(1)})">` +
    `<rect width="${length.toFixed(1)}" height="${width.toFixed(1)}" rx="${(S * 0.12).toFixed(1)}" fill="${r.body}" fill-opacity="${r.opacity.toFixed(3)}" stroke="${r.marks}" stroke-opacity="0.35" stroke-width="${(S * 0.04).toFixed(1)}"/>` +
    `<path d="${ticks.join(' ')}" stroke="${r.marks}" stroke-width="${(S * 0.035).toFixed(2)}" fill="none"/>${numbers}</g>`
  );
}

/** A hexagonal pencil from its sharpened point (`x`, `y` its axis there), turned about it. */
function pencil(p: Pencil, S: number, at: { x: number; y: number; turn: number }): string {
  const t = p.thickness * S;
  const cone = t * 2.2;
  const length = p.length * S;
  const end = p.eraserEnd ? t * 1.6 : 0;
  const body = length - cone - end;
  const brand = p.brand
    ? `<text x="${(cone + body * 0.35).toFixed(1)}" y="${(t * 0.18).toFixed(1)}" font-family="DejaVu Sans" font-size="${(t * 0.45).toFixed(1)}" fill="#e8d9a0">${escapeXml(p.brand)}</text>`
    : '';
  return (
    `<g transform="translate(${at.x.toFixed(1)} ${at.y.toFixed(1)}) rotate(${at.turn.toFixed(1)})">` +
    // The sharpened wood and its graphite point.
    `<path d="M0 0 L${cone.toFixed(1)} ${(-t / 2).toFixed(1)} L${cone.toFixed(1)} ${(t / 2).toFixed(1)} Z" fill="#dcb283"/>` +
    `<path d="M0 0 L${(cone * 0.3).toFixed(1)} ${(-t * 0.15).toFixed(1)} L${(cone * 0.3).toFixed(1)} ${(t * 0.15).toFixed(1)} Z" fill="#2b2b2b"/>` +
    // The lacquered body: three faces of the hexagon, the middle one lit.
    `<rect x="${cone.toFixed(1)}" y="${(-t / 2).toFixed(1)}" width="${body.toFixed(1)}" height="${t.toFixed(1)}" fill="${p.colour}"/>` +
    `<rect x="${cone.toFixed(1)}" y="${(-t / 6).toFixed(1)}" width="${body.toFixed(1)}" height="${(t / 3).toFixed(1)}" fill="#ffffff" fill-opacity="0.25"/>` +
    `<rect x="${cone.toFixed(1)}" y="${(t / 3).toFixed(1)}" width="${body.toFixed(1)}" height="${(t / 6).toFixed(1)}" fill="#000000" fill-opacity="0.2"/>` +
    brand +
    (p.eraserEnd
      ? `<rect x="${(cone + body).toFixed(1)}" y="${(-t / 2).toFixed(1)}" width="${(end * 0.45).toFixed(1)}" height="${t.toFixed(1)}" fill="#b8b8b0"/>` +
        `<rect x="${(cone + body + end * 0.45).toFixed(1)}" y="${(-t / 2).toFixed(1)}" width="${(end * 0.55).toFixed(1)}" height="${t.toFixed(1)}" rx="${(t * 0.2).toFixed(1)}" fill="#e58a9a"/>`
      : '') +
    `</g>`
  );
}

/** An eraser on the desk by a corner of the page. */
function eraser(e: Eraser, S: number, page: { x: number; y: number; w: number; h: number }): string {
  const size = e.size * S;
  const x = e.corner.endsWith('left') ? page.x - size * 1.3 : page.x + page.w + size * 0.3;
  const y = e.corner.startsWith('top') ? page.y + S * 0.5 : page.y + page.h - size * 1.2;
  return `<g transform="rotate(${e.angle.toFixed(1)} ${(x + size / 2).toFixed(1)} ${(y + size / 3).toFixed(1)})"><rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${size.toFixed(1)}" height="${(size * 0.62).toFixed(1)}" rx="${(size * 0.12).toFixed(1)}" fill="${e.colour}"/><rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(size * 0.45).toFixed(1)}" height="${(size * 0.62).toFixed(1)}" rx="${(size * 0.12).toFixed(1)}" fill="#2a5caa" fill-opacity="0.85"/></g>`;
}

/**
 * A thumb holding the page flat: it comes from beyond the page's edge and its tip rests on the
 * margin (never on the print: the margin is 1.4 em, the tip reaches 0.7 em in).
 */
function thumb(t: Thumb, S: number, page: { x: number; y: number; w: number; h: number }): string {
  const across = t.size * S * 0.55;
  const along = t.size * S;
  const reach = S * 0.7;
  const centre =
    t.side === 'left'
      ? { x: page.x + reach - along, y: page.y + page.h * t.at, turn: 0 }
      : t.side === 'right'
        ? { x: page.x + page.w - reach + along, y: page.y + page.h * t.at, turn: 180 }
        : { x: page.x + page.w * t.at, y: page.y + page.h - reach + along, turn: 270 };
  // Drawn pointing right (towards +x) from its centre, then turned to its side.
  return (
    `<g transform="translate(${centre.x.toFixed(1)} ${centre.y.toFixed(1)}) rotate(${centre.turn})">` +
    `<ellipse cx="0" cy="0" rx="${along.toFixed(1)}" ry="${across.toFixed(1)}" fill="${t.skin}"/>` +
    `<ellipse cx="${(-along * 0.2).toFixed(1)}" cy="${(across * 0.35).toFixed(1)}" rx="${(along * 0.8).toFixed(1)}" ry="${(across * 0.45).toFixed(1)}" fill="#000" fill-opacity="0.12"/>` +
    `<ellipse cx="${(along * 0.62).toFixed(1)}" cy="${(-across * 0.05).toFixed(1)}" rx="${(along * 0.3).toFixed(1)}" ry="${(across * 0.55).toFixed(1)}" fill="#ffffff" fill-opacity="0.35" stroke="#000" stroke-opacity="0.15" stroke-width="${(S * 0.04).toFixed(1)}"/>` +
    `<path d="M${(along * 0.05).toFixed(1)} ${(-across * 0.7).toFixed(1)} q ${(along * 0.05).toFixed(1)} ${(across * 0.7).toFixed(1)} 0 ${(across * 1.4).toFixed(1)}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="${(S * 0.05).toFixed(1)}"/>` +
    `</g>`
  );
}
