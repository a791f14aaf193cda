/** The one place adapters are chosen: embedded defaults unless the environment names a real service. */
import path from 'node:path';
import type { ServerConfig } from './config/env.js';
import type { Container } from './container.js';
import { createClerkIdentity } from './adapters/identity/clerk-identity.js';
import { createLocalSessions, resolveSessionSecret } from './adapters/identity/local-session.js';
import { openDatabase, type DatabaseTarget } from './db/database.js';

export interface ComposeOverrides {
  /** Tests pass a ready database target (e.g. an in-memory PGlite from a dump). */
  databaseTarget?: DatabaseTarget;
}

export async function composeContainer(config: ServerConfig, overrides: ComposeOverrides = {}): Promise<Container> {
  const databaseTarget: DatabaseTarget =
    overrides.databaseTarget ??
    (config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: path.join(config.dataDir, 'db') });
  const database = await openDatabase(databaseTarget);

  const localSessions =
    config.identity.kind === 'local'
      ? createLocalSessions({ secret: resolveSessionSecret(config.session.secret, config.dataDir), ttlSeconds: config.session.ttlSeconds })
      : undefined;
  const identity = config.identity.kind === 'clerk' ? createClerkIdentity(config.identity) : localSessions!;

  return {
    config,
    database,
    identity,
    localSessions,
    imageUrl: async () => '',
  };
}

export async function disposeContainer(container: Container): Promise<void> {
  await container.database.close();
}
