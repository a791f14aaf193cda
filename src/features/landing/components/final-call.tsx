/** The last call before contact and footer: sign up, with the welcome credits. */
import { WELCOME_CREDITS } from '../../../../contract/constants.js';
import { CameraIcon } from '../../../components/icons.js';
import { paths } from '../../../config/paths.js';
import { sr } from '../../../i18n/sr.js';

const t = sr.landing.finalCall;

export function FinalCall() {
  return (
    <section className="final-call" aria-labelledby="final-call-title">
      <div className="final-call__inner">
        <div>
          <h2 id="final-call-title" className="final-call__title">
            {t.title}
          </h2>
          <p className="final-call__text">{t.text(WELCOME_CREDITS)}</p>
        </div>
        <a href={paths.signUp.to} className="btn btn--large final-call__button">
          <CameraIcon />
          {t.cta}
        </a>
      </div>
    </section>
  );
}
