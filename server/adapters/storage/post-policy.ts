/**
 * S3's POST policy (Signature V4), written and checked exactly as S3 does it, so the embedded store
 * enforces what the real one would: signature, expiry, key, content type and size range.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sigv4-HTTPPOSTConstructPolicy.html
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

type Condition =
  Record<string, string> | [string, string, string | number] | ['content-length-range', number, number];

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

function signingKey(secret: string, date: string, region: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request');
}

const amzDate = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function signPostPolicy(
  credentials: SigningCredentials,
  input: { bucket: string; key: string; contentType: string; maxBytes: number; expiresInSeconds: number },
  now = new Date(),
): Record<string, string> {
  const date = amzDate(now);
  const credential = `${credentials.accessKeyId}/${date.slice(0, 8)}/${credentials.region}/s3/aws4_request`;
  const conditions: Condition[] = [
    { bucket: input.bucket },
    { key: input.key },
    { 'Content-Type': input.contentType },
    ['content-length-range', 1, input.maxBytes],
    { 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' },
    { 'X-Amz-Credential': credential },
    { 'X-Amz-Date': date },
  ];
  const expiration = new Date(now.getTime() + input.expiresInSeconds * 1000).toISOString();
  const policy = Buffer.from(JSON.stringify({ expiration, conditions })).toString('base64');
  const signature = hmac(
    signingKey(credentials.secretAccessKey, date.slice(0, 8), credentials.region),
    policy,
  ).toString('hex');
  return {
    bucket: input.bucket,
    key: input.key,
    'Content-Type': input.contentType,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': credential,
    'X-Amz-Date': date,
    Policy: policy,
    'X-Amz-Signature': signature,
  };
}

export type PolicyVerdict =
  | { ok: true; key: string; contentType: string }
  | { ok: false; status: 400 | 403; code: string; message: string };

/** Checks a submitted upload form (all fields but the file) and the file's size against its policy. */
export function verifyPostPolicy(
  credentials: SigningCredentials,
  bucket: string,
  form: Record<string, string>,
  fileSize: number,
  now = new Date(),
): PolicyVerdict {
  const deny = (code: string, message: string, status: 400 | 403 = 403): PolicyVerdict => ({
    ok: false,
    status,
    code,
    message,
  });
  const field = (name: string) =>
    Object.entries(form).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];
  const policyB64 = field('Policy');
  const signature = field('X-Amz-Signature');
  const credential = field('X-Amz-Credential');
  if (!policyB64 || !signature || !credential)
    return deny('InvalidArgument', 'Bucket POST must contain a policy and a signature', 400);

  const [accessKey, day, region] = credential.split('/');
  if (accessKey !== credentials.accessKeyId || region !== credentials.region || !day) {
    return deny('InvalidAccessKeyId', 'The access key in the credential is not known to this store');
  }
  const expected = hmac(signingKey(credentials.secretAccessKey, day, region), policyB64);
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return deny(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided',
    );
  }

  let policy: { expiration?: string; conditions?: Condition[] };
  try {
    policy = JSON.parse(Buffer.from(policyB64, 'base64').toString('utf8')) as typeof policy;
  } catch {
    return deny('InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.', 400);
  }
  if (!policy.expiration || !(Date.parse(policy.expiration) > now.getTime()))
    return deny('AccessDenied', 'Invalid according to Policy: Policy expired.');

  const values: Record<string, string | undefined> = { ...lowerKeys(form), bucket };
  const covered = new Set(['policy', 'x-amz-signature', 'file']);
  for (const condition of policy.conditions ?? []) {
    if (Array.isArray(condition) && condition[0] === 'content-length-range') {
      const [, min, max] = condition as ['content-length-range', number, number];
      if (fileSize < min || fileSize > max) {
        return deny(
          fileSize > max ? 'EntityTooLarge' : 'EntityTooSmall',
          `Your proposed upload size ${fileSize} is outside the allowed range ${min}-${max}`,
          400,
        );
      }
      continue;
    }
    const [op, rawName, expectedValue] = Array.isArray(condition)
      ? condition
      : ['eq', `$${Object.keys(condition)[0]}`, Object.values(condition)[0]];
    const name = String(rawName).replace(/^\$/, '').toLowerCase();
    covered.add(name);
    const actual = values[name] ?? '';
    const pass =
      op === 'starts-with' ? actual.startsWith(String(expectedValue)) : actual === String(expectedValue);
    if (!pass)
      return deny(
        'AccessDenied',
        `Invalid according to Policy: Policy Condition failed: ["${op}", "$${name}", "${String(expectedValue)}"]`,
      );
  }
  const uncovered = Object.keys(lowerKeys(form)).find(
    (name) => !covered.has(name) && !name.startsWith('x-ignore-'),
  );
  if (uncovered) return deny('AccessDenied', `Invalid according to Policy: Extra input fields: ${uncovered}`);
  const key = values.key;
  const contentType = values['content-type'];
  if (!key || !contentType)
    return deny('InvalidArgument', 'Bucket POST must contain a key and a Content-Type', 400);
  return { ok: true, key, contentType };
}

function lowerKeys(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(form).map(([k, v]) => [k.toLowerCase(), v]));
}
