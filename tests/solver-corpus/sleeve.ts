/**
 * A worksheet kept in a clear plastic sleeve (the `folija` layout, held out from round 18): pupils
 * file their sheets in punched sheet protectors and photograph them without taking them out. The
 * sleeve is a little bigger than the page and shows the table through it; its punched strip runs
 * down one side; the plastic lays a milky veil over the print (less contrast), throws back a
 * lamp's or a window's light as glare that washes parts of the print out, and its creases catch
 * the light as thin bright lines with a shadow beside them.
 */
export interface Sleeve {
  /** The punched strip's side, its width (in type sizes) and the number of holes in it. */
  strip: { side: 'left' | 'right'; width: number; holes: number };
  /** How far the plastic reaches beyond the page on the other three sides, in type sizes. */
  overhang: number;
  /** What shows through the plastic beyond the page and through the holes (a table, a desk). */
  under: string;
  /** The plastic's veil: its colour and opacity (0.04–0.2: a clear sleeve to a matt, milky one). */
  veil: { colour: string; opacity: number };
  /** Glare of lamps on the plastic: centre and radii as shares of the sleeve, angle, strength 0–1. */
  glares: readonly { x: number; y: number; rx: number; ry: number; angle: number; strength: number }[];
  /** A window's reflection: its box as shares of the sleeve and its opacity; none when absent. */
  window?: { x: number; y: number; w: number; h: number; opacity: number };
  /** Creases: each a wavy line through points given as shares of the sleeve, its width (px), how bright and how dark its two edges print. */
  creases: readonly {
    points: readonly (readonly [number, number])[];
    width: number;
    light: number;
    dark: number;
  }[];
}

/**
 * The page (`content`, `width` × `height` px, drawn from the origin, type `size` px) inside the
 * sleeve: the SVG body and the new size.
 */
export function inSleeve(
  content: string,
  width: number,
  height: number,
  size: number,
  sleeve: Sleeve,
): { body: string; width: number; height: number } {
  const stripWidth = Math.round(sleeve.strip.width * size);
  const overhang = Math.round(sleeve.overhang * size);
  const w = width + stripWidth + overhang;
  const h = height + 2 * overhang;
  const pageX = sleeve.strip.side === 'left' ? stripWidth : overhang;
  const stripX = sleeve.strip.side === 'left' ? 0 : w - stripWidth;
  const holes = punchedHoles(stripX, stripWidth, h, sleeve.strip.holes, sleeve.under);
  const body =
    `<rect width="${w}" height="${h}" fill="${sleeve.under}"/>` +
    `<g transform="translate(${pageX} ${overhang})">${content}</g>` +
    // The strip is double plastic, welded: a little cloudier than the rest.
    `<rect x="${stripX}" width="${stripWidth}" height="${h}" fill="#ffffff" fill-opacity="0.18"/>${holes}` +
    plastic(w, h, sleeve);
  return { body, width: w, height: h };
}

/** Round holes down the strip, the table showing through, each with a bright rim of cut plastic. */
function punchedHoles(x: number, stripWidth: number, h: number, count: number, under: string): string {
  const radius = Math.max(3, stripWidth * 0.22);
  const cx = x + stripWidth / 2;
  return Array.from({ length: count }, (_, i) => {
    const cy = (h * (i + 0.5)) / count;
    return `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${radius.toFixed(1)}" fill="${under}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="${(radius * 0.18).toFixed(1)}"/>`;
  }).join('');
}

/** What the camera sees of the plastic: its veil, glare, a window's reflection and the creases. */
function plastic(w: number, h: number, sleeve: Sleeve): string {
  const gradients = sleeve.glares
    .map(
      (g, i) =>
        `<radialGradient id="sleeveGlare${i}"><stop offset="0" stop-color="#ffffff" stop-opacity="${g.strength.toFixed(3)}"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="${(g.strength * 0.7).toFixed(3)}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`,
    )
    .join('');
  const glares = sleeve.glares
    .map((g, i) => {
      const cx = g.x * w;
      const cy = g.y * h;
      return `<ellipse cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" rx="${(g.rx * w).toFixed(1)}" ry="${(g.ry * h).toFixed(1)}" transform="rotate(${g.angle.toFixed(1)} ${cx.toFixed(1)} ${cy.toFixed(1)})" fill="url(#sleeveGlare${i})"/>`;
    })
    .join('');
  return (
    `<defs>${gradients}<filter id="softReflection"><feGaussianBlur stdDeviation="${(Math.min(w, h) * 0.01).toFixed(1)}"/></filter></defs>` +
    `<rect width="${w}" height="${h}" fill="${sleeve.veil.colour}" fill-opacity="${sleeve.veil.opacity.toFixed(3)}"/>` +
    (sleeve.window ? windowReflection(w, h, sleeve.window) : '') +
    glares +
    sleeve.creases.map((c) => crease(w, h, c)).join('')
  );
}

/** A window mirrored in the plastic: a soft bright pane crossed by darker bars of its frame. */
function windowReflection(w: number, h: number, pane: NonNullable<Sleeve['window']>): string {
  const x = pane.x * w;
  const y = pane.y * h;
  const pw = pane.w * w;
  const ph = pane.h * h;
  const bar = Math.max(4, Math.min(pw, ph) * 0.06);
  return (
    `<g filter="url(#softReflection)" opacity="${pane.opacity.toFixed(3)}">` +
    `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${pw.toFixed(1)}" height="${ph.toFixed(1)}" fill="#ffffff"/>` +
    `<rect x="${(x + pw / 2 - bar / 2).toFixed(1)}" y="${y.toFixed(1)}" width="${bar.toFixed(1)}" height="${ph.toFixed(1)}" fill="#808080"/>` +
    `<rect x="${x.toFixed(1)}" y="${(y + ph / 2 - bar / 2).toFixed(1)}" width="${pw.toFixed(1)}" height="${bar.toFixed(1)}" fill="#808080"/>` +
    `</g>`
  );
}

/** A crease: a bright line where the fold catches the light and a faint shadow just beside it. */
function crease(w: number, h: number, c: Sleeve['creases'][number]): string {
  const path = (dx: number, dy: number) =>
    c.points
      .map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${(px * w + dx).toFixed(1)} ${(py * h + dy).toFixed(1)}`)
      .join(' ');
  const off = c.width * 1.2;
  return (
    `<path d="${path(off, off)}" fill="none" stroke="#000000" stroke-opacity="${c.dark.toFixed(3)}" stroke-width="${(c.width * 1.4).toFixed(1)}" stroke-linejoin="round"/>` +
    `<path d="${path(0, 0)}" fill="none" stroke="#ffffff" stroke-opacity="${c.light.toFixed(3)}" stroke-width="${c.width.toFixed(1)}" stroke-linejoin="round"/>`
  );
}
