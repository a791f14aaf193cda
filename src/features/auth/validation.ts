/**
 * Client-side checks of the local sign-in/sign-up forms, with the contract's rules and Serbian messages.
 * The server checks again; its `detail` is shown for anything these miss.
 */
import {
  signInRequestSchema,
  signUpRequestSchema,
  type SignInRequest,
  type SignUpRequest,
} from '../../../contract/index.js';
import { sr } from '../../i18n/sr.js';

export type AuthField = 'email' | 'password' | 'username';
export type FieldErrors = Partial<Record<AuthField, string>>;
type Result<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

const e = sr.auth.errors;

function messageFor(field: AuthField, value: string, code: string): string {
  const empty = value.trim() === '';
  switch (field) {
    case 'email':
      return empty ? e.emailRequired : e.emailInvalid;
    case 'password':
      if (empty) return e.passwordRequired;
      return code === 'too_big' ? e.passwordLong : e.passwordShort;
    case 'username':
      if (empty) return e.usernameRequired;
      return code === 'too_big' ? e.usernameLong : e.usernameShort;
  }
}

function collect(
  issues: ReadonlyArray<{ path: PropertyKey[]; code: string }>,
  values: Record<AuthField, string>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (field !== 'email' && field !== 'password' && field !== 'username') continue;
    errors[field] ??= messageFor(field, values[field], issue.code);
  }
  return errors;
}

export function validateSignIn(values: { email: string; password: string }): Result<SignInRequest> {
  const parsed = signInRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: collect(parsed.error.issues, { ...values, username: '' }) };
}

export function validateSignUp(values: {
  email: string;
  password: string;
  username: string;
}): Result<SignUpRequest> {
  const parsed = signUpRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, errors: collect(parsed.error.issues, values) };
}
