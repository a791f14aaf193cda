/** Fastify's `method` and `url` for a contract endpoint, so a route never spells its own path. */
import type { Endpoint } from '../../contract/index.js';

export const routeOf = (endpoint: Endpoint) => ({ method: endpoint.method, url: endpoint.path });
