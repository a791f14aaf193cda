/**
 * Paddle's webhook signature: `Paddle-Signature: ts=<unix seconds>;h1=<hex>` where h1 is
 * HMAC-SHA256(secret, `${ts}:${raw body}`); while a secret is rotated one header carries several h1.
 * Checked here by hand rather than with the SDK's `webhooks.unmarshal`, whose 5 s window refuses
 * Paddle's own retries of a delivery (they keep the first attempt's ts); see docs/architecture.md.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signature may be: long enough for Paddle's first retries, short enough to bound a replay. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

export type SignatureVerdict = 'valid' | 'missing' | 'malformed' | 'mismatch' | 'stale';

export function checkPaddleSignature(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  now: Date = new Date(),
): SignatureVerdict {
  if (!header?.trim()) return 'missing';
  let ts: string | undefined;
  const hashes: string[] = [];
  for (const part of header.split(';')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 'ts' && value) ts = value;
    else if (key === 'h1' && value) hashes.push(value);
  }
  if (!ts || !/^\d{1,12}$/.test(ts) || hashes.length === 0) return 'malformed';

  const expected = createHmac('sha256', secret).update(`${ts}:`).update(rawBody).digest();
  const matches = hashes.some((h1) => {
    if (!/^[0-9a-f]{64}$/i.test(h1)) return false;
    return timingSafeEqual(Buffer.from(h1, 'hex'), expected);
  });
  if (!matches) return 'mismatch';
  // Checked after the hash, so a forged header learns nothing about the clock.
  const age = now.getTime() / 1000 - Number(ts);
  return Math.abs(age) > SIGNATURE_TOLERANCE_SECONDS ? 'stale' : 'valid';
}

/** Signs a body as Paddle does (the tests' fake of Paddle sends its webhooks with this). */
export function signPaddleWebhook(rawBody: string | Buffer, secret: string, now: Date = new Date()): string {
  const ts = Math.floor(now.getTime() / 1000);
  const h1 = createHmac('sha256', secret).update(`${ts}:`).update(rawBody).digest('hex');
  return `ts=${ts};h1=${h1}`;
}
