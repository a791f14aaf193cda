/** What the algebra check's verdict says in the app: the shared rule (contract/verification-view.ts) with the app's texts. */
import type { Verification } from '../../../contract/solution.js';
import {
  describeVerification as describe,
  type VerificationView,
} from '../../../contract/verification-view.js';
import { sr } from '../../i18n/sr.js';

export { wrongStepOf, type VerificationView } from '../../../contract/verification-view.js';

export const describeVerification = (v: Verification): VerificationView => describe(v, sr.verification);
