/**
 * Benchmarks the local solver on the generated corpus (tests/solver-corpus):
 *   npx tsx scripts/bench-solver.ts [--part heldout|tune] [--count 300] [--from 0] [--threads 2]
 *   npx tsx scripts/bench-solver.ts --part tune --verbose      (every miss, tune part only)
 * Prints correct / wrong / declined per font family, layout, maths setting and task kind and
 * pooled; not-maths photos recognised; the confidence_score calibration table; latency p50/p90
 * per photo in the warm worker; the memory of one solver thread.
 *
 * The held-out part is only ever summarised (its misses are never printed), and every run on it
 * is appended to tests/solver-corpus/heldout-looks.md so the number of looks is on record.
 */
import { appendFile } from 'node:fs/promises';
import { execSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { judgeSolution, type Verdict } from '../tests/solver-corpus/answer-check.js';
import {
  CORPUS_SEEDS,
  generateCorpus,
  type CorpusItem,
  type CorpusPart,
} from '../tests/solver-corpus/corpus.js';
import { FONT_FAMILIES } from '../tests/solver-corpus/fonts.js';
import type { PhotoSolution } from '../server/solver/solve-photo.js';

const { values } = parseArgs({
  options: {
    part: { type: 'string', default: 'heldout' },
    count: { type: 'string', default: '350' },
    from: { type: 'string', default: '0' },
    threads: { type: 'string', default: '2' },
    verbose: { type: 'boolean', default: false },
    note: { type: 'string', default: '' },
  },
});
const part = values.part as CorpusPart;
if (!(part in CORPUS_SEEDS)) throw new Error(`--part is one of ${Object.keys(CORPUS_SEEDS).join(', ')}`);
if (part === 'heldout' && values.verbose)
  throw new Error('the held-out part is only summarised: no --verbose');

const items = await generateCorpus(part, Number(values.count), Number(values.from));
console.log(`${items.length} ${part} images generated (from ${values.from})`);

interface Result {
  item: CorpusItem;
  verdict: Verdict;
  ms: number;
  details: PhotoSolution;
}

const { createLocalSolver } = await import('../server/solver/local-solver.js');
const threads = Number(values.threads);
const rssBefore = process.memoryUsage().rss;
const solver = createLocalSolver({ threads });
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
    const details = await solver.solveWithDetails(request(item));
    results.push({
      item,
      verdict: judgeSolution(item.expected, details.solution),
      ms: performance.now() - t,
      details,
    });
  }
};
const started = performance.now();
await Promise.all(Array.from({ length: threads }, lane));
const wall = performance.now() - started;
await solver.close();
results.sort((a, b) => a.item.id.localeCompare(b.item.id));

const maths = results.filter((r) => r.item.expected !== null);
const notMaths = results.filter((r) => r.item.expected === null);
const lines: string[] = [];
const say = (s: string) => {
  lines.push(s);
  console.log(s);
};
const row = (label: string, of: Result[]) => {
  const n = (v: Verdict) => of.filter((r) => r.verdict === v).length;
  return `${label.padEnd(26)} ${String(of.length).padStart(4)}   correct ${pct(n('correct'), of.length)}   wrong ${pct(n('wrong'), of.length)}   declined ${pct(n('declined'), of.length)}`;
};

say(`\n== ${part}: maths photos (pooled) ==`);
say(row('all maths photos', maths));
say(
  `not-maths recognised as not maths: ${pct(notMaths.filter((r) => notMathsSaid(r)).length, notMaths.length)}; answered (wrong): ${notMaths.filter((r) => r.verdict === 'wrong').length}`,
);
const ms = results.map((r) => r.ms);
say(
  `latency per photo p50 ${percentile(ms, 50).toFixed(0)} ms, p90 ${percentile(ms, 90).toFixed(0)} ms (${threads} threads, ${(results.length / (wall / 1000)).toFixed(2)} photos/s)`,
);
say(`memory of one solver thread (rss growth after warm-up / threads): ${perThreadMb.toFixed(0)} MB`);

