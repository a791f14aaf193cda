/**
 * The HTTP client of the PWA (ky). The API base is relative and there is no default timeout
 * (solve-problem answers only when the solve has finished). Protected calls carry the bearer token
 * from the identity adapter's asynchronous getter; a 401 on them ends the session.
 */
import ky, { type KyRequest } from 'ky';

export type TokenGetter = () => Promise<string | null | undefined>;

let getToken: TokenGetter = () => Promise.resolve(null);
let onUnauthorized: () => void = () => undefined;

/** Called by the active identity adapter when it mounts. */
export function configureApiAuth(options: { getToken: TokenGetter; onUnauthorized: () => void }): void {
  getToken = options.getToken;
  onUnauthorized = options.onUnauthorized;
}

/** Adds `Authorization: Bearer <token>` when the getter returns a token; no header otherwise. */
export async function addBearerToken(request: KyRequest, getter: TokenGetter): Promise<void> {
  const token = await getter();
  if (token) request.headers.set('Authorization', `Bearer ${token}`);
}

/**
 * The contract's API_PREFIX, written out: importing contract/api.ts would pull every zod schema into
 * the landing page's chunk. api-client.test.ts checks the two stay equal.
 * Paths are then written without a leading slash: 'dashboard/overview'.
 */
export const API_BASE = '/api/v1';
const prefixUrl = API_BASE;

/** Calls that need no session (sign-in, sign-up, health). A 401 there is an answer, not a lost session. */
export const publicApi = ky.create({
  prefixUrl,
  timeout: false,
  retry: { limit: 1, methods: ['get'] },
});

/** Calls of the signed-in user. */
export const api = publicApi.extend({
  hooks: {
    beforeRequest: [(request) => addBearerToken(request, getToken)],
    afterResponse: [
      (_request, _options, response) => {
        if (response.status === 401) onUnauthorized();
      },
    ],
  },
});
