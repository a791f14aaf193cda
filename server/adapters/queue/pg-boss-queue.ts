/**
 * pg-boss over the app's own database connection (PostgreSQL, or PGlite in the embedded default):
 * its SQL goes through Kysely, so a job can be sent inside the same transaction that takes the
 * credits, and the embedded database keeps its single session.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/schema.js';
import type { JobQueue, SolveJob } from '../../ports/queue.port.js';

const SOLVE_QUEUE = 'solve';

function executorFor(db: Kysely<Database>): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({
      rows: (await db.executeQuery(CompiledQuery.raw(text, values ?? []))).rows as never[],
    }),
  };
}

export interface PgBossQueueOptions {
  /** A job not finished within this many seconds is taken to be dead and retried (once). */
  expireInSeconds: number;
  /** How often expired jobs are looked for. */
  maintenanceIntervalSeconds: number;
  pollingIntervalSeconds?: number;
}

export async function createPgBossQueue(
  db: Kysely<Database>,
  options: PgBossQueueOptions,
): Promise<JobQueue> {
  const boss = new PgBoss({
    db: executorFor(db),
    schema: 'pgboss',
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
  });
  boss.on('error', (error) => console.error('[queue]', error.message));
  await boss.start();
  const queue = { name: SOLVE_QUEUE, retryLimit: 1, retryDelay: 1, expireInSeconds: options.expireInSeconds };
  await boss.createQueue(SOLVE_QUEUE, queue);
  // createQueue leaves an existing queue as it was: the settings of this start must win.
  await boss.updateQueue(SOLVE_QUEUE, queue);

  return {
    async enqueueSolve(job, trx) {
      await boss.send(SOLVE_QUEUE, job, trx ? { db: executorFor(trx) } : {});
    },
    async workSolves(handler, { concurrency = 1 } = {}) {
      for (let i = 0; i < concurrency; i++) {
        await boss.work<SolveJob>(
          SOLVE_QUEUE,
          { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5, batchSize: 1 },
          async (jobs) => {
            for (const job of jobs) await handler(job.data);
          },
        );
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
