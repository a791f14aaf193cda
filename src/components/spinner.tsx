import './spinner.css';

export function Spinner({ label, size = 'md' }: { label: string; size?: 'sm' | 'md' }) {
  return (
    <span className={`spinner spinner--${size}`} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}

export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="spinner-page">
      <Spinner label={label} />
      <p className="spinner-page__text" aria-hidden="true">
        {label}
      </p>
    </div>
  );
}
