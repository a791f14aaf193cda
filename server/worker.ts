/** The worker role: takes solve jobs from the queue and reaps solves whose worker died. */
import type { Container } from './container.js';
import { createSolveWorker } from './modules/solve/solve.worker.js';

const REAP_INTERVAL_MS = 60_000;

export async function startWorker(
  container: Container,
  log: (message: string) => void = console.log,
): Promise<() => void> {
  const solver = await container.solver();
  const worker = createSolveWorker({ ...container, solver });
  const reap = () =>
    worker
      .reapStale()
      .then((n) => n && log(`refunded ${n} abandoned solve(s)`))
      .catch((error: unknown) => log(`reaper failed: ${String(error)}`));
  await reap();
  const timer = setInterval(() => void reap(), REAP_INTERVAL_MS);
  timer.unref();
  await container.queue.workSolves((job) => worker.handle(job.solutionId), {
    concurrency: container.config.workerConcurrency,
  });
  return () => clearInterval(timer);
}
