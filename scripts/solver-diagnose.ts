/**
 * Shows how the reader sees tune photos: the cleaned ink and the photo go to artifacts/diagnose/,
 * and every line's glyph boxes, specials and the characters read over them (with their x and
 * probability) are printed.
 *   npx tsx scripts/solver-diagnose.ts 3 136 246
 * Only the tune part is looked at image by image (docs/solver.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { generateItem } from '../tests/solver-corpus/corpus.js';
import { analysePage, readPage } from '../server/solver/ocr/layout-reader.js';
import { createLineRecognizer } from '../server/solver/ocr/line-recognizer.js';
import { cleanInk } from '../server/solver/ocr/preprocess.js';

const recognizer = await createLineRecognizer(1);
await mkdir('artifacts/diagnose', { recursive: true });
for (const arg of process.argv.slice(2)) {
  const item = await generateItem('tune', Number(arg));
  console.log(
    `\n${item.id} ${item.family}/${item.face} ${item.layout} ${item.mode} ${JSON.stringify(item.printed)}`,
  );
  await writeFile(`artifacts/diagnose/${item.id}.jpg`, item.image);
  const clean = await cleanInk(item.image);
  if (!clean.ink) {
    console.log('  no ink');
    continue;
  }
  const { width, height, data } = clean.ink;
  const png = Buffer.from(data.map((v) => (v ? 0 : 255)));
  await sharp(png, { raw: { width, height, channels: 1 } })
    .png()
    .toFile(`artifacts/diagnose/${item.id}-ink.png`);
  const page = analysePage(clean.ink, clean.gray, clean.frames, clean.colour);
  const reading = await readPage(page, recognizer);
  if (!page.layout) continue;
  console.log(`  cap ${page.layout.cap}; braces ${JSON.stringify(page.layout.braces)}`);
  for (const [i, line] of page.layout.lines.entries()) {
    console.log(`  line ${i} box ${JSON.stringify(line.box)}`);
    console.log(
      `    glyphs ${line.glyphs
        .map((g) => `[${g.left}-${g.right} ${g.top}-${g.bottom}${g.parts ? ' parts' : ''}]`)
        .join(' ')}`,
    );
    console.log(
      `    specials ${line.specials.map((s) => `${s.k}${s.k === 'sym' ? `'${s.text}'${s.soft ? ' soft' : ''}` : ''}@${s.box.left}-${s.box.right} ${s.box.top}-${s.box.bottom}`).join(' ')}`,
    );
    console.log(
      `    chars ${(reading.chars[i] ?? []).map((c) => `${c.char}@${Math.round(c.x)}(${Math.round(c.p * 100)})`).join(' ')}`,
    );
  }
  console.log(`  read: ${JSON.stringify(reading.recognized.lines.map((l) => l.text))}`);
}
await recognizer.close();
