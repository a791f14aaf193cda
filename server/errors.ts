/**
 * Errors as values: each carries the HTTP status and the `detail` the user may read.
 * The error handler maps them; anything else becomes a 500 with no internals shown.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    /** Internal note for the log only. */
    readonly internal?: string,
  ) {
    super(internal ?? detail);
  }
}

export const unauthorized = (detail = 'Niste prijavljeni ili je sesija istekla. Prijavite se ponovo.') =>
  new AppError(401, detail);
export const paymentRequired = (detail: string) => new AppError(402, detail);
export const notFound = (detail = 'Nije pronađeno.') => new AppError(404, detail);
export const conflict = (detail: string) => new AppError(409, detail);
export const unprocessable = (detail: string) => new AppError(422, detail);
