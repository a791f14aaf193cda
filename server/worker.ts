/** The worker role takes solve jobs from the queue; every role runs the reaper of abandoned solves. */
import type { Container } from './container.js';
import { createSolveReaper, createSolveWorker } from './modules/solve/solve.worker.js';

export async function startWorker(container: Container): Promise<void> {
  const solver = await container.solver();
  const worker = createSolveWorker({ ...container, solver });
  await container.queue.workSolves((job) => worker.handle(job.solutionId), {
    concurrency: container.config.workerConcurrency,
  });
}

/** Starts the reaper; answers the function that stops it. */
export async function startReaper(
  container: Container,
  log: (message: string) => void = console.log,
): Promise<() => void> {
  const reaper = createSolveReaper(container);
  const reap = () =>
    reaper
      .reapStale()
      .then((n) => n && log(`refunded ${n} abandoned solve(s)`))
      .catch((error: unknown) => log(`reaper failed: ${String(error)}`));
  await reap();
  const timer = setInterval(() => void reap(), reaper.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
