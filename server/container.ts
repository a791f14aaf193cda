/** Everything the routes and the worker depend on, chosen once from the configuration (compose.ts). */
import type { ServerConfig } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import type { LocalSessions } from './adapters/identity/local-session.js';
import type { LocalStorage } from './adapters/storage/local-storage.js';
import type { IdentityPort } from './ports/identity.port.js';
import type { JobQueue } from './ports/queue.port.js';
import type { SolverPort } from './ports/solver.port.js';
import type { StoragePort } from './ports/storage.port.js';

export interface Container {
  config: ServerConfig;
  database: DatabaseHandle;
  identity: IdentityPort;
  /** Present only with embedded local accounts: issues their session tokens. */
  localSessions: LocalSessions | undefined;
  storage: StoragePort;
  /** Present only with the embedded store: the server answers its upload and download URLs. */
  localStorage: LocalStorage | undefined;
  queue: JobQueue;
  /** Created lazily by the roles that run jobs (the API alone never loads OCR). */
  solver(): Promise<SolverPort>;
  /** Stops the queue, the solver (if started) and the database, in that order. */
  close(): Promise<void>;
}
