/**
 * Benchmarks the full local solver on the generated corpus (tests/solver-corpus):
 *   npx tsx scripts/bench-solver.ts [--part heldout|tune|retired] [--count 240] [--threads 2] [--verbose]
 *   npx tsx scripts/bench-solver.ts --ocr-only --part tune     (OCR line accuracy, no engine)
 * Prints shares solved correctly / answered wrongly / declined, latency p50/p90 per image and the
 * mean confidence_score of correct and wrong answers. Tune on `tune`
 * (and `retired`, the first held-out part); `heldout` is the report.
 */
import { parseArgs } from 'node:util';
import { judgeSolution, type Verdict } from '../tests/solver-corpus/answer-check.js';
import {
  CORPUS_SEEDS,
  generateCorpus,
  type CorpusItem,
  type CorpusPart,
} from '../tests/solver-corpus/corpus.js';
import { preprocessForOcr } from '../server/solver/ocr/preprocess.js';
import { createTextReader } from '../server/solver/ocr/text-reader.js';
import { EXTRA_PASSES, FIRST_PASSES, type PhotoSolution } from '../server/solver/solve-photo.js';

const { values } = parseArgs({
  options: {
    part: { type: 'string', default: 'heldout' },
    count: { type: 'string', default: '240' },
    from: { type: 'string', default: '0' },
    threads: { type: 'string', default: '2' },
    verbose: { type: 'boolean', default: false },
    'ocr-only': { type: 'boolean', default: false },
  },
});
const part = values.part as CorpusPart;
if (!(part in CORPUS_SEEDS)) throw new Error(`--part is one of ${Object.keys(CORPUS_SEEDS).join(', ')}`);

const items = await generateCorpus(part, Number(values.count), Number(values.from));
console.log(`${items.length} ${part} images generated`);
if (values['ocr-only']) await benchOcr(items);
else await benchSolver(items);

/**
 * Printed task lines vs OCR lines, compared without spaces and with minus/times glyphs and decimal
 * separators unified (the engine reads "2.48" like "2,48"; comma-rewrite.ts draws points).
 */
function canonical(line: string): string {
  return line
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '')
    .replace(/[−–—]/g, '-')
    .replace(/[·×]/g, '*')
    .replace(/≤/g, '<=')
    .replace(/≥/g, '>=')
    .replace(/\^/g, '')
    .replace(/(\d)\.(\d)/g, '$1,$2');
}

async function benchOcr(corpus: CorpusItem[]): Promise<void> {
  const reader = await createTextReader();
  let lines = 0;
  let exact = 0;
  const times: number[] = [];
  for (const item of corpus) {
    if (item.expected === null) continue;
    const t = performance.now();
    const read = await reader.read(await preprocessForOcr(item.image));
    times.push(performance.now() - t);
    const got = new Set(read.lines.map((l) => canonical(l.text)));
    for (const printed of item.printed.filter((p) => /\d/.test(p))) {
      lines++;
      if (got.has(canonical(printed))) exact++;
      else if (values.verbose)
        console.log(
          `${item.id} ${JSON.stringify(printed)} read as ${JSON.stringify(read.lines.map((l) => `${l.text} (${l.confidence})`))}`,
        );
    }
  }
  await reader.close();
  console.log(
    `lines read exactly: ${pct(exact, lines)} of ${lines}; p50 ${percentile(times, 50).toFixed(0)} ms, p90 ${percentile(times, 90).toFixed(0)} ms`,
  );
}

