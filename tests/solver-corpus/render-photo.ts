/**
 * Renders text lines (or a drawing) on paper with sharp from SVG, then degrades the page like a
 * phone photo: rotation, shear, a table around the page, uneven light and shadow, blur, sensor
 * noise and JPEG compression. Every choice comes from the seeded random source.
 */
import sharp from 'sharp';
import type { SeededRandom } from './seeded-random.js';

/** Fonts on this machine (Debian: fonts-dejavu-core, fonts-dejavu-extra for the condensed ones). */
export const CORPUS_FONTS = [
  'DejaVu Sans',
  'DejaVu Serif',
  'DejaVu Sans Mono',
  'DejaVu Sans Condensed',
  'DejaVu Serif Condensed',
] as const;

export interface PhotoStyle {
  font: string;
  fontSize: number;
  ink: string;
  paper: string;
  rotationDegrees: number;
  shearX: number;
  shearY: number;
  /** Share of the page the light falls off by across it (0 = even light). */
  lightFalloff: number;
  lightAngle: number;
  shadow: boolean;
  blurSigma: number;
  noiseSigma: number;
  jpegQuality: number;
  /** Page shown on a table, with the table's edge in the photo. */
  onTable: boolean;
  /** Final image size relative to the rendered page. */
  scale: number;
  /** Corner displacements as shares of the page size (a phone held at an angle), 0 = flat. */
  perspective: number;
  /** Page curl: how far lines bend, as a share of the page height. */
  curl: number;
  /** Exposure: 1 = normal, 0.35 = a dim room (the noise is added after darkening). */
  exposure: number;
}

export function randomPhotoStyle(r: SeededRandom): PhotoStyle {
  const paperTone = r.int(225, 255);
  return {
    font: r.pick(CORPUS_FONTS),
    fontSize: r.int(30, 64),
    ink: r.pick(['#111111', '#202020', '#1a1a40', '#102050', '#333333']),
    paper: `rgb(${paperTone},${paperTone - r.int(0, 12)},${paperTone - r.int(0, 25)})`,
    rotationDegrees: r.range(-7, 7),
    shearX: r.range(-0.06, 0.06),
    shearY: r.range(-0.04, 0.04),
    lightFalloff: r.range(0, 0.45),
    lightAngle: r.range(0, 360),
    shadow: r.chance(0.3),
    blurSigma: r.chance(0.6) ? r.range(0.4, 1.6) : 0,
    noiseSigma: r.range(2, 10),
    jpegQuality: r.int(55, 90),
    onTable: r.chance(0.4),
    scale: r.range(0.7, 1.25),
    perspective: 0,
    curl: 0,
    exposure: 1,
  };
}

/** The damage of a phone photo in the new corpus: perspective, curl and dim light as well. */
export function randomPhoneStyle(r: SeededRandom, font: string): PhotoStyle {
  const style = randomPhotoStyle(r);
  return {
    ...style,
    font,
    rotationDegrees: r.range(-5, 5),
    perspective: r.chance(0.6) ? r.range(0.01, 0.06) : 0,
    curl: r.chance(0.35) ? r.range(0.004, 0.02) : 0,
    exposure: r.chance(0.15) ? r.range(0.35, 0.6) : 1,
  };
}

/** The page's SVG body for text lines already converted to SVG tspan content. */
export function textPageSvg(
  lines: string[],
  style: PhotoStyle,
  lineLengths: number[],
): { svg: string; width: number; height: number } {
  const size = style.fontSize;
  const margin = Math.round(size * 1.5);
  const lineGap = Math.round(size * 1.9);
  const longest = Math.max(8, ...lineLengths);
  const width = Math.round(Math.max(size * 12, longest * size * 0.68) + 2 * margin);
  const height = Math.round(margin * 2 + lineGap * lines.length);
  const body = lines
    .map(
      (line, i) =>
        `<text x="${margin}" y="${margin + lineGap * i + size}" font-family="${style.font}" font-size="${size}" fill="${style.ink}">${line}</text>`,
    )
    .join('');
  return { svg: svgDocument(width, height, style.paper, body), width, height };
}

export function svgDocument(width: number, height: number, paper: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${paper}"/>${body}</svg>`;
}

