/**
 * A textbook lying open (the `rasklop` layout, held out in round 17, tuned on from round 18): the pupil photographs the
 * tasks on one page of a two-page spread. The page curves down into the gutter, so its print is
 * squeezed and pinched towards the spine, a shadow lies along the spine, part of the facing page
 * (running text of the book's theory) is in the frame, both pages carry page numbers, and the
 * book's cover and the stacked edges of its pages show at the outer edge.
 */
import sharp from 'sharp';

export interface BookSpread {
  /** The side of the task page the spine is on. */
  spine: 'left' | 'right';
  /** How much of the facing page's width is in the photo (0–1). */
  facing: number;
  /** The curve into the gutter: the share of a page's width that bends, its width scale at the
   * spine (0–1, smaller is steeper) and how much the page's height shrinks there (0–1). */
  bend: { zone: number; squeeze: number; pinch: number };
  /** The spine's shadow: how dark at the spine (0–1), and its reach as a share of a page's width. */
  shadow: { depth: number; reach: number };
  /** Sentences of the facing page's running text, set in the page's face. */
  facingText: readonly string[];
  /** The task page's number (the facing page's is the one next to it); none when absent. */
  pageNumber?: number;
  /** The cover's colour, and how many page edges are stacked at the outer edge. */
  cover: string;
  edges: number;
}

interface PrintedFace {
  face: string;
  size: number;
  ink: string;
  paper: string;
}

/**
 * The task page (`content`, `width` × `height` px from the origin) as one page of an open book:
 * the SVG body and its new size. Both pages are bent in raster (a curve has no SVG transform) and
 * set back into the SVG as images.
 */
export async function inBookSpread(
  content: string,
  width: number,
  height: number,
  print: PrintedFace,
  spread: BookSpread,
): Promise<{ body: string; width: number; height: number }> {
  const { size: S } = print;
  const outer = spread.spine === 'left' ? 'right' : 'left';
  const taskPage =
    content + (spread.pageNumber ? pageNumber(spread.pageNumber, width, height, outer, print) : '');
  const facingNumber = spread.pageNumber
    ? spread.spine === 'left'
      ? spread.pageNumber - 1
      : spread.pageNumber + 1
    : undefined;
  const facingPage =
    `<rect width="${width}" height="${height}" fill="${print.paper}"/>` +
    runningText(spread.facingText, width, height, print) +
    (facingNumber ? pageNumber(facingNumber, width, height, spread.spine, print) : '');
  const task = await bentPage(taskPage, width, height, spread.spine, spread.bend, print.paper);
  // The facing page's spine is on its other side.
  const facing = await bentPage(facingPage, width, height, outer, spread.bend, print.paper);
  const shown = Math.round(facing.width * spread.facing);
  const cover = Math.round(S * 0.5);
  const edgeBand = spread.edges * 2;
  const w = task.width + shown + cover + edgeBand;
  const h = height + 2 * cover;
  // Left to right: facing page (its spine side only), task page, stacked edges, cover — or mirrored.
  const facingX = spread.spine === 'left' ? shown - facing.width : task.width;
  const taskX = spread.spine === 'left' ? shown : 0;
  const pages = `<g transform="translate(0 ${cover})"><svg width="${task.width + shown}" height="${height}" overflow="hidden">${image(facing, facingX)}${image(task, taskX)}</svg></g>`;
  const seam = spread.spine === 'left' ? shown : task.width;
  const reach = width * spread.shadow.reach;
  const shadow =
    `<linearGradient id="gutter" x1="${(seam - reach).toFixed(1)}" x2="${(seam + reach).toFixed(1)}" y1="0" y2="0" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="0.42" stop-color="#000000" stop-opacity="${(spread.shadow.depth * 0.45).toFixed(3)}"/>` +
    `<stop offset="0.5" stop-color="#000000" stop-opacity="${spread.shadow.depth.toFixed(3)}"/><stop offset="0.58" stop-color="#000000" stop-opacity="${(spread.shadow.depth * 0.45).toFixed(3)}"/>` +
    `<stop offset="1" stop-color="#000000" stop-opacity="0"/></linearGradient>` +
    `<rect x="${(seam - reach).toFixed(1)}" y="${cover}" width="${(2 * reach).toFixed(1)}" height="${height}" fill="url(#gutter)"/>`;
  // The stacked edges of the task page's side of the book, between the page and the cover.
  const edgeX = spread.spine === 'left' ? task.width + shown : -edgeBand;
  const edges = Array.from(
    { length: spread.edges },
    (_, i) =>
      `<rect x="${edgeX + i * 2}" y="${cover - i}" width="1" height="${height + 2 * i}" fill="#000000" fill-opacity="${(0.12 + 0.04 * (i % 3)).toFixed(2)}"/>`,
  ).join('');
  const shift = spread.spine === 'left' ? 0 : cover + edgeBand;
  const body =
    `<rect width="${w}" height="${h}" fill="${spread.cover}"/>` +
    `<g transform="translate(${shift} 0)"><rect x="${spread.spine === 'left' ? 0 : -edgeBand}" y="${cover - spread.edges}" width="${task.width + shown + edgeBand}" height="${height + 2 * spread.edges}" fill="${print.paper}"/>${edges}${pages}${shadow}</g>`;
  return { body, width: w, height: h };
}

