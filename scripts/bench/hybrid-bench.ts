/**
 * SOLVER=hybrid over the generated corpus (tests/solver-corpus/): the real local engine (OCR in
 * worker threads), and a scripted fake model (scripted-model.ts) behind a local chat-completions
 * server, through the real OpenAI adapter and the answer check.
 *   npx tsx scripts/bench/hybrid-bench.ts [--part tune] [--count 120] [--threads 2] [--min-confidence 0.5,0.7,0.9]
 * The engine reads every photo once; then the hybrid runs at each HYBRID_MIN_CONFIDENCE, and the
 * model alone (SOLVER=openai) for comparison. Prints the model calls per 100 photos, the check's
 * verdicts on the model's tasks (verified, corrected, flagged, unverified), and the share of photos
 * answered right, wrong or declined (judged against the corpus's expected answers).
 */
import { createHash } from 'node:crypto';
import { parseArgs } from 'node:util';
import type { MathSolution, SolutionJson } from '../../contract/index.js';
import { createOpenAiSolver } from '../../server/adapters/solver/openai-solver.js';
import type { SolverPort } from '../../server/ports/solver.port.js';
import { createCheckedSolver } from '../../server/solver/check/checked-solver.js';
import { createHybridSolver } from '../../server/solver/hybrid/hybrid-solver.js';
import { createLocalSolver } from '../../server/solver/local-solver.js';
import { photoOf, startFakeChatCompletions } from '../../server/test-support/fake-chat-completions.js';
import { judgeSolution, type Verdict } from '../../tests/solver-corpus/answer-check.js';
import { CORPUS_SEEDS, generateCorpus, type CorpusPart } from '../../tests/solver-corpus/corpus.js';
import { FLAW_RATES, scriptedAnswer } from './scripted-model.js';

const { values } = parseArgs({
  options: {
    part: { type: 'string', default: 'tune' },
    count: { type: 'string', default: '120' },
    threads: { type: 'string', default: '2' },
    /** Comma-separated HYBRID_MIN_CONFIDENCE values to compare. */
    'min-confidence': { type: 'string', default: '0.5,0.7,0.9' },
  },
});
const part = values.part as CorpusPart;
if (!(part in CORPUS_SEEDS)) throw new Error(`--part is one of ${Object.keys(CORPUS_SEEDS).join(', ')}`);
const thresholds = values['min-confidence'].split(',').map(Number);

const items = await generateCorpus(part, Number(values.count));
const byPhoto = new Map(items.map((item) => [sha1(item.image), item]));
const fake = await startFakeChatCompletions();
fake.respondWith((request) => {
  const photo = photoOf(request);
  const item = photo ? byPhoto.get(sha1(photo)) : undefined;
  return item ? { content: scriptedAnswer(item) } : { status: 400 };
});

// The engine reads each photo once; every run below reuses its outcome.
const local = createLocalSolver({ threads: Number(values.threads), timeoutMs: 120_000 });
const engineOutcomes = new Map<Buffer, SolutionJson | null>();
const started = performance.now();
let next = 0;
await Promise.all(
  Array.from({ length: Number(values.threads) }, async () => {
    while (next < items.length) {
      const item = items[next++]!;
      const solution = await local.solve(request(item.image)).catch(() => null);
      engineOutcomes.set(item.image, solution);
    }
  }),
);
const engineSeconds = (performance.now() - started) / 1000;
await local.close();
const engine: SolverPort = {
  async solve(req) {
    const solution = engineOutcomes.get(req.image);
    if (!solution) throw new Error('the engine could not read this photo');
    return solution;
  },
  solveText() {
    throw new Error('the bench solves photos only');
  },
  async close() {},
};
const model = createCheckedSolver(
  createOpenAiSolver({ baseURL: fake.url, apiKey: 'sk-bench', model: 'scripted-vision', timeoutMs: 30_000 }),
);

interface Run {
  calls: number;
  engineTasks: number;
  modelTasks: number;
  verdicts: Record<'verified' | 'corrected' | 'flagged' | 'unverified', number>;
  photos: Record<Verdict | 'failed', number>;
}

