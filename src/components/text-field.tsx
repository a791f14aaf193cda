/** A labelled input with hint and error text wired for screen readers. */
import { useId, useState, type InputHTMLAttributes, type Ref } from 'react';
import { sr } from '../i18n/sr.js';
import { EyeIcon, EyeOffIcon } from './icons.js';
import './text-field.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
  revealable?: boolean;
};

export function TextField({ label, hint, error, inputRef, revealable, type = 'text', ...input }: Props) {
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          {...input}
          ref={inputRef}
          id={id}
          type={revealable && revealed ? 'text' : type}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {revealable && (
          <button
            type="button"
            className="field__reveal"
            aria-label={revealed ? sr.auth.hidePassword : sr.auth.showPassword}
            aria-pressed={revealed}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        )}
      </div>
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      {hint && !error && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
    </div>
  );
}
