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
  // (A start that fails rejects the reads given to that worker; the next abandon tries again.)
  const begin = () => {
    const started = start();
    started.catch(() => undefined);
    return started;
  };
  let current = first ? Promise.resolve(first) : begin();
  return {
    async read(image, cap) {
      return (await current).read(image, cap);
    },
    abandon() {
      const stuck = current;
      current = begin();
      stuck.then((r) => r.close()).catch(() => undefined);
    },
    async close() {
      await (await current.catch(() => null))?.close();
    },
  };
}
