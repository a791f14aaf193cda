/** Submits a local auth form: stores the token, clears another user's leftovers, goes to /app/. */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AFTER_SIGN_IN_PATH } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';
import { ApiError } from '../../../lib/api-error.js';
import { useTokenStore } from '../../../lib/auth/token-store.js';
import { clearAllUserStores } from '../../../lib/storage/user-stores.js';

export function useLocalAuthSubmit<T>(request: (body: T) => Promise<string>) {
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  async function submit(body: T): Promise<void> {
    setSubmitting(true);
    setFormError(null);
    try {
      const token = await request(body);
      await clearAllUserStores();
      useTokenStore.getState().setToken(token);
      await navigate(AFTER_SIGN_IN_PATH, { replace: true });
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : sr.common.unknownError);
      setSubmitting(false);
    }
  }

  return { submit, submitting, formError, clearFormError: () => setFormError(null) };
}
