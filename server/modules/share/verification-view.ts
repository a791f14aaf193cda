/**
 * The algebra check's verdict on the share page: the same label and explanation as the PWA's
 * (src/components/solution/verification-text.ts; tests/verification-texts.test.ts keeps them equal).
 */
import type { Verification } from '../../../contract/index.js';
import { SHARE_PAGE_TEXTS } from './share.messages.js';

export interface VerificationView {
  label: string;
  tone: 'ok' | 'fixed' | 'declined' | 'unchecked';
  text: string;
}

export function describeVerification(v: Verification): VerificationView {
  const t = SHARE_PAGE_TEXTS.verification;
  const wrongStep = v.first_wrong_step;
  switch (v.status) {
    case 'verified': {
      if (v.action === 'replaced') return { label: t.verified, tone: 'ok', text: t.engineShown };
      if (!v.checks.includes('solution')) return { label: t.verified, tone: 'ok', text: t.byEngine };
      const substituted = v.checks.includes('substitution') ? t.substituted : '';
      const steps = v.checks.includes('steps') && v.steps_checked ? t.stepsChecked(v.steps_checked) : '';
      return { label: t.verified, tone: 'ok', text: `${t.byAlgebra}${substituted}.${steps}` };
    }
    case 'corrected':
    case 'flagged': {
      const byStep = v.status === 'flagged' && wrongStep !== undefined;
      if (v.action === 'declined')
        return {
          label: t.declined,
          tone: 'declined',
          text: byStep ? t.stepDeclined(wrongStep) : t.answerDeclined,
        };
      return {
        label: t.replaced,
        tone: 'fixed',
        text: byStep ? t.stepReplaced(wrongStep) : t.answerReplaced,
      };
    }
    case 'unverified':
      return {
        label: t.unverified,
        tone: 'unchecked',
        text: `${t.outside}${v.checks.includes('steps') ? t.arithmeticChecked : ''}`,
      };
  }
}
