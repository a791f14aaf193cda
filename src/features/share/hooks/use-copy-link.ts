/**
 * Copies a link and tells how it went through the button's own label (docs/product.md, "Share"):
 * 'Kopiranje...', then 'Link kopiran!' or 'Greška.' (with a toast), then back to 'Kopiraj link'.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { SHARE_COPY_LABEL_MS } from '../../../config/ui-constants.js';
import { sr } from '../../../i18n/sr.js';
import { showToast } from '../../../lib/toast/toast-store.js';

export type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

export const COPY_LABELS: Record<CopyState, string> = {
  idle: sr.share.copy,
  copying: sr.share.copying,
  copied: sr.share.copied,
  failed: sr.share.copyError,
};

/**
 * The asynchronous clipboard where the page may use it (secure origins); elsewhere the selected
 * text field and the older copy command, which plain-http origins still allow.
 */
async function writeToClipboard(text: string, field: HTMLInputElement | null): Promise<void> {
  if (typeof navigator.clipboard?.writeText === 'function') return navigator.clipboard.writeText(text);
  field?.select();
  if (!field || !document.execCommand('copy')) throw new Error('The browser refused to copy.');
}

export function useCopyLink(field: RefObject<HTMLInputElement | null>) {
  const [state, setState] = useState<CopyState>('idle');
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(reset.current), []);

  const copy = useCallback(
    async (text: string) => {
      clearTimeout(reset.current);
      setState('copying');
      try {
        await writeToClipboard(text, field.current);
        setState('copied');
      } catch {
        setState('failed');
        showToast(sr.share.copyFailed, 'error');
      }
      reset.current = setTimeout(() => setState('idle'), SHARE_COPY_LABEL_MS);
    },
    [field],
  );

  return { state, label: COPY_LABELS[state], copy };
}
