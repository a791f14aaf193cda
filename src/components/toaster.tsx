/**
 * Renders the toast queue top centre. Two live regions, made before any toast arrives so screen
 * readers register them: errors are announced at once (alert), the rest politely (status).
 */
import { sr } from '../i18n/sr.js';
import { useToastStore, type Toast } from '../lib/toast/toast-store.js';
import './toaster.css';

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <div className={`toast toast--${toast.kind}`}>
      <p className="toast__message">{toast.message}</p>
      <button type="button" className="toast__close" aria-label={sr.common.close} onClick={onDismiss}>
        ×
      </button>
    </div>
  );
}

export function Toaster() {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  const errors = toasts.filter((t) => t.kind === 'error');
  const others = toasts.filter((t) => t.kind !== 'error');
  return (
    <div className="toaster">
      <div role="alert" className="toaster__region">
        {errors.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
        ))}
      </div>
      <div role="status" className="toaster__region">
        {others.map((t) => (
          <ToastItem key={t.id} toast={t} onDismiss={() => dismiss(t.id)} />
        ))}
      </div>
    </div>
  );
}
