/**
 * Writes corpus photos to artifacts/corpus/ to look at:
 *   npx tsx scripts/corpus-samples.ts [--part tune] [--from 0] [--count 12]
 * Only the tune part may be looked at image by image (docs/solver.md).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { generateItem } from '../tests/solver-corpus/corpus.js';

const { values } = parseArgs({
  options: {
    part: { type: 'string', default: 'tune' },
    from: { type: 'string', default: '0' },
    count: { type: 'string', default: '12' },
  },
});
if (values.part !== 'tune') throw new Error('only the tune part is looked at image by image');
await mkdir('artifacts/corpus', { recursive: true });
for (let i = Number(values.from); i < Number(values.from) + Number(values.count); i++) {
  const item = await generateItem(values.part, i);
  await writeFile(`artifacts/corpus/${item.id}.jpg`, item.image);
  console.log(
    item.id,
    item.family,
    item.face,
    item.layout,
    item.mode,
    item.kind,
    JSON.stringify(item.printed),
  );
}
