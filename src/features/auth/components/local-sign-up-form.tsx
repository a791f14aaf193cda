import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/text-field.js';
import { paths } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { signUp } from '../api/sign-up.js';
import { useLocalAuthSubmit } from '../hooks/use-local-auth-submit.js';
import { validateSignUp, type AuthField, type FieldErrors } from '../validation.js';
import { AuthCard } from './auth-card.js';
import { TermsNotice } from './terms-notice.js';

const FIELD_ORDER: AuthField[] = ['email', 'username', 'password'];

export function LocalSignUpForm() {
  const t = sr.auth;
  const [values, setValues] = useState({ email: '', username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submit, submitting, formError } = useLocalAuthSubmit(signUp);
  const emailRef = useRef<HTMLInputElement>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateSignUp(values);
    if (!result.ok) {
      setErrors(result.errors);
      const first = FIELD_ORDER.find((f) => result.errors[f]);
      const refs = { email: emailRef, username: usernameRef, password: passwordRef };
      if (first) refs[first].current?.focus();
      return;
    }
    setErrors({});
    void submit(result.data);
  }

  return (
    <AuthCard
      title={t.signUpTitle}
      subtitle={t.signUpSubtitle}
      footer={
        <>
          {t.haveAccount} <Link to={paths.signIn.to}>{t.toSignIn}</Link>
        </>
      }
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        {formError && (
          <p className="alert alert--error" role="alert">
            {formError}
          </p>
        )}
        <TextField
          label={t.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          error={errors.email}
          inputRef={emailRef}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        />
        <TextField
          label={t.username}
          name="username"
          autoComplete="username"
          required
          value={values.username}
          error={errors.username}
          inputRef={usernameRef}
          onChange={(e) => setValues((v) => ({ ...v, username: e.target.value }))}
        />
        <TextField
          label={t.password}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          revealable
          hint={t.passwordHintSignUp}
          value={values.password}
          error={errors.password}
          inputRef={passwordRef}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
          {submitting ? t.submitting : t.submitSignUp}
        </button>
        <TermsNotice />
      </form>
    </AuthCard>
  );
}
