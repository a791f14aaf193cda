import { describe, expect, it } from 'vitest';
import { checkPaddleSignature, signPaddleWebhook, SIGNATURE_TOLERANCE_SECONDS } from './paddle-signature.js';

const secret = 'pdl_ntfset_01_secret';
const body = Buffer.from('{"event_type":"transaction.completed","data":{"id":"txn_1"}}');
const now = new Date('2026-11-20T10:00:00Z');

describe('the Paddle-Signature check', () => {
  it('accepts a signature made with the secret over these exact bytes', () => {
    expect(checkPaddleSignature(body, signPaddleWebhook(body, secret, now), secret, now)).toBe('valid');
  });

  it('refuses a missing header, a malformed one, another secret and a changed body', () => {
    const header = signPaddleWebhook(body, secret, now);
    expect(checkPaddleSignature(body, undefined, secret, now)).toBe('missing');
    expect(checkPaddleSignature(body, 'h1=abc', secret, now)).toBe('malformed');
    expect(checkPaddleSignature(body, 'ts=abc;h1=00', secret, now)).toBe('malformed');
    expect(checkPaddleSignature(body, signPaddleWebhook(body, 'other', now), secret, now)).toBe('mismatch');
    const tampered = Buffer.from(body.toString().replace('txn_1', 'txn_2'));
    expect(checkPaddleSignature(tampered, header, secret, now)).toBe('mismatch');
  });

  it('refuses a signature older than the tolerance, and accepts one just inside it', () => {
    const old = new Date(now.getTime() - (SIGNATURE_TOLERANCE_SECONDS + 1) * 1000);
    const recent = new Date(now.getTime() - (SIGNATURE_TOLERANCE_SECONDS - 5) * 1000);
    expect(checkPaddleSignature(body, signPaddleWebhook(body, secret, old), secret, now)).toBe('stale');
    expect(checkPaddleSignature(body, signPaddleWebhook(body, secret, recent), secret, now)).toBe('valid');
  });

  it('accepts any of several h1 values while a secret is being rotated', () => {
    const valid = signPaddleWebhook(body, secret, now);
    const old = signPaddleWebhook(body, 'retired-secret', now).split(';')[1];
    expect(
      checkPaddleSignature(body, `${valid.split(';')[0]};${old};${valid.split(';')[1]}`, secret, now),
    ).toBe('valid');
  });
});
