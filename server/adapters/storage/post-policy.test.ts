import { describe, expect, it } from 'vitest';
import { signPostPolicy, verifyPostPolicy } from './post-policy.js';

const creds = { accessKeyId: 'local', secretAccessKey: 'tajna', region: 'local' };
const input = {
  bucket: 'objects',
  key: 'uploads/u/s',
  contentType: 'image/png',
  maxBytes: 100,
  expiresInSeconds: 60,
};

describe('S3 POST policy', () => {
  it('accepts exactly the signed key, type and size range', () => {
    const fields = signPostPolicy(creds, input);
    expect(verifyPostPolicy(creds, 'objects', fields, 100)).toEqual({
      ok: true,
      key: 'uploads/u/s',
      contentType: 'image/png',
    });
    expect(verifyPostPolicy(creds, 'objects', fields, 101)).toMatchObject({
      ok: false,
      code: 'EntityTooLarge',
    });
    expect(verifyPostPolicy(creds, 'objects', fields, 0)).toMatchObject({
      ok: false,
      code: 'EntityTooSmall',
    });
  });

  it('refuses another key, another bucket, an extra field, another secret and a missing signature', () => {
    const fields = signPostPolicy(creds, input);
    expect(verifyPostPolicy(creds, 'objects', { ...fields, key: 'uploads/other/s' }, 10)).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(verifyPostPolicy(creds, 'elsewhere', fields, 10)).toMatchObject({ ok: false, status: 403 });
    expect(verifyPostPolicy(creds, 'objects', { ...fields, acl: 'public-read' }, 10)).toMatchObject({
      ok: false,
      message: expect.stringContaining('Extra input fields'),
    });
    expect(verifyPostPolicy({ ...creds, secretAccessKey: 'druga' }, 'objects', fields, 10)).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
    const { 'X-Amz-Signature': _omit, ...unsigned } = fields;
    expect(verifyPostPolicy(creds, 'objects', unsigned, 10)).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses an expired policy', () => {
    const fields = signPostPolicy(creds, input, new Date('2026-01-01T00:00:00Z'));
    expect(verifyPostPolicy(creds, 'objects', fields, 10, new Date('2026-01-01T00:00:59Z')).ok).toBe(true);
    expect(verifyPostPolicy(creds, 'objects', fields, 10, new Date('2026-01-01T00:01:01Z'))).toMatchObject({
      ok: false,
      message: expect.stringContaining('expired'),
    });
  });
});
