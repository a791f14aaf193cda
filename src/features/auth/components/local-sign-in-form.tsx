import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/text-field.js';
import { paths } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { signIn } from '../api/sign-in.js';
import { useLocalAuthSubmit } from '../hooks/use-local-auth-submit.js';
import { validateSignIn, type FieldErrors } from '../validation.js';
import { AuthCard } from './auth-card.js';

export function LocalSignInForm() {
  const t = sr.auth;
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { submit, submitting, formError } = useLocalAuthSubmit(signIn);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateSignIn(values);
    if (!result.ok) {
      setErrors(result.errors);
      (result.errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setErrors({});
    void submit(result.data);
  }

  return (
    <AuthCard
      title={t.signInTitle}
      subtitle={t.signInSubtitle}
      footer={
        <>
          {t.noAccount} <Link to={paths.signUp.to}>{t.toSignUp}</Link>
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
          label={t.password}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          revealable
          value={values.password}
          error={errors.password}
          inputRef={passwordRef}
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
        <button type="submit" className="btn btn--primary btn--block" disabled={submitting}>
          {submitting ? t.submitting : t.submitSignIn}
        </button>
      </form>
    </AuthCard>
  );
}
