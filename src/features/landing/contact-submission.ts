/**
 * The contact form's submission. The spec (section 4) has it only simulated: it waits about a second
 * and sends nothing anywhere. It fails the way a real send would when the device is offline, so the
 * form's error state is reachable.
 */
import { CONTACT_SIMULATED_DELAY_MS } from './landing-constants.js';

export interface ContactMessage {
  name: string;
  email: string;
  message: string;
}

export function submitContactMessage(
  _message: ContactMessage,
  isOnline: () => boolean = () => navigator.onLine,
): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (isOnline()) resolve();
      else reject(new Error('offline'));
    }, CONTACT_SIMULATED_DELAY_MS);
  });
}