const image = (page: { png: Buffer; width: number; height: number }, x: number) =>
  `<image x="${x}" y="0" width="${page.width}" height="${page.height}" xlink:href="data:image/png;base64,${page.png.toString('base64')}"/>`;

/** A page number in the bottom corner on the page's outer side. */
function pageNumber(
  n: number,
  width: number,
  height: number,
  side: 'left' | 'right',
  print: PrintedFace,
): string {
  const x = side === 'left' ? print.size * 1.4 : width - print.size * 1.4;
  const anchor = side === 'left' ? 'start' : 'end';
  return `<text x="${x.toFixed(1)}" y="${(height - print.size * 0.3).toFixed(1)}" font-family="${print.face}" font-size="${(print.size * 0.75).toFixed(1)}" fill="${print.ink}" text-anchor="${anchor}">${n}</text>`;
}

/** The facing page's running text: the sentences broken into lines as wide as the page allows. */
function runningText(
  sentences: readonly string[],
  width: number,
  height: number,
  print: PrintedFace,
): string {
  const S = print.size;
  const margin = S * 1.4;
  const perLine = Math.max(12, Math.floor((width - 2 * margin) / (S * 0.52)));
  const lines: string[] = [];
  let line = '';
  for (const word of sentences.join(' ').split(' ')) {
    if (line && line.length + 1 + word.length > perLine) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  const gap = S * 1.45;
  const fit = Math.max(1, Math.floor((height - 2 * margin) / gap));
  return lines
    .slice(0, fit)
    .map(
      (text, i) =>
        `<text x="${margin.toFixed(1)}" y="${(margin + S + i * gap).toFixed(1)}" font-family="${print.face}" font-size="${S}" fill="${print.ink}">${escapeXml(text)}</text>`,
    )
    .join('');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page rendered flat, then curved towards its spine: within `zone` of the spine every column is
 * squeezed (to `squeeze` at the spine) and pinched towards the page's middle height (by `pinch`),
 * as a page that bends away from the camera into the gutter.
 */
async function bentPage(
  body: string,
  width: number,
  height: number,
  spine: 'left' | 'right',
  bend: BookSpread['bend'],
  paper: string,
): Promise<{ png: Buffer; width: number; height: number }> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}">${body}</svg>`;
  const flat = await sharp(Buffer.from(svg))
    .flatten({ background: paper })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const c = flat.info.channels;
  const zone = Math.max(1, Math.round(width * bend.zone));
  // Shown width of each source column by its distance from the spine, and where each begins.
  const scale = (d: number) => (d >= zone ? 1 : bend.squeeze + (1 - bend.squeeze) * Math.pow(d / zone, 0.6));
  const starts: number[] = [0];
  for (let d = 0; d < width; d++) starts.push(starts[d]! + scale(d + 0.5));
  const shownWidth = Math.round(starts[width]!);
  const out = Buffer.alloc(shownWidth * height * c, 0x78);
  const mid = height / 2;
  let d = 0;
  for (let X = 0; X < shownWidth; X++) {
    // X counted from the spine; find the source distance whose column covers it.
    while (d < width - 1 && starts[d + 1]! <= X + 0.5) d++;
    const sourceD = d + (X + 0.5 - starts[d]!) / scale(d + 0.5);
    const sx = Math.min(width - 1, Math.max(0, spine === 'left' ? sourceD : width - 1 - sourceD));
    const near = Math.max(0, 1 - sourceD / zone);
    const vertical = 1 - bend.pinch * near * near;
    const outX = spine === 'left' ? X : shownWidth - 1 - X;
    for (let Y = 0; Y < height; Y++) {
      const sy = mid + (Y - mid) / vertical;
      if (sy < 0 || sy > height - 1) continue;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const x1 = Math.min(width - 1, x0 + 1);
      const y1 = Math.min(height - 1, y0 + 1);
      for (let k = 0; k < c; k++) {
        const at = (x: number, y: number) => flat.data[(y * width + x) * c + k]!;
        const v =
          (at(x0, y0) * (1 - fx) + at(x1, y0) * fx) * (1 - fy) +
          (at(x0, y1) * (1 - fx) + at(x1, y1) * fx) * fy;
        out[(Y * shownWidth + outX) * c + k] = Math.round(v);
      }
    }
  }
  const png = await sharp(out, { raw: { width: shownWidth, height, channels: c } })
    .png()
    .toBuffer();
  return { png, width: shownWidth, height };
}
