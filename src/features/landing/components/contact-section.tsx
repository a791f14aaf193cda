/**
 * #contact: name, e-mail and message, all required (the browser checks them). States of spec
 * section 4: idle → 'Slanje...' → a thank-you for 5 s, or the error text. Sending is simulated.
 */
import { useCallback, useState, type FormEvent } from 'react';
import { sr } from '../../../i18n/sr.js';
import { submitContactMessage } from '../contact-submission.js';
import { useResetAfter } from '../hooks/use-reset-after.js';
import { CONTACT_SUCCESS_MS } from '../landing-constants.js';
import { MailIcon } from './landing-icons.js';

const t = sr.landing.contact;

type ContactState = 'idle' | 'submitting' | 'success' | 'error';

export function ContactSection() {
  const [state, setState] = useState<ContactState>('idle');
  const backToIdle = useCallback(() => setState('idle'), []);
  useResetAfter(state === 'success', CONTACT_SUCCESS_MS, backToIdle);

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = new FormData(form);
    const field = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    setState('submitting');
    try {
      await submitContactMessage({ name: field('name'), email: field('email'), message: field('message') });
      form.reset();
      setState('success');
    } catch {
      setState('error');
    }
  }

  return (
    <section id="contact" className="landing-section" aria-labelledby="contact-title">
      <div className="landing-section__inner contact">
        <div className="contact__copy">
          <span className="contact__icon">
            <MailIcon />
          </span>
          <h2 id="contact-title" className="landing-section__title">
            {t.title}
          </h2>
          <p className="landing-section__lead">{t.lead}</p>
          <p className="contact__faq">
            {t.faqBefore}
            <a href="#faq">{t.faqLink}</a>
            {t.faqAfter}
          </p>
        </div>
        <form className="contact__form" onSubmit={(e) => void onSubmit(e)}>
          <div className="contact__field">
            <label htmlFor="contact-name">{t.name}</label>
            <input id="contact-name" name="name" type="text" autoComplete="name" required />
          </div>
          <div className="contact__field">
            <label htmlFor="contact-email">{t.email}</label>
            <input id="contact-email" name="email" type="email" autoComplete="email" required />
          </div>
          <div className="contact__field">
            <label htmlFor="contact-message">{t.message}</label>
            <textarea id="contact-message" name="message" rows={5} required />
          </div>
          <button type="submit" className="btn btn--primary btn--large" disabled={state === 'submitting'}>
            {state === 'submitting' ? t.submitting : t.submit}
          </button>
          <div className="contact__status" role="status">
            {state === 'success' && <p className="alert alert--success">{t.success}</p>}
          </div>
          <div role="alert">{state === 'error' && <p className="alert alert--error">{t.error}</p>}</div>
        </form>
      </div>
    </section>
  );
}
