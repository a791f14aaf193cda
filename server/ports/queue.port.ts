/** The job-queue port: solves run as jobs, so any number of worker processes can take them. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export interface SolveJob {
  solutionId: string;
}

export interface JobQueue {
  /** Enqueues a solve; with `db` a transaction, the job exists only if that transaction commits. */
  enqueueSolve(job: SolveJob, db?: Kysely<Database>): Promise<void>;
  /** Starts taking solve jobs in this process. A job whose worker dies expires and is retried once. */
  workSolves(handler: (job: SolveJob) => Promise<void>, options?: { concurrency?: number }): Promise<void>;
  stop(): Promise<void>;
}
