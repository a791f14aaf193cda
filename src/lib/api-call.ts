/**
 * One call of the contract's endpoint table (contract/endpoints.ts): sends it, parses the answer
 * with the contract's schema, and turns any failure into an ApiError carrying the server's `detail`
 * or the call's fallback text. Every fetcher in features/<name>/api/ is one `callApi(...)`.
 * Offline, no call is sent: each throws the one no-connection text (src/lib/api-error.ts).
 */
import { endpointPath, type Endpoint } from '../../contract/endpoints.js';
import { isHTTPError, type Options } from 'ky';
import { api, publicApi } from './api-client.js';
import { ApiError, isOffline, offlineError, toApiError } from './api-error.js';

export interface CallOptions<T> {
  /** The contract's schema of the answer (anything with `parse`, so this file needs no zod). */
  answer: { parse: (data: unknown) => T };
  /** The text the user sees when the server gives no `detail` (src/i18n/sr.ts). */
  fallback: string;
  /** Fills the endpoint's `:name` path parameters. */
  params?: Record<string, string>;
  json?: unknown;
  searchParams?: Record<string, string | number>;
  /** Texts for given statuses that win over the server's `detail` (the status call's 404 text, for one). */
  statusTexts?: Partial<Record<number, string>>;
  /** Calls made without a session (sign-in, sign-up): no bearer token, and a 401 is just an answer. */
  anonymous?: boolean;
  retry?: Options['retry'];
}

export async function callApi<T>(endpoint: Endpoint, options: CallOptions<T>): Promise<T> {
  if (isOffline()) throw offlineError();
  const client = options.anonymous ? publicApi : api;
  // ky's prefixUrl wants the path without its leading slash.
  const url = endpointPath(endpoint, options.params).replace(/^\//, '');
  try {
    const answer: unknown = await client(url, {
      method: endpoint.method,
      json: options.json,
      searchParams: options.searchParams,
      ...(options.retry === undefined ? {} : { retry: options.retry }),
    }).json();
    return options.answer.parse(answer);
  } catch (error) {
    const statusText = isHTTPError(error) ? options.statusTexts?.[error.response.status] : undefined;
    if (statusText !== undefined && isHTTPError(error)) throw new ApiError(statusText, error.response.status);
    throw await toApiError(error, options.fallback);
  }
}
