/** The only reader of import.meta.env: parses it with zod and names every bad variable. */
// zod/mini: this module is in the app's first chunk, where full zod would weigh ~60 kB (the landing
// page does not load it: docs/architecture.md, "The landing page").
import * as z from 'zod/mini';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const envSchema = z.object({
  /** Set → Clerk identity; unset → the embedded local accounts of the server. */
  VITE_CLERK_PUBLISHABLE_KEY: z.pipe(
    z.transform(emptyToUndefined),
    z.optional(
      z
        .string()
        .check(
          z.regex(
            /^pk_(test|live)_[A-Za-z0-9+/=_-]+$/,
            'must be a Clerk publishable key (pk_test_… or pk_live_…)',
          ),
        ),
    ),
  ),
  /**
   * Paddle's client-side token (test_… for its sandbox, live_… for production), used only when the
   * server takes payments with Paddle; unset → only the server's embedded sandbox checkout works.
   */
  VITE_PADDLE_CLIENT_TOKEN: z.pipe(
    z.transform(emptyToUndefined),
    z.optional(
      z
        .string()
        .check(
          z.regex(/^(test|live)_[A-Za-z0-9]+$/, 'must be a Paddle client-side token (test_… or live_…)'),
        ),
    ),
  ),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(raw: Record<string, unknown>): Env {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment variables:\n${lines.join('\n')}`);
  }
  return result.data;
}

export const env: Env = parseEnv(import.meta.env);

export type AuthMode = 'local' | 'clerk';
export const authMode: AuthMode = env.VITE_CLERK_PUBLISHABLE_KEY ? 'clerk' : 'local';
