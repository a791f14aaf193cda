/**
 * Turns any failure of an API call into the text the user sees: the server's `detail` when the
 * answer carries one (every error answer is `{ detail }`), the no-connection text when the device is
 * offline, otherwise that call's fallback text (docs/product.md).
 */
import { isHTTPError } from 'ky';
import { errorResponseSchema } from '../../contract/index.js';
import { sr } from '../i18n/sr.js';

/** A failure with a text meant for the user, thrown by the fetchers. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** True when the call could not be made because the device has no connection. */
    readonly offline = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The browser knows it has no network (airplane mode, no Wi-Fi): nothing that needs the server can work. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** 'Nema internet veze. Ova radnja zahteva vezu.' — what every call says when the device is offline. */
export function offlineError(): ApiError {
  return new ApiError(sr.common.offline, null, true);
}

/** True for the error a call throws when it could not be made offline. */
export function isOfflineError(error: unknown): boolean {
  return error instanceof ApiError && error.offline;
}

/** Reads `detail` from an error answer; null when the body is not `{ detail: string }`. */
export async function readErrorDetail(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.clone().json();
    const parsed = errorResponseSchema.safeParse(body);
    return parsed.success && parsed.data.detail.trim() !== '' ? parsed.data.detail : null;
  } catch {
    return null;
  }
}

/** The user-facing message of a failed call. */
export async function apiErrorMessage(error: unknown, fallback: string): Promise<string> {
  if (error instanceof ApiError) return error.message;
  if (isHTTPError(error)) return (await readErrorDetail(error.response)) ?? fallback;
  return fallback;
}

/** Wraps a failure into an ApiError carrying the user-facing message and the HTTP status. */
export async function toApiError(error: unknown, fallback: string): Promise<ApiError> {
  // No answer at all, and the device is offline: say so instead of the call's (English) fallback.
  if (!isHTTPError(error) && !(error instanceof ApiError) && isOffline()) return offlineError();
  const status = isHTTPError(error) ? error.response.status : error instanceof ApiError ? error.status : null;
  return new ApiError(await apiErrorMessage(error, fallback), status);
}
