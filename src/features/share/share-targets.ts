/**
 * Outward share links (docs/product.md, "Share"): each only opens the network's own share screen with
 * our text and link; Rešavač never calls those networks. WhatsApp and Viber are phone apps, so the
 * section shows them only on phones (share.css).
 */
import { PRODUCT_NAME } from '../../../contract/constants.js';
import { sr } from '../../i18n/sr.js';

export type ShareTargetId = 'whatsapp' | 'viber' | 'facebook' | 'telegram' | 'email';

export interface ShareTarget {
  id: ShareTargetId;
  label: string;
  href: string;
  /** Phone apps: shown only on mobile. */
  mobileOnly: boolean;
  /** Web pages open in a new window; app links (viber:, mailto:) hand over to the app. */
  newWindow: boolean;
}

export const HASHTAG = `#${PRODUCT_NAME}`;

/** 'Pogledaj rešenje ovog zadatka: <link> #Rešavač' — what a message to a friend says. */
export const shareMessage = (url: string): string => `${sr.share.message} ${url} ${HASHTAG}`;

export function shareTargets(url: string): ShareTarget[] {
  const t = sr.share;
  const message = encodeURIComponent(shareMessage(url));
  const link = encodeURIComponent(url);
  return [
    {
      id: 'whatsapp',
      label: t.whatsapp,
      href: `https://wa.me/?text=${message}`,
      mobileOnly: true,
      newWindow: true,
    },
    {
      id: 'viber',
      label: t.viber,
      href: `viber://forward?text=${message}`,
      mobileOnly: true,
      newWindow: false,
    },
    {
      id: 'facebook',
      label: t.facebook,
      href: `https://www.facebook.com/sharer/sharer.php?u=${link}&hashtag=${encodeURIComponent(HASHTAG)}`,
      mobileOnly: false,
      newWindow: true,
    },
    {
      id: 'telegram',
      label: t.telegram,
      href: `https://t.me/share/url?url=${link}&text=${encodeURIComponent(`${t.message} ${HASHTAG}`)}`,
      mobileOnly: false,
      newWindow: true,
    },
    {
      id: 'email',
      label: t.email,
      href: `mailto:?subject=${encodeURIComponent(t.emailSubject)}&body=${message}`,
      mobileOnly: false,
      newWindow: false,
    },
  ];
}
