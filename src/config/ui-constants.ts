/**
 * Constants only the PWA uses (docs/product.md, "Constants"). What crosses the wire or the server
 * also needs (credits, page size, polling, packages) stays in contract/constants.ts.
 */

/** Past this many pixels of scroll, the sticky headers (landing and signed-in) turn opaque. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;
/** The scroll-to-top button appears after this many pixels of scroll. */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
/** A file picker that gave nothing back after this long was cancelled. */
export const FILE_PICKER_CANCEL_CHECK_MS = 300;
export const TOAST_DURATION_MS = 6000;

/** The file extensions the upload screen accepts (the server judges the bytes, not the name). */
export const ACCEPTED_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;

/** Local-storage key of the saved grade and language, as the product names it. */
export const CONFIG_STORAGE_KEY = 'mathHomeworkSolverConfig';

/** How long the copy button says 'Link kopiran!' or 'Greška.' before it offers to copy again. */
export const SHARE_COPY_LABEL_MS = 2500;
/**
 * How long the maths keyboard stays after its field loses focus. Hiding it shrinks the page (MathLive
 * pads the body by its height), so a button tapped while it is open would move between the press
 * and the release and the tap would be lost: the tap completes first, then the keyboard goes.
 */
export const MATH_KEYBOARD_HIDE_DELAY_MS = 200;
