/**
 * What a pupil adds to a printed page before photographing it (the `markeri` layout, held out
 * from round 15): highlighter strokes across rows of print, and ballpoint marks — a row
 * underlined, the start of a task circled, a tick or a cross after a row, a scribble beside it.
 */
export interface PenMarks {
  /** The highlighter's colour (drawn translucent). */
  highlighter: string;
  /** The ballpoint's colour. */
  pen: string;
  strokes: readonly PenStroke[];
}

export interface PenStroke {
  kind: 'highlight' | 'underline' | 'circle' | 'tick' | 'cross' | 'scribble';
  /** Which printed row the stroke is on, as a share of the rows (0 ≤ row < 1). */
  row: number;
  /** The hand's unsteadiness: numbers in −1…1, read as each kind needs (at least 8 of them). */
  wobble: readonly number[];
}

/** Where a row of print lies on the page, in px. */
export interface RowBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The marks as SVG: `under` goes beneath the print (a highlighter's dye does not hide toner), `over`
 * on top of it (a ballpoint's line crosses the print).
 */
export function drawPenMarks(
  rows: readonly RowBox[],
  size: number,
  marks: PenMarks,
): { under: string; over: string } {
  let under = '';
  let over = '';
  for (const stroke of marks.strokes) {
    const box = rows[Math.min(rows.length - 1, Math.floor(stroke.row * rows.length))];
    if (!box) continue;
    if (stroke.kind === 'highlight') under += highlight(box, size, stroke.wobble);
    else over += PEN_SHAPES[stroke.kind](box, size, stroke.wobble);
  }
  const pen = (size * 0.07).toFixed(2);
  return {
    under: `<g fill="${marks.highlighter}" fill-opacity="0.42">${under}</g>`,
    over: `<g fill="none" stroke="${marks.pen}" stroke-width="${pen}" stroke-linecap="round" stroke-linejoin="round">${over}</g>`,
  };
}

const f = (n: number) => n.toFixed(1);

/** A broad felt stroke across the row, a little slanted, not always to its end. */
function highlight(box: RowBox, size: number, w: readonly number[]): string {
  const x0 = box.x - size * (0.2 + 0.2 * w[0]!);
  const x1 = box.x + box.width * (0.8 + 0.25 * w[1]!);
  const mid = box.y + box.height / 2 + size * 0.12 * w[2]!;
  const half = box.height * (0.42 + 0.08 * w[3]!);
  const slant = size * 0.25 * w[4]!;
  return `<path d="M${f(x0)} ${f(mid - half)}L${f(x1)} ${f(mid - half + slant)}L${f(x1 + size * 0.1)} ${f(mid + half + slant)}L${f(x0 + size * 0.05)} ${f(mid + half)}Z"/>`;
}

type PenShape = (box: RowBox, size: number, w: readonly number[]) => string;

const PEN_SHAPES: Record<Exclude<PenStroke['kind'], 'highlight'>, PenShape> = {
  /** A line under the row (or most of it), bowed a little, close enough to touch descenders. */
  underline(box, size, w) {
    const y = box.y + box.height + size * (0.08 + 0.06 * w[0]!);
    const x0 = box.x + size * 0.3 * w[1]!;
    const x1 = box.x + box.width * (0.75 + 0.25 * Math.abs(w[2]!));
    return `<path d="M${f(x0)} ${f(y)}Q${f((x0 + x1) / 2)} ${f(y + size * 0.15 * w[3]!)} ${f(x1)} ${f(y + size * 0.1 * w[4]!)}"/>`;
  },
  /** A loop drawn round the start of the row (its number or first term), not quite closed. */
  circle(box, size, w) {
    const cx = box.x + size * (0.9 + 0.4 * w[0]!);
    const cy = box.y + box.height / 2 + size * 0.1 * w[1]!;
    const rx = size * (1.3 + 0.3 * w[2]!);
    const ry = box.height * (0.7 + 0.1 * w[3]!);
    const start = Math.PI * (0.2 + 0.3 * w[4]!);
    const end = start + Math.PI * (1.85 + 0.1 * w[5]!);
    let d = '';
    for (let t = start; t <= end; t += 0.2) {
      const wob = 1 + 0.05 * Math.sin(t * 3 + w[6]!);
      d += `${d ? 'L' : 'M'}${f(cx + rx * wob * Math.cos(t))} ${f(cy + ry * wob * Math.sin(t))}`;
    }
    return `<path d="${d}"/>`;
  },
  /** A tick after the row, as a teacher or the pupil marks a task done. */
  tick(box, size, w) {
    const x = box.x + box.width + size * (0.4 + 0.15 * w[0]!);
    const y = box.y + box.height * (0.55 + 0.1 * w[1]!);
    return `<path d="M${f(x)} ${f(y)}L${f(x + size * 0.25)} ${f(y + size * (0.3 + 0.05 * w[2]!))}L${f(x + size * (0.75 + 0.1 * w[3]!))} ${f(y - size * 0.45)}"/>`;
  },
  /** A cross after the row: a task marked wrong. */
  cross(box, size, w) {
    const x = box.x + box.width + size * (0.4 + 0.15 * w[0]!);
    const y = box.y + box.height * 0.5;
    const r = size * (0.28 + 0.05 * w[1]!);
    return `<path d="M${f(x)} ${f(y - r)}L${f(x + 2 * r)} ${f(y + r + size * 0.05 * w[2]!)}M${f(x + 2 * r)} ${f(y - r)}L${f(x + size * 0.05 * w[3]!)} ${f(y + r)}"/>`;
  },
  /** A doodle of loops in the margin before the row, as a pupil thinking with a pen. */
  scribble(box, size, w) {
    const x = Math.max(size * 0.1, box.x - size * (1.1 + 0.2 * w[0]!));
    const y = box.y + box.height / 2;
    let d = `M${f(x)} ${f(y)}`;
    for (let i = 0; i < 4; i++) {
      const step = size * 0.22;
      const up = size * (0.3 + 0.1 * w[(i + 1) % w.length]!);
      d += `C${f(x + step * i + step)} ${f(y - up)} ${f(x + step * i - step * 0.5)} ${f(y - up)} ${f(x + step * (i + 1))} ${f(y + size * 0.1 * w[(i + 5) % w.length]!)}`;
    }
    return `<path d="${d}"/>`;
  },
};