export async function photographPage(
  svg: string,
  width: number,
  height: number,
  style: PhotoStyle,
  r: SeededRandom,
): Promise<Buffer> {
  let page = await sharp(Buffer.from(svg)).removeAlpha().png().toBuffer();
  const table = { r: r.int(60, 140), g: r.int(50, 120), b: r.int(40, 100) };
  if (style.onTable) {
    const pad = Math.round(Math.max(width, height) * r.range(0.05, 0.15));
    page = await sharp(page)
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: table })
      .png()
      .toBuffer();
  }
  const edge = style.onTable ? table : await cornerColour(page);
  let image = sharp(page)
    .affine(
      [
        [1, style.shearX],
        [style.shearY, 1],
      ],
      { background: edge },
    )
    .rotate(style.rotationDegrees, { background: edge });
  const rotated = await image.png().toBuffer({ resolveWithObject: true });
  const w = rotated.info.width;
  const h = rotated.info.height;
  const light = lightingSvg(w, h, style);
  // sharp resizes before compositing within one pipeline, so light the page in its own pass.
  const lit = await sharp(rotated.data)
    .composite([{ input: Buffer.from(light), blend: 'multiply' }])
    .png()
    .toBuffer();
  image = sharp(lit);
  if (style.blurSigma > 0.3) image = image.blur(style.blurSigma);
  const scaledW = Math.round(w * style.scale);
  let raw: Raw = await image.resize(scaledW).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (style.perspective > 0 || style.curl > 0) raw = warp(raw, style, r, edge);
  if (style.exposure < 1)
    for (let i = 0; i < raw.data.length; i++) raw.data[i] = Math.round(raw.data[i]! * style.exposure);
  addNoise(raw.data, style.noiseSigma * (style.exposure < 1 ? 1.5 : 1), r);
  return sharp(raw.data, {
    raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels },
  })
    .jpeg({ quality: style.jpegQuality })
    .toBuffer();
}

type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/**
 * A phone held at an angle and a curled page: each output pixel samples the photo at a point of a
 * bilinear quad (corners moved by up to `perspective` of the size) bent by a curl along x.
 */
function warp(raw: Raw, style: PhotoStyle, r: SeededRandom, edge: { r: number; g: number; b: number }): Raw {
  const { width: w, height: h, channels: c } = raw.info;
  const d = () => r.range(-style.perspective, style.perspective);
  // Source corners (shares of the size): top-left, top-right, bottom-left, bottom-right.
  const q = [
    [d(), d()],
    [1 + d(), d()],
    [d(), 1 + d()],
    [1 + d(), 1 + d()],
  ] as const;
  const curlPhase = r.range(0, Math.PI);
  const out = Buffer.alloc(raw.data.length);
  const fill = [edge.r, edge.g, edge.b];
  for (let y = 0; y < h; y++) {
    const v = y / (h - 1);
    for (let x = 0; x < w; x++) {
      const u = x / (w - 1);
      let sx = (1 - v) * ((1 - u) * q[0][0] + u * q[1][0]) + v * ((1 - u) * q[2][0] + u * q[3][0]);
      let sy = (1 - v) * ((1 - u) * q[0][1] + u * q[1][1]) + v * ((1 - u) * q[2][1] + u * q[3][1]);
      sy += style.curl * Math.sin(Math.PI * u + curlPhase) * (0.5 + v);
      sx *= w - 1;
      sy *= h - 1;
      const o = (y * w + x) * c;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= w - 1 || y0 >= h - 1) {
        for (let k = 0; k < c; k++) out[o + k] = fill[k] ?? 255;
        continue;
      }
      const fx = sx - x0;
      const fy = sy - y0;
      for (let k = 0; k < c; k++) {
        const i00 = raw.data[(y0 * w + x0) * c + k]!;
        const i10 = raw.data[(y0 * w + x0 + 1) * c + k]!;
        const i01 = raw.data[((y0 + 1) * w + x0) * c + k]!;
        const i11 = raw.data[((y0 + 1) * w + x0 + 1) * c + k]!;
        out[o + k] = Math.round((i00 * (1 - fx) + i10 * fx) * (1 - fy) + (i01 * (1 - fx) + i11 * fx) * fy);
      }
    }
  }
  return { data: out, info: raw.info };
}

async function cornerColour(png: Buffer): Promise<{ r: number; g: number; b: number }> {
  const { data } = await sharp(png)
    .extract({ left: 0, top: 0, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { r: data[0] ?? 255, g: data[1] ?? 255, b: data[2] ?? 255 };
}

function lightingSvg(w: number, h: number, style: PhotoStyle): string {
  const dark = Math.round(255 * (1 - style.lightFalloff));
  const rad = (style.lightAngle * Math.PI) / 180;
  const x2 = 50 + 50 * Math.cos(rad);
  const y2 = 50 + 50 * Math.sin(rad);
  const shadow = style.shadow
    ? `<ellipse cx="${w * 0.8}" cy="${h * 0.9}" rx="${w * 0.5}" ry="${h * 0.45}" fill="url(#s)"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs>
<linearGradient id="g" x1="${100 - x2}%" y1="${100 - y2}%" x2="${x2}%" y2="${y2}%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="rgb(${dark},${dark},${dark})"/></linearGradient>
<radialGradient id="s"><stop offset="0" stop-color="#8a8a8a"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs><rect width="100%" height="100%" fill="url(#g)"/>${shadow}</svg>`;
}

function addNoise(data: Buffer, sigma: number, r: SeededRandom): void {
  for (let i = 0; i < data.length; i += 2) {
    // Box-Muller: two normal samples per draw.
    const u = Math.max(r.next(), 1e-12);
    const v = r.next();
    const m = sigma * Math.sqrt(-2 * Math.log(u));
    data[i] = clamp(data[i]! + m * Math.cos(2 * Math.PI * v));
    if (i + 1 < data.length) data[i + 1] = clamp(data[i + 1]! + m * Math.sin(2 * Math.PI * v));
  }
}

const clamp = (v: number) => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
