/**
 * Writes corpus photos to artifacts/corpus/ to look at:
 *   npx tsx scripts/corpus-samples.ts [--part tune] [--from 0] [--count 12] [--png]
 *     [--layout worksheet] [--mode tex]
 * `--png` also writes each photo as PNG (image viewers that show PNG only); `--layout` and
 * `--mode` keep only items of that layout or maths setting (the others are generated, not written).
 * Only the tune part may be looked at image by image (docs/solver.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { generateItem } from '../tests/solver-corpus/corpus.js';

const { values } = parseArgs({
  options: {
    part: { type: 'string', default: 'tune' },
    from: { type: 'string', default: '0' },
    count: { type: 'string', default: '12' },
    png: { type: 'boolean', default: false },
    layout: { type: 'string' },
    mode: { type: 'string' },
  },
});
if (values.part !== 'tune') throw new Error('only the tune part is looked at image by image');
await mkdir('artifacts/corpus', { recursive: true });
for (let i = Number(values.from); i < Number(values.from) + Number(values.count); i++) {
  const item = await generateItem(values.part, i);
  if ((values.layout && item.layout !== values.layout) || (values.mode && item.mode !== values.mode))
    continue;
  await writeFile(`artifacts/corpus/${item.id}.jpg`, item.image);
  if (values.png) await sharp(item.image).png().toFile(`artifacts/corpus/${item.id}.png`);
  console.log(
    item.id,
    item.family,
    item.face,
    item.layout,
    item.mathsFont ? `${item.mode}/${item.mathsFont}` : item.mode,
    item.kind,
    JSON.stringify(item.printed),
  );
}
