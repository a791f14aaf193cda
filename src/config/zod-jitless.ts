/**
 * The app's CSP allows no eval. zod 4 probes for it with `new Function` before its first parse,
 * which the browser reports as a CSP violation on every page; jitless parsing never probes.
 */
import { z } from 'zod';

z.config({ jitless: true });
