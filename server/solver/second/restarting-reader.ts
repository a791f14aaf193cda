/**
 * A second reader whose stuck jobs can be dropped. Tesseract's worker reads one job at a time and a
 * job cannot be stopped: a line the check stopped waiting for (second-opinion.ts, taskMs) stayed
 * queued in the thread's one worker, and the next photo's check waited behind it (round 16). Once
 * the check gives up on a job, `abandon` ends that worker (its queued jobs with it) and starts a
 * fresh one at once, so it is warm for the next read.
 */
import type { SecondReader } from './tesseract-reader.js';

export interface AbandoningReader extends SecondReader {
  abandon(): void;
}

/**
 * A reader over workers from `start`, a fresh one after each `abandon`; the first is `first` when
 * given (started already), else started now.
 */
export function restartingReader(start: () => Promise<SecondReader>, first?: SecondReader): AbandoningReader {
  // A worker still starting (loading its language data) is not restarted when a wait runs out: the
  // reads waiting for it are dropped instead, or every photo of a loaded machine would pay a start.
  let ready = false;
  let generation = 0;
  const begin = () => {
    ready = false;
    const started = start();
    started.then(
      () => (current === started ? (ready = true) : undefined),
      () => undefined,
    );
    return started;
  };
  let current = first ? Promise.resolve(first) : begin();
  if (first) ready = true;
  return {
    async read(image, cap) {
      const gen = generation;
      const worker = current;
      const reader = await worker.catch((error: unknown) => {
        // A start that failed is tried again once, by the first read that finds it.
        if (current === worker) current = begin();
        throw error;
      });
      if (gen !== generation) throw new Error('the second reader dropped this read');
      return reader.read(image, cap);
    },
    abandon() {
      generation++;
      if (!ready) return;
      const stuck = current;
      current = begin();
      stuck.then((r) => r.close()).catch(() => undefined);
    },
    async close() {
      await (await current.catch(() => null))?.close();
    },
  };
}
