/**
 * A worksheet photographed off a screen (the `ekran` layout, held out from round 16): a teacher
 * sent the page on Viber or by e-mail, it is open in a viewer on a laptop or a monitor, and the
 * pupil photographs the screen. The page sits on the viewer's grey ground under a toolbar, beside a
 * scroll bar, inside the screen's dark bezel; over all of it lie what a camera sees of a screen —
 * the grid of its pixels, moiré bands where that grid beats against the camera's, and the glare
 * of a window or a lamp on the glass.
 */
export interface Screen {
  /** Pixel pitch on the page, px, and how dark the gaps between pixels print (0–1). */
  pitch: number;
  gaps: number;
  /** The pixel grid's angle against the page, degrees (the phone is never square to it). */
  angle: number;
  /** Moiré: two stripe fields that beat, their periods (px), angles (degrees), strength and tints. */
  moire: {
    periods: readonly [number, number];
    angles: readonly [number, number];
    strength: number;
    tints: readonly [string, string];
  };
  /** Glare on the glass: centre and radii as shares of the screen, strength 0–1; none when absent. */
  glare?: { x: number; y: number; rx: number; ry: number; strength: number };
  /** The viewer around the page: its ground, its toolbar's colour, the page's inset (px). */
  viewer: { ground: string; toolbar: string; inset: number };
  /** The bezel's colour and width (px). */
  bezel: { colour: string; width: number };
  /** The screen's white point laid over everything (a cool or warm cast) and its opacity. */
  cast: { colour: string; opacity: number };
}

/**
 * The page (`content`, `width` × `height` px, drawn from the origin) shown on the screen: the SVG
 * body and the new size.
 */
export function onScreen(
  content: string,
  width: number,
  height: number,
  size: number,
  screen: Screen,
): { body: string; width: number; height: number } {
  const { inset } = screen.viewer;
  const bar = Math.round(size * 1.1);
  const scroll = Math.round(size * 0.45);
  const b = screen.bezel.width;
  const screenW = width + 2 * inset + scroll;
  const screenH = height + 2 * inset + bar;
  const w = screenW + 2 * b;
  const h = screenH + 2 * b;
  const icons = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${(size * (0.4 + i * 0.9)).toFixed(1)}" y="${(bar * 0.28).toFixed(1)}" width="${(size * 0.55).toFixed(1)}" height="${(bar * 0.44).toFixed(1)}" rx="${(size * 0.1).toFixed(1)}" fill="#ffffff" fill-opacity="0.35"/>`,
    )
    .join('');
  const viewer =
    `<rect width="${screenW}" height="${screenH}" fill="${screen.viewer.ground}"/>` +
    `<rect width="${screenW}" height="${bar}" fill="${screen.viewer.toolbar}"/>${icons}` +
    `<rect x="${screenW - scroll}" y="${bar}" width="${scroll}" height="${screenH - bar}" fill="#000000" fill-opacity="0.08"/>` +
    `<rect x="${(screenW - scroll * 0.8).toFixed(1)}" y="${bar + inset}" width="${(scroll * 0.6).toFixed(1)}" height="${(screenH * 0.25).toFixed(1)}" rx="${(scroll * 0.3).toFixed(1)}" fill="#000000" fill-opacity="0.25"/>` +
    `<g transform="translate(${inset} ${bar + inset})">${content}</g>`;
  const body =
    `<rect width="${w}" height="${h}" fill="${screen.bezel.colour}"/>` +
    `<g transform="translate(${b} ${b})">${viewer}${glass(screenW, screenH, screen)}</g>`;
  return { body, width: w, height: h };
}

/** What the camera sees of the glass: pixel grid, moiré, the screen's cast and glare. */
function glass(w: number, h: number, screen: Screen): string {
  const p = screen.pitch;
  const gap = Math.max(0.6, p * 0.22);
  const pixels =
    `<pattern id="pixels" width="${p.toFixed(2)}" height="${p.toFixed(2)}" patternUnits="userSpaceOnUse" patternTransform="rotate(${screen.angle.toFixed(2)})">` +
    `<rect width="${(p / 3).toFixed(2)}" height="${p.toFixed(2)}" fill="#ff0000" fill-opacity="0.06"/>` +
    `<rect x="${((2 * p) / 3).toFixed(2)}" width="${(p / 3).toFixed(2)}" height="${p.toFixed(2)}" fill="#0000ff" fill-opacity="0.06"/>` +
    `<rect y="${(p - gap).toFixed(2)}" width="${p.toFixed(2)}" height="${gap.toFixed(2)}" fill="#000000" fill-opacity="${screen.gaps.toFixed(3)}"/>` +
    `<rect x="${(p - gap).toFixed(2)}" width="${gap.toFixed(2)}" height="${p.toFixed(2)}" fill="#000000" fill-opacity="${screen.gaps.toFixed(3)}"/></pattern>`;
  const { periods, angles, strength, tints } = screen.moire;
  const stripes = [0, 1]
    .map((i) => {
      const period = periods[i]!;
      return (
        `<linearGradient id="moireBand${i}"><stop offset="0" stop-color="${tints[i]}" stop-opacity="${strength.toFixed(3)}"/><stop offset="0.5" stop-color="${tints[i]}" stop-opacity="0"/><stop offset="1" stop-color="${tints[i]}" stop-opacity="${strength.toFixed(3)}"/></linearGradient>` +
        `<pattern id="moire${i}" width="${period.toFixed(2)}" height="${(h * 3).toFixed(0)}" patternUnits="userSpaceOnUse" patternTransform="rotate(${angles[i]!.toFixed(2)})"><rect width="${period.toFixed(2)}" height="${(h * 3).toFixed(0)}" fill="url(#moireBand${i})"/></pattern>`
      );
    })
    .join('');
  const glare = screen.glare
    ? `<radialGradient id="glare"><stop offset="0" stop-color="#ffffff" stop-opacity="${screen.glare.strength.toFixed(3)}"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="${(screen.glare.strength * 0.45).toFixed(3)}"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
      `<ellipse cx="${(screen.glare.x * w).toFixed(1)}" cy="${(screen.glare.y * h).toFixed(1)}" rx="${(screen.glare.rx * w).toFixed(1)}" ry="${(screen.glare.ry * h).toFixed(1)}" fill="url(#glare)"/>`
    : '';
  return (
    `<defs>${pixels}${stripes}</defs>` +
    `<rect width="${w}" height="${h}" fill="url(#moire0)"/><rect width="${w}" height="${h}" fill="url(#moire1)"/>` +
    `<rect width="${w}" height="${h}" fill="url(#pixels)"/>` +
    `<rect width="${w}" height="${h}" fill="${screen.cast.colour}" fill-opacity="${screen.cast.opacity.toFixed(3)}"/>` +
    glare
  );
}
