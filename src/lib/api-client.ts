/**
 * The HTTP client of the PWA (ky). The API base is relative and there is no default timeout
 * (solve-problem answers only when the solve has finished). Protected calls carry the bearer token
 * from the identity adapter's asynchronous getter; a 401 on them ends the session.
 */
import ky, { type KyRequest } from 'ky';
import { API_PREFIX } from '../../contract/endpoints.js';

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

// contract/endpoints.ts imports no zod, so the landing page's chunk stays small.
const prefixUrl = API_PREFIX;

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
