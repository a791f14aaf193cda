import { SCROLL_TO_TOP_THRESHOLD_PX } from '../config/ui-constants.js';
import { useScrolledPast } from '../hooks/use-scrolled-past.js';
import { sr } from '../i18n/sr.js';
import { ArrowUpIcon } from './icons.js';

/** Appears after a scroll of 300 px (docs/product.md, shared chrome). */
export function ScrollToTop() {
  const visible = useScrolledPast(SCROLL_TO_TOP_THRESHOLD_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      aria-label={sr.nav.scrollToTop}
      title={sr.nav.scrollToTop}
      onClick={() => {
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
      }}
    >
      <ArrowUpIcon />
    </button>
  );
}