async function run(solver: SolverPort): Promise<Run> {
  fake.reset();
  const result: Run = {
    calls: 0,
    engineTasks: 0,
    modelTasks: 0,
    verdicts: { verified: 0, corrected: 0, flagged: 0, unverified: 0 },
    photos: { correct: 0, wrong: 0, declined: 0, failed: 0 },
  };
  for (const item of items) {
    const solution = await solver.solve(request(item.image)).catch(() => null);
    result.photos[solution ? judgeSolution(item.expected, judged(solution)) : 'failed']++;
    for (const task of solution?.math_solutions ?? []) {
      const v = task.verification;
      if (!v) continue;
      if (v.checks.length === 1 && v.checks[0] === 'engine' && v.action === undefined) result.engineTasks++;
      else {
        result.modelTasks++;
        result.verdicts[v.status]++;
      }
    }
  }
  result.calls = fake.calls();
  return result;
}

const engineAlone: Run = {
  calls: 0,
  engineTasks: 0,
  modelTasks: 0,
  verdicts: { verified: 0, corrected: 0, flagged: 0, unverified: 0 },
  photos: { correct: 0, wrong: 0, declined: 0, failed: 0 },
};
for (const item of items) {
  const solution = engineOutcomes.get(item.image) ?? null;
  engineAlone.photos[solution ? judgeSolution(item.expected, judged(solution)) : 'failed']++;
}
const runs: Array<[string, Run]> = [['engine alone (SOLVER=local)', engineAlone]];
for (const threshold of thresholds)
  runs.push([
    `hybrid, HYBRID_MIN_CONFIDENCE ${threshold}`,
    await run(createHybridSolver({ engine, model, minEngineConfidence: threshold })),
  ]);
runs.push(['model alone (SOLVER=openai)', await run(model)]);
await fake.close();

const pct = (n: number, of: number) => (of === 0 ? '—' : `${((100 * n) / of).toFixed(1)} %`);
console.log(`${items.length} ${part} photos; the engine read them in ${engineSeconds.toFixed(0)} s`);
console.log(
  `scripted model: ${FLAW_RATES.wrongAnswer * 100} % wrong final answers, ${FLAW_RATES.wrongStep * 100} % a wrong step (right answer), ${FLAW_RATES.noTranscription * 100} % no transcription of the task`,
);
for (const [label, r] of runs) {
  console.log(`\n${label}`);
  console.log(
    `  photos: correct ${pct(r.photos.correct, items.length)}, wrong ${pct(r.photos.wrong, items.length)}, declined ${pct(r.photos.declined, items.length)}${r.photos.failed ? `, failed ${pct(r.photos.failed, items.length)}` : ''}`,
  );
  if (label.startsWith('engine')) continue;
  console.log(`  model calls per 100 photos: ${((100 * r.calls) / items.length).toFixed(1)}`);
  console.log(
    `  tasks from the model: ${r.modelTasks} (beside ${r.engineTasks} answered by the engine); the check: verified ${pct(r.verdicts.verified, r.modelTasks)}, corrected ${pct(r.verdicts.corrected, r.modelTasks)}, flagged ${pct(r.verdicts.flagged, r.modelTasks)}, unverified ${pct(r.verdicts.unverified, r.modelTasks)}`,
  );
}

function request(image: Buffer) {
  return { image, grade: '7th grade of primary school', language: 'srpski' } as const;
}
/**
 * The corpus's judge counts a task with steps as answered; a task declined by the check keeps the
 * steps up to its wrong one, so it is handed over without them.
 */
function judged(solution: SolutionJson): SolutionJson {
  return {
    math_solutions: solution.math_solutions.map((task): MathSolution =>
      task.outcome === 'declined' ? { ...task, steps: [] } : task,
    ),
  };
}

function sha1(bytes: Buffer): string {
  return createHash('sha1').update(bytes).digest('hex');
}