async function benchSolver(corpus: CorpusItem[]): Promise<void> {
  const { createLocalSolver } = await import('../server/solver/local-solver.js');
  const threads = Number(values.threads);
  const solver = createLocalSolver({ threads });
  // Warm up every thread so model loading is not counted as latency.
  await Promise.all(Array.from({ length: threads }, () => solver.solve(request(corpus[0]!))));
  const results: { item: CorpusItem; verdict: Verdict; ms: number; details: PhotoSolution }[] = [];
  let next = 0;
  // As many photos in flight as threads: latency is service time, not queueing.
  const lane = async () => {
    while (next < corpus.length) {
      const item = corpus[next++]!;
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

  const count = (v: Verdict) => results.filter((r) => r.verdict === v).length;
  const ms = results.map((r) => r.ms);
  console.log(`correct  ${pct(count('correct'), results.length)}`);
  console.log(`wrong    ${pct(count('wrong'), results.length)}`);
  console.log(`declined ${pct(count('declined'), results.length)}`);
  console.log(
    `latency per image p50 ${percentile(ms, 50).toFixed(0)} ms, p90 ${percentile(ms, 90).toFixed(0)} ms; ${threads} threads, ${(results.length / (wall / 1000)).toFixed(2)} images/s`,
  );
  const extra = results.filter((r) => r.details.passes.length > FIRST_PASSES.length).length;
  console.log(
    `readings: all ${FIRST_PASSES.length + EXTRA_PASSES.length} on ${pct(extra, results.length)} of the images, ${FIRST_PASSES.length} on the rest`,
  );
  const confidence = (v: Verdict) => {
    const scores = results
      .filter((r) => r.verdict === v && r.item.expected)
      .flatMap((r) => r.details.solution.math_solutions.map((s) => s.confidence_score));
    return scores.length ? (scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(3) : 'n/a';
  };
  console.log(`mean confidence_score: correct ${confidence('correct')}, wrong ${confidence('wrong')}`);
  // Calibration: among images that got answers, how often each confidence band was right.
  const bands = [0, 0.6, 0.7, 0.8, 0.9, 1.01];
  for (let b = 0; b < bands.length - 1; b++) {
    const inBand = results.filter((r) => {
      if (r.verdict === 'declined' || !r.item.expected) return false;
      const answered = r.details.solution.math_solutions.filter((s) => s.steps.length > 0);
      const lowest = Math.min(...answered.map((s) => s.confidence_score));
      return lowest >= bands[b]! && lowest < bands[b + 1]!;
    });
    const right = inBand.filter((r) => r.verdict === 'correct').length;
    console.log(
      `  confidence ${bands[b]!.toFixed(1)}–${Math.min(1, bands[b + 1]!).toFixed(1)}: ${inBand.length} answered, ${pct(right, inBand.length)} correct`,
    );
  }
  const kinds = [...new Set(results.map((r) => r.item.kind))];
  for (const kind of kinds) {
    const of = results.filter((r) => r.item.kind === kind);
    const c = of.filter((r) => r.verdict === 'correct').length;
    const w = of.filter((r) => r.verdict === 'wrong').length;
    console.log(
      `  ${kind.padEnd(20)} ${String(of.length).padStart(4)}  correct ${pct(c, of.length)}  wrong ${pct(w, of.length)}`,
    );
  }
  if (values.verbose) {
    for (const r of results
      .filter((x) => x.verdict !== 'correct')
      .sort((a, b) => a.item.id.localeCompare(b.item.id))) {
      console.log(`\n${r.item.id} ${r.item.kind} ${r.verdict.toUpperCase()}`);
      console.log(`  printed:  ${JSON.stringify(r.item.printed)}`);
      for (const pass of r.details.passes)
        console.log(
          `  ${pass.name.padEnd(10)}${JSON.stringify(pass.recognized.lines.map((l) => `${l.text} (${l.confidence})`))} → ${JSON.stringify(pass.answers)}`,
        );
      console.log(`  expected: ${JSON.stringify(r.item.expected)}`);
      console.log(
        `  answers:  ${JSON.stringify(r.details.solution.math_solutions.map((s) => `${s.image_is_math_problem} ${s.final_answer_latex} (${s.confidence_score})`))}`,
      );
    }
  }
}

function request(item: CorpusItem) {
  return { image: item.image, grade: '7th grade of primary school' as const, language: 'srpski' as const };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function pct(n: number, of: number): string {
  return `${of ? ((100 * n) / of).toFixed(1) : '0.0'}% (${n}/${of})`;
}
