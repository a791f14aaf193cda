/**
 * HTTP endpoints an adapter answers itself (the embedded store's upload and download URLs, local
 * accounts' sign-up and sign-in, the payment sandbox's checkout). A port exposes them as `routes`;
 * app.ts mounts whatever the chosen adapters bring, so the container needs no adapter-specific field.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

/** The signed-in caller as the app's guard knows them (adapters never import the guard). */
export interface RouteCaller {
  id: string;
  email: string;
}

export interface SignedInRouteOptions {
  callerOf: (request: FastifyRequest) => RouteCaller;
}

export interface AdapterRoutes {
  /** Mounted at the server's root, outside /api/v1 (S3-style storage URLs). */
  root?: FastifyPluginAsync;
  /** Mounted under /api/v1 without a session. */
  public?: FastifyPluginAsync;
  /** Mounted under /api/v1 in the signed-in scope. */
  signedIn?: FastifyPluginAsync<SignedInRouteOptions>;
}
