import { useEffect } from 'react';
import { sr } from '../i18n/sr.js';

/** "Kontrolna tabla – Rešavač": each screen names itself for tabs, history and screen readers. */
export function pageTitle(title: string | null): string {
  return title ? `${title} – ${sr.appName}` : sr.documentTitle;
}

export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
