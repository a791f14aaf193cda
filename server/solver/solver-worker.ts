/** Worker thread: owns its PP-OCRv4 recogniser for its lifetime and solves photos one at a time. */
import { parentPort } from 'node:worker_threads';
import { createOcrReaders, solvePhoto } from './solve-photo.js';
import type { SolveJob, WorkerReply } from './solver-worker-protocol.js';

if (!parentPort) throw new Error('solver-worker.ts must run in a worker thread');
const port = parentPort;
const reply = (message: WorkerReply) => port.postMessage(message);

const readers = await createOcrReaders();
async function handle(job: SolveJob): Promise<void> {
  try {
    const result = await solvePhoto(
      readers,
      Buffer.from(job.image.buffer, job.image.byteOffset, job.image.byteLength),
      job.grade,
      job.language,
      { budget: job.budget },
    );
    reply({ type: 'solved', id: job.id, result });
  } catch (error) {
    reply({ type: 'failed', id: job.id, message: error instanceof Error ? error.message : String(error) });
  }
}

// handle() answers every job itself, failures included, so nothing is left to await here.
port.on('message', (job: SolveJob) => void handle(job));
port.on('close', () => void readers.close());
reply({ type: 'ready' });
