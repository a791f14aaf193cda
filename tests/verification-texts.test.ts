/** The algebra check's labels read the same in the app and on the share page, for every verdict. */
import { describe, expect, it } from 'vitest';
import type { Verification } from '../contract/index.js';
import { describeVerification as onSharePage } from '../server/modules/share/verification-view.js';
import { describeVerification as inApp } from '../src/components/solution/verification-text.js';

const VERDICTS: Verification[] = [
  { status: 'verified', checks: ['solution', 'substitution', 'steps'], steps_checked: 3 },
  { status: 'verified', checks: ['solution'] },
  { status: 'verified', checks: ['engine'] },
  { status: 'verified', checks: ['engine'], action: 'replaced' },
  { status: 'corrected', checks: ['solution', 'engine'], action: 'replaced', first_wrong_step: 2 },
  { status: 'corrected', checks: ['solution'], action: 'declined' },
  { status: 'flagged', checks: ['solution', 'steps', 'engine'], action: 'replaced', first_wrong_step: 2 },
  { status: 'flagged', checks: ['steps'], action: 'declined', first_wrong_step: 3 },
  { status: 'unverified', checks: [] },
  { status: 'unverified', checks: ['steps'], steps_checked: 2 },
];

describe('verification texts', () => {
  it.each(VERDICTS)('%o reads the same in the app and on the share page', (verdict) => {
    expect(onSharePage(verdict)).toEqual(inApp(verdict));
  });
});
