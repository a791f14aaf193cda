/**
 * Benchmarks the local solver on the generated corpus (tests/solver-corpus):
 *   npx tsx scripts/bench-solver.ts [--part heldout25|tune] [--count 960] [--from 0] [--threads 2]
 *   npx tsx scripts/bench-solver.ts --part tune --verbose      (every miss, tune part only)
 *   npx tsx scripts/bench-solver.ts --part tune --layout tabla  (that layout's photos of the range only)
 *   npx tsx scripts/bench-solver.ts --part tune --save-readings FILE   (what each look read, runner-up
 *     readings included, for scripts/solver-replay.ts; its header describes the format)
 * Prints correct / wrong / declined per font family, layout, maths setting and task kind and
 * pooled; not-maths photos recognised; the confidence_score calibration table; latency p50/p90
 * per photo in the warm worker; the memory of one solver thread; photos not finished within
 * --timeout-seconds (30), counted declined as the product refunds a job that times out.
 *
 * The held-out parts (heldout to heldout24 — spent — and heldout25) are only ever summarised (their misses
 * are never printed, no readings or photos are kept), and every run on one is appended to
 * tests/solver-corpus/heldout-looks.md so the number of looks is on record.
 */
import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { printMisses, record, report, type ItemFacts } from '../tests/solver-corpus/bench-report.js';
import {
  describeItem,
  generateItem,
  type CorpusItem,
  type CorpusPart,
} from '../tests/solver-corpus/corpus.js';
import { benchPart, HELDOUT_PARTS } from '../tests/solver-corpus/parts.js';
import type { PhotoSolution } from '../server/solver/solve-photo.js';
import type { BudgetCut } from '../server/solver/solve-budget.js';
import { timedOutPhoto } from './timed-out-photo.js';
import type { SavedReading } from './solver-replay.js';
import { corpusCacheFolder } from './corpus-cache.js';

const { values } = parseArgs({
  options: {
    part: { type: 'string', default: 'heldout25' },
    count: { type: 'string', default: '960' },
    from: { type: 'string', default: '0' },
    threads: { type: 'string', default: '2' },
    verbose: { type: 'boolean', default: false },
    'save-readings': { type: 'string' },
    note: { type: 'string', default: '' },
    /** Only the photos of this layout within the range (tune only: a quick look at one layout). */
    layout: { type: 'string' },
    /** A folder that keeps generated tune photos between runs (keyed by the generator's source). */
    cache: { type: 'string' },
    /**
     * Seconds one photo may take before it counts as declined (the product refunds a job past
     * JOB_TIMEOUT_SECONDS, 120 by default; the bench is stricter, so a run stays bounded).
     */
    'timeout-seconds': { type: 'string', default: '30' },
  },
});
const part = benchPart(values.part, values);

if (values.layout && part !== 'tune') throw new Error('--layout is for the tune part only');
// With --layout only that layout's items are rendered (their plans are known without rendering).
const indexes = Array.from({ length: Number(values.count) }, (_, k) => Number(values.from) + k).filter(
  (i) => !values.layout || describeItem(part, i).layout === values.layout,
);
const items = values.cache ? await cachedCorpus(part, indexes, values.cache) : await generated(part, indexes);
console.log(`${items.length} ${part} images generated (from ${values.from})`);

interface Result {
  item: CorpusItem;
  ms: number;
  details: Omit<PhotoSolution, 'timingsMs'>;
  /** The solver did not finish the photo in time (its thread was replaced). */
  timedOut?: boolean;
}

const { createLocalSolver } = await import('../server/solver/local-solver.js');
const threads = Number(values.threads);
const rssBefore = process.memoryUsage().rss;
const solver = createLocalSolver({ threads, timeoutMs: Number(values['timeout-seconds']) * 1000 });
const request = (item: CorpusItem) => ({
  image: item.image,
  grade: '7th grade of primary school' as const,
  language: 'srpski' as const,
});
// Warm up every thread so model loading is not counted as latency.
await Promise.all(Array.from({ length: threads }, () => solver.solve(request(items[0]!))));
const perThreadMb = (process.memoryUsage().rss - rssBefore) / threads / 2 ** 20;
const results: Result[] = [];
let next = 0;
// As many photos in flight as threads: latency is service time, not queueing.
const lane = async () => {
  while (next < items.length) {
    const item = items[next++]!;
    const t = performance.now();
    try {
      const details = await solver.solveWithDetails(request(item));
      results.push({ item, ms: performance.now() - t, details });
    } catch (error) {
      // The product fails such a job and refunds it (server/modules/solve): a declined photo.
      if (!/timed out/.test(String(error))) throw error;
      results.push({ item, ms: performance.now() - t, details: timedOutPhoto(), timedOut: true });
    }
  }
};
const started = performance.now();
await Promise.all(Array.from({ length: threads }, lane));
const wall = performance.now() - started;
await solver.close();
results.sort((a, b) => a.item.id.localeCompare(b.item.id));

