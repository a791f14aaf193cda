/** The algebra check's verdict on the share page: the app's rule (contract/verification-view.ts) with the page's texts. */
import type { Verification } from '../../../contract/index.js';
import {
  describeVerification as describe,
  type VerificationView,
} from '../../../contract/verification-view.js';
import { SHARE_PAGE_TEXTS } from './share.messages.js';

export const describeVerification = (v: Verification): VerificationView =>
  describe(v, SHARE_PAGE_TEXTS.verification);
