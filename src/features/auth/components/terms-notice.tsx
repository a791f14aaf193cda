import { paths } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';

/** Registering means agreeing to the terms and the privacy policy (docs/product.md, landing page). */
export function TermsNotice() {
  const t = sr.auth;
  return (
    <p className="auth-notice">
      {t.termsNoticeBefore}
      <a href={paths.terms.to} target="_blank" rel="noopener">
        {t.termsLink}
      </a>
      {t.termsNoticeMiddle}
      <a href={paths.privacy.to} target="_blank" rel="noopener">
        {t.privacyLink}
      </a>
      {t.termsNoticeAfter}
    </p>
  );
}
