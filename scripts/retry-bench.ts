/**
 * Measures the retry of solve-photo.ts on tune photos without reading every photo again.
 *   build: every photo through the first pipeline (saved per photo with its blur verdict), then the
 *          retry as solve-photo.ts does it; the first readings go to --first.
 *   retry: the saved first readings replayed; only the photos the retry policy picks are read
 *          again (the retry binarisation), so a retry parameter is benched in a minute.
 * --k, --share: the retry's Sauvola parameters (sauvola.ts); --radius: a fixed window instead. --policy most|any: also retry pages where half or
 * more (most) or any (any) of the tasks were declined, filling only the declined tasks from the
 * retry's unanimous answers (measured in round 10 and not kept: an absolute-value task read without
 * its bars by both retry looks was answered wrong).
 * Prints the bench report (look and check rows; check groups' misses never shown). Tune only: the
 * photos come from the bench's cache (scripts/bench-solver.ts --cache) and are never generated.
 *   npx tsx scripts/retry-bench.ts --mode build --from 0 --count 240 --first /work/data/x-first0.json
 *   npx tsx scripts/retry-bench.ts --mode retry --from 0 --count 240 --first /work/data/x-first0.json --k 0.2
 */
import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { corpusCacheFolder } from './corpus-cache.js';
import { printMisses, record, report, type ItemFacts } from '../tests/solver-corpus/bench-report.js';
import {
  createOcrReaders,
  judgedBlurred,
  needsRetry,
  readAgain,
  readAndSolve,
  retryAnswers,
  solveReadings,
  type NamedReading,
  type Solved,
} from '../server/solver/solve-photo.js';
import { isAnsweredTask } from '../contract/index.js';
import { cleanInk } from '../server/solver/ocr/preprocess.js';
import {
  SAUVOLA_K,
  SAUVOLA_WINDOW_SHARE,
  sauvolaBinarize,
  sauvolaForPage,
} from '../server/solver/ocr/sauvola.js';

const { values } = parseArgs({
  options: {
    mode: { type: 'string', default: 'retry' },
    from: { type: 'string', default: '0' },
    count: { type: 'string', default: '240' },
    first: { type: 'string' },
    k: { type: 'string', default: String(SAUVOLA_K) },
    radius: { type: 'string' },
    policy: { type: 'string', default: 'none' },
    share: { type: 'string', default: String(SAUVOLA_WINDOW_SHARE) },
    verbose: { type: 'boolean', default: false },
    cache: { type: 'string', default: '/work/data/cache' },
  },
});
interface First {
  item: ItemFacts;
  passes: NamedReading[];
  blurred: boolean;
}
const opts = { grade: '7th grade of primary school', language: 'srpski' } as const;
const from = Number(values.from);
const count = Number(values.count);
const k = Number(values.k);
const radius = values.radius === undefined ? null : Number(values.radius);
const share = Number(values.share);

const dir = await corpusCacheFolder(values.cache);
const photo = (i: number) => readFile(`${dir}/tune-${i}.jpg`);
const facts = async (i: number) => JSON.parse(await readFile(`${dir}/tune-${i}.json`, 'utf8')) as ItemFacts;

const readers = await createOcrReaders();
const timings = { preprocess: 0, ocr: 0, engine: 0 };
const { policy } = values;
/** Which first readings are read again. */
function picks(first: Solved): boolean {
  if (needsRetry(first)) return true;
  const tasks = first.solution.math_solutions;
  const answered = tasks.filter(isAnsweredTask).length;
  if (policy.includes('most') && answered > 0 && answered * 2 <= tasks.length) return true;
  if (policy.includes('any') && answered > 0 && answered < tasks.length) return true;
  return false;
}
/** The first reading's answers kept, its declined tasks filled from the retry's unanimous ones. */
function merged(first: Solved, second: Solved): Solved | null {
  const a = first.solution.math_solutions;
  const b = second.solution.math_solutions;
  if (a.length !== b.length) return null;
  const full = Math.max(2, second.passes.length);
  let gained = 0;
  const tasks = a.map((t, i) => {
    const u = b[i]!;
    if (isAnsweredTask(t)) return t;
    if (isAnsweredTask(u) && (second.votes[i] ?? 0) >= full) {
      gained++;
      return u;
    }
    return t;
  });
  // The two layouts must agree on every task both answered, or their tasks are not the same ones.
  for (const [i, t] of a.entries())
    if (isAnsweredTask(t) && isAnsweredTask(b[i]!) && t.final_answer_latex !== b[i]!.final_answer_latex)
      return null;
  if (gained === 0) return null;
  return {
    ...first,
    solution: { math_solutions: tasks },
    votes: first.votes.map((v, i) => (tasks[i] === b[i] ? second.votes[i]! : v)),
  };
}
async function retry(i: number, first: Solved): Promise<Solved> {
  const second = await readAgain(readers, await photo(i), opts, timings, (flat) =>
    radius === null ? sauvolaForPage(flat, share, k) : sauvolaBinarize(flat, { k, radius }),
  );
  if (first.solution.math_solutions.some(isAnsweredTask)) return merged(first, second) ?? first;
  return retryAnswers(second) ? second : first;
}

const records = [];
let retried = 0;
let taken = 0;
if (values.mode === 'build') {
  const saved: First[] = [];
  for (let i = from; i < from + count; i++) {
    const item = await facts(i);
    const clean = await cleanInk(await photo(i));
    const first = await readAndSolve(readers, clean, opts, timings);
    const blurred = judgedBlurred(clean);
    saved.push({
      item,
      passes: first.passes.map((p) => ({ name: p.name, recognized: p.recognized })),
      blurred,
    });
    let final = first;
    if (!blurred && picks(first)) {
      retried++;
      final = await retry(i, first);
      if (final !== first) taken++;
    }
    records.push(record(item, final));
  }
  await writeFile(values.first!, JSON.stringify(saved));
} else {
  const saved = JSON.parse(await readFile(values.first!, 'utf8')) as First[];
  for (const s of saved) {
    const i = Number(s.item.id.replace(/^tune-/, ''));
    if (i < from || i >= from + count) continue;
    const first = solveReadings(s.passes, opts);
    let final = first;
    if (!s.blurred && picks(first)) {
      retried++;
      final = await retry(i, first);
      if (final !== first) taken++;
    }
    records.push(record(s.item, final));
  }
}
await readers.close();
console.log(
  `policy ${policy} k ${k} ${radius === null ? `share ${share}` : `radius ${radius}`}: retried ${retried}, retry shown on ${taken}`,
);
report(records, `tune ${from}+${count} (${values.mode})`, console.log);
if (values.verbose) printMisses(records, console.log);
