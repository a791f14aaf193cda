/** The identity port: turns a bearer token into who is calling. */
import type { AdapterRoutes } from './adapter-routes.js';

export interface VerifiedIdentity {
  provider: 'local' | 'clerk';
  /** Stable id of the person at the provider. */
  subject: string;
  /** From the token when it carries them; may be empty (see `profile`). */
  email: string;
  username: string;
  /**
   * When the token stops being valid (epoch ms), if it says: until then the same token may be taken
   * as this identity again without verifying it (modules/users/signed-in-users.ts).
   */
  expiresAt?: number;
}

export interface IdentityPort {
  readonly kind: 'local' | 'clerk';
  /** Resolves to the identity, or null for a missing, forged or expired token. Never throws for bad tokens. */
  verify(token: string): Promise<VerifiedIdentity | null>;
  /** Email and display name for a user seen for the first time (may ask the provider). */
  profile(identity: VerifiedIdentity): Promise<{ email: string; username: string }>;
  /** The embedded local accounts answer sign-up and sign-in themselves; a hosted provider has none. */
  readonly routes?: AdapterRoutes;
}