const lines: string[] = [];
const say = (s: string) => {
  lines.push(s);
  console.log(s);
};
const records = results.map((r) => record(withoutImage(r.item), r.details));
report(records, part, say);
const ms = results.map((r) => r.ms);
say(`\n== speed ==`);
say(
  `latency per photo p50 ${percentile(ms, 50).toFixed(0)} ms, p90 ${percentile(ms, 90).toFixed(0)} ms (${threads} threads, ${(results.length / (wall / 1000)).toFixed(2)} photos/s)`,
);
const secondMs = results.map((r) => (r.details.second ?? []).reduce((sum, o) => sum + o.ms, 0));
const checked = secondMs.filter((_, i) => (results[i]!.details.second ?? []).length > 0);
say(
  `second reader (tesseract) per photo: p50 ${percentile(secondMs, 50).toFixed(0)} ms, p90 ${percentile(secondMs, 90).toFixed(0)} ms; on the ${checked.length} photos it checked p50 ${percentile(checked, 50).toFixed(0)} ms, p90 ${percentile(checked, 90).toFixed(0)} ms, max ${Math.max(0, ...checked).toFixed(0)} ms`,
);
say(`memory of one solver thread (rss growth after warm-up / threads): ${perThreadMb.toFixed(0)} MB`);
say(
  `photos the solver did not finish in time (counted declined): ${results.filter((r) => r.timedOut).length}`,
);
const cut = (what: BudgetCut) => results.filter((r) => r.details.budgetCuts?.includes(what)).length;
say(
  `photos whose time budget stopped work (solve-budget.ts): tie-breaker ${cut('tie-breaker')}, retry ${cut('retry')}, first reading (declined) ${cut('reading')}`,
);

if (values.verbose) printMisses(records, console.log);
if (values['save-readings']) {
  // A photo not finished in time has no readings to replay.
  const saved: SavedReading[] = results
    .filter((r) => !r.timedOut)
    .map((r) => ({
      item: withoutImage(r.item),
      passes: r.details.passes.map((p) => ({ name: p.name, recognized: p.recognized })),
      ...(r.details.second ? { second: r.details.second } : {}),
    }));
  await writeFile(values['save-readings'], JSON.stringify(saved));
  console.log(`readings saved to ${values['save-readings']}`);
}

if (HELDOUT_PARTS.includes(part)) {
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  // The pooled, per-family and per-layout rows, the ≥ 0.9 calibration line and the speed.
  const summary = lines
    .flatMap((l) => l.split('\n'))
    .filter((l) => l.trim() !== '' && !/^ {2}0\.|^== per (maths|task)/.test(l))
    .join(' / ')
    .replace(/\s+/g, ' ');
  await appendFile(
    new URL('../tests/solver-corpus/heldout-looks.md', import.meta.url),
    `- ${new Date().toISOString().slice(0, 16)} commit ${commit}, ${results.length} photos from ${values.from}${values.note ? ` (${values.note})` : ''}: ${summary}\n`,
  );
}

function percentile(list: number[], p: number): number {
  if (list.length === 0) return NaN;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Tune photos from `dir` when the generator's source is unchanged, generated (and kept) otherwise. */
/** One after another: the page composer is not safe to run concurrently (MathJax numbers in order). */
async function generated(part: CorpusPart, indexes: readonly number[]): Promise<CorpusItem[]> {
  const items: CorpusItem[] = [];
  for (const i of indexes) items.push(await generateItem(part, i));
  return items;
}

async function cachedCorpus(
  part: CorpusPart,
  indexes: readonly number[],
  dir: string,
): Promise<CorpusItem[]> {
  const folder = await corpusCacheFolder(dir);
  await mkdir(folder, { recursive: true });
  const items: CorpusItem[] = [];
  for (const i of indexes) {
    const file = `${folder}/${part}-${i}`;
    try {
      const facts = JSON.parse(await readFile(`${file}.json`, 'utf8')) as ItemFacts;
      items.push({ ...facts, image: await readFile(`${file}.jpg`) });
    } catch {
      const item = await generateItem(part, i);
      await writeFile(`${file}.json`, JSON.stringify(withoutImage(item)));
      await writeFile(`${file}.jpg`, item.image);
      items.push(item);
    }
  }
  return items;
}

function withoutImage(item: CorpusItem): ItemFacts {
  const { image: _image, ...facts } = item;
  return facts;
}