say(`\n== per font family (maths photos) ==`);
for (const family of FONT_FAMILIES) {
  const of = maths.filter((r) => r.item.family === family.id);
  if (of.length) say(row(`${family.id} (${family.split})`, of));
}
say(`\n== per layout ==`);
for (const layout of ['single', 'exercises', 'prose', 'columns']) {
  const of = maths.filter((r) => r.item.layout === layout);
  if (of.length) say(row(layout, of));
}
say(`\n== per maths setting ==`);
for (const mode of ['inline', 'typeset', 'tex']) {
  const of = maths.filter((r) => r.item.mode === mode);
  if (of.length) say(row(mode, of));
}
say(`\n== per task kind ==`);
for (const kind of [...new Set(maths.map((r) => r.item.kind))].sort())
  say(
    row(
      kind,
      maths.filter((r) => r.item.kind === kind),
    ),
  );

// Calibration: every answered task of a maths photo, by its confidence_score, right or wrong.
say(`\n== confidence_score calibration (answered tasks) ==`);
const answered = maths.flatMap((r) => taskVerdicts(r));
const bands = [0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.01];
for (let b = 0; b < bands.length - 1; b++) {
  const inBand = answered.filter((t) => t.confidence >= bands[b]! && t.confidence < bands[b + 1]!);
  const right = inBand.filter((t) => t.right).length;
  say(
    `  ${bands[b]!.toFixed(2)}–${Math.min(1, bands[b + 1]!).toFixed(2)}: ${String(inBand.length).padStart(4)} answered, ${pct(right, inBand.length)} right`,
  );
}
const high = answered.filter((t) => t.confidence >= 0.9);
say(`  answers at ≥ 0.9 wrong: ${high.filter((t) => !t.right).length} of ${high.length}`);

if (values.verbose) {
  for (const r of results.filter((x) => x.verdict !== 'correct')) {
    console.log(
      `\n${r.item.id} ${r.item.family}/${r.item.face} ${r.item.layout} ${r.item.mode} ${r.item.kind} ${r.verdict.toUpperCase()}`,
    );
    console.log(`  printed:  ${JSON.stringify(r.item.printed)}`);
    for (const pass of r.details.passes)
      console.log(
        `  ${pass.name.padEnd(10)}${JSON.stringify(pass.recognized.lines.map((l) => `${l.text} (${l.confidence.toFixed(0)})`))}`,
      );
    console.log(`  expected: ${JSON.stringify(r.item.expected)}`);
    console.log(
      `  answers:  ${JSON.stringify(r.details.solution.math_solutions.map((s, i) => `${s.image_is_math_problem} ${s.final_answer_latex.slice(0, 80)} (${s.confidence_score}) [${r.details.tasks[i]?.normalized ?? ''} | ${r.details.tasks[i]?.reason ?? ''}]`))}`,
    );
  }
}

if (part === 'heldout') {
  const commit = execSync('git rev-parse --short HEAD').toString().trim();
  const summary = lines.slice(1, 6).join(' / ').replace(/\s+/g, ' ');
  await appendFile(
    new URL('../tests/solver-corpus/heldout-looks.md', import.meta.url),
    `- ${new Date().toISOString().slice(0, 16)} commit ${commit}, ${results.length} photos from ${values.from}${values.note ? ` (${values.note})` : ''}: ${summary}\n`,
  );
}

/** The photo's answer said "not maths" (and nothing else). */
function notMathsSaid(r: Result): boolean {
  return r.details.solution.math_solutions.every((s) => s.image_is_math_problem === 'no');
}

/** Each answered task of a maths photo with its confidence and whether its answer is right. */
function taskVerdicts(r: Result): { confidence: number; right: boolean }[] {
  const tasks = r.details.solution.math_solutions.filter((s) => s.image_is_math_problem === 'yes');
  return tasks.flatMap((task, i) => {
    if (task.steps.length === 0) return [];
    const expected = r.item.expected?.[i];
    const right =
      expected !== undefined &&
      tasks.length === r.item.expected!.length &&
      judgeSolution([expected], { math_solutions: [task] }) === 'correct';
    return [{ confidence: task.confidence_score, right }];
  });
}

function percentile(list: number[], p: number): number {
  if (list.length === 0) return NaN;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function pct(n: number, of: number): string {
  return `${of ? ((100 * n) / of).toFixed(1) : '0.0'}% (${n}/${of})`;
}
