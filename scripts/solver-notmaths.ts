/**
 * A larger tune sample of not-maths photos (prose pages, shapes, blurred scenes) through the real
 * solver: every tune item whose index is 9 mod 10 in [from, to), check groups skipped (their photos
 * are never looked at, bench-report.ts CHECK_GROUPS). Saves the readings for
 * scripts/solver-replay.ts and prints, per photo not called "not maths", what each look read.
 *   npx tsx scripts/solver-notmaths.ts --from 480 --to 2400 --save /work/data/notmaths.json [--threads 1]
 * `--check-groups`: the check groups' not-maths photos instead, counted only (nothing of them is
 * printed; their readings saved only for a count by replay), the transfer check of a rule made
 * from the others. Tune only: the part is fixed.
 */
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CHECK_GROUPS, record, type ItemFacts } from '../tests/solver-corpus/bench-report.js';
import { describeItem, generateItem } from '../tests/solver-corpus/corpus.js';
import type { SavedReading } from './solver-replay.js';

const { values } = parseArgs({
  options: {
    from: { type: 'string', default: '480' },
    to: { type: 'string', default: '2400' },
    threads: { type: 'string', default: '1' },
    save: { type: 'string' },
    'check-groups': { type: 'boolean', default: false },
  },
});

/** Tune not-maths items of [from, to) outside the check groups. */
export function notMathsItems(from: number, to: number, checkGroups = false): number[] {
  const out: number[] = [];
  for (let i = from + ((9 - (from % 10) + 10) % 10); i < to; i += 10) {
    const plan = describeItem('tune', i);
    if (plan.layout === 'not-maths' && CHECK_GROUPS.includes(plan.family) === checkGroups) out.push(i);
  }
  return out;
}

const checkGroups = values['check-groups'];
const indexes = notMathsItems(Number(values.from), Number(values.to), checkGroups);
console.log(`${indexes.length} tune not-maths photos ${checkGroups ? 'of' : 'outside'} the check groups`);
const { createLocalSolver } = await import('../server/solver/local-solver.js');
const solver = createLocalSolver({ threads: Number(values.threads) });
const saved: SavedReading[] = [];
let said = 0;
for (const i of indexes) {
  const { image, ...item } = await generateItem('tune', i);
  const details = await solver.solveWithDetails({
    image,
    grade: '7th grade of primary school',
    language: 'srpski',
  });
  const facts: ItemFacts = item;
  saved.push({
    item: facts,
    passes: details.passes.map((p) => ({ name: p.name, recognized: p.recognized })),
  });
  const r = record(facts, details);
  const notMaths = details.solution.math_solutions.every((s) => s.image_is_math_problem === 'no');
  if (notMaths) said++;
  else if (!checkGroups) {
    console.log(`\n${facts.id} ${facts.family}/${facts.face} ${r.verdict.toUpperCase()}`);
    for (const p of details.passes)
      console.log(
        `  ${p.name.padEnd(20)}${JSON.stringify(p.recognized.lines.map((l) => `${l.text} (${l.confidence.toFixed(0)})`))}`,
      );
    console.log(
      `  reasons: ${JSON.stringify(details.tasks.map((t) => `${t.normalized} | ${t.outcome} | ${t.reason ?? ''}`))}`,
    );
  }
}
await solver.close();
console.log(`\nnot maths said for ${said} of ${indexes.length}`);
if (values.save) await writeFile(values.save, JSON.stringify(saved));
