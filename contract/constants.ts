/** Business constants shared by the PWA and the server (docs/product.md, "Constants"). */

/** Credits a new user receives once, as a DEPOSIT "Početni krediti" billed 0. */
export const WELCOME_CREDITS = 500;
export const WELCOME_DEPOSIT_DESCRIPTION = 'Početni krediti';
/** Credits one solve costs; reserved when the solve starts, refunded if it fails. */
export const CREDITS_PER_SOLVE = 10;
/** A solution may be corrected (its task typed again and solved anew) at most this many times. */
export const MAX_CORRECTIONS = 5;
/** Longest typed task, in characters (LaTeX from the maths keyboard or plain text). */
export const MAX_TASK_TEXT_LENGTH = 500;
/** Most tasks one typed solve or correction may hold. */
export const MAX_TYPED_TASKS = 10;
/** Under this many credits the account page shows a red warning. */
export const LOW_CREDIT_THRESHOLD = 10;

export const HISTORY_PAGE_SIZE = 10;
export const STATUS_POLL_ATTEMPTS = 5;
export const STATUS_POLL_INTERVAL_MS = 2000;
export const PAYMENT_VERIFY_DELAY_MS = 1000;
export const DASHBOARD_RELOAD_AFTER_PAYMENT_MS = 1000;
export const DASHBOARD_RELOAD_AFTER_PAYMENT_ERROR_MS = 3000;

/** Largest photo the storage policy accepts (bytes). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const PAYMENT_ENVIRONMENT = 'sandbox';
export const CHECKOUT_COUNTRY_CODE = 'RS';
export const PRODUCT_NAME = 'Rešavač';
