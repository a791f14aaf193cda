/** Builds the real app over a test database, with helpers to sign up and call it as a user. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { composeContainer, disposeContainer } from '../compose.js';
import { loadConfig } from '../config/env.js';
import type { Container } from '../container.js';
import type { DatabaseTarget } from '../db/database.js';
import type { SolverPort } from '../ports/solver.port.js';
import { startReaper, startWorker } from '../worker.js';
import { pgliteTarget } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  container: Container;
  /** Registers a fresh local account and answers its bearer header. */
  signUp(overrides?: {
    email?: string;
    username?: string;
  }): Promise<{ authorization: string; email: string }>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    databaseTarget?: DatabaseTarget;
    solver?: SolverPort;
    worker?: boolean;
    /** Runs the reaper of abandoned solves, as every role of the real server does. */
    reaper?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'resavac-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    STATIC_DIR: path.join(dataDir, 'no-dist'),
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...options.env,
  });
  const container = await composeContainer(config, {
    databaseTarget: options.databaseTarget ?? pgliteTarget(),
    solver: options.solver,
    queuePollingSeconds: 0.5,
  });
  const app = await buildApp(container, { logger: false });
  if (options.worker) await startWorker(container);
  const stopReaper = options.reaper ? await startReaper(container, () => {}) : undefined;
  return {
    app,
    container,
    async signUp(overrides = {}) {
      const email = overrides.email ?? `u-${randomUUID()}@primer.rs`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-up',
        payload: { email, password: 'lozinka-1234', username: overrides.username ?? 'Učenik' },
      });
      if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
      return { authorization: `Bearer ${res.json<{ token: string }>().token}`, email };
    },
    async close() {
      stopReaper?.();
      await app.close();
      await disposeContainer(container);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
