/** Offers a new version of the app (the waiting service worker) and reloads into it when accepted. */
import { useRegisterSW } from 'virtual:pwa-register/react';
import { sr } from '../i18n/sr.js';
import './update-prompt.css';

export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW();

  if (!needRefresh) return null;
  return (
    <div className="update-prompt" role="alert">
      <p className="update-prompt__text">{sr.update.text}</p>
      <div className="update-prompt__actions">
        <button type="button" className="btn btn--primary" onClick={() => void updateServiceWorker(true)}>
          {sr.update.reload}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => setNeedRefresh(false)}>
          {sr.update.dismiss}
        </button>
      </div>
    </div>
  );
}
