/**
 * How the algebra check's verdict (solution.ts, `verification`) reads: its label, its tone and the
 * explanation of how it was checked. One rule for the PWA (src/components/solution/verification-text.ts)
 * and the server-rendered share page (server/modules/share/share-page.ts); each passes its own text
 * table, and tests/verification-texts.test.ts keeps the two tables' words equal.
 */
import type { Verification } from './solution.js';

export interface VerificationTexts {
  verified: string;
  replaced: string;
  declined: string;
  unverified: string;
  byEngine: string;
  byAlgebra: string;
  substituted: string;
  stepsChecked: (steps: number) => string;
  engineShown: string;
  answerReplaced: string;
  stepReplaced: (step: number) => string;
  answerDeclined: string;
  stepDeclined: (step: number) => string;
  outside: string;
  arithmeticChecked: string;
}

export interface VerificationView {
  label: string;
  /** ok: checked; fixed: a wrong answer or step was replaced; declined: no answer; unchecked: outside the check. */
  tone: 'ok' | 'fixed' | 'declined' | 'unchecked';
  /** How it was checked, or what was done: the label's explanation. */
  text: string;
}

export function describeVerification(v: Verification, t: VerificationTexts): VerificationView {
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

/** The step the check found wrong, marked in a declined task's steps list. */
export const wrongStepOf = (v: Verification | undefined, declined: boolean): number | null =>
  declined && v?.first_wrong_step !== undefined ? v.first_wrong_step : null;
