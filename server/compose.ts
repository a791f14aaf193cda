/** The one place adapters are chosen: embedded defaults unless the environment names a real service. */
import path from 'node:path';
import type { ServerConfig } from './config/env.js';
import { resolveSecret } from './config/secrets.js';
import type { Container } from './container.js';
import { createClerkIdentity } from './adapters/identity/clerk-identity.js';
import { createLocalIdentity } from './adapters/identity/local-identity.js';
import { createSandboxPayments } from './adapters/payments/sandbox-payments.js';
import { createPgBossQueue } from './adapters/queue/pg-boss-queue.js';
import { createLocalStorage } from './adapters/storage/local-storage.js';
import { openDatabase, type DatabaseTarget } from './db/database.js';
import { solveTiming } from './modules/solve/solve-timing.js';
import type { PaymentsPort } from './ports/payments.port.js';
import type { SolverPort } from './ports/solver.port.js';
import type { StoragePort } from './ports/storage.port.js';
import { createTaskReader } from './solver/solve-text.js';

export interface ComposeOverrides {
  /** Tests pass a ready database target (e.g. an in-memory PGlite from a dump). */
  databaseTarget?: DatabaseTarget;
  /** Tests pass a solver that fails, hangs or answers fast. */
  solver?: SolverPort;
  /** Tests pass a queue that polls faster. */
  queuePollingSeconds?: number;
}

export async function composeContainer(
  config: ServerConfig,
  overrides: ComposeOverrides = {},
): Promise<Container> {
  const databaseTarget: DatabaseTarget =
    overrides.databaseTarget ??
    (config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  const database = await openDatabase(databaseTarget);

  const identity =
    config.identity.kind === 'clerk'
      ? createClerkIdentity(config.identity)
      : createLocalIdentity({
          db: database.db,
          secret: resolveSecret(config.session.secret, config.dataDir, 'session-secret'),
          ttlSeconds: config.session.ttlSeconds,
          rateLimitPerMinute: config.authRateLimitPerMinute,
        });

  const storage: StoragePort =
    config.storage.kind === 's3'
      ? await (await import('./adapters/storage/s3-storage.js')).createS3Storage(config.storage)
      : createLocalStorage({
          rootDir: path.join(config.dataDir, 'objects'),
          secret: resolveSecret(undefined, config.dataDir, 'storage-secret'),
        });

  const payments: PaymentsPort =
    config.payments.kind === 'paddle'
      ? (await import('./adapters/payments/paddle-payments.js')).createPaddlePayments(config.payments)
      : createSandboxPayments(database.db);

  const timing = solveTiming(config.jobTimeoutSeconds);
  const queue = await createPgBossQueue(database.db, {
    expireInSeconds: timing.queueExpireSeconds,
    maintenanceIntervalSeconds: timing.checkSeconds,
    pollingIntervalSeconds: overrides.queuePollingSeconds,
  });

  let solver: Promise<SolverPort> | undefined = overrides.solver
    ? Promise.resolve(overrides.solver)
    : undefined;
  const createSolver = async (): Promise<SolverPort> => {
    const timeoutMs = config.jobTimeoutSeconds * 1000;
    const { createCheckedSolver, createEngineMarkedSolver } =
      await import('./solver/check/checked-solver.js');
    const local = async (threads: number | undefined) =>
      (await import('./solver/local-solver.js')).createLocalSolver({ threads, timeoutMs });
    if (config.solver.kind === 'local') return createEngineMarkedSolver(await local(config.solver.threads));
    // Every answer of a model passes the algebra check (server/solver/check/).
    const { createOpenAiSolver } = await import('./adapters/solver/openai-solver.js');
    const model = createCheckedSolver(createOpenAiSolver({ ...config.solver.model, timeoutMs }));
    if (config.solver.kind === 'openai') return model;
    const { createHybridSolver } = await import('./solver/hybrid/hybrid-solver.js');
    return createHybridSolver({
      engine: await local(config.solver.threads),
      model,
      minEngineConfidence: config.solver.minEngineConfidence,
    });
  };

  return {
    config,
    database,
    identity,
    storage,
    payments,
    queue,
    // Typed tasks are read by the local engine's grammar whichever solver answers them.
    taskReader: createTaskReader(),
    solver: () => (solver ??= createSolver()),
    async close() {
      await queue.stop();
      if (solver) await (await solver).close().catch(() => {});
      await database.close();
    },
  };
}

export const disposeContainer = (container: Container) => container.close();
