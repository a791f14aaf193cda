/**
 * The paper of a glyph's box that a path of paper joins to the box's edge (4-connected): what
 * lies outside the glyph. The rest of its paper is enclosed — a loop's counter, a disc's number.
 */
export function paperOutside(ownInk: Uint8Array, w: number, h: number): Uint8Array {
  const outside = new Uint8Array(w * h);
  const stack: number[] = [];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++)
      if ((x === 0 || y === 0 || x === w - 1 || y === h - 1) && !ownInk[y * w + x]) {
        outside[y * w + x] = 1;
        stack.push(y * w + x);
      }
  while (stack.length > 0) {
    const i = stack.pop()!;
    const x = i % w;
    const y = (i - x) / w;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const [xx, yy] = [x + dx, y + dy];
      if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
      const j = yy * w + xx;
      if (outside[j] || ownInk[j]) continue;
      outside[j] = 1;
      stack.push(j);
    }
  }
  return outside;
}
