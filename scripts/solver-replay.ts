/**
 * Replays readings saved by the solver bench through the engine and the vote, without OCR: a
 * change to the engine, the vote or the confidence is measured on hundreds of tune photos in
 * seconds.
 *   npx tsx scripts/bench-solver.ts --part tune --from 240 --count 240 --save-readings /tmp/val.json
 *   npx tsx scripts/solver-replay.ts /tmp/val.json [--verbose] [--damage]
 * `--damage` also prints the damaged-readings figure (scripts/solver-damage.ts); `--high` the
 * tasks answered at ≥ 0.9, right and wrong, look and check groups apart.
 * Only tune readings can be saved (the bench refuses the held-out parts).
 *
 * A readings file is a JSON array of SavedReading: per photo its corpus facts (`item`) and each
 * look's reading (`passes`: name, and `recognized.lines`, each { text, confidence,
 * alternatives? }). `alternatives` (engine-types.ts LineAlternative: the line with one character
 * as the recogniser's runner-up) are saved from round 10 on; a file without them replays as before
 * the runner-up cap (runner-up.ts), which then caps nothing.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import {
  CHECK_GROUPS,
  printMisses,
  record,
  report,
  taskOutcomes,
  type BenchRecord,
  type ItemFacts,
} from '../tests/solver-corpus/bench-report.js';
import { solveReadings, type NamedReading } from '../server/solver/solve-photo.js';
import { printDamage } from './solver-damage.js';
import type { SecondOpinion } from '../server/solver/second/second-opinion.js';

export interface SavedReading {
  item: ItemFacts;
  passes: NamedReading[];
  /** The second reader's checks of the photo's confident answers (saved from round 15 on). */
  second?: SecondOpinion[];
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      verbose: { type: 'boolean', default: false },
      damage: { type: 'boolean', default: false },
      high: { type: 'boolean', default: false },
    },
  });
  const saved: SavedReading[] = [];
  for (const file of positionals) saved.push(...(JSON.parse(await readFile(file, 'utf8')) as SavedReading[]));
  if (saved.some((s) => !s.item.id.startsWith('tune-'))) throw new Error('only tune readings are replayed');
  const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
  const records = saved.map((s) => record(s.item, solveReadings(s.passes, opts)));
  report(records, `replay of ${saved.length} tune photos`, console.log);
  if (values.verbose) printMisses(records, console.log);
  if (values.damage) printDamage(saved, console.log);
  if (values.high) printHigh(records, console.log);
}

/** Tasks answered at ≥ 0.9 right and wrong, look and check groups apart (counts only). */
export function printHigh(records: BenchRecord[], log: (line: string) => void): void {
  const maths = records.filter((r) => r.item.expected !== null);
  for (const [label, check] of [
    ['look groups', false],
    ['check groups', true],
  ] as const) {
    const high = maths
      .filter((r) => CHECK_GROUPS.includes(r.item.family) === check)
      .flatMap(taskOutcomes)
      .filter((t) => t.outcome !== 'declined' && t.confidence >= 0.9);
    const n = (o: string) => high.filter((t) => t.outcome === o).length;
    log(`≥ 0.9 ${label}: right ${n('correct')}, wrong ${n('wrong')}`);
  }
}
