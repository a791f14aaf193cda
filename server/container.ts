/** Everything the routes and the worker depend on, chosen once from the configuration (compose.ts). */
import type { ServerConfig } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import type { IdentityPort } from './ports/identity.port.js';
import type { PaymentsPort } from './ports/payments.port.js';
import type { JobQueue } from './ports/queue.port.js';
import type { SolverPort } from './ports/solver.port.js';
import type { StoragePort } from './ports/storage.port.js';
import type { TaskReaderPort } from './ports/task-reader.port.js';

export interface Container {
  config: ServerConfig;
  database: DatabaseHandle;
  identity: IdentityPort;
  storage: StoragePort;
  payments: PaymentsPort;
  queue: JobQueue;
  /** Checks typed tasks before they are charged or stored (cheap: no OCR, no model). */
  taskReader: TaskReaderPort;
  /** Created lazily by the roles that run jobs (the API alone never loads OCR). */
  solver(): Promise<SolverPort>;
  /** Stops the queue, the solver (if started) and the database, in that order. */
  close(): Promise<void>;
}
