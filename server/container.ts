/** Everything the routes depend on, chosen once from the configuration (see main.ts). */
import type { ServerConfig } from './config/env.js';
import type { DatabaseHandle } from './db/database.js';
import type { LocalSessions } from './adapters/identity/local-session.js';
import type { IdentityPort } from './ports/identity.port.js';

export interface Container {
  config: ServerConfig;
  database: DatabaseHandle;
  identity: IdentityPort;
  /** Present only with embedded local accounts: issues their session tokens. */
  localSessions: LocalSessions | undefined;
  /** Turns a stored object key into a URL the browser can load; '' when there is no object. */
  imageUrl(key: string | null): Promise<string>;
}
