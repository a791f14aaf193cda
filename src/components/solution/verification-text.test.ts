import { describe, expect, it } from 'vitest';
import type { Verification } from '../../../contract/solution.js';
import { describeVerification, wrongStepOf } from './verification-text.js';

describe('the check’s verdict on screen', () => {
  it('says Provereno and how: by exact algebra, substitution and steps, or by the engine itself', () => {
    expect(
      describeVerification({
        status: 'verified',
        checks: ['solution', 'substitution', 'steps'],
        steps_checked: 3,
      }),
    ).toEqual({
      label: 'Provereno',
      tone: 'ok',
      text: 'Provereno algebrom: konačan odgovor je isti kao tačno rešenje koje je izračunao Rešavačev algebarski sistem i zadovoljava zadatak kada se uvrsti. Provereni su i međurezultati (koraka: 3).',
    });
    expect(describeVerification({ status: 'verified', checks: ['engine'] }).text).toMatch(
      /^Rešio i proverio/,
    );
    expect(describeVerification({ status: 'verified', checks: ['engine'], action: 'replaced' }).text).toMatch(
      /nije mogao da se proveri/,
    );
  });

  it('says Ispravljeno for a replaced answer or step, and names the step', () => {
    expect(
      describeVerification({ status: 'corrected', checks: ['solution'], action: 'replaced' }),
    ).toMatchObject({
      label: 'Ispravljeno',
      tone: 'fixed',
    });
    expect(
      describeVerification({ status: 'flagged', checks: ['steps'], action: 'replaced', first_wrong_step: 2 })
        .text,
    ).toMatch(/^Korak 2 u rešenju AI modela nije bio tačan/);
  });

  it('says Nije prošlo proveru for a declined task', () => {
    expect(
      describeVerification({ status: 'flagged', checks: ['steps'], action: 'declined', first_wrong_step: 4 }),
    ).toEqual({
      label: 'Nije prošlo proveru',
      tone: 'declined',
      text: 'Korak 4 nije prošao algebarsku proveru, pa odgovor nije prikazan.',
    });
  });

  it('says Nije provereno for a task outside the check', () => {
    expect(describeVerification({ status: 'unverified', checks: [] })).toMatchObject({
      label: 'Nije provereno',
      tone: 'unchecked',
    });
    expect(describeVerification({ status: 'unverified', checks: ['steps'], steps_checked: 2 }).text).toMatch(
      /Računi u međurezultatima su provereni\.$/,
    );
  });

  it('marks the wrong step only in a declined task (a replaced task shows the engine’s steps)', () => {
    const v: Verification = { status: 'flagged', checks: ['steps'], action: 'declined', first_wrong_step: 2 };
    expect(wrongStepOf(v, true)).toBe(2);
    expect(wrongStepOf(v, false)).toBeNull();
    expect(wrongStepOf(undefined, true)).toBeNull();
  });
});
